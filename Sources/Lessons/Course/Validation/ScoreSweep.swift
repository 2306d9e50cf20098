import Foundation
import SynthEngine

/// Whether a challenge's judge agrees with the ear along each taught control: the control is stepped
/// away from the target in both directions, out to its range ends, with every other control at the
/// target, and each point is judged as a submit is (`LessonEngine.submit` and its pass rule).
///
/// Two things the ear never does are reported: a score that rises again as the control moves further
/// away (beyond `noise`), and a pass that comes back after the control has failed nearer the target
/// (the passing region must be one interval around the target). Either teaches the wrong setting:
/// the student who tries further away is rewarded for it.
///
/// Points are spaced on the knob's own travel (`ParameterSpec.normalized`: octaves for frequencies and
/// times), quadratically so they are dense near the target where the pass edge is, and stepped
/// controls visit each step once. A sweep renders one sound per point (the target is cached by the
/// sound comparator), so a challenge costs about `2 × pointsPerSide` renders per taught control.
public struct ScoreSweep: Sendable {
    /// Points per side of the target (fewer for a stepped control with fewer steps).
    public static let pointsPerSide = 12
    /// A rise of the score this small is noise in the sound features, not a second optimum.
    public static let noise = 1.0

    public let scorer: LessonScorer

    public init(scorer: LessonScorer) { self.scorer = scorer }

    /// One judged setting.
    public struct Point: Sendable, Equatable {
        public let value: Double
        /// Distance from the target as the parameter comparator measures it (`ParameterTolerance`,
        /// after its mirrors: a pulse width w is as far as 1 - w), signed by the side of the target the
        /// compared value lies on. Settings the comparator calls the same sound sit at the same place.
        public let travel: Double
        public let score: Double
        public let passed: Bool
    }

    /// What went wrong along one side of one control.
    public enum Violation: Sendable, Equatable {
        /// The score at `to` exceeds the lowest score nearer the target (`from`) by more than `noise`.
        case rises(from: Point, to: Point)
        /// `at` passes although `failed`, nearer the target, does not.
        case passesAgain(failed: Point, at: Point)
    }

    /// One control's sweep in one lesson.
    public struct Curve: Sendable {
        public let lesson: String
        public let param: Param
        public let target: Double
        /// Every judged point from the range's low end to its high end, the target included.
        public let points: [Point]

        public var violations: [Violation] {
            // Each side walked outwards in the comparator's own distance.
            let below = points.filter { $0.travel < 0 }.sorted { $0.travel > $1.travel }
            let above = points.filter { $0.travel > 0 }.sorted { $0.travel < $1.travel }
            return [below, above].flatMap { side -> [Violation] in
                var out: [Violation] = []
                // The lowest score so far, walking out from the target (which scores 100).
                var lowest: Point? = points.first { $0.value == target }
                var worstRise: (from: Point, to: Point)?
                var firstFail: Point?
                var passesAgain: Point?
                for point in side {
                    if let low = lowest, point.score > low.score + ScoreSweep.noise,
                       point.score - low.score > (worstRise.map { $0.to.score - $0.from.score } ?? 0) {
                        worstRise = (low, point)
                    }
                    if lowest == nil || point.score < lowest!.score { lowest = point }
                    if !point.passed, firstFail == nil { firstFail = point }
                    if point.passed, firstFail != nil, passesAgain == nil { passesAgain = point }
                }
                if let r = worstRise { out.append(.rises(from: r.from, to: r.to)) }
                if let f = firstFail, let a = passesAgain { out.append(.passesAgain(failed: f, at: a)) }
                return out
            }
        }

