import Foundation
import SynthEngine
import Yams

/// Reads a courses folder into a `Course`.
///
/// Layout (see Courses/README.md): `course.yaml` lists the modules in order; each module is a folder
/// `<module-id>/` holding `module.yaml` and its Markdown theory pages.
///
/// Never throws and never traps on bad input: a lesson with any error is left out, a module whose file
/// cannot be read is left out, and every problem comes back as a `CourseIssue` naming file, field and line.
public enum CourseLoader {
    public static let courseFileName = "course.yaml"
    public static let moduleFileName = "module.yaml"

    /// Values inherited course → module → lesson.
    struct Defaults {
        var passThreshold: Double = 80
        var phrase: Phrase = .default
        var comparator: ComparatorChoice = .params
        /// nil: the lesson kind decides (see `Lesson.allowsTeacherPatch`).
        var teacherPatch: Bool?
    }

    /// Loads and checks the syntax and values of every file. Semantic checks that need scoring
    /// (start must fail, target must pass) live in `CourseValidator`.
    public static func load(directory: URL) -> CourseLoadResult {
        var issues: [CourseIssue] = []
        let courseReader = YAMLReader(file: courseFileName)
        let empty = Course(title: "", modules: [])

        guard let text = readText(directory.appendingPathComponent(courseFileName), file: courseFileName, issues: &issues),
              let root = courseReader.parse(text),
              let map = courseReader.map(root, "", allowed: ["title", "defaults", "phrases", "modules"],
                                         required: ["title", "modules"]) else {
            return CourseLoadResult(course: empty, issues: issues + courseReader.issues)
        }
        let title = map["title"].flatMap { courseReader.string($0, "title") } ?? ""
        var phrases: [String: Phrase] = [:]
        if let node = map["phrases"], let pairs = courseReader.pairs(node, "phrases") {
            for (name, _, value) in pairs {
                if let phrase = parsePhrase(value, "phrases.\(name)", reader: courseReader, named: [:]) {
                    phrases[name] = phrase
                }
            }
        }
        var defaults = Defaults()
        if let node = map["defaults"] {
            defaults = parseDefaults(node, "defaults", reader: courseReader, inherited: defaults, phrases: phrases)
        }
        let moduleIDs = map["modules"].flatMap { courseReader.strings($0, "modules") } ?? []
        issues += courseReader.issues

        var modules: [CourseModule] = []
        var loadedLessons: [String: Lesson] = [:]
        var seenModules: Set<String> = []
        for (i, moduleID) in moduleIDs.enumerated() {
            guard seenModules.insert(moduleID).inserted else {
                issues.append(CourseIssue(file: courseFileName, field: "modules[\(i)]", message: "module '\(moduleID)' is listed twice"))
                continue
            }
            guard isSafeID(moduleID) else {
                issues.append(CourseIssue(file: courseFileName, field: "modules[\(i)]",
                                          message: "'\(moduleID)' is not a valid module id (use lowercase letters, digits and '-')"))
                continue
            }
            let (module, moduleIssues) = loadModule(id: moduleID, directory: directory, defaults: defaults,
                                                    phrases: phrases, loaded: &loadedLessons)
            issues += moduleIssues
            if let module { modules.append(module) }
        }
        let (calibrated, calibrationIssues) = CalibrationFile.apply(directory: directory, to: modules)
        return CourseLoadResult(course: Course(title: title, modules: calibrated), issues: issues + calibrationIssues)
    }

    // MARK: - Modules

