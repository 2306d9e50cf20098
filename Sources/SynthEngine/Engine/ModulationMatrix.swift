import Foundation

/// The LFO bank and its routing: three global LFOs (one set per engine, shared by every voice), each
/// sent to one destination (amplitude, pitch, cutoff or pulse width) at a depth that glides through a
/// smoother per destination, so changing a destination fades one route out and the other in.
///
/// Run once per control block. An LFO whose depth is exactly 0 on every destination (set to 0 and
/// faded out) is dormant: it contributes exactly nothing, so it only keeps its cycle running
/// (`LFO.skip`), without the wave or the depth smoothers.
struct ModulationMatrix {
    static let lfoCount = 3
    /// Destinations, in the order of the `lfoN.dest` options: amplitude, pitch, cutoff, pulse width.
    static let destinations = 4

    // What depth 1 means for each destination. The LFO depth help text in the parameter table is
    // built from these.
    /// To pitch: depth 1 swings ±12 semitones (vibrato lives around 0.01-0.05).
    static let pitchSemitones = 12.0
    /// To cutoff: depth 1 swings ±4 octaves.
    static let cutoffOctaves = 4.0
    /// To pulse width: depth 1 swings ±0.45 (clamped to the width's range).
    static let widthSwing = 0.45
    // To amplitude: depth 1 is full tremolo, gain 1 - depth·(1 - lfo)/2, from 1 down to 1 - depth.

    static let parameters: [(wave: Param, rate: Param, depth: Param, dest: Param, retrigger: Param)] = [
        (.lfo1Wave, .lfo1Rate, .lfo1Depth, .lfo1Dest, .lfo1Retrigger),
        (.lfo2Wave, .lfo2Rate, .lfo2Depth, .lfo2Dest, .lfo2Retrigger),
        (.lfo3Wave, .lfo3Rate, .lfo3Depth, .lfo3Dest, .lfo3Retrigger),
    ]

    /// The LFOs summed per destination for one control block.
    struct Output {
        /// Tremolo gain (1: none), semitones of vibrato, octaves of cutoff, pulse-width swing.
        var tremolo = 1.0, pitch = 0.0, cutoff = 0.0, width = 0.0
        /// False when every LFO was dormant: the sums above are exactly their neutral values.
        var isHeard = false
    }

    private var lfos = UnsafeMutableBufferPointer<LFO>(start: nil, count: 0)
    /// Per LFO: skipped in the last block and not run since (its depth smoothers are still all 0).
    private var dormant = UnsafeMutableBufferPointer<Bool>(start: nil, count: 0)
    /// Smoothed depth per LFO and destination, `lfo * destinations + destination`.
    private var depths = UnsafeMutableBufferPointer<OnePoleSmoother>(start: nil, count: 0)
    private var sampleRate = 48_000.0

    /// Allocates the bank: every LFO at the start of its cycle, every depth at 0. Call once.
    mutating func prepare(sampleRate: Double) {
        self.sampleRate = sampleRate
        let controlRate = sampleRate / Double(ControlBlock.size)
        lfos = .allocate(capacity: Self.lfoCount)
        dormant = .allocate(capacity: Self.lfoCount)
        dormant.initialize(repeating: false)
        depths = .allocate(capacity: Self.lfoCount * Self.destinations)
        for i in 0..<Self.lfoCount {
            var l = LFO(seed: 0xA5A5_0001 &+ UInt32(i) &* 0x0101_0101)
            l.prepare(controlRate: controlRate)
            lfos.initializeElement(at: i, to: l)
            for d in 0..<Self.destinations {
                var s = OnePoleSmoother(value: 0)
                s.prepare(timeConstant: SmoothedParameters.timeConstant, stepRate: controlRate)
                depths.initializeElement(at: i * Self.destinations + d, to: s)
            }
        }
    }

    func deallocate() {
        lfos.deallocate(); dormant.deallocate(); depths.deallocate()
    }

    /// The LFOs exactly as a fresh engine has them: each at the start of its cycle, and each depth
    /// fading in from 0 over the smoother's ~5 ms as in an engine's first block.
    mutating func reset() {
        for i in 0..<Self.lfoCount { lfos[i].reset() }
        for i in 0..<(Self.lfoCount * Self.destinations) { depths[i].reset(to: 0) }
    }

    /// Jumps every depth to its target (nothing is sounding).
    mutating func snap() {
        for i in 0..<(Self.lfoCount * Self.destinations) { depths[i].snap() }
    }

    /// A note-on: restarts the cycle of every LFO whose retrigger is on.
    mutating func noteOn(_ parameters: SmoothedParameters) {
        for i in 0..<Self.lfoCount where parameters.target(Self.parameters[i].retrigger) != 0 { lfos[i].retrigger() }
    }

    /// One control block: advances every LFO and returns their sums per destination.
    @inline(__always)
    mutating func process(_ parameters: SmoothedParameters) -> Output {
        var out = Output()
        for i in 0..<Self.lfoCount {
            let p = Self.parameters[i]
            let increment = parameters.value(p.rate) * Double(ControlBlock.size) / sampleRate
            let depth = parameters.value(p.depth)
            let d = depths.baseAddress.unsafelyUnwrapped + i * Self.destinations
            if depth == 0 && (dormant[i] || (d[0].isSilent && d[1].isSilent && d[2].isSilent && d[3].isSilent)) {
                dormant[i] = true
                lfos[i].skip(increment: increment)
                continue
            }
            dormant[i] = false
            out.isHeard = true
            let wave = LFO.Wave(rawValue: Int(parameters.target(p.wave))) ?? .sine
            let y = Double(lfos[i].next(wave: wave, increment: increment))
            let dest = Int(parameters.target(p.dest))
            for k in 0..<Self.destinations {
                d[k].target = k == dest ? depth : 0
                d[k].step()
            }
            out.tremolo *= 1 - d[0].value * (0.5 - 0.5 * y)
            out.pitch += d[1].value * Self.pitchSemitones * y
            out.cutoff += d[2].value * Self.cutoffOctaves * y
            out.width += d[3].value * Self.widthSwing * y
        }
        return out
    }

    /// True when every LFO is dormant and stays so next block (its depth is still 0): `process`
    /// would only advance the cycles, as `skip` does.
    func isDormant(_ parameters: SmoothedParameters) -> Bool {
        for i in 0..<Self.lfoCount where !dormant[i] || parameters.value(Self.parameters[i].depth) != 0 { return false }
        return true
    }

    /// `blocks` control blocks of a bank that `isDormant`: each LFO keeps its cycle, nothing else.
    mutating func skip(blocks: Int, _ parameters: SmoothedParameters) {
        for i in 0..<Self.lfoCount {
            let increment = parameters.value(Self.parameters[i].rate) * Double(ControlBlock.size) / sampleRate
            for _ in 0..<blocks { lfos[i].skip(increment: increment) }
        }
    }
}
