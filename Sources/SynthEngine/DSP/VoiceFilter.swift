import Foundation

/// The voice filter: one `StateVariableFilter` for 12 dB/octave, two in cascade for 24 dB/octave.
///
/// 24 dB low/high-pass uses the 4th-order Butterworth pole pair (Q 0.5412 and 1.3066, i.e.
/// 1/(2cos(3π/8)) and 1/(2cos(π/8))), so at resonance 0.707 the cascade is maximally flat and still
/// -3 dB at the cutoff; more resonance raises the second stage's Q in proportion. Band-pass and notch
/// cascade two identical stages (narrower band, deeper and wider notch).
/// `slopeMix` (0 = 12 dB, 1 = 24 dB) crossfades the two so a slope change does not click.
struct VoiceFilter {
    private var stage1 = StateVariableFilter()
    private var stage2 = StateVariableFilter()
    private var slopeMix: Float = 0
    /// Inputs of the last coefficient computation, to skip tan() when nothing moved.
    private var cachedCutoff = -1.0, cachedQ = -1.0, cachedWeights = FilterTypeWeights(), cachedSlope: Float = -1

    static let butterworthQ1 = 1 / (2 * cos(3 * Double.pi / 8))
    static let butterworthQ2 = 1 / (2 * cos(Double.pi / 8))
    static let butterworthQ = 1 / 2.0.squareRoot()

    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
    }

    /// Per control block: cutoff in Hz (already clamped), resonance Q, type weights, slope mix.
    mutating func set(cutoff: Double, sampleRate: Double, q: Double, weights w: FilterTypeWeights, slopeMix s: Float) {
        if slopeMix == 0 && s > 0 { stage2.reset() }
        slopeMix = s
        if cutoff == cachedCutoff && q == cachedQ && w == cachedWeights && s == cachedSlope { return }
        cachedCutoff = cutoff; cachedQ = q; cachedWeights = w; cachedSlope = s
        let g = StateVariableFilter.g(cutoff: cutoff, sampleRate: sampleRate)
        let passWeight = Double(w.low + w.high)       // low/high use Butterworth Qs at 24 dB
        let sd = Double(s)
        let q24a = passWeight * Self.butterworthQ1 + (1 - passWeight) * q
        let q24b = passWeight * Self.butterworthQ2 * q / Self.butterworthQ + (1 - passWeight) * q
        let q1 = q + (q24a - q) * sd
        stage1.set(g: g, k: 1 / q1, low: w.low, high: w.high, band: w.band, notch: w.notch)
        if s > 0 { stage2.set(g: g, k: 1 / q24b, low: w.low, high: w.high, band: w.band, notch: w.notch) }
    }

    /// Filters in place; `tmp` is scratch space of at least `count` floats.
    mutating func process(_ buf: UnsafeMutablePointer<Float>, count: Int, tmp: UnsafeMutablePointer<Float>) {
        if slopeMix >= 1 {
            stage1.processCascade(buf, count: count, then: &stage2)
            return
        }
        stage1.process(buf, count: count)
        guard slopeMix > 0 else { return }
        tmp.update(from: buf, count: count)
        stage2.process(tmp, count: count)
        let s = slopeMix
        for i in 0..<count { buf[i] += (tmp[i] - buf[i]) * s }
    }
}
