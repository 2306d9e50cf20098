/// Taps rendered audio and, about `framesPerSecond` times a
/// second, draws the playing note as `pointCount` points that stand still while the note is held.
///
/// It knows nothing of the engine: it is fed blocks of samples, optionally with the note frequency
/// the engine knows (`SynthEngine.currentFrequency`). Each frame covers one or two whole periods of
/// that frequency (else of its own pitch estimate), starting at a rising zero crossing, resampled to
/// `pointCount` points. Because the start is found again in every frame, with sub-sample precision,
/// on a band-limited reading of the signal (see `BandlimitedInterpolator`), a steady note gives the
/// same picture whatever block sizes arrive and wherever the frame boundary falls in the period.
/// With no pitch (noise, chords whose common period is too long), it shows `fixedWindowSeconds`.
///
/// A picture that stands still is drawn less often. A held note on a steady patch gives the same
/// frame again and again, and tracing it was the dearest picture a session makes: 0.14-0.19 ms of CPU per
/// stream-second, 5-6 % of its Opus encode (`bench --mode capacity --cost-only`), to send ~129 kbit/s of frames the
/// page does not even redraw (`WaveformView` skips a frame within 2e-3 of the peak of the one it shows).
/// Once `stillAfter` frames in a row have each been that close to the one before (the same frequency and
/// alignment), only every `stillStride`-th due frame is drawn and delivered (5 a second at the defaults, so a viewer
/// who arrives late, such as a teacher listening in, still gets the picture within 200 ms). Any frame that moves
/// ends it, and so does `wake()`, which the stream calls when the sound may change (a control, a note, a
/// new audience): a knob turned on a held note is drawn at the full rate from its first frame. Only a source
/// whose sound changes on commands alone may stand still (`mayStandStill`: the engine says so); a
/// patch with an LFO, a moving envelope or an effect with a state of its own is drawn at the full rate.
///
/// Allocation-free after `init`. Not thread-safe: the session's worker thread owns it.
public final class WaveformProvider {
    public let sampleRate: Double
    public let pointCount: Int
    public let framesPerSecond: Double
    /// Length of the picture when no pitch is known.
    public let fixedWindowSeconds: Double
    /// Peak level below which the input counts as silent (-80 dBFS).
    public let silenceLevel: Float = 1e-4
    /// While the picture stands still, one due frame in this many is drawn (1: every frame).
    public let stillStride: Int
    /// Frames in a row that must each match the one before before the picture counts as still.
    public let stillAfter: Int
    /// How close (a fraction of the frame's peak, point by point) a frame must be to the one before to
    /// count as the same picture: the tolerance within which the page's `WaveformView` does not redraw.
    public static let stillTolerance: Float = 2e-3

    /// Two periods are shown unless they would exceed this many samples (notes below ~47 Hz at 48 kHz).
    private let maxTwoPeriodSpan = 2048
    private let history: SampleHistory
    private let scratch: UnsafeMutablePointer<Float>
    private let scratchCount: Int
    private let estimator: PitchEstimator
    private var hint: Double?
    private var nextFrameAt: Double
    /// The last frame delivered, to tell whether the next one moved.
    private let lastPoints: UnsafeMutablePointer<Float>
    private var lastInfo: WaveformFrameInfo?
    /// Frames in a row that matched the one before (while `mayStandStill`); still from `stillAfter` on.
    private var unchanged = 0
    /// Due frames passed over since the last one drawn while still.
    private var passedOver = 0

    /// - Parameters:
    ///   - pointCount: points per frame (the wire allows up to 65535).
    ///   - framesPerSecond: how often `nextFrame` delivers a frame while the picture moves.
    ///   - stillStride: while it stands still, one due frame in this many (1: the full rate always).
    ///   - stillAfter: frames in a row, each the same as the one before, that make the picture still.
    public init(sampleRate: Double = 48_000, pointCount: Int = 256, framesPerSecond: Double = 30,
                fixedWindowSeconds: Double = 0.02, stillStride: Int = 6, stillAfter: Int = 6) {
        precondition(sampleRate >= 8_000, "sample rate \(sampleRate) is too low for the waveform view")
        precondition((2...65_535).contains(pointCount), "pointCount must be 2...65535, got \(pointCount)")
        precondition(framesPerSecond > 0, "framesPerSecond must be positive")
        precondition(stillStride >= 1 && stillAfter >= 1, "stillStride and stillAfter must be at least 1")
        self.stillStride = stillStride
        self.stillAfter = stillAfter
        self.sampleRate = sampleRate
        self.pointCount = pointCount
        self.framesPerSecond = framesPerSecond
        nextFrameAt = sampleRate / framesPerSecond
        self.fixedWindowSeconds = fixedWindowSeconds
        estimator = PitchEstimator(sampleRate: sampleRate, minFrequency: 30,
                                   maxFrequency: min(6_000, sampleRate * 0.4))
        // Room for the estimator's block, or for the longest picture (one period at 20 Hz) plus one
        // more period to search for its zero crossing, plus the interpolation kernel.
        let longest = Int(sampleRate / 20) * 2 + 4 * BandlimitedInterpolator.halfWidth + 8
        let fixed = Int(fixedWindowSeconds * sampleRate) + 1024
        scratchCount = max(estimator.capacity, longest, fixed)
        history = SampleHistory(capacity: scratchCount)
        scratch = .allocate(capacity: scratchCount)
        scratch.initialize(repeating: 0, count: scratchCount)
        lastPoints = .allocate(capacity: pointCount)
        lastPoints.initialize(repeating: 0, count: pointCount)
    }

