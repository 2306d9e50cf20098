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
        // A fifth up at the same level is a little louder to the ear (sone), far less than 6 dB quieter is.
        #expect(abs(pitch.pitch - 702) < 5 && pitch.envelope < level.envelope / 3)
        let attack = SoundDistance(target: base, attempt: slow)
        #expect(attack.attack > 3)
        for d in [level, pitch, attack] { #expect(d.similarity < 50) }
    }

    /// One partial made louder while the rest stays: the mean over all bands dilutes it, the ear
    /// hears it band by band (a sub-oscillator's weight). Swept over the boost: inside ~2 dB it is the
    /// same sound, from ~6 dB on plainly another, and the similarity only falls as the boost grows.
    @Test func onePartialMadeLouderIsHeardBandByBand() {
        func complex(fundamentalGainDB: Double) -> SoundFeatures {
            let g = pow(10, fundamentalGainDB / 20)
            let samples = (0..<48_000).map { i -> Float in
                let t = Double(i) / 48_000
                var x = 0.25 * g * sin(2 * .pi * 110 * t)
                for h in 2...12 { x += 0.25 / Double(h) * sin(2 * .pi * 110 * Double(h) * t) }
                return Float(x * 0.5)
            }
            return extractor.features(of: samples)
        }
        let base = complex(fundamentalGainDB: 0)
        let sweep = [1.0, 2, 4, 6, 10].map { SoundDistance(target: base, attempt: complex(fundamentalGainDB: $0)) }
        #expect(sweep[0].similarity >= 95, "1 dB: \(sweep[0].similarity)")
        #expect(sweep[3].similarity < 80 && sweep[4].similarity < 60, "\(sweep.map(\.similarity))")
        #expect(zip(sweep, sweep.dropFirst()).allSatisfy { $1.similarity <= $0.similarity + 0.5 }, "\(sweep.map(\.similarity))")
        #expect(sweep[4].spectralPeak > 2 * sweep[4].spectrum, "one band, not the whole shape")
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

    /// The sliding median (a sorted window updated hop by hop) is the median of each window, sorted afresh.
    @Test(arguments: [1, 4, 9, 25]) func slidingMedianIsTheMedianOfEachWindow(width: Int) {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let n = Int.random(in: 0...120, using: &rng)
            let values = (0..<n).map { _ in Double(Int.random(in: -20...20, using: &rng)) / 4 }
            let mask = (0..<n).map { _ in Int.random(in: 0..<4, using: &rng) != 0 }
            let half = width / 2
            let expected = (0..<n).map { i -> Double in
                guard mask[i] else { return 0 }
                let w = (max(0, i - half)..<min(n, i + half + 1)).filter { mask[$0] }.map { values[$0] }.sorted()
                return w.count % 2 == 1 ? w[w.count / 2] : 0.5 * (w[w.count / 2 - 1] + w[w.count / 2])
            }
            #expect(Modulation.medianSmoothed(values, mask: mask, width: width) == expected, "\(values) \(mask)")
        }
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
