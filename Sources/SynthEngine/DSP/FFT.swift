import Foundation

/// Real-input fast Fourier transform of a power-of-two size.
///
/// Algorithm: the N real samples are packed as N/2 complex values (even samples real, odd samples
/// imaginary), transformed by an iterative radix-2 decimation-in-time FFT (Cooley-Tukey), then split
/// into the spectrum of the real signal with the standard "two-for-one" post-processing step
/// (e.g. Oppenheim & Schafer, or Numerical Recipes `realft`). This halves the work of a complex FFT.
///
/// Twiddles and the bit-reversal table are computed once per size and process (`Tables`); `forward`
/// and `inverse` write into caller buffers and allocate nothing. An instance keeps scratch memory, so
/// it is not thread-safe: give each thread (each session's analyzer) its own.
///
/// The project's one FFT: the engine builds its band-limited wavetables with `inverse` (once per
/// process), and AudioAnalysis (spectrum view, pitch, sound features) uses `forward`.
public final class FFT {
    /// Number of real input samples (a power of two, at least 2).
    public let size: Int
    /// Number of complex output bins: `size / 2 + 1` (DC ... Nyquist).
    public let binCount: Int

    private let half: Int
    /// The tables below, shared by every FFT of this size (see `Tables`).
    private let tables: Tables
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
        tables = Tables.shared(size)
        // Read only from here on (shared with every FFT of this size).
        cosTable = tables.cos
        sinTable = tables.sin
        bitReverse = tables.bitReverse
        stageRe = tables.stageRe
        stageIm = tables.stageIm
        workRe = .allocate(capacity: half)
        workIm = .allocate(capacity: half)
        workRe.initialize(repeating: 0, count: half)
        workIm.initialize(repeating: 0, count: half)
    }

    deinit {
        workRe.deallocate()
        workIm.deallocate()
    }

    /// The twiddles and the bit-reversal table of one size: computed once per process and shared, read
    /// only. Analysis makes FFTs by the thousand (every analyser made builds its own; the sound comparator
    /// now borrows its extractors from a pool); computing the tables each time was 3-4 % of the
    /// validator's time (cos and sin in Double for every entry). Not in the render path: FFTs are made
    /// when an analyzer is, and the lock is taken only then.
    private final class Tables: @unchecked Sendable {
        let cos: UnsafeMutablePointer<Float>
        let sin: UnsafeMutablePointer<Float>
        let bitReverse: UnsafeMutablePointer<Int32>
        let stageRe: UnsafeMutablePointer<Float>
        let stageIm: UnsafeMutablePointer<Float>

        private static let lock = NSLock()
        nonisolated(unsafe) private static var bySize: [Int: Tables] = [:]

        static func shared(_ size: Int) -> Tables {
            lock.lock()
            defer { lock.unlock() }
            if let t = bySize[size] { return t }
            let t = Tables(size: size)
            bySize[size] = t
            return t
        }

        private init(size: Int) {
            let half = size / 2
            cos = .allocate(capacity: half)
            sin = .allocate(capacity: half)
            bitReverse = .allocate(capacity: half)
            for k in 0..<half {
                // Computed in Double: float sin/cos of large arguments loses digits the FFT would inherit.
                let angle = 2.0 * Double.pi * Double(k) / Double(size)
                cos[k] = Float(Foundation.cos(angle))
                sin[k] = Float(Foundation.sin(angle))
            }
            let bits = half.trailingZeroBitCount
            for i in 0..<half {
                var r = 0
                for b in 0..<bits where i & (1 << b) != 0 { r |= 1 << (bits - 1 - b) }
                bitReverse[i] = Int32(r)
            }
            // Stage of length L starts at offset L/2 - 1 (1 + 2 + 4 + ... entries before it).
            stageRe = .allocate(capacity: max(1, half))
            stageIm = .allocate(capacity: max(1, half))
            var length = 2
            while length <= half {
                let h = length / 2, stride = size / length
                for j in 0..<h {
                    stageRe[h - 1 + j] = cos[j * stride]
                    stageIm[h - 1 + j] = -sin[j * stride]
                }
                length *= 2
            }
        }

        // Kept for the process's life (`bySize` never lets go); here for completeness.
        deinit {
            cos.deallocate()
            sin.deallocate()
            bitReverse.deallocate()
            stageRe.deallocate()
            stageIm.deallocate()
        }
    }

    /// Spectrum of `input` (exactly `size` samples), unnormalised: a sine of amplitude A on bin k gives
    /// |X[k]| = A·size/2. `real` and `imag` must hold at least `binCount` values each.
    public func forward(_ input: UnsafeBufferPointer<Float>, real: UnsafeMutableBufferPointer<Float>,
                        imag: UnsafeMutableBufferPointer<Float>) {
        precondition(input.count == size, "FFT.forward needs exactly \(size) samples, got \(input.count)")
        precondition(real.count >= binCount && imag.count >= binCount, "FFT.forward needs \(binCount) output bins")
        guard let x = input.baseAddress, let re = real.baseAddress, let im = imag.baseAddress else { return }
        let m = half
        // Pack even/odd samples as complex values in bit-reversed order. From 4 points on, the packing
        // is fused with the first radix-4 pass: it gathers each group of four straight from `input`.
        if m >= 16 {
            // Four groups at a time, taken in the order of their first sample n0 (consecutive, so the
            // loads are contiguous): the group of n0 sits at position bitReverse[n0] (a multiple of 4).
            let q = m / 4
            var n0 = 0
            while n0 < q {
                let v0 = UnsafeRawPointer(x + 2 * n0).loadUnaligned(as: SIMD8<Float>.self)
                let v1 = UnsafeRawPointer(x + 2 * (n0 + 2 * q)).loadUnaligned(as: SIMD8<Float>.self)
                let v2 = UnsafeRawPointer(x + 2 * (n0 + q)).loadUnaligned(as: SIMD8<Float>.self)
                let v3 = UnsafeRawPointer(x + 2 * (n0 + 3 * q)).loadUnaligned(as: SIMD8<Float>.self)
                let x0r = v0.evenHalf, x0i = v0.oddHalf, x1r = v1.evenHalf, x1i = v1.oddHalf
                let x2r = v2.evenHalf, x2i = v2.oddHalf, x3r = v3.evenHalf, x3i = v3.oddHalf
                let a0r = x0r + x1r, a0i = x0i + x1i, a1r = x0r - x1r, a1i = x0i - x1i
                let b0r = x2r + x3r, b0i = x2i + x3i, b1r = x2r - x3r, b1i = x2i - x3i
                // Outputs 0...3 of each group (see `radix4`), lane l belonging to the group of n0 + l.
                let o0r = a0r + b0r, o0i = a0i + b0i, o2r = a0r - b0r, o2i = a0i - b0i
                let o1r = a1r + b1i, o1i = a1i - b1r, o3r = a1r - b1i, o3i = a1i + b1r
                for l in 0..<4 {
                    let g = Int(bitReverse[n0 + l])
                    store4(workRe + g, SIMD4(o0r[l], o1r[l], o2r[l], o3r[l]))
                    store4(workIm + g, SIMD4(o0i[l], o1i[l], o2i[l], o3i[l]))
                }
                n0 += 4
            }
            transformInPlace(firstPassDone: true)
        } else if m >= 4 {
            let q = m / 4
            var g = 0
            while g < m {
                let n0 = Int(bitReverse[g])
                // Positions g, g+1, g+2, g+3 hold samples n0, n0 + M/2, n0 + M/4, n0 + 3M/4.
                let p0 = x + 2 * n0, p1 = x + 2 * (n0 + 2 * q), p2 = x + 2 * (n0 + q), p3 = x + 2 * (n0 + 3 * q)
                radix4(g, p0[0], p0[1], p1[0], p1[1], p2[0], p2[1], p3[0], p3[1])
                g += 4
            }
            transformInPlace(firstPassDone: true)
        } else {
            for n in 0..<m {
                let j = Int(bitReverse[n])
                workRe[j] = x[2 * n]
                workIm[j] = x[2 * n + 1]
            }
            transformInPlace()
        }
        // Split Z (spectrum of the packed sequence) into the spectrum X of the real input:
        // X[k] = E[k] + W^k·O[k], with E = (Z[k] + conj Z[M-k])/2 and O = -i(Z[k] - conj Z[M-k])/2.
        let z0r = workRe[0], z0i = workIm[0]
        re[0] = z0r + z0i
        im[0] = 0
        re[m] = z0r - z0i
        im[m] = 0
        if m < 2 { return }
        // Four bins at a time: bins k...k+3 pair with M-k...M-k-3, read as a vector and reversed.
        var k = 1
        while k + 4 <= m {
            let a = UnsafeRawPointer(workRe + k).loadUnaligned(as: SIMD4<Float>.self)
            let b = UnsafeRawPointer(workIm + k).loadUnaligned(as: SIMD4<Float>.self)
            let cr = UnsafeRawPointer(workRe + (m - k - 3)).loadUnaligned(as: SIMD4<Float>.self)
            let dr = UnsafeRawPointer(workIm + (m - k - 3)).loadUnaligned(as: SIMD4<Float>.self)
            let c = SIMD4(cr[3], cr[2], cr[1], cr[0]), d = SIMD4(dr[3], dr[2], dr[1], dr[0])
            let er = 0.5 * (a + c), ei = 0.5 * (b - d)
            let orr = 0.5 * (b + d), oi = -0.5 * (a - c)
            let wr = UnsafeRawPointer(cosTable + k).loadUnaligned(as: SIMD4<Float>.self)
            let ws = UnsafeRawPointer(sinTable + k).loadUnaligned(as: SIMD4<Float>.self)
            UnsafeMutableRawPointer(re + k).storeBytes(of: er + wr * orr + ws * oi, as: SIMD4<Float>.self)
            UnsafeMutableRawPointer(im + k).storeBytes(of: ei + wr * oi - ws * orr, as: SIMD4<Float>.self)
            k += 4
        }
        while k < m {
            let a = workRe[k], b = workIm[k]
            let c = workRe[m - k], d = workIm[m - k]
            let er = 0.5 * (a + c), ei = 0.5 * (b - d)
            let orr = 0.5 * (b + d), oi = -0.5 * (a - c)
            let wr = cosTable[k], ws = sinTable[k]  // W^k = wr - i·ws
            re[k] = er + wr * orr + ws * oi
            im[k] = ei + wr * oi - ws * orr
            k += 1
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

    /// The first two butterfly stages (lengths 2 and 4) on the four points x0...x3 (bit-reversed
    /// order), written to positions g...g+3 of the work arrays.
    @inline(__always)
    private func radix4(_ g: Int, _ x0r: Float, _ x0i: Float, _ x1r: Float, _ x1i: Float,
                        _ x2r: Float, _ x2i: Float, _ x3r: Float, _ x3i: Float) {
        let a0r = x0r + x1r, a0i = x0i + x1i, a1r = x0r - x1r, a1i = x0i - x1i
        let b0r = x2r + x3r, b0i = x2i + x3i, b1r = x2r - x3r, b1i = x2i - x3i
        let re = workRe, im = workIm
        re[g] = a0r + b0r; im[g] = a0i + b0i
        re[g + 2] = a0r - b0r; im[g + 2] = a0i - b0i
        // (-i)·b1 = b1i - i·b1r
        re[g + 1] = a1r + b1i; im[g + 1] = a1i - b1r
        re[g + 3] = a1r - b1i; im[g + 3] = a1i + b1r
    }

    @inline(__always)
    private func load4(_ p: UnsafeMutablePointer<Float>) -> SIMD4<Float> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD4<Float>.self)
    }

    @inline(__always)
    private func store4(_ p: UnsafeMutablePointer<Float>, _ v: SIMD4<Float>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD4<Float>.self)
    }

    /// Iterative radix-2 butterflies over `workRe/workIm`, which must already be in bit-reversed order.
    /// The stages of 2 and 4 points run together as one multiply-free radix-4 pass; stages of 8 and
    /// more points run four butterflies at a time (SIMD4), two stages per pass where they can.
    private func transformInPlace(firstPassDone: Bool = false) {
        let m = half
        let re = workRe, im = workIm
        var length = 2
        if m >= 4 {
            // The first two stages as one radix-4 pass: their twiddles are 1 and -i, so no multiplies.
            if !firstPassDone {
                var g = 0
                while g < m {
                    radix4(g, re[g], im[g], re[g + 1], im[g + 1], re[g + 2], im[g + 2], re[g + 3], im[g + 3])
                    g += 4
                }
            }
            length = 8
        }
        // Then two radix-2 stages per pass (lengths L and 2L) while both fit: each element is loaded
        // and stored once per pair of stages. The butterflies are the radix-2 ones, in the same order.
        while length >= 8 && 2 * length <= m {
            let h = length / 2
            let tw1Re = stageRe + (h - 1), tw1Im = stageIm + (h - 1)
            let tw2Re = stageRe + (length - 1), tw2Im = stageIm + (length - 1)
            var start = 0
            while start < m {
                var j = 0
                while j < h {
                    let pa = start + j, pb = pa + h, pc = pa + 2 * h, pd = pa + 3 * h
                    var ar = load4(re + pa), ai = load4(im + pa), br = load4(re + pb), bi = load4(im + pb)
                    var cr = load4(re + pc), ci = load4(im + pc), dr = load4(re + pd), di = load4(im + pd)
                    // Stage L: (a, b) and (c, d), twiddle j of L.
                    let w1r = load4(tw1Re + j), w1i = load4(tw1Im + j)
                    var tr = w1r * br - w1i * bi, ti = w1r * bi + w1i * br
                    br = ar - tr; bi = ai - ti; ar = ar + tr; ai = ai + ti
                    tr = w1r * dr - w1i * di; ti = w1r * di + w1i * dr
                    dr = cr - tr; di = ci - ti; cr = cr + tr; ci = ci + ti
                    // Stage 2L: (a, c) with twiddle j, (b, d) with twiddle j + L/2 of 2L.
                    let w2r = load4(tw2Re + j), w2i = load4(tw2Im + j)
                    tr = w2r * cr - w2i * ci; ti = w2r * ci + w2i * cr
                    store4(re + pc, ar - tr); store4(im + pc, ai - ti); store4(re + pa, ar + tr); store4(im + pa, ai + ti)
                    let w3r = load4(tw2Re + j + h), w3i = load4(tw2Im + j + h)
                    tr = w3r * dr - w3i * di; ti = w3r * di + w3i * dr
                    store4(re + pd, br - tr); store4(im + pd, bi - ti); store4(re + pb, br + tr); store4(im + pb, bi + ti)
                    j += 4
                }
                start += 2 * length
            }
            length *= 4
        }
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
