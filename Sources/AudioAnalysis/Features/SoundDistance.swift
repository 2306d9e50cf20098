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
/// Both are compared as the ear receives them (`AuditoryFeatures`): loudness in sone per critical
/// band after the threshold in quiet and masking, so what cannot be heard does not count.
///
/// The distances, each in a unit the ear has a feel for:
/// - `envelope`: mean difference of the slow total-loudness curves (sone), as a fraction of the
///   louder sound's peak loudness (so a fading tail counts for little and a louder body for much),
///   over the hops where either sound is audible but at least `minimumEnvelopeHops` (a small change
///   to a very short sound, like a hi-hat's decay, is hard to hear).
/// - `attack`: difference of the first note's attack times, in octaves (|log2| of their ratio, each
///   time plus 10 ms, under which every attack sounds instant). Loudness curves alone underrate a
///   slow fade-in, because most of a fade is within a few dB of full level.
/// - `ending`: difference of the times the sounds die away (`SoundFeatures.endTime`), in octaves
///   (|log2| of their ratio, each plus 50 ms): a long release or echo tail is heard as such, however
///   quiet most of it is.
/// - `spectrum`: how far apart the loudness patterns over the critical bands are in shape, in
///   phon-like units (see `patternDistance`): timbre, brightness, a wrong octave.
/// - `spectralPeak`: the most changed of the bands that carry the sound (same units): one part of the
///   spectrum made louder or softer (a sub-oscillator's weight, a resonance) while the rest stays,
///   which the mean over all bands dilutes but the ear hears band by band (Zwicker's excitation-pattern
///   rule: a change is heard when the excitation in some critical band moves by about 1 dB; Green's
///   profile analysis puts a single component of a complex at 1-2 dB for trained listeners).
/// - `roughness`, `bandWobble`, `partialVibrato`: roughness (fast beating), fluctuation in the bands
///   (a chorus or LFO on a chord) and the strongest partial's vibrato (in a chord), see each.
/// - `pitch`: mean absolute difference of the slow pitch curves in cents, over hops where both have
///   a pitch (capped at an octave per hop). Pitch tracks are median-filtered over 5 hops first, so
///   a detector's momentary octave slip in a noisy tone is not taken for a different note, and
///   their slow part is a moving median, which follows note changes instead of smearing them.
/// - `voicing`: the difference between the shares of hops, loud in both, that have a pitch at all
///   (a tone against noise; shares rather than hop by hop, so a detector dropping out at different
///   moments of two similar wobbling sounds does not count), and only hops whose pitch is not found in
///   the other sound within 30 ms count (a detector locking onto a pitch dive a little sooner is not a
///   tone against a noise).
/// - `tremolo`, `vibrato`, `filterWobble`: loudness, pitch and brightness wobbles compared by depth
///   and rate, already in penalty units. Depths are compared as ratios (octaves, each depth plus a
///   floor under which a wobble is inaudible): a vibrato twice as wide is as different at 10 cents as
///   at 40. A vibrato is a periodic movement of pitch: its depth counts as far as one of the two
///   pitch wobbles repeats (`Modulation.periodicity`), so the residue of a fast pitch dive (a kick's
///   body, a glide) around the slow pitch curve, which two drive settings bend a little differently,
///   is not taken for a vibrato one of them lacks; the dive itself is in `pitch`.
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
    /// The most changed band that carries the sound, averaged over the hops (see the type).
    public let spectralPeak: Double
    public let pitch: Double
    public let voicing: Double
    /// Penalty for differences in loudness wobble (tremolo, gating).
    public let tremolo: Double
    /// Penalty for differences in pitch wobble (vibrato).
    public let vibrato: Double
    /// Penalty for differences in brightness wobble (filter LFO, wah).
    public let filterWobble: Double
    /// Roughness difference in octaves (|log2| of the ratio of the median roughness, each plus
    /// `roughnessFloor`): fast beating of detune, unison, FM.
    public let roughness: Double
    /// Penalty for differences in the critical bands' loudness wobble (fluctuation): a chorus or
    /// an LFO heard in each band of a chord while the total loudness hardly moves.
    public let bandWobble: Double
    /// Penalty for differences in the strongest partial's frequency wobble: vibrato where a
    /// fundamental is undefined (chords); counts in the share of hops that are polyphonic.
    public let partialVibrato: Double
    /// Share of the compared hops inside polyphonic spans (0 for one note at a time).
    public let polyphonicShare: Double
    /// How far both pitch tracks can be trusted, 0...1 (see `pitchReliability`); the pitch, voicing
    /// and vibrato distances count in this proportion.
    public let pitchWeight: Double
    /// One of the sounds is silent and the other is not.
    public let silentMismatch: Bool

    /// Differences smaller than these are treated as inaudible (roughly one just-noticeable difference).
    /// Roughness: about 17% is its difference limen (Fastl & Zwicker ch. 11: a change of 10% in the
    /// degree of modulation, R growing with m^1.6), 0.25 octave.
    /// Spectral peak: 2 units, about 2.6 dB of excitation in one band (a unit is 10·log2 of specific
    /// loudness, N' growing with excitation^0.23: 1.3 dB), a little above the 1-2 dB trained listeners
    /// hear in one component of a steady complex, for a phrase heard in a lesson rather than in a lab.
    public static let allowance = (envelope: 0.04, attack: 0.5, ending: 0.1, spectrum: 0.8, pitch: 3.0, voicing: 0.02,
                                   roughness: 0.25, spectralPeak: 2.0)
    /// A distance of one scale (beyond the allowance) costs a factor e in the score.
    public static let scale = (envelope: 0.15, attack: 2.0, ending: 0.5, spectrum: 4.0, pitch: 40.0, voicing: 0.25,
                               roughness: 1.0, spectralPeak: 6.0)
    /// A band takes part in `spectralPeak` when it carries at least this share of either sound's loudness.
    public static let peakBandShare = 0.01
    /// Roughness under this (asper) is not heard as rough: ratios are taken with it added.
    public static let roughnessFloor = 0.05
    /// End times are compared with this added (seconds).
    public static let endingFloor = 0.05
    /// The envelope difference is averaged over at least this many hops.
    public static let minimumEnvelopeHops = 30
    /// Attack times are compared with this added (seconds): 1 ms and 5 ms both sound instant.
    public static let attackFloor = 0.01
    /// Wobble depth floors: loudness (fraction of peak), pitch (cents), brightness (octaves of the
    /// spectral centroid). Depths are compared as octaves of (depth + floor).
    /// Band wobble in dB of excitation (RMS of the bands' residuals): 0.5 dB is about the smallest
    /// amplitude modulation heard at 4 Hz (m ≈ 0.03-0.05, Zwicker 1952; Viemeister 1979).
    public static let modulationFloor = (loudness: 0.02, pitch: 5.0, brightness: 0.05, band: 0.5)
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
            spectralPeak = 0
            (tremolo, vibrato, filterWobble, pitchWeight) = (0, 0, 0, 1)
            (roughness, bandWobble, partialVibrato, polyphonicShare) = (0, 0, 0, 0)
            return
        }
        guard !targetSilent && !attemptSilent else {
            (envelope, attack, ending, spectrum, pitch, voicing, silentMismatch) = (1, 0, 0, Double(shapeRange), 0, 1, true)
            spectralPeak = 0
            (tremolo, vibrato, filterWobble, pitchWeight) = (0, 0, 0, 1)
            (roughness, bandWobble, partialVibrato, polyphonicShare) = (0, 0, 0, 0)
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
        let peakSone = max(Double(target.auditory.loudness.max() ?? 0), Double(attempt.auditory.loudness.max() ?? 0), 1e-9)
        let t = Curves(target, hops: hops, lowest: lowest, reference: reference, peakSone: peakSone, pitchAllowed: pitchAllowed)
        let a = Curves(attempt, hops: hops, lowest: lowest, reference: reference, peakSone: peakSone, pitchAllowed: pitchAllowed)

        attack = abs(log2((attempt.attackTime + Self.attackFloor) / (target.attackTime + Self.attackFloor)))
        ending = abs(log2((attempt.endTime + Self.endingFloor) / (target.endTime + Self.endingFloor)))

        var envelopeSum = 0.0, envelopeHops = 0
        var spectrumSum = 0.0, spectrumWeight = 0.0, peakSum = 0.0
        // Per hop (weight, mean, peak) for the worst stretch (see `worstStretch`).
        var shapeHops: [(hop: Int, weight: Double, mean: Double, peak: Double)] = []
        var pitchSum = 0.0, pitchHopWeight = 0.0
        var voicedT = 0.0, voicedA = 0.0, voicingWeight = 0.0, unmatched = 0.0
        var roughT: [Float] = [], roughA: [Float] = []
        var polyphonicHops = 0, comparedHops = 0
        for h in 0..<hops where t.active[h] || a.active[h] {
            envelopeSum += abs(t.slowLoudness[h] - a.slowLoudness[h])
            envelopeHops += 1

            // Timbre and pitch only mean something where both sounds are audible; louder hops weigh more.
            guard t.active[h] && a.active[h] else { continue }
            comparedHops += 1
            if !pitchAllowed[h] { polyphonicHops += 1 }
            let weight = Double((min(t.level[h], a.level[h]) - lowest) / dynamicRange)
            if let d = Self.patternDistance(t.slowSpecific, a.slowSpecific, hop: h) {
                spectrumSum += weight * d.mean
                peakSum += weight * d.peak
                spectrumWeight += weight
                shapeHops.append((h, weight, d.mean, d.peak))
            }
            if h < target.frameCount { roughT.append(target.auditory.roughness[h]) }
            if h < attempt.frameCount { roughA.append(attempt.auditory.roughness[h]) }
            if t.voiced[h] && a.voiced[h] {
                pitchSum += weight * min(1200, abs(t.slowCents[h] - a.slowCents[h]))
                pitchHopWeight += weight
            }
            // Pitch detection near silence is unreliable: judge voicing only 20 dB or more above the bottom.
            if weight > 1.0 / 3 && pitchAllowed[h] {
                voicedT += t.voiced[h] ? weight : 0
                voicedA += a.voiced[h] ? weight : 0
                voicingWeight += weight
                if t.voiced[h] != a.voiced[h] && !Self.voicedNear(t.voiced[h] ? a.voiced : t.voiced, h) { unmatched += weight }
            }
        }
        envelope = envelopeSum / Double(max(envelopeHops, Self.minimumEnvelopeHops))
        // A difference confined to one part of the sound (the fade after the key, one note of a phrase)
        // is heard there, however long the rest stays the same: the whole-sound mean or the worst
        // stretch, whichever is larger.
        let worst = Self.worstStretch(shapeHops)
        spectrum = max(spectrumWeight > 0 ? spectrumSum / spectrumWeight : 0, worst.mean)
        spectralPeak = max(spectrumWeight > 0 ? peakSum / spectrumWeight : 0, worst.peak)
        pitch = pitchHopWeight > 0 ? pitchSum / pitchHopWeight : 0
        // Both ways must agree: the shares differ (not dropouts at different moments of two wobbling
        // sounds), and the hops that differ have no pitch in the other sound within `voicingSlackHops`
        // (not the detector catching a kick's pitch dive 20 ms sooner in one of two drive settings).
        voicing = voicingWeight > 0 ? min(abs(voicedT - voicedA), unmatched) / voicingWeight : 0
        self.pitchWeight = min(1, max(0, (min(t.pitchReliability, a.pitchReliability) - 0.6) / 0.3))

        silentMismatch = false
        let floors = Self.modulationFloor
        tremolo = Self.modulationPenalty(t.tremolo, a.tremolo, floor: floors.loudness)
        vibrato = Self.clarity(t.vibrato, a.vibrato) * Self.modulationPenalty(t.vibrato, a.vibrato, floor: floors.pitch)
        filterWobble = Self.modulationPenalty(t.wobble, a.wobble, floor: floors.brightness)
        roughness = abs(log2((Self.median(roughA) + Self.roughnessFloor) / (Self.median(roughT) + Self.roughnessFloor)))
        bandWobble = Self.modulationPenalty(target.auditory.bandWobble, attempt.auditory.bandWobble, floor: floors.band)
        polyphonicShare = comparedHops > 0 ? Double(polyphonicHops) / Double(comparedHops) : 0
        partialVibrato = polyphonicShare > 0 ? Self.modulationPenalty(t.partialWobble, a.partialWobble, floor: floors.pitch) : 0
    }

    /// The penalty behind `similarity` (0 for identical sounds).
    public var penalty: Double {
        if silentMismatch { return .infinity }
        func part(_ value: Double, _ allowance: Double, _ scale: Double) -> Double { max(0, value - allowance) / scale }
        return part(envelope, Self.allowance.envelope, Self.scale.envelope)
            + part(attack, Self.allowance.attack, Self.scale.attack)
            + part(ending, Self.allowance.ending, Self.scale.ending)
            + part(spectrum, Self.allowance.spectrum, Self.scale.spectrum)
            + part(spectralPeak, Self.allowance.spectralPeak, Self.scale.spectralPeak)
            + pitchWeight * (part(pitch, Self.allowance.pitch, Self.scale.pitch)
                + part(voicing, Self.allowance.voicing, Self.scale.voicing) + vibrato)
            + tremolo + filterWobble + bandWobble + polyphonicShare * partialVibrato
            + part(roughness, Self.allowance.roughness, Self.scale.roughness)
    }

    /// 0...100; exactly 100 when every distance is within its allowance.
    public var similarity: Double { 100 * exp(-penalty) }

    /// How clearly the more regular of two wobbles repeats, 0...1 (full from a periodicity of 0.6).
    static func clarity(_ t: Modulation, _ a: Modulation) -> Double {
        min(1, max(0, (max(t.periodicity, a.periodicity) - 0.3) / 0.3))
    }

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

    /// How far apart two hops' loudness patterns are in shape, in phon-like units: each pattern over
    /// its total loudness (so loudness is not counted twice), then per band 10·log2 of the ratio (10
    /// per doubling of specific loudness, about 1.3 dB of excitation per unit well above threshold).
    /// `mean`: averaged with each band weighted by its loudness in the louder of the two, so a band
    /// the ear hardly hears (under the threshold, or masked by its neighbour) hardly counts. `peak`:
    /// the second largest difference among the bands carrying `peakBandShare` of either sound (the
    /// second, so one band's glitch is not a change; a partial or a sub covers two or more of the
    /// 0.5-Bark channels). Nil when either hop is silent.
    private static func patternDistance(_ t: [Float], _ a: [Float], hop: Int) -> (mean: Double, peak: Double)? {
        let n = LoudnessModel.channelCount
        var totalT = 0.0, totalA = 0.0
        for c in 0..<n {
            totalT += Double(t[hop * n + c])
            totalA += Double(a[hop * n + c])
        }
        guard totalT > 1e-9, totalA > 1e-9 else { return nil }
        var largest = 0.0
        for c in 0..<n { largest = max(largest, Double(t[hop * n + c]) / totalT, Double(a[hop * n + c]) / totalA) }
        let floor = 0.02 * largest
        var sum = 0.0, weights = 0.0, first = 0.0, second = 0.0
        for c in 0..<n {
            let st = Double(t[hop * n + c]) / totalT, sa = Double(a[hop * n + c]) / totalA
            let w = max(st, sa)
            let d = abs(10 * log2((st + floor) / (sa + floor)))
            sum += w * d
            weights += w
            if w >= peakBandShare, d > second {
                (first, second) = d > first ? (d, first) : (first, d)
            }
        }
        return (weights > 0 ? sum / weights : 0, second)
    }

    private static func median(_ values: [Float]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return Double(sorted[sorted.count / 2])
    }

    /// The stretch the timbre is compared over when a difference is confined to one part: 250 ms,
    /// long enough for a timbre to be heard as one (and for a passing glitch not to count), short
    /// enough that a second of sameness around it does not hide it.
    static let stretchHops = 25

    /// The largest weighted mean of the shape distances over `stretchHops` consecutive hops; only
    /// stretches whose weight is at least a third of their hops (audible enough to judge a timbre).
    static func worstStretch(_ rows: [(hop: Int, weight: Double, mean: Double, peak: Double)]) -> (mean: Double, peak: Double) {
        var worst = (mean: 0.0, peak: 0.0)
        var start = 0, w = 0.0, m = 0.0, p = 0.0
        for end in rows.indices {
            w += rows[end].weight; m += rows[end].weight * rows[end].mean; p += rows[end].weight * rows[end].peak
            while rows[end].hop - rows[start].hop >= stretchHops {
                w -= rows[start].weight; m -= rows[start].weight * rows[start].mean; p -= rows[start].weight * rows[start].peak
                start += 1
            }
            guard rows[end].hop - rows[start].hop == stretchHops - 1, w >= Double(stretchHops) / 3 else { continue }
            worst = (max(worst.mean, m / w), max(worst.peak, p / w))
        }
        return worst
    }

    /// How many hops (10 ms each) a pitch found in one sound may be away from the same pitch found in
    /// the other for the hop not to count as a voicing difference.
    static let voicingSlackHops = 3

    /// Whether `voiced` has a pitch within `voicingSlackHops` of hop `h`.
    static func voicedNear(_ voiced: [Bool], _ h: Int) -> Bool {
        let lo = max(0, h - voicingSlackHops), hi = min(voiced.count - 1, h + voicingSlackHops)
        return lo <= hi && voiced[lo...hi].contains(true)
    }
}
