extension PitchEstimator {
    /// Frequency from rising zero crossings: whole periods between the first and the last crossing,
    /// each located by linear interpolation between the two samples around it. Precise (well under a
    /// cent over a second of signal) for clean tones that cross zero upwards once per period: sines,
    /// saws, squares, pulses. Meant for tests of oscillators; use `estimate` for real signals.
    ///
    /// Hysteresis: after a counted crossing the signal must fall below −`hysteresis`·peak before the
    /// next one counts, so ripple around zero is not taken for extra periods.
    /// Returns nil with fewer than two crossings.
    public static func frequencyByZeroCrossings(_ samples: UnsafeBufferPointer<Float>, sampleRate: Double,
                                                hysteresis: Float = 0.1) -> Double? {
        var peak: Float = 0
        for s in samples { peak = max(peak, abs(s)) }
        guard peak > 0, samples.count >= 2 else { return nil }
        let low = -hysteresis * peak
        var armed = false
        var first = -1.0, last = -1.0
        var crossings = 0
        for i in 0..<(samples.count - 1) {
            let a = samples[i], b = samples[i + 1]
            if a < low { armed = true }
            if armed && a < 0 && b >= 0 {
                let t = Double(i) + Double(-a) / Double(b - a)
                if crossings == 0 { first = t }
                last = t
                crossings += 1
                armed = false
            }
        }
        guard crossings >= 2 else { return nil }
        return Double(crossings - 1) * sampleRate / (last - first)
    }

    /// Array convenience for `frequencyByZeroCrossings(_:sampleRate:hysteresis:)`.
    public static func frequencyByZeroCrossings(_ samples: [Float], sampleRate: Double,
                                                hysteresis: Float = 0.1) -> Double? {
        samples.withUnsafeBufferPointer { frequencyByZeroCrossings($0, sampleRate: sampleRate, hysteresis: hysteresis) }
    }
}
