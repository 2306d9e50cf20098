/// Which sound an A/B comparison streams: A is the lesson's target, B the student's own synth.
public enum ABSide: String, Sendable, Equatable, CaseIterable {
    case target
    case mine
}
