import Foundation
import Testing
@testable import AudioAnalysis

@Suite struct WaveformProviderTests {
    /// Feeds `signal` in blocks of `block` samples and collects every frame the provider delivers
    /// (by default every due frame: these tests are about the picture, `aStillPicture...` about the rate).
    private func frames(of signal: [Float], block: Int, hint: Double?,
                        provider: WaveformProvider = WaveformProvider(stillStride: 1)) -> [(points: [Float], info: WaveformFrameInfo)] {
        var out: [(points: [Float], info: WaveformFrameInfo)] = []
        var points = [Float](repeating: 0, count: provider.pointCount)
        var i = 0
        while i < signal.count {
            let n = min(block, signal.count - i)
            signal[i..<(i + n)].withUnsafeBufferPointer { provider.push($0, frequencyHint: hint) }
            i += n
            if let info = provider.nextFrame(into: &points) { out.append((points, info)) }
        }
        return out
    }

    private func maxDifference(_ a: [Float], _ b: [Float]) -> Float {
        zip(a, b).map { abs($0 - $1) }.max() ?? .infinity
    }

    // 1600 samples between frames is 7.33 periods of 220 Hz: every frame boundary falls mid-period,
    // and blocks of 480 / 333 samples put it at a different sub-sample phase each time.
    @Test(arguments: [(480, true), (480, false), (333, true), (333, false)])
    func heldSawStandsStill(block: Int, withHint: Bool) {
        let saw = TestSignals.saw(220, count: 24_000, startSample: 17)
        let all = frames(of: saw, block: block, hint: withHint ? 220 : nil)
        #expect(all.count >= 14)
        // Skip the first frames (the estimator needs a full block); then 10 consecutive frames.
        let steady = Array(all[3..<13])
        for frame in steady.dropFirst() {
            #expect(maxDifference(frame.points, steady[0].points) < 1e-3)
            #expect(frame.info.alignment == (withHint ? .hint : .estimate))
            #expect(frame.info.periods == 2)
            #expect(abs(frame.info.frequency - 220) < 0.05)
        }
        // Starts at the rising zero crossing in the middle of the ramp, climbing 1.6 per period.
        let p = steady[0].points
        #expect(abs(p[0]) < 1e-3)
        #expect(abs(p[1] - 0.0125) < 1e-3)
        // Two periods: the saw's drop crosses zero at a quarter and three quarters of the frame.
        #expect(abs(p[64]) < 0.02 && abs(p[192]) < 0.02)
        #expect(p[60] > 0.6 && p[68] < -0.6)
    }

    @Test func sineIsDrawnAsTwoExactPeriods() throws {
        let amplitude = 0.6
        let sine = TestSignals.sine(440, count: 9_600, amplitude: amplitude, phase: 2)
        let last = try #require(frames(of: sine, block: 256, hint: 440).last)
        for (i, v) in last.points.enumerated() {
            let ideal = Float(amplitude * sin(2 * Double.pi * 2 * Double(i) / 256))
            #expect(abs(v - ideal) < 1e-3, "point \(i): \(v) vs \(ideal)")
        }
    }

    @Test func lowNotesShowOnePeriod() throws {
        let last = try #require(frames(of: TestSignals.saw(35, count: 9_600), block: 512, hint: 35).last)
        #expect(last.info.periods == 1)
        #expect(abs(last.points[0]) < 1e-3)
    }

    @Test func silenceGivesZeroPoints() throws {
        let all = frames(of: [Float](repeating: 0, count: 4_800), block: 480, hint: 440)
        #expect(all.count == 3)
        for frame in all {
            #expect(frame.info.isSilent && frame.info.frequency == 0)
            #expect(frame.points.allSatisfy { $0 == 0 })
        }
    }

