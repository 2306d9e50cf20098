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

    /// A student's patch as a lesson with these controls sees it: `start` with only the taught
    /// controls taken from `patch`. Whatever a client did to hidden or locked controls cannot help or hurt.
    public func attempt(from patch: Patch, start: Patch) -> Patch {
        var out = start
        for p in taught {
            // Values inside a Patch are already valid, so this cannot throw.
            try? out.set(p, patch[p])
        }
        return out
    }

    public var shownIDs: [String] { shown.map(\.spec.id) }
    public var lockedIDs: [String] { locked.map(\.spec.id) }
}
