import Testing
@testable import Lessons
import SynthEngine

/// A comparator that always answers the same score, standing in for the sound comparator
/// (which needs rendering) so blends can be checked arithmetically.
struct FixedComparator: PatchComparator {
    let value: Double
    func score(attempt: Patch, target: Patch, lesson: Lesson) -> Comparison { Comparison(score: value) }
}

@Suite("Blending and choosing comparators")
struct LessonScorerTests {
    let lesson = Fixtures.lesson(show: [.filterCutoff], target: Fixtures.patch(["filter.cutoff": .number(1000)]))

    @Test func blendIsTheWeightedMean() {
        let blend = BlendComparator([.init(FixedComparator(value: 40), weight: 1), .init(FixedComparator(value: 100), weight: 3)])
        #expect(abs(blend.score(attempt: Patch(), target: Patch(), lesson: lesson).score - 85) < 1e-9)
    }

    @Test func perfectBlendIsExactly100() {
        let blend = BlendComparator([.init(ParameterComparator(), weight: 0.3), .init(FixedComparator(value: 100), weight: 0.7)])
        #expect(blend.score(attempt: lesson.targetPatch, target: lesson.targetPatch, lesson: lesson).score == 100)
    }

    @Test func blendTakesFeedbackFromTheFirstPartThatHasIt() {
        let blend = BlendComparator([.init(FixedComparator(value: 0), weight: 1), .init(ParameterComparator(), weight: 1)])
        let c = blend.score(attempt: Patch(), target: lesson.targetPatch, lesson: lesson)
        #expect(c.feedback.map(\.param) == [.filterCutoff])
    }

    @Test func zeroWeightPartsAreIgnored() {
        let blend = BlendComparator([.init(FixedComparator(value: 0), weight: 0), .init(FixedComparator(value: 70), weight: 1)])
        #expect(blend.score(attempt: Patch(), target: Patch(), lesson: lesson).score == 70)
    }

    @Test func scorerUsesTheInstalledSoundComparator() {
        let scorer = LessonScorer(sound: FixedComparator(value: 90))
        let soundLesson = Fixtures.lesson(show: [.filterCutoff], target: lesson.targetPatch, comparator: .sound)
        let c = scorer.compare(Patch(), for: soundLesson)
        #expect(c.score == 90)
        // A sound-only score still comes with per-control feedback.
        #expect(c.feedback.first?.verdict == .tooHigh)
        let blended = Fixtures.lesson(show: [.filterCutoff], target: lesson.targetPatch,
                                      comparator: ComparatorChoice(weights: [.params: 1, .sound: 1]))
        #expect(scorer.compare(Patch(), for: blended).score == 45)
    }

    @Test func missingSoundComparatorFallsBackToParameters() {
        let scorer = LessonScorer()
        #expect(!scorer.isInstalled(.sound))
        let soundLesson = Fixtures.lesson(show: [.filterCutoff], target: lesson.targetPatch, comparator: .sound)
        #expect(scorer.compare(Patch(), for: soundLesson).score == scorer.compare(Patch(), for: lesson).score)
        #expect(scorer.compare(lesson.targetPatch, for: soundLesson).score == 100)
    }

    @Test func hiddenControlsInTheAttemptCannotChangeTheScore() {
        let scorer = LessonScorer()
        var cheat = lesson.targetPatch
        try? cheat.set(.fxDrive, 1)
        try? cheat.set(.osc1Wave, 0)
        #expect(scorer.compare(cheat, for: lesson).score == 100)
    }
}

/// Stars: by score, fewer for a run of many submits and for hints, one at most for a revealed answer.
@Suite("Stars")
struct StarsTests {
    @Test func eachHintSeenCostsAStar() {
        #expect(Stars.award(passed: true, score: 99, submits: 1, revealed: false, hints: 1) == 2)
        #expect(Stars.award(passed: true, score: 99, submits: 1, revealed: false, hints: 2) == 1)
        #expect(Stars.award(passed: true, score: 99, submits: 1, revealed: false, hints: 9) == 1)
        #expect(Stars.award(passed: true, score: 85, submits: 5, revealed: false, hints: 1) == 1)
        #expect(Stars.award(passed: false, score: 99, submits: 1, revealed: false, hints: 1) == 0)
    }

    @Test func aPassAfterAHintEarnsFewerStarsAndAReplayCannotBuyThemBack() throws {
        let dark = Fixtures.lesson(id: "dark", show: [.filterCutoff], target: Fixtures.patch(["filter.cutoff": .number(500)]))
        let course = Course(title: "T", modules: [CourseModule(id: "module", title: "M", summary: "", file: "module/module.yaml",
                                                               lessons: [dark])])
        let service = LessonService(course: course, store: InMemoryTrainerStore())
        let right = Fixtures.patch(["filter.cutoff": .number(500)])
        let helped = try service.login(name: "Helped", token: nil, classCode: nil)
        let alone = try service.login(name: "Alone", token: nil, classCode: nil)
        _ = try service.hint(student: helped.id, lesson: "dark")
        let withHint = try service.submit(student: helped.id, lesson: "dark", attempt: right, timeSpent: 1)
        let without = try service.submit(student: alone.id, lesson: "dark", attempt: right, timeSpent: 1)
        #expect(without.passed && without.stars == 3)
        #expect(withHint.passed && withHint.stars == 2)
        // The hint stays seen: a first-try replay earns no more.
        let replay = try service.submit(student: helped.id, lesson: "dark", attempt: right, timeSpent: 1)
        #expect(replay.stars == 2 && replay.progress.stars == 2)
    }

    @Test func starsFollowScoreAndFallWithSubmits() {
        #expect(Stars.award(passed: false, score: 99, submits: 1, revealed: false) == 0)
        #expect(Stars.award(passed: true, score: 99, submits: 1, revealed: false) == 3)
        #expect(Stars.award(passed: true, score: 90, submits: 2, revealed: false) == 2)
        #expect(Stars.award(passed: true, score: 75, submits: 3, revealed: false) == 1)
        // Past the free submits each few cost a star, never below one.
        #expect(Stars.award(passed: true, score: 99, submits: 4, revealed: false) == 2)
        #expect(Stars.award(passed: true, score: 99, submits: 7, revealed: false) == 1)
        #expect(Stars.award(passed: true, score: 99, submits: 40, revealed: false) == 1)
        #expect(Stars.award(passed: true, score: 99, submits: 1, revealed: true) == 1)
    }
}
