import Foundation
import Testing
@testable import SynthEngine

/// The band-limited tables against their Fourier series summed directly.
struct WavetableBankTests {
    /// Σ b_h sin(2πhφ) for the table's first `harmonics` partials, in Double.
    static func series(_ phase: Double, harmonics: Int, _ amplitude: (Int) -> Double) -> Double {
        (1...harmonics).reduce(0) { $0 + amplitude($1) * sin(2 * Double.pi * Double($1) * phase) }
    }

    @Test("saw and triangle tables equal their truncated Fourier series, at every mip level checked",
          arguments: [0, 7, 15, 30])
    func tablesMatchTheirSeries(level: Int) {
        let bank = WavetableBank.shared
        let n = WavetableBank.tableSize, k = WavetableBank.harmonics(level: level)
        let saw = bank.saw + level * WavetableBank.stride, triangle = bank.triangle + level * WavetableBank.stride
        var worstSaw = 0.0, worstTriangle = 0.0
        for i in stride(from: 0, to: n, by: 37) {
            let phase = Double(i) / Double(n)
            let s = Self.series(phase, harmonics: k) { -2 / (Double.pi * Double($0)) }
            let t = Self.series(phase, harmonics: k) { h in
                h % 2 == 0 ? 0 : (h % 4 == 1 ? 1 : -1) * 8 / (Double.pi * Double.pi * Double(h * h))
            }
            worstSaw = max(worstSaw, abs(Double(saw[i]) - s))
            worstTriangle = max(worstTriangle, abs(Double(triangle[i]) - t))
        }
        // Float tables: a few parts in a million is the rounding of the values themselves.
        #expect(worstSaw < 2e-5, "saw level \(level): \(worstSaw)")
        #expect(worstTriangle < 2e-5, "triangle level \(level): \(worstTriangle)")
        // The guard point repeats the start so interpolation wraps.
        #expect(saw[n] == saw[0] && triangle[n] == triangle[0])
    }
}
