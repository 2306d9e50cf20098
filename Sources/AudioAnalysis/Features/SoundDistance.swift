import Foundation

/// How far an attempt's sound is from a target's, hop by hop, and the 0-100 similarity the sound
/// comparator reports.
///
/// Both feature sets are aligned on their hops (both sounds are the same phrase rendered from its
/// start); the shorter one is padded with silence. Everything quieter than `dynamicRange` dB under
/// the louder sound's peak counts as silence, and louder hops weigh more (linearly in dB), so a
/// difference deep in a fading tail matters less than one in the body of the note.
///
/// Four distances, each in a unit the ear has a feel for:
/// - `envelope`: mean absolute difference of the loudness curves, in dB (attack, decay, sustain,
///   release, tremolo, overall level).
/// - `spectrum`: mean absolute difference of the spectral envelopes' shapes, in dB: each hop's bands
///   relative to that hop's total power (so loudness is not counted twice), floored `shapeRange` dB
///   under it, bands weighted by how prominent they are in either sound (wave shape, filter, noise).
/// - `attack`: difference of the first note's attack times, in octaves (|log2| of their ratio, each
///   time plus 10 ms, under which every attack sounds instant). The loudness curve alone underrates
///   a slow fade-in, because most of a linear fade is within a few dB of full level.
/// - `pitch`: mean absolute pitch difference in cents, over hops where both have a pitch (capped at
///   an octave per hop). Pitch tracks are median-filtered over 5 hops first, so that a detector's
///   momentary octave slip in a noisy tone is not taken for a different note.
/// - `voicing`: the share of hops, loud in both, where only one of the two has a pitch at all.
///
/// `similarity` turns them into one score: each distance, minus a just-noticeable allowance, over its
/// scale, summed into a penalty p; the score is 100·e^(−p). Identical features give exactly 100.
public struct SoundDistance: Sendable, Equatable {
    public let envelope: Double
    public let attack: Double
    public let spectrum: Double
    public let pitch: Double
    public let voicing: Double
    /// One of the sounds is silent and the other is not.
    public let silentMismatch: Bool

    /// Differences smaller than these are treated as inaudible (roughly one just-noticeable difference).
    public static let allowance = (envelope: 0.5, attack: 0.5, spectrum: 0.5, pitch: 3.0, voicing: 0.02)
    /// A distance of one scale (beyond the allowance) costs a factor e in the score.
    public static let scale = (envelope: 4.0, attack: 2.0, spectrum: 4.0, pitch: 40.0, voicing: 0.25)
    /// Attack times are compared with this added (seconds): 1 ms and 5 ms both sound instant.
    public static let attackFloor = 0.01

