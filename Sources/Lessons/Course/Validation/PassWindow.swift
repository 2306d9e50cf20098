import Foundation
import SynthEngine

/// One taught control's pass window beside its just-noticeable difference: what
/// `synth-trainer courses windows` prints, and what the validator's hearing check compares.
public struct PassWindow: Sendable {
    public let lesson: String
    public let param: Param
    public let target: Double
    /// How far the course's own tolerance (`calibration.yaml`, else the standard one) calls a setting "close".
    public let stored: Double
    /// How far the judge calls it "close": `stored`, widened to 1.5 JND where it was narrower.
    public let judged: Double
    /// The perception table's JND at the target, in the same measure.
    public let jnd: Double
    /// "oct" or the control's unit.
    public let unit: String

    /// The judged window in JNDs (1.5 at the hearing floor).
    public var inJNDs: Double { judged / jnd }

    /// Rows for every numeric control `lesson` teaches that is audible in its target, in table order.
    public static func rows(for lesson: Lesson) -> [PassWindow] {
        guard lesson.kind == .challenge else { return [] }
        return lesson.taught.compactMap { p in
            guard p.spec.scale != .choice, ParameterRelevance.isAudible(p, in: lesson.targetPatch, phrase: lesson.phrase) else { return nil }
            let stored = lesson.storedTolerance(for: p)
            let unit: String
            if case .octaves = stored.measure { unit = "oct" } else { unit = p.spec.unit }
            return PassWindow(lesson: lesson.id, param: p, target: lesson.targetPatch[p], stored: stored.closeEdge,
                              judged: lesson.tolerance(for: p).closeEdge, jnd: PerceptionTable.jnd(p, in: lesson.targetPatch), unit: unit)
        }
    }

    /// The table for `lessons`, one line per row, with a header.
    public static func table(_ lessons: [Lesson]) -> String {
        var out = "lesson               control            target     stored     judged        JND  window/JND  unit\n"
        for row in lessons.flatMap(rows(for:)) {
            out += row.lesson.padding(toLength: 20, withPad: " ", startingAt: 0) + " "
                + row.param.spec.id.padding(toLength: 18, withPad: " ", startingAt: 0)
                + String(format: " %8.4g %10.4g %10.4g %10.4g %11.2f  %@\n", row.target, row.stored, row.judged, row.jnd, row.inJNDs, row.unit)
        }
        return out
    }
}
