import Foundation
import Testing
@testable import Lessons
import SynthEngine

/// The judge agrees with the ear along each knob: issue 20's sweep.
@Suite("Score sweep")
struct ScoreSweepTests {
    static let course = CourseLoader.load(directory: Fixtures.shippedCourses).course
    static let scorer = LessonScorer(sound: SoundComparator())

    /// Walking out from the target on each side, no score exceeds the lowest one nearer the target by
    /// more than the noise, and no setting passes beyond one that fails.
    static func expectMonotone(_ curve: ScoreSweep.Curve) {
        for side in [curve.points.filter { $0.travel < 0 }.sorted { $0.travel > $1.travel },
                     curve.points.filter { $0.travel > 0 }.sorted { $0.travel < $1.travel }] {
            var lowest = 100.0, failed = false
            for point in side {
                #expect(point.score <= lowest + ScoreSweep.noise, "\(curve.lesson) \(curve.param.spec.id): \(curve.table)")
                #expect(!(failed && point.passed), "\(curve.lesson) \(curve.param.spec.id): \(curve.table)")
                lowest = min(lowest, point.score)
                failed = failed || !point.passed
            }
        }
        #expect(curve.violations.isEmpty, "\(curve.messages)")
    }

    /// Three challenges whose sound scores jumped about: delay echoes landing on the phrase's notes,
    /// a release that fills staccato gaps, a crusher's aliasing.
    @Test(arguments: ["supersaw-space", "punchy-lead", "fx-crush-rate"])
    func scoresFallAwayFromTheTarget(id: String) throws {
        let lesson = try #require(Self.course.lesson(id))
        let curves = ScoreSweep(scorer: Self.scorer).curves(for: lesson)
        #expect(!curves.isEmpty)
        curves.forEach(Self.expectMonotone)
    }

    /// The example: a 0.375 s delay. 0.25 s passed at 95.8 while 0.3 s scored 59.6.
    @Test func aDelayOfTwoThirdsTheTargetNeitherPassesNorBeatsANearerOne() throws {
        let lesson = try #require(Self.course.lesson("supersaw-space"))
        let sweep = ScoreSweep(scorer: Self.scorer)
        let far = sweep.point(.fxDelayTime, 0.25, in: lesson), near = sweep.point(.fxDelayTime, 0.3, in: lesson)
        let twice = sweep.point(.fxDelayTime, 0.5, in: lesson)
        #expect(!far.passed && !twice.passed)
        #expect(far.score <= near.score + ScoreSweep.noise, "0.25 s: \(far.score), 0.3 s: \(near.score)")
        #expect(twice.score < lesson.passThreshold, "0.5 s: \(twice.score)")
    }

    /// A sound score that jumps about cannot lift a further setting above a nearer one: the sound is
    /// compared on a grid anchored at the target and the lowest counts.
    @Test func aSpikySoundCannotMakeTheScoreRise() {
        struct Spiky: PatchComparator {
            func score(attempt: Patch, target: Patch, lesson: Lesson) -> Comparison {
                // High and low in turn with the cutoff, as delay echoes do with their time.
                let s = Int((attempt[.filterCutoff] / 37).rounded()) % 2 == 0 ? 99.0 : 30.0
                return Comparison(score: attempt == target ? 100 : s, soundSimilarity: s)
            }
        }
        let lesson = Fixtures.lesson(show: [.filterCutoff, .filterResonance], target: Fixtures.patch(["filter.cutoff": .number(1000)]))
        let best = BestOfComparator([ParameterComparator(), Spiky()])
        var lowest = 100.0
        for i in 1...60 {
            let attempt = Fixtures.patch(["filter.cutoff": .number(1000 * pow(2, Double(i) / 40))])
            let score = best.score(attempt: attempt, target: lesson.targetPatch, lesson: lesson).score
            #expect(score <= lowest + 1e-9, "at \(attempt[.filterCutoff]) Hz")
            lowest = min(lowest, score)
        }
    }

    @Test func theSoundLiftsFullyInsideOneWindowAndNotFromFour() {
        #expect(BestOfComparator.lift(windowsOff: 0.5) == 1)
        #expect(abs(BestOfComparator.lift(windowsOff: 2.5) - 0.5) < 1e-9)
        #expect(BestOfComparator.lift(windowsOff: 4) == 0)
    }

    @Test func sweepSettingsAreDenseNearTheTargetAndReachTheEnds() {
        let settings = ScoreSweep.settings(.fxDelayTime, target: 0.375)
        #expect(settings.first == Param.fxDelayTime.spec.min && settings.last == Param.fxDelayTime.spec.max)
        #expect(settings.count == 2 * ScoreSweep.pointsPerSide)
        // Stepped controls visit each step once.
        let octaves = ScoreSweep.settings(.osc1Octave, target: 0)
        #expect(Set(octaves).count == octaves.count && octaves.allSatisfy { $0 == $0.rounded() && $0 != 0 })
        #expect(octaves.count == Int(Param.osc1Octave.spec.max - Param.osc1Octave.spec.min))
    }
}
