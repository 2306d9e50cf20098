import Foundation
import Testing
@testable import Lessons
import SynthEngine

/// Switches are judged by how different their options sound in the lesson's phrase (issue 20 items 2
/// and 4), and a challenge whose taught control cannot be heard is refused.
@Suite("Switches judged by ear")
struct SwitchJudgementTests {
    static let course = CourseLoader.load(directory: Fixtures.shippedCourses).course
    static let scorer = LessonScorer(sound: SoundComparator())

    static func verdict(_ p: Param, _ option: String, in lesson: Lesson) throws -> ParameterFeedback {
        let value = Double(try #require(p.spec.options.firstIndex(of: option)))
        let attempt = try lesson.targetPatch.setting(p, to: value)
        return try #require(scorer.compare(attempt, for: lesson).feedback.first { $0.param == p })
    }

    /// One held note at t = 0: the LFO starts at the same phase whether or not it is retriggered.
    static func retriggerLesson(phrase: Phrase) -> Lesson {
        let target = Fixtures.patch(["lfo1.depth": .number(0.5), "lfo1.rate": .number(3), "lfo1.retrigger": .text("on")])
        let start = Fixtures.patch(["lfo1.depth": .number(0.5), "lfo1.rate": .number(3)])
        return Lesson(id: "retrigger", title: "R", moduleID: "m", kind: .challenge, theoryFile: "r.md", theoryMarkdown: "x",
                      theoryHTML: "<p>x</p>", controls: LessonControls(shown: [.lfo1Retrigger, .lfo1Rate, .lfo1Depth], locked: []),
                      startPatch: start, targetPatch: target, phrase: phrase, passThreshold: 80, hints: ["a", "b", "c"],
                      comparator: ComparatorChoice(weights: [.params: 1, .sound: 1], rule: .best))
    }

    static let oneNote = Phrase(notes: [Phrase.Note(start: 0, length: 1.5, note: 57)])
    static let twoNotes = Phrase(notes: [Phrase.Note(start: 0, length: 0.7, note: 57), Phrase.Note(start: 0.9, length: 0.7, note: 57)])

    @Test func aSwitchThatRendersTheSameIsNeverCalledWrong() throws {
        let lesson = Self.retriggerLesson(phrase: Self.oneNote)
        #expect(HeardCheck.difference(lesson.targetPatch, lesson.startPatch, phrase: lesson.phrase) <= HeardCheck.silentDifference)
        let feedback = try Self.verdict(.lfo1Retrigger, "off", in: lesson)
        #expect(feedback.verdict == .right, "\(feedback)")
        #expect(!feedback.message.contains("wrong") && !feedback.message.contains("turn retrigger on"), "\(feedback.message)")
    }

    @Test func theValidatorRefusesAControlThatCannotBeHeard() {
        let silent = HeardCheck.problems(Self.retriggerLesson(phrase: Self.oneNote))
        #expect(silent.contains { $0.contains("lfo1.retrigger") && $0.contains("renders the same") }, "\(silent)")
        // Two notes, the second off the wobble's beat: retrigger is heard.
        #expect(HeardCheck.problems(Self.retriggerLesson(phrase: Self.twoNotes)).isEmpty)
    }

    @Test func theShippedRetriggerLessonsPlayPhrasesWhereItIsHeard() throws {
        for id in ["wobble-lfo", "supersaw-lfo"] {
            let lesson = try #require(Self.course.lesson(id))
            #expect(HeardCheck.problems(lesson).isEmpty, "\(id)")
        }
    }

    /// A wrong switch costs as much as its option sounds different here, not a fixed amount: on the
    /// siren (a deep, slow pitch sweep) a sine for the triangle bends the pitch by over a semitone
    /// mid-sweep and the comparator hears it plainly; saw for square an octave up on two-osc-octave
    /// fills in the even harmonics, plain in the loudness pattern of the low, resolved partials; a
    /// sine for a triangle on a shallow vibrato is the same sound.
    @Test func aSwitchCostsAsMuchAsItsOptionsDiffer() throws {
        let siren = try #require(Self.course.lesson("siren")), twoOsc = try #require(Self.course.lesson("two-osc-octave"))
        let sound = SoundComparator()
        let judge = ParameterComparator(sound: sound)
        func judged(_ p: Param, _ option: String, _ lesson: Lesson) throws -> (similarity: Double, closeness: Double) {
            let value = Double(p.spec.options.firstIndex(of: option)!)
            let attempt = try lesson.targetPatch.setting(p, to: value)
            let e = try #require(judge.evaluate(attempt: attempt, target: lesson.targetPatch, lesson: lesson).first { $0.param == p })
            return (ParameterComparator.switchSimilarity(p, option: value, lesson: lesson, sound: sound), e.closeness)
        }
        let sirenSine = try judged(.lfo2Wave, "sine", siren), twoOscSaw = try judged(.osc2Wave, "saw", twoOsc)
        // Both plainly heard (a semitone mid-sweep; odd harmonics only against all of them), and the
        // closeness follows the similarity: the nearer option never earns less.
        for judged in [sirenSine, twoOscSaw] {
            #expect(judged.similarity < SoundComparator.equivalentSimilarity && judged.closeness < ParameterComparator.closeVerdictThreshold, "\(judged)")
        }
        let (nearer, farther) = sirenSine.similarity >= twoOscSaw.similarity ? (sirenSine, twoOscSaw) : (twoOscSaw, sirenSine)
        #expect(nearer.closeness >= farther.closeness, "\(sirenSine) \(twoOscSaw)")
        // A vibrato a few cents deep: the LFO's shape cannot be heard.
        let target = Fixtures.patch(["lfo1.wave": .text("triangle"), "lfo1.depth": .number(0.01), "lfo1.rate": .number(5)])
        let vibrato = Fixtures.lesson(show: [.lfo1Wave, .lfo1Depth, .lfo1Rate], target: target)
        let shallow = try judged(.lfo1Wave, "sine", vibrato)
        #expect(shallow.closeness == 1, "\(shallow)")
        // Without a sound comparator a wrong option still earns nothing.
        let attempt = try twoOsc.targetPatch.setting(.osc2Wave, to: 0)
        #expect(ParameterComparator().evaluate(attempt: attempt, target: twoOsc.targetPatch, lesson: twoOsc).first { $0.param == .osc2Wave }?.closeness == 0)
    }

    @Test func switchClosenessIsCloseOnlyWhenEquivalent() {
        #expect(ParameterComparator.switchCloseness(similarity: 100) == 1)
        #expect(ParameterComparator.switchCloseness(similarity: SoundComparator.equivalentSimilarity) == 1)
        #expect(ParameterComparator.switchCloseness(similarity: 94.9) < ParameterComparator.closeVerdictThreshold)
        #expect(ParameterComparator.switchCloseness(similarity: ParameterComparator.switchSilentFloor) == 0)
    }
}
