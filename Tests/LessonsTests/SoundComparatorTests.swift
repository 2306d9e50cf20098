import AudioAnalysis
import Foundation
import Testing
@testable import Lessons
import SynthEngine

/// The sound comparator renders both patches and compares the audio: settings that sound the same
/// must score high, audibly different sounds low, identical ones exactly 100.
@Suite struct SoundComparatorTests {
    private let comparator = SoundComparator()
    private static let phrase = Phrase(note: 57, length: 1)

    private static func patch(_ values: [Param: Double]) -> Patch {
        var p = Patch()
        for (k, v) in values { try! p.set(k, v) }
        return p
    }

    private static func wave(_ name: String) -> Double { Double(ParameterTable.oscillatorWaves.firstIndex(of: name)!) }

    private static func lesson(id: String = "sound-test", target: Patch, taught: [Param]) -> Lesson {
        Lesson(id: id, title: "Sound test", moduleID: "test", kind: .challenge, theoryFile: "", theoryMarkdown: "",
               theoryHTML: "", controls: LessonControls(shown: taught, locked: []), startPatch: Patch(),
               targetPatch: target, phrase: phrase, passThreshold: 80, hints: [], comparator: .sound)
    }

    private func similarity(_ attempt: Patch, _ target: Patch) -> Double {
        comparator.distance(attempt: attempt, target: target, phrase: Self.phrase).similarity
    }

    @Test func identicalSoundsScoreExactly100() {
        let target = Self.patch([.filterCutoff: 2000, .ampRelease: 0.5, .noiseLevel: 0.2])
        // Through the shortcut for equal patches, and through a full rendering and analysis.
        let lesson = Self.lesson(target: target, taught: [.filterCutoff])
        #expect(comparator.score(attempt: target, target: target, lesson: lesson).score == 100)
        #expect(similarity(target, target) == 100)
        let d = comparator.distance(attempt: target, target: target, phrase: Self.phrase)
        #expect(d.envelope == 0 && d.spectrum == 0 && d.pitch == 0 && d.attack == 0 && d.voicing == 0)
    }

    @Test(arguments: [
        // Osc 1's saw at 0.8 against osc 2's saw at 0.8 with osc 1 off.
        ("osc 2 instead of osc 1", patch([:]), patch([.osc1Level: 0, .osc2Level: 0.8, .osc2Wave: wave("saw")])),
        // The sub-oscillator (a sine an octave below osc 1) against osc 2 as a sine at octave -1.
        ("osc 2 an octave down instead of the sub", patch([.subLevel: 0.5]),
         patch([.osc2Wave: wave("sine"), .osc2Octave: -1, .osc2Level: 0.5])),
        // A 50% pulse is a square; a 30% pulse sounds like a 70% one.
        ("pulse 50% instead of square", patch([.osc1Wave: wave("square")]), patch([.osc1Wave: wave("pulse")])),
        ("pulse 70% instead of 30%", patch([.osc1Wave: wave("pulse"), .osc1PulseWidth: 0.3]),
         patch([.osc1Wave: wave("pulse"), .osc1PulseWidth: 0.7])),
        // Attacks of 1 ms and 5 ms both sound instant.
        ("attack 5 ms instead of 1 ms", patch([.ampAttack: 0.001]), patch([.ampAttack: 0.005])),
    ])
    func differentSettingsThatSoundTheSameScoreHigh(_ name: String, _ target: Patch, _ attempt: Patch) {
        #expect(attempt != target)
        let score = similarity(attempt, target)
        #expect(score >= 95, "\(name): \(score)")
    }

    @Test(arguments: [
        ("cutoff 500 Hz against 5 kHz", patch([.filterCutoff: 500]), patch([.filterCutoff: 5000])),
        ("attack 1 ms against 1 s", patch([.ampAttack: 0.001]), patch([.ampAttack: 1])),
        ("saw against sine", patch([:]), patch([.osc1Wave: wave("sine")])),
        ("saw against square", patch([:]), patch([.osc1Wave: wave("square")])),
        ("an octave up", patch([:]), patch([.osc1Octave: 1])),
        ("a semitone up", patch([:]), patch([.osc1Semitones: 1])),
        ("release 0.2 s against 2 s", patch([:]), patch([.ampRelease: 2])),
        ("half the level", patch([:]), patch([.osc1Level: 0.4])),
        ("high-pass instead of low-pass", patch([:]), patch([.filterType: 1, .filterCutoff: 1000])),
        ("tremolo against none", patch([:]), patch([.lfo1Depth: 0.5])),
    ])
    func clearlyDifferentSoundsScoreLow(_ name: String, _ target: Patch, _ attempt: Patch) {
        let score = similarity(attempt, target)
        #expect(score < 30, "\(name): \(score)")
    }

    @Test func scoresFallAsTheDifferenceGrows() {
        let target = Self.patch([.filterCutoff: 1000])
        let scores = [1100.0, 1500, 2500, 5000].map { similarity(Self.patch([.filterCutoff: $0]), target) }
        #expect(scores[0] >= 95, "a 10% cutoff change is hard to hear: \(scores[0])")
        #expect(zip(scores, scores.dropFirst()).allSatisfy { $0 > $1 }, "\(scores)")
        #expect(scores[3] < 30)
        let levels = [0.75, 0.6, 0.4, 0.2].map { similarity(Self.patch([.osc1Level: $0]), Patch()) }
        #expect(zip(levels, levels.dropFirst()).allSatisfy { $0 > $1 }, "\(levels)")
    }

