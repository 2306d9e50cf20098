import Foundation

/// Loudness per critical band, after Zwicker's model (ISO 532-1, Zwicker & Fastl "Psychoacoustics",
/// ch. 8), computed from one power spectrum: what the sound comparator compares instead of raw band
/// levels, so that a component the ear cannot hear (under the threshold in quiet, or masked by a
/// louder neighbour) weighs nothing, and loudness grows as hearing says (doubling every 10 phon).
///
/// Steps, each a standard simplification of the model (the figures against MoSQITo's ISO 532-1 are
/// stated in `Tests/integration/test_auditory_reference.py`):
/// 1. **Critical-band channels**: `channelCount` channels every 0.5 Bark (Zwicker & Terhardt 1980's
///    z(f) = 13·atan(0.76 f/kHz) + 3.5·atan((f/7.5 kHz)²)), each a triangle in Bark reaching 1 Bark to
///    either side, so a channel collects one critical band's worth of a noise and all of a tone at
///    its centre.
/// 2. **The ear's transmission**: 60% of the threshold in quiet's difference from 1 kHz (Terhardt
///    1979's formula) attenuates (below 1 kHz, above about 6 kHz) or amplifies (the ear canal's
///    resonance around 3-4 kHz) each frequency; the rest stays as internal threshold. A judgement
///    in the shape of ISO 532-1's transmission table, checked against MoSQITo.
/// 3. **Spreading** (masking): each channel's excitation is the largest of its own and its
///    neighbours' levels minus Zwicker's slopes: 27 dB/Bark towards low frequencies, 24 + 0.23/f(kHz)
///    − 0.2·L dB/Bark towards high ones (Terhardt 1979), so a loud low tone masks more upwards.
/// 4. **Specific loudness** N' = c·(E_TQ)^0.23·[(0.5 + 0.5·E/E_TQ)^0.23 − 1] sone/Bark (Zwicker's
///    formula with his exponent 0.23), 0 under the threshold E_TQ; c makes a 1 kHz tone at 40 dB SPL
///    exactly 1 sone. Total loudness N is N' summed over Bark.
/// 5. **Sharpness** (DIN 45692): S = 0.11·∫N'(z)·g(z)·z dz / N acum, g = 1 up to 15.8 Bark and
///    0.15·e^(0.42(z−15.8)) + 0.85 above.
///
/// Levels: a sample value of 1 is 1 Pa (94 dB SPL), MoSQITo's convention, so a synth sound at −20
/// dBFS RMS is heard at 74 dB SPL, a loud but ordinary listening level.
///
/// Immutable after init: share one instance between threads.
public final class LoudnessModel: Sendable {
    /// Channels 0.5 Bark apart from 0.25 to 23.75 Bark.
    public static let channelCount = 48
    public static let channelSpacing = 0.5
    /// Bark of each channel's centre.
    public let channelBark: [Double]
    /// Hz of each channel's centre.
    public let channelHz: [Double]
    public let sampleRate: Double
    public let fftSize: Int

    private let tables: Tables
    /// c of Zwicker's formula: 1 sone for a 1 kHz tone at 40 dB SPL.
    private let scale: Double
    /// Sharpness weight g(z)·z per channel.
    private let sharpnessWeight: [Double]

    /// dB SPL of a mean square of 1 (1 Pa²).
    public static let referenceDB = 93.98

