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
/// weights glide too. When nothing moves, the same filter runs two samples per step
/// (`PairCoefficients`), which halves the per-sample chain of dependent operations.
struct StateVariableFilter {
    private var ic1: Float = 0, ic2: Float = 0
    // Values at the start of the current block, per-sample steps within it, and the values at its end.
    private var g: Float = 0, k: Float = 1.414, gStep: Float = 0, kStep: Float = 0
    private var m0: Float = 0, m1: Float = 0, m2: Float = 1
    private var m0Step: Float = 0, m1Step: Float = 0, m2Step: Float = 0
    private var end: (g: Float, k: Float, m0: Float, m1: Float, m2: Float) = (0, 1.414, 0, 0, 1)
    /// Fixed coefficients for the static case (those of `end`), two samples at a time (see `processPairs`).
    private var pair = PairCoefficients()
    /// In the static case the state is kept at even positions of the block: when a piece ends after
    /// an even position, `ic1/ic2` stay the state there and `carry` holds that position's input.
    private var carrying = false
    private var carry: Float = 0
    private var primed = false

    /// The static filter as a linear state-space system over two samples, with S = (s1, s2) the state
    /// at an even position e, x0 = x[e], x1 = x[e + 1]:
    ///   y[e]     = o0·x0 + o1·s1 + o2·s2
    ///   y[e + 1] = o0·x1 + ox·x0 + q1·s1 + q2·s2       (the output after one step, from S directly)
    ///   S[e + 2] = S + (C·S) + D·(x0, x1)              (two steps at once, C = A² - I)
    /// With one step S' = A·S + B·x, A = [[2a1 - 1, -2a2], [2a2, 1 - 2a3]], B = (2a2, 2a3): the same
    /// filter as Simper's form, but the recursion is one 2×2 product every two samples, so a sample
    /// costs half the dependent latency. C is computed as A² - I in Double, so the tiny terms that
    /// set a low cutoff keep their precision, and S is updated as S + increment.
    struct PairCoefficients {
        var o0: Float = 0, o1: Float = 0, o2: Float = 1
        var ox: Float = 0, q1: Float = 0, q2: Float = 1
        var c11: Float = 0, c12: Float = 0, c21: Float = 0, c22: Float = 0
        var d10: Float = 0, d11: Float = 0, d20: Float = 0, d21: Float = 0

        init() {}

        init(d1: Double, g: Double, m0: Double, m1: Double, m2: Double) {
            let a1 = d1, a2 = g * d1, a3 = g * g * d1
            let p = 2 * a1 - 1, gg = 2 * a2, h = 2 * a3
            // One step: A = [[p, -gg], [gg, 1 - h]], B = (gg, h).
            let A11 = p, A12 = -gg, A21 = gg, A22 = 1 - h
            // Output from the state before a step: v1 = a1·s1 + a2·(x - s2), v2 = s2 + a2·s1 + a3·(x - s2).
            let e0 = m0 + m1 * a2 + m2 * a3, e1 = m1 * a1 + m2 * a2, e2 = -m1 * a2 + m2 * (1 - a3)
            o0 = Float(e0); o1 = Float(e1); o2 = Float(e2)
            ox = Float(e1 * gg + e2 * h)
            q1 = Float(e1 * A11 + e2 * A21); q2 = Float(e1 * A12 + e2 * A22)
            // C = A² - I, written so that its small entries are formed without cancellation.
            c11 = Float((p - 1) * (p + 1) - gg * gg)
            c12 = Float(-gg * (p + 1 - h))
            c21 = Float(gg * (p + 1 - h))
            c22 = Float(-gg * gg - h * (2 - h))
            // D = (A·B, B).
            d10 = Float(p * gg - gg * h); d11 = Float(gg)
            d20 = Float(gg * gg + (1 - h) * h); d21 = Float(h)
        }

        /// The pair's first output, from the state before the pair.
        @inline(__always) func first(_ x0: Float, _ s1: Float, _ s2: Float) -> Float {
            o0 * x0 + (o1 * s1 + o2 * s2)
        }

        /// The pair's second output, from the state before the pair.
        @inline(__always) func second(_ x0: Float, _ x1: Float, _ s1: Float, _ s2: Float) -> Float {
            o0 * x1 + ox * x0 + (q1 * s1 + q2 * s2)
        }

