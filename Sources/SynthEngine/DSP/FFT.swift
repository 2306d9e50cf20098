import Foundation

/// Real-input fast Fourier transform of a power-of-two size.
///
/// Algorithm: the N real samples are packed as N/2 complex values (even samples real, odd samples
/// imaginary), transformed by an iterative radix-2 decimation-in-time FFT (Cooley-Tukey), then split
/// into the spectrum of the real signal with the standard "two-for-one" post-processing step
/// (e.g. Oppenheim & Schafer, or Numerical Recipes `realft`). This halves the work of a complex FFT.
///
/// Twiddles and the bit-reversal table are computed once in `init`; `forward` and `inverse` write into
/// caller buffers and allocate nothing. An instance keeps scratch memory, so it is not thread-safe:
/// give each thread (each session's analyzer) its own.
///
/// The project's one FFT: the engine builds its band-limited wavetables with `inverse` (once per
/// process), and AudioAnalysis (spectrum view, pitch, sound features) uses `forward`.
public final class FFT {
    /// Number of real input samples (a power of two, at least 2).
    public let size: Int
    /// Number of complex output bins: `size / 2 + 1` (DC ... Nyquist).
    public let binCount: Int

    private let half: Int
    // cos/sin(2πk/N) for k in 0..<N/2; the complex stage of size N/2 uses every other entry.
    private let cosTable: UnsafeMutablePointer<Float>
    private let sinTable: UnsafeMutablePointer<Float>
    private let bitReverse: UnsafeMutablePointer<Int32>
    // The twiddles of each butterfly stage laid out contiguously (stage of length L: L/2 entries,
    // cos and -sin of 2πj/L, copied from the tables above), so the inner loop reads them as vectors.
    private let stageRe: UnsafeMutablePointer<Float>
    private let stageIm: UnsafeMutablePointer<Float>
    private let workRe: UnsafeMutablePointer<Float>
    private let workIm: UnsafeMutablePointer<Float>

    /// Prepares an FFT of `size` real samples. `size` must be a power of two, at least 2.
    public init(size: Int) {
        precondition(size >= 2 && size & (size - 1) == 0, "FFT size must be a power of two >= 2, got \(size)")
        self.size = size
        self.binCount = size / 2 + 1
        half = size / 2
        cosTable = .allocate(capacity: half)
        sinTable = .allocate(capacity: half)
        bitReverse = .allocate(capacity: half)
        workRe = .allocate(capacity: half)
        workIm = .allocate(capacity: half)
        for k in 0..<half {
            // Computed in Double: float sin/cos of large arguments loses digits the FFT would inherit.
            let angle = 2.0 * Double.pi * Double(k) / Double(size)
            cosTable[k] = Float(cos(angle))
            sinTable[k] = Float(sin(angle))
        }
        let bits = half.trailingZeroBitCount
        for i in 0..<half {
            var r = 0
            for b in 0..<bits where i & (1 << b) != 0 { r |= 1 << (bits - 1 - b) }
            bitReverse[i] = Int32(r)
        }
        workRe.initialize(repeating: 0, count: half)
        workIm.initialize(repeating: 0, count: half)
        // Stage of length L starts at offset L/2 - 1 (1 + 2 + 4 + ... entries before it).
        stageRe = .allocate(capacity: max(1, half))
        stageIm = .allocate(capacity: max(1, half))
        var length = 2
        while length <= half {
            let h = length / 2, stride = size / length
            for j in 0..<h {
                stageRe[h - 1 + j] = cosTable[j * stride]
                stageIm[h - 1 + j] = -sinTable[j * stride]
            }
            length *= 2
        }
    }

    deinit {
        cosTable.deallocate()
        sinTable.deallocate()
        bitReverse.deallocate()
        workRe.deallocate()
        workIm.deallocate()
        stageRe.deallocate()
        stageIm.deallocate()
    }

    /// Spectrum of `input` (exactly `size` samples), unnormalised: a sine of amplitude A on bin k gives
    /// |X[k]| = A·size/2. `real` and `imag` must hold at least `binCount` values each.
    public func forward(_ input: UnsafeBufferPointer<Float>, real: UnsafeMutableBufferPointer<Float>,
                        imag: UnsafeMutableBufferPointer<Float>) {
        precondition(input.count == size, "FFT.forward needs exactly \(size) samples, got \(input.count)")
        precondition(real.count >= binCount && imag.count >= binCount, "FFT.forward needs \(binCount) output bins")
        guard let x = input.baseAddress, let re = real.baseAddress, let im = imag.baseAddress else { return }
        let m = half
        // Pack even/odd samples as complex values, already in bit-reversed order.
        for n in 0..<m {
            let j = Int(bitReverse[n])
            workRe[j] = x[2 * n]
            workIm[j] = x[2 * n + 1]
        }
        transformInPlace()
        // Split Z (spectrum of the packed sequence) into the spectrum X of the real input:
        // X[k] = E[k] + W^k·O[k], with E = (Z[k] + conj Z[M-k])/2 and O = -i(Z[k] - conj Z[M-k])/2.
        let z0r = workRe[0], z0i = workIm[0]
        re[0] = z0r + z0i
        im[0] = 0
        re[m] = z0r - z0i
        im[m] = 0
        if m < 2 { return }
        for k in 1..<m {
            let a = workRe[k], b = workIm[k]
            let c = workRe[m - k], d = workIm[m - k]
            let er = 0.5 * (a + c), ei = 0.5 * (b - d)
            let orr = 0.5 * (b + d), oi = -0.5 * (a - c)
            let wr = cosTable[k], ws = sinTable[k]  // W^k = wr - i·ws
            re[k] = er + wr * orr + ws * oi
            im[k] = ei + wr * oi - ws * orr
        }
    }

