import Foundation

/// How far an attempt's sound is from a target's, and the 0-100 similarity the sound comparator
/// reports.
///
/// Both feature sets are aligned on their hops (both sounds are the same phrase rendered from its
/// start); the shorter one is padded with silence. Everything quieter than `dynamicRange` dB under
/// the louder sound's peak counts as silence. Each curve (loudness, pitch, band levels, brightness)
/// is split into a slow part, compared hop by hop, and a fast wobble, compared by depth and rate
/// (see `Modulation`): two LFOs a little apart in rate drift out of phase within a second, yet sound
/// alike.
///
/// The distances, each in a unit the ear has a feel for:
/// - `envelope`: mean difference of the slow loudness curves, as a fraction of the peak loudness
///   (loudness halves every 10 dB, so a fading tail counts for little and a louder body for much),
///   over the hops where either sound is audible but at least `minimumEnvelopeHops` (a small change
///   to a very short sound, like a hi-hat's decay, is hard to hear).
/// - `attack`: difference of the first note's attack times, in octaves (|log2| of their ratio, each
///   time plus 10 ms, under which every attack sounds instant). Loudness curves alone underrate a
///   slow fade-in, because most of a fade is within a few dB of full level.
/// - `ending`: difference of the times the sounds die away (`SoundFeatures.endTime`), in octaves
///   (|log2| of their ratio, each plus 50 ms): a long release or echo tail is heard as such, however
///   quiet most of it is.
/// - `spectrum`: mean absolute difference of the spectral envelopes' shapes, in dB: each hop's
///   bands relative to that hop's total power (so loudness is not counted twice), floored
///   `shapeRange` dB under it, bands weighted by how prominent they are in either sound.
/// - `pitch`: mean absolute difference of the slow pitch curves in cents, over hops where both have
///   a pitch (capped at an octave per hop). Pitch tracks are median-filtered over 5 hops first, so
///   a detector's momentary octave slip in a noisy tone is not taken for a different note, and
///   their slow part is a moving median, which follows note changes instead of smearing them.
/// - `voicing`: the difference between the shares of hops, loud in both, that have a pitch at all
///   (a tone against noise; shares rather than hop by hop, so a detector dropping out at different
///   moments of two similar wobbling sounds does not count).
/// - `tremolo`, `vibrato`, `filterWobble`: loudness, pitch and brightness wobbles compared by depth
///   and rate, already in penalty units. Depths are compared as ratios (octaves, each depth plus a
///   floor under which a wobble is inaudible): a vibrato twice as wide is as different at 10 cents as
///   at 40.
///
/// Pitch only means something for one note at a time: in a chord, or where echoes overlap the next
/// note, the detector jumps between common subharmonics. So hops in `polyphonicSpans` are left out
/// of the pitch comparisons, and pitch, voicing and vibrato count only as far as both pitch tracks
/// are steady (`pitchWeight`); the spectrum still tells a wrong octave.
///
/// `similarity` turns them into one score: each distance, minus a just-noticeable allowance, over its
/// scale, summed into a penalty p; the score is 100·e^(−p). Identical features give exactly 100.
public struct SoundDistance: Sendable, Equatable {
    public let envelope: Double
    public let attack: Double
    public let ending: Double
    public let spectrum: Double
    public let pitch: Double
    public let voicing: Double
    /// Penalty for differences in loudness wobble (tremolo, gating).
    public let tremolo: Double
    /// Penalty for differences in pitch wobble (vibrato).
    public let vibrato: Double
    /// Penalty for differences in brightness wobble (filter LFO, wah).
    public let filterWobble: Double
    /// How far both pitch tracks can be trusted, 0...1 (see `pitchReliability`); the pitch, voicing
    /// and vibrato distances count in this proportion.
    public let pitchWeight: Double
    /// One of the sounds is silent and the other is not.
    public let silentMismatch: Bool

