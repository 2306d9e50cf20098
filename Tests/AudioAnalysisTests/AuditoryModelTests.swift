import Foundation
import Testing
@testable import AudioAnalysis

/// The auditory model the sound comparator is moving onto (`LoudnessModel`, `RoughnessModel`, `AuditoryFeatures`),
/// checked on the figures that define its units and on what hearing does that raw levels do not:
/// the threshold in quiet, masking, loudness doubling every 10 phon. Agreement with MoSQITo's
/// standard implementations over many signals is in Tests/integration/test_auditory_reference.py.
struct AuditoryModelTests {
    private let extractor = SoundFeatureExtractor()
    private static let rate = TestSignals.sampleRate

    /// A sine of `db` dB SPL (1.0 = 1 Pa), a second long.
    private func tone(_ hz: Double, _ db: Double, seconds: Double = 1) -> [Float] {
        TestSignals.sine(hz, count: Int(seconds * Self.rate), amplitude: 2.0.squareRoot() * 2e-5 * pow(10, db / 20))
    }

    private func loudness(_ samples: [Float]) -> Double {
        let a = extractor.features(of: samples).auditory
        return a.median(a.loudness)
    }

    @Test func barkScaleHasItsTabulatedPoints() {
        // Zwicker & Terhardt (1980) against Zwicker's table: 1 kHz is 8.5 Bark, 4 kHz 17.3, 100 Hz 1.
        #expect(abs(LoudnessModel.bark(hertz: 1000) - 8.5) < 0.1)
        #expect(abs(LoudnessModel.bark(hertz: 4000) - 17.3) < 0.2)
        #expect(abs(LoudnessModel.bark(hertz: 100) - 1.0) < 0.05)
        for z in [1.0, 8.5, 20.0] { #expect(abs(LoudnessModel.bark(hertz: LoudnessModel.hertz(bark: z)) - z) < 1e-6) }
    }

    @Test func oneKilohertzAtFortyDecibelsIsOneSoneAndTenPhonDoublesIt() {
        let forty = loudness(tone(1000, 40)), sixty = loudness(tone(1000, 60)), eighty = loudness(tone(1000, 80))
        #expect(abs(forty - 1) < 0.03, "\(forty)")
        // ISO 532-1: 4.0 and 15.6-17 sone; each 10 dB about doubles loudness.
        #expect(abs(sixty - 4) < 0.4 && abs(eighty - 16.5) < 2, "\(sixty) \(eighty)")
    }

    @Test func whatIsUnderTheThresholdInQuietWeighsNothing() {
        // 50 Hz needs about 40 dB SPL to be heard at all (Terhardt 1979); 1 kHz about 3 dB.
        #expect(loudness(tone(50, 25)) == 0)
        #expect(loudness(tone(1000, 0)) == 0)
        #expect(loudness(tone(50, 70)) > 0.5)
    }

    @Test func aLoudToneMasksAQuietOneAboveIt() {
        // 1.2 kHz at 45 dB alone is clearly heard; beside 1 kHz at 80 dB it sits under the masker's
        // upper slope and adds almost nothing.
        let count = Int(Self.rate)
        let masker = tone(1000, 80), probe = tone(1200, 45)
        let both = (0..<count).map { masker[$0] + probe[$0] }
        let alone = loudness(probe), added = loudness(both) - loudness(masker)
        #expect(alone > 1)
        #expect(added < 0.1 * alone, "adds \(added) sone of \(alone)")
    }

    @Test func sharpnessRisesWithFrequency() {
        let sharp = [250.0, 1000, 4000, 8000].map { hz -> Double in
            let a = extractor.features(of: tone(hz, 60)).auditory
            return a.median(a.sharpness)
        }
        #expect(sharp == sharp.sorted() && abs(sharp[1] - 1) < 0.1, "\(sharp)")
    }

    @Test func roughnessIsOneAsperAtItsDefinitionAndPeaksNearSeventyHertz() {
        func am(_ fm: Double, _ depth: Double) -> Double {
            let carrier = tone(1000, 60)
            let samples = carrier.enumerated().map { i, x in Float(1 + depth * cos(2 * .pi * fm * Double(i) / Self.rate)) * x }
            let a = extractor.features(of: samples).auditory
            return a.median(a.roughness)
        }
        let definition = am(70, 1)
        #expect(abs(definition - 1) < 0.1, "\(definition)")
        #expect(am(20, 1) < definition && am(300, 1) < definition)
        #expect(am(70, 0.25) < am(70, 0.5))
        #expect(am(70, 0) < 0.02)
    }

    @Test func bandWobbleFindsAModulationTheTotalLoudnessHardlyShows() {
        // Two tones in different bands, each swelling at 5 Hz but in opposite phase: the total
        // loudness stays nearly flat, each band wobbles (a chorus on a chord does this).
        let count = Int(1.5 * Self.rate)
        let low = tone(400, 65, seconds: 1.5), high = tone(2500, 65, seconds: 1.5)
        let samples = (0..<count).map { i -> Float in
            let m = Float(0.5 * sin(2 * .pi * 5 * Double(i) / Self.rate))
            return (1 + m) * low[i] + (1 - m) * high[i]
        }
        let a = extractor.features(of: samples).auditory
        #expect(a.bandWobble.depth > 2, "\(a.bandWobble)")
        #expect(abs((a.bandWobble.rate ?? 0) - 5) < 0.3, "\(a.bandWobble)")
        let steady = extractor.features(of: (0..<count).map { low[$0] + high[$0] }).auditory
        // Held steady: no regular wobble, no fluctuation (what depth remains is the onset and the end).
        #expect(steady.bandWobble.rate == nil && steady.fluctuation == 0, "\(steady.bandWobble)")
        #expect(steady.bandWobble.depth < a.bandWobble.depth / 2, "\(steady.bandWobble) \(a.bandWobble)")
    }
}
