import Foundation

/// In-place iterative radix-2 complex FFT (Cooley-Tukey, decimation in time with bit-reversed input).
///
/// Used only off the render path: to build the band-limited wavetables once, and by tests.
/// `sign` -1 is the forward transform, +1 the inverse (unnormalised).
enum FFT {
    static func transform(real: inout [Double], imag: inout [Double], sign: Double) {
        let n = real.count
        precondition(n > 0 && n & (n - 1) == 0 && imag.count == n, "FFT size must be a power of two")
        var j = 0
        for i in 1..<n {
            var bit = n >> 1
            while j & bit != 0 { j ^= bit; bit >>= 1 }
            j |= bit
            if i < j { real.swapAt(i, j); imag.swapAt(i, j) }
        }
        var len = 2
        while len <= n {
            let angle = sign * 2 * Double.pi / Double(len)
            let wr = cos(angle), wi = sin(angle)
            var start = 0
            while start < n {
                var cr = 1.0, ci = 0.0
                for k in 0..<(len / 2) {
                    let a = start + k, b = a + len / 2
                    let tr = real[b] * cr - imag[b] * ci
                    let ti = real[b] * ci + imag[b] * cr
                    real[b] = real[a] - tr; imag[b] = imag[a] - ti
                    real[a] += tr; imag[a] += ti
                    let ncr = cr * wr - ci * wi
                    ci = cr * wi + ci * wr
                    cr = ncr
                }
                start += len
            }
            len <<= 1
        }
    }
}