    /// Two LFOs a little apart in rate drift out of phase within a second; a hop-by-hop comparison
    /// would call them different, the ear does not. Clearly different rates or depths still count.
    @Test func wobblesAreComparedByDepthAndRate() {
        let tremolo = Self.patch([.lfo1Depth: 0.5, .lfo1Rate: 5])
        #expect(similarity(Self.patch([.lfo1Depth: 0.5, .lfo1Rate: 5.5]), tremolo) >= 95)
        #expect(similarity(Self.patch([.lfo1Depth: 0.6, .lfo1Rate: 5]), tremolo) >= 95)
        #expect(similarity(Self.patch([.lfo1Depth: 0.5, .lfo1Rate: 8]), tremolo) < 60)
        let vibrato = Self.patch([.lfo2Depth: 0.02, .lfo2Rate: 5])
        #expect(similarity(Self.patch([.lfo2Depth: 0.02, .lfo2Rate: 5.5]), vibrato) >= 90)
        #expect(similarity(Self.patch([.lfo2Depth: 0.02, .lfo2Rate: 8]), vibrato) < 60)
        #expect(similarity(Self.patch([.lfo2Depth: 0.04, .lfo2Rate: 5]), vibrato) < 70)
    }

    @Test func chordsAndOverlapsAreLeftOutOfThePitchComparison() {
        let chord = Phrase(notes: [.init(length: 1, note: 48), .init(length: 1, note: 52), .init(length: 1, note: 55)])
        #expect(SoundComparator.polyphonicSpans(chord, Patch(), Patch()) == [0..<Double.infinity])
        let legato = Phrase(notes: [.init(start: 0, length: 0.3, note: 36), .init(start: 0.25, length: 0.3, note: 48),
                                    .init(start: 0.5, length: 0.2, note: 39), .init(start: 1, length: 0.2, note: 36)])
        // C3 overlaps C2, then D#2 overlaps C3: one span, until the next key press after the overlaps.
        #expect(SoundComparator.polyphonicSpans(legato, Patch(), Patch()) == [0.25..<1.0])
        // One voice at a time in mono mode, whatever the phrase.
        let mono = Self.patch([.voiceMode: 1])
        #expect(SoundComparator.polyphonicSpans(legato, mono, mono).isEmpty)
        #expect(SoundComparator.polyphonicSpans(Self.phrase, Patch(), Patch()).isEmpty)
        // A chord still tells a wrong octave (by its spectrum) and a right one.
        let target = Self.patch([.filterCutoff: 3000])
        #expect(comparator.distance(attempt: target, target: target, phrase: chord).similarity == 100)
        #expect(comparator.distance(attempt: Self.patch([.filterCutoff: 3000, .osc1Octave: 1]), target: target,
                                    phrase: chord).similarity < 30)
    }

    @Test func silentAttemptScoresZero() {
        #expect(similarity(Self.patch([.osc1Level: 0]), Patch()) == 0)
    }

    @Test func targetFeaturesAreCachedPerLesson() {
        let comparator = SoundComparator()
        let target = Self.patch([.filterCutoff: 800])
        let lesson = Self.lesson(target: target, taught: [.filterCutoff])
        let first = comparator.score(attempt: Self.patch([.filterCutoff: 3000]), target: target, lesson: lesson)
        let again = comparator.score(attempt: Self.patch([.filterCutoff: 3000]), target: target, lesson: lesson)
        _ = comparator.score(attempt: Self.patch([.filterCutoff: 900]), target: target, lesson: lesson)
        #expect(comparator.cachedTargetCount == 1)
        #expect(first == again)
        #expect(first.feedback.isEmpty)
        // Another lesson (even with the same target) is another entry; its second attempt hits the cache.
        let other = Self.lesson(id: "other", target: target, taught: [.filterCutoff])
        _ = comparator.score(attempt: Patch(), target: target, lesson: other)
        _ = comparator.score(attempt: Self.patch([.filterCutoff: 700]), target: target, lesson: other)
        #expect(comparator.cachedTargetCount == 2)
    }

    @Test func lessonScorerUsesItForSoundLessons() {
        let target = Self.patch([.filterCutoff: 600])
        let lesson = Self.lesson(target: target, taught: [.filterCutoff])
        let scorer = LessonScorer(sound: SoundComparator())
        let far = scorer.compare(Self.patch([.filterCutoff: 6000]), for: lesson)
        let near = scorer.compare(Self.patch([.filterCutoff: 610]), for: lesson)
        #expect(far.score < 30 && near.score >= 95)
        // The sound comparator has no per-knob view; the scorer adds the parameter comparator's.
        #expect(far.feedback.map(\.param) == [.filterCutoff])
    }

    /// Release-build speed check: `ST_PERF=1 swift test -c release --filter comparisonIsFast`.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["ST_PERF"] != nil))
    func comparisonIsFast() {
        let target = Self.patch([.filterCutoff: 900, .ampRelease: 0.4])
        let phrase = Phrase(notes: [.init(start: 0, length: 0.5, note: 57), .init(start: 0.5, length: 1, note: 64)])
        let lesson = Lesson(id: "perf", title: "", moduleID: "", kind: .challenge, theoryFile: "", theoryMarkdown: "",
                            theoryHTML: "", controls: LessonControls(shown: [.filterCutoff], locked: []),
                            startPatch: Patch(), targetPatch: target, phrase: phrase, passThreshold: 80, hints: [],
                            comparator: .sound)
        let comparator = SoundComparator()
        _ = comparator.score(attempt: Patch(), target: target, lesson: lesson)  // fills the cache
        let clock = ContinuousClock()
        let runs = 10
        let elapsed = clock.measure {
            for i in 0..<runs {
                _ = comparator.score(attempt: Self.patch([.filterCutoff: 1000 + Double(i)]), target: target, lesson: lesson)
            }
        }
        let each = elapsed / runs
        print("SoundComparator: \(each) per comparison (1.5 s phrase + tail)")
        #expect(each < .milliseconds(200))
    }
}
