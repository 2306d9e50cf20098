import ArgumentParser
import Foundation
import Lessons
import SynthEngine

extension CoursesCommand {
    /// `courses sweep`: each taught control stepped away from the target, judged as a submit is.
    struct Sweep: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Step every taught control of every challenge away from its target and check the judge agrees with the ear.",
            discussion: """
                For each challenge and each taught numeric control, moves the control from the target to both ends of \
                its range (\(ScoreSweep.pointsPerSide) points a side, on the knob's own scale: octaves for frequencies \
                and times) with every other control at the target, and scores each point as a submit is (the lesson's \
                comparator and the pass rule). Prints a violation where the score rises by more than \
                \(ScoreSweep.noise) point as the knob moves away, or where a setting passes further out than one that \
                fails. 'courses validate' runs the same sweep.
                """)

        @Option(help: "The courses folder (holding course.yaml).") var courses = "Courses"
        @Option(name: .customLong("lesson"), help: "Only this challenge (repeatable).") var lessons: [String] = []
        @Option(help: "Only the first N challenges (in course order).") var first: Int?
        @Option(help: "Points per side of the target.") var points = ScoreSweep.pointsPerSide
        @Flag(help: "Print every curve (value:score per point, * marks a pass).") var verbose = false
        @Flag(help: "With --verbose, print each point's parameter score and sound similarity too (renders again).") var explain = false

        func run() throws {
            let course = try CoursesCommand.course(in: courses)
            var challenges = course.challenges
            if !lessons.isEmpty { challenges = challenges.filter { lessons.contains($0.id) } }
            if let first { challenges = Array(challenges.prefix(max(0, first))) }
            let started = Date()
            let curves = ScoreSweep(scorer: .standard).curves(for: challenges, pointsPerSide: max(1, points)).flatMap { $0 }
            var violations = 0
            for curve in curves {
                if verbose { print("\(curve.lesson) \(curve.param.spec.id): \(curve.table)") }
                if verbose, explain, let lesson = course.lesson(curve.lesson) {
                    let sound = SoundComparator()
                    for point in curve.points {
                        let attempt = (try? lesson.targetPatch.setting(curve.param, to: point.value)) ?? lesson.targetPatch
                        let params = ParameterComparator().score(attempt: attempt, target: lesson.targetPatch, lesson: lesson)
                        let similarity = sound.score(attempt: attempt, target: lesson.targetPatch, lesson: lesson).score
                        let off = params.feedback.first { $0.param == curve.param }
                        print(String(format: "    %10.4g  travel %+7.3f  judged %5.1f%@  params %5.1f  sound %5.1f  windows %.2f  %@",
                                     point.value, point.travel, point.score, point.passed ? "*" : " ", params.score, similarity,
                                     off?.windowsOff ?? 0, off?.verdict.rawValue ?? "-"))
                    }
                }
                for message in curve.messages {
                    violations += 1
                    print("\(curve.lesson): \(message)")
                }
            }
            let judged = curves.map(\.points.count).reduce(0, +)
            print(String(format: "swept %d challenges, %d controls, %d settings judged in %.1f s: %d violations",
                         challenges.count, curves.count, judged, Date().timeIntervalSince(started), violations))
            if violations > 0 { throw ExitCode(1) }
        }
    }
}