    /// Differences smaller than these are treated as inaudible (roughly one just-noticeable difference).
    public static let allowance = (envelope: 0.04, attack: 0.5, ending: 0.1, spectrum: 0.8, pitch: 3.0, voicing: 0.02)
    /// A distance of one scale (beyond the allowance) costs a factor e in the score.
    public static let scale = (envelope: 0.15, attack: 2.0, ending: 0.5, spectrum: 5.0, pitch: 40.0, voicing: 0.25)
    /// End times are compared with this added (seconds).
    public static let endingFloor = 0.05
    /// The envelope difference is averaged over at least this many hops.
    public static let minimumEnvelopeHops = 30
    /// Attack times are compared with this added (seconds): 1 ms and 5 ms both sound instant.
    public static let attackFloor = 0.01
    /// Wobble depth floors: loudness (fraction of peak), pitch (cents), brightness (octaves of the
    /// spectral centroid). Depths are compared as octaves of (depth + floor).
    public static let modulationFloor = (loudness: 0.02, pitch: 5.0, brightness: 0.05)
    /// Depth ratios and rate ratios, in octaves: allowance and scale. A rate difference counts in
    /// proportion to how audible the shallower of the two wobbles is (full from 3 floors deep) and
    /// how regular the less regular one is (`Modulation.periodicity`, full from 0.6).
    public static let modulationDepth = (allowance: 0.25, scale: 1.0)
    public static let modulationRate = (allowance: 0.2, scale: 0.6)
    /// Pitch wobble larger than this (cents) is a note change or a detector slip, not vibrato.
    static let vibratoLimit = 100.0

    /// Compares `attempt` with `target` (features from the same extractor settings).
    /// - Parameter polyphonicSpans: times (seconds from the start) when several notes sound at once
    ///   (a chord, overlapping notes): pitch is undefined there, so those hops are left out of the
    ///   pitch, voicing and vibrato comparisons.
    public init(target: SoundFeatures, attempt: SoundFeatures, polyphonicSpans: [Range<Double>] = [],
                dynamicRange: Float = 60, shapeRange: Float = 50) {
        precondition(target.hopSize == attempt.hopSize && target.bandCount == attempt.bandCount,
                     "features to compare must come from the same extractor settings")
        let floor = min(target.floorDB, attempt.floorDB)
        let targetSilent = target.peakDB <= floor + 1, attemptSilent = attempt.peakDB <= floor + 1
        guard !(targetSilent && attemptSilent) else {
            (envelope, attack, ending, spectrum, pitch, voicing, silentMismatch) = (0, 0, 0, 0, 0, 0, false)
            (tremolo, vibrato, filterWobble, pitchWeight) = (0, 0, 0, 1)
            return
        }
        guard !targetSilent && !attemptSilent else {
            (envelope, attack, ending, spectrum, pitch, voicing, silentMismatch) = (1, 0, 0, Double(shapeRange), 0, 1, true)
            (tremolo, vibrato, filterWobble, pitchWeight) = (0, 0, 0, 1)
            return
        }
        let reference = max(target.peakDB, attempt.peakDB)
        let lowest = reference - dynamicRange
        let hops = max(target.frameCount, attempt.frameCount)
        let hopSeconds = target.hopSeconds
        let pitchAllowed = (0..<hops).map { h in
            let time = (Double(h) + 0.5) * hopSeconds
            return !polyphonicSpans.contains { $0.contains(time) }
        }
        let t = Curves(target, hops: hops, lowest: lowest, reference: reference, pitchAllowed: pitchAllowed)
        let a = Curves(attempt, hops: hops, lowest: lowest, reference: reference, pitchAllowed: pitchAllowed)

        attack = abs(log2((attempt.attackTime + Self.attackFloor) / (target.attackTime + Self.attackFloor)))
        ending = abs(log2((attempt.endTime + Self.endingFloor) / (target.endTime + Self.endingFloor)))

        var envelopeSum = 0.0, envelopeHops = 0
        var spectrumSum = 0.0, spectrumWeight = 0.0
        var pitchSum = 0.0, pitchHopWeight = 0.0
        var voicedT = 0.0, voicedA = 0.0, voicingWeight = 0.0
        let bands = target.bandCount
        var shapeT = [Float](repeating: 0, count: bands), shapeA = shapeT
        for h in 0..<hops where t.active[h] || a.active[h] {
            envelopeSum += abs(t.slowLoudness[h] - a.slowLoudness[h])
            envelopeHops += 1

            // Timbre and pitch only mean something where both sounds are audible; louder hops weigh more.
            guard t.active[h] && a.active[h] else { continue }
            let weight = Double((min(t.level[h], a.level[h]) - lowest) / dynamicRange)
            Self.shape(t.slowBands, hop: h, bands: bands, floor: -shapeRange, into: &shapeT)
            Self.shape(a.slowBands, hop: h, bands: bands, floor: -shapeRange, into: &shapeA)
            var sum = 0.0, total = 0.0
            for b in 0..<bands {
                let w = Double((max(shapeT[b], shapeA[b]) + shapeRange) / shapeRange)
                sum += w * Double(abs(shapeT[b] - shapeA[b]))
                total += w
            }
            if total > 0 {
                spectrumSum += weight * sum / total
                spectrumWeight += weight
            }
            if t.voiced[h] && a.voiced[h] {
                pitchSum += weight * min(1200, abs(t.slowCents[h] - a.slowCents[h]))
                pitchHopWeight += weight
            }
            // Pitch detection near silence is unreliable: judge voicing only 20 dB or more above the bottom.
            if weight > 1.0 / 3 && pitchAllowed[h] {
                voicedT += t.voiced[h] ? weight : 0
                voicedA += a.voiced[h] ? weight : 0
                voicingWeight += weight
            }
        }
        envelope = envelopeSum / Double(max(envelopeHops, Self.minimumEnvelopeHops))
        spectrum = spectrumWeight > 0 ? spectrumSum / spectrumWeight : 0
        pitch = pitchHopWeight > 0 ? pitchSum / pitchHopWeight : 0
        voicing = voicingWeight > 0 ? abs(voicedT - voicedA) / voicingWeight : 0
        self.pitchWeight = min(1, max(0, (min(t.pitchReliability, a.pitchReliability) - 0.6) / 0.3))

        silentMismatch = false
        let floors = Self.modulationFloor
        tremolo = Self.modulationPenalty(t.tremolo, a.tremolo, floor: floors.loudness)
        vibrato = Self.modulationPenalty(t.vibrato, a.vibrato, floor: floors.pitch)
        filterWobble = Self.modulationPenalty(t.wobble, a.wobble, floor: floors.brightness)
    }

