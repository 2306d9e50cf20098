import Foundation
import Testing
@testable import SynthEngine

/// Whole-engine properties: block-size independence, silence detection, the limiter, robustness.
struct EngineTests {
    /// A busy patch: every source, modulation and effect on, sample & hold and noise included, three
    /// unison copies with osc 2 synced to and modulating osc 1.
    static let busy = Signal.patch([
        "osc1.wave": .text("pulse"), "osc2.wave": .text("saw"), "osc2.level": .number(0.5), "osc2.fine": .number(-7),
        "sub.level": .number(0.4), "noise.level": .number(0.2), "noise.type": .text("pink"),
        "filter.slope": .text("24"), "filter.cutoff": .number(1_500), "filter.resonance": .number(4),
        "filter.envAmount": .number(2), "filter.keyTrack": .number(0.5), "env2.toPitch": .number(3),
        "lfo1.wave": .text("sampleHold"), "lfo1.rate": .number(9), "lfo1.depth": .number(0.4), "lfo1.dest": .text("cutoff"),
        "lfo2.depth": .number(0.02), "lfo3.dest": .text("pulseWidth"), "lfo3.depth": .number(0.6),
        "lfo3.retrigger": .text("on"), "fx.drive": .number(0.5), "fx.crushBits": .number(9), "fx.crushRate": .number(20_000),
        "fx.delayMix": .number(0.4), "fx.delayTime": .number(0.05), "fx.reverbMix": .number(0.3),
        "voice.velocity": .number(1), "unison.voices": .number(3), "xmod.sync": .text("on"), "xmod.fm": .number(1.5),
        "fx.chorusMix": .number(0.5),
    ])

    /// Plays a fixed score, rendering with the given block sizes (cycled), events at fixed samples.
    static func score(blockSizes: [Int]) -> [Float] {
        let e = SynthEngine(patch: busy)
        let events: [(Int, () -> Void)] = [
            (0, { e.play(pitch: 48, velocity: 0.9) }),
            (1_000, { e.play(pitch: 55, velocity: 0.5) }),
            (5_003, { e.set(.filterCutoff, 400) }),
            (7_777, { e.stop(pitch: 48) }),
            (9_001, { e.set(.fxDelayTime, 0.2) }),
            (12_345, { e.set(.osc1Wave, 2) }),
            (15_000, { e.allNotesOff() }),
        ]
        return Signal.render(e, samples: 24_000, blockSizes: blockSizes, events: events)
    }

    @Test("output is bit-identical whatever block sizes render is called with")
    func blockSizeIndependence() {
        let reference = Self.score(blockSizes: [480])
        #expect(Signal.rms(reference[...]) > 0.01)
        for sizes in [[1], [7, 13, 1, 100], [16], [1_024], [333, 5, 64]] {
            let x = Self.score(blockSizes: sizes)
            let diff = Signal.firstDifference(x, reference)
            #expect(diff == nil, "block sizes \(sizes): \(diff ?? "")")
        }
    }

    @Test("the engine is silent at rest and after a release, not while sounding")
    func silence() {
        let e = SynthEngine()
        #expect(e.isSilent)
        #expect(e.currentFrequency == nil)
        e.play(pitch: 57)
        #expect(!e.isSilent)
        _ = Signal.render(e, samples: 4_800)
        #expect(!e.isSilent)
        #expect(e.currentFrequency.map { abs($0 - 220) < 1e-6 } == true)
        e.stop(pitch: 57)
        // Default release 0.2 s: silent within half a second of the key-up.
        var t = 0
        while !e.isSilent && t < 48_000 { _ = Signal.render(e, samples: 480); t += 480 }
        #expect(t > 9_000 && t <= 24_000, "silent after \(t) samples")
        #expect(e.currentFrequency == nil)
    }