    public init(sampleRate: Double = 48_000, fftSize: Int = 2048) {
        self.sampleRate = sampleRate
        self.fftSize = fftSize
        let bins = fftSize / 2 + 1
        let binHz = sampleRate / Double(fftSize)
        let bark = (0..<Self.channelCount).map { 0.25 + Double($0) * Self.channelSpacing }
        channelBark = bark
        channelHz = bark.map(Self.hertz(bark:))
        let (firsts, ws) = Self.barkTriangles(bins: bins, binHz: binHz, centres: bark, halfWidth: 1)
        let t1k = Self.thresholdInQuiet(hertz: 1000)
        let transmission: [Float] = (0..<bins).map { k in
            let f = max(20, Double(k) * binHz)
            let attenuation = 0.6 * (Self.thresholdInQuiet(hertz: f) - t1k)
            return Float(pow(10, -attenuation / 10))
        }
        let thresholdDB = channelHz.map { f in
            let t = Self.thresholdInQuiet(hertz: f)
            return t - 0.6 * (t - t1k)
        }
        let tables = Tables(first: firsts, weights: ws, transmission: transmission, thresholdDB: thresholdDB,
                            upperSlopeBase: channelHz.map { 24 + 0.23 / ($0 / 1000) })
        self.tables = tables
        sharpnessWeight = bark.map { z in (z <= 15.8 ? 1 : 0.15 * exp(0.42 * (z - 15.8)) + 0.85) * z }
        // Calibrate: a 1 kHz tone at 40 dB SPL is 1 sone.
        var tone = [Float](repeating: 0, count: bins)
        tone[Int((1000 / binHz).rounded())] = Float(pow(10, (40 - Self.referenceDB) / 10))
        var out = [Float](repeating: 0, count: Self.channelCount)
        scale = 1 / tone.withUnsafeBufferPointer { tables.specificLoudness(power: $0, into: &out, scale: 1) }
    }

    /// Per channel centred on `centres` (Bark): the first FFT bin from 20 Hz up within `halfWidth` Bark
    /// of the centre and a triangular weight for each bin from there (1 at the centre, 0 at
    /// `halfWidth` away). Loudness uses them as power weights (1 Bark: one critical band's worth of a
    /// noise), roughness as amplitude weights over wider bands.
    static func barkTriangles(bins: Int, binHz: Double, centres: [Double], halfWidth: Double) -> (first: [Int], weights: [[Float]]) {
        let binBark = (0..<bins).map { bark(hertz: Double($0) * binHz) }
        let lowest = max(1, Int((20 / binHz).rounded(.up)))
        var firsts: [Int] = [], weights: [[Float]] = []
        for z in centres {
            var w: [Float] = [], start = -1
            for k in lowest..<bins {
                let d = abs(binBark[k] - z)
                if d < halfWidth {
                    if start < 0 { start = k }
                    w.append(Float(1 - d / halfWidth))
                } else if start >= 0 { break }
            }
            firsts.append(max(start, 0))
            weights.append(w)
        }
        return (firsts, weights)
    }

    /// Zwicker & Terhardt (1980): critical-band rate of a frequency.
    public static func bark(hertz f: Double) -> Double {
        13 * atan(0.00076 * f) + 3.5 * atan((f / 7500) * (f / 7500))
    }

    /// The frequency of a critical-band rate (the inverse of `bark(hertz:)`, by bisection).
    public static func hertz(bark z: Double) -> Double {
        var lo = 0.0, hi = 24_000.0
        for _ in 0..<60 {
            let mid = 0.5 * (lo + hi)
            if bark(hertz: mid) < z { lo = mid } else { hi = mid }
        }
        return 0.5 * (lo + hi)
    }

    /// Terhardt (1979): threshold in quiet, dB SPL.
    public static func thresholdInQuiet(hertz f: Double) -> Double {
        let k = max(f, 20) / 1000
        return 3.64 * pow(k, -0.8) - 6.5 * exp(-0.6 * (k - 3.3) * (k - 3.3)) + 1e-3 * pow(k, 4)
    }

    /// Fills `out` (`channelCount` values) with the specific loudness in sone/Bark of a one-sided
    /// power spectrum (`fftSize/2 + 1` bins whose sum is the mean square in Pa²) and returns the total
    /// loudness in sone.
    @discardableResult
    public func specificLoudness(power: UnsafeBufferPointer<Float>, into out: inout [Float]) -> Double {
        tables.specificLoudness(power: power, into: &out, scale: scale)
    }