    /// The penalty behind `similarity` (0 for identical sounds).
    public var penalty: Double {
        if silentMismatch { return .infinity }
        func part(_ value: Double, _ allowance: Double, _ scale: Double) -> Double { max(0, value - allowance) / scale }
        return part(envelope, Self.allowance.envelope, Self.scale.envelope)
            + part(attack, Self.allowance.attack, Self.scale.attack)
            + part(ending, Self.allowance.ending, Self.scale.ending)
            + part(spectrum, Self.allowance.spectrum, Self.scale.spectrum)
            + pitchWeight * (part(pitch, Self.allowance.pitch, Self.scale.pitch)
                + part(voicing, Self.allowance.voicing, Self.scale.voicing) + vibrato)
            + tremolo + filterWobble
    }

    /// 0...100; exactly 100 when every distance is within its allowance.
    public var similarity: Double { 100 * exp(-penalty) }

    /// Depth ratio beyond its allowance over its scale, plus the rate ratio when both wobbles
    /// repeat, weighted by how audible the shallower one is.
    private static func modulationPenalty(_ t: Modulation, _ a: Modulation, floor: Double) -> Double {
        let ratio = abs(log2((a.depth + floor) / (t.depth + floor)))
        var p = max(0, ratio - modulationDepth.allowance) / modulationDepth.scale
        if let rt = t.rate, let ra = a.rate {
            // Counted as far as both wobbles are deep enough to hear and regular enough to trust their
            // rate (a chord's beating or a note rhythm also repeats, loosely).
            let clarity = min(1, max(0, (min(t.periodicity, a.periodicity) - 0.3) / 0.3))
            let audible = min(clarity, min(t.depth, a.depth) / (3 * floor))
            // Capped at an octave: beyond that the estimate has more likely caught a multiple of the period.
            let octaves = min(1, abs(log2(ra / rt)))
            p += audible * max(0, octaves - modulationRate.allowance) / modulationRate.scale
        }
        return p
    }

    /// Smoothed band levels of one hop relative to their total power, floored at `floor` dB.
    private static func shape(_ levels: [Float], hop: Int, bands: Int, floor: Float, into out: inout [Float]) {
        var power = 0.0
        for b in 0..<bands { power += pow(10, Double(levels[hop * bands + b]) / 10) }
        let total = Float(10 * log10(max(power, 1e-30)))
        for b in 0..<bands { out[b] = max(floor, levels[hop * bands + b] - total) }
    }

