import Foundation
import Testing
@testable import AudioAnalysis

@Suite struct SpectrumAnalyzerTests {
    /// Feeds `signal` in 480-sample blocks and returns the last frame.
    private func lastFrame(_ signal: [Float], analyzer: SpectrumAnalyzer = SpectrumAnalyzer()) -> [Float] {
        var levels = [Float](repeating: 0, count: analyzer.binCount)
        var last = levels
        var i = 0
        while i < signal.count {
            let n = min(480, signal.count - i)
            signal[i..<(i + n)].withUnsafeBufferPointer { analyzer.push($0) }
            i += n
            if analyzer.nextFrame(into: &levels) { last = levels }
        }
        return last
    }

    @Test(arguments: [(1000.0, 0.0), (1234.5, 0.0), (97.3, -20.0), (7777.0, -6.0), (15_000.0, -40.0)])
    func sineReadsItsLevelInItsBand(frequency: Double, levelDB: Double) throws {
        let analyzer = SpectrumAnalyzer()
        let sine = TestSignals.sine(frequency, count: 19_200, amplitude: pow(10, levelDB / 20))
        let levels = lastFrame(sine, analyzer: analyzer)
        let peak = try #require(levels.indices.max { levels[$0] < levels[$1] })
        // The band whose edges contain the frequency.
        let ratio = pow(analyzer.maxHz / analyzer.minHz, 1 / Double(analyzer.binCount))
        let expectedBand = Int(log(frequency / analyzer.minHz) / log(ratio))
        #expect(peak == expectedBand, "\(frequency) Hz peaked in band \(peak) (\(analyzer.bandCenters[peak]) Hz)")
        #expect(abs(Double(levels[peak]) - levelDB) < 1, "\(frequency) Hz read \(levels[peak]) dB, expected \(levelDB)")
        // Far from the tone the Hann window's leakage is far down.
        let far = levels.indices.filter { abs($0 - peak) > 20 }
        #expect(far.allSatisfy { Double(levels[$0]) < levelDB - 50 })
    }

    @Test func silenceReadsTheFloor() {
        let levels = lastFrame([Float](repeating: 0, count: 9_600))
        #expect(levels.allSatisfy { $0 == -100 })
    }

    @Test func levelsFallGraduallyAfterTheSoundStops() {
        let analyzer = SpectrumAnalyzer()
        let loud = lastFrame(TestSignals.sine(1000, count: 9_600), analyzer: analyzer)
        let band = loud.indices.max { loud[$0] < loud[$1] }!
        var levels = [Float](repeating: 0, count: analyzer.binCount)
        let silence = [Float](repeating: 0, count: 4_096)
        silence.withUnsafeBufferPointer { analyzer.push($0) }
        analyzer.makeFrame(into: &levels)
        // One frame later the level has dropped, but the 150 ms release keeps it well above the floor.
        #expect(levels[band] < loud[band] - 10)
        #expect(levels[band] > -60)
    }

    @Test func bandsAreLogSpacedOverTheRange() {
        let analyzer = SpectrumAnalyzer(binCount: 64, minHz: 20, maxHz: 20_000)
        #expect(analyzer.bandCenters.count == 64)
        let ratios = zip(analyzer.bandCenters.dropFirst(), analyzer.bandCenters).map { $0 / $1 }
        #expect(ratios.allSatisfy { abs($0 - pow(1000, 1.0 / 64)) < 1e-9 })
        #expect(analyzer.bandCenters[0] > 20 && analyzer.bandCenters[63] < 20_000)
    }

    @Test func framesArriveAtTheRequestedRate() {
        let analyzer = SpectrumAnalyzer(framesPerSecond: 20)
        var levels = [Float](repeating: 0, count: analyzer.binCount)
        var count = 0
        let block = [Float](repeating: 0.1, count: 128)
        for _ in 0..<375 {  // one second
            block.withUnsafeBufferPointer { analyzer.push($0) }
            if analyzer.nextFrame(into: &levels) { count += 1 }
        }
        #expect(count == 20)
    }
}
