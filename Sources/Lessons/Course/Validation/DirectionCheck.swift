import Foundation
import SynthEngine
import AudioAnalysis

/// Whether a `direction` quiz's words follow what its control measurably does to the sound.
///
/// A direction quiz's `words` are `[up, down]`: the word for "B's control is set higher than A's". That
/// is a claim about the sound ("higher cutoff is brighter"), and it is easy to get backwards: raising a
/// high-pass cutoff makes the sound *thinner*, and `quiz-thinner` once said "fuller" on every draw. So
/// the validator measures it: for each drawn question it takes one feature of the two rendered sounds,
/// chosen by the words where they name a quality (brighter: the spectral centroid; fuller: the share of
/// energy under ~300 Hz; louder: the level; noisier: the share over 5 kHz; wetter: the energy after
/// the last key-up) and otherwise by the control (a rate: how fast the wobble goes; a time: how long
/// the sound or its pitch takes), and the answer's word must move that feature the way it says.
public enum DirectionCheck {
    /// What is measured on a rendered sound.
    public enum Measure: String, Sendable, CaseIterable {
        /// Power-weighted mean spectral centroid, in octaves (log2 Hz).
        case brightness
        /// Energy under the low-band edge (300 Hz, or just above the lowest fundamental) against all, in dB.
        case fullness
        /// The whole sound's RMS level, dB.
        case loudness
        /// Energy over 5 kHz against all, in dB: hiss.
        case noise
        /// Energy after the last key-up (plus 50 ms) against all, in dB: echoes, reverb.
        case tail
        /// Median fundamental, in octaves.
        case pitch
        /// The first note's attack (10% to 90% of its peak), in seconds.
        case attack
        /// Time within 40 dB of the peak, in seconds: how long it sounds.
        case length
        /// Wobbles per second of the level of the band at the third harmonic while keys are held:
        /// beating between detuned copies (one partial pair, so one beat rate, 3x the fundamental's).
        case beatRate
        /// Wobbles per second of the LFO's destination (loudness or centroid) while keys are held.
        case wobbleRate
        /// RMS of that wobble (dB of loudness, octaves of centroid).
        case wobbleDepth
        /// Seconds from the first key-down until the centroid has risen 90% of the way to its top.
        case riseTime
        /// Seconds from each key-down until the centroid settles within 50 cents of where the note ends.
        case settleTime
        /// How far the first note's pitch sits from the note over its first 300 ms, in octaves: a dive or drop
        /// (read from the spectral centroid where the pitch tracker cannot follow the drop: `difference`).
        case pitchExcursion
        /// RMS of the band levels' wobble while keys are held, in dB: chorus, unison shimmer.
        case shimmer
        /// The level of the band at the base patch's cutoff against the whole, in dB: resonance.
        case levelAtCutoff

        /// A duration: "longer"/"slower" mean more of it, "faster"/"quicker" less.
        var isTime: Bool { [.attack, .length, .riseTime, .settleTime].contains(self) }
        /// A rate: "faster" means more of it.
        var isRate: Bool { self == .beatRate || self == .wobbleRate }

        /// Below this difference between A and B the measurement says nothing either way (times and
        /// rates are compared as ratios).
        var deadband: Double {
            switch self {
            case .brightness, .pitch, .pitchExcursion: 0.02
            case .fullness, .loudness, .noise, .tail, .levelAtCutoff: 0.3
            case .attack, .length, .riseTime, .settleTime, .beatRate, .wobbleRate: 0.05
            case .wobbleDepth, .shimmer: 0.05
            }
        }
        /// Compared as a log ratio (times, rates, depths) rather than a difference.
        var isRatio: Bool { isTime || isRate || self == .wobbleDepth || self == .shimmer }
    }

    /// What a word says B has compared with A: more or less of a measure. A nil measure takes the
    /// control's own (`measure(for:base:)`); `time` words (longer, slower) resolve against it.
    enum Sense { case more, less, longer, shorter }

