/// Renders a patch playing a phrase to samples, offline: lesson targets, the `render` command,
/// comparators and tests. Deterministic: the same patch and phrase give the same samples.
public struct OfflineRenderer: Sendable {
    public var sampleRate: Double
    /// After the last key is released, rendering stops once the engine is silent or after this many
    /// seconds (long reverb or delay tails are cut there).
    public var maxTailSeconds: Double
    /// Samples per `render` call (does not change the output).
    public var blockSize: Int

    public init(sampleRate: Double = 48_000, maxTailSeconds: Double = 10, blockSize: Int = 480) {
        self.sampleRate = sampleRate
        self.maxTailSeconds = maxTailSeconds
        self.blockSize = max(1, blockSize)
    }

    /// Mono samples at `sampleRate`: the phrase, then the tail until silence (or the cap), ending at
    /// the last sample above -90 dBFS.
    public func render(patch: Patch, phrase: Phrase = .default) -> [Float] {
        let engine = SynthEngine(sampleRate: sampleRate, patch: patch)
        // A fresh engine's LFOs already start at phase 0; saying so keeps this render and a live
        // engine that calls `restartModulation()` before a phrase in step by construction.
        engine.restartModulation()
        // Key presses and releases in time order; at the same instant releases go first so a
        // repeated note re-attacks.
        struct Event { var sample: Int; var on: Bool; var note: Int; var velocity: Double }
        var events: [Event] = []
        for n in phrase.notes where n.validationProblem == nil {
            events.append(Event(sample: Int((n.start * sampleRate).rounded()), on: true, note: n.note, velocity: n.velocity))
            events.append(Event(sample: Int(((n.start + n.length) * sampleRate).rounded()), on: false, note: n.note, velocity: 0))
        }
        events.sort { ($0.sample, $0.on ? 1 : 0) < ($1.sample, $1.on ? 1 : 0) }
        let cap = capacity(for: phrase)
        var out = [Float](repeating: 0, count: cap)
        var position = 0, next = 0
        out.withUnsafeMutableBufferPointer { buf in
            guard let base = buf.baseAddress else { return }
            while position < cap {
                while next < events.count && events[next].sample <= position {
                    let e = events[next]
                    if e.on { engine.play(pitch: e.note, velocity: e.velocity) } else { engine.stop(pitch: e.note) }
                    next += 1
                }
                if next == events.count && engine.isSilent { break }
                var n = min(blockSize, cap - position)
                if next < events.count { n = min(n, events[next].sample - position) }
                engine.render(into: base + position, count: n)
                position += n
            }
        }
        // End at the last audible sample, so the length does not depend on where a block ended.
        out.removeLast(cap - Self.audibleEnd(out, before: position))
        return out
    }

    /// The samples a render of `phrase` may hold: up to the latest key event (the last release), then
    /// `maxTailSeconds`.
    private func capacity(for phrase: Phrase) -> Int {
        var end = 0
        for n in phrase.notes where n.validationProblem == nil {
            end = max(end, Int((n.start * sampleRate).rounded()), Int(((n.start + n.length) * sampleRate).rounded()))
        }
        return end + Int(maxTailSeconds * sampleRate)
    }

    /// What `render(patch:phrase:)` returns, taken from a rendering of the same patch and phrase by a
    /// renderer with a longer tail (and this one's sample rate): its first samples, cut where this
    /// renderer's tail would end and then at the last audible sample. The engine is deterministic and
    /// the block size changes nothing, so the two agree sample for sample; a caller that needs both a
    /// whole rendering and a shorter-tailed one (the course validator: a quiz sound's loudness over
    /// its whole tail, its features over one second of it) renders once.
    public func truncated(_ longer: [Float], phrase: Phrase) -> [Float] {
        Array(longer[..<Self.audibleEnd(longer, before: min(longer.count, capacity(for: phrase)))])
    }

    /// One past the last sample before `end` above the engine's silence threshold (0 when none is).
    private static func audibleEnd(_ samples: [Float], before end: Int) -> Int {
        var last = end
        while last > 0 && abs(samples[last - 1]) <= SynthEngine.silenceThreshold { last -= 1 }
        return last
    }

    /// The largest absolute sample of `samples` (0 for none).
    public static func peak(_ samples: [Float]) -> Float {
        var peak: Float = 0
        for v in samples { peak = max(peak, abs(v)) }
        return peak
    }

    /// The largest absolute difference between two renderings, the shorter one continued with silence.
    /// Here rather than beside its callers (the course validator, compiled without optimisation to
    /// save build time) because it runs over every sample of two renderings.
    public static func peakDifference(_ x: [Float], _ y: [Float]) -> Float {
        var peak: Float = 0
        let common = min(x.count, y.count)
        for i in 0..<common { peak = max(peak, abs(x[i] - y[i])) }
        for v in x[common...] { peak = max(peak, abs(v)) }
        for v in y[common...] { peak = max(peak, abs(v)) }
        return peak
    }
}
