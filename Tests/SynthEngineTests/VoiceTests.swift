import Foundation
import Testing
@testable import SynthEngine

/// Polyphony, stealing, mono/legato, glide, velocity.
struct VoiceTests {
    /// Sines at -20 dB so eight of them stay clear of the limiter.
    static let sine = Signal.patch(["osc1.wave": .text("sine"), "amp.sustain": .number(1), "amp.release": .number(0.3),
                                    "master.volume": .number(-20)])

    @Test("eight voices sound at once; a ninth steals one without a click")
    func polyphonyAndStealing() {
        let e = SynthEngine(patch: Self.sine)
        var x: [Float] = []
        for k in 0..<8 {
            e.play(pitch: 48 + 3 * k, velocity: 0.3)
            x += Signal.render(e, samples: 2_400)
        }
        #expect(e.activeVoiceCount == 8)
        e.play(pitch: 90, velocity: 0.3)
        x += Signal.render(e, samples: 4_800)
        #expect(e.activeVoiceCount == 8)
        // These sines (the highest 1.5 kHz) bend by < 0.002 per sample; cutting a voice (amplitude
        // 0.05) dead would bend by up to 0.05. The steal fades it out over 2.7 ms.
        #expect(Signal.maxBend(x[...]) < 0.006)
        // The stolen voice was the oldest (note 48); the newest sounds.
        #expect(e.currentFrequency.map { abs(Signal.cents($0, Signal.midiHz(90))) < 1 } == true)
    }

    @Test("the quietest releasing voice is stolen before held ones")
    func stealsReleasingFirst() {
        let e = SynthEngine(patch: Self.sine)
        for k in 0..<8 { e.play(pitch: 60 + k) }
        _ = Signal.render(e, samples: 960)
        e.stop(pitch: 65)
        _ = Signal.render(e, samples: 960)
        e.play(pitch: 80)
        _ = Signal.render(e, samples: 9_600)
        // Notes 60 (oldest) must still sound: its partial is present.
        let x = Signal.render(e, samples: 9_600)
        // Eight voices at 1/√7 (`PolyphonyGain`): 0.08 × 0.38 = 0.030 for a voice still sounding.
        #expect(Signal.amplitude(x, start: 0, count: 9_600, frequency: Signal.midiHz(60)) > 0.02)
        #expect(Signal.amplitude(x, start: 0, count: 9_600, frequency: Signal.midiHz(65)) < 0.001)
    }

    @Test("mono: one voice, the newest key wins, releasing it returns to the key still held")
    func mono() {
        let e = SynthEngine(patch: Self.sine.with(.voiceMode, 1))
        e.play(pitch: 57)
        _ = Signal.render(e, samples: 4_800)
        e.play(pitch: 64)
        let x = Signal.render(e, samples: 9_600)
        #expect(e.activeVoiceCount == 1)
        #expect(abs(Signal.cents(Signal.frequency(x, near: Signal.midiHz(64), start: 2_400, window: 2_400, span: 0.05),
                                 Signal.midiHz(64))) < 1)
        e.stop(pitch: 64)
        let y = Signal.render(e, samples: 9_600)
        #expect(abs(Signal.cents(Signal.frequency(y, near: 220, start: 2_400, window: 2_400, span: 0.05), 220)) < 1)
        e.stop(pitch: 57)
        _ = Signal.render(e, samples: 48_000)
        #expect(e.isSilent)
    }

    @Test("legato does not restart the envelope; mono does")
    func legato() {
        func dip(_ mode: Double) -> Double {
            let p = Signal.patch(["osc1.wave": .text("sine"), "amp.attack": .number(0.2), "amp.sustain": .number(1)])
            let e = SynthEngine(patch: p.with(.voiceMode, mode))
            e.play(pitch: 57)
            _ = Signal.render(e, samples: 24_000)     // well past the attack
            e.play(pitch: 60)
            let x = Signal.render(e, samples: 4_800)
            // Level 20-40 ms after the second key relative to the held level.
            return Signal.rms(x[960..<1_920]) / Signal.rms(x[3_840..<4_800])
        }
        #expect(abs(dip(2) - 1) < 0.05, "legato keeps the level")
        // Mono retriggers the attack from the current level: with sustain 1 the level is already
        // full, so instead check the mod envelope restarts (pitch drop audible) below.
        let p = Signal.patch(["osc1.wave": .text("sine"), "amp.sustain": .number(1), "env2.toPitch": .number(12),
                              "env2.decay": .number(0.05)])
        func startPitch(_ mode: Double) -> Double {
            let e = SynthEngine(patch: p.with(.voiceMode, mode))
            e.play(pitch: 57)
            _ = Signal.render(e, samples: 24_000)
            e.play(pitch: 60)
            let f = Signal.zeroCrossingFrequencies(Signal.render(e, samples: 2_400)[...])
            return f.first { $0.time > 0.002 }!.hz
        }
        #expect(startPitch(1) > Signal.midiHz(60) * 1.3, "mono retriggers the mod envelope")
        #expect(abs(Signal.cents(startPitch(2), Signal.midiHz(60))) < 20, "legato does not")
    }

    @Test("glide takes the set time to slide between notes", arguments: [0.1, 0.4])
    func glide(seconds: Double) {
        let e = SynthEngine(patch: Self.sine.with(.voiceMode, 1).with(.voiceGlide, seconds))
        e.play(pitch: 57)
        _ = Signal.render(e, samples: 4_800)
        e.play(pitch: 69)
        let x = Signal.render(e, samples: Int((seconds + 0.1) * Signal.fs))
        let f = Signal.zeroCrossingFrequencies(x[...])
        // Halfway in time is halfway in semitones (63 = 311 Hz); at the glide time it has arrived.
        let mid = f.first { $0.time >= seconds / 2 }!
        let midSemitones = 69 + 12 * log2(mid.hz / 440)
        #expect(abs(midSemitones - 63) < 0.5, "at half time: \(midSemitones) st")
        let arrived = f.first { abs(Signal.cents($0.hz, 440)) < 5 }!.time
        #expect(abs(arrived - seconds) < 0.05 * seconds + 0.005, "arrived after \(arrived) s")
        // currentFrequency follows the glide.
        #expect(abs(Signal.cents(e.currentFrequency!, 440)) < 1)
    }

    @Test("velocity sensitivity scales the level")
    func velocity() {
        func level(_ sensitivity: Double, _ velocity: Double) -> Double {
            let x = Signal.note(Self.sine.with(.voiceVelocity, sensitivity), note: 69, velocity: velocity, seconds: 0.2)
            return Signal.rms(x[2_400...])
        }
        #expect(abs(level(1, 0.5) / level(1, 1) - 0.5) < 0.01)
        #expect(abs(level(0, 0.2) / level(0, 1) - 1) < 0.01)
        #expect(abs(level(0.5, 0) / level(0.5, 1) - 0.5) < 0.01)
    }

    @Test("all notes off releases every voice gracefully")
    func allNotesOff() {
        let e = SynthEngine(patch: Self.sine)
        for n in [57, 60, 64] { e.play(pitch: n) }
        _ = Signal.render(e, samples: 4_800)
        e.allNotesOff()
        let x = Signal.render(e, samples: 24_000)
        #expect(Signal.maxBend(x[...]) < 0.001)
        #expect(e.activeVoiceCount == 0)
        _ = Signal.render(e, samples: 4_800)
        #expect(e.isSilent)
    }
}

extension Patch {
    /// `setting(_:to:)` for values a test knows are valid.
    func with(_ p: Param, _ v: Double) -> Patch {
        do { return try setting(p, to: v) } catch { fatalError("\(error)") }
    }
}
