import Foundation
import Testing
@testable import SynthEngine

/// Gain staging: chords of the default patch stay under the output limiter, one note keeps its level.
///
/// The limiter's gain reduction is measured from the rendered signal: the same score rendered with
/// the master volume at -40 dB never reaches the limiter (its peaks stay 30 dB below the threshold)
/// and everything before the limiter is linear in the default patch, so that render scaled back up by
/// the 34 dB difference is what the limiter received; output over it, sample by sample, is the gain
/// the limiter applied (both renders carry the same 1 ms look-ahead delay).
struct GainStagingTests {
    static let quietDB = -40.0

    /// Largest gain reduction in dB over a score, and the output.
    static func limiterReduction(_ patch: Patch, notes: [Int], seconds: Double) -> (reductionDB: Double, out: [Float]) {
        func render(_ p: Patch) -> [Float] {
            let e = SynthEngine(patch: p)
            for n in notes { e.play(pitch: n) }
            return Signal.render(e, seconds: seconds)
        }
        let out = render(patch)
        let quiet = render((try? patch.setting(.masterVolume, to: quietDB)) ?? patch)
        let scale = pow(10, (patch[.masterVolume] - quietDB) / 20)
        var worst = 0.0
        for (y, x) in zip(out, quiet) {
            let unlimited = Double(x) * scale
            // Where the signal is well above rounding, the ratio is the limiter's gain.
            guard abs(unlimited) > 0.05 else { continue }
            worst = max(worst, 20 * log10(abs(unlimited) / max(1e-9, abs(Double(y)))))
        }
        return (worst, out)
    }

    @Test("the default patch as a 6-note chord keeps the limiter under 1 dB of gain reduction",
          arguments: [[48, 52, 55, 60, 64, 67], [57, 60, 64, 69, 72, 76], [45, 52, 57, 60, 64, 69]])
    func sixNoteChord(notes: [Int]) {
        let chord = Self.limiterReduction(Patch(), notes: notes, seconds: 3)
        #expect(chord.reductionDB < 1, "\(notes): \(chord.reductionDB) dB of gain reduction")
        // Not bought by making it quiet: the chord sounds at least as loud as one note, within 3 dB.
        let single = Signal.note(Patch(), seconds: 3)
        let ratioDB = 20 * log10(Signal.rms(chord.out[4_800...]) / Signal.rms(single[4_800...]))
        #expect(ratioDB > 0 && ratioDB < 3, "chord against one note: \(ratioDB) dB")
    }

    @Test("one note of the default patch keeps its level (-6 dBFS peak) and never meets the limiter")
    func singleNote() {
        let one = Self.limiterReduction(Patch(), notes: [57], seconds: 1)
        #expect(one.reductionDB < 0.001, "\(one.reductionDB) dB")
        let peakDB = 20 * log10(Double(Signal.peak(one.out[...])))
        #expect(peakDB > -7 && peakDB < -5, "peak \(peakDB) dBFS")
    }

    @Test("a held note dips while a chord joins it and comes back once the chord has died away")
    func heldNoteRecovers() {
        let sine = Signal.patch(["osc1.wave": .text("sine"), "amp.sustain": .number(1), "amp.release": .number(0.05)])
        let e = SynthEngine(patch: sine)
        let held = Signal.midiHz(45)
        e.play(pitch: 45)
        let alone = Signal.render(e, seconds: 0.5)
        let before = Signal.amplitude(alone, start: 9_600, count: 9_600, frequency: held)
        let others = [57, 61, 64, 68, 71]
        for n in others { e.play(pitch: n) }
        let chord = Signal.render(e, seconds: 0.5)
        let during = Signal.amplitude(chord, start: 9_600, count: 9_600, frequency: held)
        // Six voices: 1/√5 of the level.
        #expect(abs(during / before - 1 / 5.0.squareRoot()) < 0.01, "during the chord: \(during / before)")
        for n in others { e.stop(pitch: n) }
        _ = Signal.render(e, seconds: 1.5)
        let after = Signal.render(e, seconds: 0.5)
        #expect(abs(Signal.amplitude(after, start: 9_600, count: 9_600, frequency: held) / before - 1) < 0.001)
    }

    @Test("joining notes do not click on a held low sine")
    func noClickWhenNotesJoin() {
        // The held 55 Hz sine (amplitude 0.4) bends by ~2e-5 per sample; a step from gain 1 to 1/√2
        // would be a jump of up to 0.12. The 3 ms fall leaves kinks below 1e-3.
        let sine = Signal.patch(["osc1.wave": .text("sine"), "amp.sustain": .number(1), "amp.attack": .number(0.5)])
        let e = SynthEngine(patch: sine)
        e.play(pitch: 33)
        let before = Signal.render(e, seconds: 0.3)
        e.play(pitch: 34)
        e.play(pitch: 35)    // a third voice: the gain falls. A slow attack: the new voices add no bend
        let after = Signal.render(e, seconds: 0.1)
        #expect(Signal.maxBend((before.suffix(960) + after)[...]) < 0.003)
    }
}