    @Test("a release or a new patch while nothing sounds leaves the engine silent: nothing to render")
    func quietReleases() {
        let e = SynthEngine()
        e.allNotesOff()
        e.stop(pitch: 60)
        e.load(Patch())
        #expect(e.isSilent)
        // While a note sounds a release is queued as before, and its tail renders.
        e.play(pitch: 60)
        _ = Signal.render(e, samples: 4_800)
        e.stop(pitch: 60)
        #expect(!e.isSilent)
        let tail = Signal.render(e, samples: 4_800)
        #expect(tail.contains { $0 != 0 }, "the release renders its tail")
    }

    @Test("effect tails keep the engine awake until they decay, then it sleeps", arguments: ["delay", "reverb"])
    func tails(effect: String) {
        let values: [String: PatchValue] = effect == "delay"
            ? ["fx.delayMix": .number(0.5), "fx.delayFeedback": .number(0.5), "amp.release": .number(0.01)]
            : ["fx.reverbMix": .number(0.5), "fx.reverbDecay": .number(0.3), "amp.release": .number(0.01)]
        let e = SynthEngine(patch: Signal.patch(values))
        e.play(pitch: 57)
        _ = Signal.render(e, samples: 4_800)
        e.stop(pitch: 57)
        _ = Signal.render(e, samples: 4_800)
        #expect(e.activeVoiceCount == 0)
        #expect(!e.isSilent, "the \(effect) tail still sounds")
        var t = 0
        var last: [Float] = []
        while !e.isSilent && t < 20 * 48_000 { last = Signal.render(e, samples: 4_800); t += 4_800 }
        #expect(e.isSilent, "\(effect) never went silent")
        #expect(Signal.peak(last[...]) < 1e-4)
    }

    @Test("the limiter keeps the output within ±1 even with 8 loud voices, full drive and 0 dB")
    func limiter() {
        let e = SynthEngine(patch: Signal.patch(["osc2.level": .number(1), "osc1.level": .number(1), "sub.level": .number(1),
                                                 "osc2.wave": .text("square"),
                                                 "master.volume": .number(0), "filter.resonance": .number(20),
                                                 "filter.cutoff": .number(300)]))
        for n in [36, 40, 43, 48, 52, 55, 60, 64] { e.play(pitch: n) }
        let x = Signal.render(e, samples: 24_000)
        #expect(Signal.peak(x[...]) <= 1)
        #expect(Signal.peak(x[...]) > 0.9)
        // And it limits by gain, not by clipping: the peak sits at the threshold.
        #expect(Signal.peak(x[...]) <= 0.97)
    }

