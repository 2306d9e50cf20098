import SynthEngine

/// Compares knob settings on perceptual scales: the parameter comparator (ARCHITECTURE.md, "Scoring").
///
/// Only the controls the lesson teaches count. Each gets a closeness in 0...1 from its
/// `ParameterTolerance` (ratios in octaves for frequencies and times, units otherwise; choices are
/// right or wrong). Settings that sound the same score the same: controls the target cannot be heard
/// through are ignored (`ParameterRelevance`), a square equals a 50% pulse, a pulse of width w equals
/// one of 1 - w, and octave + semitones count as one transposition.
///
/// The score is 100 × (1 − weighted RMS of the shortfalls): RMS rather than a plain mean so that one
/// control that is plainly wrong fails the attempt even when many others are right.
public struct ParameterComparator: PatchComparator {
    /// One control's judgement.
    public struct Evaluation: Sendable, Equatable {
        public let param: Param
        /// 1 = indistinguishable, 0 = wrong.
        public let closeness: Double
        public let verdict: Verdict
        public let weight: Double
        /// Off by more than `plainlyOffWindows` pass windows: plainly audible, whatever a feature
        /// comparison says (see `ParameterFeedback.plainlyOff`).
        public var plainlyOff: Bool = false
        /// Distance from the target in pass windows (numeric controls not exactly right; else 0).
        public var windowsOff: Double = 0
        /// Inside the pass window (closeness at least `closeVerdictThreshold`), whatever the verdict.
        public var inWindow: Bool = false
    }

    /// A control this many pass windows (each at least 1.5 JND) from the target is plainly heard: the
    /// sound comparator may excuse a knob that is a little off but inaudible, not one this far off
    /// (a release of 0.15 s against 0.02 s fills the gaps between staccato notes, whatever the
    /// similarity says).
    public static let plainlyOffWindows = 4.0

    /// A verdict is "close" from this closeness up; below it the feedback says which way to turn.
    public static let closeVerdictThreshold = 0.85

    /// "Close" also means within this many just-noticeable differences (perception table): a pass
    /// window may be wider (a control the rest of the patch masks), and a setting inside it but
    /// further off than this hears which way to turn, without failing for it.
    public static let closeJNDs = 2.0

    /// Renders a switch's wrong option to hear how different it is (`switchCloseness`); nil: a wrong
    /// option scores nothing, as before there was a sound comparator to ask.
    public let sound: SoundComparator?

    /// From this similarity between the target and the target with the attempt's option of a switch, the
    /// option sounds the same here (`SoundComparator.equivalentSimilarity`); at `switchSilentFloor` and
    /// below it earns nothing, in between closeness rises linearly to just under "close".
    public static let switchSilentFloor = 40.0

    public init(sound: SoundComparator? = nil) { self.sound = sound }

    public func score(attempt: Patch, target: Patch, lesson: Lesson) -> Comparison {
        let evaluations = evaluate(attempt: attempt, target: target, lesson: lesson)
        let feedback = evaluations.map { e -> ParameterFeedback in
            var message = FeedbackWording.message(for: e.param, verdict: e.verdict, attempt: attempt, target: target)
            // A knob that is off also hears how far to turn it.
            if e.verdict == .tooHigh || e.verdict == .tooLow,
               let step = FeedbackWording.stepAdvice(for: e.param, compared: Self.comparable(e.param, attempt: attempt, target: target), target: target,
                                                     high: e.verdict == .tooHigh) {
                message += " (\(step))"
            }
            return ParameterFeedback(param: e.param, verdict: e.verdict, message: message, plainlyOff: e.plainlyOff,
                                     windowsOff: e.windowsOff, inWindow: e.inWindow)
        }
        return Comparison(score: Self.score(evaluations), feedback: feedback)
    }

    /// 100 × (1 − sqrt(Σ w·(1−c)² / Σ w)); 100 when nothing is taught.
    public static func score(_ evaluations: [Evaluation]) -> Double {
        let total = evaluations.reduce(0) { $0 + $1.weight }
        guard total > 0 else { return 100 }
        let squared = evaluations.reduce(0) { $0 + $1.weight * (1 - $1.closeness) * (1 - $1.closeness) }
        return 100 * (1 - (squared / total).squareRoot())
    }

    /// One evaluation per taught control, in table order.
    public func evaluate(attempt: Patch, target: Patch, lesson: Lesson) -> [Evaluation] {
        lesson.taught.map { p in
            let weight = lesson.weights[p] ?? Self.defaultWeight(p)
            let tolerance = target == lesson.targetPatch ? lesson.tolerance(for: p) : p.tolerance(in: target).atLeastHearing(p, in: target)
            var closeness = Self.closeness(p, attempt: attempt, target: target, phrase: lesson.phrase, tolerance: tolerance)
            var identical = false
            if p.spec.scale == .choice, closeness < 1, let sound, target == lesson.targetPatch {
                // A switch is as wrong as its option sounds different, with everything else at the target.
                let s = Self.switchSimilarity(p, option: attempt[p], lesson: lesson, sound: sound)
                closeness = Self.switchCloseness(similarity: s)
                identical = s >= 100
            }
            let verdict: Verdict
            if identical || Self.isExact(p, attempt: attempt, target: target, phrase: lesson.phrase) {
                verdict = .right
            } else if closeness >= Self.closeVerdictThreshold
                        && (FeedbackWording.jndsOff(p, compared: Self.comparable(p, attempt: attempt, target: target), target: target) ?? 0) <= Self.closeJNDs {
                verdict = .close
            } else if p.spec.scale == .choice {
                verdict = .wrong
            } else {
                verdict = Self.isAbove(p, attempt: attempt, target: target) ? .tooHigh : .tooLow
            }
            var evaluation = Evaluation(param: p, closeness: closeness, verdict: verdict, weight: weight)
            evaluation.inWindow = closeness >= Self.closeVerdictThreshold
            if verdict != .right, p.spec.scale != .choice {
                let distance = tolerance.distance(Self.comparable(p, attempt: attempt, target: target), target[p])
                evaluation.windowsOff = distance / max(tolerance.closeEdge, 1e-12)
                evaluation.plainlyOff = verdict.isOff && evaluation.windowsOff > Self.plainlyOffWindows
            }
            return evaluation
        }
    }

