import Foundation
import SynthEngine

/// Beginner words for feedback: what the student hears and which way to turn the knob.
///
/// "tooHigh" means the student's value is above the target's; the words say what that sounds like
/// ("too dark, open it up") rather than naming numbers, because the lesson is about listening.
public enum FeedbackWording {
    public static func message(for p: Param, verdict: Verdict, attempt: Patch, target: Patch) -> String {
        let label = Self.label(p)
        switch verdict {
        // The page shows the verdict ("Right", "Close") beside these words: they do not say it again
        // ("Right · Right, keep it" read as a stutter).
        case .right:
            return "\(label): keep it"
        case .close:
            // A switch is "close" only when its option sounds the same as the target's in this phrase.
            return p.spec.scale == .choice ? "\(label): sounds the same as the target here, keep it" : "\(label): leave it there"
        case .tooHigh, .tooLow, .wrong:
            break
        }
        let high = verdict == .tooHigh
        switch p {
        case .osc1Wave, .osc2Wave:
            return "\(label): " + waveAdvice(attempt: attempt.option(p), target: target.option(p))
        case .osc1PulseWidth, .osc2PulseWidth:
            // Distance from 50% is what the ear hears: further out is thinner and more nasal.
            let thinner = abs(attempt[p] - 0.5) > abs(target[p] - 0.5)
            return "\(label): " + (thinner ? "too thin and nasal, move it back towards 50%"
                                           : "too hollow, make the pulse narrower for a thinner, nasal tone")
        case .osc1Octave, .osc2Octave:
            return "\(label): " + (high ? "too high, go down an octave" : "too low, go up an octave")
        case .osc1Semitones, .osc2Semitones:
            return "\(label): " + (high ? "the pitch is too high, lower the semitones" : "the pitch is too low, raise the semitones")
        case .osc1Fine, .osc2Fine:
            // The size is said after it ("a fair bit higher"): "a little" here once sat beside "a fair bit".
            return "\(label): " + (high ? "tuned too high: listen to the speed of the beating and bring it down"
                                        : "tuned too low: listen to the speed of the beating and bring it up")
        case .osc1Level, .osc2Level:
            return "\(label): " + (high ? "too loud in the mix, turn it down" : "too quiet in the mix, turn it up")
        case .subLevel:
            return "\(label): " + (high ? "too much low rumble underneath, turn it down" : "not enough weight underneath, turn it up")
        case .noiseType:
            return "\(label): " + (target.option(p) == "pink" ? "too hissy and bright, try the darker noise"
                                                              : "too dull, try the brighter, hissier noise")
        case .noiseLevel:
            return "\(label): " + (high ? "too much hiss, turn it down" : "listen for the breathy hiss in the target, turn it up")
        case .ampAttack:
            return "\(label): " + (high ? "too slow, make it snappier" : "too sudden, let the sound fade in more slowly")
        case .ampDecay:
            return "\(label): " + (high ? "the sound drops away too slowly, shorten it" : "the sound dies too fast, lengthen it")
        case .ampSustain:
            return "\(label): " + (high ? "the held note stays too loud, lower it" : "the held note fades too much, raise it")
        case .ampRelease:
            return "\(label): " + (high ? "the sound rings on too long after the key is let go, shorten it"
                                        : "the sound stops too abruptly when the key is let go, lengthen the tail")
        case .env2Attack:
            return "\(label): " + (high ? "the sweep arrives too slowly, make it quicker" : "the sweep is too sudden, slow it down")
        case .env2Decay:
            return "\(label): " + (high ? "the sweep lasts too long, shorten it" : "the sweep is over too quickly, lengthen it")
        case .env2Sustain:
            return "\(label): " + (high ? "the sweep stays open too much while the key is held, lower it"
                                        : "the sweep falls back too far while the key is held, raise it")
        case .env2Release:
            return "\(label): " + (high ? "the sweep lingers too long after the key is let go, shorten it"
                                        : "the sweep closes too abruptly after the key is let go, lengthen it")
        case .env2ToPitch:
            return "\(label): " + (high ? "the pitch swoops from too high, turn it down" : "the pitch swoops from too low, turn it up")
        case .filterType:
            return "\(label): wrong type: " + filterTypeAdvice(target.option(p))
        case .filterSlope:
            return "\(label): " + (target.option(p) == "24" ? "the target cuts more steeply, try the steeper slope"
                                                            : "the target cuts more gently, try the gentler slope")
        case .filterCutoff:
            return "\(label): " + cutoffAdvice(type: target.option(.filterType), high: high)
        case .filterResonance:
            return "\(label): " + (high ? "too much whistle at the cutoff, turn it down"
                                        : "the target rings and whistles more at the cutoff, turn it up")
        case .filterKeyTrack:
            return "\(label): " + (high ? "high notes get too bright compared with low ones, lower it"
                                        : "high notes sound too dull compared with low ones, raise it")
        case .filterEnvAmount:
            return "\(label): " + (high ? "the filter sweep at the start of each note is too strong, lower it"
                                        : "the filter sweep at the start of each note is too weak, raise it")
        case .lfo1Wave, .lfo2Wave, .lfo3Wave:
            return "\(label): " + lfoWaveAdvice(target.option(p), attempt: attempt.option(p))
        case .lfo1Rate, .lfo2Rate, .lfo3Rate:
            let motion = lfoMotion(p, target)
            return "\(label): " + (high ? "the \(motion) is too fast, slow it down" : "the \(motion) is too slow, speed it up")
        case .lfo1Depth, .lfo2Depth, .lfo3Depth:
            let motion = lfoMotion(p, target)
            return "\(label): " + (high ? "the \(motion) is too strong, reduce it" : "the \(motion) is too subtle, increase it")
        case .lfo1Dest, .lfo2Dest, .lfo3Dest:
            return "\(label): listen to what moves: " + lfoDestinationAdvice(target.option(p))
        case .lfo1Retrigger, .lfo2Retrigger, .lfo3Retrigger:
            return "\(label): " + (target.option(p) == "on"
                ? "in the target every note starts its wobble the same way, turn retrigger on"
                : "in the target notes join the wobble wherever it is, turn retrigger off")
        case .voiceMode:
            return "\(label): " + voiceModeAdvice(target.option(p))
        case .voiceGlide:
            return "\(label): " + (high ? "the slide between notes is too slow, shorten it" : "the target slides between notes more slowly, lengthen it")
        case .voiceVelocity:
            return "\(label): " + (high ? "soft and hard notes differ too much in loudness, lower it"
                                        : "soft and hard notes should differ more in loudness, raise it")
        case .fxDrive:
            return "\(label): " + (high ? "too gritty, back it off" : "the target is grittier, push it harder")
        case .fxCrushBits:
            // More bits is cleaner, so "too high" means too clean.
            return "\(label): " + (high ? "too clean, lower the bits for more crunch" : "too crunchy, raise the bits")
        case .fxCrushRate:
            return "\(label): " + (high ? "too clean, lower the sample rate for more metallic fizz" : "too metallic and fizzy, raise the sample rate")
        case .fxDelayTime:
            return "\(label): " + (high ? "the echoes come too late, shorten it" : "the echoes come too soon, lengthen it")
        case .fxDelayFeedback:
            return "\(label): " + (high ? "too many repeats, lower it" : "the target repeats more times, raise it")
        case .fxDelayMix:
            return "\(label): " + (high ? "the echoes are too loud, turn them down" : "the echoes are too quiet, turn them up")
        case .fxReverbSize:
            return "\(label): " + (high ? "the room sounds too big, make it smaller" : "the room sounds too small, make it bigger")
        case .fxReverbDecay:
            return "\(label): " + (high ? "the reverb tail rings too long, shorten it" : "the reverb tail dies too soon, lengthen it")
        case .fxReverbDamping:
            return "\(label): " + (high ? "the reverb tail is too dull, lower the damping" : "the reverb tail is too bright, raise the damping")
        case .fxReverbMix:
            return "\(label): " + (high ? "too much reverb, make it drier" : "the target sits in more reverb, turn it up")
        case .masterVolume:
            return "\(label): " + (high ? "too loud, turn it down" : "too quiet, turn it up")
        case .unisonVoices:
            return "\(label): " + (high ? "too thick and swirling, use fewer copies" : "the target is a thicker stack, add copies")
        case .unisonDetune:
            return "\(label): " + (high ? "the copies beat too fast and wide, detune less"
                                        : "the target's copies spread wider and shimmer faster, detune more")
        case .xmodSync:
            return "\(label): " + (target.option(p) == "on" ? "the target has the hard, tearing edge of sync, turn it on"
                                                            : "the target has no sync edge, turn it off")
        case .xmodFM:
            return "\(label): " + (high ? "too clangy and metallic, lower the FM" : "the target rings with more metallic overtones, raise the FM")
        case .fxChorusMix:
            return "\(label): " + (high ? "too swirly, use less chorus" : "the target is thicker and shimmers more, add chorus")
        case .fxChorusRate:
            return "\(label): " + (high ? "the shimmer moves too fast, slow it down" : "the shimmer moves too slowly, speed it up")
        case .fxChorusDepth:
            return "\(label): " + (high ? "the chorus wobbles too far, reduce the depth" : "the chorus is too subtle, increase the depth")
        }
    }

