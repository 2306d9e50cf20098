/// How one control of an attempt compares with the target. Raw values are the wire spelling.
public enum Verdict: String, Sendable, Codable, CaseIterable {
    case close
    case tooHigh
    case tooLow
    /// A choice (wave, filter type, ...) that differs: there is no "higher" or "lower".
    case wrong
}