    /// Compares `attempt` with `target` (same sample rate and hop size).
    public init(target: SoundFeatures, attempt: SoundFeatures, dynamicRange: Float = 60, shapeRange: Float = 50) {
        precondition(target.hopSize == attempt.hopSize && target.bandCount == attempt.bandCount,
                     "features to compare must come from the same extractor settings")
        let floor = min(target.floorDB, attempt.floorDB)
        let reference = max(target.peakDB, attempt.peakDB)
        let targetSilent = target.peakDB <= floor + 1, attemptSilent = attempt.peakDB <= floor + 1
        guard !(targetSilent && attemptSilent) else {
            (envelope, attack, spectrum, pitch, voicing, silentMismatch) = (0, 0, 0, 0, 0, false)
            return
        }
        guard !targetSilent && !attemptSilent else {
            (envelope, attack, spectrum, pitch, voicing, silentMismatch) = (Double(dynamicRange), 0, Double(shapeRange), 0, 1, true)
            return
        }
        attack = abs(log2((attempt.attackTime + Self.attackFloor) / (target.attackTime + Self.attackFloor)))
        let targetPitch = Self.medianFiltered(target.pitchHz), attemptPitch = Self.medianFiltered(attempt.pitchHz)
        let lowest = reference - dynamicRange
        let hops = max(target.frameCount, attempt.frameCount)
        let bands = target.bandCount

        var envelopeSum = 0.0, envelopeWeight = 0.0
        var spectrumSum = 0.0, spectrumWeight = 0.0
        var pitchSum = 0.0, pitchWeight = 0.0
        var voicingSum = 0.0, voicingWeight = 0.0
        var shapeT = [Float](repeating: 0, count: bands), shapeA = shapeT
        for h in 0..<hops {
            let t = max(lowest, h < target.frameCount ? target.rmsDB[h] : floor)
            let a = max(lowest, h < attempt.frameCount ? attempt.rmsDB[h] : floor)
            // Linear in dB: 1 at the peak, 0 at the bottom of the range.
            let louder = Double((max(t, a) - lowest) / dynamicRange)
            let quieter = Double((min(t, a) - lowest) / dynamicRange)
            guard louder > 0 else { continue }
            envelopeSum += louder * Double(abs(t - a))
            envelopeWeight += louder

            // Timbre and pitch only mean something where both sounds are audible.
            guard quieter > 0 else { continue }
            Self.shape(target.bands(at: h), floor: -shapeRange, into: &shapeT)
            Self.shape(attempt.bands(at: h), floor: -shapeRange, into: &shapeA)
            var sum = 0.0, weight = 0.0
            for b in 0..<bands {
                let w = Double((max(shapeT[b], shapeA[b]) + shapeRange) / shapeRange)
                sum += w * Double(abs(shapeT[b] - shapeA[b]))
                weight += w
            }
            if weight > 0 {
                spectrumSum += quieter * sum / weight
                spectrumWeight += quieter
            }

            let pt = h < targetPitch.count ? targetPitch[h] : 0, pa = h < attemptPitch.count ? attemptPitch[h] : 0
            if pt > 0 && pa > 0 {
                pitchSum += quieter * min(1200, abs(1200 * log2(Double(pa) / Double(pt))))
                pitchWeight += quieter
            }
            // Pitch detection near silence is unreliable: judge voicing only 20 dB or more above the bottom.
            if quieter > 1.0 / 3 {
                voicingSum += quieter * ((pt > 0) != (pa > 0) ? 1 : 0)
                voicingWeight += quieter
            }
        }
        envelope = envelopeWeight > 0 ? envelopeSum / envelopeWeight : 0
        spectrum = spectrumWeight > 0 ? spectrumSum / spectrumWeight : 0
        pitch = pitchWeight > 0 ? pitchSum / pitchWeight : 0
        voicing = voicingWeight > 0 ? voicingSum / voicingWeight : 0
        silentMismatch = false
    }

    /// The penalty behind `similarity` (0 for identical sounds).
    public var penalty: Double {
        if silentMismatch { return .infinity }
        func part(_ value: Double, _ allowance: Double, _ scale: Double) -> Double { max(0, value - allowance) / scale }
        return part(envelope, Self.allowance.envelope, Self.scale.envelope)
            + part(attack, Self.allowance.attack, Self.scale.attack)
            + part(spectrum, Self.allowance.spectrum, Self.scale.spectrum)
            + part(pitch, Self.allowance.pitch, Self.scale.pitch)
            + part(voicing, Self.allowance.voicing, Self.scale.voicing)
    }

    /// 0...100; exactly 100 when every distance is within its allowance.
    public var similarity: Double { 100 * exp(-penalty) }

    /// Each value replaced by the median of the 5 around it (0 = no pitch counts as a value).
    private static func medianFiltered(_ track: [Float]) -> [Float] {
        guard track.count >= 5 else { return track }
        var out = track
        var window = [Float](repeating: 0, count: 5)
        for i in 2..<(track.count - 2) {
            for j in 0..<5 { window[j] = track[i - 2 + j] }
            window.sort()
            out[i] = window[2]
        }
        return out
    }

    /// Band levels relative to the hop's total band power, floored at `floor` dB.
    private static func shape(_ levels: ArraySlice<Float>, floor: Float, into out: inout [Float]) {
        var power = 0.0
        for v in levels { power += pow(10, Double(v) / 10) }
        let total = Float(10 * log10(max(power, 1e-30)))
        for (i, v) in levels.enumerated() { out[i] = max(floor, v - total) }
    }
}
