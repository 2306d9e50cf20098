import Foundation
import Testing
@testable import SynthEngine

/// Envelope stage timing (unit) and the mod envelope's routing to pitch and cutoff (engine).
struct EnvelopeTests {
    /// Steps until the envelope leaves `stage`.
    static func steps(in stage: ADSREnvelope.Stage, _ env: inout ADSREnvelope, limit: Int = 2_000_000) -> Int {
        var n = 0
        while env.stage == stage && n < limit { _ = env.next(); n += 1 }
        return n
    }

    @Test("attack, decay and release last their set times within 5%",
          arguments: [0.001, 0.01, 0.1, 1.0, 4.0])
    func stageTimes(seconds: Double) {
        var env = ADSREnvelope()
        env.prepare(stepRate: Signal.fs)
        env.set(attack: seconds, decay: seconds, sustain: 0.5, release: seconds)
        env.gateOn()
        let attack = Self.steps(in: .attack, &env)
        let decay = Self.steps(in: .decay, &env)
        #expect(env.stage == .sustain && env.level == 0.5)
        env.gateOff()
        let release = Self.steps(in: .release, &env)
        #expect(env.stage == .idle && env.level == 0)
        let expected = seconds * Signal.fs
        for (name, n) in [("attack", attack), ("decay", decay), ("release", release)] {
            #expect(abs(Double(n) - expected) <= max(1, 0.05 * expected), "\(name): \(n) steps, expected \(expected)")
        }
    }

    @Test("release from mid-attack still takes the release time and ends at zero")
    func earlyRelease() {
        var env = ADSREnvelope()
        env.prepare(stepRate: Signal.fs)
        env.set(attack: 0.5, decay: 0.2, sustain: 0.8, release: 0.1)
        env.gateOn()
        for _ in 0..<4_800 { _ = env.next() }
        #expect(env.level > 0.05 && env.level < 0.9)
        env.gateOff()
        let n = Self.steps(in: .release, &env)
        #expect(abs(Double(n) - 4_800) < 240)
    }

    @Test("the engine's amp attack reaches full level at the attack time")
    func engineAttack() {
        let x = Signal.note(Signal.patch(["osc1.wave": .text("sine"), "amp.attack": .number(0.1),
                                          "amp.sustain": .number(1)]), seconds: 0.3)
        // RMS in 10 ms windows; the limiter delays the output by 1 ms.
        let windows = stride(from: 0, to: 14_400 - 480, by: 480).map { Signal.rms(x[$0..<($0 + 480)]) }
        let full = windows.last!
        let reached = windows.firstIndex { $0 >= 0.97 * full }!
        #expect(abs(Double(reached) * 0.01 - 0.095) <= 0.015, "reached full level at \(Double(reached) * 0.01) s")
    }

    @Test("mod envelope to pitch: +12 st starts an octave up and drops back (the 808 drop)")
    func pitchEnvelope() {
        let x = Signal.note(Signal.patch(["osc1.wave": .text("sine"), "env2.toPitch": .number(12),
                                          "env2.attack": .number(0.001), "env2.decay": .number(0.3),
                                          "env2.sustain": .number(0), "amp.sustain": .number(1)]),
                            note: 45, seconds: 0.6)
        let f = Signal.zeroCrossingFrequencies(x[...])
        // The first cycle after the 1 ms look-ahead and attack; the exponential decay is already moving.
        let early = f.first { $0.time > 0.008 }!.hz
        let late = f.last!.hz
        #expect(early > 180 && early < 221, "early \(early) Hz (note 110 Hz, +12 st at the peak)")
        #expect(abs(Signal.cents(late, 110)) < 5, "late \(late) Hz")
        // Falling all the way.
        let mid = f.first { $0.time > 0.1 }!.hz
        #expect(mid < early && mid > late)
    }

    @Test("mod envelope to cutoff: a filter envelope opens, then closes the filter")
    func filterEnvelope() {
        let x = Signal.note(Signal.patch(["filter.cutoff": .number(200), "filter.envAmount": .number(5),
                                          "env2.decay": .number(0.2), "env2.sustain": .number(0),
                                          "amp.sustain": .number(1)]), note: 45, seconds: 0.6)
        // The 10th harmonic (1.1 kHz) is bright at first and dark at the end.
        let early = Signal.amplitude(x, start: 480, count: 2_400, frequency: 1_100)
        let late = Signal.amplitude(x, start: 24_000, count: 2_400, frequency: 1_100)
        #expect(20 * log10(early / late) > 20)
        // Negative amount closes instead.
        // (The decay is exponential: most of the sweep happens in its first third.)
        let y = Signal.note(Signal.patch(["filter.cutoff": .number(4_000), "filter.envAmount": .number(-5),
                                          "env2.decay": .number(1), "env2.sustain": .number(0),
                                          "amp.sustain": .number(1)]), note: 45, seconds: 0.6)
        #expect(Signal.amplitude(y, start: 240, count: 960, frequency: 1_100)
                < Signal.amplitude(y, start: 24_000, count: 960, frequency: 1_100) / 4)
    }
}
