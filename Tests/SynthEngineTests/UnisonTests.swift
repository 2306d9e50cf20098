import Foundation
import Testing
@testable import SynthEngine

/// Unison: copies of both oscillators per note, detuned across ±detune cents, at one copy's loudness.
struct UnisonTests {
    static let sine = Signal.patch(["osc1.wave": .text("sine"), "amp.sustain": .number(1)])

    @Test("seven copies sit at 0, ±10, ±20 and ±30 cents for a detune of 30, at equal levels")
    func copiesAreSpreadEvenly() {
        let x = Signal.note(Self.sine.with(.unisonVoices, 7).with(.unisonDetune, 30), note: 93, seconds: 1.2)
        let f = Signal.midiHz(93)     // 1760 Hz: 10 cents apart is 10 Hz, well resolved by a 1 s window
        let amplitudes = stride(from: -30.0, through: 30, by: 10).map {
            Signal.amplitude(x, start: 9_600, count: 48_000, frequency: f * pow(2, $0 / 1_200))
        }
        // Each copy is a sine at the voice's level over √7: 0.8 × 0.5 (master) / √7.
        let expected = 0.8 * pow(10, -6.0 / 20) / 7.0.squareRoot()
        for (k, a) in amplitudes.enumerated() { #expect(abs(a / expected - 1) < 0.05, "copy \(k): \(a) against \(expected)") }
        // Between two copies there is nothing.
        let between = Signal.amplitude(x, start: 9_600, count: 48_000, frequency: f * pow(2, 5 / 1_200))
        #expect(between < 0.05 * expected, "between copies: \(between)")
    }

    @Test("one copy is the plain voice whatever the detune")
    func oneCopyIgnoresDetune() {
        let plain = Signal.note(Patch(), seconds: 0.3, release: 0.1)
        for detune in [0.0, 50, 100] {
            let x = Signal.note(Patch().with(.unisonDetune, detune), seconds: 0.3, release: 0.1)
            #expect(Signal.firstDifference(x, plain) == nil, "detune \(detune)")
        }
    }

    @Test("unison keeps the loudness of one copy", arguments: [2, 4, 7])
    func loudness(copies: Int) {
        let one = Signal.note(Patch(), seconds: 1)
        let many = Signal.note(Patch().with(.unisonVoices, Double(copies)).with(.unisonDetune, 25), seconds: 1)
        let ratioDB = 20 * log10(Signal.rms(many[4_800...]) / Signal.rms(one[4_800...]))
        #expect(abs(ratioDB) < 1.5, "\(copies) copies: \(ratioDB) dB")
    }

    @Test("changing the number of copies while a note sounds fades them in and out without a click")
    func copiesFade() {
        let e = SynthEngine(patch: Self.sine.with(.unisonDetune, 10))
        e.play(pitch: 33)    // 55 Hz: a smooth tone whose own bend is ~2e-5 per sample
        var x = Signal.render(e, seconds: 0.2)
        e.set(.unisonVoices, 7)
        x += Signal.render(e, seconds: 0.2)
        e.set(.unisonVoices, 2)
        x += Signal.render(e, seconds: 0.2)
        // A copy switched on at full level would jump by up to 0.15.
        #expect(Signal.maxBend(x[...]) < 0.002, "bend \(Signal.maxBend(x[...]))")
    }

    @Test("detune positions: centre first, then outwards, symmetric for every count")
    func positions() {
        for n in 1...OscillatorStack.maxCopies {
            let p = (0..<n).map { OscillatorStack.position($0, of: n) }
            #expect(Set(p.map { ($0 * 1e9).rounded() }).count == n, "\(n): \(p)")
            #expect(abs(p.reduce(0, +)) < 1e-12, "\(n): \(p)")
            #expect(p.allSatisfy { abs($0) <= 1 } && (n == 1 || p.contains(1) && p.contains(-1)), "\(n): \(p)")
            if n % 2 == 1 { #expect(p[0] == 0) }
            // Every new copy lies further out than (or as far as) the ones before it.
            #expect(zip(p, p.dropFirst()).allSatisfy { abs($0) <= abs($1) + 1e-12 }, "\(n): \(p)")
        }
    }

    @Test("unison, sync and FM are bit-identical whatever the block sizes, steady stretches included")
    func blockSizeIndependence() {
        let p = RenderShortcutTests.steady.with(.unisonVoices, 3).with(.xmodSync, 1).with(.xmodFM, 1.5)
        var steadyBlocks: UInt64 = 0
        let reference = RenderShortcutTests.score(p, blockSizes: [480], steadyBlocks: &steadyBlocks)
        #expect(steadyBlocks > 300, "steady blocks: \(steadyBlocks)")
        for sizes in [[1], [7, 13, 1, 100], [16], [333, 5, 64]] {
            let diff = Signal.firstDifference(RenderShortcutTests.score(p, blockSizes: sizes), reference)
            #expect(diff == nil, "block sizes \(sizes): \(diff ?? "")")
        }
    }
}
