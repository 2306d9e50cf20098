import Foundation

/// Which comparator scores a lesson: one kind, a weighted blend (`{blend: {params: 0.3, sound: 0.7}}`),
/// or the best of several (`{best: [params, sound]}`).
public struct ComparatorChoice: Sendable, Equatable, CustomStringConvertible {
    /// How several comparators' scores combine.
    public enum Rule: String, Sendable, Equatable {
        /// Weighted mean of the scores.
        case blend
        /// The highest score: a patch passes when its knobs are close OR it sounds the same. This is
        /// how different settings that sound like the target can pass without loosening the knob check.
        case best
    }

    /// Positive weights; they need not sum to 1 (all 1 for `.best`).
    public let weights: [ComparatorKind: Double]
    public let rule: Rule

    public init(weights: [ComparatorKind: Double], rule: Rule = .blend) {
        self.weights = weights
        self.rule = rule
    }

    /// The best of the given comparators.
    public static func best(_ kinds: [ComparatorKind]) -> ComparatorChoice {
        ComparatorChoice(weights: Dictionary(uniqueKeysWithValues: kinds.map { ($0, 1) }), rule: .best)
    }

    public static let params = ComparatorChoice(weights: [.params: 1])
    public static let sound = ComparatorChoice(weights: [.sound: 1])

    /// The kinds used, in a stable order.
    public var kinds: [ComparatorKind] { weights.keys.sorted() }

    public var description: String {
        if weights.count == 1, let k = weights.keys.first { return k.rawValue }
        if rule == .best { return "best(" + kinds.map(\.rawValue).joined(separator: ", ") + ")" }
        return "blend(" + kinds.map { "\($0.rawValue): \(weights[$0]!.formatted())" }.joined(separator: ", ") + ")"
    }
}
