/// The rows of the parameter table. Ranges, defaults and units are stated here and nowhere else.
public enum ParameterTable {
    /// All rows, indexed by `Param.rawValue`.
    public static let specs: [ParameterSpec] = Param.allCases.map(row)

    /// Lookup by dotted id (`filter.cutoff`).
    public static let byID: [String: Param] = Dictionary(uniqueKeysWithValues: specs.map { ($0.id, $0.param) })

    /// Defaults as a dense array, the engine's and `Patch`'s starting point.
    public static let defaults: [Double] = specs.map(\.defaultValue)

    public static let oscillatorWaves = ["sine", "triangle", "saw", "square", "pulse"]
    public static let lfoWaves = ["sine", "triangle", "square", "saw", "sampleHold"]
    public static let lfoDestinations = ["amplitude", "pitch", "cutoff", "pulseWidth"]
    public static let filterTypes = ["lowpass", "highpass", "bandpass", "notch"]

    /// What 100% LFO depth does, in the engine's own scaling (`ModulationMatrix.pitchSemitones` & co.).
    static var lfoDepthHelp: String {
        func plain(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        return "How strongly the LFO moves its destination; at 100%: full tremolo, "
            + "±\(plain(ModulationMatrix.pitchSemitones)) semitones of vibrato, "
            + "±\(plain(ModulationMatrix.cutoffOctaves)) octaves of cutoff, "
            + "±\(plain(ModulationMatrix.widthSwing * 100))% pulse width."
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    private static func row(_ p: Param) -> ParameterSpec {
        func num(_ id: String, _ name: String, _ g: ParameterGroup, _ unit: String, _ scale: ParameterScale,
                 _ lo: Double, _ hi: Double, _ def: Double, step: Double? = nil, _ help: String) -> ParameterSpec {
            ParameterSpec(param: p, id: id, name: name, group: g, unit: unit, scale: scale, min: lo, max: hi,
                          defaultValue: def, step: step, options: [], help: help)
        }
        func choice(_ id: String, _ name: String, _ g: ParameterGroup, _ options: [String], _ def: String,
                    _ help: String) -> ParameterSpec {
            ParameterSpec(param: p, id: id, name: name, group: g, unit: "", scale: .choice, min: 0,
                          max: Double(options.count - 1), defaultValue: Double(options.firstIndex(of: def)!),
                          step: 1, options: options, help: help)
        }
        func time(_ id: String, _ name: String, _ g: ParameterGroup, _ def: Double, _ help: String) -> ParameterSpec {
            num(id, name, g, "s", .log, 0.001, 10, def, help)
        }
        // Oscillators 1 and 2 share their shape; osc2 starts silent so a basic patch is one oscillator.
        func osc(_ n: Int, _ field: Int) -> ParameterSpec {
            let k = "osc\(n)", N = "Osc \(n) "
            switch field {
            case 0: return choice("\(k).wave", N + "wave", .wave, oscillatorWaves, "saw",
                                  "The basic waveform: sine is pure, saw and square are rich in overtones.")
            case 1: return num("\(k).pulseWidth", N + "pulse width", .wave, "%", .linear, 0.05, 0.95, 0.5,
                               "Duty cycle of the pulse wave; 50% is a square.")
            case 2: return num("\(k).octave", N + "octave", .wave, "oct", .linear, -2, 2, 0, step: 1,
                               "Shifts the oscillator by whole octaves.")
            case 3: return num("\(k).semitones", N + "semitones", .wave, "st", .linear, -12, 12, 0, step: 1,
                               "Shifts the oscillator by semitones (7 is a fifth).")
            case 4: return num("\(k).fine", N + "fine", .wave, "ct", .linear, -100, 100, 0,
                               "Fine detune in cents; a few cents between oscillators makes a chorus-like beat.")
            default: return num("\(k).level", N + "level", .wave, "%", .linear, 0, 1, n == 1 ? 0.8 : 0,
                                "How loud this oscillator is in the mix.")
            }
        }
        func lfo(_ n: Int, _ field: Int) -> ParameterSpec {
            let k = "lfo\(n)", N = "LFO \(n) "
            switch field {
            case 0: return choice("\(k).wave", N + "wave", .lfo, lfoWaves, "sine",
                                  "Shape of the modulation; sample & hold jumps to a random value each cycle.")
            case 1: return num("\(k).rate", N + "rate", .lfo, "Hz", .log, 0.05, 20, 5,
                               "How many times per second the LFO cycles.")
            case 2: return num("\(k).depth", N + "depth", .lfo, "%", .linear, 0, 1, 0, lfoDepthHelp)
            case 3: return choice("\(k).dest", N + "destination", .lfo, lfoDestinations,
                                  ["amplitude", "pitch", "cutoff"][n - 1],
                                  "What the LFO moves: volume (tremolo), pitch (vibrato), cutoff (sweep) or pulse width.")
            default: return choice("\(k).retrigger", N + "retrigger", .lfo, ["off", "on"], "off",
                                   "Restart the LFO cycle at every new note.")
            }
        }

        switch p {
        case .osc1Wave: return osc(1, 0)
        case .osc1PulseWidth: return osc(1, 1)
        case .osc1Octave: return osc(1, 2)
        case .osc1Semitones: return osc(1, 3)
        case .osc1Fine: return osc(1, 4)
        case .osc1Level: return osc(1, 5)
        case .osc2Wave: return osc(2, 0)
        case .osc2PulseWidth: return osc(2, 1)
        case .osc2Octave: return osc(2, 2)
        case .osc2Semitones: return osc(2, 3)
        case .osc2Fine: return osc(2, 4)
        case .osc2Level: return osc(2, 5)
        case .subLevel:
            return num("sub.level", "Sub level", .wave, "%", .linear, 0, 1, 0,
                       "A sine one octave below osc 1, for weight in the low end.")
        case .noiseType:
            return choice("noise.type", "Noise colour", .wave, ["white", "pink"], "white",
                          "White noise is bright and hissy; pink noise has less treble.")
        case .noiseLevel:
            return num("noise.level", "Noise level", .wave, "%", .linear, 0, 1, 0,
                       "How much noise is mixed in: breath, hats, snares.")

        case .ampAttack: return time("amp.attack", "Attack", .envelope, 0.005, "Time to rise to full volume after a key is pressed.")
        case .ampDecay: return time("amp.decay", "Decay", .envelope, 0.3, "Time to fall from full volume to the sustain level.")
        case .ampSustain:
            return num("amp.sustain", "Sustain", .envelope, "%", .linear, 0, 1, 0.8,
                       "Volume held while the key stays down.")
        case .ampRelease: return time("amp.release", "Release", .envelope, 0.2, "Time to fade out after the key is released.")
        case .env2Attack: return time("env2.attack", "Mod env attack", .envelope, 0.005, "Attack of the modulation envelope.")
        case .env2Decay: return time("env2.decay", "Mod env decay", .envelope, 0.3, "Decay of the modulation envelope.")
        case .env2Sustain:
            return num("env2.sustain", "Mod env sustain", .envelope, "%", .linear, 0, 1, 0,
                       "Level the modulation envelope holds while the key is down.")
        case .env2Release: return time("env2.release", "Mod env release", .envelope, 0.3, "Release of the modulation envelope.")
        case .env2ToPitch:
            return num("env2.toPitch", "Mod env to pitch", .envelope, "st", .linear, -48, 48, 0,
                       "Bends the pitch by this many semitones at the envelope's peak: the drop of an 808.")

        case .filterType:
            return choice("filter.type", "Filter type", .filter, filterTypes, "lowpass",
                          "Low-pass keeps the lows, high-pass the highs, band-pass a band, notch removes a band.")
        case .filterSlope:
            return choice("filter.slope", "Slope", .filter, ["12", "24"], "12",
                          "How steeply the filter cuts: 12 or 24 dB per octave.")
        case .filterCutoff:
            return num("filter.cutoff", "Cutoff", .filter, "Hz", .log, 20, 20000, 20000,
                       "The frequency where the filter starts to cut: lower is darker for a low-pass.")
        case .filterResonance:
            return num("filter.resonance", "Resonance", .filter, "Q", .log, 0.5, 20, 0.707,
                       "Emphasis at the cutoff; high values ring and whistle.")
        case .filterKeyTrack:
            return num("filter.keyTrack", "Key tracking", .filter, "%", .linear, 0, 1, 0,
                       "At 100% the cutoff follows the note, so high notes stay as bright as low ones.")
        case .filterEnvAmount:
            return num("filter.envAmount", "Env amount", .filter, "oct", .linear, -6, 6, 0,
                       "How far the modulation envelope moves the cutoff, in octaves.")

        case .lfo1Wave: return lfo(1, 0)
        case .lfo1Rate: return lfo(1, 1)
        case .lfo1Depth: return lfo(1, 2)
        case .lfo1Dest: return lfo(1, 3)
        case .lfo1Retrigger: return lfo(1, 4)
        case .lfo2Wave: return lfo(2, 0)
        case .lfo2Rate: return lfo(2, 1)
        case .lfo2Depth: return lfo(2, 2)
        case .lfo2Dest: return lfo(2, 3)
        case .lfo2Retrigger: return lfo(2, 4)
        case .lfo3Wave: return lfo(3, 0)
        case .lfo3Rate: return lfo(3, 1)
        case .lfo3Depth: return lfo(3, 2)
        case .lfo3Dest: return lfo(3, 3)
        case .lfo3Retrigger: return lfo(3, 4)

        case .voiceMode:
            return choice("voice.mode", "Voice mode", .voice, ["poly", "mono", "legato"], "poly",
                          "Poly plays chords; mono one note at a time; legato glides without retriggering.")
        case .voiceGlide:
            return num("voice.glide", "Glide", .voice, "s", .linear, 0, 2, 0,
                       "Time to slide from one note's pitch to the next (mono and legato).")
        case .voiceVelocity:
            return num("voice.velocity", "Velocity sensitivity", .voice, "%", .linear, 0, 1, 0.5,
                       "How much harder key presses play louder.")

        case .fxDrive:
            return num("fx.drive", "Drive", .effects, "%", .linear, 0, 1, 0,
                       "Distortion: pushes the sound into soft clipping for grit and harmonics.")
        case .fxCrushBits:
            return num("fx.crushBits", "Bit depth", .effects, "bit", .linear, 1, 16, 16, step: 1,
                       "Fewer bits add digital grit (16 is clean).")
        case .fxCrushRate:
            return num("fx.crushRate", "Sample rate", .effects, "Hz", .log, 500, 48000, 48000,
                       "Decimation: lower rates add metallic aliasing (48 kHz is clean).")
        case .fxDelayTime:
            return num("fx.delayTime", "Delay time", .effects, "s", .log, 0.01, 2, 0.3, "Time between echoes.")
        case .fxDelayFeedback:
            return num("fx.delayFeedback", "Delay feedback", .effects, "%", .linear, 0, 0.95, 0.35,
                       "How much of each echo feeds the next: more means more repeats.")
        case .fxDelayMix:
            return num("fx.delayMix", "Delay mix", .effects, "%", .linear, 0, 1, 0, "Level of the echoes.")
        case .fxReverbSize:
            return num("fx.reverbSize", "Reverb size", .effects, "%", .linear, 0, 1, 0.5, "Size of the simulated room.")
        case .fxReverbDecay:
            return num("fx.reverbDecay", "Reverb decay", .effects, "%", .linear, 0, 1, 0.5, "How long the reverb tail rings.")
        case .fxReverbDamping:
            return num("fx.reverbDamping", "Reverb damping", .effects, "%", .linear, 0, 1, 0.5,
                       "How quickly high frequencies die away in the tail.")
        case .fxReverbMix:
            return num("fx.reverbMix", "Reverb mix", .effects, "%", .linear, 0, 1, 0, "Level of the reverb.")
        case .unisonVoices:
            return num("unison.voices", "Unison voices", .voice, "", .linear, 1, Double(OscillatorStack.maxCopies), 1, step: 1,
                       "Copies of both oscillators per note, each slightly detuned: one is a plain voice, 7 a supersaw.")
        case .unisonDetune:
            return num("unison.detune", "Unison detune", .voice, "ct", .linear, 0, 100, 20,
                       "How far the outermost unison copies are tuned above and below the note, in cents: more is wider and more chorused.")
        case .xmodSync:
            return choice("xmod.sync", "Cross-mod sync", .wave, ["off", "on"], "off",
                          "Hard sync: osc 2 restarts its cycle whenever osc 1 starts one; tune osc 2 up for the tearing sync lead.")
        case .xmodFM:
            return num("xmod.fm", "Cross-mod FM", .wave, "", .linear, 0, 10, 0,
                       "FM: osc 2 bends osc 1's phase by up to this many radians; a sine pair at 1 is warm, at 3 to 8 a bell or an electric piano.")
        case .fxChorusMix:
            return num("fx.chorusMix", "Chorus mix", .effects, "%", .linear, 0, 1, 0,
                       "Level of the chorus: slowly detuned copies that thicken strings and pads (100% is half dry, half chorus).")
        case .fxChorusRate:
            return num("fx.chorusRate", "Chorus rate", .effects, "Hz", .log, 0.05, 5, 0.6, "How fast the chorus copies drift.")
        case .fxChorusDepth:
            return num("fx.chorusDepth", "Chorus depth", .effects, "%", .linear, 0, 1, 0.5,
                       "How far the chorus copies drift: more is a wider, more wobbly shimmer.")
        case .masterVolume:
            return num("master.volume", "Volume", .effects, "dB", .linear, -40, 0, -6,
                       "Output level; a limiter keeps the output from clipping.")
        }
    }
}