    /// How far to turn, in words a student understands, for a numeric knob that is off: "go down about
    /// two octaves", "a little longer", "much higher". `compared` is the attempt's value as the comparator
    /// sees it (a mirrored pulse width, say). The size is counted in just-noticeable differences of the
    /// perception table: up to 2 is "just a touch" (where "close" ends), up to 5 "a little", up to 12
    /// "a fair bit" (plain "lower" after "lower it" read as a stutter), beyond "much"; a level heard
    /// directly is counted in dB (a JND a dB); frequencies about an octave or more away are said in
    /// octaves to the half octave, times that far as how many times too long or short. Nil for switches
    /// and for whole octave and semitone steps (their words already say how far).
    /// `high`: whether the knob is above the target as the student turns it (the comparator's verdict,
    /// `ParameterComparator.isAbove`: a mirrored attempt lies the other way); by default, `compared` above it.
    public static func stepAdvice(for p: Param, compared: Double, target: Patch, high: Bool? = nil) -> String? {
        let spec = p.spec
        guard spec.scale != .choice, spec.step == nil, compared != target[p] else { return nil }
        let measure = p.tolerance(in: target).measure
        let distance = ParameterTolerance(measure, close: 0, wrong: 1).distance(compared, target[p])
        guard var jnds = jndsOff(p, compared: compared, target: target) else { return nil }
        // A level's size in dB, a JND a dB (the table's figure): counted in units at the target's level,
        // half the level under a full sustain was "a little" (4.6) while 60% against 25% was "much"
        // (12.9), though the two are 6 and 7.6 dB apart (session 35's walk). Quieter than -40 dB under
        // full scale counts as -40 dB (silence, as the table's floor says). Only levels heard directly:
        // a modulation amount is heard in proportion (`PerceptionTable.isHeardLevel`).
        if PerceptionTable.isHeardLevel(p) {
            let floor = 0.01
            jnds = abs(20 * log10(max(compared, floor) / max(target[p], floor)))
        }
        let high = high ?? (compared > target[p])
        let isTime = spec.unit == "s"
        let way = isTime ? (high ? "shorter" : "longer") : (high ? "lower" : "higher")
        if case .octaves = measure, distance >= 0.9 {
            if isTime {
                let times = Int(pow(2, distance).rounded())
                return "much \(way): about \(count(times)) times \(high ? "too long" : "too short")"
            }
            if spec.unit == "Hz" {
                // To the half octave: 8 Hz against 3 Hz (1.4 octaves) was "about an octave".
                let halves = Int((2 * distance).rounded())
                let whole = halves / 2, half = halves % 2 == 1
                let size = whole == 1 && !half ? "an octave" : half ? "\(count(whole)) and a half octaves" : "\(count(whole)) octaves"
                return "go \(high ? "down" : "up") about \(size)"
            }
        }
        switch jnds {
        case ...2: return "just a touch \(way)"
        case ...5: return "a little \(way)"
        case ...12: return "a fair bit \(way)"
        default: return "much \(way)"
        }
    }

