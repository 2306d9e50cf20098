import Testing
@testable import Lessons
import SynthEngine

@Suite("Course validator")
struct CourseValidatorTests {
    func issues(_ lessons: [Lesson]) -> [CourseIssue] {
        CourseValidator().validate(Course(title: "T", modules: [CourseModule(id: "m", title: "M", summary: "",
                                                                             file: "m/module.yaml", lessons: lessons)]))
    }

    @Test func aFairChallengePasses() {
        let lesson = Fixtures.lesson(show: [.filterCutoff], target: Fixtures.patch(["filter.cutoff": .number(500)]))
        #expect(issues([lesson]).isEmpty)
    }

    @Test func aSilentSoundExampleIsAnError() {
        var lesson = Fixtures.lesson(show: [.filterCutoff], target: Fixtures.patch(["filter.cutoff": .number(500)]))
        let heard = LessonExample(id: "saw", label: "Saw", patch: Fixtures.patch(["osc1.wave": .text("saw")]),
                                  phrase: Phrase(), control: nil)
        let silent = LessonExample(id: "quiet", label: "Quiet", patch: Fixtures.patch(["osc1.level": .number(0)]),
                                   phrase: Phrase(), control: nil)
        lesson.examples = [heard, silent]
        let found = issues([lesson])
        #expect(found.count == 1 && found[0].field.hasSuffix("examples.quiet") && found[0].message.contains("silent"), "\(found)")
    }

    @Test func aTheoryPageMustPlayWhatItNames() {
        // Names the square (word), tremolo on an LFO page, and "pulses" (a verb, not the pulse wave).
        let markdown = "# LFO\nA **square** LFO makes a tremolo: the sound pulses."
        let saw = LessonExample(id: "saw", label: "Saw", patch: Fixtures.patch(["osc1.wave": .text("saw")]),
                                phrase: Phrase(), control: nil)
        var page = Fixtures.theory(id: "lfo", markdown: markdown)
        page.examples = [saw]
        let found = issues([page])
        #expect(found.count == 1 && found[0].message.contains("the square wave")
                    && found[0].message.contains("an LFO on amplitude") && !found[0].message.contains("pulse wave"), "\(found)")