    /// One sound's curves on the common hop grid, split into slow parts and wobbles.
    private struct Curves {
        /// RMS level per hop, clipped at the bottom of the range.
        var level: [Float]
        var active: [Bool]
        var slowLoudness: [Double]
        var tremolo: Modulation
        /// Band levels per hop (row-major), smoothed over time per band.
        var slowBands: [Float]
        var wobble: Modulation
        var voiced: [Bool]
        var slowCents: [Double]
        var vibrato: Modulation
        /// Share of pitched hops whose pitch is within 50 cents of the slow pitch curve (1 with
        /// fewer than 5 pitched hops: nothing to distrust).
        var pitchReliability: Double

        init(_ f: SoundFeatures, hops: Int, lowest: Float, reference: Float, pitchAllowed: [Bool]) {
            // Locals first: a struct's initializer may not capture `self` in closures before it is complete.
            let hopSeconds = f.hopSeconds
            let level = (0..<hops).map { max(lowest, $0 < f.frameCount ? f.rmsDB[$0] : f.floorDB) }
            let active = level.map { $0 > lowest }

            // Loudness relative to the peak: halves every 10 dB.
            let loudness = level.map { pow(2, Double($0 - reference) / 10) }
            // Silent hops take part (at the floor's loudness): a gated sound's slow part is its average.
            let everyHop = [Bool](repeating: true, count: hops)
            let slowLoudness = Modulation.smoothed(loudness, mask: everyHop)
            // The wobble is measured against a moving median, which follows note onsets and decays
            // (so they are not taken for tremolo), after a 3-hop average: a hop holds a non-whole
            // number of the note's periods, so its RMS flickers a little, which would blur the period.
            let steadyLoudness = Modulation.smoothed(loudness, mask: everyHop, width: 3)
            let loudnessCenter = Modulation.medianSmoothed(steadyLoudness, mask: everyHop)
            tremolo = Modulation.measure(zip(steadyLoudness, loudnessCenter).map { $0 - $1 }, mask: active, hopSeconds: hopSeconds)

            let bands = f.bandCount
            var smoothedBands = [Float](repeating: f.floorDB, count: hops * bands)
            var column = [Double](repeating: 0, count: hops)
            for b in 0..<bands {
                for h in 0..<hops { column[h] = h < f.frameCount ? Double(f.bandsDB[h * bands + b]) : Double(f.floorDB) }
                let slow = Modulation.smoothed(column, mask: active)
                for h in 0..<hops where active[h] { smoothedBands[h * bands + b] = Float(slow[h]) }
            }

            let bright = (0..<hops).map { $0 < f.frameCount && f.centroidHz[$0] > 0 ? log2(Double(f.centroidHz[$0])) : 0 }
            let brightMask = (0..<hops).map { active[$0] && bright[$0] != 0 }
            let slowBright = Modulation.medianSmoothed(bright, mask: brightMask)
            wobble = Modulation.measure(zip(bright, slowBright).map { $0 - $1 }, mask: brightMask, hopSeconds: hopSeconds)

            let track = SoundDistance.medianFiltered(f.pitchHz)
            let voiced = (0..<hops).map { $0 < track.count && track[$0] > 0 && active[$0] && pitchAllowed[$0] }
            let cents = (0..<hops).map { voiced[$0] ? 1200 * log2(Double(track[$0]) / 440) : 0 }
            let slowCents = Modulation.medianSmoothed(cents, mask: voiced)
            let limit = SoundDistance.vibratoLimit
            vibrato = Modulation.measure(zip(cents, slowCents).map { max(-limit, min(limit, $0 - $1)) },
                                         mask: voiced, hopSeconds: hopSeconds)

            var steady = 0, pitched = 0
            for h in 0..<hops where voiced[h] {
                pitched += 1
                if abs(cents[h] - slowCents[h]) < 50 { steady += 1 }
            }
            pitchReliability = pitched < 5 ? 1 : Double(steady) / Double(pitched)

            self.level = level
            self.active = active
            self.slowLoudness = slowLoudness
            self.slowBands = smoothedBands
            self.voiced = voiced
            self.slowCents = slowCents
        }
    }

    /// Each value replaced by the median of the 5 around it (0 = no pitch counts as a value).
    static func medianFiltered(_ track: [Float]) -> [Float] {
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
}
