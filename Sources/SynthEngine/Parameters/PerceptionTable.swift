import Foundation

/// The just-noticeable difference (JND) of every control: the smallest change a listener tells apart
/// in an A/B comparison, from published psychoacoustics, one row per kind of control.
///
/// A JND is given in the same measure as the control's `ParameterTolerance` (octaves for frequencies
/// and times, units otherwise; see `Param.tolerance(in:)`), at a target setting, so a lesson's pass
/// window can be compared with it: a window narrower than hearing asks the student to find what no ear
/// can (`ParameterTolerance.hearingFloor` and the course validator use `windowFactor` JNDs as the floor).
///
/// Figures come from listening tests with simple sounds and trained listeners; a synth patch heard
/// in a phrase, by students, is harder. Where a row's figure is not a published one but derived or
/// chosen, `judgement` says so and why.
public enum PerceptionTable {
    /// A pass window must be at least this many JNDs wide.
    public static let windowFactor = 1.5

    /// How one kind of control is heard.
    public enum Kind: String, Sendable, CaseIterable {
        /// Whole octaves and semitones of an oscillator: pitch.
        case pitchStep
        /// An oscillator's fine tune: heard as the beat rate against the other sounds, or as pitch.
        case fineTune
        /// Unison detune: the beat rate of the copies.
        case unisonDetune
        /// A gain of 0...1 (an oscillator, the sub, noise, sustain, velocity): its level in dB.
        case level
        /// An output level in dB.
        case decibels
        /// An envelope time: a duration, with a floor under which times sound alike.
        case envelopeTime
        /// An attack: as `envelopeTime`, with a lower floor (onsets are heard sharper than endings).
        case attackTime
        /// A glide time, in seconds on a linear knob.
        case glideTime
        /// A filter cutoff (or the decimator's rate): where the spectrum's edge sits.
        case cutoff
        /// Resonance: the height of the peak at the cutoff.
        case resonance
        /// How far an envelope moves the cutoff, in octaves.
        case sweepOctaves
        /// Key tracking: how far the cutoff follows the notes.
        case keyTrack
        /// How far an envelope bends the pitch, in semitones.
        case pitchSweep
        /// An LFO or chorus rate.
        case modulationRate
        /// An LFO's depth (tremolo, vibrato, sweep, pulse-width wobble).
        case modulationDepth
        /// Chorus depth and mix.
        case chorusAmount
        /// Pulse width.
        case pulseWidth
        /// FM index.
        case fmIndex
        /// Drive: the level of the harmonics it adds.
        case drive
        /// Bit depth: the level of the quantisation noise.
        case bitDepth
        /// Delay time: when the echo lands.
        case delayTime
        /// Delay feedback: how long the echoes go on.
        case delayFeedback
        /// Delay or reverb mix: the level of the wet sound against the dry.
        case wetLevel
        /// Reverb decay: the reverberation time.
        case reverbTime
        /// Reverb size: the length of the reverb's delay lines.
        case reverbSize
        /// Reverb damping.
        case reverbDamping
        /// Unison voices.
        case voiceCount
        /// A choice (a wave, a filter type, a destination): a different option is a different sound.
        case choice
    }

    /// One row: the figure, where it comes from, and whether it is a judgement.
    public struct Row: Sendable, Equatable {
        public let kind: Kind
        /// The figure as its source states it, in `figureUnit`.
        public let figure: Double
        public let figureUnit: String
        /// Author, year and what was measured.
        public let source: String
        /// Why the figure is chosen rather than measured, where it is.
        public let judgement: String?
    }