    @Test("random patches at range extremes render finite, bounded samples (no NaN, Inf or subnormals)")
    func extremes() {
        var rng = SplitMix64(seed: 0x5EED)
        for round in 0..<12 {
            var p = Patch()
            for param in Param.allCases {
                let s = param.spec
                let v: Double
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: v = s.min
                case 1: v = s.max
                default: v = s.value(fromNormalized: Double.random(in: 0...1, using: &rng))
                }
                try? p.set(param, v)
            }
            let e = SynthEngine(patch: p)
            for n in [0, 127, 60] { e.play(pitch: n, velocity: Double(round % 2)) }
            var x = Signal.render(e, samples: 4_800)
            e.allNotesOff()
            x += Signal.render(e, samples: 4_800)
            let bad = x.first { !$0.isFinite || abs($0) > 1 || ($0 != 0 && abs($0) < Float.leastNormalMagnitude) }
            #expect(bad == nil, "patch \(p.presetString): sample \(String(describing: bad))")
        }
    }

    @Test("a long effect tail decays to exact zeros, never through denormals")
    func noDenormalsInTails() {
        // Denormal arithmetic is what makes tails slow (the speed itself is a figure for
        // `synth-trainer bench`, not a test). Every tail sample is either a normal float or exactly
        // zero, all the way down to silence.
        let e = SynthEngine(patch: Signal.patch(["fx.delayMix": .number(1), "fx.delayFeedback": .number(0.95),
                                                 "fx.reverbMix": .number(1), "fx.reverbDecay": .number(1),
                                                 "filter.resonance": .number(20), "amp.release": .number(0.001)]))
        e.play(pitch: 60)
        _ = Signal.render(e, samples: 9_600)
        e.stop(pitch: 60)
        let tail = Signal.render(e, samples: 480_000)
        let bad = tail.firstIndex { $0 != 0 && abs($0) < Float.leastNormalMagnitude }
        #expect(bad == nil, "denormal at sample \(bad ?? -1)")
        #expect(tail.contains { $0 != 0 }, "the tail should still ring after release")
    }

    @Test("abrupt parameter changes glide in without clicks")
    func noClicks() {
        // Click detector: the largest second difference across the change must not exceed what the
        // steady sound does anyway before and after it by more than 0.01. A low sine bends by ~1e-4
        // per sample; a 5 ms smoother leaves a kink of about level/240 (< 0.004); an unsmoothed jump
        // of any of these parameters is a step of 0.02 to 0.4.
        let changes: [(Param, Double)] = [
            (.masterVolume, -40), (.masterVolume, 0), (.osc1Level, 0), (.osc1Level, 1), (.filterCutoff, 100),
            (.filterCutoff, 20_000), (.filterType, 1), (.filterType, 3), (.filterType, 0), (.filterSlope, 1),
            (.filterSlope, 0), (.osc1Wave, 1), (.osc1Wave, 0), (.fxDrive, 0.3), (.fxDrive, 0), (.lfo1Depth, 1),
            (.lfo1Dest, 2), (.lfo1Depth, 0), (.subLevel, 1), (.fxDelayMix, 1), (.fxDelayTime, 0.01),
            (.fxDelayTime, 1.5), (.fxDelayMix, 0), (.fxReverbMix, 1), (.fxReverbSize, 0), (.fxReverbSize, 1),
            (.fxReverbMix, 0), (.osc1Octave, 1), (.ampSustain, 0.2), (.filterResonance, 20), (.fxCrushBits, 15),
            (.noiseType, 1), (.osc2Level, 0.5), (.osc2Wave, 1), (.fxChorusMix, 1), (.fxChorusDepth, 1), (.fxChorusMix, 0),
            (.unisonVoices, 4), (.unisonDetune, 60), (.unisonVoices, 1), (.xmodFM, 2), (.xmodFM, 0),
        ]
        let e = SynthEngine(patch: Signal.patch(["osc1.wave": .text("sine"), "osc2.wave": .text("sine"),
                                                 "amp.sustain": .number(1), "master.volume": .number(-12)]))
        e.play(pitch: 33)    // 55 Hz
        _ = Signal.render(e, samples: 9_600)
        for (param, value) in changes {
            let before = Signal.render(e, samples: 960)
            e.set(param, value)
            let after = Signal.render(e, samples: 24_000)
            let steady = max(Signal.maxBend(before[...]), Signal.maxBend(after[14_400...]))
            let across = Signal.maxBend((before + after.prefix(14_400))[...])
            #expect(across <= 1.5 * steady + 0.01, "\(param.spec.id) → \(value): bend \(across), steady \(steady)")
        }
    }

    @Test("reset silences at once and clears tails")
    func reset() {
        let e = SynthEngine(patch: Signal.patch(["fx.reverbMix": .number(1), "fx.delayMix": .number(1)]))
        e.play(pitch: 60)
        _ = Signal.render(e, samples: 9_600)
        e.reset()
        #expect(e.isSilent)
        let x = Signal.render(e, samples: 4_800)
        #expect(Signal.peak(x[...]) == 0)
    }

    @Test("loading a patch while silent applies it at once; while sounding it glides")
    func load() {
        let e = SynthEngine()
        e.load(Signal.patch(["master.volume": .number(-40)]))
        e.play(pitch: 57)
        let x = Signal.render(e, samples: 9_600)
        // -40 dB from the first sample (no fade down from -6 dB).
        #expect(Signal.peak(x[..<2_400]) < 0.02)
        #expect(e.patch[.masterVolume] == -40)
    }
}