    /// Inverse of `forward`: rebuilds `size` real samples from `binCount` bins (scaled by 1/size, so
    /// `inverse(forward(x)) == x`). The imaginary parts of DC and Nyquist are ignored.
    public func inverse(real: UnsafeBufferPointer<Float>, imag: UnsafeBufferPointer<Float>,
                        output: UnsafeMutableBufferPointer<Float>) {
        precondition(real.count >= binCount && imag.count >= binCount, "FFT.inverse needs \(binCount) input bins")
        precondition(output.count == size, "FFT.inverse writes exactly \(size) samples, got room for \(output.count)")
        guard let re = real.baseAddress, let im = imag.baseAddress, let y = output.baseAddress else { return }
        let m = half
        // Rebuild Z[k] = E[k] + i·O[k] with E = (X[k] + conj X[M-k])/2, O = (X[k] - conj X[M-k])·W^-k/2.
        // The inverse complex FFT is done as conj(FFT(conj Z)), so Z is stored conjugated.
        for k in 0..<m {
            let a = re[k], b = k == 0 ? 0 : im[k]
            let c = re[m - k], d = (m - k == m || m - k == 0) ? 0 : im[m - k]
            let er = 0.5 * (a + c), ei = 0.5 * (b - d)
            let dr = 0.5 * (a - c), di = 0.5 * (b + d)
            let wr = cosTable[k], ws = sinTable[k]  // W^-k = wr + i·ws
            let orr = dr * wr - di * ws, oi = dr * ws + di * wr
            let j = Int(bitReverse[k])
            workRe[j] = er - oi
            workIm[j] = -(ei + orr)
        }
        transformInPlace()
        let scale = 1 / Float(m)
        for n in 0..<m {
            y[2 * n] = workRe[n] * scale
            y[2 * n + 1] = -workIm[n] * scale
        }
    }

    /// Iterative radix-2 butterflies over `workRe/workIm`, which must already be in bit-reversed order.
    /// Stages of 8 and more points run four butterflies at a time (SIMD4); the arithmetic of each
    /// butterfly is the same as the scalar form's, so results do not depend on the path.
    private func transformInPlace() {
        let m = half
        let re = workRe, im = workIm
        var length = 2
        while length <= m {
            let halfLength = length / 2
            // Twiddles e^{-2πij/length} for j < halfLength.
            let twRe = stageRe + (halfLength - 1), twIm = stageIm + (halfLength - 1)
            var start = 0
            if halfLength >= 4 {
                while start < m {
                    let pa = start, pb = start + halfLength
                    var j = 0
                    while j < halfLength {
                        let wr = UnsafeRawPointer(twRe + j).loadUnaligned(as: SIMD4<Float>.self)
                        let wi = UnsafeRawPointer(twIm + j).loadUnaligned(as: SIMD4<Float>.self)
                        let br = UnsafeRawPointer(re + pb + j).loadUnaligned(as: SIMD4<Float>.self)
                        let bi = UnsafeRawPointer(im + pb + j).loadUnaligned(as: SIMD4<Float>.self)
                        let ar = UnsafeRawPointer(re + pa + j).loadUnaligned(as: SIMD4<Float>.self)
                        let ai = UnsafeRawPointer(im + pa + j).loadUnaligned(as: SIMD4<Float>.self)
                        let tr = wr * br - wi * bi
                        let ti = wr * bi + wi * br
                        UnsafeMutableRawPointer(re + pb + j).storeBytes(of: ar - tr, as: SIMD4<Float>.self)
                        UnsafeMutableRawPointer(im + pb + j).storeBytes(of: ai - ti, as: SIMD4<Float>.self)
                        UnsafeMutableRawPointer(re + pa + j).storeBytes(of: ar + tr, as: SIMD4<Float>.self)
                        UnsafeMutableRawPointer(im + pa + j).storeBytes(of: ai + ti, as: SIMD4<Float>.self)
                        j += 4
                    }
                    start += length
                }
            } else {
                while start < m {
                    for j in 0..<halfLength {
                        let wr = twRe[j], wi = twIm[j]
                        let a = start + j, b = a + halfLength
                        let br = re[b], bi = im[b]
                        let tr = wr * br - wi * bi
                        let ti = wr * bi + wi * br
                        let ar = re[a], ai = im[a]
                        re[b] = ar - tr
                        im[b] = ai - ti
                        re[a] = ar + tr
                        im[a] = ai + ti
                    }
                    start += length
                }
            }
            length *= 2
        }
    }
}