    private static func loadModule(id: String, directory: URL, defaults: Defaults, phrases: [String: Phrase],
                                   loaded: inout [String: Lesson]) -> (CourseModule?, [CourseIssue]) {
        let file = "\(id)/\(moduleFileName)"
        let folder = directory.appendingPathComponent(id, isDirectory: true)
        var issues: [CourseIssue] = []
        let reader = YAMLReader(file: file)
        guard let text = readText(folder.appendingPathComponent(moduleFileName), file: file, issues: &issues),
              let root = reader.parse(text),
              let map = reader.map(root, "", allowed: ["id", "title", "summary", "role", "defaults", "lessons"],
                                   required: ["title", "lessons"]) else {
            return (nil, issues + reader.issues)
        }
        if let node = map["id"], let stated = reader.string(node, "id"), stated != id {
            reader.fail(node, "id", "is '\(stated)' but the folder (and course.yaml) say '\(id)'")
        }
        let title = map["title"].flatMap { reader.string($0, "title") } ?? id
        let summary = map["summary"].flatMap { reader.string($0, "summary") } ?? ""
        var role = CourseModule.Role.concepts
        if let node = map["role"], let word = reader.string(node, "role") {
            if let r = CourseModule.Role(rawValue: word) { role = r } else {
                reader.fail(node, "role", "'\(word)' is not a module role; use concepts, practice or recipe")
            }
        }
        var moduleDefaults = defaults
        if let node = map["defaults"] {
            moduleDefaults = parseDefaults(node, "defaults", reader: reader, inherited: defaults, phrases: phrases)
        }
        var lessons: [Lesson] = []
        if let node = map["lessons"], let items = reader.list(node, "lessons") {
            if items.isEmpty { reader.fail(node, "lessons", "a module needs at least one lesson") }
            for (i, item) in items.enumerated() {
                let context = LessonContext(moduleID: id, folder: folder, courseRoot: directory, defaults: moduleDefaults,
                                            phrases: phrases, loaded: loaded)
                if let lesson = parseLesson(item, "lessons[\(i)]", reader: reader, context: context) {
                    if loaded[lesson.id] != nil {
                        reader.fail(item, "lessons[\(i)].id", "'\(lesson.id)' is already used by another lesson")
                        continue
                    }
                    loaded[lesson.id] = lesson
                    lessons.append(lesson)
                }
            }
        }
        issues += reader.issues
        let module = CourseModule(id: id, title: title, summary: summary, file: file, lessons: lessons, role: role)
        return (lessons.isEmpty ? nil : module, issues)
    }

    // MARK: - Lessons

    struct LessonContext {
        let moduleID: String
        let folder: URL
        let courseRoot: URL
        let defaults: Defaults
        let phrases: [String: Phrase]
        /// Lessons loaded so far, in course order (for `startFrom`).
        let loaded: [String: Lesson]
    }

    static let lessonFields = ["id", "title", "kind", "theory", "controls", "startFrom", "start", "targetFrom", "target", "review", "phrase",
                               "passThreshold", "hints", "comparator", "weights", "teacherPatch", "showTarget", "examples", "quiz"]

