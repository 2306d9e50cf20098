import Foundation

/// The voice filter: one `StateVariableFilter` for 12 dB/octave, two in cascade for 24 dB/octave.
///
/// 24 dB low/high-pass uses the 4th-order Butterworth pole pair (Q 0.5412 and 1.3066, i.e.
/// 1/(2cos(3π/8)) and 1/(2cos(π/8))), so at resonance 0.707 the cascade is maximally flat and still
/// -3 dB at the cutoff; more resonance raises the second stage's Q in proportion. Band-pass and notch
/// cascade two identical stages (narrower band, deeper and wider notch).
/// `slopeMix` (0 = 12 dB, 1 = 24 dB) crossfades the two, sample by sample, so a slope change does
/// not click. `set` is called at every control block with the values for the block's end.
struct VoiceFilter {
    private var stage1 = StateVariableFilter()
    private var stage2 = StateVariableFilter()
    /// 24 dB share at the start of the block, its per-sample step, and its value at the block's end.
    private var slopeMix: Float = 0, slopeStep: Float = 0, slopeEnd: Float = 0
    private var primed = false
    /// Inputs and coefficients of the last computation, to skip tan() when nothing moved.
    private var cachedCutoff = -1.0, cachedQ = -1.0, cachedWeights = FilterTypeWeights(), cachedSlope: Float = -1
    private var cachedG = 0.0, cachedK1 = 1.0, cachedK2 = 1.0

    static let butterworthQ1 = 1 / (2 * cos(3 * Double.pi / 8))
    static let butterworthQ2 = 1 / (2 * cos(Double.pi / 8))
    static let butterworthQ = 1 / 2.0.squareRoot()

    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

    /// Per control block: cutoff in Hz (already clamped), resonance Q, type weights, slope mix,
    /// all reached at the end of the block (the stages glide there sample by sample).
    mutating func set(cutoff: Double, sampleRate: Double, q: Double, weights w: FilterTypeWeights, slopeMix s: Float) {
        if !primed { slopeEnd = s; primed = true }      // a new note starts on the current settings
        if slopeEnd == 0 && s > 0 { stage2.reset() }
        slopeMix = slopeEnd
        slopeStep = (s - slopeEnd) / Float(ControlBlock.size)
        slopeEnd = s
        if !(cutoff == cachedCutoff && q == cachedQ && w == cachedWeights && s == cachedSlope) {
            cachedCutoff = cutoff; cachedQ = q; cachedWeights = w; cachedSlope = s
            cachedG = StateVariableFilter.g(cutoff: cutoff, sampleRate: sampleRate)
            let passWeight = Double(w.low + w.high)       // low/high use Butterworth Qs at 24 dB
            let q24a = passWeight * Self.butterworthQ1 + (1 - passWeight) * q
            let q24b = passWeight * Self.butterworthQ2 * q / Self.butterworthQ + (1 - passWeight) * q
            cachedK1 = 1 / (q + (q24a - q) * Double(s))
            cachedK2 = 1 / q24b
        }
        // Called every block, changed or not, so the stages' ramps settle on their targets.
        stage1.set(g: cachedG, k: cachedK1, low: w.low, high: w.high, band: w.band, notch: w.notch)
        if s > 0 || slopeMix > 0 {
            stage2.set(g: cachedG, k: cachedK2, low: w.low, high: w.high, band: w.band, notch: w.notch)
        }
    }

    /// No ramp runs in this block (slope and both stages' coefficients sit on their targets).
    var isSteady: Bool { slopeStep == 0 && !stage1.isMoving && !stage2.isMoving }

    /// Filters in place; `offset` is the position of `buf[0]` in the control block; `tmp` is
    /// scratch space of at least `count` floats.
    mutating func process(_ buf: UnsafeMutablePointer<Float>, count: Int, offset: Int, tmp: UnsafeMutablePointer<Float>) {
        if slopeMix >= 1 && slopeEnd >= 1 {
            stage1.processCascade(buf, count: count, offset: offset, then: &stage2)
            return
        }
        stage1.process(buf, count: count, offset: offset)
        guard slopeMix > 0 || slopeEnd > 0 else { return }
        tmp.update(from: buf, count: count)
        stage2.process(tmp, count: count, offset: offset)
        let s0 = slopeMix, ds = slopeStep
        var j = Float(offset + 1)
        for i in 0..<count {
            buf[i] += (tmp[i] - buf[i]) * (s0 + ds * j)
            j += 1
        }
    }
}
