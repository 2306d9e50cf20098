import Foundation

/// One sound's curves for `SoundDistance`: each feature on the common hop grid, split into its slow
/// part (compared hop by hop) and its wobble (compared by depth and rate). Apart from the distance's
/// arithmetic because this is where each feature is read the way the ear takes it.
extension SoundDistance {
    /// One sound's curves on the common hop grid, split into slow parts and wobbles.
    struct Curves {
        /// RMS level per hop, clipped at the bottom of the range.
        var level: [Float]
        var active: [Bool]
        var slowLoudness: [Double]
        var tremolo: Modulation
        /// Specific loudness per hop (row-major), smoothed over time per band.
        var slowSpecific: [Float]
        /// Wobble of the strongest partial's frequency, in cents.
        var partialWobble: Modulation
        var wobble: Modulation
        var voiced: [Bool]
        var slowCents: [Double]
        var vibrato: Modulation
        /// Share of pitched hops whose pitch is within 50 cents of the slow pitch curve (1 with
        /// fewer than 5 pitched hops: nothing to distrust).
        var pitchReliability: Double

        init(_ f: SoundFeatures, hops: Int, lowest: Float, reference: Float, peakSone: Double, pitchAllowed: [Bool]) {
            // Locals first: a struct's initializer may not capture `self` in closures before it is complete.
            let hopSeconds = f.hopSeconds
            let level = (0..<hops).map { max(lowest, $0 < f.frameCount ? f.rmsDB[$0] : f.floorDB) }
            let active = level.map { $0 > lowest }

            // Loudness (sone) relative to the louder sound's peak loudness: what the ear hears halve
            // every 10 phon, with the threshold and masking of the critical bands in it.
            let sone = f.auditory.loudness
            let loudness = (0..<hops).map { $0 < f.frameCount && active[$0] ? Double(sone[$0]) / peakSone : 0 }
            // Silent hops take part (at the floor's loudness): a gated sound's slow part is its average.
            let everyHop = [Bool](repeating: true, count: hops)
            let slowLoudness = Modulation.smoothed(loudness, mask: everyHop)
            // The wobble is measured against a moving median, which follows note onsets and decays
            // (so they are not taken for tremolo), after a 3-hop average: a hop holds a non-whole
            // number of the note's periods, so its RMS flickers a little, which would blur the period.
            let steadyLoudness = Modulation.smoothed(loudness, mask: everyHop, width: 3)
            let loudnessCenter = Modulation.medianSmoothed(steadyLoudness, mask: everyHop)
            tremolo = Modulation.measure(zip(steadyLoudness, loudnessCenter).map { $0 - $1 }, mask: active, hopSeconds: hopSeconds)

            let channels = f.auditory.channelCount
            var smoothed = [Float](repeating: 0, count: hops * channels)
            var column = [Double](repeating: 0, count: hops)
            for c in 0..<channels {
                for h in 0..<hops { column[h] = h < f.frameCount ? Double(f.auditory.specificLoudness[h * channels + c]) : 0 }
                let slow = Modulation.smoothed(column, mask: active)
                for h in 0..<hops where active[h] { smoothed[h * channels + c] = Float(slow[h]) }
            }

            // The strongest partial's frequency: its wobble around a moving median, where it is steady
            // (a jump to another partial is not vibrato).
            // Only chords use it (`partialVibrato`): one note at a time has its pitch track.
            if pitchAllowed.contains(false) {
                let peak = (0..<hops).map { $0 < f.frameCount && active[$0] ? Double(f.auditory.peakCents[$0]) : 0 }
                let peakMask = (0..<hops).map { active[$0] && peak[$0] != 0 }
                let slowPeak = Modulation.medianSmoothed(peak, mask: peakMask)
                let steadyPeak = (0..<hops).map { peakMask[$0] && abs(peak[$0] - slowPeak[$0]) < SoundDistance.vibratoLimit }
                partialWobble = Modulation.measure(zip(peak, slowPeak).map { $0 - $1 }, mask: steadyPeak, hopSeconds: hopSeconds)
            } else {
                partialWobble = Modulation(depth: 0, rate: nil)
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
            self.slowSpecific = smoothed
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
