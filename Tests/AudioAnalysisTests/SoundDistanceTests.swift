import Foundation
import Testing
@testable import AudioAnalysis

@Suite struct SoundDistanceTests {
    private let extractor = SoundFeatureExtractor()

    /// A saw whose level follows `gain(t)`.
    private func shaped(_ frequency: Double, seconds: Double, gain: (Double) -> Double) -> [Float] {
        let saw = TestSignals.saw(frequency, count: Int(seconds * 48_000))
        return saw.enumerated().map { $1 * Float(gain(Double($0) / 48_000)) }
    }

    @Test func identicalFeaturesScoreExactly100() {
        let f = extractor.features(of: shaped(220, seconds: 1) { t in min(1, t / 0.05) })
        let d = SoundDistance(target: f, attempt: f)
        #expect(d.similarity == 100 && d.penalty == 0)
    }

    @Test func silenceAgainstSoundScoresZero() {
        let sound = extractor.features(of: TestSignals.saw(220, count: 24_000))
        let silence = extractor.features(of: [Float](repeating: 0, count: 24_000))
        #expect(SoundDistance(target: sound, attempt: silence).similarity == 0)
        #expect(SoundDistance(target: silence, attempt: silence).similarity == 100)
    }

    @Test func eachDifferenceShowsInItsOwnDistance() {
        let base = extractor.features(of: shaped(220, seconds: 1) { _ in 0.8 })
        let quieter = extractor.features(of: shaped(220, seconds: 1) { _ in 0.4 })
        let higher = extractor.features(of: shaped(330, seconds: 1) { _ in 0.8 })
        let slow = extractor.features(of: shaped(220, seconds: 1) { t in 0.8 * min(1, t / 0.6) })
        let level = SoundDistance(target: base, attempt: quieter)
        #expect(level.envelope > 0.1 && level.pitch == 0 && level.spectrum < 0.5)
        let pitch = SoundDistance(target: base, attempt: higher)
        #expect(abs(pitch.pitch - 702) < 5 && pitch.envelope < 0.03)
        let attack = SoundDistance(target: base, attempt: slow)
        #expect(attack.attack > 3)
        for d in [level, pitch, attack] { #expect(d.similarity < 50) }
    }

    @Test func tremoloIsMeasuredByDepthAndRate() {
        func wobble(_ rate: Double, _ depth: Double) -> SoundFeatures {
            extractor.features(of: shaped(220, seconds: 1.5) { t in 0.7 * (1 - depth * (1 - cos(2 * .pi * rate * t)) / 2) })
        }
        let five = wobble(5, 0.5)
        // Out of phase after a second, but the same tremolo.
        #expect(SoundDistance(target: five, attempt: wobble(5.4, 0.5)).similarity >= 95)
        #expect(SoundDistance(target: five, attempt: wobble(9, 0.5)).tremolo > 0.5)
        #expect(SoundDistance(target: five, attempt: wobble(5, 0)).tremolo > 1)
    }

    @Test func modulationFindsTheRateOfARegularWobble() throws {
        let residual = (0..<150).map { 0.1 * sin(2 * Double.pi * Double($0) / 16) }
        let m = Modulation.measure(residual, mask: [Bool](repeating: true, count: 150), hopSeconds: 0.01)
        #expect(abs(m.depth - 0.1 / 2.0.squareRoot()) < 0.005)
        let rate = try #require(m.rate)
        #expect(abs(rate - 6.25) < 0.1)
        let noise = TestSignals.noise(count: 150).map(Double.init)
        #expect(Modulation.measure(noise, mask: [Bool](repeating: true, count: 150), hopSeconds: 0.01).rate == nil)
    }

    @Test func movingMedianFollowsStepsAndMeanSmooths() {
        let step = (0..<40).map { $0 < 20 ? 0.0 : 1.0 }
        let all = [Bool](repeating: true, count: 40)
        #expect(Modulation.medianSmoothed(step, mask: all, width: 9) == step)
        let mean = Modulation.smoothed(step, mask: all, width: 9)
        #expect(mean[19] > 0.3 && mean[19] < 0.6)
        // Masked-out hops neither count nor get a value.
        var mask = all
        mask[5] = false
        #expect(Modulation.smoothed(step, mask: mask, width: 9)[5] == 0)
    }
}
