import Foundation

/// Builds `AuditoryFeatures` hop by hop from the power spectra `SoundFeatureExtractor` computes,
/// then the wobble figures over the whole sound. Keeps scratch memory: one per extractor, not
/// thread-safe.
final class AuditoryAnalyzer {
    let loudnessModel: LoudnessModel
    let roughnessModel: RoughnessModel
    /// Roughness is computed every this many hops: its frame is 170 ms long, so frames 100 ms apart
    /// overlap and miss nothing; it was 70% of the analysis's time at 50 ms.
    let roughnessEveryHops: Int
    private let binHz: Double
    private var channels: [Float]
    private var specific: [Float] = []
    private var loudness: [Float] = []
    private var sharpness: [Float] = []
    private var roughness: [Float] = []
    private var peakCents: [Float] = []
    private var heldRoughness: Float = 0

    /// Fluctuation strength of 1 vacil: a 1 kHz tone at 60 dB SPL, fully amplitude-modulated at 4 Hz
    /// (its pooled band wobble through this analysis; `test_auditory_reference.py` checks it).
    static let fluctuationScale = 0.00574

    init(sampleRate: Double, fftSize: Int, hopSeconds: Double) {
        loudnessModel = LoudnessModel(sampleRate: sampleRate, fftSize: fftSize)
        roughnessModel = RoughnessModel(sampleRate: sampleRate)
        roughnessEveryHops = max(1, Int((0.1 / hopSeconds).rounded()))
        binHz = sampleRate / Double(fftSize)
        channels = [Float](repeating: 0, count: LoudnessModel.channelCount)
    }

    func start(hops: Int) {
        specific = []
        specific.reserveCapacity(hops * LoudnessModel.channelCount)
        loudness = []; sharpness = []; roughness = []; peakCents = []
        heldRoughness = 0
    }

    /// Adds hop `hop` from its power spectrum; `samples` and `center` give the roughness frame.
    func add(hop: Int, power: UnsafeBufferPointer<Float>, samples: UnsafeBufferPointer<Float>, center: Int) {
        let total = loudnessModel.specificLoudness(power: power, into: &channels)
        specific.append(contentsOf: channels)
        loudness.append(Float(total))
        sharpness.append(Float(loudnessModel.sharpness(of: channels[...])))
        if hop % roughnessEveryHops == 0 {
            heldRoughness = total > 0.01 ? Float(roughnessModel.roughness(of: samples, around: center)) : 0
        }
        roughness.append(heldRoughness)
        peakCents.append(total > 0.01 ? strongestPeakCents(power) : 0)
    }

    func finish(hopSeconds: Double) -> AuditoryFeatures {
        let n = LoudnessModel.channelCount
        let hops = loudness.count
        let peak = loudness.max() ?? 0
        // Hops within 60 dB (a factor 64 of loudness) of the loudest.
        let mask = loudness.map { peak > 0 && $0 > peak / 64 }
        var residuals: [[Double]] = []
        var depths: [Double] = []
        let maxSpecific = specific.max() ?? 0
        if peak > 0 && maxSpecific > 0 {
            let floor = Double(maxSpecific) * 0.01
            for c in 0..<n {
                var mean = 0.0, counted = 0
                for h in 0..<hops where mask[h] { mean += Double(specific[h * n + c]); counted += 1 }
                guard counted > 0, mean / Double(counted) > floor * 0.1 else { continue }
                // dB of excitation: specific loudness grows with its 0.23th power.
                let level = (0..<hops).map { (10 / 0.23) * log10(Double(specific[$0 * n + c]) + floor) }
                let centre = Modulation.medianSmoothed(level, mask: mask)
                let residual = (0..<hops).map { mask[$0] ? max(-20, min(20, level[$0] - centre[$0])) : 0 }
                var energy = 0.0
                for h in 0..<hops where mask[h] { energy += residual[h] * residual[h] }
                residuals.append(residual)
                depths.append(2 * 2.0.squareRoot() * (energy / Double(counted)).squareRoot())
            }
        }
        let wobble = Modulation.measure(pooled: residuals, mask: mask, hopSeconds: hopSeconds)
        var fluctuation = 0.0
        if let rate = wobble.rate, wobble.periodicity > 0.3 {
            let summed = depths.reduce(0, +) * LoudnessModel.channelSpacing
            fluctuation = Self.fluctuationScale * summed / (rate / 4 + 4 / rate)
        }
        return AuditoryFeatures(channelCount: n, specificLoudness: specific, loudness: loudness, sharpness: sharpness,
                                roughness: roughness, peakCents: peakCents, bandWobble: wobble, fluctuation: fluctuation)
    }

    /// The strongest bin above 40 Hz, refined by a parabola through the log powers around it, in cents from A4.
    private func strongestPeakCents(_ power: UnsafeBufferPointer<Float>) -> Float {
        let lo = max(2, Int(40 / binHz))
        var best = lo
        for k in lo..<(power.count - 1) where power[k] > power[best] { best = k }
        guard power[best] > 0, best + 1 < power.count else { return 0 }
        let a = log(Double(max(power[best - 1], 1e-30))), b = log(Double(power[best])), c = log(Double(max(power[best + 1], 1e-30)))
        let d = a - 2 * b + c
        let offset = d < 0 ? 0.5 * (a - c) / d : 0
        return Float(1200 * log2((Double(best) + offset) * binHz / 440))
    }
}
