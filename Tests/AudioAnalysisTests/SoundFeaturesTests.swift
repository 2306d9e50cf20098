import Foundation
import Testing
@testable import AudioAnalysis

@Suite struct SoundFeaturesTests {
    private let extractor = SoundFeatureExtractor()

    @Test func steadySineHasItsLevelBrightnessBandAndPitch() throws {
        let amplitude = 0.5
        let features = extractor.features(of: TestSignals.sine(440, count: 48_000, amplitude: amplitude))
        #expect(features.frameCount == 100)
        #expect(features.hopSize == 480)
        let expectedDB = Float(20 * log10(amplitude / 2.0.squareRoot()))
        for h in 10..<90 {
            #expect(abs(features.rmsDB[h] - expectedDB) < 0.1)
            #expect(abs(features.centroidHz[h] - 440) < 15)
            #expect(abs(TestSignals.cents(Double(features.pitchHz[h]), 440)) < 1)
        }
        // The band nearest 440 Hz holds most of the power; bands an octave or more away hold little.
        let middle = Array(features.bands(at: 50))
        let nearest = features.bandCenters.indices.min { abs(log(features.bandCenters[$0] / 440)) < abs(log(features.bandCenters[$1] / 440)) }!
        #expect(middle.indices.max { middle[$0] < middle[$1] } == nearest)
        #expect(abs(middle[nearest] - expectedDB) < 3)
        let octaveAway = features.bandCenters.indices.filter { abs(log2(features.bandCenters[$0] / 440)) > 1 }
        #expect(octaveAway.allSatisfy { middle[$0] < expectedDB - 40 })
        #expect(abs(features.loudnessDB - expectedDB) < 0.1)
        #expect(features.onsetTime == 0)
    }

    @Test func sawIsBrighterThanSine() {
        let saw = extractor.features(of: TestSignals.saw(220, count: 24_000))
        let sine = extractor.features(of: TestSignals.sine(220, count: 24_000))
        #expect(saw.centroidHz[25] > 3 * sine.centroidHz[25])
        // The saw's 5th harmonic (1100 Hz) is 14 dB under its fundamental; the sine has none.
        let band = saw.bandCenters.indices.min { abs(saw.bandCenters[$0] - 1100) < abs(saw.bandCenters[$1] - 1100) }!
        #expect(saw.bands(at: 25)[saw.bandCount * 25 + band] > sine.bands(at: 25)[sine.bandCount * 25 + band] + 40)
    }

    @Test func attackTimeAndOnsetOfARampedNote() {
        // 100 ms of silence, then a 200 ms linear fade-in to a held sine.
        let sine = TestSignals.sine(330, count: 48_000, amplitude: 0.8)
        let shaped = sine.enumerated().map { i, v -> Float in
            let t = Double(i) / 48_000
            return t < 0.1 ? 0 : v * Float(min(1, (t - 0.1) / 0.2))
        }
        let features = extractor.features(of: shaped)
        // 10% of the peak at 120 ms; the rise levels off (within 90% of the next 100 ms) at 280 ms.
        #expect(abs(features.onsetTime - 0.12) < 0.003)
        #expect(abs(features.attackTime - 0.16) < 0.01)
        #expect(abs(features.endTime - 1) < 0.011)
        #expect(features.rmsDB[2] == features.floorDB)
        #expect(features.pitchHz[2] == 0)
    }

    @Test func featuresAreDeterministicAndSilenceIsFloored() {
        let x = TestSignals.saw(110, count: 30_000, startSample: 5)
        #expect(extractor.features(of: x) == SoundFeatureExtractor().features(of: x))
        let silent = extractor.features(of: [Float](repeating: 0, count: 4_800))
        #expect(silent.rmsDB.allSatisfy { $0 == -100 })
        #expect(silent.bandsDB.allSatisfy { $0 == -100 })
        #expect(silent.pitchHz.allSatisfy { $0 == 0 })
        #expect(silent.attackTime == 0 && silent.peakDB == -100)
    }

    @Test func noiseHasNoPitchButSpreadsOverTheBands() {
        let features = extractor.features(of: TestSignals.noise(count: 24_000))
        #expect(features.pitchHz[10..<40].allSatisfy { $0 == 0 })
        let bands = features.bands(at: 25)
        // White noise: each band's power grows with its width, so high bands are louder than low ones.
        #expect(bands[bands.endIndex - 1] > bands[bands.startIndex + 8] + 10)
    }
}
