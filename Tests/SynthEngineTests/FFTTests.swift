import Foundation
import Testing
@testable import SynthEngine

/// The project's one FFT (used by the wavetables and by AudioAnalysis), against a naive DFT.
@Suite struct FFTTests {
    /// Uniform noise in -1...1, reproducible.
    private func noise(count: Int, seed: UInt64) -> [Float] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { _ in Float.random(in: -1...1, using: &rng) }
    }

    /// Direct O(N²) DFT in Double: the reference.
    private func naiveDFT(_ x: [Float]) -> (re: [Double], im: [Double]) {
        let n = x.count
        var re = [Double](repeating: 0, count: n / 2 + 1), im = re
        for k in 0...(n / 2) {
            for (j, v) in x.enumerated() {
                let a = -2 * Double.pi * Double(k * j % n) / Double(n)
                re[k] += Double(v) * cos(a)
                im[k] += Double(v) * sin(a)
            }
        }
        return (re, im)
    }

    @Test(arguments: [2, 4, 8, 16, 32, 64, 128, 512, 2048, 4096])
    func matchesNaiveDFT(size: Int) {
        let x = noise(count: size, seed: UInt64(size))
        let fft = FFT(size: size)
        var re = [Float](repeating: 0, count: fft.binCount), im = re
        x.withUnsafeBufferPointer { input in
            re.withUnsafeMutableBufferPointer { r in im.withUnsafeMutableBufferPointer { i in fft.forward(input, real: r, imag: i) } }
        }
        let reference = naiveDFT(x)
        var largest = 0.0, worst = 0.0
        for k in 0..<fft.binCount {
            largest = max(largest, hypot(reference.re[k], reference.im[k]))
            worst = max(worst, hypot(Double(re[k]) - reference.re[k], Double(im[k]) - reference.im[k]))
        }
        #expect(worst / largest < 1e-4, "size \(size): relative error \(worst / largest)")
    }

    @Test(arguments: [2, 8, 16, 32, 128, 4096])
    func inverseRestoresInput(size: Int) {
        let x = noise(count: size, seed: 7)
        let fft = FFT(size: size)
        var re = [Float](repeating: 0, count: fft.binCount), im = re
        var y = [Float](repeating: 0, count: size)
        x.withUnsafeBufferPointer { input in
            re.withUnsafeMutableBufferPointer { r in im.withUnsafeMutableBufferPointer { i in fft.forward(input, real: r, imag: i) } }
        }
        re.withUnsafeBufferPointer { r in
            im.withUnsafeBufferPointer { i in y.withUnsafeMutableBufferPointer { fft.inverse(real: r, imag: i, output: $0) } }
        }
        let worst = zip(x, y).map { abs($0 - $1) }.max() ?? 0
        #expect(worst < 1e-5)
    }

    @Test func sineOnABinHasTheDocumentedMagnitude() {
        let size = 1024, bin = 37
        let x = (0..<size).map { Float(0.5 * sin(2 * Double.pi * Double(bin * $0) / Double(size))) }
        let fft = FFT(size: size)
        var re = [Float](repeating: 0, count: fft.binCount), im = re
        x.withUnsafeBufferPointer { input in
            re.withUnsafeMutableBufferPointer { r in im.withUnsafeMutableBufferPointer { i in fft.forward(input, real: r, imag: i) } }
        }
        let magnitude = hypot(re[bin], im[bin])
        #expect(abs(magnitude - 0.5 * Float(size) / 2) < 0.01)
        #expect(hypot(re[bin + 3], im[bin + 3]) < 0.01)
    }
}
