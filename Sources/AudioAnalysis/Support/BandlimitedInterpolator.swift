import Foundation

/// Reads a sampled signal at fractional positions through a Kaiser-windowed sinc kernel
/// (J. F. Kaiser, "Nonrecursive digital filter design using the I0-sinh window function", 1974;
/// the table-driven form of J. O. Smith's "Digital Audio Resampling Home Page").
///
/// Why not linear or cubic interpolation: a synth's saw or square has overtones up to Nyquist, and
/// a polynomial through a few samples gives a different value for the same point of the wave
/// depending on where the sample grid falls, so a held note would shimmer from frame to frame.
/// This kernel's continuous response is a low-pass whose stop band begins below half the sample
/// rate, so no image of any audible component reaches the pass band: reading the same point of a
/// periodic wave gives the same value whatever the grid offset (the low-passed wave, ~10 kHz wide).
enum BandlimitedInterpolator {
    /// Taps on each side of the read position.
    static let halfWidth = 16
    /// Table resolution per sample; values between entries are interpolated linearly.
    static let phases = 512
    /// Cutoff in cycles per sample (0.3 × 48 kHz = 14.4 kHz at the -6 dB point).
    static let cutoff = 0.3
    /// Kaiser β for about 80 dB of stop-band rejection.
    static let beta = 8.0

    /// h(u) for u = -halfWidth ... +halfWidth in steps of 1/phases, plus one guard entry.
    static let table: [Float] = {
        let count = 2 * halfWidth * phases + 2
        // The window is shifted to reach exactly zero at ±halfWidth, so the kernel is continuous where a
        // tap enters or leaves the sum (otherwise a tiny step would depend on the grid offset).
        let edge = 1.0, norm = besselI0(beta) - edge
        return (0..<count).map { i in
            let u = Double(i) / Double(phases) - Double(halfWidth)
            let r = u / Double(halfWidth)
            guard abs(r) <= 1 else { return 0 }
            let window = (besselI0(beta * (1 - r * r).squareRoot()) - edge) / norm
            let x = 2 * cutoff * u
            let sinc = x == 0 ? 1 : sin(Double.pi * x) / (Double.pi * x)
            return Float(2 * cutoff * sinc * window)
        }
    }()

    /// Taps per read (x[n − halfWidth + 1] ... x[n + halfWidth]).
    static let taps = 2 * halfWidth

    /// `table` rearranged phase-major for vector reads: row `s` (0 ... phases + 1) holds the `taps`
    /// kernel values for table phase `s`, oldest sample first, so one read is two contiguous rows
    /// (phases `s` and `s + 1`, blended by the fractional phase) against `taps` contiguous samples.
    /// Entry [s][i] is `table[(halfWidth − m)·phases + s]` for m = i − halfWidth + 1: the same
    /// numbers the scalar form reads, only laid out so the loop vectorises.
    static let rows: [Float] = {
        precondition(taps == 32, "value(at:in:rows:) reads the taps as two SIMD16 vectors")
        let t = table
        var out = [Float](repeating: 0, count: (phases + 2) * taps)
        for s in 0...(phases + 1) {
            for i in 0..<taps {
                let m = i - halfWidth + 1
                let j = (halfWidth - m) * phases + s
                out[s * taps + i] = j < t.count ? t[j] : 0
            }
        }
        return out
    }()

    /// The signal's value at position `t` (in samples from `x[0]`). The caller guarantees
    /// `halfWidth - 1 <= t` and `t < count - halfWidth`, where `count` is the valid length of `x`;
    /// `rows` is `BandlimitedInterpolator.rows`.
    @inline(__always)
    static func value(at t: Double, in x: UnsafePointer<Float>, rows: UnsafePointer<Float>) -> Float {
        // t >= halfWidth - 1 > 0, so truncation is the floor (and needs no library call).
        let n = Int(t)
        let phase = (t - Double(n)) * Double(phases)
        let step = Int(phase)
        let w = Float(phase - Double(step))
        // Sample x[n + m] sits at distance (t − n − m); its kernel value is row `step` blended towards
        // row `step + 1` by the fraction `w` (linear interpolation in the table). The blend is taken
        // after the two dot products (the same linear combination, fewer operations).
        let r0 = UnsafeRawPointer(rows + step * taps), r1 = UnsafeRawPointer(rows + (step + 1) * taps)
        let xs = UnsafeRawPointer(x + (n - halfWidth + 1))
        let xLo = xs.loadUnaligned(as: SIMD16<Float>.self), xHi = xs.loadUnaligned(fromByteOffset: 64, as: SIMD16<Float>.self)
        let d0 = xLo * r0.loadUnaligned(as: SIMD16<Float>.self) + xHi * r0.loadUnaligned(fromByteOffset: 64, as: SIMD16<Float>.self)
        let d1 = xLo * r1.loadUnaligned(as: SIMD16<Float>.self) + xHi * r1.loadUnaligned(fromByteOffset: 64, as: SIMD16<Float>.self)
        let a = horizontalSum(d0)
        return a + (horizontalSum(d1) - a) * w
    }

    /// The value at the integer position `n` (phase 0: row 0 alone, no blending), as `value(at:)` gives it.
    @inline(__always)
    static func value(atSample n: Int, in x: UnsafePointer<Float>, rows: UnsafePointer<Float>) -> Float {
        let r0 = UnsafeRawPointer(rows), xs = UnsafeRawPointer(x + (n - halfWidth + 1))
        let sum = xs.loadUnaligned(as: SIMD16<Float>.self) * r0.loadUnaligned(as: SIMD16<Float>.self)
            + xs.loadUnaligned(fromByteOffset: 64, as: SIMD16<Float>.self) * r0.loadUnaligned(fromByteOffset: 64, as: SIMD16<Float>.self)
        return horizontalSum(sum)
    }

    /// Sum of the lanes by halving (vector adds), not lane by lane.
    @inline(__always)
    static func horizontalSum(_ v: SIMD16<Float>) -> Float {
        let a = v.lowHalf + v.highHalf
        let b = a.lowHalf + a.highHalf
        return (b.lowHalf + b.highHalf).sum()
    }

    /// Modified Bessel function of the first kind, order 0 (power series; converges fast for β ≤ 20).
    static func besselI0(_ x: Double) -> Double {
        var sum = 1.0, term = 1.0
        let q = x * x / 4
        var k = 1.0
        while term > sum * 1e-17 {
            term *= q / (k * k)
            sum += term
            k += 1
        }
        return sum
    }
}
