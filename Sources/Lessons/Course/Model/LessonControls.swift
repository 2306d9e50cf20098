import SynthEngine

/// Which synth controls a lesson shows. Anything not shown is hidden and keeps the start patch's value.
public struct LessonControls: Sendable, Equatable {
    /// Visible controls, in table order. Includes the locked ones.
    public let shown: [Param]
    /// Visible but fixed controls, in table order (a subset of `shown`).
    public let locked: [Param]

    public init(shown: some Sequence<Param>, locked: some Sequence<Param>) {
        let lockedSet = Set(locked)
        let shownSet = Set(shown).union(lockedSet)
        self.shown = Param.allCases.filter(shownSet.contains)
        self.locked = Param.allCases.filter(lockedSet.contains)
    }

    /// No controls at all (theory pages).
    public static let none = LessonControls(shown: [], locked: [])

    /// The controls the student may turn: shown and not locked. Only these are scored.
    public var taught: [Param] { shown.filter { !locked.contains($0) } }

    /// True if the student may change `param` during this lesson.
    public func isTaught(_ param: Param) -> Bool { shown.contains(param) && !locked.contains(param) }

    public var shownIDs: [String] { shown.map(\.spec.id) }
    public var lockedIDs: [String] { locked.map(\.spec.id) }
}
