import Testing
@testable import Lessons
import SynthEngine

/// Which controls can be heard, checked against the engine itself: a control judged inaudible must
/// leave the rendering bit-identical, and one judged audible must change it.
@Suite("Parameter relevance")
struct ParameterRelevanceTests {
    /// A plucked patch: sustain 0, so each note dies away 0.15 s after its key goes down.
    static let pluck = Fixtures.patch(["amp.attack": .number(0.002), "amp.decay": .number(0.15), "amp.sustain": .number(0)])
    static let short = Phrase(notes: [.init(start: 0, length: 0.1, note: 60)])
    static let long = Phrase(notes: [.init(start: 0, length: 0.4, note: 60), .init(start: 0.5, length: 0.3, note: 64)])

    /// Renders `patch` twice, with `p` at two settings, and says whether the samples differ.
    func changesTheSound(_ p: Param, _ a: Double, _ b: Double, patch: Patch, phrase: Phrase) throws -> Bool {
        var x = patch, y = patch
        try x.set(p, a)
        try y.set(p, b)
        let renderer = OfflineRenderer(maxTailSeconds: 3)
        return renderer.render(patch: x, phrase: phrase) != renderer.render(patch: y, phrase: phrase)
    }

    @Test func ampReleaseIsSilentOnceEveryNoteHasDiedAway() throws {
        #expect(!ParameterRelevance.isAudible(.ampRelease, in: Self.pluck, phrase: Self.long))
        #expect(try !changesTheSound(.ampRelease, 0.05, 2, patch: Self.pluck, phrase: Self.long))
    }

    @Test func ampReleaseCountsWhenAKeyIsLetGoEarly() throws {
        // 0.1 s is shorter than attack + decay: the release starts from a level above zero.
        #expect(ParameterRelevance.isAudible(.ampRelease, in: Self.pluck, phrase: Self.short))
        #expect(try changesTheSound(.ampRelease, 0.05, 2, patch: Self.pluck, phrase: Self.short))
    }

    @Test func ampReleaseCountsWithSustain() throws {
        var held = Self.pluck
        try held.set(.ampSustain, 0.01)
        #expect(ParameterRelevance.isAudible(.ampRelease, in: held, phrase: Self.long))
        #expect(try changesTheSound(.ampRelease, 0.05, 2, patch: held, phrase: Self.long))
    }

    @Test func aRestruckKeyIsMeasuredFromItsLatestPress() throws {
        // The same key again 0.35 s in: poly mode retriggers its voice, and the first key-up at 0.4 s
        // releases it 0.05 s into its new attack, although every note lasts 0.4 s.
        let restruck = Phrase(notes: [.init(start: 0, length: 0.4, note: 60), .init(start: 0.35, length: 0.4, note: 60)])
        #expect(abs(try #require(ParameterRelevance.shortestGate(restruck, poly: true)) - 0.05) < 1e-9)
        #expect(ParameterRelevance.isAudible(.ampRelease, in: Self.pluck, phrase: restruck))
        #expect(try changesTheSound(.ampRelease, 0.05, 2, patch: Self.pluck, phrase: restruck))
        // Different keys in poly mode have voices of their own.
        let chord = Phrase(notes: [.init(start: 0, length: 0.4, note: 60), .init(start: 0.35, length: 0.4, note: 64)])
        #expect(abs(try #require(ParameterRelevance.shortestGate(chord, poly: true)) - 0.4) < 1e-9)
        #expect(try !changesTheSound(.ampRelease, 0.05, 2, patch: Self.pluck, phrase: chord))
        // In mono mode one voice plays both, so the later press counts.
        #expect(abs(try #require(ParameterRelevance.shortestGate(chord, poly: false)) - 0.05) < 1e-9)
    }

    @Test func modEnvelopeReleaseFollowsTheSameRule() throws {
        var sweep = Fixtures.patch(["filter.cutoff": .number(300), "filter.envAmount": .number(3),
                                    "env2.attack": .number(0.01), "env2.decay": .number(0.2), "env2.sustain": .number(0)])
        #expect(!ParameterRelevance.isAudible(.env2Release, in: sweep, phrase: Self.long))
        #expect(try !changesTheSound(.env2Release, 0.01, 3, patch: sweep, phrase: Self.long))
        #expect(ParameterRelevance.isAudible(.env2Release, in: sweep, phrase: Self.short))
        #expect(try changesTheSound(.env2Release, 0.01, 3, patch: sweep, phrase: Self.short))
        // Not routed anywhere: no part of the mod envelope can be heard.
        try sweep.set(.filterEnvAmount, 0)
        #expect(!ParameterRelevance.isAudible(.env2Attack, in: sweep, phrase: Self.short))
        #expect(!ParameterRelevance.isAudible(.env2Release, in: sweep, phrase: Self.short))
    }

    @Test func theComparatorIgnoresAnInaudibleRelease() {
        var target = Self.pluck
        try? target.set(.ampRelease, 0.05)
        let lesson = Lesson(id: "pluck", title: "Pluck", moduleID: "m", kind: .challenge, theoryFile: "m/p.md",
                            theoryMarkdown: "# p", theoryHTML: "<h1>p</h1>",
                            controls: LessonControls(shown: [.ampDecay, .ampRelease], locked: []),
                            startPatch: Patch(), targetPatch: target, phrase: Self.long, passThreshold: 80,
                            hints: ["a", "b"], comparator: .params)
        var attempt = target
        try? attempt.set(.ampRelease, 5)
        #expect(ParameterComparator().score(attempt: attempt, target: target, lesson: lesson).score == 100)
    }
}
