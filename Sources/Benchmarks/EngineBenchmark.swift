import Foundation
import Server
import SynthEngine

/// Render-speed measurement: how many times faster than real time one engine renders on one core.
/// Used by `synth-trainer bench`; the capacity benchmark builds on the same scenarios.
public enum Benchmark {
    /// A patch and the notes held while measuring.
    public struct Scenario: Sendable {
        public let name: String
        public let patch: Patch
        public let notes: [Int]

        public init(name: String, patch: Patch, notes: [Int]) {
            self.name = name
            self.patch = patch
            self.notes = notes
        }
    }

    public struct Result: Sendable {
        public let scenario: String
        public let voices: Int
        /// Times real time of each run.
        public let runs: [Double]
        /// Median of `runs`.
        public var median: Double {
            let s = runs.sorted()
            guard !s.isEmpty else { return 0 }
            return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
        }
    }

    /// A basic lesson patch: two oscillators, a resonant low-pass with envelope, amp envelope, one LFO.
    public static let basicPatch: Patch = makePatch([
        "osc1.wave": .text("saw"), "osc1.level": .number(0.8),
        "osc2.wave": .text("square"), "osc2.level": .number(0.5), "osc2.fine": .number(7),
        "filter.cutoff": .number(1200), "filter.resonance": .number(2), "filter.envAmount": .number(2),
        "env2.decay": .number(0.5),
        "lfo1.dest": .text("cutoff"), "lfo1.depth": .number(0.2), "lfo1.rate": .number(3),
    ])

    /// Everything on: both oscillators, sub, pink noise, 24 dB filter, three LFOs, every effect.
    public static let fullPatch: Patch = makePatch([
        "osc1.wave": .text("pulse"), "osc1.level": .number(0.6),
        "osc2.wave": .text("saw"), "osc2.level": .number(0.5), "osc2.fine": .number(-9),
        "sub.level": .number(0.4), "noise.level": .number(0.1), "noise.type": .text("pink"),
        "filter.slope": .text("24"), "filter.cutoff": .number(2000), "filter.resonance": .number(3),
        "filter.envAmount": .number(2), "filter.keyTrack": .number(0.5), "env2.toPitch": .number(1),
        "lfo1.dest": .text("amplitude"), "lfo1.depth": .number(0.3),
        "lfo2.dest": .text("pitch"), "lfo2.depth": .number(0.01),
        "lfo3.dest": .text("pulseWidth"), "lfo3.depth": .number(0.5), "lfo3.wave": .text("triangle"),
        "fx.drive": .number(0.4), "fx.crushBits": .number(10), "fx.crushRate": .number(16000),
        "fx.delayMix": .number(0.3), "fx.reverbMix": .number(0.3), "master.volume": .number(-12),
    ])

    public static let basicOneVoice = Scenario(name: "basic patch, 1 voice", patch: basicPatch, notes: [57])
    public static let defaultOneVoice = Scenario(name: "default patch, 1 voice", patch: Patch(), notes: [57])
    /// The basic patch as a supersaw-style stack: 7 unison copies of both oscillators on one note.
    public static let basicUnisonSeven = Scenario(
        name: "basic, 7-copy unison", patch: (try? basicPatch.setting(.unisonVoices, to: 7)) ?? basicPatch, notes: [57])
    /// A two-operator FM bell (sine osc 1 modulated by a sine osc 2 a ratio of 3.5 above, index 5)
    /// through the chorus: the per-sample work of FM and the chorus's three taps.
    public static let fmBellChorus = Scenario(name: "FM bell + chorus, 1 voice", patch: makePatch([
        "osc1.wave": .text("sine"), "osc2.wave": .text("sine"), "osc2.octave": .number(1), "osc2.semitones": .number(9),
        "xmod.fm": .number(5), "fx.chorusMix": .number(0.6),
    ]), notes: [69])
    public static let fullEightVoices = Scenario(name: "all effects, 8 voices", patch: fullPatch,
                                                 notes: [45, 52, 57, 60, 64, 67, 71, 76])

    /// Renders `seconds` of audio `runs` times (after a warm-up) in `blockSize` pieces with the
    /// scenario's notes held; each run reports audio seconds ÷ CPU seconds of the rendering thread
    /// (CPU time, not wall time, so other processes on a shared machine do not skew "per core").
    public static func run(_ scenario: Scenario, seconds: Double = 5, runs: Int = 5, blockSize: Int = 960,
                           sampleRate: Double = 48_000) -> Result {
        let engine = SynthEngine(sampleRate: sampleRate, patch: scenario.patch)
        var buffer = [Float](repeating: 0, count: blockSize)
        let blocks = max(1, Int(seconds * sampleRate) / blockSize)
        var results: [Double] = []
        buffer.withUnsafeMutableBufferPointer { buf in
            func start() {
                engine.reset()
                for n in scenario.notes { engine.play(pitch: n, velocity: 0.9) }
                engine.render(into: buf)
            }
            start()
            for _ in 0..<(blocks / 4) { engine.render(into: buf) }       // warm-up: tables, caches
            for _ in 0..<max(1, runs) {
                start()
                let t0 = ThreadCPUClock.seconds()
                for _ in 0..<blocks { engine.render(into: buf) }
                let cpu = ThreadCPUClock.seconds() - t0
                results.append(Double(blocks * blockSize) / sampleRate / max(cpu, 1e-9))
            }
        }
        return Result(scenario: scenario.name, voices: scenario.notes.count, runs: results)
    }

    private static func makePatch(_ values: [String: PatchValue]) -> Patch {
        do { return try Patch(values: values) } catch { preconditionFailure("benchmark patch is invalid: \(error)") }
    }
}
