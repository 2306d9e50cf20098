import Foundation

/// One 2-pole state-variable filter stage: the trapezoidal-integrated (TPT) SVF after Vadim
/// Zavalishin ("The Art of VA Filter Design", 2012) in Andrew Simper's form (Cytomic technical
/// paper "SvfLinearTrapOptimised2", 2013).
///
/// Why this one: it is unconditionally stable for any cutoff below Nyquist and any Q, its cutoff is
/// pre-warped so the response at the cutoff matches the analog prototype exactly (-3 dB for a
/// Q 0.707 low-pass), and because its state is stored as integrator "currents" it stays well
/// behaved while its coefficients move.
///
/// All four responses are weighted sums of the input v0, band v1 and low v2 outputs:
/// low = v2, band (0 dB peak) = k·v1, high = v0 - k·v1 - v2, notch = v0 - k·v1 (k = 1/Q).
///
/// Modulation without zipper noise: `set` gives the values for the end of the next control block;
/// while they differ from the current ones, g = tan(π·fc/fs) and k glide linearly sample by sample
/// and the coefficients are recomputed per sample (a valid filter at every sample); the output
/// weights glide too. When nothing moves, a fixed-coefficient loop runs.
struct StateVariableFilter {
    private var ic1: Float = 0, ic2: Float = 0
    // Values at the start of the current block, per-sample steps within it, and the values at its end.
    private var g: Float = 0, k: Float = 1.414, gStep: Float = 0, kStep: Float = 0
    private var m0: Float = 0, m1: Float = 0, m2: Float = 1
    private var m0Step: Float = 0, m1Step: Float = 0, m2Step: Float = 0
    private var end: (g: Float, k: Float, m0: Float, m1: Float, m2: Float) = (0, 1.414, 0, 0, 1)
    // Fixed coefficients for the static case (those of `end`).
    private var a1: Float = 1, a2: Float = 0, a3: Float = 0
    private var primed = false

    /// Clears the state; the next `set` jumps straight to its values.
    mutating func reset() {
        ic1 = 0; ic2 = 0
        primed = false
    }

    /// Sets cutoff (as g = tan(π·fc/fs)), damping k = 1/Q, and the response as weights of the four
    /// filter types (low, high, band, notch), to be reached at the end of this control block.
    @inline(__always)
    mutating func set(g newG: Double, k newK: Double, low: Float, high: Float, band: Float, notch: Float) {
        let target = (g: Float(newG), k: Float(newK), m0: high + notch, m1: Float(newK) * (band - high - notch),
                      m2: low - high)
        // Ramps start exactly where the last block ended.
        let from = primed ? end : target
        if !primed || target != end {
            let gd = newG, d1 = 1 / (1 + gd * (gd + newK))
            a1 = Float(d1); a2 = Float(gd * d1); a3 = Float(gd * gd * d1)
        }
        primed = true
        let inv = 1 / Float(ControlBlock.size)
        g = from.g; k = from.k; m0 = from.m0; m1 = from.m1; m2 = from.m2
        gStep = (target.g - from.g) * inv; kStep = (target.k - from.k) * inv
        m0Step = (target.m0 - from.m0) * inv; m1Step = (target.m1 - from.m1) * inv; m2Step = (target.m2 - from.m2) * inv
        end = target
    }

    /// True while coefficients glide within the current block.
    @inline(__always)
    var isMoving: Bool { gStep != 0 || kStep != 0 || m0Step != 0 || m1Step != 0 || m2Step != 0 }

    /// Pre-warped cutoff coefficient for a frequency in Hz.
    @inline(__always)
    static func g(cutoff: Double, sampleRate: Double) -> Double { tan(Double.pi * cutoff / sampleRate) }

    /// Filters `count` samples in place; `offset` is the position of `buf[0]` in the control block.
    @inline(__always)
    mutating func process(_ buf: UnsafeMutablePointer<Float>, count: Int, offset: Int) {
        var s1 = ic1, s2 = ic2
        if isMoving {
            // Sample j of the block uses the values after j + 1 steps: the last sample lands on the target.
            var j = Float(offset + 1)
            for i in 0..<count {
                let gj = g + gStep * j, kj = k + kStep * j
                let c1 = 1 / (1 + gj * (gj + kj)), c2 = gj * c1, c3 = gj * c2
                let v0 = buf[i]
                let v3 = v0 - s2
                let v1 = c1 * s1 + c2 * v3
                let v2 = s2 + c2 * s1 + c3 * v3
                s1 = 2 * v1 - s1
                s2 = 2 * v2 - s2
                buf[i] = (m0 + m0Step * j) * v0 + (m1 + m1Step * j) * v1 + (m2 + m2Step * j) * v2
                j += 1
            }
        } else {
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
        }
        ic1 = AntiDenormal.flush(s1)
        ic2 = AntiDenormal.flush(s2)
    }

    /// Two static stages in one pass (`self`, then `next`): the per-sample recursions of the two
    /// stages are independent chains, so interleaving them lets the CPU overlap their latencies.
    /// Falls back to two passes while either stage's coefficients glide.
    @inline(__always)
    mutating func processCascade(_ buf: UnsafeMutablePointer<Float>, count: Int, offset: Int,
                                 then next: inout StateVariableFilter) {
        if isMoving || next.isMoving {
            process(buf, count: count, offset: offset)
            next.process(buf, count: count, offset: offset)
            return
        }
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
