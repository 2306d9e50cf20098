import SynthEngine

/// The highest of several comparators' scores (a lesson's `{best: [params, sound]}`), the knob view
/// limiting how far a sound score may lift it.
///
/// The parameter comparator alone fails a student who found another way to the same sound; the sound
/// comparator alone can be fooled by short events that matter to the ear (a 100 ms glide). Taking the
/// best lets either kind of match pass, and the course validator still requires the start to fail.
///
/// But a sound comparison is not monotone in a knob: a delay of 0.25 s against 0.375 s lands its echoes
/// on the phrase's notes and "sounds" closer than 0.3 s does, and a release that fills the gaps between
/// staccato notes can score higher the longer it is. The ear hears those knobs plainly off, so
/// the sound may lift the knob view's score fully only while every knob is within `fullLiftWindows`
/// pass windows of the target, less and less beyond, and not at all from `ParameterComparator.plainlyOffWindows`
/// on (where the sound is not even rendered); and with a knob off, the sound score is the lowest along the
/// way from the target (`SoundPath`). `synth-trainer courses sweep` checks the result.
public struct BestOfComparator: PatchComparator {
    public let comparators: [any PatchComparator]

    /// Within this many pass windows of the target the sound may lift the score all the way.
    public static let fullLiftWindows = 1.0

    public init(_ comparators: [any PatchComparator]) { self.comparators = comparators }

    /// How much of the sound's advantage counts for an attempt whose furthest knob is `windows` pass
    /// windows off: 1 up to `fullLiftWindows`, falling linearly to 0 at `plainlyOffWindows`.
    public static func lift(windowsOff windows: Double) -> Double {
        let far = ParameterComparator.plainlyOffWindows
        return min(1, max(0, (far - windows) / (far - fullLiftWindows)))
    }

    /// The best score, sound scores lifted no more than `lift` allows above the knob view's; feedback
    /// comes from the first comparator that gives any (the knob view).
    public func score(attempt: Patch, target: Patch, lesson: Lesson) -> Comparison {
        // The knob views first: they are cheap, and they say how far the sound may lift the score.
        let knobViews = comparators.filter { $0 is ParameterComparator }
        let others = comparators.filter { !($0 is ParameterComparator) }
        var best: Comparison?
        var feedback: [ParameterFeedback] = []
        var similarity: Double?
        for c in knobViews {
            let r = c.score(attempt: attempt, target: target, lesson: lesson)
            if feedback.isEmpty { feedback = r.feedback }
            if best == nil || r.score > best!.score { best = r }
        }
        let lift = best == nil ? 1 : Self.lift(windowsOff: feedback.map(\.windowsOff).max() ?? 0)
        // Knobs all exact (switches too): nothing to lift.
        if let b = best, b.score >= 100 { return Comparison(score: 100, feedback: feedback, soundSimilarity: 100) }
        if lift > 0 {
            for c in others {
                // Judged on the way from the target, so that it never rises with the distance (`SoundPath`).
                let r = best == nil ? c.score(attempt: attempt, target: target, lesson: lesson)
                    : SoundPath.score(c, attempt: attempt, target: target, lesson: lesson, windowsOff: feedback.map(\.windowsOff).max() ?? 0,
                                      floor: min(best!.score, SoundComparator.equivalentSimilarity - 1e-9))
                if feedback.isEmpty { feedback = r.feedback }
                similarity = similarity ?? r.soundSimilarity
                let base = best?.score ?? 0
                let lifted = best == nil ? r.score : base + max(0, r.score - base) * lift
                if best == nil || lifted > best!.score { best = Comparison(score: lifted) }
            }
        }
        return Comparison(score: best?.score ?? 100, feedback: feedback, soundSimilarity: similarity)
    }
}
