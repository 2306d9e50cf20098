import Foundation
import SynthEngine

/// Computes `SoundFeatures` from rendered audio (a lesson phrase: a second or two at 48 kHz).
///
/// Per hop: RMS of the hop's samples; a Hann-windowed FFT of `fftSize` samples centred on the hop,
/// giving the spectral centroid and the power in `bandCount` triangular bands spaced evenly in
/// log-frequency (each band's triangle reaches the neighbouring centres, so the bands share the power
/// between them; at the low end, where log spacing is finer than the FFT's bins, a triangle is
/// widened to 1.5 bins so every band sees some); and, every `pitchEveryHops` hops, the fundamental
/// from `PitchEstimator` (held for the hops in between); and what the ear makes of the same spectrum
/// (`AuditoryFeatures`: loudness per critical band, sharpness, roughness, fluctuation), which the sound
/// distance compares. Whole-sound figures: loudness, the first
/// note's onset and attack time from a 1 ms peak envelope.
///
/// Keeps its FFT and estimator between calls, so reuse one extractor for many sounds. Not
/// thread-safe. Offline use: it allocates the feature arrays it returns.
public final class SoundFeatureExtractor {
    public let sampleRate: Double
    public let hopSize: Int
    public let fftSize: Int
    public let bandCenters: [Double]
    public let pitchEveryHops: Int
    public let floorDB: Float

    private let transform: WindowedSpectrum
    private let powerScale: Float
    private let estimator: PitchEstimator
    private let auditory: AuditoryAnalyzer
    // Sparse band weights: band b covers FFT bins bandFirst[b] ..< bandFirst[b] + its weights' count.
    private let bandFirst: [Int]
    private let bandWeights: [[Float]]
    private var power: [Float]

    public init(sampleRate: Double = 48_000, hopSeconds: Double = 0.01, fftSize: Int = 2048,
                bandCount: Int = 32, minBandHz: Double = 40, maxBandHz: Double = 16_000,
                pitchEveryHops: Int = 2, minPitchHz: Double = 30, floorDB: Float = -100) {
        precondition(sampleRate > 0 && hopSeconds > 0, "sample rate and hop must be positive")
        precondition(bandCount >= 2 && minBandHz > 0 && maxBandHz > minBandHz && maxBandHz < sampleRate / 2,
                     "bands need 2+ bands and 0 < minBandHz < maxBandHz < Nyquist")
        precondition(pitchEveryHops >= 1, "pitchEveryHops must be at least 1")
        self.sampleRate = sampleRate
        self.hopSize = max(1, Int((hopSeconds * sampleRate).rounded()))
        self.fftSize = fftSize
        self.pitchEveryHops = pitchEveryHops
        self.floorDB = floorDB
        transform = WindowedSpectrum(size: fftSize)
        // Parseval: one-sided Σ|X|²·2/(N·Σw²) is the mean square of the windowed signal.
        powerScale = Float(2 / (Double(fftSize) * WindowFunction.hann.sumOfSquares(length: fftSize)))
        auditory = AuditoryAnalyzer(sampleRate: sampleRate, fftSize: fftSize, hopSeconds: hopSeconds)
        estimator = PitchEstimator(sampleRate: sampleRate, minFrequency: minPitchHz,
                                   maxFrequency: min(6_000, sampleRate * 0.4))

        let binHz = sampleRate / Double(fftSize)
        let ratio = pow(maxBandHz / minBandHz, 1 / Double(bandCount - 1))
        let centers = (0..<bandCount).map { minBandHz * pow(ratio, Double($0)) }
        var firsts: [Int] = [], weights: [[Float]] = []
        for b in 0..<bandCount {
            let c = centers[b]
            let leftFoot = b > 0 ? centers[b - 1] : c / ratio
            let rightFoot = b < bandCount - 1 ? centers[b + 1] : c * ratio
            let left = max(c - leftFoot, 1.5 * binHz), right = max(rightFoot - c, 1.5 * binHz)
            let first = max(1, Int(((c - left) / binHz).rounded(.up)))
            let last = min(fftSize / 2, Int(((c + right) / binHz).rounded(.down)))
            var w: [Float] = []
            if last >= first {
                for k in first...last {
                    let f = Double(k) * binHz
                    w.append(Float(max(0, f < c ? 1 - (c - f) / left : 1 - (f - c) / right)))
                }
            }
            firsts.append(first)
            weights.append(w)
        }
        bandCenters = centers
        bandFirst = firsts
        bandWeights = weights
        power = [Float](repeating: 0, count: fftSize / 2 + 1)
    }

    /// Features of `samples` (mono, at `sampleRate`).
    public func features(of samples: [Float]) -> SoundFeatures {
        samples.withUnsafeBufferPointer { features(of: $0) }
    }

