import Foundation
import Testing
@testable import SynthEngine

struct JustNoticeableDifferenceTests {
    @Test func everyParameterHasARowWithASource() {
        for p in Param.allCases {
            let row = PerceptionTable.row(p)
            #expect(row.figure > 0, "\(p.spec.id)")
            #expect(!row.source.isEmpty && !row.figureUnit.isEmpty, "\(p.spec.id)")
            if row.kind == .choice { #expect(p.spec.scale == .choice, "\(p.spec.id)") }
        }
    }

    @Test func everyJNDIsPositiveAndFiniteAcrossTheRange() {
        for p in Param.allCases {
            for fraction in [0.0, 0.1, 0.5, 0.9, 1.0] {
                var target = Patch()
                try? target.set(p, p.spec.value(fromNormalized: fraction))
                let jnd = PerceptionTable.jnd(p, in: target)
                #expect(jnd > 0 && jnd.isFinite, "\(p.spec.id) at \(target[p]): \(jnd)")
            }
        }
    }

    static func patch(_ p: Param, _ v: Double, _ more: [(Param, Double)] = []) -> Patch {
        var out = Patch()
        try? out.set(p, v)
        for (q, w) in more { try? out.set(q, w) }
        return out
    }

    @Test func conversionsIntoTheToleranceMeasure() {
        // Level: 1 dB down from 50% is 0.5 · (1 - 10^-0.05).
        #expect(abs(PerceptionTable.jnd(.osc2Level, in: Self.patch(.osc2Level, 0.5)) - 0.5 * (1 - pow(10, -0.05))) < 1e-12)
        // Near silence a sound heard directly (a note's sustain, a layer) is heard down to about -40 dB: the
        // window around 0 ends at 0.01, so a sustain of 0.03 (a note that holds at -30 dB instead of dying
        // away) is outside it; a modulation amount (the mod envelope's sustain) keeps 0.02 of JND.
        #expect(abs(PerceptionTable.minimumWindow(.ampSustain, in: Self.patch(.ampSustain, 0)) - 0.01) < 1e-12)
        #expect(abs(PerceptionTable.minimumWindow(.osc2Level, in: Self.patch(.osc2Level, 0)) - 0.01) < 1e-12)
        #expect(PerceptionTable.jnd(.env2Sustain, in: Self.patch(.env2Sustain, 0)) == 0.02)
        // At 0.1 (-20 dB) the level's own 1 dB decides: 0.1 · (1 - 10^-0.05).
        #expect(abs(PerceptionTable.jnd(.ampSustain, in: Self.patch(.ampSustain, 0.1)) - 0.1 * (1 - pow(10, -0.05))) < 1e-12)
        // Cutoff: 7.5% in octaves; 1.5 times that for the default gentle 12 dB slope without resonance.
        let steep = Self.patch(.filterCutoff, 1000, [(.filterSlope, 1)])
        #expect(abs(PerceptionTable.jnd(.filterCutoff, in: steep) - log2(1.075)) < 1e-12)
        #expect(abs(PerceptionTable.jnd(.filterCutoff, in: Self.patch(.filterCutoff, 1000)) - 1.5 * log2(1.075)) < 1e-12)
        // A decay of 0.1 s to silence: 15% (15 ms) in octaves over the times' 10 ms floor.
        #expect(abs(PerceptionTable.jnd(.ampDecay, in: Self.patch(.ampDecay, 0.1, [(.ampSustain, 0)])) - log2(0.125 / 0.11)) < 1e-12)
        // An attack of 1 ms: the 3 ms floor (instant), in octaves.
        #expect(abs(PerceptionTable.jnd(.ampAttack, in: Self.patch(.ampAttack, 0.001)) - log2(0.014 / 0.011)) < 1e-12)
        // Full tremolo (m = 1): 1.5 dB less m is m = 0.841, depth 2m/(1+m) = 0.914.
        let m = pow(10, -1.5 / 20)
        #expect(abs(PerceptionTable.jnd(.lfo1Depth, in: Self.patch(.lfo1Depth, 1)) - (1 - 2 * m / (1 + m))) < 1e-12)
        // Semitones: 5 cents. Volume: 1 dB. Delay 0.4 s: 5%.
        #expect(PerceptionTable.jnd(.osc1Semitones, in: Patch()) == 0.05)
        #expect(PerceptionTable.jnd(.masterVolume, in: Patch()) == 1)
        #expect(abs(PerceptionTable.jnd(.fxDelayTime, in: Self.patch(.fxDelayTime, 0.4)) - log2(1.05)) < 1e-12)
        // Fine detune of 12 cents: 15% of the beat rate, 1.8 cents; at 60 cents the 5-cent pitch JND caps it.
        #expect(abs(PerceptionTable.jnd(.osc2Fine, in: Self.patch(.osc2Fine, 12)) - 1.8) < 1e-12)
        #expect(PerceptionTable.jnd(.osc2Fine, in: Self.patch(.osc2Fine, 60)) == 5)
        // Reverb decay: 5% of RT60 = 0.3 s · 40^decay.
        #expect(abs(PerceptionTable.jnd(.fxReverbDecay, in: Patch()) - log(1.05) / log(40)) < 1e-12)
    }

    @Test func theWindowIsOneAndAHalfJNDs() {
        let target = Self.patch(.lfo1Rate, 4)
        #expect(PerceptionTable.minimumWindow(.lfo1Rate, in: target) == 1.5 * PerceptionTable.jnd(.lfo1Rate, in: target))
    }

    /// The level of a held A4 sine in 25 ms blocks (11 whole periods each), in dB, over `seconds`.
    static func levels(decay: Double, sustain: Double, seconds: Double) -> [Double] {
        let engine = SynthEngine(sampleRate: 48_000, patch: patch(.ampDecay, decay, [(.ampSustain, sustain), (.ampAttack, 0.001), (.osc1Wave, 0)]))
        engine.play(pitch: 69, velocity: 1)
        var block = [Float](repeating: 0, count: 1200)
        return (0..<Int(seconds / 0.025)).map { _ in
            block.withUnsafeMutableBufferPointer { engine.render(into: $0) }
            let rms = (block.reduce(0) { $0 + Double($1 * $1) } / Double(block.count)).squareRoot()
            return 20 * log10(max(rms, 1e-9))
        }
    }

    /// The amp decay's JND under a sustain is where the fall first differs by the intensity DL (1 dB), as
    /// the engine renders it: measured on held notes at three sustains, the decay stretched by its JND
    /// changes the level by 1 dB at the most, and by half its JND by under 0.75 dB; above a sustain of 0.891 no decay changes the level by 1 dB (the knob is not heard).
    @Test func aDecayUnderASustainIsHeardAsTheLevelItFallsBy() throws {
        let decay = 0.4
        for sustain in [0.3, 0.6, 0.8] {
            let step = try #require(PerceptionTable.decayStepHeardAsLevel(decay: decay, sustain: sustain))
            let base = Self.levels(decay: decay, sustain: sustain, seconds: 3 * (decay + step))
            func largest(_ longer: Double) -> Double {
                zip(Self.levels(decay: longer, sustain: sustain, seconds: 3 * (decay + step)), base).map { abs($0 - $1) }.max() ?? 0
            }
            let atJND = largest(decay + step), atHalf = largest(decay + step / 2)
            // Measured 0.994, 0.996 and 0.999 dB at the JND; 0.52, 0.57 and 0.70 dB at half of it.
            #expect(atJND > 0.9 && atJND < 1.1, "sustain \(sustain): \(atJND) dB at the JND")
            #expect(atHalf < 0.75, "sustain \(sustain): \(atHalf) dB at half the JND")
            // In the tolerance's measure (octaves of time), never finer than the duration Weber fraction.
            let jnd = PerceptionTable.jnd(.ampDecay, in: Self.patch(.ampDecay, decay, [(.ampSustain, sustain)]))
            #expect(jnd >= log2((decay * 1.15 + 0.01) / (decay + 0.01)) - 1e-9)
        }
        // The steps grow with the sustain: the shallower the fall, the more the time must change.
        let steps = [0.3, 0.6, 0.8].compactMap { PerceptionTable.decayStepHeardAsLevel(decay: decay, sustain: $0) }
        #expect(steps == steps.sorted() && steps.count == 3)
        #expect(PerceptionTable.decayStepHeardAsLevel(decay: decay, sustain: 0.9) == nil)
        // Up to the edge the step is found (it grows without bound there), and the JND stays a window at
        // both ends of the knob, heard or not.
        for sustain in [0.884, 0.886, 0.889, 0.891, 0.95] {
            if sustain < PerceptionTable.decayHeardBelowSustain {
                let step = try #require(PerceptionTable.decayStepHeardAsLevel(decay: decay, sustain: sustain))
                #expect(step > 50 * decay, "sustain \(sustain): \(step)")
            }
            for v in [Param.ampDecay.spec.min, Param.ampDecay.spec.max] {
                let jnd = PerceptionTable.jnd(.ampDecay, in: Self.patch(.ampDecay, v, [(.ampSustain, sustain)]))
                #expect(jnd > 0.1 && jnd.isFinite, "decay \(v) at sustain \(sustain): \(jnd)")
            }
        }
        let short = Self.levels(decay: 0.05, sustain: 0.9, seconds: 6), long = Self.levels(decay: 5, sustain: 0.9, seconds: 6)
        #expect(zip(short, long).map { abs($0 - $1) }.max()! < 1)
        #expect(!ParameterRelevanceProbe.decayAudible(sustain: 0.9) && ParameterRelevanceProbe.decayAudible(sustain: 0.85))
    }
}

/// The perception table's audibility row for the amp decay, read as `ParameterRelevance` reads it.
enum ParameterRelevanceProbe {
    static func decayAudible(sustain: Double) -> Bool {
        guard case let .whileBelow(q, value) = Param.ampDecay.perception.audibleWhen, q == .ampSustain else { return false }
        return sustain < value
    }
}