    static let words: [String: (Measure?, Sense)] = [
        "brighter": (.brightness, .more), "darker": (.brightness, .less), "duller": (.brightness, .less),
        "mellower": (.brightness, .less), "dirtier": (.brightness, .more),
        "fuller": (.fullness, .more),
        "louder": (.loudness, .more), "quieter": (.loudness, .less), "softer": (.loudness, .less),
        "noisier": (.noise, .more),
        "wetter": (.tail, .more), "drier": (.tail, .less),
        "more": (nil, .more), "higher": (nil, .more), "deeper": (nil, .more), "wider": (nil, .more), "thicker": (nil, .more),
        "less": (nil, .less), "fewer": (nil, .less), "lower": (nil, .less), "shallower": (nil, .less),
        "narrower": (nil, .less), "thinner": (nil, .less), "cleaner": (nil, .less),
        "longer": (nil, .longer), "slower": (nil, .longer), "shorter": (nil, .shorter), "faster": (nil, .shorter), "quicker": (nil, .shorter),
    ]

    /// What turning `p` up measurably does, for words that do not name a quality ("more", "faster").
    public static func measure(for p: Param, base: Patch) -> Measure? {
        // A synced osc 2 plays osc 1's pitch: its tuning moves the tone (the sync lead's vowel).
        if (p == .osc2Octave || p == .osc2Semitones) && base.option(.xmodSync) == "on" { return .brightness }
        switch p {
        case .osc1Octave, .osc1Semitones, .osc2Octave, .osc2Semitones: return .pitch
        case .osc1Fine, .osc2Fine, .unisonDetune: return .beatRate
        case .unisonVoices, .fxChorusMix, .fxChorusDepth: return .shimmer
        case .osc1Level, .osc2Level, .ampSustain, .masterVolume: return .loudness
        case .subLevel: return .fullness
        case .noiseLevel: return .noise
        case .ampAttack: return .attack
        case .ampDecay, .ampRelease: return .length
        case .env2Attack: return .riseTime
        case .env2Decay, .env2Release, .voiceGlide: return .settleTime
        case .env2ToPitch: return .pitchExcursion
        case .env2Sustain, .filterCutoff, .filterEnvAmount, .filterKeyTrack, .xmodFM, .fxDrive: return .brightness
        case .filterResonance: return .levelAtCutoff
        case .lfo1Rate, .lfo2Rate, .lfo3Rate: return .wobbleRate
        case .lfo1Depth, .lfo2Depth, .lfo3Depth: return .wobbleDepth
        case .fxDelayMix, .fxDelayFeedback, .fxReverbMix, .fxReverbDecay, .fxReverbSize: return .tail
        default: return nil
        }
    }

    /// The measure a quiz's words are judged by, and +1 or -1 for each word (B has more or less of
    /// it); or why the words cannot be checked.
    public static func plan(_ quiz: QuizTemplate) -> Result<(measure: Measure, up: Double, down: Double), Problem> {
        guard let p = quiz.controls.first else { return .failure(Problem("the quiz has no control")) }
        let up = quiz.words.up.lowercased(), down = quiz.words.down.lowercased()
        guard let u = words[up] else { return .failure(Problem("the validator does not know what '\(quiz.words.up)' means for the sound: use a word DirectionCheck knows")) }
        guard let d = words[down] else { return .failure(Problem("the validator does not know what '\(quiz.words.down)' means for the sound: use a word DirectionCheck knows")) }
        guard let measure = u.0 ?? d.0 ?? Self.measure(for: p, base: quiz.base) else {
            return .failure(Problem("no measurement is known for \(p.spec.id): add one to DirectionCheck.measure(for:base:)"))
        }
        func sign(_ s: Sense) -> Double? {
            switch s {
            case .more: return 1
            case .less: return -1
            case .longer: return measure.isTime ? 1 : measure.isRate ? -1 : nil
            case .shorter: return measure.isTime ? -1 : measure.isRate ? 1 : nil
            }
        }
        guard let su = sign(u.1), let sd = sign(d.1) else {
            return .failure(Problem("'\(quiz.words.up)'/'\(quiz.words.down)' speak of time, but \(p.spec.id) is judged by \(measure.rawValue)"))
        }
        guard su != sd else { return .failure(Problem("'\(quiz.words.up)' and '\(quiz.words.down)' say the same thing about \(measure.rawValue)")) }
        return .success((measure, su, sd))
    }

    public struct Problem: Error, Equatable { public let message: String; init(_ m: String) { message = m } }

