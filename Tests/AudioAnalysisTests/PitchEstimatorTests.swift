import Foundation
import Testing
@testable import AudioAnalysis

@Suite struct PitchEstimatorTests {
    private static let frequencies = [30.0, 110, 440, 1000, 5000]
    private let estimator = PitchEstimator(sampleRate: 48_000, minFrequency: 25, maxFrequency: 6_000, capacity: 8192)

    @Test(arguments: frequencies)
    func sineWithinACent(frequency: Double) throws {
        let x = TestSignals.sine(frequency, count: 8192, amplitude: 0.7, phase: 0.3)
        let f = try #require(estimator.estimate(x))
        #expect(abs(TestSignals.cents(f, frequency)) < 0.2, "\(frequency) Hz read as \(f)")
    }

    @Test(arguments: frequencies)
    func sawWithinACent(frequency: Double) throws {
        let x = TestSignals.saw(frequency, count: 8192, startSample: 1234)
        let f = try #require(estimator.estimate(x))
        #expect(abs(TestSignals.cents(f, frequency)) < 0.2, "\(frequency) Hz read as \(f)")
    }

    @Test func offGridFrequenciesAndShortBlocks() throws {
        // 4096 samples (the default capacity for 30 Hz) and frequencies that are not whole-sample periods.
        let small = PitchEstimator(sampleRate: 48_000)
        for frequency in [46.25, 261.6256, 3520.7] {
            let x = TestSignals.saw(frequency, count: 4096, startSample: 77)
            let f = try #require(small.estimate(x))
            #expect(abs(TestSignals.cents(f, frequency)) < 0.2, "\(frequency) Hz read as \(f)")
        }
    }

    @Test func silenceAndNoiseHaveNoPitch() {
        #expect(estimator.estimate([Float](repeating: 0, count: 8192)) == nil)
        #expect(estimator.estimate(TestSignals.sine(440, count: 8192, amplitude: 1e-6)) == nil)
        #expect(estimator.estimate(TestSignals.noise(count: 8192)) == nil)
    }

    @Test func tooFewSamplesHaveNoPitch() {
        #expect(estimator.estimate(TestSignals.sine(440, count: estimator.requiredSampleCount - 1)) == nil)
    }

    @Test(arguments: [55.0, 440, 4186])
    func zeroCrossingsArePrecise(frequency: Double) throws {
        let sine = TestSignals.sine(frequency, count: 48_000, phase: 1)
        let f = try #require(PitchEstimator.frequencyByZeroCrossings(sine, sampleRate: 48_000))
        #expect(abs(TestSignals.cents(f, frequency)) < 0.01)
        let saw = TestSignals.saw(frequency, count: 24_000)
        let g = try #require(PitchEstimator.frequencyByZeroCrossings(saw, sampleRate: 48_000))
        #expect(abs(TestSignals.cents(g, frequency)) < 0.1)
    }

    @Test func zeroCrossingsNeedTwoCrossings() {
        #expect(PitchEstimator.frequencyByZeroCrossings([Float](repeating: 0, count: 100), sampleRate: 48_000) == nil)
        #expect(PitchEstimator.frequencyByZeroCrossings(TestSignals.sine(10, count: 4800), sampleRate: 48_000) == nil)
    }
}
