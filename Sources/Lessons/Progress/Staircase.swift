import Foundation

/// An adaptive listening test for one student and one control: the gap between the two sounds of a
/// quiz question shrinks after two right answers in a row and grows after a wrong one. This is
/// Levitt's transformed up-down method ("2-down 1-up", Levitt 1971, J. Acoust. Soc. Am. 49, 467-477):
/// it converges on the gap answered right 70.7% of the time, the usual definition of a threshold in
/// hearing research. Steps are multiplicative (the gap is a knob travel, heard on a log-like scale):
/// a factor 2 until the second reversal, then sqrt(2), as in adaptive staircases of the literature.
/// The threshold estimate is the geometric mean of the gaps at the last reversals (at most 6), or,
/// before there are 2, the current gap (an upper bound).
///
/// Gaps are knob travel (0...1 of the control's range on its own scale: octaves for cutoff and
/// times), as `QuizTemplate.gap` is. Codable: the store keeps it as JSON (`HearingStore`).
public struct Staircase: Sendable, Equatable, Codable {
    /// The gap the next question uses.
    public private(set) var gap: Double
    public let floor: Double
    public let ceiling: Double
    /// Right answers in a row at this gap (0 or 1: two move it down).
    public private(set) var rightInARow = 0
    /// -1 after a step down, +1 after a step up, 0 before the first step.
    public private(set) var lastStep = 0
    /// Gaps at which the direction turned, oldest first.
    public private(set) var reversals: [Double] = []
    public private(set) var trials = 0
    public private(set) var right = 0
    /// The estimate after each week's last answer: how the threshold changed over the weeks.
    public private(set) var history: [Point] = []

    public struct Point: Sendable, Equatable, Codable {
        /// Seconds since 1970 of the answer.
        public let at: Double
        public let estimate: Double
    }

    /// Reversals averaged for the estimate.
    public static let averaged = 6

    public init(start: Double, floor: Double = 0.002, ceiling: Double = 1) {
        self.floor = max(1e-6, min(floor, start))
        self.ceiling = max(start, ceiling)
        gap = min(max(start, self.floor), self.ceiling)
    }

    /// The smallest gap the student hears reliably (70.7% right), in knob travel.
    public var estimate: Double {
        guard reversals.count >= 2 else { return gap }
        let last = reversals.suffix(Self.averaged)
        return exp(last.map { log($0) }.reduce(0, +) / Double(last.count))
    }

    /// Has the staircase turned often enough for the estimate to mean something (4 reversals)?
    public var converged: Bool { reversals.count >= 4 }

    /// One answer at the current gap, at `date`.
    public mutating func record(correct: Bool, at date: Date) {
        trials += 1
        if correct { right += 1 }
        var step = 0
        if correct {
            rightInARow += 1
            if rightInARow == 2 { step = -1; rightInARow = 0 }
        } else {
            rightInARow = 0
            step = 1
        }
        if step != 0 {
            if lastStep != 0, step != lastStep { reversals.append(gap) }
            lastStep = step
            let factor = reversals.count < 2 ? 2.0 : 2.0.squareRoot()
            gap = min(ceiling, max(floor, step < 0 ? gap / factor : gap * factor))
        }
        let point = Point(at: date.timeIntervalSince1970, estimate: estimate)
        // One point per week: the latest answer's estimate stands for its week.
        if let last = history.last, Self.week(last.at) == Self.week(point.at) { history[history.count - 1] = point } else { history.append(point) }
        if history.count > 104 { history.removeFirst(history.count - 104) }
    }

    static func week(_ t: Double) -> Int { Int((t / (7 * 86_400)).rounded(.down)) }
}