    /// How far `compared` is from the target's setting of `p`, in just-noticeable differences of the
    /// perception table (in the measure the control's tolerance uses); nil for switches and stepped
    /// controls (their steps are plainly heard).
    public static func jndsOff(_ p: Param, compared: Double, target: Patch) -> Double? {
        let spec = p.spec
        guard spec.scale != .choice, spec.step == nil else { return nil }
        let distance = ParameterTolerance(p.tolerance(in: target).measure, close: 0, wrong: 1).distance(compared, target[p])
        let jnd = PerceptionTable.jnd(p, in: target)
        guard distance.isFinite, jnd > 0 else { return nil }
        return distance / jnd
    }

    static func count(_ n: Int) -> String {
        let words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        return words.indices.contains(n) ? words[n] : "\(n)"
    }

    /// "Filter cutoff" rather than the table's bare "Cutoff": feedback is read out of context.
    static func label(_ p: Param) -> String {
        switch p {
        case .filterCutoff: "Filter cutoff"
        case .filterResonance: "Filter resonance"
        case .filterSlope: "Filter slope"
        case .filterKeyTrack: "Filter key tracking"
        case .filterEnvAmount: "Filter env amount"
        case .ampAttack: "Attack"
        case .ampDecay: "Decay"
        case .ampSustain: "Sustain"
        case .ampRelease: "Release"
        default: p.spec.name
        }
    }

