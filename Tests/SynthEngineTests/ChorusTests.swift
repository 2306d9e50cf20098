import Foundation
import Testing
@testable import SynthEngine

/// The chorus: three modulated taps around 12 ms, mixed half and half at 100%.
struct ChorusTests {
    /// Runs an impulse through a chorus at `depth` and `rate` (updated every control block, as the
    /// engine does) and returns the output.
    static func impulseResponse(depth: Double, rate: Double, mix: Float, samples: Int = 2_400) -> [Float] {
        var c = Chorus(sampleRate: Signal.fs)
        defer { c.deallocate() }
        c.reset()
        var x = [Float](repeating: 0, count: samples)
        x[0] = 1
        x.withUnsafeMutableBufferPointer { b in
            var i = 0
            while i < samples {
                c.update(rate: rate, depth: depth)
                c.process(b.baseAddress! + i, count: ControlBlock.size, offset: 0, mix: mix, mixEnd: mix)
                i += ControlBlock.size
            }
        }
        return x
    }

    @Test("at depth 0 the three taps meet at 12 ms: the impulse comes back once, at half level for mix 100%")
    func fixedDelay() {
        let y = Self.impulseResponse(depth: 0, rate: 1, mix: 1)
        let d = Int(Chorus.centreSeconds * Signal.fs)
        #expect(y[0] == 0.5)
        #expect(abs(y[d] - 0.5) < 1e-6, "\(y[d])")
        #expect(y.enumerated().allSatisfy { $0.offset == 0 || $0.offset == d || abs($0.element) < 1e-6 })
    }

    @Test("at depth 1 the echoes fall within 7 to 17 ms and carry the wet half")
    // A moving tap stretches or squeezes what it reads by 1/(1 - d'(t)) (Doppler): at 5 Hz and full
    // depth d' reaches 2π·5·0.005 = 0.16, so the echo's sum is the wet half only within a few percent.
    func swingRange() {
        for rate in [0.3, 2.0, 5.0] {
            let y = Self.impulseResponse(depth: 1, rate: rate, mix: 1)
            let lo = Int(0.007 * Signal.fs) - 1, hi = Int(0.017 * Signal.fs) + 1
            #expect(y[1..<lo].allSatisfy { abs($0) < 1e-6 } && y[(hi + 1)...].allSatisfy { abs($0) < 1e-6 }, "rate \(rate)")
            #expect(abs(y[lo...hi].reduce(0, +) - 0.5) < 0.05, "rate \(rate): wet sum \(y[lo...hi].reduce(0, +))")
        }
    }

    @Test("mix 0 is bypassed: the output is exactly the dry engine's")
    func bypassed() {
        let dry = Signal.note(Patch(), seconds: 0.3, release: 0.1)
        let x = Signal.note(Patch().with(.fxChorusDepth, 1).with(.fxChorusRate, 3), seconds: 0.3, release: 0.1)
        #expect(Signal.firstDifference(x, dry) == nil)
    }

    @Test("on a held sine the chorus makes the level shimmer; without it the level is flat")
    func shimmer() {
        func spread(_ p: Patch) -> Double {
            let x = Signal.note(p, note: 69, seconds: 2.2)
            // Windows of 50 ms hold 22 whole cycles of 440 Hz: a steady sine measures the same in each.
            let levels = stride(from: 19_200, to: x.count - 2_400, by: 2_400).map { Signal.rms(x[$0..<($0 + 2_400)]) }
            return 20 * log10(levels.max()! / levels.min()!)
        }
        let sine = Signal.patch(["osc1.wave": .text("sine"), "amp.sustain": .number(1)])
        #expect(spread(sine) < 0.05)
        let chorused = spread(sine.with(.fxChorusMix, 1).with(.fxChorusDepth, 1).with(.fxChorusRate, 1))
        #expect(chorused > 1, "level swing \(chorused) dB")
    }
}