    deinit {
        scratch.deallocate()
        lastPoints.deallocate()
    }

    /// Feeds rendered audio. `frequencyHint` is the fundamental of the note now playing, if the caller
    /// knows it (nil: the provider estimates it). The latest hint is used for the next frame.
    public func push(_ samples: UnsafeBufferPointer<Float>, frequencyHint: Double?) {
        history.append(samples)
        // Another note: its picture is drawn at the full rate from the first frame.
        if frequencyHint != hint { wake() }
        hint = frequencyHint
    }

    /// True when enough audio has arrived since the last frame for the next one.
    public var isFrameDue: Bool { Double(history.totalWritten) >= nextFrameAt }

    /// Whether the source promises that its sound changes only on a command (`SynthEngine.isSteady`: no
    /// LFO heard, envelopes held, no delay, reverb or chorus). While false every due frame is drawn: a
    /// stepped LFO or an echo changes the sound with no command, and a still picture showed such a step
    /// up to 200 ms after it was heard (a square LFO on a resonant filter: seen by a user trying the page).
    public var mayStandStill = true

    /// Whether the picture stands still now (frames are drawn at `1 / stillStride` of the rate).
    public var isStill: Bool { mayStandStill && unchanged >= stillAfter }

    /// The sound may change from now on (a control was turned, a note played, someone new watches):
    /// the next due frame is drawn, and every one after it until the picture stands still again.
    public func wake() {
        unchanged = 0
        passedOver = 0
    }

    /// If a frame is due, draws it into `points` (exactly `pointCount` values, −1...1) and returns
    /// what it shows; returns nil (points untouched) when it is not time yet, or when the picture
    /// stands still and this due frame is one it passes over (see the type's description).
    public func nextFrame(into points: UnsafeMutableBufferPointer<Float>) -> WaveformFrameInfo? {
        guard isFrameDue else { return nil }
        let now = Double(history.totalWritten)
        nextFrameAt += sampleRate / framesPerSecond
        // After a stall (or one huge block) restart the cadence instead of bursting to catch up.
        if nextFrameAt <= now { nextFrameAt = now + sampleRate / framesPerSecond }
        if isStill {
            passedOver += 1
            if passedOver < stillStride { return nil }
            passedOver = 0
        }
        let info = makeFrame(into: points)
        unchanged = mayStandStill && matchesLast(points, info) ? unchanged + 1 : 0
        points.baseAddress.map { lastPoints.update(from: $0, count: pointCount) }
        lastInfo = info
        return info
    }

    /// Whether `points` would be drawn where the last frame delivered was (the page's own rule).
    private func matchesLast(_ points: UnsafeMutableBufferPointer<Float>, _ info: WaveformFrameInfo) -> Bool {
        guard let last = lastInfo, last == info else { return false }
        var peak: Float = 0, worst: Float = 0
        for i in 0..<pointCount {
            peak = max(peak, abs(points[i]))
            worst = max(worst, abs(points[i] - lastPoints[i]))
        }
        return worst <= Self.stillTolerance * max(peak, 1e-3)
    }

    /// `nextFrame` into an array, which must already hold `pointCount` values (no allocation then).
    public func nextFrame(into points: inout [Float]) -> WaveformFrameInfo? {
        precondition(points.count == pointCount, "points must hold \(pointCount) values, has \(points.count)")
        return points.withUnsafeMutableBufferPointer { nextFrame(into: $0) }
    }

