/// Power to decibels (10·log10) for eight values at a time, for the spectrum view's 2049 bins per frame.
///
/// Why not `log10f` per bin: it is a scalar library call, and the spectrum frame spent a good part of
/// its time in it. Here p = 2^e·m with m in [√½, √2) is split from the float's bits, and
/// ln m = 2·atanh(t) = 2(t + t³/3 + t⁵/5 + t⁷/7 + t⁹/9) with t = (m − 1)/(m + 1), |t| ≤ 0.172: the
/// first omitted term is under 1e-9, so the result matches `10·log10(p)` to float rounding (about
/// 1e-5 dB), far below the wire format's 0.39 dB step. Only normal, positive inputs are meaningful;
/// callers floor tiny powers before trusting the result.
enum PowerDecibels {
    /// 10·log10(p) for positive normal `p`.
    @inline(__always)
    static func decibels(_ p: SIMD8<Float>) -> SIMD8<Float> {
        let bits = unsafeBitCast(p, to: SIMD8<UInt32>.self)
        var exponent = SIMD8<Int32>(truncatingIfNeeded: bits &>> 23) &- 127
        var m = unsafeBitCast((bits & 0x007F_FFFF) | 0x3F80_0000, to: SIMD8<Float>.self)  // [1, 2)
        let high = m .> 1.414_213_5
        m.replace(with: m * 0.5, where: high)
        exponent.replace(with: exponent &+ 1, where: high)
        let t = (m - 1) / (m + 1)
        let t2 = t * t
        let c3: Float = 1.0 / 3, c5: Float = 1.0 / 5, c7: Float = 1.0 / 7, c9: Float = 1.0 / 9
        var poly = t2 * c9 + c7
        poly = poly * t2 + c5
        poly = poly * t2 + c3
        poly = poly * t2 + 1
        let series: SIMD8<Float> = t * poly
        // 10·log10(2) per octave, 20/ln 10 for 2·atanh.
        let octaves: SIMD8<Float> = SIMD8<Float>(exponent) * 3.010_299_956_6
        return octaves + series * 8.685_889_638
    }
}