        // A square LFO on the volume plays both the square (as a shape) and the tremolo.
        let chop = LessonExample(id: "chop", label: "Chop", patch: Fixtures.patch(["lfo1.wave": .text("square"), "lfo1.depth": .number(1)]),
                                 phrase: Phrase(), control: nil)
        page.examples = [saw, chop]
        #expect(issues([page]).isEmpty, "\(issues([page]))")
    }

    @Test func unreachableTargetIsAnError() {
        let hidden = Fixtures.lesson(id: "a", show: [.filterCutoff],
                                     target: Fixtures.patch(["filter.cutoff": .number(500), "osc1.wave": .text("sine")]))
        let locked = Fixtures.lesson(id: "b", show: [.filterCutoff, .filterResonance], lock: [.filterResonance],
                                     target: Fixtures.patch(["filter.cutoff": .number(500), "filter.resonance": .number(6)]))
        let found = issues([hidden, locked])
        #expect(found.contains { $0.field.hasSuffix("target.osc1.wave") && $0.message.contains("hidden") })
        #expect(found.contains { $0.field.hasSuffix("target.filter.resonance") && $0.message.contains("locked") })
    }

    @Test func startThatAlreadyPassesIsAnError() {
        // Nine taught controls, one slightly off: the start scores above the threshold.
        let lesson = Fixtures.lesson(show: [.osc1Wave, .ampAttack, .ampDecay, .ampSustain, .ampRelease, .filterCutoff,
                                            .filterResonance, .filterKeyTrack, .fxDrive],
                                     target: Fixtures.patch(["filter.cutoff": .number(12000)]))
        // Sustain at 80% and key tracking have standard windows under 1.5 JND: those are the hearing
        // check's (see HearingWindowTests); the start's issue is the one this test is about.
        let found = issues([lesson]).filter { !$0.field.hasSuffix(".calibration") && !Self.isOrder($0) }
        #expect(found.count == 1)
        #expect(found.first?.field == "lesson lesson.start")
        #expect(found.first?.message.contains("already scores") == true)
    }

    @Test func targetEqualToStartIsAnError() {
        let lesson = Fixtures.lesson(show: [.filterCutoff], target: Patch())
        #expect(issues([lesson]).contains { $0.message.contains("nothing to find") })
    }

    @Test func duplicateIdsAreErrors() {
        let a = Fixtures.lesson(id: "same", show: [.filterCutoff], target: Fixtures.patch(["filter.cutoff": .number(500)]))
        #expect(issues([a, a]).contains { $0.message.contains("used twice") })
    }

    @Test func inaudibleChangesAndMissingComparatorsAreWarnings() {
        let lesson = Fixtures.lesson(show: [.osc2Wave, .filterCutoff],
                                     target: Fixtures.patch(["osc2.wave": .text("sine"), "filter.cutoff": .number(500)]),
                                     comparator: .sound)
        let found = issues([lesson]).filter { !Self.isOrder($0) }
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(found.contains { $0.field.hasSuffix("target.osc2.wave") })
        #expect(found.contains { $0.field.hasSuffix("comparator") })
        #expect(CourseValidator(scorer: LessonScorer(sound: ParameterComparator())).validate(
            Course(title: "T", modules: [CourseModule(id: "m", title: "M", summary: "", file: "f", lessons: [lesson])]))
            .filter { !Self.isOrder($0) }.count == 1)
    }

    /// One lesson teaching several controls breaks the course order (`CourseOrderTests`), which is not
    /// what these single-lesson tests are about.
    static func isOrder(_ issue: CourseIssue) -> Bool { issue.message.contains("new controls at once") }

    @Test func inconsistentComparatorIsCaught() {
        // A sound comparator that never gives 100 breaks "the target scores 100 against itself".
        let lesson = Fixtures.lesson(show: [.filterCutoff], target: Fixtures.patch(["filter.cutoff": .number(500)]),
                                     comparator: .sound)
        let validator = CourseValidator(scorer: LessonScorer(sound: FixedComparator(value: 99)))
        let found = validator.validate(Course(title: "T", modules: [CourseModule(id: "m", title: "M", summary: "", file: "f",
                                                                                 lessons: [lesson])]))
        #expect(found.contains { $0.message.contains("against itself") })
        #expect(found.contains { $0.message.contains("already scores 99") })
    }

    @Test func tooStrictComparatorIsAWarning() {
        // Full marks only for the exact settings: a near miss (inside every "same sound" tolerance) fails.
        struct Exact: PatchComparator {
            func score(attempt: Patch, target: Patch, lesson: Lesson) -> Comparison { Comparison(score: attempt == target ? 100 : 0) }
        }
        let lesson = Fixtures.lesson(show: [.filterCutoff], target: Fixtures.patch(["filter.cutoff": .number(500)]), comparator: .sound)
        let found = CourseValidator(scorer: LessonScorer(sound: Exact())).validate(
            Course(title: "T", modules: [CourseModule(id: "m", title: "M", summary: "", file: "f", lessons: [lesson])]))
        #expect(found.count == 1)
        #expect(found.first?.severity == .warning)
        #expect(found.first?.message.contains("stricter than the ear") == true)
        // The near miss really is inside the tolerance and really differs.
        let near = CourseValidator.nearMiss(lesson)
        #expect(near != lesson.targetPatch)
        #expect(ParameterComparator().score(attempt: near, target: lesson.targetPatch, lesson: lesson).score == 100)
    }
}

@Suite("Course validator: the hearing floor")
struct HearingFloorTests {
    /// The settings judged just inside a window at the hearing floor: one per side, each nearer the
    /// target than 1.5 JND (so the ear cannot tell it apart and the judgement must pass it), inside
    /// the range, on the knob's steps.
    @Test func settingsJustInsideTheFloorAreInsideItOnBothSides() {
        for (param, value) in [(Param.filterCutoff, 500.0), (.osc1Fine, 15), (.ampRelease, 0.3), (.fxDrive, 0.4)] {
            let lesson = Fixtures.lesson(show: [param], target: Fixtures.patch([param.spec.id: .number(value)]))
            let tolerance = lesson.tolerance(for: param)
            let settings = CourseValidator.insideHearingFloor(param, lesson, tolerance)
            #expect(settings.count == 2, "\(param.spec.id): one setting each side")
            #expect(settings.filter { $0 < value }.count == 1)
            for v in settings {
                #expect(tolerance.distance(v, value) < PerceptionTable.minimumWindow(param, in: lesson.targetPatch),
                        "\(param.spec.id) \(v): inside 1.5 JND")
                #expect(v >= param.spec.min && v <= param.spec.max)
            }
        }
    }

    /// A stepped control snaps toward the target: with 3 unison voices the floor (a fifth of the count,
    /// times 1.5: 0.9 voices) holds no other step, so nothing is judged; 2 and 4 lie outside it.
    @Test func aSteppedControlIsJudgedOnlyOnStepsInsideTheFloor() {
        let lesson = Fixtures.lesson(show: [.unisonVoices], target: Fixtures.patch(["unison.voices": .number(3)]))
        let settings = CourseValidator.insideHearingFloor(.unisonVoices, lesson, lesson.tolerance(for: .unisonVoices))
        #expect(settings.allSatisfy { $0 == $0.rounded() && $0 != 3 })
        #expect(settings.allSatisfy { abs($0 - 3) <= PerceptionTable.minimumWindow(.unisonVoices, in: lesson.targetPatch) })
    }
}
