import Foundation
import Testing
@testable import SynthEngine

/// Every parameter in the table changes the sound: a guard against a knob wired to nothing.
struct EveryParameterTests {
    /// A context where every control matters: two overlapping notes in mono mode with glide, all
    /// sources, modulations and effects on.
    static let base = Signal.patch([
        "osc1.wave": .text("pulse"), "osc1.pulseWidth": .number(0.3),
        "osc2.wave": .text("pulse"), "osc2.level": .number(0.5), "osc2.pulseWidth": .number(0.3),
        "osc2.semitones": .number(5),     // off osc 1's pitch, or syncing it to osc 1 would change nothing
        "sub.level": .number(0.3), "noise.level": .number(0.1),
        "env2.toPitch": .number(2), "env2.sustain": .number(0.3), "env2.attack": .number(0.02),
        "filter.cutoff": .number(1_200), "filter.envAmount": .number(1), "filter.keyTrack": .number(0.5),
        "filter.resonance": .number(2),
        "lfo1.depth": .number(0.3), "lfo2.depth": .number(0.02), "lfo3.depth": .number(0.3),
        "lfo1.rate": .number(3), "lfo2.rate": .number(4), "lfo3.rate": .number(6),
        "voice.mode": .text("mono"), "voice.glide": .number(0.05),
        "fx.drive": .number(0.3), "fx.crushBits": .number(12), "fx.crushRate": .number(30_000),
        "fx.delayMix": .number(0.3), "fx.delayTime": .number(0.05), "fx.reverbMix": .number(0.3),
        "amp.sustain": .number(0.6), "amp.decay": .number(0.1), "amp.attack": .number(0.01),
        "amp.release": .number(0.05), "env2.release": .number(0.05), "env2.decay": .number(0.1),
        // Two unison copies so their detune is heard, the chorus on so its rate and depth are.
        "unison.voices": .number(2), "fx.chorusMix": .number(0.3),
    ])

    static func render(_ p: Patch) -> [Float] {
        let e = SynthEngine(patch: p)
        e.play(pitch: 45, velocity: 0.7)
        var x = Signal.render(e, samples: 4_800)
        e.play(pitch: 52, velocity: 0.9)
        x += Signal.render(e, samples: 7_200)
        e.stop(pitch: 52)
        x += Signal.render(e, samples: 3_600)
        e.stop(pitch: 45)
        x += Signal.render(e, samples: 8_400)
        return x
    }

    @Test("changing any one parameter audibly changes the output")
    func everyParameterIsAudible() {
        let reference = Self.render(Self.base)
        let level = Signal.rms(reference[...])
        for param in Param.allCases {
            let s = param.spec
            let current = Self.base[param]
            // Move far: to the other end of the range (choices: the next option).
            let target = s.scale == .choice ? (current + 1).truncatingRemainder(dividingBy: s.max + 1)
                : (s.normalized(current) > 0.5 ? s.min : s.max)
            let changed = (try? Self.base.setting(param, to: target)) ?? Self.base
            let x = Self.render(changed)
            let n = min(x.count, reference.count)
            let diff = Signal.rms(zip(x[..<n], reference[..<n]).map { $0 - $1 }[...])
            #expect(diff > 0.002 * level, "\(s.id) \(current) → \(target): difference \(diff / level)")
        }
    }
}
