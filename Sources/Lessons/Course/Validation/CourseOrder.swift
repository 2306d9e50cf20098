import SynthEngine

/// The course teaches before it asks. Walking the lessons in course order:
///
/// - a control is introduced by a challenge of a concepts module that adds it alone (one new control a
///   lesson), and that lesson's page, or the theory page before it in the module, names it;
/// - practice and recipe modules and review challenges use only controls taught before them;
/// - every quiz asks about controls taught before it.
///
/// A control counts as a concept, not as a knob: osc 1 and osc 2 wave are one thing to learn (the
/// second oscillator's wave works like the first's), as are the three LFOs' rates. The mod envelope's
/// stages are their own concepts: it moves pitch and filter, where the amp envelope moves the level,
/// and hearing the one does not teach the other.
public enum CourseOrder {
    /// The concept a parameter belongs to: its id with the oscillator or LFO number taken out
    /// (`lfo3.rate` -> `lfo.rate`).
    public static func concept(_ p: Param) -> String {
        let id = p.spec.id
        guard let dot = id.firstIndex(of: ".") else { return id }
        let head = id[..<dot], tail = id[dot...]
        for family in ["osc", "lfo"] where head.hasPrefix(family) && head.dropFirst(family.count).allSatisfy(\.isNumber) {
            return family + tail
        }
        return id
    }

    /// The words a page must use to introduce `p`: its name without the oscillator or LFO number
    /// ("LFO 2 rate" -> ["rate"], "Mod env attack" -> ["mod", "env", "attack"]). Each must appear
    /// in the page ("env" is found in "envelope").
    public static func words(_ p: Param) -> [String] {
        var parts = p.spec.name.lowercased().split(separator: " ").map(String.init)
        if parts.count > 2, ["osc", "lfo"].contains(parts[0]), parts[1].allSatisfy(\.isNumber) { parts.removeFirst(2) }
        return parts
    }

    /// Every place where the course asks before it teaches, as (module, lesson, field, message).
    public static func problems(_ course: Course) -> [(module: CourseModule, lesson: Lesson, field: String, message: String)] {
        var taught: [String: String] = [:]   // concept -> the lesson that introduced it
        var out: [(CourseModule, Lesson, String, String)] = []
        for module in course.modules {
            var page = ""   // the module's latest theory page, lowercased
            for lesson in module.lessons {
                switch lesson.kind {
                case .theory:
                    page = lesson.theoryMarkdown.lowercased()
                case .quiz:
                    let missing = (lesson.quiz?.controls ?? []).filter { taught[concept($0)] == nil }
                    if !missing.isEmpty {
                        out.append((module, lesson, "quiz", "asks about \(names(missing)) before any lesson teaches it: move the quiz after the lesson that introduces it"))
                    }
                case .challenge:
                    var seen: Set<String> = []
                    let new = lesson.taught.filter { taught[concept($0)] == nil && seen.insert(concept($0)).inserted }
                    if !new.isEmpty, module.role != .concepts || lesson.isReview {
                        let what = lesson.isReview ? "a review" : "a \(module.role.rawValue) module"
                        out.append((module, lesson, "controls", "\(what) uses only controls taught before it, but \(names(new)) is new here: teach it in a concepts module first"))
                    } else if new.count > 1 {
                        out.append((module, lesson, "controls", "introduces \(new.count) new controls at once (\(names(new))): a lesson adds at most one; teach the others in lessons of their own before it"))
                    } else if let p = new.first {
                        let text = lesson.theoryMarkdown.lowercased() + "\n" + page
                        let absent = words(p).filter { !text.contains($0) }
                        if !absent.isEmpty {
                            out.append((module, lesson, "theory", "introduces \(p.spec.name) but neither its page nor the theory page before it says \(absent.map { "'\($0)'" }.joined(separator: ", ")): introduce the control where it is first used"))
                        }
                    }
                    for p in lesson.taught { taught[concept(p)] = taught[concept(p)] ?? lesson.id }
                }
            }
        }
        return out
    }

    private static func names(_ params: [Param]) -> String { params.map(\.spec.name).joined(separator: ", ") }
}
