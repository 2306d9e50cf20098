import Foundation
import Testing
@testable import SynthEngine

/// The voice filter's response, measured with sines through the filter unit and through the engine.
struct FilterTests {
    /// Gain in dB of a steady sine at `f` through a `VoiceFilter` set up as given.
    static func gainDB(_ f: Double, cutoff: Double, q: Double = VoiceFilter.butterworthQ, type: Int, slope24: Bool) -> Double {
        var filter = VoiceFilter()
        let n = 24_000, block = ControlBlock.size
        var x = [Float](repeating: 0, count: n)
        for i in 0..<n { x[i] = Float(sin(2 * Double.pi * f * Double(i) / Signal.fs)) }
        var tmp = [Float](repeating: 0, count: block)
        x.withUnsafeMutableBufferPointer { b in
            tmp.withUnsafeMutableBufferPointer { t in
                for s in stride(from: 0, to: n, by: block) {
                    // As the engine does: settings at every control block.
                    filter.set(cutoff: cutoff, sampleRate: Signal.fs, q: q, weights: .one(type), slopeMix: slope24 ? 1 : 0)
                    filter.process(b.baseAddress! + s, count: block, offset: 0, tmp: t.baseAddress!)
                }
            }
        }
        // Skip the settling time (long at low cutoff and high Q), then measure the amplitude.
        let a = Signal.amplitude(x, start: 12_000, count: 12_000, frequency: f)
        return 20 * log10(a)
    }

    @Test("12 and 24 dB low- and high-pass are -3 dB at the cutoff (within 1 dB)")
    func cutoffIsMinus3dB() {
        for cutoff in [100.0, 1_000, 8_000] {
            for type in [0, 1] {
                for slope24 in [false, true] {
                    let g = Self.gainDB(cutoff, cutoff: cutoff, type: type, slope24: slope24)
                    #expect(abs(g + 3.01) < 1, "type \(type) 24dB \(slope24) at \(cutoff): \(g) dB")
                }
            }
        }
    }

    @Test("slopes: one octave past the cutoff, 12 dB is about -12 dB and 24 dB about -24 dB")
    func slopes() {
        let lp12 = Self.gainDB(2_000, cutoff: 1_000, type: 0, slope24: false)
        let lp24 = Self.gainDB(2_000, cutoff: 1_000, type: 0, slope24: true)
        let hp24 = Self.gainDB(500, cutoff: 1_000, type: 1, slope24: true)
        #expect(abs(lp12 + 12.3) < 1.5, "\(lp12)")
        #expect(abs(lp24 + 24.1) < 1.5, "\(lp24)")
        #expect(abs(hp24 + 24.1) < 1.5, "\(hp24)")
        // Passband stays flat.
        #expect(abs(Self.gainDB(100, cutoff: 1_000, type: 0, slope24: true)) < 0.2)
        #expect(abs(Self.gainDB(10_000, cutoff: 1_000, type: 1, slope24: true)) < 0.2)
    }

    @Test("band-pass peaks at 0 dB on the cutoff and is -3 dB at the band edges (cutoff/Q wide)")
    func bandPass() {
        for q in [0.707, 2.0, 5.0] {
            let fc = 1_000.0
            #expect(abs(Self.gainDB(fc, cutoff: fc, q: q, type: 2, slope24: false)) < 0.2)
            // Edges of a 2-pole band-pass: fc·(√(1 + 1/(4Q²)) ± 1/(2Q)).
            let r = (1 + 1 / (4 * q * q)).squareRoot()
            for edge in [fc * (r - 1 / (2 * q)), fc * (r + 1 / (2 * q))] {
                let g = Self.gainDB(edge, cutoff: fc, q: q, type: 2, slope24: false)
                #expect(abs(g + 3.01) < 1, "Q \(q) edge \(edge): \(g) dB")
            }
        }
        // 24 dB band-pass: still 0 dB on the cutoff, steeper outside.
        #expect(abs(Self.gainDB(1_000, cutoff: 1_000, q: 2, type: 2, slope24: true)) < 0.2)
        #expect(Self.gainDB(250, cutoff: 1_000, q: 2, type: 2, slope24: true) < -24)
    }

    @Test("the notch removes the cutoff frequency by at least 40 dB and keeps the rest")
    func notch() {
        for slope24 in [false, true] {
            #expect(Self.gainDB(1_000, cutoff: 1_000, q: 0.707, type: 3, slope24: slope24) < -40)
            #expect(abs(Self.gainDB(100, cutoff: 1_000, q: 2, type: 3, slope24: slope24)) < 0.5)
            #expect(abs(Self.gainDB(10_000, cutoff: 1_000, q: 2, type: 3, slope24: slope24)) < 0.5)
        }
    }