    /// Sharpness in acum (DIN 45692) of a specific-loudness pattern; 0 when silent.
    public func sharpness(of specific: ArraySlice<Float>) -> Double {
        var n = 0.0, weighted = 0.0
        for (c, v) in zip(0..<Self.channelCount, specific) {
            n += Double(v)
            weighted += Double(v) * sharpnessWeight[c]
        }
        return n > 1e-9 ? 0.11 * weighted / n : 0
    }
}

/// The model's per-bin and per-channel constants.
private struct Tables: Sendable {
    /// Per channel: first bin and power weights of the triangle over bins.
    let first: [Int]
    let weights: [[Float]]
    /// Transmission (power factor) of each bin: the ear's low-frequency attenuation.
    let transmission: [Float]
    /// Internal threshold in quiet per channel, dB SPL, and the upper slope's frequency term.
    let thresholdDB: [Double]
    let upperSlopeBase: [Double]
    /// c·E_TQ^0.23 of the formula below without `c`, per channel: 10^(0.023·threshold), computed once
    /// (it was a third of the formula's `pow` calls, per channel and hop).
    let thresholdFactor: [Double]

    init(first: [Int], weights: [[Float]], transmission: [Float], thresholdDB: [Double], upperSlopeBase: [Double]) {
        self.first = first
        self.weights = weights
        self.transmission = transmission
        self.thresholdDB = thresholdDB
        self.upperSlopeBase = upperSlopeBase
        thresholdFactor = thresholdDB.map { pow(10, 0.023 * $0) }
    }

    func specificLoudness(power: UnsafeBufferPointer<Float>, into out: inout [Float], scale: Double) -> Double {
        let n = LoudnessModel.channelCount
        // Channel levels in dB SPL, on the stack (this runs for every hop of every sound analysed).
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: n) { level in
            level.initialize(repeating: -200)
            var loudest = -200.0
            for c in 0..<n {
                let start = first[c]
                var sum: Float = 0
                for (j, w) in weights[c].enumerated() { sum += w * power[start + j] * transmission[start + j] }
                if sum > 0 { level[c] = 10 * log10(Double(sum)) + LoudnessModel.referenceDB }
                loudest = max(loudest, level[c])
            }
            // Spreading: the largest of the channel's own level and its neighbours' minus the slopes
            // (27 dB/Bark below a masker, at least 5 above). Walked outwards from the channel, and
            // stopped once even the loudest channel, that far away, could not raise it: the same
            // terms decide the maximum as over every channel, so the result is the same.
            var total = 0.0
            for j in 0..<n {
                var e = level[j]
                // Maskers above the channel in frequency reach down with 27 dB/Bark.
                for i in (j + 1)..<n {
                    let dz = Double(i - j) * LoudnessModel.channelSpacing
                    guard loudest - 27 * dz > e else { break }
                    if level[i] > e { e = max(e, level[i] - 27 * dz) }
                }
                // Maskers below reach up with their own level-dependent slope, never under 5 dB/Bark.
                for i in stride(from: j - 1, through: 0, by: -1) {
                    let dz = Double(j - i) * LoudnessModel.channelSpacing
                    guard loudest - 5 * dz > e else { break }
                    if level[i] > e { e = max(e, level[i] - max(5, upperSlopeBase[i] - 0.2 * level[i]) * dz) }
                }
                let threshold = thresholdDB[j]
                guard e > threshold else { out[j] = 0; continue }
                // N' = c·E_TQ^0.23·[(0.5 + 0.5·E/E_TQ)^0.23 − 1], levels as powers of 10.
                let ratio = pow(10, (e - threshold) / 10)
                let value = scale * thresholdFactor[j] * (pow(0.5 + 0.5 * ratio, 0.23) - 1)
                out[j] = Float(value)
                total += value * LoudnessModel.channelSpacing
            }
            return total
        }
    }
}
