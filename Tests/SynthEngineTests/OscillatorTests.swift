import Foundation
import Testing
@testable import SynthEngine

/// Oscillator pitch, band-limiting, pulse width, sub-oscillator and noise, measured on the signal.
struct OscillatorTests {
    /// A clean oscillator: filter open, sustain at full so the level is steady.
    static func clean(_ extra: [String: PatchValue]) -> Patch {
        var v: [String: PatchValue] = ["amp.sustain": .number(1), "amp.attack": .number(0.001)]
        for (k, x) in extra { v[k] = x }
        return Signal.patch(v)
    }

    @Test("every waveform is in tune within 1 cent from 30 Hz to 5 kHz",
          arguments: ["sine", "triangle", "saw", "square", "pulse"])
    func pitch(wave: String) {
        // MIDI 23 = 30.9 Hz, 45 = 110 Hz, 69 = 440 Hz, 88 = 1319 Hz, 111 = 4978 Hz.
        for note in [23, 45, 69, 88, 111] {
            let expected = Signal.midiHz(Double(note))
            let window = note < 40 ? 24_000 : 4_800
            let span = note < 40 ? 0.25 : 0.1
            let x = Signal.note(Self.clean(["osc1.wave": .text(wave), "osc1.pulseWidth": .number(0.3)]),
                                note: note, seconds: 0.05 + Double(window) / Signal.fs + span + 0.01)
            let f = Signal.frequency(x, near: expected, start: 2_400, window: window, span: span)
            #expect(abs(Signal.cents(f, expected)) < 1, "\(wave) note \(note): \(f) Hz, expected \(expected)")
        }
    }

    @Test("octave, semitones and fine move the pitch by exactly that much")
    func transpose() {
        let x = Signal.note(Self.clean(["osc1.wave": .text("sine"), "osc1.octave": .number(1),
                                        "osc1.semitones": .number(-5), "osc1.fine": .number(37)]),
                            note: 57, seconds: 0.3)
        let expected = Signal.midiHz(57 + 12 - 5 + 0.37)
        let f = Signal.frequency(x, near: expected, start: 2_400, window: 4_800, span: 0.1)
        #expect(abs(Signal.cents(f, expected)) < 1)
    }

    /// Largest spectral component that is not a harmonic, relative to the fundamental, in dB.
    static func worstAlias(_ x: [Float], fundamental f0: Double) -> Double {
        let size = 16_384
        let s = Signal.spectrum(x, start: 4_800, size: size)
        let bin = Signal.fs / Double(size)
        let k0 = Int((f0 / bin).rounded())
        let fundamental = s[(k0 - 3)...(k0 + 3)].max()!
        var worst = 0.0
        for (k, m) in s.enumerated() {
            let f = Double(k) * bin
            guard f > 30 else { continue }
            let h = (f / f0).rounded()
            if h >= 1 && abs(f - h * f0) < 8 * bin { continue }      // a harmonic and its window main lobe
            worst = max(worst, m)
        }
        return 20 * log10(worst / fundamental)
    }

    @Test("saw, square and pulse near 1 kHz have every alias at least 80 dB down",
          arguments: ["saw", "square", "pulse"])
    func aliasing(wave: String) {
        // MIDI 83 is 987.8 Hz; +38.5 cents gives 1010 Hz, whose aliases fall between harmonics
        // (an exact 1 kHz at 48 kHz would fold aliases onto harmonics and hide them).
        for (fine, width) in [(38.5, 0.5), (38.5, 0.1), (3.9, 0.8)] {
            let f0 = Signal.midiHz(83 + fine / 100)
            let x = Signal.note(Self.clean(["osc1.wave": .text(wave), "osc1.fine": .number(fine),
                                            "osc1.pulseWidth": .number(width)]), note: 83, seconds: 0.46)
            let alias = Self.worstAlias(x, fundamental: f0)
            #expect(alias <= -80, "\(wave) at \(f0) Hz, width \(width): worst alias \(alias) dB")
        }
    }