    @Test("resonance Q gives a peak of Q at the cutoff (12 dB low-pass)")
    func resonance() {
        for q in [2.0, 10.0, 20.0] {
            let g = Self.gainDB(1_000, cutoff: 1_000, q: q, type: 0, slope24: false)
            #expect(abs(g - 20 * log10(q)) < 1, "Q \(q): \(g) dB")
        }
    }

    /// Level of harmonic `h` of note `note` through the whole engine with these settings, in dB
    /// relative to the same note with the filter open.
    static func engineHarmonicDB(_ values: [String: PatchValue], note: Int, harmonic h: Double) -> Double {
        var open = values
        open["filter.cutoff"] = .number(20_000)
        open["filter.type"] = .text("lowpass")
        open["filter.keyTrack"] = .number(0)
        let f = Signal.midiHz(Double(note)) * h
        let a = Signal.note(OscillatorTests.clean(values), note: note, seconds: 0.3)
        let b = Signal.note(OscillatorTests.clean(open), note: note, seconds: 0.3)
        return 20 * log10(Signal.amplitude(a, start: 2_400, count: 9_600, frequency: f)
                          / Signal.amplitude(b, start: 2_400, count: 9_600, frequency: f))
    }

    @Test("through the engine: the 4th harmonic at the cutoff is -3 dB (low-pass and high-pass)")
    func engineCutoff() {
        for type in ["lowpass", "highpass"] {
            let g = Self.engineHarmonicDB(["filter.type": .text(type), "filter.cutoff": .number(880)],
                                          note: 57, harmonic: 4)
            #expect(abs(g + 3.01) < 1, "\(type): \(g) dB")
        }
    }

    @Test("key tracking 100% moves the cutoff with the note (around middle C)")
    func keyTracking() {
        // Cutoff 1046.5 Hz = 4th harmonic of C4 (60). With full tracking, C5's cutoff doubles, so its
        // 4th harmonic is again -3 dB; without tracking it would be far lower.
        let values: [String: PatchValue] = ["filter.cutoff": .number(Signal.midiHz(60) * 4), "filter.keyTrack": .number(1),
                                            "filter.slope": .text("24")]
        let c4 = Self.engineHarmonicDB(values, note: 60, harmonic: 4)
        let c5 = Self.engineHarmonicDB(values, note: 72, harmonic: 4)
        #expect(abs(c4 + 3.01) < 1, "\(c4)")
        #expect(abs(c5 + 3.01) < 1, "\(c5)")
        var untracked = values
        untracked["filter.keyTrack"] = .number(0)
        #expect(Self.engineHarmonicDB(untracked, note: 72, harmonic: 4) < -20)
    }

    @Test("a fast cutoff sweep adds no zipper noise (coefficients glide per sample)")
    func noZipper() {
        // An 880 Hz sine through a resonant 24 dB low-pass swept ±2 octaves at 20 Hz. Stepping the
        // coefficients every 16-sample control block would put images of the tone around the
        // 3 kHz control rate about 50 dB down; gliding them keeps 4-8 kHz clean.
        let x = Signal.note(Signal.patch(["osc1.wave": .text("sine"), "amp.sustain": .number(1),
                                          "filter.cutoff": .number(1_500), "filter.resonance": .number(8),
                                          "filter.slope": .text("24"), "lfo1.dest": .text("cutoff"),
                                          "lfo1.depth": .number(0.5), "lfo1.rate": .number(20)]),
                            note: 81, seconds: 0.6)
        let size = 16_384
        let s = Signal.spectrum(x, start: 9_600, size: size)
        let bin = Signal.fs / Double(size)
        let band = s[Int(4_000 / bin)..<Int(8_000 / bin)].max()!
        #expect(20 * log10(band / s.max()!) < -65)
    }

    @Test("the filter stays stable and finite at every cutoff and Q, also while sweeping")
    func stability() {
        let e = SynthEngine(patch: Signal.patch(["noise.level": .number(1), "filter.resonance": .number(20),
                                                 "filter.slope": .text("24"), "amp.sustain": .number(1)]))
        e.play(pitch: 60)
        var rng = SplitMix64(seed: 0x5EED)
        var worst: Float = 0
        for step in 0..<60 {
            let cutoff = Param.filterCutoff.spec.value(fromNormalized: Double.random(in: 0...1, using: &rng))
            e.set(.filterCutoff, step % 10 == 0 ? 20_000 : cutoff)
            e.set(.filterType, Double(step % 4))
            let x = Signal.render(e, samples: 960)
            #expect(x.allSatisfy { $0.isFinite })
            worst = max(worst, Signal.peak(x[...]))
        }
        #expect(worst <= 1)
    }
}

extension FilterTypeWeights {
    /// Only response `type` (0 low, 1 high, 2 band, 3 notch), as the engine's weights settle to.
    fileprivate static func one(_ type: Int) -> FilterTypeWeights {
        FilterTypeWeights(low: type == 0 ? 1 : 0, high: type == 1 ? 1 : 0, band: type == 2 ? 1 : 0, notch: type == 3 ? 1 : 0)
    }
}
