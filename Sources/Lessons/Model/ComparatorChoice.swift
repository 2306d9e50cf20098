import Foundation

/// Which comparator scores a lesson: one kind, or a weighted blend (`{blend: {params: 0.3, sound: 0.7}}`).
public struct ComparatorChoice: Sendable, Equatable, CustomStringConvertible {
    /// Positive weights; they need not sum to 1.
    public let weights: [ComparatorKind: Double]

    public init(weights: [ComparatorKind: Double]) { self.weights = weights }

    public static let params = ComparatorChoice(weights: [.params: 1])
    public static let sound = ComparatorChoice(weights: [.sound: 1])

    /// The kinds used, in a stable order.
    public var kinds: [ComparatorKind] { weights.keys.sorted() }

    public var description: String {
        if weights.count == 1, let k = weights.keys.first { return k.rawValue }
        return "blend(" + kinds.map { "\($0.rawValue): \(weights[$0]!.formatted())" }.joined(separator: ", ") + ")"
    }
}
