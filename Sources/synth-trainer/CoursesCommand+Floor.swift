import ArgumentParser
import AudioAnalysis
import Foundation
import Lessons
import SynthEngine

extension CoursesCommand {
    /// `courses floor`: the controls whose pass window sits at the hearing floor (1.5 JND) although the
    /// sound comparator alone hears a difference there. Each is a place where the perception table and
    /// the comparator disagree, and only listening (or a measurement of what changes) says which is
    /// right: the comparator finer than the ear, or the table's figure coarser than the ear in this
    /// context. The list is the course author's listening check.
    struct Floor: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the taught controls whose window sits at the hearing floor while the sound comparator hears a difference there.",
            discussion: """
                For each, the settings just inside the floor on both sides (99% of 1.5 JND), the sound comparator's \
                similarity there (a challenge passes at its pass line) and the part of the sound it hears change most.
                """)

        @Option(help: "The courses folder (holding course.yaml).") var courses = "Courses"
        @Option(help: "Only the first N challenges (in course order).") var first: Int?

        func run() throws {
            let challenges = try CoursesCommand.challenges(in: courses, first: first)
            let sound = SoundComparator()
            // Lessons in parallel (each renders its own sounds); printed in course order.
            let lines = ConcurrentSlots<[String]>(count: challenges.count)
            DispatchQueue.concurrentPerform(iterations: challenges.count) { i in
                lines.set(i, Self.rows(challenges[i], sound: sound))
            }
            print("lesson               control            target     edge     similarity  part heard most")
            let rows = lines.all.flatMap { $0 }
            for row in rows { print(row) }
            print("\(rows.count) settings at the hearing floor that the sound comparator hears (of \(challenges.count) challenges)")
        }

        static func rows(_ lesson: Lesson, sound: SoundComparator) -> [String] {
            lesson.taught.filter {
                $0.spec.scale != .choice && ParameterRelevance.isAudible($0, in: lesson.targetPatch, phrase: lesson.phrase)
            }.flatMap { p -> [String] in
                let tolerance = lesson.tolerance(for: p)
                guard tolerance.closeEdge <= PerceptionTable.minimumWindow(p, in: lesson.targetPatch) * (1 + 1e-4) else { return [] }
                return CourseValidator.insideHearingFloor(p, lesson, tolerance).compactMap { v in
                    var attempt = lesson.targetPatch
                    guard (try? attempt.set(p, v)) != nil else { return nil }
                    let d = sound.distance(attempt: attempt, target: lesson.targetPatch, lesson: lesson)
                    guard d.similarity < lesson.passThreshold else { return nil }
                    return lesson.id.padding(toLength: 20, withPad: " ", startingAt: 0) + " "
                        + p.spec.id.padding(toLength: 18, withPad: " ", startingAt: 0)
                        + String(format: " %8.4g %8.4g %10.1f    %@", lesson.targetPatch[p], v, d.similarity, Self.loudest(d))
                }
            }
        }

        /// The part of `d` that costs the most of its penalty, with its share.
        static func loudest(_ d: SoundDistance) -> String {
            let a = SoundDistance.allowance, s = SoundDistance.scale
            func part(_ value: Double, _ allowance: Double, _ scale: Double) -> Double { max(0, value - allowance) / scale }
            let parts: [(String, Double)] = [
                ("envelope", part(d.envelope, a.envelope, s.envelope)), ("attack", part(d.attack, a.attack, s.attack)),
                ("ending", part(d.ending, a.ending, s.ending)), ("spectrum", part(d.spectrum, a.spectrum, s.spectrum)),
                ("spectralPeak", part(d.spectralPeak, a.spectralPeak, s.spectralPeak)),
                ("pitch", d.pitchWeight * part(d.pitch, a.pitch, s.pitch)),
                ("voicing", d.pitchWeight * part(d.voicing, a.voicing, s.voicing)), ("vibrato", d.pitchWeight * d.vibrato),
                ("tremolo", d.tremolo), ("filterWobble", d.filterWobble), ("bandWobble", d.bandWobble),
                ("partialVibrato", d.polyphonicShare * d.partialVibrato),
                ("roughness", part(d.roughness, a.roughness, s.roughness)),
            ]
            let total = max(parts.map(\.1).reduce(0, +), 1e-12)
            guard let top = parts.max(by: { $0.1 < $1.1 }) else { return "" }
            return String(format: "%@ %.0f%%", top.0, 100 * top.1 / total)
        }
    }
}
