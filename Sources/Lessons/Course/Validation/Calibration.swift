import Foundation
import SynthEngine

/// How far each taught control of a challenge can move from the target before the sound comparator
/// hears a different sound: the measured basis for tolerances (`synth-trainer courses calibrate`).
///
/// For each numeric control, the target is rendered against copies with the control moved away in
/// its tolerance's own measure (octaves for times and frequencies, units otherwise), in both
/// directions; a bisection finds the distance at which the sound comparator's similarity falls
/// under the lesson's pass line. That is the control's just-noticeable distance in this lesson.
/// The parameter comparator calls a setting "close" (and lets it pass) up to `closeEdge`; where
/// that is further than the just-noticeable distance, an audible difference could pass.
public struct Calibration: Sendable {
    public struct Row: Sendable {
        public let lesson: String
        public let param: Param
        public let target: Double
        /// Just-noticeable distance down and up (nil: the range ends before the sound changes).
        public let down: Double?
        public let up: Double?
        /// How far the parameter comparator still says "close".
        public let closeEdge: Double
        /// "oct" or the control's unit.
        public let unit: String
        /// The tolerance the parameter table gives the control (before any measured one).
        public let standard: ParameterTolerance
        /// The narrowest pass window hearing allows here (1.5 JND, `PerceptionTable.minimumWindow`):
        /// a measured tolerance never ends its close verdict nearer than this.
        public var hearingFloor: Double = 0

        /// The nearer of the two measured distances.
        public var justNoticeable: Double? { [down, up].compactMap { $0 }.min() }
        /// A setting the ear tells apart would count as close (and could pass).
        public var letsAudiblePass: Bool { justNoticeable.map { closeEdge > $0 } ?? false }
    }

    /// How far a tolerance still gives the verdict "close" (closeness ≥ `closeVerdictThreshold`).
    public static func closeEdge(_ t: ParameterTolerance) -> Double { t.closeEdge }

    /// Share of the just-noticeable distance a measured tolerance lets count as close.
    public static let margin = 0.85

    /// The tolerance to write for `row` when its standard one calls an audible difference close:
    /// the same measure and "wrong" distance, with "close" shrunk so the close verdict ends at
    /// `margin` of the just-noticeable distance (or, where even that is too wide, "wrong" pulled in).
    public static func measured(_ row: Row) -> ParameterTolerance? {
        guard let jnd = row.justNoticeable, closeEdge(row.standard) > max(jnd * margin, row.hearingFloor) else { return nil }
        return tolerance(row, edge: max(jnd * margin, row.hearingFloor))
    }

    /// `row`'s standard tolerance with "close" (or, if need be, "wrong") moved so the close verdict ends at `edge`.
    static func tolerance(_ row: Row, edge: Double) -> ParameterTolerance {
        let k = 1 - ParameterComparator.closeVerdictThreshold
        let close = (edge - k * row.standard.wrong) / (1 - k)
        if close > 0 { return ParameterTolerance(row.standard.measure, close: close, wrong: row.standard.wrong) }
        return ParameterTolerance(row.standard.measure, close: 0, wrong: edge / k)
    }

    /// `t` with its close verdict ending at half the distance, and no zone of full marks: one step
    /// tighter when a measured tolerance still fails the check.
    public static func halved(_ t: ParameterTolerance) -> ParameterTolerance {
        ParameterTolerance(t.measure, close: 0, wrong: closeEdge(t) / 2 / (1 - ParameterComparator.closeVerdictThreshold))
    }

    /// `halved(t)` for `p` in `lesson`, but never below hearing.
    public static func halved(_ t: ParameterTolerance, _ p: Param, in lesson: Lesson) -> ParameterTolerance {
        halved(t).atLeastHearing(p, in: lesson.targetPatch)
    }

    /// `measured(row)`, checked the way the validator checks it: the sound at either end of the close
    /// verdict must still score the pass line. The comparator is not always monotonic near the target
    /// (an ending detected one analysis hop earlier, say), so where the check fails the edge is
    /// halved, up to six times.
    /// Never below hearing: where the sound comparator still hears a difference at 1.5 JND, the
    /// window stays there (the comparator is stricter than the ear; the validator warns).
    public func verifiedTolerance(_ row: Row, in lesson: Lesson) -> ParameterTolerance? {
        let floor = PerceptionTable.minimumWindow(row.param, in: lesson.targetPatch)
        // A standard tolerance narrower than hearing is stored widened to the floor.
        if Self.closeEdge(row.standard) < floor * (1 - 1e-4) { return row.standard.atLeastHearing(row.param, in: lesson.targetPatch) }
        var t: ParameterTolerance
        if let m = Self.measured(row) { t = m } else {
            if farEndSoundsSame(row.param, lesson, row.standard) { return nil }
            t = Self.tolerance(row, edge: max(Self.closeEdge(row.standard) / 2, floor))
        }
        while Self.closeEdge(t) > max(Self.knobResolution(row.param, t), floor * (1 + 1e-6)) {
            if farEndSoundsSame(row.param, lesson, t) { break }
            t = Self.tolerance(row, edge: max(Self.closeEdge(t) / 2, floor))
        }
        t = t.atLeastHearing(row.param, in: lesson.targetPatch)
        // As wide as the standard one: nothing to store.
        return Self.closeEdge(t) >= Self.closeEdge(row.standard) ? nil : t
    }

