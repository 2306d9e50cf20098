import Foundation
import Testing
@testable import SynthEngine

/// Each effect does what it says, measured on the output.
struct EffectsTests {
    static func sine(_ extra: [String: PatchValue], note: Int = 57, seconds: Double = 0.3, release: Double = 0) -> [Float] {
        var v: [String: PatchValue] = ["osc1.wave": .text("sine"), "amp.sustain": .number(1), "amp.release": .number(0.005)]
        for (k, x) in extra { v[k] = x }
        return Signal.note(Signal.patch(v), note: note, seconds: seconds, release: release)
    }

    /// Level of the harmonics 2...10 relative to the fundamental (total harmonic distortion).
    static func thd(_ x: [Float], f0: Double) -> Double {
        let a1 = Signal.amplitude(x, start: 4_800, count: 9_600, frequency: f0)
        let rest = (2...10).map { Signal.amplitude(x, start: 4_800, count: 9_600, frequency: f0 * Double($0)) }
        return (rest.reduce(0) { $0 + $1 * $1 }).squareRoot() / a1
    }

    @Test("drive adds harmonics and keeps the level near the clean one")
    func distortion() {
        let clean = Self.sine([:])
        let driven = Self.sine(["fx.drive": .number(0.7)])
        #expect(Self.thd(clean, f0: 220) < 0.001)
        #expect(Self.thd(driven, f0: 220) > 0.1)
        let ratio = Signal.rms(driven[4_800...]) / Signal.rms(clean[4_800...])
        #expect(ratio > 0.7 && ratio < 2, "level ratio \(ratio)")
    }

    @Test("bit depth quantises the signal to 2^(bits-1) steps per unit")
    func bitCrush() {
        let x = Self.sine(["fx.crushBits": .number(3), "master.volume": .number(0)])
        // Before the master gain, 3 bits leave 4 steps per unit: at master 0 dB the distinct values
        // are few (the limiter passes them unchanged, they are below its threshold).
        let distinct = Set(x[9_600...].map { ($0 * 1_000).rounded() })
        #expect(distinct.count <= 9, "\(distinct.count) levels")
        #expect(Self.thd(x, f0: 220) > 0.02)
    }

    @Test("decimation adds images around the reduced rate")
    func decimate() {
        let x = Self.sine(["fx.crushRate": .number(4_000)])
        // A 220 Hz tone held at 4 kHz has an image at 4000 - 220 Hz.
        let image = Signal.amplitude(x, start: 4_800, count: 9_600, frequency: 3_780)
        let tone = Signal.amplitude(x, start: 4_800, count: 9_600, frequency: 220)
        #expect(image > tone * 0.02)
        let clean = Self.sine([:])
        #expect(Signal.amplitude(clean, start: 4_800, count: 9_600, frequency: 3_780) < tone * 1e-4)
    }

    @Test("delay repeats the sound after the delay time, each echo scaled by the feedback")
    func delay() {
        // A 50 ms blip, then silence: echoes at 0.2 s intervals, each half the previous.
        let x = Self.sine(["fx.delayMix": .number(1), "fx.delayTime": .number(0.2), "fx.delayFeedback": .number(0.5)],
                          note: 69, seconds: 0.05, release: 0.8)
        func level(_ t: Double) -> Double { Signal.rms(x[Int(t * 48_000)..<Int((t + 0.04) * 48_000)]) }
        let dry = level(0.005), echo1 = level(0.205), echo2 = level(0.405), gap = level(0.1)
        #expect(abs(echo1 / dry - 1) < 0.1, "first echo \(echo1 / dry)")
        #expect(abs(echo2 / echo1 - 0.5) < 0.05, "second/first \(echo2 / echo1)")
        #expect(gap < dry * 0.01)
    }

    @Test("changing the delay time glides the echoes without clicks")
    func delayTimeGlide() {
        let e = SynthEngine(patch: Signal.patch(["osc1.wave": .text("sine"), "amp.sustain": .number(1),
                                                 "fx.delayMix": .number(1), "fx.delayFeedback": .number(0.6),
                                                 "master.volume": .number(-12)]))
        e.play(pitch: 33)
        _ = Signal.render(e, samples: 48_000)
        let before = Signal.render(e, samples: 4_800)
        e.set(.fxDelayTime, 0.05)
        let after = Signal.render(e, samples: 24_000)
        // The sum of a 55 Hz sine and its echoes bends by ~1e-4 per sample; a jump would be ~0.1.
        #expect(Signal.maxBend((before + after)[...]) < 0.003)
    }