    // Sources, cited once each:
    // [Moore] B.C.J. Moore, "An Introduction to the Psychology of Hearing" (5th ed. 2003, ch. 6):
    //   frequency DLs of complex tones of ~0.2-0.5% (3-9 cents) for trained listeners; Zwicker & Fastl,
    //   "Psychoacoustics: Facts and Models" (1999, ch. 7), similar. 5 cents taken.
    // [Level] Intensity DL of ~0.5-1 dB for most sounds (Weber's law; Moore 2003 ch. 4; for a 1 kHz
    //   tone 1.5 dB at 20 dB SPL to 0.3 dB at 80 dB SPL). 1 dB taken: a layer inside a mix, not alone.
    // [Duration] Duration discrimination follows Weber's law with fractions of ~10-20% from about
    //   100 ms up (e.g. Abel 1972, J. Acoust. Soc. Am. 51; Haigh et al. 2021, Atten. Percept. Psychophys.
    //   83); at the shortest durations the DL stops shrinking at a few ms. 15% taken.
    // [Timing] Friberg & Sundberg 1995 (J. Acoust. Soc. Am. 98, 2524), a tone displaced in an
    //   isochronous sequence: ~6 ms below ~240 ms inter-onset intervals, ~2.5% above.
    // [AM depth] Wakefield & Viemeister 1990 (J. Acoust. Soc. Am. 88, 1367) and Ozimek & Sek 1988
    //   (Acustica 66): AM depth discrimination ~1-2 dB in 20·log10(m). 1.5 dB taken.
    // [AM rate] Lee 1994 (J. Acoust. Soc. Am. 96, 2140), Demany & Semal: modulation-rate Weber
    //   fractions of roughly 10-20% at the rates of LFOs and beats. 15% taken.
    // [RT] ISO 3382-1:2009 annex A: JND of reverberation time 5%.
    // [D/R] Larsen, Iyer, Lansing & Feng 2008 (J. Acoust. Soc. Am. 124, 450): direct-to-reverberant
    //   ratio JND 2-3 dB at 0 and 10 dB D/R. 2 dB taken.
    public static func row(_ p: Param) -> Row {
        let kind = kind(of: p)
        switch kind {
        case .pitchStep:
            return Row(kind: kind, figure: 5, figureUnit: "cents", source: "Moore 2003; Zwicker & Fastl 1999: F0 DL of complex tones ~3-9 cents", judgement: nil)
        case .fineTune:
            return Row(kind: kind, figure: 15, figureUnit: "% of the beat rate (at most 5 cents)",
                       source: "Lee 1994 / Demany & Semal (AM-rate Weber 10-20%); Moore 2003 (5 cents)",
                       judgement: "a beat's rate is proportional to the detune, so the AM-rate Weber fraction is applied to the cents; under 3 cents beats are too slow to time, so 3 cents is the floor")
        case .unisonDetune:
            return Row(kind: kind, figure: 15, figureUnit: "% of the beat rate (at least 0.5 cent)", source: "Lee 1994 / Demany & Semal: AM-rate Weber 10-20%",
                       judgement: "the copies' beat rates scale with the detune; the middle of the range")
        case .level:
            return Row(kind: kind, figure: 1, figureUnit: "dB", source: "Moore 2003; intensity DL 0.5-1 dB",
                       judgement: "the upper end, for one layer inside a mix. Near silence a step of a dB means nothing: what is heard is whether the sound is there at all. A level heard directly (an oscillator, the sub, noise, a note's sustain) is heard down to about 40 dB under a full-scale note (listening at 75-80 dB SPL over a room's 30-40 dB(A)), so near 0 the window ends at 0.01 (the JND is 0.01/1.5); calibration widens it where the rest of the sound masks the layer. A modulation amount (the mod envelope's sustain, velocity) is not heard near 0: at least 0.02")
        case .decibels:
            return Row(kind: kind, figure: 1, figureUnit: "dB", source: "Moore 2003; intensity DL 0.5-1 dB", judgement: nil)
        case .envelopeTime:
            return Row(kind: kind, figure: 15, figureUnit: "% (at least 8 ms)", source: "Abel 1972; duration Weber fraction 10-20%; Moore 2003 (intensity DL 1 dB)",
                       judgement: "the 8 ms floor: a release or decay within ~8 ms of another sounds the same (both are 'stops at once'). "
                       + "The amp decay is heard as the level falling to the sustain: under a high sustain that fall is small, and the step "
                       + "is at least the one that changes the level somewhere along the fall by the intensity DL, 1 dB "
                       + "(`decayStepHeardAsLevel`: the decay 1.25 times as long at a sustain of 0.3, 1.8 times at 0.6, 4.4 times at 0.8); a fall "
                       + "under 1 dB (a sustain above 0.891) is not heard at all")
        case .attackTime:
            return Row(kind: kind, figure: 15, figureUnit: "% (at least 3 ms)", source: "Abel 1972; duration Weber fraction 10-20%",
                       judgement: "the 3 ms floor: attacks of a few ms all sound instant (a click), so 'as fast as possible' is any of them")
        case .glideTime:
            return Row(kind: kind, figure: 15, figureUnit: "% (at least 10 ms)", source: "Abel 1972; duration Weber fraction 10-20%",
                       judgement: "the 10 ms floor: a glide shorter than that is heard as a jump")
        case .cutoff:
            return Row(kind: kind, figure: 7.5, figureUnit: "% of the frequency (x1.5 for a gentle 12 dB slope without resonance)",
                       source: "spectral-centroid (brightness) DLs of ~5-10% of the frequency",
                       judgement: "no single study: the middle of the reported range; a 12 dB/oct slope with Q <= 1 moves the spectrum less per octave, so its JND is taken 1.5 times wider")
        case .resonance:
            return Row(kind: kind, figure: 1.5, figureUnit: "dB of the peak (Q)", source: "Moore 2003; intensity DL 0.5-1 dB",
                       judgement: "the resonant peak's height is Q (20·log10 Q dB); a peak among partials is heard less sharply than a lone tone, hence 1.5 dB")
        case .sweepOctaves:
            return Row(kind: kind, figure: 7.5, figureUnit: "% of frequency at the sweep's peak", source: "as cutoff",
                       judgement: "the sweep's top is a cutoff: the cutoff's JND in octaves")
        case .keyTrack:
            return Row(kind: kind, figure: 0.1, figureUnit: "of full tracking", source: "as cutoff",
                       judgement: "over a phrase spanning about an octave, 10% tracking moves the cutoff ~0.1 octave: the cutoff's JND")
        case .pitchSweep:
            return Row(kind: kind, figure: 10, figureUnit: "% of the bend (at least 0.5 semitone)", source: "Moore 2003 (pitch DL)",
                       judgement: "a bend lasting tens of ms is heard far less sharply than a steady pitch")
        case .modulationRate:
            return Row(kind: kind, figure: 15, figureUnit: "% of the rate", source: "Lee 1994 / Demany & Semal: AM-rate Weber 10-20%", judgement: "the middle of the range")
        case .modulationDepth:
            return Row(kind: kind, figure: 1.5, figureUnit: "dB of 20·log10(m) (m at least 0.05)", source: "Wakefield & Viemeister 1990; Ozimek & Sek 1988: 1-2 dB",
                       judgement: "measured for tremolo; taken for vibrato and sweep depth too. Tremolo depth d is m = d/(2-d) in this engine (gain 1 - d·(1-lfo)/2)")
        case .chorusAmount:
            return Row(kind: kind, figure: 1.5, figureUnit: "dB of the amount (at least 0.1)", source: "Wakefield & Viemeister 1990 (modulation depth)",
                       judgement: "chorus depth and mix set how deep the comb-filter sweep modulates the sound")
        case .pulseWidth:
            return Row(kind: kind, figure: 0.02, figureUnit: "of the duty cycle", source: "Moore 2003 (level DL 1 dB)",
                       judgement: "harmonic n of a pulse is proportional to sin(pi·n·w): near w = 0.1 the fundamental moves ~1 dB per 0.012 of w, near 0.5 far less; 0.02 taken")
        case .fmIndex:
            return Row(kind: kind, figure: 12, figureUnit: "% of the index (at least 0.05)", source: "Moore 2003 (level DL 1 dB)",
                       judgement: "the first sideband grows as J1(b) ~ b/2: 12% more index is ~1 dB more sideband")
        case .drive:
            return Row(kind: kind, figure: 1, figureUnit: "dB of pre-gain (of 36)", source: "Moore 2003 (level DL 1 dB)",
                       judgement: "drive 0...1 is 0...36 dB into a soft clipper. Measured on the course's ten driven targets (courses compare, 0.05 of drive = 1.8 dB of gain): the most changed critical band moves 0.2-4.9 dB of excitation, median 1.8 dB; so 1 dB of gain is about 1 dB where the clipper is not yet saturated and far less where it is (a kick, a snare). The floor stays 1 dB of gain; calibration widens a window where the sound comparator hears no change")
        case .bitDepth:
            return Row(kind: kind, figure: 1, figureUnit: "dB of quantisation noise (6.02 dB per bit)", source: "Moore 2003 (level DL 1 dB)",
                       judgement: "one bit is 6 dB of noise: well past the JND")
        case .delayTime:
            return Row(kind: kind, figure: 5, figureUnit: "% of the time (at least 6 ms)", source: "Friberg & Sundberg 1995: 6 ms under 240 ms, 2.5% above",
                       judgement: "an echo is quieter than the notes and overlaps them, so twice the isochronous-sequence figure is taken")
        case .delayFeedback:
            return Row(kind: kind, figure: 10, figureUnit: "% of the echoes' decay time", source: "ISO 3382-1 (RT JND 5%)",
                       judgement: "discrete, sparse echoes show their decay less clearly than a dense reverb tail, so twice the RT JND; at least 0.02")
        case .wetLevel:
            return Row(kind: kind, figure: 2, figureUnit: "dB of the wet level (mix at least 0.05)", source: "Larsen et al. 2008: D/R JND 2-3 dB", judgement: nil)
        case .reverbTime:
            return Row(kind: kind, figure: 5, figureUnit: "% of RT60", source: "ISO 3382-1:2009 annex A", judgement: nil)
        case .reverbSize:
            return Row(kind: kind, figure: 10, figureUnit: "% of the delay-line length", source: "Abel 1972 (duration Weber 10-20%)",
                       judgement: "size scales the reverb's early echo spacing (20%...100% of 30-75 ms); a time Weber fraction applied to it")
        case .reverbDamping:
            return Row(kind: kind, figure: 0.1, figureUnit: "of the knob", source: "as cutoff",
                       judgement: "damping sets where the tail's treble dies; no study, a tenth of the knob")
        case .voiceCount:
            return Row(kind: kind, figure: 20, figureUnit: "% of the voices", source: "none",
                       judgement: "one copy against two is plain, six against seven hard to tell: a fifth of the count")
        case .choice:
            return Row(kind: kind, figure: 1, figureUnit: "option", source: "none", judgement: "options are different sounds; a choice is right or wrong")
        }
    }

