/// A comparator's answer: a score and, when it can tell, what to change.
public struct Comparison: Sendable, Equatable {
    /// 0...100; exactly 100 when the attempt cannot be told apart from the target.
    public var score: Double
    /// One entry per taught control, in table order; empty when the comparator has no per-knob view.
    public var feedback: [ParameterFeedback]

    public init(score: Double, feedback: [ParameterFeedback] = []) {
        self.score = min(100, max(0, score))
        self.feedback = feedback
    }
}
