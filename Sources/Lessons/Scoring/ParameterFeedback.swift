import SynthEngine

/// Feedback on one control the lesson teaches, in beginner words.
public struct ParameterFeedback: Sendable, Equatable {
    public let param: Param
    public let verdict: Verdict
    /// "Filter cutoff: too dark, open it up".
    public let message: String
    /// So far off (several pass windows, each at least 1.5 JND) that the ear plainly hears it: the
    /// sound comparator's "equivalent" does not excuse it (`Comparison.soundsEquivalent`).
    public let plainlyOff: Bool

    public init(param: Param, verdict: Verdict, message: String, plainlyOff: Bool = false) {
        self.param = param
        self.verdict = verdict
        self.message = message
        self.plainlyOff = plainlyOff
    }

    /// The parameter id for the wire (`filter.cutoff`).
    public var id: String { param.spec.id }
    /// The control's display name for the wire (`Cutoff`).
    public var name: String { param.spec.name }
}
