/// How one control of an attempt compares with the target. Raw values are the wire spelling.
public enum Verdict: String, Sendable, Codable, CaseIterable {
    /// The same setting (or one that sounds identical: the same wave, the same transposition, or a
    /// control the target cannot be heard through). Never called "close".
    case right
    /// Within the control's just-noticeable range: leave it.
    case close
    case tooHigh
    case tooLow
    /// A choice (wave, filter type, ...) that differs: there is no "higher" or "lower".
    case wrong

    /// The ear can tell this control from the target's: it must change (or the sounds must be shown
    /// to be equivalent) before the attempt can pass.
    public var isOff: Bool {
        switch self {
        case .right, .close: false
        case .tooHigh, .tooLow, .wrong: true
        }
    }
}