    /// Features of `samples` (mono, at `sampleRate`).
    public func features(of samples: UnsafeBufferPointer<Float>) -> SoundFeatures {
        let count = samples.count
        let hops = (count + hopSize - 1) / hopSize
        let bandCount = bandCenters.count

        // Loudness curve first: the pitch pass skips hops far below the peak.
        var rms = [Float](repeating: floorDB, count: hops)
        var totalSquares = 0.0
        for h in 0..<hops {
            let start = h * hopSize, end = min(count, start + hopSize)
            var squares = 0.0
            for i in start..<end { squares += Double(samples[i]) * Double(samples[i]) }
            totalSquares += squares
            rms[h] = decibels(power: squares / Double(hopSize))
        }
        let peak = rms.max() ?? floorDB
        let loudness = count > 0 ? decibels(power: totalSquares / Double(count)) : floorDB

        var centroids = [Float](repeating: 0, count: hops)
        var bands = [Float](repeating: floorDB, count: hops * bandCount)
        var pitches = [Float](repeating: 0, count: hops)
        let binHz = Float(sampleRate / Double(fftSize))
        var heldPitch: Float = 0
        auditory.start(hops: hops)
        for h in 0..<hops {
            let center = h * hopSize + hopSize / 2
            spectrum(of: samples, around: center)
            power.withUnsafeBufferPointer { auditory.add(hop: h, power: $0, samples: samples, center: center) }
            var total: Float = 0, weighted: Float = 0
            for k in 1..<power.count {
                total += power[k]
                weighted += power[k] * Float(k) * binHz
            }
            centroids[h] = total > 1e-12 ? weighted / total : 0
            for b in 0..<bandCount {
                let first = bandFirst[b]
                var sum: Float = 0
                for (j, w) in bandWeights[b].enumerated() { sum += w * power[first + j] }
                bands[h * bandCount + b] = decibels(power: Double(sum))
            }
            if h % pitchEveryHops == 0 {
                heldPitch = rms[h] > max(floorDB, peak - 50) ? pitch(of: samples, around: center) : 0
            }
            pitches[h] = heldPitch
        }

        let (onset, attack) = attackFigures(samples)
        let lastAudible = peak > floorDB ? rms.lastIndex(where: { $0 >= peak - SoundFeatures.endRange }) : nil
        let end = lastAudible.map { Double(($0 + 1) * hopSize) / sampleRate } ?? 0
        return SoundFeatures(sampleRate: sampleRate, hopSize: hopSize, floorDB: floorDB, rmsDB: rms,
                             centroidHz: centroids, bandCenters: bandCenters, bandsDB: bands, pitchHz: pitches,
                             attackTime: attack, onsetTime: onset, endTime: end, peakDB: peak, loudnessDB: loudness,
                             auditory: auditory.finish(hopSeconds: Double(hopSize) / sampleRate))
    }

    /// Fills `power` with the scaled power spectrum of the Hann-windowed `fftSize` samples centred on
    /// `center` (zeros outside the sound).
    private func spectrum(of samples: UnsafeBufferPointer<Float>, around center: Int) {
        transform.transform(samples, around: center)
        let real = transform.real, imag = transform.imag
        for k in 0..<power.count { power[k] = (real[k] * real[k] + imag[k] * imag[k]) * powerScale }
    }

    /// Pitch of the estimator's block centred on `center` (clipped to the sound), 0 if none.
    private func pitch(of samples: UnsafeBufferPointer<Float>, around center: Int) -> Float {
        let length = estimator.capacity
        let start = max(0, min(samples.count - length, center - length / 2))
        let end = min(samples.count, start + length)
        guard let base = samples.baseAddress, end - start >= estimator.requiredSampleCount else { return 0 }
        return Float(estimator.estimate(UnsafeBufferPointer(start: base + start, count: end - start)) ?? 0)
    }

    /// Onset and attack time of the first note, from a peak envelope in 1 ms blocks. The onset is the
    /// first block at 10% of the loudest block; the attack ends at the first block after it that is
    /// within 90% of everything in the following 100 ms: where the rise levels off, which is the end
    /// of a slow fade-in, and the first peak of a sound that then decays (filter and amp sweeps).
    /// Each block holds the peak of the last 30 ms, so that a waveform's own cycles (longer than a
    /// block below 1 kHz) do not make the envelope flicker.
    private func attackFigures(_ samples: UnsafeBufferPointer<Float>) -> (onset: Double, attack: Double) {
        let block = max(1, Int(sampleRate / 1000))
        let blocks = (samples.count + block - 1) / block
        var peaks = [Float](repeating: 0, count: blocks)
        for b in 0..<blocks {
            var m: Float = 0
            for i in (b * block)..<min(samples.count, (b + 1) * block) { m = max(m, abs(samples[i])) }
            peaks[b] = m
        }
        let hold = 30, lookahead = 100
        var envelope = peaks
        for b in 0..<blocks {
            for j in max(0, b - hold + 1)...b { envelope[b] = max(envelope[b], peaks[j]) }
        }
        guard let loudest = envelope.max(), loudest > 1e-5,
              let onset = envelope.firstIndex(where: { $0 >= 0.1 * loudest }) else { return (0, 0) }
        var top = onset
        while top < blocks {
            let ahead = envelope[top..<min(blocks, top + lookahead)].max() ?? 0
            if envelope[top] >= 0.9 * ahead { break }
            top += 1
        }
        let seconds = Double(block) / sampleRate
        return (Double(onset) * seconds, Double(top - onset) * seconds)
    }

    private func decibels(power: Double) -> Float {
        power > 0 ? max(floorDB, Float(10 * log10(power))) : floorDB
    }
}

extension SoundFeatures {
    /// Features of `samples` with the default extractor settings (10 ms hops, 32 bands).
    public init(samples: [Float], sampleRate: Double = 48_000) {
        self = SoundFeatureExtractor(sampleRate: sampleRate).features(of: samples)
    }
}
