import SynthEngine

/// The highest of several comparators' scores (a lesson's `{best: [params, sound]}`).
///
/// The parameter comparator alone fails a student who found another way to the same sound; the sound
/// comparator alone can be fooled by short events that matter to the ear (a 100 ms glide). Taking the
/// best lets either kind of match pass, and the course validator still requires the start to fail.
public struct BestOfComparator: PatchComparator {
    public let comparators: [any PatchComparator]

    public init(_ comparators: [any PatchComparator]) { self.comparators = comparators }

    /// The best score; feedback comes from the first comparator that gives any (the knob view).
    public func score(attempt: Patch, target: Patch, lesson: Lesson) -> Comparison {
        var best: Comparison?
        var feedback: [ParameterFeedback] = []
        var similarity: Double?
        for c in comparators {
            let r = c.score(attempt: attempt, target: target, lesson: lesson)
            if feedback.isEmpty { feedback = r.feedback }
            similarity = similarity ?? r.soundSimilarity
            if best == nil || r.score > best!.score { best = r }
        }
        return Comparison(score: best?.score ?? 100, feedback: feedback, soundSimilarity: similarity)
    }
}
