import Foundation
@testable import SynthEngine

/// Small measurement helpers for the signal tests: rendering, DTFT, frequency, RMS, spectra.
enum Signal {
    static let fs = 48_000.0

    /// A patch from id/value pairs (fails the test run loudly if a test writes a bad patch).
    static func patch(_ values: [String: PatchValue]) -> Patch {
        do { return try Patch(values: values) } catch { fatalError("test patch invalid: \(error)") }
    }

    /// Renders `seconds` of a held note (then `release` seconds after the key-up).
    static func note(_ patch: Patch, note: Int = 57, velocity: Double = 1, seconds: Double,
                     release: Double = 0, blockSize: Int = 480) -> [Float] {
        let e = SynthEngine(patch: patch)
        e.play(pitch: note, velocity: velocity)
        var out = render(e, seconds: seconds, blockSize: blockSize)
        if release > 0 {
            e.stop(pitch: note)
            out += render(e, seconds: release, blockSize: blockSize)
        }
        return out
    }

    static func render(_ e: SynthEngine, seconds: Double, blockSize: Int = 480) -> [Float] {
        render(e, samples: Int(seconds * fs), blockSize: blockSize)
    }

    static func render(_ e: SynthEngine, samples: Int, blockSize: Int = 480) -> [Float] {
        var out = [Float](repeating: 0, count: samples)
        out.withUnsafeMutableBufferPointer { b in
            var i = 0
            while i < samples {
                let n = min(blockSize, samples - i)
                e.render(into: UnsafeMutableBufferPointer(rebasing: b[i..<(i + n)]))
                i += n
            }
        }
        return out
    }

    /// Renders `samples` with block sizes taken in turn from `blockSizes`, cutting a block short so
    /// each event runs exactly at its sample (events sorted by sample): the same score at any block
    /// sizes must give the same output.
    static func render(_ e: SynthEngine, samples: Int, blockSizes: [Int], events: [(Int, () -> Void)]) -> [Float] {
        var out = [Float](repeating: 0, count: samples)
        var pos = 0, k = 0, next = 0
        out.withUnsafeMutableBufferPointer { b in
            while pos < samples {
                while next < events.count && events[next].0 == pos { events[next].1(); next += 1 }
                var n = min(blockSizes[k % blockSizes.count], samples - pos)
                if next < events.count { n = min(n, events[next].0 - pos) }
                e.render(into: UnsafeMutableBufferPointer(rebasing: b[pos..<(pos + n)]))
                pos += n; k += 1
            }
        }
        return out
    }

    /// Hann-windowed DTFT of x[start..<start+count] at one frequency.
    static func dtft(_ x: [Float], start: Int, count: Int, frequency f: Double) -> (re: Double, im: Double) {
        var re = 0.0, im = 0.0
        let w = 2 * Double.pi * f / fs
        // Rotating phasor (recurrence) instead of sin/cos per sample; renormalised each step.
        var c = 1.0, s = 0.0
        let dc = cos(w), ds = sin(w)
        for n in 0..<count {
            let win = 0.5 - 0.5 * cos(2 * Double.pi * Double(n) / Double(count))
            let v = Double(x[start + n]) * win
            re += v * c; im -= v * s
            let nc = c * dc - s * ds
            s = c * ds + s * dc
            c = nc
        }
        return (re, im)
    }

    /// Amplitude of the component at `f` (Hann window, so a sine of amplitude A gives about A).
    static func amplitude(_ x: [Float], start: Int, count: Int, frequency f: Double) -> Double {
        let d = dtft(x, start: start, count: count, frequency: f)
        return 4 * (d.re * d.re + d.im * d.im).squareRoot() / Double(count)
    }

