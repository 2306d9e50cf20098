import SynthEngine

/// Mixes several comparators' scores by weight (a lesson's `{blend: {params: 0.3, sound: 0.7}}`).
public struct BlendComparator: PatchComparator {
    public struct Part: Sendable {
        public let comparator: any PatchComparator
        /// Relative weight, above 0.
        public let weight: Double

        public init(_ comparator: any PatchComparator, weight: Double) {
            self.comparator = comparator
            self.weight = weight
        }
    }

    public let parts: [Part]

    /// Parts with a weight of 0 or less are ignored.
    public init(_ parts: [Part]) { self.parts = parts.filter { $0.weight > 0 } }

    /// Weighted mean of the parts' scores. Feedback comes from the first part that gives any.
    public func score(attempt: Patch, target: Patch, lesson: Lesson) -> Comparison {
        guard !parts.isEmpty else { return Comparison(score: 100) }
        var shortfall = 0.0, total = 0.0
        var feedback: [ParameterFeedback] = []
        var similarity: Double?
        for part in parts {
            let c = part.comparator.score(attempt: attempt, target: target, lesson: lesson)
            // Summing the shortfall from 100 (not the scores) keeps a perfect blend at exactly 100.
            shortfall += part.weight * (100 - c.score)
            total += part.weight
            if feedback.isEmpty { feedback = c.feedback }
            similarity = similarity ?? c.soundSimilarity
        }
        return Comparison(score: 100 - shortfall / total, feedback: feedback, soundSimilarity: similarity)
    }
}
