import SynthEngine

/// A Hann-windowed FFT of `size` samples centred on a chosen sample (zeros outside the sound): the
/// sound features' spectra and the roughness model's longer frames. Keeps its FFT and buffers, so
/// reuse one; not thread-safe.
final class WindowedSpectrum {
    let size: Int
    private let fft: FFT
    private let window: [Float]
    private var frame: [Float]
    /// The last transform's bins, DC ... Nyquist (`size/2 + 1`).
    private(set) var real: [Float]
    private(set) var imag: [Float]

    init(size: Int) {
        self.size = size
        fft = FFT(size: size)
        window = WindowFunction.hann.coefficients(count: size)
        frame = [Float](repeating: 0, count: size)
        real = [Float](repeating: 0, count: size / 2 + 1)
        imag = real
    }

    /// Transforms the `size` samples of `samples` centred on `center` into `real` and `imag`.
    func transform(_ samples: UnsafeBufferPointer<Float>, around center: Int) {
        let start = center - size / 2
        // The part of the frame the sound covers, on raw buffers: the class's arrays would be checked
        // for exclusive access and bounds on every sample (this loop was 8 % of `courses validate`).
        let lo = min(size, max(0, -start)), hi = max(lo, min(size, samples.count - start))
        frame.withUnsafeMutableBufferPointer { f in
            window.withUnsafeBufferPointer { w in
                for i in 0..<lo { f[i] = 0 }
                for i in lo..<hi { f[i] = samples[start + i] * w[i] }
                for i in hi..<size { f[i] = 0 }
            }
        }
        frame.withUnsafeBufferPointer { input in
            real.withUnsafeMutableBufferPointer { re in
                imag.withUnsafeMutableBufferPointer { im in fft.forward(input, real: re, imag: im) }
            }
        }
    }
}
