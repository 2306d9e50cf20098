import SynthEngine

/// Which controls can be heard at all in a patch playing a phrase. A control that makes no difference
/// to the target (the wave of a silent oscillator, the rate of an LFO with no depth, the release of an
/// envelope that has already decayed to zero when every key is let go) must not cost marks: the student
/// can leave it anywhere and the sound is the same.
public enum ParameterRelevance {
    /// Whether turning `p` changes what `patch` sounds like when it plays `phrase`.
    public static func isAudible(_ p: Param, in patch: Patch, phrase: Phrase) -> Bool {
        switch p {
        case .osc1Wave: return patch[.osc1Level] > 0
        case .osc1PulseWidth: return patch[.osc1Level] > 0 && patch.option(.osc1Wave) == "pulse"
        // The sub oscillator follows osc 1's pitch, so osc 1's tuning matters while either sounds.
        case .osc1Octave, .osc1Semitones, .osc1Fine: return patch[.osc1Level] > 0 || patch[.subLevel] > 0
        case .osc2Wave, .osc2Octave, .osc2Semitones, .osc2Fine: return patch[.osc2Level] > 0
        case .osc2PulseWidth: return patch[.osc2Level] > 0 && patch.option(.osc2Wave) == "pulse"
        case .noiseType: return patch[.noiseLevel] > 0
        case .lfo1Wave, .lfo1Rate, .lfo1Dest, .lfo1Retrigger: return patch[.lfo1Depth] > 0
        case .lfo2Wave, .lfo2Rate, .lfo2Dest, .lfo2Retrigger: return patch[.lfo2Depth] > 0
        case .lfo3Wave, .lfo3Rate, .lfo3Dest, .lfo3Retrigger: return patch[.lfo3Depth] > 0
        case .env2Attack, .env2Decay, .env2Sustain:
            return modEnvelopeIsRouted(patch)
        case .env2Release:
            return modEnvelopeIsRouted(patch)
                && !releasesFromSilence(attack: patch[.env2Attack], decay: patch[.env2Decay],
                                        sustain: patch[.env2Sustain], patch: patch, phrase: phrase)
        // With full sustain there is nothing to decay to.
        case .ampDecay: return patch[.ampSustain] < 1
        case .ampRelease:
            return !releasesFromSilence(attack: patch[.ampAttack], decay: patch[.ampDecay],
                                        sustain: patch[.ampSustain], patch: patch, phrase: phrase)
        case .voiceGlide: return patch.option(.voiceMode) != "poly"
        case .fxDelayTime, .fxDelayFeedback: return patch[.fxDelayMix] > 0
        case .fxReverbSize, .fxReverbDecay, .fxReverbDamping: return patch[.fxReverbMix] > 0
        default: return true
        }
    }

    private static func modEnvelopeIsRouted(_ patch: Patch) -> Bool {
        patch[.filterEnvAmount] != 0 || patch[.env2ToPitch] != 0
    }

    /// Slack for the engine's timing: key presses and releases land on the next 16-sample control
    /// block, and an envelope stage may end a step late through rounding (the mod envelope steps once
    /// per block). 5 ms is many blocks at any sample rate the server uses.
    static let envelopeTimingSlack = 0.005

    /// True when every key-up of `phrase` finds the envelope already at zero (sustain 0, attack and
    /// decay over): its release then starts from silence and ends at once, whatever its time, so two
    /// renders differing only in the release are identical.
    static func releasesFromSilence(attack: Double, decay: Double, sustain: Double, patch: Patch, phrase: Phrase) -> Bool {
        guard sustain == 0, let gate = shortestGate(phrase, poly: patch.option(.voiceMode) == "poly") else { return false }
        return gate >= attack + decay + envelopeTimingSlack
    }

    /// The shortest time an envelope is held open before a key-up releases it, or nil for no notes.
    ///
    /// In poly mode each key has its own voice, retriggered when the same key is struck again: a key-up
    /// ends a gate that began at the latest press of that key. In mono and legato modes one voice plays
    /// every key, so a key-up is measured from the latest press of any key (legato does not even
    /// retrigger on overlapping keys, so this undercounts: it errs towards "audible").
    static func shortestGate(_ phrase: Phrase, poly: Bool) -> Double? {
        let notes = phrase.notes.filter { $0.validationProblem == nil }
        var shortest: Double?
        for n in notes {
            let off = n.start + n.length
            // At the same instant the engine applies releases before presses, so only earlier presses count.
            let latest = notes.filter { $0.start < off && (!poly || $0.note == n.note) }.map(\.start).max() ?? n.start
            let gate = off - latest
            shortest = min(shortest ?? gate, gate)
        }
        return shortest
    }

    /// The same sound from a different setting: a square wave is a pulse wave at 50% width.
    static func sameWave(_ a: String, pulseWidthA: Double, _ b: String, pulseWidthB: Double) -> Bool {
        if a == b { return true }
        let squareWidthSlack = 0.03
        if a == "square", b == "pulse" { return abs(pulseWidthB - 0.5) <= squareWidthSlack }
        if a == "pulse", b == "square" { return abs(pulseWidthA - 0.5) <= squareWidthSlack }
        return false
    }
}
