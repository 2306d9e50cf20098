import Foundation
import SynthEngine

/// `calibration.yaml` next to `course.yaml`: measured tolerances for the lessons whose standard ones
/// would call an audible difference "close" (see `Calibration`). Written by
/// `synth-trainer courses calibrate --write`, read with the course; optional.
///
///     lessons:
///       env-punchy:
///         amp.sustain: {close: 0, wrong: 0.074}
///
/// Distances are in the control's own measure (octaves for times and frequencies, units otherwise).
public enum CalibrationFile {
    public static let fileName = "calibration.yaml"

    /// The lessons with their measured tolerances applied, and any problems with the file.
    static func apply(directory: URL, to modules: [CourseModule]) -> ([CourseModule], [CourseIssue]) {
        let url = directory.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return (modules, []) }
        var issues: [CourseIssue] = []
        let reader = YAMLReader(file: fileName)
        guard let text = CourseLoader.readText(url, file: fileName, issues: &issues), let root = reader.parse(text),
              let map = reader.map(root, "", allowed: ["lessons"], required: ["lessons"]),
              let node = map["lessons"], let entries = reader.pairs(node, "lessons") else {
            return (modules, issues + reader.issues)
        }
        let lessons = Dictionary(modules.flatMap(\.lessons).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var measured: [String: [Param: ParameterTolerance]] = [:]
        for (lessonID, keyNode, value) in entries {
            let path = "lessons.\(lessonID)"
            guard let lesson = lessons[lessonID] else {
                reader.fail(keyNode, path, "no lesson '\(lessonID)' in the course: run `synth-trainer courses calibrate --write` again")
                continue
            }
            guard let controls = reader.pairs(value, path) else { continue }
            for (id, idNode, spec) in controls {
                guard let p = ParameterTable.byID[id], lesson.controls.isTaught(p), p.spec.scale != .choice else {
                    reader.fail(idNode, "\(path).\(id)", "'\(id)' is not a numeric control this lesson teaches")
                    continue
                }
                guard let m = reader.map(spec, "\(path).\(id)", allowed: ["close", "wrong"], required: ["close", "wrong"]),
                      let close = m["close"].flatMap({ reader.number($0, m.path("close")) }),
                      let wrong = m["wrong"].flatMap({ reader.number($0, m.path("wrong")) }) else { continue }
                guard close >= 0, wrong > close else {
                    reader.fail(spec, "\(path).\(id)", "needs 0 <= close < wrong")
                    continue
                }
                measured[lessonID, default: [:]][p] = ParameterTolerance(p.tolerance(in: lesson.targetPatch).measure, close: close, wrong: wrong)
            }
        }
        let applied = modules.map { module in
            CourseModule(id: module.id, title: module.title, summary: module.summary, file: module.file,
                         lessons: module.lessons.map { lesson in
                             var l = lesson
                             l.tolerances = measured[lesson.id] ?? [:]
                             return l
                         }, role: module.role)
        }
        return (applied, issues + reader.issues)
    }

    /// The file's text for `tolerances` (lesson id to control to tolerance), in course order.
    public static func text(_ tolerances: [(lesson: String, controls: [(Param, ParameterTolerance)])]) -> String {
        var out = """
            # Measured tolerances: where a control's standard tolerance would call an audible difference
            # "close", the sound comparator's just-noticeable distance for that lesson sets it instead.
            # Written by `synth-trainer courses calibrate --write`; distances in the control's own measure
            # (octaves for times and frequencies, units otherwise). Do not edit by hand: re-run the command.
            lessons:

            """
        for (lesson, controls) in tolerances where !controls.isEmpty {
            out += "  \(lesson):\n"
            for (p, t) in controls {
                out += "    \(p.spec.id): {close: \(Self.number(t.close)), wrong: \(Self.number(t.wrong))}\n"
            }
        }
        return out
    }

    static func number(_ v: Double) -> String { String(format: "%.6g", v) }
}
