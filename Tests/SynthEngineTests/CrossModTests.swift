import Foundation
import Testing
@testable import SynthEngine

/// Cross-modulation: osc 2 hard-synced to osc 1, and osc 1 phase-modulated by osc 2 (two-operator FM).
struct CrossModTests {
    /// Energy (in dB against the total) of every spectrum bin further than `slack` Hz from a multiple
    /// of `f0`, from 30 Hz to 20 kHz: a sound periodic at f0 has none, so what is there is aliasing.
    static func offHarmonicDB(_ x: [Float], f0: Double, slack: Double = 12) -> Double {
        let size = 32_768
        let s = Signal.spectrum(x, start: x.count - size, size: size)
        let binHz = Signal.fs / Double(size)
        var total = 0.0, off = 0.0
        for (k, m) in s.enumerated() where Double(k) * binHz > 30 && Double(k) * binHz < 20_000 {
            let f = Double(k) * binHz
            let distance = abs(f - (f / f0).rounded() * f0)
            total += m * m
            if distance > slack { off += m * m }
        }
        return 10 * log10(off / total)
    }

    static let synced = Signal.patch(["osc1.level": .number(0), "osc2.level": .number(0.8), "osc2.wave": .text("saw"),
                                      "osc2.octave": .number(1), "osc2.semitones": .number(5), "xmod.sync": .text("on"),
                                      "amp.sustain": .number(1)])

    @Test("a synced osc 2 sounds at osc 1's pitch, whatever its own")
    func syncTakesTheMastersPitch() {
        let x = Signal.note(Self.synced, note: 57, seconds: 1)
        let f0 = 220.0, own = 220 * pow(2, 17 / 12.0)
        #expect(Signal.amplitude(x, start: 9_600, count: 24_000, frequency: f0) > 0.02)
        #expect(Signal.amplitude(x, start: 9_600, count: 24_000, frequency: own) < 0.002)
        let unsynced = Signal.note(Self.synced.with(.xmodSync, 0), note: 57, seconds: 1)
        #expect(Signal.amplitude(unsynced, start: 9_600, count: 24_000, frequency: own) > 0.05)
    }

    @Test("hard sync is band-limited: little energy off the master's harmonics", arguments: [57, 69, 81])
    func syncAliasing(note: Int) {
        let x = Signal.note(Self.synced, note: note, seconds: 1)
        let db = Self.offHarmonicDB(x, f0: Signal.midiHz(Double(note)))
        // Measured: about -41, -39 and -37 dB at A3, A4 and A5 (the slope's kink at each restart is
        // not corrected). The same BLEP with restarts at phase 0 measured -38, -34 and -31 dB.
        #expect(db < -35, "note \(note): \(db) dB off the harmonics")
    }

    static func fm(index: Double, note: Int = 57) -> Patch {
        Signal.patch(["osc1.wave": .text("sine"), "osc2.wave": .text("sine"), "osc2.octave": .number(1),
                      "osc2.semitones": .number(7), "xmod.fm": .number(index), "amp.sustain": .number(1)])
    }

    /// Sideband k of a carrier fc phase-modulated at fm with index β has amplitude |J_k(β)| at fc + k·fm.
    @Test("FM sidebands follow the Bessel functions of the index", arguments: [0.5, 2.0, 4.0])
    func besselSidebands(index: Double) {
        let x = Signal.note(Self.fm(index: index), note: 57, seconds: 1.2)
        let fc = 220.0, fm = 220 * pow(2, 19 / 12.0)     // osc 2 an octave and a fifth up: 2.997 times
        let carrier = 0.8 * pow(10, -6.0 / 20)
        func sideband(_ k: Int) -> Double { Signal.amplitude(x, start: 9_600, count: 48_000, frequency: abs(fc + Double(k) * fm)) }
        for k in -2...2 {
            let expected = carrier * abs(jn(Int32(k), index))
            guard expected > 0.01 else { continue }
            #expect(abs(sideband(k) - expected) < 0.03 * carrier, "index \(index), sideband \(k): \(sideband(k)) against \(expected)")
        }
    }

    @Test("FM index 0 and a silent modulator leave the plain oscillator")
    func fmOffIsPlain() {
        let plain = Signal.note(Self.fm(index: 0), seconds: 0.3, release: 0.1)
        #expect(Signal.amplitude(plain, start: 4_800, count: 9_600, frequency: 220 * pow(2, 19 / 12.0)) < 1e-4)
    }

    @Test("high notes get a smaller index, so the sidebands stay under Nyquist")
    func fmIndexLimit() {
        // Carrier 3520 Hz, modulator 10.5 kHz: index 10 would put sidebands far above 24 kHz, folding
        // back as aliases. The index is held to (0.45·fs - fc)/fm - 1 = 0.71.
        let x = Signal.note(Self.fm(index: 10), note: 105, seconds: 1)
        let fc = Signal.midiHz(105), fm = fc * pow(2, 19 / 12.0)
        let limit = (OscillatorStack.fmCeiling * Signal.fs - fc) / fm - 1
        let c = Signal.amplitude(x, start: 9_600, count: 24_000, frequency: fc)
        let upper = Signal.amplitude(x, start: 9_600, count: 24_000, frequency: fc + fm)
        #expect(abs(upper / c - jn(1, limit) / j0(limit)) < 0.03, "J1/J0 \(upper / c) against \(jn(1, limit) / j0(limit))")
    }
}