    /// One lesson, or nil if anything in it is wrong (the reader holds the reasons).
    private static func parseLesson(_ node: Node, _ path: String, reader: YAMLReader, context: LessonContext) -> Lesson? {
        let errorsBefore = reader.errorCount
        guard let map = reader.map(node, path, allowed: lessonFields, required: ["id", "title", "kind"]) else {
            return nil
        }
        let id = map["id"].flatMap { reader.string($0, map.path("id")) } ?? ""
        if !id.isEmpty, !isSafeID(id) {
            reader.fail(map["id"], map.path("id"), "'\(id)' is not a valid lesson id (use lowercase letters, digits and '-')")
        }
        if LessonRenames.retired.contains(id) {
            // Stored rows were renamed away from it (`LessonRenames`): a lesson taking it again would start empty.
            reader.fail(map["id"], map.path("id"), "'\(id)' is a retired lesson id (its stored progress moved to another lesson); choose another")
        }
        let title = map["title"].flatMap { reader.string($0, map.path("title")) } ?? ""
        var kind = LessonKind.challenge
        if let n = map["kind"], let word = reader.string(n, map.path("kind")) {
            if let k = LessonKind(rawValue: word) { kind = k } else {
                reader.fail(n, map.path("kind"), "'\(word)' is not a lesson kind; use theory, challenge or quiz")
            }
        }
        // A quiz may open with a short page; every other lesson is a page first.
        if kind != .quiz, !map.has("theory") {
            reader.fail(map.node, map.path("theory"), "is required (the Markdown page next to module.yaml)")
        }

        // Theory page: Markdown next to module.yaml, rendered once here and checked to be safe as
        // innerHTML (`TheoryPage`): its problems are reported against the page's own lines.
        var theoryFile = "", markdown = "", html = ""
        var markers: [TheoryPage.ExampleMarker] = []
        if let n = map["theory"], let name = reader.string(n, map.path("theory")) {
            let url = context.folder.appendingPathComponent(name)
            theoryFile = "\(context.moduleID)/\(name)"
            if name.contains("..") || name.hasPrefix("/") {
                reader.fail(n, map.path("theory"), "must be a file name inside the module folder")
            } else if let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) {
                markdown = text
                if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    reader.fail(n, map.path("theory"), "the page \(theoryFile) is empty")
                }
                let page = TheoryPage(markdown: text)
                html = page.html
                markers = page.examples
                for problem in page.problems {
                    reader.report(CourseIssue(file: theoryFile, field: map.path("theory"), line: problem.line,
                                              message: problem.message))
                }
            } else {
                reader.fail(n, map.path("theory"), "cannot read the page \(theoryFile)")
            }
        }

        let phrase = map["phrase"].flatMap { parsePhrase($0, map.path("phrase"), reader: reader, named: context.phrases) }
            ?? context.defaults.phrase
        let threshold = map["passThreshold"].flatMap { reader.number($0, map.path("passThreshold"), in: 1...100) }
            ?? context.defaults.passThreshold
        let comparator = map["comparator"].flatMap { parseComparator($0, map.path("comparator"), reader: reader) }
            ?? context.defaults.comparator
        let hints = map["hints"].flatMap { reader.strings($0, map.path("hints")) } ?? []
        let teacherPatch = map["teacherPatch"].flatMap { reader.bool($0, map.path("teacherPatch")) } ?? context.defaults.teacherPatch
        let showTarget = map["showTarget"].flatMap { reader.bool($0, map.path("showTarget")) } ?? false

        var start = Patch()
        var target = Patch()
        var controls = LessonControls.none
        var weights: [Param: Double] = [:]
        var quiz: QuizTemplate?
        if kind != .quiz, map.has("quiz") {
            reader.fail(map["quiz"], map.path("quiz"), "only a quiz lesson (kind: quiz) has a quiz")
        }
        switch kind {
        case .quiz:
            for field in ["controls", "startFrom", "start", "targetFrom", "target", "review", "hints", "weights", "examples", "comparator", "showTarget"] where map.has(field) {
                reader.fail(map[field], map.path(field), "a quiz has no \(field): its sounds come from 'quiz' (see Courses/README.md, Listening quizzes)")
            }
            if let n = map["quiz"] {
                quiz = parseQuiz(n, map.path("quiz"), reader: reader, phrase: phrase)
            } else {
                reader.fail(map.node, map.path("quiz"), "a quiz needs 'quiz': {ask: whichIs|identify|direction|most|whichChanged, ...}")
            }
        case .theory:
            for field in ["controls", "startFrom", "start", "targetFrom", "target", "review", "hints", "weights"] where map.has(field) {
                reader.fail(map[field], map.path(field), "a theory lesson has no \(field); make it a challenge or remove the field")
            }
        case .challenge:
            if let n = map["startFrom"], let from = reader.string(n, map.path("startFrom")) {
                if let earlier = context.loaded[from] {
                    start = earlier.targetPatch
                } else {
                    reader.fail(n, map.path("startFrom"), "no earlier lesson '\(from)' (it must come before this one in the course)")
                }
            }
            if let n = map["start"] { start = parsePatch(n, map.path("start"), over: start, reader: reader) }
            target = start
            // A rebuild takes its target whole from an earlier lesson (the recipe's last step), so the
            // two cannot drift apart; `target` may still change things on top of it.
            if let n = map["targetFrom"] { target = earlierTarget(n, map.path("targetFrom"), reader: reader, context: context) ?? start }
            if let n = map["target"] {
                target = parsePatch(n, map.path("target"), over: target, reader: reader)
            } else if !map.has("targetFrom") {
                reader.fail(map.node, map.path("target"), "a challenge needs a target (the settings that differ from the start)")
            }
            if let n = map["controls"] {
                controls = parseControls(n, map.path("controls"), reader: reader)
            } else {
                reader.fail(map.node, map.path("controls"), "a challenge must show at least one control")
            }
            if hints.isEmpty { reader.fail(map.node, map.path("hints"), "a challenge needs at least one hint") }
            if let n = map["weights"], let pairs = reader.pairs(n, map.path("weights")) {
                for (selector, keyNode, value) in pairs {
                    guard let params = ControlSelector.resolve(selector) else {
                        reader.fail(keyNode, map.path("weights") + ".\(selector)", unknownControlMessage(selector))
                        continue
                    }
                    if let w = reader.number(value, map.path("weights") + ".\(selector)", in: 0...100) {
                        for p in params { weights[p] = w }
                    }
                }
            }
        }
        let examples = parseExamples(map["examples"], map.path("examples"), over: start, markers: markers, theoryFile: theoryFile,
                                     reader: reader, context: context, phrase: phrase)
        let review = map["review"].flatMap { reader.bool($0, map.path("review")) } ?? false
        guard reader.errorCount == errorsBefore else { return nil }
        var lesson = Lesson(id: id, title: title, moduleID: context.moduleID, kind: kind, theoryFile: theoryFile,
                      theoryMarkdown: markdown, theoryHTML: html, controls: controls, startPatch: start,
                      targetPatch: target, phrase: phrase, passThreshold: threshold, hints: hints,
                      comparator: comparator, weights: weights, allowsTeacherPatch: teacherPatch ?? (kind == .theory),
                      showsTarget: showTarget, sourceField: path, sourceLine: node.mark?.line)
        lesson.examples = examples
        lesson.quiz = quiz
        lesson.isReview = review
        return lesson
    }

    static let exampleFields = ["label", "patch", "phrase", "control"]

    /// `examples:` (a map of id to `{label, patch, phrase, control}`), checked against the page's
    /// `[[example: id]]` markers: every marker names an example and every example is placed once.
    private static func parseExamples(_ node: Node?, _ path: String, over start: Patch, markers: [TheoryPage.ExampleMarker],
                                      theoryFile: String, reader: YAMLReader, context: LessonContext, phrase: Phrase) -> [LessonExample] {
        var byID: [String: LessonExample] = [:]
        var order: [String] = []
        if let node, let pairs = reader.pairs(node, path) {
            for (id, keyNode, value) in pairs {
                let field = "\(path).\(id)"
                guard isSafeID(id) else {
                    reader.fail(keyNode, field, "'\(id)' is not a valid example id (use lowercase letters, digits and '-')")
                    continue
                }
                guard let map = reader.map(value, field, allowed: exampleFields, required: ["label"]) else { continue }
                let label = map["label"].flatMap { reader.string($0, map.path("label")) } ?? id
                let patch = map["patch"].map { parsePatch($0, map.path("patch"), over: start, reader: reader) } ?? start
                let notes = map["phrase"].flatMap { parsePhrase($0, map.path("phrase"), reader: reader, named: context.phrases) } ?? phrase
                var control: Param?
                if let n = map["control"], let word = reader.string(n, map.path("control")) {
                    if let p = ParameterTable.byID[word], p.spec.scale != .choice {
                        control = p
                    } else {
                        reader.fail(n, map.path("control"), ParameterTable.byID[word] == nil ? unknownControlMessage(word)
                                    : "'\(word)' is a choice: a live control must be a knob (a continuous parameter)")
                    }
                }
                byID[id] = LessonExample(id: id, label: label, patch: patch, phrase: notes, control: control)
                order.append(id)
            }
        }
        var placed = Set<String>()
        for m in markers {
            if byID[m.id] == nil {
                reader.report(CourseIssue(file: theoryFile, field: path, line: m.line,
                                          message: "the page plays example '\(m.id)', which the lesson's examples do not define"))
            } else if !placed.insert(m.id).inserted {
                reader.report(CourseIssue(file: theoryFile, field: path, line: m.line, message: "example '\(m.id)' is placed twice"))
            }
        }
        for id in order where !placed.contains(id) {
            reader.fail(node, "\(path).\(id)", "example '\(id)' is not placed on the page: add a line [[example: \(id)]] to \(theoryFile)")
        }
        return markers.compactMap { byID[$0.id] }.reduce(into: [LessonExample]()) { out, e in
            if !out.contains(where: { $0.id == e.id }) { out.append(e) }
        }
    }

    private static func parseControls(_ node: Node, _ path: String, reader: YAMLReader) -> LessonControls {
        guard let map = reader.map(node, path, allowed: ["show", "lock"], required: ["show"]) else { return .none }
        func selectors(_ key: String) -> [Param] {
            guard let n = map[key], let words = reader.strings(n, map.path(key)) else { return [] }
            var out: [Param] = []
            for (i, word) in words.enumerated() {
                if let ps = ControlSelector.resolve(word) { out += ps } else {
                    reader.fail(n, "\(map.path(key))[\(i)]", unknownControlMessage(word))
                }
            }
            return out
        }
        let controls = LessonControls(shown: selectors("show"), locked: selectors("lock"))
        if controls.taught.isEmpty {
            reader.fail(node, path, "no control is left for the student to turn (everything shown is locked)")
        }
        return controls
    }

    static func unknownControlMessage(_ word: String) -> String {
        let guess = YAMLReader.closest(word, in: ControlSelector.vocabulary).map { " (did you mean '\($0)'?)" } ?? ""
        return "unknown control '\(word)'\(guess); use a parameter id from `synth-trainer params`, a tab (wave, envelope, filter, lfo, voice, effects) or a prefix like osc1.*"
    }

    /// A flat `id: value` mapping applied on top of `base`. Choice values are option names.
    static func parsePatch(_ node: Node, _ path: String, over base: Patch, reader: YAMLReader) -> Patch {
        var patch = base
        guard let pairs = reader.pairs(node, path) else { return patch }
        for (id, keyNode, value) in pairs {
            let field = "\(path).\(id)"
            guard let param = ParameterTable.byID[id] else {
                let guess = YAMLReader.closest(id, in: ParameterTable.specs.map(\.id)).map { " (did you mean '\($0)'?)" } ?? ""
                reader.fail(keyNode, field, "unknown parameter '\(id)'\(guess)")
                continue
            }
            let spec = param.spec
            guard case .scalar(let scalar) = value else {
                reader.fail(value, field, "expected a single value, found \(YAMLReader.kindName(value))")
                continue
            }
            let raw = scalar.string.trimmingCharacters(in: .whitespaces)
            do {
                if spec.scale == .choice {
                    // YAML 1.1 reads on/off/yes/no as booleans; for an off/on switch take them at their word.
                    var word = raw
                    if spec.options == ["off", "on"] {
                        if ["true", "yes"].contains(raw.lowercased()) { word = "on" }
                        if ["false", "no"].contains(raw.lowercased()) { word = "off" }
                    }
                    try patch.set(param, spec.validate(PatchValue.text(word)))
                } else {
                    guard let d = Double(raw) else {
                        reader.fail(value, field, "expected a number in \(spec.min.formatted())...\(spec.max.formatted()) \(spec.unit), found '\(raw)'")
                        continue
                    }
                    // The table snaps stepped values; in a hand-written file an off-grid value is a mistake.
                    if spec.quantized(d) != d {
                        reader.fail(value, field, "\(d.formatted()) is not a whole step (steps of \((spec.step ?? 1).formatted()) \(spec.unit))")
                        continue
                    }
                    try patch.set(param, d)
                }
            } catch {
                reader.fail(value, field, Self.valueMessage(error, spec: spec))
            }
        }
        return patch
    }

    /// The table's own message, minus the id (the field path already names it).
    private static func valueMessage(_ error: PatchError, spec: ParameterSpec) -> String {
        let text = error.description
        let prefix = "\(spec.id): "
        return text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
    }
}
