import Foundation
import Testing
@testable import Lessons
import SynthEngine

/// Feedback says how far to turn, in words (issue 20 item 3).
@Suite("How far to turn")
struct StepWordingTests {
    static func advice(_ p: Param, _ attempt: Double, target: Double) -> String? {
        var patch = Patch()
        try? patch.set(p, target)
        return FeedbackWording.stepAdvice(for: p, compared: attempt, target: patch)
    }

    @Test func frequenciesFarOffAreSaidInOctaves() {
        #expect(Self.advice(.filterCutoff, 4000, target: 1000) == "go down about two octaves")
        #expect(Self.advice(.filterCutoff, 500, target: 1000) == "go up about an octave")
        // To the half octave: 8 Hz against 3 Hz is 1.4 octaves.
        #expect(Self.advice(.lfo1Rate, 8.07, target: 3) == "go down about one and a half octaves")
    }

    @Test func sizesFollowTheJustNoticeableDifference() throws {
        let jnd = PerceptionTable.jnd(.filterCutoff, in: try Patch().setting(.filterCutoff, to: 1000))
        func at(_ jnds: Double) -> String? { Self.advice(.filterCutoff, 1000 * pow(2, jnds * jnd), target: 1000) }
        #expect(at(1.8) == "just a touch lower")
        #expect(at(4) == "a little lower")
        #expect(at(-4) == "a little higher")
        #expect(at(7) == "a fair bit lower" || at(7) == "go down about an octave")
        // Fine tune: 30 cents off a 10 cent detune is many JNDs.
        #expect(Self.advice(.osc2Fine, 40, target: 10) == "much lower")
    }

    /// A level's size is its step in dB: half the level under a full sustain (6 dB) was "a little higher"
    /// while 60% against 25% (7.6 dB) was "much lower" (session 35's walk).
    @Test func levelsAreSizedInDecibels() {
        #expect(Self.advice(.ampSustain, 0.5, target: 1) == "a fair bit higher")
        #expect(Self.advice(.ampSustain, 0.6, target: 0.25) == "a fair bit lower")
        #expect(Self.advice(.ampSustain, 0.9, target: 1) == "just a touch higher")
        #expect(Self.advice(.osc2Level, 0, target: 0.8) == "much higher")
        // A modulation amount is heard in proportion, not in dB: the mod envelope's sustain 0.9 against
        // 0.3 (the held cutoff 1.5 octaves off at full env amount) is more than 0.05 against 0.3.
        #expect(Self.advice(.env2Sustain, 0.9, target: 0.3) == "much lower")
    }

    @Test func timesSayLongerOrShorter() {
        #expect(Self.advice(.ampRelease, 0.55, target: 0.5)?.hasSuffix("longer") == false)
        #expect(Self.advice(.ampRelease, 0.55, target: 0.5)?.hasSuffix("shorter") == true)
        #expect(Self.advice(.ampRelease, 2, target: 0.5)?.hasPrefix("much shorter: about") == true)
        #expect(Self.advice(.ampRelease, 0.1, target: 0.5)?.contains("too short") == true)
    }

    @Test func switchesAndWholeStepsGetNoSize() {
        #expect(Self.advice(.osc1Octave, 1, target: 0) == nil)
        #expect(Self.advice(.filterType, 1, target: 0) == nil)
    }

    @Test func anOffKnobsFeedbackCarriesTheSize() {
        let lesson = Fixtures.lesson(show: [.filterCutoff], target: Fixtures.patch(["filter.cutoff": .number(1000)]))
        let c = ParameterComparator().score(attempt: Fixtures.patch(["filter.cutoff": .number(4000)]), target: lesson.targetPatch, lesson: lesson)
        #expect(c.feedback.first?.message == "Filter cutoff: too bright, close it down (go down about two octaves)")
    }
}
