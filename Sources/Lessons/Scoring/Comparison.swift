/// A comparator's answer: a score and, when it can tell, what to change.
public struct Comparison: Sendable, Equatable {
    /// 0...100; exactly 100 when the attempt cannot be told apart from the target.
    public var score: Double
    /// One entry per taught control, in table order; empty when the comparator has no per-knob view.
    public var feedback: [ParameterFeedback]
    /// The sound comparator's similarity: set by the sound comparator (and carried by the comparators
    /// that combine it), or measured by `LessonScorer` when a control is off, so a setting that
    /// differs but cannot be heard is judged by the ear, not by the knob.
    public var soundSimilarity: Double?

    public init(score: Double, feedback: [ParameterFeedback] = [], soundSimilarity: Double? = nil) {
        self.score = min(100, max(0, score))
        self.feedback = feedback
        self.soundSimilarity = soundSimilarity
    }

    /// Controls the ear can tell from the target's.
    public var offControls: [ParameterFeedback] { feedback.filter(\.blocksPass) }

    /// The two sounds are indistinguishable to the sound comparator although a knob differs, and no
    /// knob is so far off that the ear plainly hears it (the features can miss what hearing does not).
    public var soundsEquivalent: Bool {
        (soundSimilarity ?? 0) >= SoundComparator.equivalentSimilarity && !feedback.contains(where: \.plainlyOff)
    }
}