    /// How the two sounds of one drawn question compare on `measure`: positive when B has more of it
    /// (a log2 ratio for times, rates and depths). nil when the sound gives no reading (no pitch found).
    public static func difference(_ measure: Measure, a: SoundFeatures, b: SoundFeatures, phrase: Phrase, base: Patch, control: Param) -> Double? {
        // The pitch tracker loses a fast, deep drop (an 808's punch: 60 ms): it leaves the first hops
        // unvoiced, so a deeper drop can read as a smaller one. Unless it followed nine tenths of
        // the first 300 ms of both sounds, both are read by where their spectrum sits.
        if measure == .pitchExcursion, !pitchTracked(a, phrase: phrase) || !pitchTracked(b, phrase: phrase),
           let ca = centroidExcursion(a, phrase: phrase), let cb = centroidExcursion(b, phrase: phrase) {
            return cb - ca
        }
        guard let ma = value(measure, a, phrase: phrase, base: base, control: control),
              let mb = value(measure, b, phrase: phrase, base: base, control: control) else { return nil }
        if measure.isRatio {
            // A floor so "none" against "a little" reads as a large, finite step.
            let floor = measure.isTime ? 0.005 : measure.isRate ? 0.1 : 1e-3
            return log2(max(mb, floor) / max(ma, floor))
        }
        return mb - ma
    }

    /// `measure` of one rendered sound whose `control` was moved from `base`.
    public static func value(_ measure: Measure, _ f: SoundFeatures, phrase: Phrase, base: Patch, control: Param) -> Double? {
        guard f.frameCount > 0 else { return nil }
        let power = f.rmsDB.map { pow(10, Double($0) / 10) }
        let active = sounding(f)
        let centroid = f.centroidHz.map { log2(max(Double($0), 20)) }
        switch measure {
        case .brightness:
            var num = 0.0, den = 0.0
            for h in 0..<f.frameCount where active[h] && f.centroidHz[h] > 0 { num += power[h] * Double(f.centroidHz[h]); den += power[h] }
            return den > 0 ? log2(num / den) : nil
        case .fullness:
            let lowest = phrase.notes.map(\.note).min().map(frequency) ?? 220
            return bandShare(f, below: max(300, 1.2 * lowest))
        case .noise:
            return bandShare(f, above: 5000)
        case .loudness:
            return Double(f.loudnessDB)
        case .tail:
            let end = (phrase.notes.map { $0.start + $0.length }.max() ?? 0) + 0.05
            let first = Int((end / f.hopSeconds).rounded(.up))
            let total = power.reduce(0, +)
            let tail = first < f.frameCount ? power[first...].reduce(0, +) : 0
            return 10 * log10(max(tail, 1e-12) / max(total, 1e-12))
        case .pitch:
            let voiced = f.pitchHz.filter { $0 > 0 }.map { log2(Double($0)) }.sorted()
            return voiced.isEmpty ? nil : voiced[voiced.count / 2]
        case .attack:
            return f.attackTime
        case .length:
            return Double(active.filter { $0 }.count) * f.hopSeconds
        case .beatRate:
            // Each note's own third harmonic: one pair of partials, one beat rate.
            var curve = [Double](repeating: 0, count: f.frameCount)
            for (start, end) in segments(phrase) {
                guard let note = phrase.notes.filter({ $0.start == start }).map(\.note).min() else { continue }
                let third = 3 * frequency(note) * transposition(base)
                guard let band = f.bandCenters.indices.min(by: { abs(log2(f.bandCenters[$0] / third)) < abs(log2(f.bandCenters[$1] / third)) }) else { continue }
                for h in heldHops(start, end, f) { curve[h] = Double(f.bandsDB[h * f.bandCount + band]) }
            }
            // Neighbouring harmonics leak into the band and beat at the fundamental, which the 10 ms
            // hops alias into a fast ripple of a dB or so: a 30 ms average and a 1.5 dB hysteresis
            // leave only the deep, slow swing of the detuned pair.
            let smooth = curve.indices.map { (h: Int) -> Double in
                let lo = max(0, h - 1), hi = min(curve.count - 1, h + 1)
                return curve[lo...hi].reduce(0, +) / Double(hi - lo + 1)
            }
            return wobble(smooth, f, phrase: phrase, hysteresis: 1.5).rate
        case .wobbleRate, .wobbleDepth:
            let onLoudness = control.lfoDestination.map { base.option($0) } == "amplitude"
            let curve = onLoudness ? f.rmsDB.map(Double.init) : centroid
            let w = wobble(curve, f, phrase: phrase, hysteresis: onLoudness ? 0.15 : 0.005)
            return measure == .wobbleDepth ? w.depth : w.rate
        case .shimmer:
            var total = 0.0, count = 0
            let mean = (0..<f.bandCount).map { b in (0..<f.frameCount).reduce(0.0) { $0 + Double(f.bandsDB[$1 * f.bandCount + b]) } / Double(f.frameCount) }
            let loudest = mean.max() ?? 0
            for b in 0..<f.bandCount where f.bandCenters[b] >= 150 && mean[b] > loudest - 30 {
                let curve = (0..<f.frameCount).map { Double(f.bandsDB[$0 * f.bandCount + b]) }
                total += wobble(curve, f, phrase: phrase, hysteresis: 0.15).depth
                count += 1
            }
            return count > 0 ? total / Double(count) : nil
        case .levelAtCutoff:
            let cutoff = base[.filterCutoff]
            guard let band = f.bandCenters.indices.min(by: { abs(log2(f.bandCenters[$0] / cutoff)) < abs(log2(f.bandCenters[$1] / cutoff)) }) else { return nil }
            var sum = 0.0, n = 0
            for h in 0..<f.frameCount where active[h] {
                sum += Double(f.bandsDB[h * f.bandCount + band] - f.rmsDB[h])
                n += 1
            }
            return n > 0 ? sum / Double(n) : nil
        case .riseTime:
            guard let first = phrase.notes.min(by: { $0.start < $1.start }) else { return nil }
            let hops = heldHops(first.start, first.start + first.length, f)
            guard let h0 = hops.first(where: { active[$0] }) else { return nil }
            let held = hops.filter { $0 >= h0 && active[$0] }
            let lo = centroid[h0], hi = held.map { centroid[$0] }.max() ?? lo
            guard hi > lo + 0.05 else { return 0 }
            let reached = held.first { centroid[$0] >= lo + 0.9 * (hi - lo) } ?? h0
            return Double(reached - h0) * f.hopSeconds
        case .pitchExcursion:
            // The first note's pitch track over its first 300 ms against the note's own pitch (the
            // phrase's note, transposed like the sounding oscillator). The first note only: later
            // ones overlap the release of the one before, and two pitches at once have no pitch.
            guard let (start, _) = segments(phrase).first,
                  let note = phrase.notes.filter({ $0.start == start }).map(\.note).min() else { return nil }
            let nominal = log2(frequency(note) * transposition(base))
            let voiced = heldHops(start, start + 0.3, f).filter { f.pitchHz[$0] > 0 }
            guard !voiced.isEmpty else { return nil }
            return voiced.reduce(0.0) { $0 + abs(log2(Double(f.pitchHz[$1])) - nominal) } / Double(voiced.count)
        case .settleTime:
            var total = 0.0, n = 0
            for (start, end) in segments(phrase) {
                let hops = heldHops(start, end, f).filter { active[$0] }
                guard let last = hops.last, hops.count > 2 else { continue }
                let settled = centroid[last]
                let lastAway = hops.last { abs(centroid[$0] - settled) > 50.0 / 1200 }
                total += lastAway.map { Double($0 - hops[0] + 1) * f.hopSeconds } ?? 0
                n += 1
            }
            return n > 0 ? total / Double(n) : nil
        }
    }

