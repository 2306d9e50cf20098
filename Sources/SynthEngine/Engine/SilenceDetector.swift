/// Output silence: the run of samples since the last one above -90 dBFS. Together with the voices
/// and the effect tails it tells the server when an engine has gone quiet (it stops encoding then).
struct SilenceDetector {
    /// Output below this (-90 dBFS) counts as silence.
    static let threshold: Float = 3.162e-5

    /// Consecutive quiet samples at the output (starts, and restarts, as long quiet).
    private(set) var quietRun = Int.max / 2
    /// How long the output must stay quiet: 50 ms.
    private var hold = 2_400

    mutating func prepare(sampleRate: Double) {
        hold = Int(0.05 * sampleRate)
        reset()
    }

    mutating func reset() { quietRun = Int.max / 2 }

    /// Extends or restarts the quiet run with `n` output samples. Searched from the end backwards:
    /// a sounding piece answers at its last sample.
    @inline(__always)
    mutating func process(_ samples: UnsafePointer<Float>, count n: Int) {
        var last = n - 1
        while last >= 0 && !(abs(samples[last]) > Self.threshold) { last -= 1 }
        quietRun = last >= 0 ? n - 1 - last : quietRun + n
    }

    /// The output has been quiet for at least 50 ms.
    var isQuiet: Bool { quietRun >= hold }
}
