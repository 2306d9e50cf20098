import Foundation
import Testing
import AudioAnalysis

/// Per-frame costs, for capacity planning: `ST_PERF=1 swift test -c release --filter AnalysisSpeedTests`.
/// The bounds are loose (a busy machine must not fail them); the printed figures are the point.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["ST_PERF"] != nil))
struct AnalysisSpeedTests {
    private func measure(_ label: String, runs: Int, _ body: () -> Void) -> Duration {
        body()
        let elapsed = ContinuousClock().measure { for _ in 0..<runs { body() } }
        print("AnalysisSpeed \(label): \(elapsed / runs)")
        return elapsed / runs
    }

    @Test func framesAreCheap() {
        let saw = TestSignals.saw(220, count: 9_600)
        let wave = WaveformProvider()
        var points = [Float](repeating: 0, count: wave.pointCount)
        saw.withUnsafeBufferPointer { wave.push($0, frequencyHint: 220) }
        #expect(measure("waveform frame, hint", runs: 300) { _ = wave.makeFrame(into: &points) } < .milliseconds(2))
        saw.withUnsafeBufferPointer { wave.push($0, frequencyHint: nil) }
        #expect(measure("waveform frame, own estimate", runs: 300) { _ = wave.makeFrame(into: &points) } < .milliseconds(5))
        let spectrum = SpectrumAnalyzer()
        var levels = [Float](repeating: 0, count: spectrum.binCount)
        saw.withUnsafeBufferPointer { spectrum.push($0) }
        #expect(measure("spectrum frame", runs: 300) { spectrum.makeFrame(into: &levels) } < .milliseconds(5))
        let estimator = PitchEstimator()
        // The block is copied once, outside the timing: the test's own code is not optimized (Package.swift).
        let block = Array(saw[0..<4096])
        #expect(measure("pitch estimate, 4096 samples", runs: 300) { _ = estimator.estimate(block) } < .milliseconds(5))
        let phrase = TestSignals.saw(110, count: 96_000)
        let extractor = SoundFeatureExtractor()
        #expect(measure("features of 2 s", runs: 10) { _ = extractor.features(of: phrase) } < .milliseconds(200))
    }
}
