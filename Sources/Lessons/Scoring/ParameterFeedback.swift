import SynthEngine

/// Feedback on one control the lesson teaches, in beginner words.
public struct ParameterFeedback: Sendable, Equatable {
    public let param: Param
    public let verdict: Verdict
    /// "Filter cutoff: too dark, open it up".
    public let message: String

    public init(param: Param, verdict: Verdict, message: String) {
        self.param = param
        self.verdict = verdict
        self.message = message
    }

    /// The parameter id for the wire (`filter.cutoff`).
    public var id: String { param.spec.id }
    /// The control's display name for the wire (`Cutoff`).
    public var name: String { param.spec.name }
}