    static func frequency(_ note: Int) -> Double { 440 * pow(2, Double(note - 69) / 12) }

    /// The first note's first 300 ms (where `pitchExcursion` looks): its sounding hops, and the
    /// sounding hops of the rest of the note.
    static func excursionHops(_ f: SoundFeatures, phrase: Phrase) -> (early: [Int], settled: [Int])? {
        guard let (start, end) = segments(phrase).first else { return nil }
        let active = sounding(f)
        return (heldHops(start, min(end, start + 0.3), f).filter { active[$0] }, heldHops(start + 0.3, end, f).filter { active[$0] })
    }

    /// Per hop, whether the sound is within `SoundFeatures.endRange` of its peak (what the measures count).
    static func sounding(_ f: SoundFeatures) -> [Bool] { f.rmsDB.map { $0 > f.peakDB - SoundFeatures.endRange } }

    /// Whether the pitch tracker found a pitch in 90% of the sounding hops of the first note's first 300 ms.
    static func pitchTracked(_ f: SoundFeatures, phrase: Phrase) -> Bool {
        guard let early = excursionHops(f, phrase: phrase)?.early, !early.isEmpty else { return false }
        return Double(early.filter { f.pitchHz[$0] > 0 }.count) >= 0.9 * Double(early.count)
    }