    /// The attempt has the target's setting, or one that cannot sound different: the same wave, the
    /// same transposition, a mirrored pulse width, or a control the target is not heard through.
    /// Values are compared at a millionth of the control's range, below any knob's resolution.
    static func isExact(_ p: Param, attempt: Patch, target: Patch, phrase: Phrase) -> Bool {
        guard ParameterRelevance.isAudible(p, in: target, phrase: phrase) else { return true }
        switch p {
        case .osc1Wave, .osc2Wave:
            return closeness(p, attempt: attempt, target: target, phrase: phrase) == 1
        case .osc1Octave, .osc1Semitones, .osc2Octave, .osc2Semitones:
            return transposition(p, attempt) == transposition(p, target)
        default:
            let spec = p.spec
            if spec.scale == .choice { return attempt[p] == target[p] }
            return abs(comparable(p, attempt: attempt, target: target) - target[p]) <= 1e-6 * (spec.max - spec.min)
        }
    }

    /// The sound comparator's similarity between the lesson's target and the target with `p` set to
    /// `option` (everything else as the target has it), in the lesson's phrase. Cached by the comparator.
    public static func switchSimilarity(_ p: Param, option: Double, lesson: Lesson, sound: SoundComparator) -> Double {
        guard let other = try? lesson.targetPatch.setting(p, to: option) else { return 0 }
        return sound.score(attempt: other, target: lesson.targetPatch, lesson: lesson).score
    }

    /// A switch's closeness from how its wrong option sounds: 1 (close) from `equivalentSimilarity` on,
    /// else rising from 0 at `switchSilentFloor` to just under the close verdict, so a near-identical
    /// option (a sine or a triangle LFO on a siren) costs little and saw against square costs all.
    public static func switchCloseness(similarity s: Double) -> Double {
        if s >= SoundComparator.equivalentSimilarity { return 1 }
        let share = (s - switchSilentFloor) / (SoundComparator.equivalentSimilarity - switchSilentFloor)
        return max(0, min(1, share)) * closeVerdictThreshold * 0.999
    }

    /// How much each control matters to the overall impression, when the lesson does not say.
    public static func defaultWeight(_ p: Param) -> Double { p.perception.weight }

    /// `tolerance`: the lesson's measured one, if any (else the standard one for the target).
    static func closeness(_ p: Param, attempt: Patch, target: Patch, phrase: Phrase, tolerance: ParameterTolerance? = nil) -> Double {
        // Inaudible in the target playing the lesson phrase: any setting sounds the same.
        guard ParameterRelevance.isAudible(p, in: target, phrase: phrase) else { return 1 }
        let spec = p.spec
        switch p {
        case .osc1Wave, .osc2Wave:
            let width: Param = p == .osc1Wave ? .osc1PulseWidth : .osc2PulseWidth
            return ParameterRelevance.sameWave(attempt.option(p), pulseWidthA: attempt[width],
                                               target.option(p), pulseWidthB: target[width]) ? 1 : 0
        case .osc1Octave, .osc1Semitones, .osc2Octave, .osc2Semitones:
            // Up an octave is the same as up twelve semitones.
            if transposition(p, attempt) == transposition(p, target) { return 1 }
        default:
            break
        }
        if spec.scale == .choice { return attempt[p] == target[p] ? 1 : 0 }
        return (tolerance ?? p.tolerance(in: target).atLeastHearing(p, in: target)).closeness(comparable(p, attempt: attempt, target: target), target[p])
    }

    /// The attempt's value as it should be compared: a pulse width mirrored to the target's side of 50%
    /// when that is nearer (w and 1 − w give the same spectrum).
    /// Likewise a fine detune of +12 cents against an untuned partner beats exactly like -12 cents.
    static func comparable(_ p: Param, attempt: Patch, target: Patch) -> Double {
        let a = attempt[p]
        let mirrored: Double
        switch p {
        case .osc1PulseWidth, .osc2PulseWidth: mirrored = 1 - a
        case .osc1Fine where target[.osc2Fine] == 0 && attempt[.osc2Fine] == 0: mirrored = -a
        case .osc2Fine where target[.osc1Fine] == 0 && attempt[.osc1Fine] == 0: mirrored = -a
        default: return a
        }
        return abs(mirrored - target[p]) < abs(a - target[p]) ? mirrored : a
    }

    /// Whether the knob is above the target's setting nearest it, the way to turn it as the student sees
    /// the knob: a mirrored attempt lies on the far side of the target's mirror. (Compared through the
    /// mirror only, -40 cents against +15 was "too high, bring it down", away from both -15 and +15;
    /// session 35's walk.)
    static func isAbove(_ p: Param, attempt: Patch, target: Patch) -> Bool {
        let compared = comparable(p, attempt: attempt, target: target)
        return (compared > target[p]) != (compared != attempt[p])
    }

    /// Semitones of transposition of the oscillator `p` belongs to.
    static func transposition(_ p: Param, _ patch: Patch) -> Double {
        switch p {
        case .osc1Octave, .osc1Semitones: 12 * patch[.osc1Octave] + patch[.osc1Semitones]
        default: 12 * patch[.osc2Octave] + patch[.osc2Semitones]
        }
    }
}
