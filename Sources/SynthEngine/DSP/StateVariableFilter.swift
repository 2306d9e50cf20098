import Foundation

/// One 2-pole state-variable filter stage: the trapezoidal-integrated (TPT) SVF after Vadim
/// Zavalishin ("The Art of VA Filter Design", 2012) in Andrew Simper's form (Cytomic technical
/// paper "SvfLinearTrapOptimised2", 2013).
///
/// Why this one: it is unconditionally stable for any cutoff below Nyquist and any Q, its cutoff is
/// pre-warped so the response at the cutoff matches the analog prototype exactly (-3 dB for a
/// Q 0.707 low-pass), and because its state is stored as integrator "currents" the coefficients can
/// change every control block without zipper noise or blow-ups.
///
/// All four responses are weighted sums of the input v0, band v1 and low v2 outputs:
/// low = v2, band (0 dB peak) = k·v1, high = v0 - k·v1 - v2, notch = v0 - k·v1 (k = 1/Q).
struct StateVariableFilter {
    private var ic1: Float = 0, ic2: Float = 0
    private var a1: Float = 1, a2: Float = 0, a3: Float = 0
    /// Output weights for v0, v1, v2.
    private var m0: Float = 0, m1: Float = 0, m2: Float = 1

    mutating func reset() { ic1 = 0; ic2 = 0 }

    /// Sets cutoff (as g = tan(π·fc/fs)), damping k = 1/Q, and the response as weights of the four
    /// filter types (low, high, band, notch), which the caller smooths so a type change glides.
    @inline(__always)
    mutating func set(g: Double, k: Double, low: Float, high: Float, band: Float, notch: Float) {
        let d1 = 1 / (1 + g * (g + k))
        a1 = Float(d1)
        a2 = Float(g * d1)
        a3 = Float(g * g * d1)
        let kf = Float(k)
        m0 = high + notch
        m1 = kf * (band - high - notch)
        m2 = low - high
    }

    /// Pre-warped cutoff coefficient for a frequency in Hz.
    @inline(__always)
    static func g(cutoff: Double, sampleRate: Double) -> Double { tan(Double.pi * cutoff / sampleRate) }

    /// Filters `count` samples in place.
    @inline(__always)
    mutating func process(_ buf: UnsafeMutablePointer<Float>, count: Int) {
        var s1 = ic1, s2 = ic2
        let a1 = a1, a2 = a2, a3 = a3, m0 = m0, m1 = m1, m2 = m2
        for i in 0..<count {
            let v0 = buf[i]
            let v3 = v0 - s2
            let v1 = a1 * s1 + a2 * v3
            let v2 = s2 + a2 * s1 + a3 * v3
            s1 = 2 * v1 - s1
            s2 = 2 * v2 - s2
            buf[i] = m0 * v0 + m1 * v1 + m2 * v2
        }
        ic1 = AntiDenormal.flush(s1)
        ic2 = AntiDenormal.flush(s2)
    }

    /// Two stages in one pass (`self`, then `next`): the per-sample recursions of the two stages are
    /// independent chains, so interleaving them lets the CPU overlap their latencies.
    @inline(__always)
    mutating func processCascade(_ buf: UnsafeMutablePointer<Float>, count: Int, then next: inout StateVariableFilter) {
        var s1 = ic1, s2 = ic2, t1 = next.ic1, t2 = next.ic2
        let a1 = a1, a2 = a2, a3 = a3, m0 = m0, m1 = m1, m2 = m2
        let b1 = next.a1, b2 = next.a2, b3 = next.a3, n0 = next.m0, n1 = next.m1, n2 = next.m2
        for i in 0..<count {
            let v0 = buf[i]
            let v3 = v0 - s2
            let v1 = a1 * s1 + a2 * v3
            let v2 = s2 + a2 * s1 + a3 * v3
            s1 = 2 * v1 - s1
            s2 = 2 * v2 - s2
            let u0 = m0 * v0 + m1 * v1 + m2 * v2
            let u3 = u0 - t2
            let u1 = b1 * t1 + b2 * u3
            let u2 = t2 + b2 * t1 + b3 * u3
            t1 = 2 * u1 - t1
            t2 = 2 * u2 - t2
            buf[i] = n0 * u0 + n1 * u1 + n2 * u2
        }
        ic1 = AntiDenormal.flush(s1); ic2 = AntiDenormal.flush(s2)
        next.ic1 = AntiDenormal.flush(t1); next.ic2 = AntiDenormal.flush(t2)
    }
}
