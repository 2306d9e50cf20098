/// A band-limited oscillator reading `WavetableBank` tables with a 32-bit fixed-point phase.
///
/// The phase is a UInt32 fraction of a cycle (wraps for free; frequency resolution fs/2^32, far
/// below a cent). The top 12 bits index the 4096-point table, the low 20 bits interpolate linearly.
/// Square and pulse are the difference of two saw reads `width` of a cycle apart: the band-limited
/// saw series makes a band-limited pulse, so pulse-width modulation does not alias.
/// A waveform change crossfades old and new shapes over `crossfadeLength` samples (no click).
///
/// Ramps (gain, width) are given as the control block's start value and per-sample step, evaluated
/// at the absolute position in the block (`offset + i`), so splitting a block gives identical output.
struct WavetableOscillator {
    private(set) var phase: UInt32 = 0
    private(set) var wave: OscillatorWave = .saw
    private var previousWave: OscillatorWave = .saw
    private var crossfadeLeft = 0
    /// The second half of a sync restart's BLEP, owed to the next sample (`renderSynced`).
    private var syncCarry: Float = 0
    static let crossfadeLength = 256

    mutating func reset(phase: UInt32 = 0) {
        self.phase = phase
        crossfadeLeft = 0
        syncCarry = 0
        previousWave = wave
    }

    /// Selects the shape; a change fades from the old one.
    mutating func setWave(_ w: OscillatorWave, crossfade: Bool) {
        guard w != wave else { return }
        previousWave = wave
        wave = w
        crossfadeLeft = crossfade ? Self.crossfadeLength : 0
    }

    /// Phase increment for a frequency in cycles per sample (clamped below Nyquist).
    @inline(__always)
    static func increment(normalizedFrequency f: Double) -> UInt32 {
        UInt32(min(0.49, max(0, f)) * 4_294_967_296.0)
    }

    /// Adds `count` samples to `out`. `level` is the mip level for this block's frequency; `offset`
    /// is the position of `out[0]` in the control block.
    mutating func render(adding out: UnsafeMutablePointer<Float>, count: Int, offset: Int, increment: UInt32,
                         level: Int, gain: Float, gainStep: Float, width: Float, widthStep: Float,
                         bank: WavetableBank) {
        let start = phase
        if crossfadeLeft > 0 {
            // Two passes over the same phase: old shape fading out, new one fading in, the fade
            // derived from the integer count left so it does not depend on how blocks are split.
            let n = min(count, crossfadeLeft)
            let inv = 1 / Float(Self.crossfadeLength)
            let fadeStart = Float(crossfadeLeft) * inv
            Self.renderShape(previousWave, out: out, count: n, phase: start, increment: increment, level: level,
                             offset: offset, gain: gain, gainStep: gainStep, fade: fadeStart, fadeStep: -inv,
                             width: width, widthStep: widthStep, bank: bank)
            Self.renderShape(wave, out: out, count: n, phase: start, increment: increment, level: level,
                             offset: offset, gain: gain, gainStep: gainStep, fade: 1 - fadeStart, fadeStep: inv,
                             width: width, widthStep: widthStep, bank: bank)
            crossfadeLeft -= n
            if n < count {
                Self.renderShape(wave, out: out + n, count: count - n, phase: start &+ increment &* UInt32(n),
                                 increment: increment, level: level, offset: offset + n, gain: gain,
                                 gainStep: gainStep, fade: 1, fadeStep: 0, width: width, widthStep: widthStep,
                                 bank: bank)
            }
        } else {
            Self.renderShape(wave, out: out, count: count, phase: start, increment: increment, level: level,
                             offset: offset, gain: gain, gainStep: gainStep, fade: 1, fadeStep: 0,
                             width: width, widthStep: widthStep, bank: bank)
        }
        phase = start &+ increment &* UInt32(truncatingIfNeeded: count)
    }

    /// Advances the phase without producing sound (a muted oscillator keeps its place).
    mutating func skip(count: Int, increment: UInt32) {
        phase = phase &+ increment &* UInt32(truncatingIfNeeded: count)
    }

    @inline(__always)
    private static func read(_ table: UnsafeMutablePointer<Float>, _ p: UInt32) -> Float {
        let i = Int(p >> 20)
        let frac = Float(p & 0xFFFFF) * (1 / 1_048_576.0)
        let a = table[i]
        return a + (table[i + 1] - a) * frac
    }