        /// The state after the pair: S + C·S + D·(x0, x1).
        @inline(__always) func advance(_ x0: Float, _ x1: Float, _ s1: inout Float, _ s2: inout Float) {
            let n1 = (c11 * s1 + c12 * s2) + (s1 + (d10 * x0 + d11 * x1))
            s2 = (c21 * s1 + c22 * s2) + (s2 + (d20 * x0 + d21 * x1))
            s1 = n1
        }
    }

    /// Clears the state; the next `set` jumps straight to its values.
    mutating func reset() {
        ic1 = 0; ic2 = 0
        carrying = false
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
            pair = PairCoefficients(d1: d1, g: gd, m0: Double(target.m0), m1: Double(target.m1), m2: Double(target.m2))
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
    /// While coefficients glide, Simper's form runs per sample with per-sample coefficients; when
    /// they are fixed, `processPairs` runs.
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
            ic1 = AntiDenormal.flush(s1)
            ic2 = AntiDenormal.flush(s2)
        } else {
            processPairs(buf, count: count)
        }
    }

    /// The static case (see `PairCoefficients`). Pairs start at even positions of the block, whatever
    /// the pieces: a piece that ends after an even position leaves that position's state and input
    /// (`carry`), and the next piece finishes the pair, so the output does not depend on the split.
    @inline(__always)
    private mutating func processPairs(_ buf: UnsafeMutablePointer<Float>, count: Int) {
        guard count > 0 else { return }
        var s1 = ic1, s2 = ic2
        let c = pair
        var i = 0
        if carrying {
            let x0 = carry, x1 = buf[0]
            buf[0] = c.second(x0, x1, s1, s2)
            c.advance(x0, x1, &s1, &s2)
            carrying = false
            i = 1
        }
        while i + 1 < count {
            let x0 = buf[i], x1 = buf[i + 1]
            buf[i] = c.first(x0, s1, s2)
            buf[i + 1] = c.second(x0, x1, s1, s2)
            c.advance(x0, x1, &s1, &s2)
            i += 2
        }
        if i < count {
            let x0 = buf[i]
            buf[i] = c.first(x0, s1, s2)
            carry = x0
            carrying = true
        }
        ic1 = AntiDenormal.flush(s1)
        ic2 = AntiDenormal.flush(s2)
    }

    /// Two static stages in one pass (`self`, then `next`): the recursions of the two stages are
    /// independent chains, so interleaving them lets the CPU overlap their latencies. The arithmetic
    /// is each stage's `processPairs`, so the result is the same as running them one after the other.
    /// Falls back to two passes while either stage's coefficients glide.
    @inline(__always)
    mutating func processCascade(_ buf: UnsafeMutablePointer<Float>, count: Int, offset: Int,
                                 then next: inout StateVariableFilter) {
        if isMoving || next.isMoving || carrying != next.carrying {
            process(buf, count: count, offset: offset)
            next.process(buf, count: count, offset: offset)
            return
        }
        guard count > 0 else { return }
        var s1 = ic1, s2 = ic2, t1 = next.ic1, t2 = next.ic2
        let c = pair, e = next.pair
        var i = 0
        if carrying {
            let x0 = carry, x1 = buf[0]
            let y1 = c.second(x0, x1, s1, s2)
            c.advance(x0, x1, &s1, &s2)
            let u0 = next.carry
            buf[0] = e.second(u0, y1, t1, t2)
            e.advance(u0, y1, &t1, &t2)
            carrying = false; next.carrying = false
            i = 1
        }
        while i + 1 < count {
            let x0 = buf[i], x1 = buf[i + 1]
            let y0 = c.first(x0, s1, s2)
            let y1 = c.second(x0, x1, s1, s2)
            c.advance(x0, x1, &s1, &s2)
            buf[i] = e.first(y0, t1, t2)
            buf[i + 1] = e.second(y0, y1, t1, t2)
            e.advance(y0, y1, &t1, &t2)
            i += 2
        }
        if i < count {
            let x0 = buf[i]
            let y0 = c.first(x0, s1, s2)
            buf[i] = e.first(y0, t1, t2)
            carry = x0; carrying = true
            next.carry = y0; next.carrying = true
        }
        ic1 = AntiDenormal.flush(s1); ic2 = AntiDenormal.flush(s2)
        next.ic1 = AntiDenormal.flush(t1); next.ic2 = AntiDenormal.flush(t2)
    }
}
