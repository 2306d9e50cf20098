import Foundation
import Testing
@testable import SynthEngine

/// The render path's shortcuts for work nobody can hear (an LFO at depth 0, controls that did not
/// move, a filter whose coefficients are fixed) must not change the sound: they are checked against
/// the paths they stand in for.
struct RenderShortcutTests {
    /// A held note with nothing moving once the note has started: the static shortcuts run.
    static let steady = Signal.patch([
        "osc1.wave": .text("saw"), "osc2.wave": .text("pulse"), "osc2.level": .number(0.3), "sub.level": .number(0.2),
        "noise.level": .number(0.05), "fx.drive": .number(0.3), "amp.decay": .number(0.02),
        "filter.cutoff": .number(1200), "filter.resonance": .number(2), "filter.slope": .text("24"),
    ])

    /// Plays a score with settled stretches, a cutoff change, a second note and a release.
    static func score(_ patch: Patch, blockSizes: [Int], steadyBlocks: UnsafeMutablePointer<UInt64>? = nil) -> [Float] {
        let e = SynthEngine(patch: patch)
        defer { steadyBlocks?.pointee = e.steadyBlocksRendered }
        let events: [(Int, () -> Void)] = [
            (0, { e.play(pitch: 45, velocity: 0.8) }),
            (5_003, { e.set(.filterCutoff, 400) }),
            (9_001, { e.play(pitch: 52, velocity: 0.6) }),
            (12_000, { e.set(.filterSlope, 0) }),
            (15_000, { e.allNotesOff() }),
        ]
        return Signal.render(e, samples: 24_000, blockSizes: blockSizes, events: events)
    }

    @Test("a steady patch (static controls, steady voices, two-sample filter) is bit-identical whatever the block sizes")
    func steadyPatchIsBlockSizeIndependent() {
        var steadyBlocks: UInt64 = 0
        let reference = Self.score(Self.steady, blockSizes: [480], steadyBlocks: &steadyBlocks)
        #expect(Signal.rms(reference[...]) > 0.01)
        // The held stretches (one note, then two) ran as steady multi-block pieces.
        #expect(steadyBlocks > 300, "steady blocks: \(steadyBlocks)")
        for sizes in [[1], [7, 13, 1, 100], [16], [3], [333, 5, 64]] {
            let diff = Signal.firstDifference(Self.score(Self.steady, blockSizes: sizes), reference)
            #expect(diff == nil, "block sizes \(sizes): \(diff ?? "")")
        }
    }

    @Test("an LFO at depth 0 is never heard: its wave, rate and destination change nothing, bit for bit")
    func silentLFOChangesNothing() {
        var a = Self.steady, b = Self.steady
        try? a.set(.lfo1Wave, 2); try? a.set(.lfo1Rate, 7); try? a.set(.lfo1Dest, 1)
        try? b.set(.lfo1Wave, 4); try? b.set(.lfo1Rate, 0.3); try? b.set(.lfo1Dest, 2)
        try? b.set(.lfo2Retrigger, 1); try? b.set(.lfo3Rate, 19)
        let x = Self.score(a, blockSizes: [480]), y = Self.score(b, blockSizes: [7, 13, 1, 100])
        #expect(Signal.firstDifference(x, y) == nil)
    }

    @Test("LFO.skip keeps the cycle and the sample-and-hold sequence exactly where next would")
    func skipKeepsTheCycle() {
        var rng = SplitMix64(seed: 99)
        var running = LFO(seed: 0xA5A5_0001), skipping = LFO(seed: 0xA5A5_0001)
        running.prepare(controlRate: 3000); skipping.prepare(controlRate: 3000)
        for _ in 0..<5_000 {
            let increment = Double.random(in: 0...0.01, using: &rng)
            _ = running.next(wave: .sampleHold, increment: increment)
            skipping.skip(increment: increment)
        }
        #expect(running.phase == skipping.phase)
        // Woken up, it starts from the raw value; both then follow the same steps and meet within the slew's memory.
        var last = (Float(0), Float(0))
        for _ in 0..<60 {
            last = (running.next(wave: .sampleHold, increment: 0.001), skipping.next(wave: .sampleHold, increment: 0.001))
        }
        #expect(abs(last.0 - last.1) < 1e-4)
    }

    /// Simper's per-sample form in Double: the reference for the fixed-coefficient filter.
    static func referenceSVF(_ x: [Float], g: Double, k: Double, m: (Double, Double, Double)) -> [Double] {
        let a1 = 1 / (1 + g * (g + k)), a2 = g * a1, a3 = g * a2
        var s1 = 0.0, s2 = 0.0
        return x.map { v in
            let v0 = Double(v), v3 = v0 - s2
            let v1 = a1 * s1 + a2 * v3, v2 = s2 + a2 * s1 + a3 * v3
            s1 = 2 * v1 - s1; s2 = 2 * v2 - s2
            return m.0 * v0 + m.1 * v1 + m.2 * v2
        }
    }

    @Test("the fixed-coefficient filter (two samples per step) matches Simper's per-sample form",
          arguments: [20.0, 200.0, 1_000.0, 15_000.0, 21_000.0])
    func pairFilterMatchesReference(cutoff: Double) {
        var rng = SplitMix64(seed: UInt64(cutoff))
        let x = (0..<4_800).map { _ in Float.random(in: -1...1, using: &rng) }
        let g = StateVariableFilter.g(cutoff: cutoff, sampleRate: Signal.fs)
        // Low, high, band, notch weights.
        for (q, w) in [(0.707, (1, 0, 0, 0)), (10, (1, 0, 0, 0)), (0.5, (0, 1, 0, 0)), (2, (0, 0, 1, 0)), (1, (0, 0, 0, 1))] {
            let k = 1 / q
            let (low, high, band, notch) = (Float(w.0), Float(w.1), Float(w.2), Float(w.3))
            var filter = StateVariableFilter()
            var y = x
            y.withUnsafeMutableBufferPointer { b in
                var i = 0
                while i < b.count {
                    filter.set(g: g, k: k, low: low, high: high, band: band, notch: notch)
                    #expect(!filter.isMoving)
                    let n = min(ControlBlock.size, b.count - i)
                    filter.process(b.baseAddress! + i, count: n, offset: 0)
                    i += n
                }
            }
            let m = (Double(high + notch), Double(Float(k) * (band - high - notch)), Double(low - high))
            let reference = Self.referenceSVF(x, g: Double(Float(g)), k: Double(Float(k)), m: m)
            let rms = (reference.map { $0 * $0 }.reduce(0, +) / Double(reference.count)).squareRoot()
            let worst = zip(y, reference).map { abs(Double($0) - $1) }.max() ?? 0
            #expect(worst <= 1e-4 * max(rms, 1e-3), "cutoff \(cutoff), q \(q), weights \(w): error \(worst), rms \(rms)")
        }
    }
}
