import Foundation
import Testing
@testable import SynthEngine

/// Phrase decoding, the offline renderer and the WAV writer.
struct OfflineRenderTests {
    @Test("phrase JSON decodes with defaults and refuses bad notes")
    func phrase() throws {
        let p = try Phrase(json: Data(#"{"notes": [{"length": 0.5, "note": 60}, {"start": 1, "length": 1, "note": 64, "velocity": 0.5}]}"#.utf8))
        #expect(p.notes[0] == Phrase.Note(start: 0, length: 0.5, note: 60, velocity: 1))
        #expect(p.duration == 2)
        // Each refusal names what is wrong.
        for (bad, says) in [(#"{"notes": [{"length": 1, "note": 128}]}"#, "note 128 must be a MIDI note"),
                            (#"{"notes": [{"length": -1, "note": 60}]}"#, "length -1 must be"),
                            (#"{"notes": [{"length": 0.001, "note": 60}]}"#, "length 0.001 must be 0.01...12 s"),
                            (#"{"notes": [{"start": 12, "length": 1, "note": 60}]}"#, "start 12 must be 0...12 s"),
                            (#"{"notes": [{"start": 11.5, "length": 1, "note": 60}]}"#, "the note ends at 12.5 s"),
                            (#"{"notes": [{"length": 1, "note": 60, "velocity": 2}]}"#, "velocity 2.0 must be 0...1"),
                            (#"{"notes": []}"#, "a phrase needs at least one note"),
                            (#"{"notes": [{"note": 60}]}"#, "length")] {
            let error = #expect(throws: PhraseError.self) { try Phrase(json: Data(bad.utf8)) }
            #expect(error?.message.contains(says) == true, "\(bad): \(error?.message ?? "no error")")
        }
        // The limits themselves are accepted: a phrase that ends exactly at the limit plays.
        #expect(throws: Never.self) { try Phrase(json: Data(#"{"notes": [{"start": 11, "length": 1, "note": 60}]}"#.utf8)) }
        let round = try JSONDecoder().decode(Phrase.self, from: JSONEncoder().encode(p))
        #expect(round == p)
        #expect(Phrase.default.notes == [Phrase.Note(start: 0, length: 1, note: 57, velocity: 1)])
    }

    @Test("the default render is A3 for a second, its release, and stops once silent")
    func render() {
        let x = OfflineRenderer().render(patch: Patch())
        // 1 s held, then the 0.2 s release: it ends at the release's last audible sample.
        #expect(x.count > 48_000 + 8_000 && x.count <= 48_000 + 9_700, "\(x.count) samples")
        let f = Signal.frequency(x, near: 220, start: 9_600, window: 9_600, span: 0.3)
        #expect(abs(Signal.cents(f, 220)) < 1)
        #expect(Signal.peak(x[(x.count - 480)...]) < 1e-3)
        // Deterministic.
        #expect(Signal.firstDifference(OfflineRenderer().render(patch: Patch()), x) == nil)
        // Block size does not matter either.
        let other = OfflineRenderer(blockSize: 97).render(patch: Patch())
        #expect(Signal.firstDifference(other, x) == nil)
    }

    @Test("phrase notes start at their times; long tails stop at the cap")
    func phraseTiming() {
        let phrase = Phrase(notes: [.init(start: 0.5, length: 0.2, note: 69)])
        let x = OfflineRenderer().render(patch: Patch(), phrase: phrase)
        #expect(Signal.peak(x[..<23_900]) == 0)
        #expect(Signal.peak(x[24_200..<26_000]) > 0.05)
        let capped = OfflineRenderer(maxTailSeconds: 0.5).render(
            patch: Signal.patch(["fx.delayMix": .number(1), "fx.delayFeedback": .number(0.95)]), phrase: phrase)
        #expect(capped.count <= Int(1.2 * 48_000) && capped.count > Int(1.1 * 48_000))
    }

    @Test("a longer-tailed render cut at a shorter tail is that shorter render, sample for sample")
    func truncated() {
        // Two notes, the later one released first: the tail starts at the latest release (0.6 s), so a
        // 1 s tail is capped at 76,800 samples. The shorter render uses 97-sample blocks, so its blocks
        // end elsewhere than the longer one's (480) and its last block is cut short by the cap.
        let phrase = Phrase(notes: [.init(start: 0, length: 0.6, note: 57), .init(start: 0.1, length: 0.3, note: 64)])
        let cap = Int(1.6 * 48_000)
        // Overlapping echoes still sounding at the cap; a plain note that ends before it.
        let echo = Signal.patch(["fx.delayMix": .number(1), "fx.delayFeedback": .number(0.9)])
        // One short blip whose echoes are 0.7 s apart: the cap falls between two, so the shorter
        // render is trimmed back to the end of the echo before it, while the longer one goes on.
        let blip = Phrase(notes: [.init(start: 0, length: 0.05, note: 57)])
        let gaps = Signal.patch(["fx.delayMix": .number(1), "fx.delayFeedback": .number(0.9), "fx.delayTime": .number(0.7)])
        for (patch, phrase, ends) in [(echo, phrase, "at the cap"), (Patch(), phrase, "before the cap"), (gaps, blip, "between echoes")] {
            let long = OfflineRenderer().render(patch: patch, phrase: phrase)
            let short = OfflineRenderer(maxTailSeconds: 1, blockSize: 97).render(patch: patch, phrase: phrase)
            let cut = OfflineRenderer(maxTailSeconds: 1).truncated(long, phrase: phrase)
            #expect(cut.count == short.count, "\(ends)")
            #expect(Signal.firstDifference(cut, short) == nil, "\(ends)")
            let shortCap = phrase == blip ? Int(1.05 * 48_000) : cap
            switch ends {
            // (Within one 10 ms of the cap: a sample there may cross zero.)
            case "at the cap": #expect(short.count > shortCap - 480 && long.count > shortCap + 4_800, "the cut was not a cut")
            case "before the cap": #expect(short.count < shortCap && long.count == short.count)
            default: #expect(short.count < shortCap - 2_400 && long.count > shortCap + 4_800, "\(short.count) \(long.count)")
            }
        }
    }

    @Test("peak and peak difference read every sample, the shorter rendering continued with silence")
    func peaks() {
        #expect(OfflineRenderer.peak([]) == 0)
        #expect(OfflineRenderer.peak([0.1, -0.7, 0.3]) == Float(0.7))
        #expect(OfflineRenderer.peakDifference([0.1, 0.2], [0.1, 0.2]) == 0)
        #expect(OfflineRenderer.peakDifference([0.1, 0.2], [0.1, -0.1]) == Float(0.2) - Float(-0.1))
        #expect(OfflineRenderer.peakDifference([0.1], [0.1, 0, -0.4]) == Float(0.4))
        #expect(OfflineRenderer.peakDifference([0.1, 0.5], [0.1]) == Float(0.5))
    }

    @Test("WAV files have a correct header and samples, 16-bit and float")
    func wav() {
        let samples: [Float] = [0, 0.5, -0.5, 1, -1, 2]
        let d = WAVWriter.data(samples: samples, format: .pcm16)
        #expect(d.count == 44 + 12)
        func u32(_ o: Int) -> UInt32 { d[o..<(o + 4)].enumerated().reduce(0) { $0 | UInt32($1.element) << (8 * $1.offset) } }
        func i16(_ o: Int) -> Int16 { Int16(bitPattern: UInt16(d[o]) | UInt16(d[o + 1]) << 8) }
        #expect(String(decoding: d[0..<4], as: UTF8.self) == "RIFF" && u32(4) == UInt32(d.count - 8))
        #expect(String(decoding: d[8..<16], as: UTF8.self) == "WAVEfmt ")
        #expect(u32(24) == 48_000 && u32(28) == 96_000 && u32(40) == 12)
        #expect([i16(44), i16(46), i16(48), i16(50), i16(52), i16(54)] == [0, 16_384, -16_384, 32_767, -32_767, 32_767])
        let f = WAVWriter.data(samples: samples, format: .float32)
        // RIFF 12 + fmt 8+18 + fact 12 + data header 8 = 58 bytes before the samples.
        #expect(f.count == 58 + 24)
        #expect(f[20] == 3 && f[34] == 32 && f[16] == 18)
        #expect(String(decoding: f[38..<42], as: UTF8.self) == "fact" && f[46] == 6)
        #expect(String(decoding: f[50..<54], as: UTF8.self) == "data")
        let bits = f[62..<66].enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (8 * $1.offset) }
        #expect(Float(bitPattern: bits) == 0.5)
    }
}