    /// One shape into `out`; `fade` (per-sample `fadeStep`) multiplies the gain during a crossfade.
    @inline(__always)
    private static func renderShape(_ wave: OscillatorWave, out: UnsafeMutablePointer<Float>, count: Int,
                                    phase: UInt32, increment: UInt32, level: Int, offset: Int,
                                    gain: Float, gainStep: Float, fade: Float, fadeStep: Float,
                                    width: Float, widthStep: Float, bank: WavetableBank) {
        // Two copies of the loops: the crossfade multiply only where a crossfade runs.
        if fade == 1 && fadeStep == 0 {
            renderLoop(wave, out: out, count: count, phase: phase, increment: increment, level: level, offset: offset,
                       gain: gain, gainStep: gainStep, fade: 1, fadeStep: 0, width: width, widthStep: widthStep,
                       bank: bank, fading: false)
        } else {
            renderLoop(wave, out: out, count: count, phase: phase, increment: increment, level: level, offset: offset,
                       gain: gain, gainStep: gainStep, fade: fade, fadeStep: fadeStep, width: width,
                       widthStep: widthStep, bank: bank, fading: true)
        }
    }

    @inline(__always)
    private static func renderLoop(_ wave: OscillatorWave, out: UnsafeMutablePointer<Float>, count: Int,
                                   phase start: UInt32, increment: UInt32, level: Int, offset: Int,
                                   gain: Float, gainStep: Float, fade: Float, fadeStep: Float,
                                   width: Float, widthStep: Float, bank: WavetableBank, fading: Bool) {
        var p = start
        // Ramp positions come from the integer index (exact small integers either way), not from a
        // running float sum, whose add would chain every iteration to the previous one.
        let stride = WavetableBank.stride
        switch wave {
        case .sine, .triangle, .saw:
            let t = wave == .sine ? bank.sine : (wave == .saw ? bank.saw : bank.triangle) + level * stride
            if !fading && gainStep == 0 {
                // A steady gain (gain + 0·j is gain): the same products without the ramp.
                for i in 0..<count {
                    out[i] += read(t, p) * gain
                    p = p &+ increment
                }
                return
            }
            for i in 0..<count {
                let j = Float(offset &+ i), k = Float(i)
                let g = gain + gainStep * j
                out[i] += read(t, p) * (fading ? g * (fade + fadeStep * k) : g)
                p = p &+ increment
            }
        case .square, .pulse:
            // saw(φ + 1 - w) - saw(φ) is high (2 - 2w) for a fraction w of the cycle starting at φ = 0
            // and low (-2w) otherwise: zero mean, peak-to-peak 2. Square is w = 0.5.
            let t = bank.saw + level * stride
            let w0: Float = wave == .square ? 0.5 : width
            let ws: Float = wave == .square ? 0 : widthStep
            if ws == 0 {
                // Fixed width: the second read's offset is constant.
                let shift = UInt32((1 - w0) * 4_294_967_040.0)
                for i in 0..<count {
                    let j = Float(offset &+ i), k = Float(i)
                    let g = gain + gainStep * j
                    out[i] += (read(t, p &+ shift) - read(t, p)) * (fading ? g * (fade + fadeStep * k) : g)
                    p = p &+ increment
                }
                return
            }
            for i in 0..<count {
                let j = Float(offset &+ i), k = Float(i)
                let w = w0 + ws * j
                let shift = UInt32((1 - w) * 4_294_967_040.0)
                let g = gain + gainStep * j
                out[i] += (read(t, p &+ shift) - read(t, p)) * (fading ? g * (fade + fadeStep * k) : g)
                p = p &+ increment
            }
        }
    }
}

// MARK: - Hard sync and phase modulation

extension WavetableOscillator {
    /// The shape's value at phase `p` (`shift`: the pulse's second read, see `renderLoop`).
    @inline(__always)
    private static func value(_ wave: OscillatorWave, _ p: UInt32, shift: UInt32, level: Int, bank: WavetableBank) -> Float {
        switch wave {
        case .sine: return read(bank.sine, p)
        case .triangle: return read(bank.triangle + level * WavetableBank.stride, p)
        case .saw: return read(bank.saw + level * WavetableBank.stride, p)
        case .square, .pulse:
            let t = bank.saw + level * WavetableBank.stride
            return read(t, p &+ shift) - read(t, p)
        }
    }

    /// The second read's offset for a pulse of width `w` (square: 0.5).
    @inline(__always)
    private static func pulseShift(_ wave: OscillatorWave, _ w: Float) -> UInt32 {
        UInt32((1 - (wave == .square ? 0.5 : w)) * 4_294_967_040.0)
    }

    /// The value at `p`, crossfading from the previous shape while a change is fading in (`left`
    /// samples of the fade remain).
    @inline(__always)
    private func blended(_ p: UInt32, left: Int, width w: Float, level: Int, bank: WavetableBank) -> Float {
        let v = Self.value(wave, p, shift: Self.pulseShift(wave, w), level: level, bank: bank)
        guard left > 0 else { return v }
        let old = Self.value(previousWave, p, shift: Self.pulseShift(previousWave, w), level: level, bank: bank)
        let a = Float(left) * (1 / Float(Self.crossfadeLength))
        return old * a + v * (1 - a)
    }

