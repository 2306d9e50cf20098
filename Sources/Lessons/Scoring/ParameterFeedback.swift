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
    /// How far a numeric control is from the target in pass windows (its tolerance's `closeEdge`,
    /// each at least 1.5 JND); 0 for a switch and for a setting that is right (or cannot be heard).
    public let windowsOff: Double
    /// Inside the lesson's pass window though more than `ParameterComparator.closeJNDs` from the
    /// target: the verdict says which way (a trained ear hears it), but the control does not stop a pass.
    public let inWindow: Bool

    public init(param: Param, verdict: Verdict, message: String, plainlyOff: Bool = false, windowsOff: Double = 0,
                inWindow: Bool = false) {
        self.param = param
        self.verdict = verdict
        self.message = message
        self.plainlyOff = plainlyOff
        self.windowsOff = windowsOff
        self.inWindow = inWindow
    }

    /// Off by enough to stop a pass (unless the sounds are equivalent): a direction or wrong verdict
    /// outside the pass window.
    public var blocksPass: Bool { verdict.isOff && !inWindow }

    /// The parameter id for the wire (`filter.cutoff`).
    public var id: String { param.spec.id }
    /// The control's display name for the wire (`Cutoff`).
    public var name: String { param.spec.name }
}
