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
        let end = events.last?.sample ?? 0
        let cap = end + Int(maxTailSeconds * sampleRate)
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
        var last = position
        while last > 0 && abs(out[last - 1]) <= SynthEngine.silenceThreshold { last -= 1 }
        out.removeLast(cap - last)
        return out
    }
}
