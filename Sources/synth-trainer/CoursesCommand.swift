import ArgumentParser
import Foundation
import Lessons
import Storage
import SynthEngine

/// `synth-trainer courses ...`: tools for course authors.
struct CoursesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "courses", abstract: "Tools for course authors.",
        subcommands: [Validate.self, Calibrate.self, Windows.self, Floor.self, Sweep.self, Compare.self, DurabilityProbe.self])

    /// The course in `folder` for the tools that read it; refused, naming the validator, when it has errors.
    static func course(in folder: String) throws -> Course {
        let loaded = CourseLoader.load(directory: URL(fileURLWithPath: folder, isDirectory: true))
        guard loaded.errors.isEmpty else { throw ValidationError("the courses have errors: run 'courses validate'") }
        return loaded.course
    }

    /// The course's challenges in course order (only the first `first` when given).
    static func challenges(in folder: String, first: Int? = nil) throws -> [Lesson] {
        let all = try course(in: folder).challenges
        return first.map { Array(all.prefix(max(0, $0))) } ?? all
    }

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
            print("validated \(course.modules.count) modules, \(course.lessons.count) lessons, \(course.challengeCount) challenges, \(course.quizCount) quizzes"
                  + (result.errors.isEmpty ? "" : " (\(result.errors.count) errors)"))
            if !result.errors.isEmpty { throw ExitCode(1) }
        }
    }

    /// `courses calibrate`: how far each taught control can move before the sound changes.
    struct Calibrate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Measure each challenge's just-noticeable distance per taught control with the sound comparator.",
            discussion: """
                For every numeric control a challenge teaches, moves it away from the target in both directions \
                until the sound comparator's similarity falls under the lesson's pass line, and prints that distance \
                next to how far the parameter comparator still calls the setting "close". A row marked AUDIBLE \
                means a setting the ear tells apart would count as close.
                """)

        @Option(help: "The courses folder (holding course.yaml).") var courses = "Courses"
        @Option(help: "Only the first N challenges (in course order).") var first: Int?
        @Flag(help: "Write the measured tolerances to calibration.yaml in the courses folder (all challenges).")
        var write = false
        @Flag(help: "Measure nothing: rewrite calibration.yaml with every window narrower than hearing (1.5 JND) widened to it.")
        var floorOnly = false

        func run() throws {
            // The loader's errors stop it; the validator's are what calibration is for (a window
            // narrower than hearing, an audible difference called close), so they do not.
            let result = CourseLoader.load(directory: URL(fileURLWithPath: courses, isDirectory: true))
            guard result.errors.isEmpty else {
                for issue in result.errors { print("\(courses)/\(issue)") }
                throw ExitCode(1)
            }
            if floorOnly {
                let url = URL(fileURLWithPath: courses, isDirectory: true).appendingPathComponent(CalibrationFile.fileName)
                var widened = 0
                let entries = result.course.challenges.map { lesson in
                    (lesson: lesson.id, controls: PassWindow.rows(for: lesson).compactMap { row -> (Param, ParameterTolerance)? in
                        let stored = lesson.storedTolerance(for: row.param)
                        let narrow = stored.isNarrowerThanHearing(row.param, in: lesson.targetPatch)
                        guard lesson.tolerances[row.param] != nil || narrow else { return nil }
                        if narrow { widened += 1 }
                        return (row.param, stored.atLeastHearing(row.param, in: lesson.targetPatch))
                    })
                }
                try CalibrationFile.text(entries).write(to: url, atomically: true, encoding: .utf8)
                print("wrote \(url.path): \(widened) windows widened to 1.5 JND")
                return
            }
            let challenges = result.course.challenges
            let lessons = write ? challenges : first.map { Array(challenges.prefix(max(0, $0))) } ?? challenges
            let calibration = Calibration()
            // Lessons are independent; both cores share them.
            let rows = ConcurrentSlots<[Calibration.Row]>(count: lessons.count)
            DispatchQueue.concurrentPerform(iterations: lessons.count) { i in rows.set(i, calibration.rows(for: lessons[i])) }
            func f(_ v: Double?) -> String { v.map { String(format: "%.3f", $0) } ?? "-" }
            print("lesson                     control            target     JND down   JND up   close to   unit  verdict")
            var audible = 0
            for row in rows.all.flatMap({ $0 }) {
                if row.letsAudiblePass { audible += 1 }
                print(row.lesson.padding(toLength: 26, withPad: " ", startingAt: 0), row.param.spec.id.padding(toLength: 18, withPad: " ", startingAt: 0),
                      String(format: "%9.4g", row.target), f(row.down).leftPad(9), f(row.up).leftPad(9), f(row.closeEdge).leftPad(9),
                      row.unit.padding(toLength: 5, withPad: " ", startingAt: 0), row.letsAudiblePass ? "AUDIBLE" : "ok")
            }
            if write {
                var measured = zip(lessons, rows.all).map { lesson, rows in
                    (lesson: lesson.id, controls: rows.compactMap { row in calibration.verifiedTolerance(row, in: lesson).map { (row.param, $0) } })
                }
                let url = URL(fileURLWithPath: courses, isDirectory: true).appendingPathComponent(CalibrationFile.fileName)
                // Checked again as the validator will check it, on the course read back with the file
                // (the written figures are rounded): a control still failing has its edge halved.
                for _ in 0..<4 {
                    try CalibrationFile.text(measured).write(to: url, atomically: true, encoding: .utf8)
                    let reloaded = CourseValidator().validate(directory: URL(fileURLWithPath: courses, isDirectory: true)).course
                    var changed = false
                    for i in measured.indices {
                        guard let lesson = reloaded.lesson(measured[i].lesson) else { continue }
                        for j in measured[i].controls.indices {
                            let (p, t) = measured[i].controls[j]
                            guard Calibration.closeEdge(t) > Calibration.knobResolution(p, t),
                                  !calibration.farEndSoundsSame(p, lesson, lesson.tolerance(for: p)) else { continue }
                            // Never below hearing (1.5 JND): at the floor the window stays, and the
                            // validator warns that the sound comparator is stricter than the ear.
                            let narrower = Calibration.halved(t, p, in: lesson)
                            guard narrower != t else { continue }
                            measured[i].controls[j].1 = narrower
                            changed = true
                        }
                    }
                    if !changed { break }
                }
                print("wrote \(url.path): \(measured.map(\.controls.count).reduce(0, +)) measured tolerances")
            }
            print("calibrated \(lessons.count) challenges, \(rows.all.flatMap { $0 }.count) controls, \(audible) where \"close\" reaches past the just-noticeable distance")
        }
    }

    /// `courses windows`: each taught control's pass window beside the just-noticeable difference.
    struct Windows: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print each challenge's pass window per taught control beside its just-noticeable difference (JND).",
            discussion: """
                'stored' is how far the course's tolerance (calibration.yaml, else the standard one) calls a setting \
                "close"; 'judged' is that window as the judge applies it, never under 1.5 JND of the perception table \
                (Sources/SynthEngine/Parameters/PerceptionTable.swift). Octaves for frequencies and times, units otherwise.
                """)

        @Option(help: "The courses folder (holding course.yaml).") var courses = "Courses"
        @Option(help: "Only the first N challenges (in course order).") var first: Int?

        func run() throws {
            print(PassWindow.table(try CoursesCommand.challenges(in: courses, first: first)), terminator: "")
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
            let course = try CoursesCommand.course(in: courses)
            let store = try SQLiteTrainerStore(dataDirectory: URL(fileURLWithPath: data, isDirectory: true))
            let service = LessonService(course: course, store: store, scorer: .standard)
            let student = try service.login(name: "Durability probe", token: nil, classCode: nil)
            var completed: [String] = []
            for lesson in course.lessons.prefix(lessons) {
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

extension String {
    func leftPad(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