    @Test func noiseAndChordsGiveFiniteFrames() throws {
        let noise = TestSignals.noise(count: 9_600)
        let noisy = try #require(frames(of: noise, block: 480, hint: nil).last)
        #expect(noisy.info.alignment == .fixedWindow && noisy.info.frequency == 0)
        #expect(noisy.points.allSatisfy { $0.isFinite && abs($0) <= 1 })
        #expect(noisy.points.contains { $0 != 0 })

        // C major triad, equal temperament: no short common period.
        let a = TestSignals.sine(261.63, count: 9_600, amplitude: 0.3)
        let b = TestSignals.sine(329.63, count: 9_600, amplitude: 0.3)
        let c = TestSignals.sine(392.00, count: 9_600, amplitude: 0.3)
        let chord = (0..<9_600).map { a[$0] + b[$0] + c[$0] }
        let chordFrame = try #require(frames(of: chord, block: 480, hint: nil).last)
        #expect(chordFrame.points.allSatisfy { $0.isFinite && abs($0) <= 1 })
    }

    @Test func framesArriveAtTheRequestedRate() {
        let provider = WaveformProvider(sampleRate: 48_000, pointCount: 128, framesPerSecond: 30, stillStride: 1)
        let all = frames(of: TestSignals.sine(300, count: 48_000), block: 160, hint: 300, provider: provider)
        #expect(all.count == 30)
        #expect(all.allSatisfy { $0.points.count == 128 })
        #expect(!provider.isFrameDue)
    }

    /// A held note on a steady sound: after six frames that match the one before, one due frame in six
    /// is drawn (5 a second), each the same picture. `wake()` (a control turned) brings back every frame at
    /// once; a change nobody announced (the level falls by 1 dB) is drawn by the next frame the still
    /// picture draws, and from there every frame is drawn again until it stands still once more.
    @Test func aStillPictureIsDrawnFiveTimesASecondAndWakesAtOnce() throws {
        let provider = WaveformProvider()
        var points = [Float](repeating: 0, count: provider.pointCount)
        let tone = TestSignals.saw(300, count: 4 * 48_000)
        var next = 0
        /// Feeds `seconds` of the tone (times `gain`) in 10 ms blocks; the frames drawn, by due frame (nil: passed over).
        func run(_ seconds: Double, gain: Float = 1) -> [[Float]?] {
            var out: [[Float]?] = []
            for _ in 0..<Int(seconds * 100) {
                let block = tone[next..<(next + 480)].map { $0 * gain }
                next += 480
                block.withUnsafeBufferPointer { provider.push($0, frequencyHint: 300) }
                if provider.isFrameDue { out.append(provider.nextFrame(into: &points).map { _ in points }) }
            }
            return out
        }
        let first = run(1)
        #expect(first.count == 30)
        // The first frame and six that match it at the full rate, then one in six.
        #expect(first.prefix(7).allSatisfy { $0 != nil })
        #expect(first.dropFirst(7).compactMap { $0 }.count == 3)
        #expect(provider.isStill)
        let second = run(1)
        #expect(second.compactMap { $0 }.count == 5)
        let drawn = (first + second).compactMap { $0 }
        for frame in drawn { #expect(maxDifference(frame, drawn[0]) <= 2e-3) }

        provider.wake()
        #expect(!provider.isStill)
        let woken = run(0.5)
        #expect(woken.prefix(6).allSatisfy { $0 != nil }, "after wake() every frame until still again")

        // Unannounced: 1 dB quieter. At most six due frames later the change is drawn, then every frame.
        let quieter = run(0.5, gain: 0.89)
        let changedAt = try #require(quieter.firstIndex { $0 != nil })
        #expect(changedAt < 6)
        #expect(maxDifference(try #require(quieter[changedAt]), drawn[0]) > 0.05)
        #expect(quieter[changedAt...].prefix(7).allSatisfy { $0 != nil })

        // Another note (a new frequency hint) wakes it too.
        _ = run(0.5, gain: 0.89)
        #expect(provider.isStill)
        let block = tone[next..<(next + 1_600)].map { $0 }
        block.withUnsafeBufferPointer { provider.push($0, frequencyHint: 301) }
        #expect(!provider.isStill)
    }

    @Test func absurdHintsFallBackToTheEstimate() throws {
        let saw = TestSignals.saw(220, count: 9_600)
        let last = try #require(frames(of: saw, block: 480, hint: 1e6).last)
        #expect(last.info.alignment == .estimate)
        #expect(abs(last.info.frequency - 220) < 0.05)
    }
}
