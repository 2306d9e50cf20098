import SynthEngine

/// Which controls can be heard at all in a patch. A control that makes no difference to the target
/// (the wave of a silent oscillator, the rate of an LFO with no depth) must not cost marks: the student
/// can leave it anywhere and the sound is the same.
public enum ParameterRelevance {
    public static func isAudible(_ p: Param, in patch: Patch) -> Bool {
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
        case .env2Attack, .env2Decay, .env2Sustain, .env2Release:
            return patch[.filterEnvAmount] != 0 || patch[.env2ToPitch] != 0
        // With full sustain there is nothing to decay to.
        case .ampDecay: return patch[.ampSustain] < 1
        case .voiceGlide: return patch.option(.voiceMode) != "poly"
        case .fxDelayTime, .fxDelayFeedback: return patch[.fxDelayMix] > 0
        case .fxReverbSize, .fxReverbDecay, .fxReverbDamping: return patch[.fxReverbMix] > 0
        default: return true
        }
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