    /// Frequency near `guess` from the phase advance of the component between two windows:
    /// first 10 ms apart (unambiguous within ±50 Hz), then `span` seconds apart for precision.
    static func frequency(_ x: [Float], near guess: Double, start: Int, window: Int, span: Double) -> Double {
        func refine(_ f: Double, _ d: Int) -> Double {
            let a = dtft(x, start: start, count: window, frequency: f)
            let b = dtft(x, start: start + d, count: window, frequency: f)
            let measured = atan2(b.im, b.re) - atan2(a.im, a.re)
            let expected = 2 * Double.pi * f * Double(d) / fs
            var diff = (measured - expected).truncatingRemainder(dividingBy: 2 * Double.pi)
            if diff > Double.pi { diff -= 2 * Double.pi }
            if diff < -Double.pi { diff += 2 * Double.pi }
            return f + diff * fs / (2 * Double.pi * Double(d))
        }
        let coarse = refine(guess, Int(0.01 * fs))
        return refine(coarse, Int(span * fs))
    }

    static func cents(_ f: Double, _ ref: Double) -> Double { 1200 * log2(f / ref) }

    static func rms(_ x: ArraySlice<Float>) -> Double {
        guard !x.isEmpty else { return 0 }
        return (x.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(x.count)).squareRoot()
    }

    static func peak(_ x: ArraySlice<Float>) -> Float { x.reduce(0) { max($0, abs($1)) } }

    /// Largest sample-to-sample step: clicks show up as jumps far above the signal's own slope.
    static func maxJump(_ x: ArraySlice<Float>) -> Float {
        var m: Float = 0
        var prev = x.first ?? 0
        for v in x { m = max(m, abs(v - prev)); prev = v }
        return m
    }

    /// Largest second difference |x[n+1] - 2x[n] + x[n-1]|: a smooth tone keeps it tiny
    /// ((2πf/fs)²·A), a click (a step or a kink) makes it jump to the size of the step.
    static func maxBend(_ x: ArraySlice<Float>) -> Float {
        var m: Float = 0
        var i = x.startIndex + 1
        while i < x.endIndex - 1 {
            m = max(m, abs(x[i + 1] - 2 * x[i] + x[i - 1]))
            i += 1
        }
        return m
    }

    /// Where two renders first differ (nil if identical), for readable failures instead of dumping arrays.
    static func firstDifference(_ a: [Float], _ b: [Float]) -> String? {
        if a.count != b.count { return "lengths \(a.count) and \(b.count)" }
        guard let i = zip(a, b).enumerated().first(where: { $0.element.0.bitPattern != $0.element.1.bitPattern })?.offset
        else { return nil }
        return "sample \(i): \(a[i]) vs \(b[i])"
    }

    static func midiHz(_ n: Double) -> Double { 440 * pow(2, (n - 69) / 12) }

    /// Magnitude spectrum (linear) of `size` samples from `start`, 4-term Blackman-Harris window
    /// (sidelobes -92 dB), via the engine's FFT.
    static func spectrum(_ x: [Float], start: Int, size: Int) -> [Double] {
        let windowed = (0..<size).map { n -> Float in
            let t = 2 * Double.pi * Double(n) / Double(size)
            let w = 0.35875 - 0.48829 * cos(t) + 0.14128 * cos(2 * t) - 0.01168 * cos(3 * t)
            return Float(Double(x[start + n]) * w)
        }
        let fft = FFT(size: size)
        var re = [Float](repeating: 0, count: fft.binCount), im = re
        windowed.withUnsafeBufferPointer { input in
            re.withUnsafeMutableBufferPointer { r in im.withUnsafeMutableBufferPointer { fft.forward(input, real: r, imag: $0) } }
        }
        return (0..<fft.binCount).map { hypot(Double(re[$0]), Double(im[$0])) }
    }

    /// Instantaneous frequencies from rising zero crossings (linear interpolation): for sines.
    static func zeroCrossingFrequencies(_ x: ArraySlice<Float>) -> [(time: Double, hz: Double)] {
        var crossings: [Double] = []
        var i = x.startIndex + 1
        while i < x.endIndex {
            let a = x[i - 1], b = x[i]
            if a < 0 && b >= 0 { crossings.append(Double(i - 1) + Double(-a / (b - a))) }
            i += 1
        }
        guard crossings.count > 1 else { return [] }
        return (1..<crossings.count).map { (crossings[$0] / fs, fs / (crossings[$0] - crossings[$0 - 1])) }
    }
}
