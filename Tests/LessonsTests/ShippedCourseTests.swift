import Foundation
import Testing
@testable import Lessons
import SynthEngine

/// The curriculum in Courses/ as shipped: it loads cleanly, has the shape the course promises, and
/// every challenge is fair. The full validator (`CourseValidator` with the server's comparators: every
/// check, the score sweep, quizzes told apart by ear) runs once per test run, as `synth-trainer courses
/// validate` in `make test` (the CLI course authors use; it fails the run on any error), not here again.
@Suite("Shipped courses")
struct ShippedCourseTests {
    static let loaded = CourseLoader.load(directory: Fixtures.shippedCourses)
    static var challenges: [Lesson] { loaded.course.lessons.filter { $0.kind == .challenge } }

    @Test func loadsWithoutErrors() {
        #expect(Self.loaded.errors.isEmpty, "\(Self.loaded.errors.map(\.description).joined(separator: "\n"))")
    }

    @Test func followsTheDesignDocCurriculum() {
        let course = Self.loaded.course
        // Concepts (Basics, Effects, Modulation, Routing) before the recipes that use them, a final review last.
        #expect(course.modules.map(\.id) == ["basics", "basics-practice", "basics-2", "basics-2-practice", "effects", "modulation",
                                             "routing", "step-808", "step-supersaw", "step-pluck", "step-wobble", "step-strings",
                                             "step-acid", "step-brass", "step-organ", "step-reese", "step-hoover", "step-kick",
                                             "step-bell", "step-snare", "step-sync-lead", "step-pad", "final-review"])
        #expect(course.challengeCount >= 150)
        // Step-by-step recipes of popular sounds: at least twelve.
        #expect(course.modules.filter { $0.id.hasPrefix("step-") }.count >= 12)
        // Listening quizzes, each after the lessons it tests (never before the first challenge).
        #expect(course.quizCount >= 40)
        let firstChallenge = course.lessons.firstIndex { $0.kind == .challenge }!
        #expect(course.lessons.firstIndex { $0.kind == .quiz }! > firstChallenge)
        // The 808 recipe covers wave, envelope, filter and LFO.
        let steps = course.modules.first { $0.id == "step-808" }!.lessons.filter { $0.kind == .challenge }
        let taught = Set(steps.flatMap(\.taught).map(\.spec.group))
        #expect(taught.isSuperset(of: [.wave, .envelope, .filter, .lfo]))
    }

    @Test(arguments: challenges.map(\.id))
    func targetPassesAndStartFails(id: String) throws {
        let lesson = try #require(Self.loaded.course.lesson(id))
        let scorer = LessonScorer()
        #expect(scorer.compare(lesson.targetPatch, for: lesson).score == 100)
        #expect(scorer.compare(lesson.startPatch, for: lesson).score < lesson.passThreshold)
        // Every control the student must change is one they can turn.
        #expect(lesson.changedParameters.allSatisfy(lesson.controls.isTaught))
        #expect((2...3).contains(lesson.hints.count))
        #expect(!lesson.theoryHTML.isEmpty)
    }

    /// "A punchy note" once passed at 84 with the decay at twice the target under "Passed!" and "Too
    /// high: Decay". A control the ear can tell apart now fails the attempt, or, if the two sounds
    /// are equivalent to the sound comparator, the result says why it still passes.
    @Test func aDecayAtTwiceTheTargetDoesNotPassSilently() throws {
        let lesson = try #require(Self.loaded.course.lesson("env-punchy"))
        var attempt = lesson.targetPatch
        try attempt.set(.ampDecay, lesson.targetPatch[.ampDecay] * 2)
        let comparison = LessonScorer.standard.compare(attempt, for: lesson)
        let decay = try #require(comparison.feedback.first { $0.param == .ampDecay })
        #expect(decay.verdict == .tooHigh)
        let passed = LessonEngine.passes(comparison, threshold: lesson.passThreshold)
        let note = LessonEngine.note(for: comparison, threshold: lesson.passThreshold)
        if passed {
            #expect(comparison.soundsEquivalent && note?.contains("cannot be told apart") == true)
        } else if comparison.score >= lesson.passThreshold {
            #expect(note?.contains("Decay") == true)
        }
        #expect(!passed, "score \(comparison.score), sound similarity \(comparison.soundSimilarity ?? -1)")
    }

    /// A knob on the panel that makes no difference to the target (the release of a note that has
    /// already died away while held) only sends the student hunting: hints and feedback would point at it.
    @Test(arguments: challenges.map(\.id))
    func everyTaughtControlCanBeHeard(id: String) throws {
        let lesson = try #require(Self.loaded.course.lesson(id))
        let silent = lesson.taught.filter { !ParameterRelevance.isAudible($0, in: lesson.targetPatch, phrase: lesson.phrase) }
        #expect(silent.isEmpty, "\(id) teaches \(silent.map(\.spec.id)), which cannot be heard in its target")
    }

    /// The course teaches the whole synth: every control is turned in some challenge, and each LFO is
    /// heard moving each destination in some challenge's target.
    @Test func everyControlAndEveryLFORouteIsTaught() {
        let challenges = Self.challenges
        let taught = Set(challenges.flatMap(\.taught))
        let missing = Param.allCases.filter { !taught.contains($0) }.map(\.spec.id)
        #expect(missing.isEmpty, "never taught: \(missing)")
        let lfos: [(Param, Param, Int)] = [(.lfo1Dest, .lfo1Depth, 1), (.lfo2Dest, .lfo2Depth, 2), (.lfo3Dest, .lfo3Depth, 3)]
        for (dest, depth, n) in lfos {
            for option in Param.lfo1Dest.spec.options {
                let heard = challenges.contains { $0.targetPatch.option(dest) == option && $0.targetPatch[depth] > 0 }
                #expect(heard, "no challenge has LFO \(n) moving \(option)")
            }
        }
    }

    @Test func everyLessonHasATheoryPage() {
        // A quiz is its question; it needs no page.
        for lesson in Self.loaded.course.lessons where lesson.kind != .quiz {
            #expect(lesson.theoryMarkdown.count > 100, "\(lesson.id) has a very short page")
        }
    }

    @Test func everyTheoryFileIsUsed() throws {
        let root = Fixtures.shippedCourses
        let used = Set(Self.loaded.course.lessons.map(\.theoryFile))
        for module in Self.loaded.course.modules {
            let files = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(module.id).path)
            for file in files where file.hasSuffix(".md") {
                #expect(used.contains("\(module.id)/\(file)"), "\(module.id)/\(file) is not referenced by any lesson")
            }
        }
    }

    /// An id is in the address bar: "Match the wave, part 1" must not be `wave-sine` (`LessonRenames`).
    @Test func renamedLessonsAreThereUnderTheirNewIds() {
        for r in LessonRenames.v11 {
            #expect(Self.loaded.course.lesson(r.to) != nil, "\(r.to) is not in the course")
            #expect(Self.loaded.course.lesson(r.from) == nil, "\(r.from) is retired")
        }
    }
}
