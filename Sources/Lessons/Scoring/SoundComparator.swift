import AudioAnalysis
import Foundation
import SynthEngine

/// Scores an attempt by how it sounds, not by its knob settings: the "compare the
/// real sound" comparator (ARCHITECTURE.md, "Scoring"), which forgives different settings that sound the same.
///
/// Both patches play the lesson's phrase through the offline renderer (plus up to `tailSeconds` of
/// release and effect tails); `SoundFeatureExtractor` describes each rendering hop by hop (loudness,
/// spectral envelope, pitch) and `SoundDistance` turns the differences into a 0-100 similarity.
/// Targets never change during a lesson, so their features are cached (per lesson, target patch and
/// phrase); a comparison then costs one rendering and one analysis.
///
/// It gives no per-knob feedback: `LessonScorer` takes that from the parameter comparator.
/// Deterministic (the renderer and the analysis are), and safe to call from any thread.
public struct SoundComparator: PatchComparator {
    /// Release and effect tail rendered after the last key is let go (rendering stops earlier once
    /// both the voices and the effects are silent).
    public let tailSeconds: Double
    /// From this similarity on, two sounds count as the same sound: every distance is within (or
    /// barely past) its just-noticeable allowance. A knob that differs while the sounds are this
    /// close is not held against the student, and the result says so.
    public static let equivalentSimilarity = 95.0
    private let cache: BoundedCache<TargetKey, SoundFeatures>
    /// Recent attempts' similarities: a resubmit, and the settings part of the way to an attempt that
    /// `SoundPath` compares (anchored at the target, so nearby attempts share them), cost nothing again.
    private let scores: BoundedCache<ScoreKey, Double>

    /// - Parameters:
    ///   - tailSeconds: how much of the sound after the phrase's last note is compared.
    ///   - cacheCapacity: how many targets' features to keep (a course has a few dozen lessons).
    public init(tailSeconds: Double = 1, cacheCapacity: Int = 128) {
        self.tailSeconds = tailSeconds
        cache = BoundedCache(capacity: max(1, cacheCapacity))
        scores = BoundedCache(capacity: 4096)
    }

    public func score(attempt: Patch, target: Patch, lesson: Lesson) -> Comparison {
        // Identical settings render identical audio: skip the work.
        if attempt == target { return Comparison(score: 100, soundSimilarity: 100) }
        let key = ScoreKey(lesson: lesson.id, target: target, attempt: attempt, phrase: lesson.phrase)
        let similarity = scores.value(for: key) { distance(attempt: attempt, target: target, lesson: lesson).similarity }
        return Comparison(score: similarity, soundSimilarity: similarity)
    }

    /// The distances behind the score, with the target's features from the cache.
    public func distance(attempt: Patch, target: Patch, lesson: Lesson) -> SoundDistance {
        let key = TargetKey(lesson: lesson.id, patch: target, phrase: lesson.phrase)
        let targetFeatures = cache.value(for: key) { features(of: target, phrase: lesson.phrase) }
        return SoundDistance(target: targetFeatures, attempt: features(of: attempt, phrase: lesson.phrase),
                             polyphonicSpans: Self.polyphonicSpans(lesson.phrase, target, attempt))
    }

    /// The distances between two patches playing `phrase` (nothing cached).
    public func distance(attempt: Patch, target: Patch, phrase: Phrase) -> SoundDistance {
        SoundDistance(target: features(of: target, phrase: phrase), attempt: features(of: attempt, phrase: phrase),
                      polyphonicSpans: Self.polyphonicSpans(phrase, target, attempt))
    }

    /// When several notes sound at once, so that pitch means nothing: from the moment a key goes down
    /// while another is held until the next key press after the overlap (the chord rings on in its
    /// release until then). None when both patches play one note at a time (mono or legato).
    static func polyphonicSpans(_ phrase: Phrase, _ target: Patch, _ attempt: Patch) -> [Range<Double>] {
        guard target.option(.voiceMode) == "poly" || attempt.option(.voiceMode) == "poly" else { return [] }
        let notes = phrase.notes.sorted { $0.start < $1.start }
        var spans: [Range<Double>] = []
        for (i, note) in notes.enumerated() {
            // Keys still down when this one is pressed.
            let held = notes[..<i].filter { $0.start + $0.length > note.start + 1e-6 }
            guard !held.isEmpty else { continue }
            let overlapEnd = min(note.start + note.length, held.map { $0.start + $0.length }.max()!)
            let nextPress = notes.first { $0.start >= overlapEnd - 1e-6 && $0.start > note.start }?.start ?? .infinity
            let span = note.start..<max(nextPress, overlapEnd)
            if let last = spans.last, last.upperBound >= span.lowerBound {
                spans[spans.count - 1] = last.lowerBound..<max(last.upperBound, span.upperBound)
            } else {
                spans.append(span)
            }
        }
        return spans
    }

    /// Renders `patch` playing `phrase` and analyses it.
    public func features(of patch: Patch, phrase: Phrase) -> SoundFeatures {
        let samples = OfflineRenderer(maxTailSeconds: tailSeconds).render(patch: patch, phrase: phrase)
        return SoundFeatureExtractor.withPooled { $0.features(of: samples) }
    }

    /// The same features from `samples`, what `renderer` rendered of `phrase`: its first part is what
    /// `features(of:phrase:)` would render, when `renderer`'s tail is at least `tailSeconds` and its
    /// sample rate the comparator's (48 kHz; refused otherwise).
    public func features(ofLongerRendering samples: [Float], by renderer: OfflineRenderer, phrase: Phrase) -> SoundFeatures {
        let own = OfflineRenderer(maxTailSeconds: tailSeconds)
        precondition(renderer.maxTailSeconds >= own.maxTailSeconds && renderer.sampleRate == own.sampleRate,
                     "a rendering with a \(renderer.maxTailSeconds) s tail cannot stand for one with \(tailSeconds) s")
        let truncated = own.truncated(samples, phrase: phrase)
        return SoundFeatureExtractor.withPooled { $0.features(of: truncated) }
    }

    /// Targets whose features are cached (for tests).
    var cachedTargetCount: Int { cache.count }

    /// What a cached target is known by: a reloaded course with a changed target or phrase misses.
    private struct TargetKey: Hashable {
        let lesson: String
        let patch: Patch
        let phrase: Phrase
    }

    private struct ScoreKey: Hashable {
        let lesson: String
        let target: Patch
        let attempt: Patch
        let phrase: Phrase
    }

    /// A bounded memo, oldest dropped first: target features shared by every session, and similarities
    /// by attempt. A lock guards the dictionary; the computing (a render) runs outside it, so two
    /// sessions missing at once both compute, with identical results.
    private final class BoundedCache<Key: Hashable, Value>: @unchecked Sendable {
        private let lock = NSLock()
        private let capacity: Int
        private var entries: [Key: Value] = [:]
        private var order: [Key] = []

        init(capacity: Int) { self.capacity = capacity }

        var count: Int { lock.withLock { entries.count } }

        func value(for key: Key, compute: () -> Value) -> Value {
            if let hit = lock.withLock({ entries[key] }) { return hit }
            let value = compute()
            lock.withLock {
                guard entries[key] == nil else { return }
                if order.count >= capacity { entries[order.removeFirst()] = nil }
                entries[key] = value
                order.append(key)
            }
            return value
        }
    }
}