    /// How bright each oscillator wave sounds (more and louder overtones = brighter).
    static func brightness(_ wave: String) -> Int {
        ["sine": 0, "triangle": 1, "square": 2, "pulse": 2, "saw": 3][wave] ?? 2
    }

    static func waveAdvice(attempt: String, target: String) -> String {
        let a = brightness(attempt), t = brightness(target)
        // The theory's ladder, said with it: "smoother, rounder" sent a student on a saw whose target was
        // the square (the "hollow" wave in the theory and hints) to the sine or the triangle (session 35).
        let steps = abs(t - a) == 1 ? "one step" : "\(count(abs(t - a))) steps"
        if t > a { return "not buzzy enough: try a buzzier wave, \(steps) up (sine < triangle < square < saw)" }
        if t < a { return "too buzzy: try a less buzzy wave, \(steps) down (sine < triangle < square < saw)" }
        return "about as bright, but a different colour: compare the hollow square with the thin, nasal pulse"
    }

    static func cutoffAdvice(type: String, high: Bool) -> String {
        switch type {
        case "highpass": high ? "too thin, lower it to let more bass through" : "too much low end, raise it to thin the sound"
        case "bandpass", "notch": high ? "the band sits too high, move it down" : "the band sits too low, move it up"
        default: high ? "too bright, close it down" : "too dark, open it up"
        }
    }

    static func filterTypeAdvice(_ target: String) -> String {
        switch target {
        case "lowpass": "the target keeps the bass and softens the highs"
        case "highpass": "the target sounds thin: its low end is cut away"
        case "bandpass": "the target sounds narrow, as if through a telephone: only a middle band is left"
        default: "the target sounds full but with a hollow gap cut out of it"
        }
    }

    static func lfoWaveAdvice(_ target: String, attempt: String) -> String {
        switch (target, attempt) {
        // Between the two smooth shapes the difference is at the turns: a sine eases into them, a
        // triangle moves in straight lines and turns sharply ("rounder" would send a sine's student
        // from the sine to nowhere).
        case ("triangle", "sine"): return "the target's wobble moves at an even speed and turns sharply at its ends, try a pointed shape"
        case ("sine", "triangle"): return "the target's wobble slows down and eases into its turns, try a rounder shape"
        default: break
        }
        return switch target {
        case "sine", "triangle": "the target's wobble is smooth and even, try a rounder shape"
        case "square": "the target's wobble jumps between two settings, try a stepped shape"
        case "saw": "the target's wobble ramps and then snaps back, try a ramp shape"
        default: "the target's wobble jumps to a new random setting each time, try sample & hold"
        }
    }

    /// What an LFO's movement is called where it goes, as the lessons teach it: "tremolo" on the volume,
    /// "vibrato" on the pitch ("the wobble" there was the word a later lesson gives the wobble bass), a
    /// "wah" on the cutoff ("filter sweep" is the mod envelope's), a "swirl" on the pulse width (the
    /// theory's word; "shimmer" is the chorus's).
    static func lfoMotion(_ p: Param, _ target: Patch) -> String {
        switch p.lfoDestination.map({ target.option($0) }) {
        case "amplitude": "tremolo"
        case "pitch": "vibrato"
        case "cutoff": "wah"
        default: "pulse-width swirl"
        }
    }

    static func lfoDestinationAdvice(_ target: String) -> String {
        switch target {
        case "amplitude": "in the target the volume pulses (tremolo)"
        case "pitch": "in the target the pitch wavers (vibrato)"
        case "cutoff": "in the target the brightness sweeps up and down (a wah)"
        default: "in the target the tone colour shimmers (pulse width movement)"
        }
    }

    static func voiceModeAdvice(_ target: String) -> String {
        switch target {
        case "mono": "the target plays one note at a time, and each note starts fresh"
        case "legato": "the target slides from note to note without starting the sound again"
        default: "the target lets notes ring over each other"
        }
    }
}