    @Test("a top-octave saw (4 kHz) is still band-limited")
    func aliasingHigh() {
        let f0 = Signal.midiHz(107 + 0.3)
        let x = Signal.note(Self.clean(["osc1.wave": .text("saw"), "osc1.fine": .number(30)]), note: 107, seconds: 0.46)
        #expect(Self.worstAlias(x, fundamental: f0) <= -80)
    }

    @Test("pulse width sets the duty cycle")
    func pulseWidth() {
        for width in [0.1, 0.25, 0.5, 0.75] {
            let x = Signal.note(Self.clean(["osc1.wave": .text("pulse"), "osc1.pulseWidth": .number(width)]),
                                note: 33, seconds: 0.3)  // 55 Hz: edges are short next to the period
            let seg = x[4_800..<14_400]
            // High samples sit at (2 - 2w)·g, low ones at -2w·g: the threshold halfway up the jump.
            let threshold = (seg.max()! + seg.min()!) / 2
            let hi = Double(seg.filter { $0 > threshold }.count) / Double(seg.count)
            #expect(abs(hi - width) < 0.02, "width \(width): duty \(hi)")
        }
    }

    @Test("the sub-oscillator sounds one octave below osc 1")
    func subOscillator() {
        let x = Signal.note(Self.clean(["osc1.level": .number(0), "sub.level": .number(1)]), note: 57, seconds: 0.3)
        let f = Signal.frequency(x, near: 110, start: 2_400, window: 4_800, span: 0.1)
        #expect(abs(Signal.cents(f, 110)) < 1)
        #expect(Signal.rms(x[2_400...]) > 0.2)
    }

    @Test("osc 2 mixes in at its own pitch")
    func secondOscillator() {
        let x = Signal.note(Self.clean(["osc1.wave": .text("sine"), "osc2.wave": .text("sine"),
                                        "osc2.level": .number(0.5), "osc2.semitones": .number(7)]),
                            note: 57, seconds: 0.3)
        let a1 = Signal.amplitude(x, start: 2_400, count: 9_600, frequency: 220)
        let a2 = Signal.amplitude(x, start: 2_400, count: 9_600, frequency: Signal.midiHz(64))
        // Levels 0.8 and 0.5 at velocity 1.
        #expect(abs(a2 / a1 - 0.5 / 0.8) < 0.02)
    }

    /// Energy in an octave band, from a spectrum of `size` samples.
    static func bandEnergy(_ s: [Double], _ lo: Double, _ hi: Double, size: Int) -> Double {
        let bin = Signal.fs / Double(size)
        return s.enumerated().filter { Double($0.offset) * bin >= lo && Double($0.offset) * bin < hi }
            .reduce(0) { $0 + $1.element * $1.element }
    }

    @Test("white noise is flat, pink noise falls 3 dB per octave")
    func noiseColour() {
        for (type, expectedDB) in [("white", 10 * log10(64.0)), ("pink", 0.0)] {
            let x = Signal.note(Self.clean(["osc1.level": .number(0), "noise.level": .number(1),
                                            "noise.type": .text(type)]), seconds: 0.7)
            var low = 0.0, high = 0.0
            for start in stride(from: 2_400, to: 2_400 + 6 * 4_096, by: 4_096) {
                let s = Signal.spectrum(x, start: start, size: 4_096)
                low += Self.bandEnergy(s, 150, 300, size: 4_096)
                high += Self.bandEnergy(s, 9_600, 19_200, size: 4_096)
            }
            let ratio = 10 * log10(high / low)
            #expect(abs(ratio - expectedDB) < 3, "\(type): high/low octave energy \(ratio) dB")
        }
    }

    @Test("white and pink noise have similar loudness")
    func noiseLevel() {
        let w = Signal.note(Self.clean(["osc1.level": .number(0), "noise.level": .number(1)]), seconds: 0.3)
        let p = Signal.note(Self.clean(["osc1.level": .number(0), "noise.level": .number(1),
                                        "noise.type": .text("pink")]), seconds: 0.3)
        let ratio = 20 * log10(Signal.rms(p[2_400...]) / Signal.rms(w[2_400...]))
        #expect(abs(ratio) < 2, "pink vs white: \(ratio) dB")
    }
}