    /// `pitchExcursion` read from the spectral centroid, where the pitch tracker cannot follow: how far
    /// (octaves, on average) the first 300 ms of the first note sit from where the note ends (its
    /// centroid's median over the note's last 100 ms). With the rest of the patch the same, a pitch
    /// drop moves every partial, and the centroid with them.
    static func centroidExcursion(_ f: SoundFeatures, phrase: Phrase) -> Double? {
        guard let (early, settled) = excursionHops(f, phrase: phrase), !early.isEmpty, !settled.isEmpty else { return nil }
        let octaves = { (h: Int) in log2(max(Double(f.centroidHz[h]), 20)) }
        let rest = settled.suffix(max(1, Int((0.1 / f.hopSeconds).rounded()))).map(octaves).sorted()
        let home = rest[rest.count / 2]
        return early.reduce(0.0) { $0 + abs(octaves($1) - home) } / Double(early.count)
    }

    /// How the sounding oscillator transposes the phrase's notes (osc 1, or osc 2 where osc 1 is silent).
    static func transposition(_ base: Patch) -> Double {
        let osc2 = base[.osc1Level] == 0 && base[.osc2Level] > 0
        let octave = base[osc2 ? .osc2Octave : .osc1Octave], semitones = base[osc2 ? .osc2Semitones : .osc1Semitones]
        return pow(2, octave + semitones / 12)
    }

    /// Energy in the bands under `below` (or over `above`) against all bands, over the whole sound, in dB.
    static func bandShare(_ f: SoundFeatures, below: Double = .infinity, above: Double = 0) -> Double {
        var part = 0.0, all = 0.0
        for h in 0..<f.frameCount {
            for b in 0..<f.bandCount {
                let p = pow(10, Double(f.bandsDB[h * f.bandCount + b]) / 10)
                all += p
                if f.bandCenters[b] < below && f.bandCenters[b] > above { part += p }
            }
        }
        return 10 * log10(max(part, 1e-15) / max(all, 1e-15))
    }

    /// The phrase's notes grouped by start (a chord is one segment), each to its longest key-up.
    static func segments(_ phrase: Phrase) -> [(Double, Double)] {
        var ends: [Double: Double] = [:]
        for n in phrase.notes { ends[n.start] = max(ends[n.start] ?? 0, n.start + n.length) }
        return ends.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    static func heldHops(_ start: Double, _ end: Double, _ f: SoundFeatures) -> [Int] {
        let lo = max(0, Int((start / f.hopSeconds).rounded(.up))), hi = min(f.frameCount, Int((end / f.hopSeconds).rounded(.down)))
        return lo < hi ? Array(lo..<hi) : []
    }

    /// How fast and how deep `curve` wobbles while keys are held (skipping each note's first 80 ms,
    /// its attack): per held stretch the curve less its straight-line trend; the rate counts
    /// crossings of that residual (with `hysteresis`, so noise does not count), the depth is its RMS.
    /// Stretches are weighted by their length.
    static func wobble(_ curve: [Double], _ f: SoundFeatures, phrase: Phrase, hysteresis: Double) -> (rate: Double, depth: Double) {
        var crossings = 0.0, seconds = 0.0, energy = 0.0, count = 0
        for (start, end) in segments(phrase) {
            let hops = heldHops(start + 0.08, end, f)
            guard hops.count >= 10 else { continue }
            let xs = hops.map(Double.init), ys = hops.map { curve[$0] }
            let mx = xs.reduce(0, +) / Double(xs.count), my = ys.reduce(0, +) / Double(ys.count)
            let sxx = xs.reduce(0) { $0 + ($1 - mx) * ($1 - mx) }
            let slope = sxx > 0 ? zip(xs, ys).reduce(0) { $0 + ($1.0 - mx) * ($1.1 - my) } / sxx : 0
            let residual = zip(xs, ys).map { $1 - my - slope * ($0 - mx) }
            var state = 0
            for r in residual {
                energy += r * r
                count += 1
                let now = r > hysteresis ? 1 : r < -hysteresis ? -1 : state
                if state != 0 && now != state { crossings += 1 }
                state = now
            }
            seconds += Double(hops.count) * f.hopSeconds
        }
        guard seconds > 0 else { return (0, 0) }
        return (crossings / (2 * seconds), (energy / Double(max(count, 1))).squareRoot())
    }
}