    /// A level heard as a sound's own loudness (an oscillator, the sub, noise, a note's sustain), not a
    /// modulation amount (the mod envelope's sustain, velocity), which is heard in proportion to what
    /// it moves (the `.level` row's judgement).
    public static func isHeardLevel(_ p: Param) -> Bool {
        kind(of: p) == .level && p != .env2Sustain && p != .voiceVelocity
    }

    /// Which kind of control `p` is.
    public static func kind(of p: Param) -> Kind {
        if p.spec.scale == .choice { return .choice }
        switch p {
        case .osc1Octave, .osc1Semitones, .osc2Octave, .osc2Semitones: return .pitchStep
        case .osc1Fine, .osc2Fine: return .fineTune
        case .unisonDetune: return .unisonDetune
        case .osc1Level, .osc2Level, .subLevel, .noiseLevel, .ampSustain, .env2Sustain, .voiceVelocity: return .level
        case .masterVolume: return .decibels
        case .ampAttack, .env2Attack: return .attackTime
        case .ampDecay, .ampRelease, .env2Decay, .env2Release: return .envelopeTime
        case .voiceGlide: return .glideTime
        case .filterCutoff, .fxCrushRate: return .cutoff
        case .filterResonance: return .resonance
        case .filterEnvAmount: return .sweepOctaves
        case .filterKeyTrack: return .keyTrack
        case .env2ToPitch: return .pitchSweep
        case .lfo1Rate, .lfo2Rate, .lfo3Rate, .fxChorusRate: return .modulationRate
        case .lfo1Depth, .lfo2Depth, .lfo3Depth: return .modulationDepth
        case .fxChorusDepth, .fxChorusMix: return .chorusAmount
        case .osc1PulseWidth, .osc2PulseWidth: return .pulseWidth
        case .xmodFM: return .fmIndex
        case .fxDrive: return .drive
        case .fxCrushBits: return .bitDepth
        case .fxDelayTime: return .delayTime
        case .fxDelayFeedback: return .delayFeedback
        case .fxDelayMix, .fxReverbMix: return .wetLevel
        case .fxReverbDecay: return .reverbTime
        case .fxReverbSize: return .reverbSize
        case .fxReverbDamping: return .reverbDamping
        case .unisonVoices: return .voiceCount
        case .osc1Wave, .osc2Wave, .noiseType, .filterType, .filterSlope, .lfo1Wave, .lfo2Wave, .lfo3Wave,
             .lfo1Dest, .lfo2Dest, .lfo3Dest, .lfo1Retrigger, .lfo2Retrigger, .lfo3Retrigger, .voiceMode, .xmodSync:
            return .choice
        }
    }