    /// Draws a frame from the latest audio now, whether or not one is due (the cadence is unchanged).
    public func makeFrame(into points: UnsafeMutableBufferPointer<Float>) -> WaveformFrameInfo {
        precondition(points.count == pointCount, "points must hold \(pointCount) values, has \(points.count)")
        let count = scratchCount
        let silenceSpan = min(count, Int(sampleRate * 0.05))
        // Silence is checked on the history in place, newest first, stopping at the first audible
        // sample (positions before the stream's start count as silent).
        if !history.anyMagnitude(atLeast: silenceLevel, inLatest: silenceSpan) {
            points.update(repeating: 0)
            return WaveformFrameInfo(frequency: 0, periods: 0, alignment: .silence)
        }
        let hinted = hint.flatMap { $0 >= 20 && $0 <= sampleRate * 0.4 ? $0 : nil }
        // Only the samples the frame reads are copied: with a hint, three periods plus the kernel's
        // reach (positions stay relative to the end of `scratch`); the estimator needs its whole block.
        var needed = count
        if let h = hinted {
            needed = min(count, Int(3 * sampleRate / h) + 4 * BandlimitedInterpolator.halfWidth + 8)
        }
        history.copyLatest(needed, into: scratch + (count - needed))

        // Latest position the kernel can read with full support on both sides.
        let end = Double(count - BandlimitedInterpolator.halfWidth - 1)
        var frequency: Double?
        var alignment = WaveformFrameInfo.Alignment.hint
        if let h = hinted {
            frequency = h
        } else {
            let block = UnsafeBufferPointer(start: scratch + (count - estimator.capacity), count: estimator.capacity)
            frequency = estimator.estimate(block)
            alignment = .estimate
        }

        return BandlimitedInterpolator.rows.withUnsafeBufferPointer { table in
            let kernel = table.baseAddress!
            if let f = frequency {
                let period = sampleRate / f
                let periods = 2 * period <= Double(maxTwoPeriodSpan) ? 2 : 1
                let span = Double(periods) * period
                let latestStart = end - span
                let start = risingCrossing(in: latestStart - period, latestStart, kernel: kernel, steepest: true)
                    ?? latestStart
                draw(from: start, span: span, into: points, kernel: kernel)
                return WaveformFrameInfo(frequency: f, periods: periods, alignment: alignment)
            }
            let span = fixedWindowSeconds * sampleRate
            let latestStart = end - span
            let start = risingCrossing(in: latestStart - 0.5 * span, latestStart, kernel: kernel, steepest: false)
                ?? latestStart
            draw(from: start, span: span, into: points, kernel: kernel)
            return WaveformFrameInfo(frequency: 0, periods: 0, alignment: .fixedWindow)
        }
    }

    /// `makeFrame` into an array, which must already hold `pointCount` values (no allocation then).
    public func makeFrame(into points: inout [Float]) -> WaveformFrameInfo {
        precondition(points.count == pointCount, "points must hold \(pointCount) values, has \(points.count)")
        return points.withUnsafeMutableBufferPointer { makeFrame(into: $0) }
    }

    /// Forgets all audio and the hint (a new stream starts).
    public func reset() {
        history.reset()
        hint = nil
        nextFrameAt = sampleRate / framesPerSecond
        lastInfo = nil
        wake()
    }

    /// A rising zero crossing of the band-limited signal in [lower, upper), to sub-sample precision:
    /// the steepest one (the same point of the wave in every period) or else the latest one.
    private func risingCrossing(in lower: Double, _ upper: Double, kernel: UnsafePointer<Float>,
                                steepest: Bool) -> Double? {
        let margin = Double(BandlimitedInterpolator.halfWidth)
        guard lower >= margin else { return nil }
        var best: Int?
        var bestScore = -Float.infinity
        var n = Int(lower.rounded(.down))
        var previous = BandlimitedInterpolator.value(atSample: n, in: scratch, rows: kernel)
        let last = Int(upper.rounded(.up))
        while n < last {
            let next = BandlimitedInterpolator.value(atSample: n + 1, in: scratch, rows: kernel)
            if previous < 0 && next >= 0 {
                let position = Double(n) + Double(-previous / (next - previous))
                if position >= lower && position < upper {
                    let score = steepest ? next - previous : Float(n)
                    if score > bestScore {
                        bestScore = score
                        best = n
                    }
                }
            }
            previous = next
            n += 1
        }
        guard let n0 = best else { return nil }
        // Bisection on the continuous signal inside [n0, n0 + 1], then a final secant step.
        var lo = Double(n0), hi = Double(n0 + 1)
        var yLo = BandlimitedInterpolator.value(at: lo, in: scratch, rows: kernel)
        var yHi = BandlimitedInterpolator.value(at: hi, in: scratch, rows: kernel)
        for _ in 0..<24 {
            let mid = 0.5 * (lo + hi)
            let yMid = BandlimitedInterpolator.value(at: mid, in: scratch, rows: kernel)
            if yMid < 0 { lo = mid; yLo = yMid } else { hi = mid; yHi = yMid }
        }
        let denominator = Double(yHi - yLo)
        return denominator > 0 ? lo + (hi - lo) * Double(-yLo) / denominator : lo
    }

    private func draw(from start: Double, span: Double, into points: UnsafeMutableBufferPointer<Float>,
                      kernel: UnsafePointer<Float>) {
        let step = span / Double(pointCount)
        for i in 0..<pointCount {
            points[i] = BandlimitedInterpolator.value(at: start + Double(i) * step, in: scratch, rows: kernel)
        }
    }
}
