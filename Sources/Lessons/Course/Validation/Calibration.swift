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

        /// The nearer of the two measured distances.
        public var justNoticeable: Double? { [down, up].compactMap { $0 }.min() }
        /// A setting the ear tells apart would count as close (and could pass).
        public var letsAudiblePass: Bool { justNoticeable.map { closeEdge > $0 * 1.05 } ?? false }
    }

    public let sound: SoundComparator
    public init(sound: SoundComparator = SoundComparator()) { self.sound = sound }

    /// Rows for every numeric taught control of `lesson` that is audible in its target.
    public func rows(for lesson: Lesson) -> [Row] {
        guard lesson.kind == .challenge else { return [] }
        return lesson.taught.compactMap { p -> Row? in
            guard p.spec.scale != .choice, ParameterRelevance.isAudible(p, in: lesson.targetPatch, phrase: lesson.phrase) else { return nil }
            let tolerance = p.tolerance(in: lesson.targetPatch)
            let edge = tolerance.close + (1 - ParameterComparator.closeVerdictThreshold) * (tolerance.wrong - tolerance.close)
            let unit: String
            if case .octaves = tolerance.measure { unit = "oct" } else { unit = p.spec.unit }
            return Row(lesson: lesson.id, param: p, target: lesson.targetPatch[p],
                       down: noticeable(p, lesson, tolerance, direction: -1, limit: tolerance.wrong),
                       up: noticeable(p, lesson, tolerance, direction: 1, limit: tolerance.wrong),
                       closeEdge: edge, unit: unit)
        }
    }

    /// The distance (bisected to 1/32 of `limit`) at which moving `p` makes the sound fall under the
    /// pass line; nil when the control's range ends first, or even `limit` away sounds the same.
    func noticeable(_ p: Param, _ lesson: Lesson, _ tolerance: ParameterTolerance, direction: Double, limit: Double) -> Double? {
        let target = lesson.targetPatch[p]
        func moved(_ d: Double) -> Patch? {
            let v: Double
            switch tolerance.measure {
            case .linear: v = target + direction * d
            case .octaves(let floor): v = (target + floor) * pow(2, direction * d) - floor
            }
            guard v >= p.spec.min - 1e-12, v <= p.spec.max + 1e-12 else { return nil }
            var patch = lesson.targetPatch
            guard (try? patch.set(p, min(p.spec.max, max(p.spec.min, v)))) != nil else { return nil }
            return patch
        }
        func differs(_ d: Double) -> Bool? {
            guard let patch = moved(d) else { return nil }
            return sound.score(attempt: patch, target: lesson.targetPatch, lesson: lesson).score < lesson.passThreshold
        }
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