    /// Hard sync: adds `count` samples of this oscillator restarted at phase 0 whenever the master
    /// oscillator (phase `masterPhase` at `out[0]`, stepping `masterIncrement`) starts a cycle.
    ///
    /// A band-limited saw's own jump sits at phase 0, smeared over about 1/H of a cycle (H harmonics in
    /// the table) with its Gibbs dip at 1/(2H). A restart at phase 0 would land in the middle of that
    /// smeared jump and play its second half as a near-step nobody band-limits; so saw, square and
    /// pulse restart at 1/(2H), where the table's new ramp begins with zero slope, and the whole jump
    /// from the old cycle to that value is left to the BLEP. (The cycle moves by half a harmonic period
    /// of the table, far below anything heard.) Sine and triangle have no jump at 0 and restart there.
    ///
    /// The restart is a jump in the waveform; it is band-limited with a two-sample polynomial BLEP
    /// (Välimäki and Huovilainen, "Antialiasing oscillators in subtractive synthesis", IEEE Signal
    /// Processing Magazine 2007): the jump h is placed at its exact fraction of a sample, the sample
    /// before gets h·d²/2 and the one after -h·(1-d)²/2 (`syncCarry`, kept across pieces so the
    /// output does not depend on how a block is split). The tables keep each stretch between
    /// restarts band-limited; the kink in slope at a restart is not corrected (a BLAMP would), which
    /// leaves faint aliases well below the harmonics (see `OscillatorTests`).
    mutating func renderSynced(adding out: UnsafeMutablePointer<Float>, count: Int, offset: Int, increment: UInt32,
                               level: Int, gain: Float, gainStep: Float, width: Float, widthStep: Float,
                               masterPhase: UInt32, masterIncrement: UInt32, bank: WavetableBank) {
        var p = phase, m = masterPhase, carry = syncCarry, left = crossfadeLeft
        let restart: UInt32 = wave == .sine || wave == .triangle
            ? 0 : UInt32(2_147_483_648.0 / Double(WavetableBank.harmonics(level: level)))
        let ratio = masterIncrement > 0 ? Double(increment) / Double(masterIncrement) : 0
        let inc = Float(increment), invMaster = masterIncrement > 0 ? 1 / Float(masterIncrement) : 0
        for i in 0..<count {
            let j = Float(offset &+ i)
            let w = width + widthStep * j
            var v = blended(p, left: left, width: w, level: level, bank: bank) + carry
            carry = 0
            let next = m &+ masterIncrement
            if next < m {
                // The master starts a cycle a fraction 1 - d of a sample after this one; at the next
                // sample the restarted slave has run for d of a sample.
                let d = Float(next) * invMaster
                let atWrap = p &+ UInt32(inc * (1 - d))
                let h = blended(restart, left: left, width: w, level: level, bank: bank)
                    - blended(atWrap, left: left, width: w, level: level, bank: bank)
                v += 0.5 * h * d * d
                carry = -0.5 * h * (1 - d) * (1 - d)
                p = restart &+ UInt32(min(4_294_967_295, Double(next) * ratio))
            } else {
                p = p &+ increment
            }
            m = next
            if left > 0 { left -= 1 }
            out[i] += v * (gain + gainStep * j)
        }
        phase = p
        syncCarry = carry
        crossfadeLeft = left
    }

    /// Phase modulation (two-operator FM as the DX7 does it): adds `count` samples read at the phase
    /// plus `index`·`modulator[i]` radians. `index` ramps by `indexStep` per sample of the block.
    mutating func renderPhaseModulated(adding out: UnsafeMutablePointer<Float>, count: Int, offset: Int,
                                       increment: UInt32, level: Int, gain: Float, gainStep: Float,
                                       width: Float, widthStep: Float, modulator: UnsafePointer<Float>,
                                       index: Float, indexStep: Float, bank: WavetableBank) {
        var p = phase, left = crossfadeLeft
        // Radians to the fixed-point phase: 2^32 / 2π.
        let scale = Float(4_294_967_296.0 / (2 * Double.pi))
        for i in 0..<count {
            let j = Float(offset &+ i)
            let shift = UInt32(truncatingIfNeeded: Int64((index + indexStep * j) * modulator[i] * scale))
            let v = blended(p &+ shift, left: left, width: width + widthStep * j, level: level, bank: bank)
            if left > 0 { left -= 1 }
            out[i] += v * (gain + gainStep * j)
            p = p &+ increment
        }
        phase = p
        crossfadeLeft = left
    }
}
