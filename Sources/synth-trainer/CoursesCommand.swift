import ArgumentParser
import Foundation
import Lessons
import Storage
import SynthEngine

/// `synth-trainer courses ...`: tools for course authors.
struct CoursesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "courses", abstract: "Tools for course authors.",
        subcommands: [Validate.self, DurabilityProbe.self])

    /// `courses validate`: every file, every lesson, with errors naming file, line and field.
    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check every course file: syntax, parameter ids and ranges, and that every challenge is solvable.",
            discussion: "Ends with 'validated N modules, M lessons, K challenges'; exits non-zero if anything is wrong.")

        @Option(help: "The courses folder (holding course.yaml).") var courses = "Courses"
        @Flag(help: "Print each challenge's start score (by each comparator) and the sound comparator's score for a near miss.")
        var verbose = false

        func run() throws {
            let folder = URL(fileURLWithPath: courses, isDirectory: true)
            // The same comparators the server installs, so "the start fails" is checked as students meet it.
            let sound = SoundComparator()
            let validator = CourseValidator(scorer: LessonScorer(sound: sound))
            let result = validator.validate(directory: folder)
            for issue in result.issues { print("\(courses)/\(issue)") }
            let course = result.course
            if verbose {
                let params = ParameterComparator()
                for lesson in course.lessons where lesson.kind == .challenge {
                    let start = validator.scorer.compare(lesson.startPatch, for: lesson).score
                    let byParams = params.score(attempt: lesson.startPatch, target: lesson.targetPatch, lesson: lesson).score
                    let bySound = sound.score(attempt: lesson.startPatch, target: lesson.targetPatch, lesson: lesson).score
                    let near = CourseValidator.nearMiss(lesson)
                    let nearSound = sound.score(attempt: near, target: lesson.targetPatch, lesson: lesson).score
                    print("  \(lesson.id): start \(Int(start.rounded())) (params \(Int(byParams.rounded())), sound \(Int(bySound.rounded()))), near miss by sound \(Int(nearSound.rounded())), pass at \(Int(lesson.passThreshold)), \(lesson.comparator), teaches \(lesson.taught.count), changes \(lesson.changedParameters.map(\.spec.id).joined(separator: " "))")
                }
            }
            print("validated \(course.modules.count) modules, \(course.lessons.count) lessons, \(course.challengeCount) challenges"
                  + (result.errors.isEmpty ? "" : " (\(result.errors.count) errors)"))
            if !result.errors.isEmpty { throw ExitCode(1) }
        }
    }

    /// Internal, used by StorageTests: proves that a completion acknowledged to a student survives
    /// the process being killed. Completes the first lessons through the real `LessonService` and
    /// SQLite store, prints one JSON line (the acknowledgement) and then waits for stdin to close,
    /// holding the database open, so the test can SIGKILL it and reopen the file.
    struct DurabilityProbe: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "durability-probe", abstract: "Internal test helper (see StorageTests).", shouldDisplay: false)

        @Option(help: "The data folder (trainer.sqlite is created in it).") var data: String
        @Option(help: "The courses folder.") var courses = "Courses"
        @Option(help: "How many lessons to complete, in course order.") var lessons = 2

        func run() throws {
            let loaded = CourseLoader.load(directory: URL(fileURLWithPath: courses, isDirectory: true))
            guard loaded.errors.isEmpty else { throw ValidationError("the courses have errors: run 'courses validate'") }
            let store = try SQLiteTrainerStore(dataDirectory: URL(fileURLWithPath: data, isDirectory: true))
            let service = LessonService(course: loaded.course, store: store, scorer: .standard)
            let student = try service.login(name: "Durability probe", token: nil, classCode: nil)
            var completed: [String] = []
            for lesson in loaded.course.lessons.prefix(lessons) {
                let result = try service.submit(student: student.id, lesson: lesson.id, attempt: lesson.targetPatch, timeSpent: 1)
                guard result.passed else { throw ValidationError("the target of \(lesson.id) did not pass") }
                completed.append(lesson.id)
            }
            let ack: [String: Any] = ["student": student.id, "token": student.token, "completed": completed]
            let line = try JSONSerialization.data(withJSONObject: ack, options: [.sortedKeys])
            FileHandle.standardOutput.write(line + Data("\n".utf8))
            // Hold the database open until killed (or until the test closes our stdin).
            _ = FileHandle.standardInput.readDataToEndOfFile()
        }
    }
}
