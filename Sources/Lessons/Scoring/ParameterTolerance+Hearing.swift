import SynthEngine

/// A tolerance against hearing: how far it calls a setting "close" (the pass window), and the floor
/// the perception table puts under that window (`PerceptionTable.minimumWindow`: 1.5 JND).
extension ParameterTolerance {
    /// How far this tolerance still gives the verdict "close" (closeness ≥
    /// `ParameterComparator.closeVerdictThreshold`): the pass window for one control.
    public var closeEdge: Double { close + (1 - ParameterComparator.closeVerdictThreshold) * (wrong - close) }

    /// This tolerance with its close verdict reaching at least `edge`: unchanged when it already does,
    /// otherwise "close" moved out (and "wrong" too where it was nearer than `edge`) so it ends exactly there.
    public func widened(toCloseEdge edge: Double) -> ParameterTolerance {
        guard closeEdge < edge else { return self }
        let k = 1 - ParameterComparator.closeVerdictThreshold
        if edge < wrong { return ParameterTolerance(measure, close: (edge - k * wrong) / (1 - k), wrong: wrong) }
        return ParameterTolerance(measure, close: edge * (1 - 2 * k) / (1 - k), wrong: 2 * edge)
    }

    /// This tolerance for `p` with the target `target`, never narrower than hearing: a measured
    /// tolerance may make a window tighter than the standard one, but not tighter than 1.5 JND.
    public func atLeastHearing(_ p: Param, in target: Patch) -> ParameterTolerance {
        guard p.spec.scale != .choice else { return self }
        return widened(toCloseEdge: PerceptionTable.minimumWindow(p, in: target))
    }

    /// Whether this tolerance's pass window for `p` is narrower than hearing allows (a hair of
    /// rounding aside: calibration.yaml stores six digits).
    public func isNarrowerThanHearing(_ p: Param, in target: Patch) -> Bool {
        p.spec.scale != .choice && closeEdge < PerceptionTable.minimumWindow(p, in: target) * (1 - 1e-4)
    }
}