    @Test("switching the delay back on starts from an empty line: nothing from before the bypass replays")
    func delayReactivationIsSilent() {
        var delay = EchoDelay(sampleRate: Signal.fs, maxSeconds: 2.05)
        defer { delay.deallocate() }
        delay.reset(delaySeconds: 1)
        func run(_ input: (Int) -> Float, seconds: Double, time: Double) -> [Float] {
            var x = (0..<Int(seconds * Signal.fs)).map(input)
            x.withUnsafeMutableBufferPointer { b in
                var i = 0
                while i < b.count {
                    let n = min(ControlBlock.size, b.count - i)
                    _ = delay.process(b.baseAddress! + i, count: n, offset: 0, time: time, feedback: 0, feedbackEnd: 0,
                                      mix: 1, mixEnd: 1, quietRun: 0, threshold: SynthEngine.silenceThreshold)
                    i += n
                }
            }
            return x
        }
        // Half a second of tone goes into the 1 s line; the engine then bypasses the delay (no calls)
        // before its echo came out.
        _ = run({ Float(sin(2 * Double.pi * 440 * Double($0) / Signal.fs)) }, seconds: 0.5, time: 1)
        // On again at 0.6 s with silence going in: the old tone must not come out.
        delay.activate(delaySeconds: 0.6)
        let after = run({ _ in 0 }, seconds: 1.5, time: 0.6)
        #expect(Signal.peak(after[...]) == 0)
        // And it still echoes what comes in after it is switched on, at the new time.
        let click = run({ $0 < 480 ? 1 : 0 }, seconds: 0.7, time: 0.6)
        #expect(Signal.peak(click[28_700..<29_300]) > 0.5, "the echo of the click 0.6 s later")
    }

    @Test("reverb adds a tail whose length follows decay, and damping darkens it")
    func reverb() {
        func tail(_ decay: Double, damping: Double = 0.5) -> [Float] {
            Self.sine(["fx.reverbMix": .number(1), "fx.reverbDecay": .number(decay), "fx.reverbDamping": .number(damping),
                       "osc1.wave": .text("saw")],
                      note: 69, seconds: 0.1, release: 1.5)
        }
        let short = tail(0.1), long = tail(0.8)
        let at1s = 48_000..<52_800
        #expect(Signal.rms(long[at1s]) > 10 * Signal.rms(short[at1s]))
        #expect(Signal.rms(long[at1s]) > 1e-3)
        // Damping: less treble in the tail.
        let bright = tail(0.6, damping: 0), dark = tail(0.6, damping: 1)
        let hb = Signal.amplitude(bright, start: 24_000, count: 4_800, frequency: 3_520)
        let hd = Signal.amplitude(dark, start: 24_000, count: 4_800, frequency: 3_520)
        #expect(hb > 2 * hd)
    }

    @Test("reverb size changes the echo density timing (the tail's first reflections arrive later)")
    func reverbSize() {
        func firstReflection(_ size: Double) -> Int {
            // A 5 ms click of noise, dry mix of 0: find where the wet signal first gets loud.
            let x = Signal.note(Signal.patch(["osc1.level": .number(0), "noise.level": .number(1),
                                              "amp.attack": .number(0.001), "amp.release": .number(0.001),
                                              "fx.reverbMix": .number(1), "fx.reverbSize": .number(size)]),
                                seconds: 0.005, release: 0.2)
            return (1_000..<x.count).first { abs(x[$0]) > 0.01 } ?? x.count
        }
        #expect(firstReflection(1) > firstReflection(0) + 500)
    }

    @Test("master volume sets the output level in dB")
    func masterVolume() {
        let a = Self.sine(["master.volume": .number(-6)]), b = Self.sine(["master.volume": .number(-26)])
        let db = 20 * log10(Signal.rms(b[4_800...]) / Signal.rms(a[4_800...]))
        #expect(abs(db + 20) < 0.1)
    }
}
