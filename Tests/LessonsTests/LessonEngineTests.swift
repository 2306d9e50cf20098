import Testing
@testable import Lessons
import SynthEngine

@Suite("Lesson engine (exercise state)")
struct LessonEngineTests {
    let lesson = Fixtures.lesson(show: [.filterCutoff, .filterResonance], lock: [.filterResonance],
                                 start: Fixtures.patch(["osc1.wave": .text("square")]),
                                 target: Fixtures.patch(["osc1.wave": .text("square"), "filter.cutoff": .number(800)]))

    @Test func startsFromTheStartPatch() {
        let engine = LessonEngine(lesson: lesson)
        #expect(engine.current == lesson.startPatch)
        #expect(engine.target == lesson.targetPatch)
        #expect(engine.lastComparison == nil)
        #expect(!engine.passed)
    }

    @Test func onlyShownUnlockedControlsAreTaught() {
        #expect(lesson.controls.isTaught(.filterCutoff))
        #expect(!lesson.controls.isTaught(.filterResonance))   // locked
        #expect(!lesson.controls.isTaught(.ampAttack))         // hidden
    }

    @Test func loadKeepsOnlyTaughtControls() {
        var engine = LessonEngine(lesson: lesson)
        engine.load(Fixtures.patch(["filter.cutoff": .number(800), "filter.resonance": .number(9), "osc1.wave": .text("sine")]))
        #expect(engine.current[.filterCutoff] == 800)
        #expect(engine.current[.filterResonance] == lesson.startPatch[.filterResonance])
        #expect(engine.current.option(.osc1Wave) == "square")
    }

    @Test func submitScoresAndRemembers() throws {
        var engine = LessonEngine(lesson: lesson)
        let first = engine.submit(using: LessonScorer())
        #expect(first.score < lesson.passThreshold)
        #expect(!engine.passed)
        engine.load(Fixtures.patch(["osc1.wave": .text("square"), "filter.cutoff": .number(800)]))
        let second = engine.submit(using: LessonScorer())
        #expect(second.score == 100)
        #expect(engine.passed)
        #expect(engine.attempts == 2)
    }

    @Test func hintsAreProgressiveAndStopAtTheLast() throws {
        let hints = (1...5).map { LessonEngine.hint(lesson, number: $0) }
        #expect(hints.map(\.index) == [0, 1, 2, 2, 2])
        #expect(hints.map(\.text) == ["first", "second", "third", "third", "third"])
        #expect(hints.map(\.remaining) == [2, 1, 0, 0, 0])
        #expect(LessonEngine(lesson: lesson, hintsUsed: 9).hintsUsed == 3)
    }

    @Test func revealGivesTheTargetAndIsRemembered() throws {
        var engine = LessonEngine(lesson: lesson)
        #expect(try engine.reveal() == lesson.targetPatch)
        #expect(engine.revealed)
    }

    @Test func theoryPagesHaveNoHintsOrAnswer() {
        var engine = LessonEngine(lesson: Fixtures.theory(id: "t"))
        #expect(throws: LessonError.self) { try engine.reveal() }
        #expect(engine.submit(using: LessonScorer()).score == 100)
        #expect(engine.passed)
    }
}