    /// `p`'s JND at the setting `value` of `target`, in the measure of `p.tolerance(in: target)`
    /// (octaves for frequencies and times, units otherwise): comparable with a pass window.
    public static func jnd(_ p: Param, in target: Patch) -> Double {
        let v = target[p]
        let measure = p.tolerance(in: target).measure
        /// A step of `delta` units up from `v`, in `measure`.
        func units(_ delta: Double) -> Double { ParameterTolerance(measure, close: 0, wrong: 1).distance(v + delta, v) }
        /// A Weber fraction of `v` (at least `floor` units), in `measure`.
        func weber(_ fraction: Double, atLeast floor: Double = 0) -> Double { units(max(fraction * abs(v), floor)) }
        /// `dB` of a level: the step down from `v` (at least `lowest`) that is `dB` quieter, in units.
        func levelStep(_ dB: Double, lowest: Double) -> Double { max(v, lowest) * (1 - pow(10, -dB / 20)) }
        let cutoffRatio = 0.075
        switch kind(of: p) {
        case .pitchStep:
            // 5 cents, in the control's own unit (octaves or semitones).
            return p.spec.unit == "oct" ? 5.0 / 1200 : 5.0 / 100
        case .fineTune: return min(5, 0.15 * max(abs(v), 3))
        case .unisonDetune: return weber(0.15, atLeast: 0.5)
        case .level:
            // Near silence: see the row's judgement (a sound heard directly, or a modulation amount).
            return max(levelStep(1, lowest: 0), isHeardLevel(p) ? 0.01 / windowFactor : 0.02)
        case .decibels: return intensityDL
        case .envelopeTime:
            let time = weber(0.15, atLeast: 0.008)
            guard p == .ampDecay else { return time }
            // The whole range when the fall is never heard (ParameterRelevance leaves the decay out there).
            guard let step = decayStepHeardAsLevel(decay: v, sustain: target[.ampSustain]) else {
                return max(time, ParameterTolerance(measure, close: 0, wrong: 1).distance(p.spec.max, p.spec.min))
            }
            return max(time, units(step))
        case .attackTime: return weber(0.15, atLeast: 0.003)
        case .glideTime: return weber(0.15, atLeast: 0.01)
        case .cutoff:
            let gentle = p == .filterCutoff && target.option(.filterSlope) == "12" && target[.filterResonance] <= 1
            return log2(1 + cutoffRatio) * (gentle ? 1.5 : 1)
        case .resonance: return log2(pow(10, 1.5 / 20))
        case .sweepOctaves: return log2(1 + cutoffRatio)
        case .keyTrack: return 0.1
        case .pitchSweep: return max(0.5, 0.1 * abs(v))
        case .modulationRate: return log2(1.15)
        case .modulationDepth:
            let down = pow(10, -1.5 / 20)
            switch measure {
            case .octaves(let floor):
                // Vibrato depth is heard as a ratio: 1.5 dB of the depth, from the measure's floor.
                return log2((max(v, 0.05) + floor) / (max(v, 0.05) * down + floor))
            case .linear:
                guard let dest = p.lfoDestination, target.option(dest) == "amplitude" else { return levelStep(1.5, lowest: 0.05) }
                // Tremolo: the engine's gain runs 1...1-d, so the modulation index is m = d/(2-d).
                let m = max(v, 0.05) / (2 - max(v, 0.05)), lower = m * down
                return max(v, 0.05) - 2 * lower / (1 + lower)
            }
        case .chorusAmount: return levelStep(1.5, lowest: 0.1)
        case .pulseWidth: return 0.02
        case .fmIndex: return weber(0.12, atLeast: 0.05)
        case .drive: return 1.0 / 36
        case .bitDepth: return 1.0 / 6.02
        case .delayTime: return weber(0.05, atLeast: 0.006)
        case .delayFeedback:
            // Echo n is feedback^n: the echoes' decay time goes as 1/|ln feedback|.
            let fb = min(max(v, 0.05), 0.99)
            return max(0.02, 0.1 * fb * abs(log(fb)))
        case .wetLevel: return levelStep(2, lowest: 0.05)
        case .reverbTime:
            // FDNReverb: RT60 = 0.3 s · 40^decay, so 5% of RT is ln(1.05)/ln(40) of the knob.
            return log(1.05) / log(40)
        case .reverbSize:
            // FDNReverb: the lines scale with 0.2 + 0.8·size.
            return 0.1 * (0.2 + 0.8 * v) / 0.8
        case .reverbDamping: return 0.1
        case .voiceCount: return 0.2 * v
        case .choice: return 1
        }
    }

