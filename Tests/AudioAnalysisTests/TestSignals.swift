import Foundation

/// Test tones built from sin(): pure sines and band-limited saws (additive, harmonics below 0.95 × Nyquist).
enum TestSignals {
    static let sampleRate = 48_000.0

    static func sine(_ frequency: Double, count: Int, amplitude: Double = 1, phase: Double = 0,
                     sampleRate: Double = sampleRate) -> [Float] {
        let w = 2 * Double.pi * frequency / sampleRate
        return (0..<count).map { Float(amplitude * sin(w * Double($0) + phase)) }
    }

    /// A rising-ramp saw: (2/π)·Σ (−1)^(n+1) sin(nωt)/n, scaled by `amplitude`, starting at `startSample`
    /// of an endless wave (so consecutive calls continue the same wave).
    static func saw(_ frequency: Double, count: Int, amplitude: Double = 0.8, startSample: Int = 0,
                    sampleRate: Double = sampleRate) -> [Float] {
        let harmonics = max(1, Int(0.95 * sampleRate / 2 / frequency))
        var out = [Double](repeating: 0, count: count)
        let w = 2 * Double.pi * frequency / sampleRate
        for i in 0..<count {
            // sin(nθ) by the Chebyshev recurrence sin(nθ) = 2cos θ·sin((n−1)θ) − sin((n−2)θ): one sin per sample.
            let theta = (w * Double(startSample + i)).truncatingRemainder(dividingBy: 2 * Double.pi)
            let c2 = 2 * cos(theta)
            var previous = 0.0, current = sin(theta), sum = 0.0
            for n in 1...harmonics {
                sum += (n % 2 == 1 ? 1 : -1) * current / Double(n)
                let next = c2 * current - previous
                previous = current
                current = next
            }
            out[i] = amplitude * 2 / Double.pi * sum
        }
        return out.map(Float.init)
    }

    /// Deterministic white noise in −amplitude...amplitude (a 64-bit LCG, so runs are reproducible).
    static func noise(count: Int, amplitude: Float = 0.5, seed: UInt64 = 12345) -> [Float] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return amplitude * (Float(state >> 40) / Float(1 << 24) * 2 - 1)
        }
    }

    static func cents(_ measured: Double, _ expected: Double) -> Double {
        1200 * log2(measured / expected)
    }
}
