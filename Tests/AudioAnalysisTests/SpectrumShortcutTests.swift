import Foundation
import Testing
import SynthEngine
@testable import AudioAnalysis

/// The spectrum view skips work that cannot reach the display (dB conversion of chunks far below the
/// floor, peaks that cannot rise above it, the logarithm of each peak's band): its frames are checked
/// against the plain computation, every bin in dB and every peak placed by its logarithm.
@Suite struct SpectrumShortcutTests {
    /// One frame the plain way, no smoothing (the analyzer under test is built with none either).
    static func reference(_ signal: [Float], analyzer a: SpectrumAnalyzer) -> [Float] {
        let n = a.fftSize, fs = a.sampleRate
        let window = WindowFunction.hann.coefficients(count: n)
        let start = signal.count - n
        let input = (0..<n).map { signal[start + $0] * window[$0] }
        let fft = FFT(size: n)
        var re = [Float](repeating: 0, count: fft.binCount), im = re
        input.withUnsafeBufferPointer { x in
            re.withUnsafeMutableBufferPointer { r in im.withUnsafeMutableBufferPointer { i in fft.forward(x, real: r, imag: i) } }
        }
        let scale = Float(2 / WindowFunction.hann.sum(length: n))
        let raw = (0..<fft.binCount).map { k -> Float in
            let p = (re[k] * re[k] + im[k] * im[k]) * scale * scale
            return p > 1e-16 ? 10 * log10(p) : -160
        }
        let binHz = fs / Double(n), ratio = a.maxHz / a.minHz, count = a.binCount
        var levels = [Float](repeating: 0, count: count)
        for b in 0..<count {
            let lo = a.minHz * pow(ratio, Double(b) / Double(count)), hi = a.minHz * pow(ratio, Double(b + 1) / Double(count))
            let first = Int((lo / binHz).rounded(.up)), end = max(first, min(raw.count, Int((hi / binHz).rounded(.up))))
            if end > first {
                levels[b] = raw[first..<end].max()!
            } else {
                let position = Float(min(Double(raw.count - 1), (lo * hi).squareRoot() / binHz))
                let k = min(raw.count - 2, Int(position))
                levels[b] = raw[k] + (raw[k + 1] - raw[k]) * (position - Float(k))
            }
        }
        let perLog = Double(count) / log(ratio)
        for k in 1..<(raw.count - 1) {
            let l = raw[k - 1], c = raw[k], r = raw[k + 1]
            guard c >= l && c > r else { continue }
            let d = l - 2 * c + r
            let p = d < 0 ? 0.5 * (l - r) / d : 0
            let height = c - 0.25 * (l - r) * p
            let hz = (Double(k) + Double(p)) * binHz
            guard hz >= a.minHz else { continue }
            let b = Int(log(hz / a.minHz) * perLog)
            if b < count { levels[b] = max(levels[b], height) }
        }
        return levels.map { max(a.floorDB, $0) }
    }

    static func frame(_ signal: [Float], analyzer a: SpectrumAnalyzer) -> [Float] {
        var levels = [Float](repeating: 0, count: a.binCount)
        signal.withUnsafeBufferPointer { a.push($0) }
        a.makeFrame(into: &levels)
        return levels
    }

    @Test("frames match the plain computation: saw, sine, quiet sine, noise, chord, silence")
    func framesMatchThePlainComputation() {
        var chord = TestSignals.saw(110, count: 8_192, amplitude: 0.3)
        for (i, v) in TestSignals.saw(164.8, count: 8_192, amplitude: 0.3).enumerated() { chord[i] += v }
        let signals: [(String, [Float])] = [
            ("saw 220 Hz", TestSignals.saw(220, count: 8_192)),
            ("saw 3 kHz", TestSignals.saw(3_000, count: 8_192)),
            ("sine 1234.5 Hz", TestSignals.sine(1_234.5, count: 8_192)),
            ("sine at -90 dB", TestSignals.sine(440, count: 8_192, amplitude: 3e-5)),
            ("noise", TestSignals.noise(count: 8_192)),
            ("chord", chord),
            ("silence", [Float](repeating: 0, count: 8_192)),
        ]
        for (name, signal) in signals {
            let analyzer = SpectrumAnalyzer(attackTime: 0, releaseTime: 0)
            let got = Self.frame(signal, analyzer: analyzer)
            let want = Self.reference(signal, analyzer: analyzer)
            let worst = zip(got, want).map { abs($0 - $1) }.max() ?? 0
            #expect(worst < 0.01, "\(name): largest difference \(worst) dB")
        }
    }
}