    /// The default patch with nothing that hides `p`'s steps: where a JND quoted for `p` alone (a trained
    /// ear's, beside a student's hearing threshold) is taken. The amp decay falls to silence there (sustain
    /// 0, as in every decay quiz of the course): under the default sustain of 0.8 its JND is 4.4 times the
    /// time (`decayStepHeardAsLevel`), not the 15 % a decay to silence shows.
    public static func heardInFull(_ p: Param) -> Patch {
        var patch = Patch()
        if p == .ampDecay { try? patch.set(.ampSustain, 0) }
        return patch
    }

    /// The intensity difference limen in dB (Moore 2003): the smallest change of level heard.
    static let intensityDL = 1.0

    /// The sustain under which the amp decay can be heard: the fall from full volume is the intensity DL.
    public static let decayHeardBelowSustain = pow(10, -intensityDL / 20)

    /// How much longer than `decay` (seconds) the amp envelope's decay must be for the two falls to
    /// differ by the intensity DL (`intensityDL`, 1 dB) somewhere, with the engine's curve (`ADSREnvelope`: exponential,
    /// reaching `sustain` at the set time); nil when no decay can (the fall is under 1 dB). At a low
    /// sustain this is a few % (the duration Weber fraction, 15 %, is then the larger step); at a high
    /// one the fall is shallow and the step large: a fall of 3 dB (sustain 0.7) needs 2.4 times the time.
    public static func decayStepHeardAsLevel(decay: Double, sustain: Double) -> Double? {
        let s = min(max(sustain, 0), 1), dB = intensityDL
        guard s < decayHeardBelowSustain else { return nil }
        guard decay > 0 else { return 0 }
        let r = ADSREnvelope.decayRatio, a = 1 - s + r, q = log(r / a)
        /// The level at `t` of a decay of `d` seconds (at least -80 dB, so a fall to 0 compares finitely).
        func level(_ t: Double, _ d: Double) -> Double { max(1e-4, t < d ? s - r + a * exp(q * t / d) : s) }
        /// The largest level difference in dB between decays of `decay` and `decay · (1 + f)`: over the
        /// longer one, and over the shorter one's own fall (which the first grid steps over once the
        /// longer is a hundred times longer, near a sustain of 0.89).
        func largest(_ f: Double) -> Double {
            let longer = decay * (1 + f)
            var most = 0.0
            for (span, n) in [(longer, 128), (decay, 64)] {
                for i in 1...n {
                    let t = span * Double(i) / Double(n)
                    most = max(most, 20 * log10(level(t, longer) / level(t, decay)))
                }
            }
            return most
        }
        // The step grows without bound as the fall nears 1 dB: the bracket grows until it holds it.
        var lo = 0.0, hi = 64.0
        while largest(hi) < dB {
            guard hi < 1e9 else { return nil }
            lo = hi
            hi *= 4
        }
        for _ in 0..<40 {
            let mid = 0.5 * (lo + hi)
            if largest(mid) >= dB { hi = mid } else { lo = mid }
        }
        return decay * hi
    }

    /// The narrowest pass window hearing allows for `p` at `target`'s setting: `windowFactor` JNDs,
    /// in the control's tolerance measure.
    public static func minimumWindow(_ p: Param, in target: Patch) -> Double { windowFactor * jnd(p, in: target) }
}
