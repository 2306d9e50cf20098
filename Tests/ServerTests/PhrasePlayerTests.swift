import Testing
import SynthEngine
@testable import Server

struct PhrasePlayerTests {
    @Test func eventsLandOnExactSamples() {
        var p = PhrasePlayer([Phrase.Note(start: 0.5, length: 0.25, note: 60, velocity: 1),
                              Phrase.Note(start: 0, length: 0.5, note: 64, velocity: 0.5)], startingAt: 960, sampleRate: 48_000)
        let expected: [UInt64] = [960, 24_960, 24_960, 36_960]
        #expect(p.events.map(\.at) == expected)
        // At the same sample the off comes before the on.
        #expect(p.events[1].velocity == nil && p.events[2].velocity == 1)
        var log: [String] = []
        p.applyDue(at: 960 + 24_000) { log.append("\($0)\($1 == nil ? "off" : "on")") }
        #expect(log == ["64on", "64off", "60on"])
        #expect(p.sounding == [60] && !p.isFinished)
        #expect(p.nextEventAt == UInt64(36_960))
        p.applyDue(at: .max) { _, _ in }
        #expect(p.isFinished && p.sounding.isEmpty)
    }
}