    /// The finest step a knob sets (1/256 of its travel) in `tolerance`'s measure. Closer than this the
    /// student cannot aim, so a sound that changes within it is the comparator's jump, not a tolerance
    /// to tighten (the validator warns about it instead).
    public static func knobResolution(_ p: Param, _ tolerance: ParameterTolerance) -> Double {
        switch tolerance.measure {
        case .linear: return (p.spec.max - p.spec.min) / 256
        case .octaves(let floor): return abs(log2((p.spec.max + floor) / max(p.spec.min + floor, 1e-9))) / 256
        }
    }

    /// Whether the sound at both ends of `tolerance`'s close verdict (where the range allows) still
    /// scores the lesson's pass line: the validator's check.
    public func farEndSoundsSame(_ p: Param, _ lesson: Lesson, _ tolerance: ParameterTolerance) -> Bool {
        let edge = Self.closeEdge(tolerance)
        return differs(p, lesson, tolerance, by: -edge) != true && differs(p, lesson, tolerance, by: edge) != true
    }

    /// Whether `lesson`'s target with `p` moved `distance` (signed, in `tolerance`'s measure) sounds
    /// different: the sound comparator scores it under the pass line. nil when that leaves the range.
    func differs(_ p: Param, _ lesson: Lesson, _ tolerance: ParameterTolerance, by distance: Double) -> Bool? {
        let v = tolerance.offset(lesson.targetPatch[p], by: distance)
        guard v >= p.spec.min - 1e-12, v <= p.spec.max + 1e-12 else { return nil }
        var attempt = lesson.targetPatch
        guard (try? attempt.set(p, min(p.spec.max, max(p.spec.min, v)))) != nil else { return nil }
        return sound.score(attempt: attempt, target: lesson.targetPatch, lesson: lesson).score < lesson.passThreshold
    }

    public let sound: SoundComparator
    public init(sound: SoundComparator = SoundComparator()) { self.sound = sound }

    /// Rows for every numeric taught control of `lesson` that is audible in its target.
    public func rows(for lesson: Lesson) -> [Row] {
        guard lesson.kind == .challenge else { return [] }
        return lesson.taught.compactMap { p -> Row? in
            guard p.spec.scale != .choice, ParameterRelevance.isAudible(p, in: lesson.targetPatch, phrase: lesson.phrase) else { return nil }
            // Measured over the standard tolerance's whole span; the edge is the one in force now.
            let standard = p.tolerance(in: lesson.targetPatch)
            let unit: String
            if case .octaves = standard.measure { unit = "oct" } else { unit = p.spec.unit }
            return Row(lesson: lesson.id, param: p, target: lesson.targetPatch[p],
                       down: noticeable(p, lesson, standard, direction: -1, limit: standard.wrong),
                       up: noticeable(p, lesson, standard, direction: 1, limit: standard.wrong),
                       closeEdge: Self.closeEdge(lesson.tolerance(for: p)), unit: unit,
                       standard: standard, hearingFloor: PerceptionTable.minimumWindow(p, in: lesson.targetPatch))
        }
    }

    /// The distance (bisected to 1/32 of `limit`) at which moving `p` makes the sound fall under the
    /// pass line; nil when the control's range ends first, or even `limit` away sounds the same.
    func noticeable(_ p: Param, _ lesson: Lesson, _ tolerance: ParameterTolerance, direction: Double, limit: Double) -> Double? {
        func differs(_ d: Double) -> Bool? { self.differs(p, lesson, tolerance, by: direction * d) }
        // The far end first: the range may stop short of it, or nothing may change that far out.
        var hi = limit
        while differs(hi) == nil {
            hi /= 2
            if hi < limit / 32 { return nil }
        }
        guard differs(hi) == true else { return nil }
        var lo = 0.0
        for _ in 0..<5 {
            let mid = (lo + hi) / 2
            if differs(mid) == true { hi = mid } else { lo = mid }
        }
        return hi
    }
}