        /// One line per violation, for the validator and `courses sweep`.
        public var messages: [String] {
            violations.map { v in
                switch v {
                case let .rises(from, to):
                    return String(format: "%@: the score rises as the knob moves away from the target (%@): %@ at %@, then %@ at %@%@",
                                  param.spec.id, Self.value(param, target), Self.score(from.score), Self.value(param, from.value),
                                  Self.score(to.score), Self.value(param, to.value), to.passed ? " (passes)" : "")
                case let .passesAgain(failed, at):
                    return String(format: "%@: the passing settings are not one interval around the target (%@): %@ fails (%@), %@ further out passes (%@)",
                                  param.spec.id, Self.value(param, target), Self.value(param, failed.value), Self.score(failed.score),
                                  Self.value(param, at.value), Self.score(at.score))
                }
            }
        }

        /// The curve on one line: `value:score` per point, a `*` marking a pass.
        public var table: String {
            points.map { Self.value(param, $0.value) + ":" + Self.score($0.score) + ($0.passed ? "*" : "") }.joined(separator: " ")
        }

        static func value(_ p: Param, _ v: Double) -> String {
            switch p.spec.unit {
            case "%": String(format: "%.3g%%", 100 * v)
            case "": String(format: "%.4g", v)
            default: String(format: "%.4g ", v) + p.spec.unit
            }
        }
        static func score(_ s: Double) -> String { String(format: "%.1f", s) }
    }

    /// The controls a sweep visits: taught, not a switch, and audible in the target playing the phrase.
    public static func controls(of lesson: Lesson) -> [Param] {
        guard lesson.kind == .challenge else { return [] }
        return lesson.taught.filter {
            $0.spec.scale != .choice && ParameterRelevance.isAudible($0, in: lesson.targetPatch, phrase: lesson.phrase)
        }
    }

    /// The settings visited for `p`: up to `pointsPerSide` per side, spaced quadratically in knob travel
    /// from the target to the range end, snapped to the knob's steps, the target itself excluded.
    public static func settings(_ p: Param, target: Double, pointsPerSide n: Int = pointsPerSide) -> [Double] {
        let spec = p.spec
        let t0 = spec.normalized(target)
        var values: [Double] = []
        for end in [0.0, 1.0] where abs(end - t0) > 1e-9 {
            for i in 1...n {
                let f = Double(i) / Double(n)
                let v = spec.value(fromNormalized: t0 + (end - t0) * f * f)
                if abs(v - target) > 1e-9 * (spec.max - spec.min), !values.contains(v) { values.append(v) }
            }
        }
        return values.sorted()
    }

    /// Judges one setting of `p` as a submit would.
    public func point(_ p: Param, _ value: Double, in lesson: Lesson) -> Point {
        var engine = LessonEngine(lesson: lesson)
        engine.load((try? lesson.targetPatch.setting(p, to: value)) ?? lesson.targetPatch)
        let c = engine.submit(using: scorer)
        let target = lesson.targetPatch
        let compared = ParameterComparator.comparable(p, attempt: engine.current, target: target)
        let distance = lesson.tolerance(for: p).distance(compared, target[p])
        return Point(value: value, travel: compared == target[p] ? 0 : (compared > target[p] ? distance : -distance),
                     score: c.score, passed: engine.passed)
    }

    public func curve(_ p: Param, in lesson: Lesson, pointsPerSide n: Int = pointsPerSide) -> Curve {
        let target = lesson.targetPatch[p]
        let points = ([target] + Self.settings(p, target: target, pointsPerSide: n)).map { point(p, $0, in: lesson) }
        return Curve(lesson: lesson.id, param: p, target: target, points: points.sorted { $0.value < $1.value })
    }

    /// Every swept control of `lesson`.
    public func curves(for lesson: Lesson, pointsPerSide n: Int = pointsPerSide) -> [Curve] {
        Self.controls(of: lesson).map { curve($0, in: lesson, pointsPerSide: n) }
    }

    /// Curves for many lessons, the lessons shared among the cores (`concurrentPerform`); in order.
    public func curves(for lessons: [Lesson], pointsPerSide n: Int = pointsPerSide) -> [[Curve]] {
        let results = ConcurrentSlots<[Curve]>(count: lessons.count)
        DispatchQueue.concurrentPerform(iterations: lessons.count) { i in results.set(i, curves(for: lessons[i], pointsPerSide: n)) }
        return results.all
    }
}
