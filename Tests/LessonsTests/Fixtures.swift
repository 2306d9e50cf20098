import Foundation
import Lessons
import SynthEngine

/// Small builders for lessons, patches and course folders used across the tests.
enum Fixtures {
    /// A patch from JSON-style values (`"osc1.wave": .text("sine")`); traps on a bad value (test bug).
    static func patch(_ values: [String: PatchValue]) -> Patch {
        do { return try Patch(values: values) } catch { fatalError("bad fixture patch: \(error)") }
    }

    static func lesson(id: String = "lesson", kind: LessonKind = .challenge, show: [Param], lock: [Param] = [],
                       start: Patch = Patch(), target: Patch, threshold: Double = 80,
                       hints: [String] = ["first", "second", "third"], comparator: ComparatorChoice = .params,
                       weights: [Param: Double] = [:], module: String = "module", markdown: String? = nil) -> Lesson {
        Lesson(id: id, title: "Lesson \(id)", moduleID: module, kind: kind, theoryFile: "\(module)/\(id).md",
               theoryMarkdown: markdown ?? "# \(id)\n\n" + show.map(\.spec.name).joined(separator: ", "), theoryHTML: "<h1>\(id)</h1>", controls: LessonControls(shown: show, locked: lock),
               startPatch: start, targetPatch: target, phrase: .default, passThreshold: threshold,
               hints: kind == .challenge ? hints : [], comparator: comparator, weights: weights)
    }

    static func theory(id: String, module: String = "module", markdown: String? = nil) -> Lesson {
        lesson(id: id, kind: .theory, show: [], target: Patch(), module: module, markdown: markdown)
    }

    /// A three-lesson course: a theory page, then two one-knob challenges.
    static func smallCourse() -> Course {
        let lessons = [
            theory(id: "intro"),
            lesson(id: "sine", show: [.osc1Wave], target: patch(["osc1.wave": .text("sine")])),
            lesson(id: "dark", show: [.filterCutoff], target: patch(["filter.cutoff": .number(500)])),
        ]
        return Course(title: "Test course", modules: [CourseModule(id: "module", title: "Module", summary: "",
                                                                   file: "module/module.yaml", lessons: lessons)])
    }

    /// The repository's Courses folder.
    static var shippedCourses: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Courses", isDirectory: true)
    }

    /// A fresh empty folder under the system temp directory.
    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lessons-tests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `files` (relative path to text) into a new temporary folder.
    static func courseFolder(_ files: [String: String]) -> URL {
        let root = temporaryDirectory()
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: url)
        }
        return root
    }

    static let minimalCourseYAML = """
        title: Tiny
        modules: [one]
        """
}
