import SynthEngine

/// A sound comparison that holds all the way from the target to the attempt, and can only fall as a
/// knob moves further away.
///
/// Sound features are not monotone in a knob: a delay of 0.25 s lands its echoes on a 0.375 s target's
/// notes and compares as closer than 0.3 s; a crusher at 6 kHz compares as 99 against 3 kHz while 4.9 kHz
/// compares as 58; a release of 0.045 s compares as 37 between 0.03 s and 0.06 s at 99. The ear hears
/// none of those jumps. So the sound is compared on a grid anchored at the target: on the straight way
/// from the target to the attempt (every numeric knob moved the same share of its distance, in its
/// tolerance's measure: octaves for times and frequencies; switches as the attempt has them), every
/// `stepWindows` pass windows of the furthest knob, and the lowest score counts. A setting further along
/// the same line sees every grid point a nearer one saw, so the result never rises with the distance,
/// and the last half window before the attempt is judged by the knobs alone.
public enum SoundPath {
    /// Grid spacing in pass windows of the furthest knob.
    public static let stepWindows = 0.5

    /// The lowest of `comparator`'s scores on the grid from the target to the attempt, `windowsOff`
    /// being how many pass windows the furthest numeric knob is off (0: the switches alone are compared,
    /// at the target's knobs); stops as soon as it falls to `floor` (below which nothing it says can
    /// count). The result's `soundSimilarity` is that lowest score.
    public static func score(_ comparator: any PatchComparator, attempt: Patch, target: Patch, lesson: Lesson,
                             windowsOff: Double, floor: Double = 0) -> Comparison {
        var lowest = 100.0
        var k = windowsOff > 0 ? Int((windowsOff / stepWindows + 1e-9).rounded(.down)) : 0
        // Furthest first: the sound is likelier to have parted from the target there.
        while k >= 0, lowest > floor {
            let fraction = windowsOff > 0 ? min(1, Double(k) * stepWindows / windowsOff) : 0
            let point = partWay(attempt: attempt, target: target, lesson: lesson, fraction: fraction)
            k -= 1
            lowest = min(lowest, comparator.score(attempt: point, target: target, lesson: lesson).score)
        }
        return Comparison(score: lowest, soundSimilarity: lowest)
    }

    /// The attempt with every taught numeric control `fraction` of the way from the target's setting to the
    /// attempt's (as the parameter comparator compares it), snapped to the knob and kept in range.
    public static func partWay(attempt: Patch, target: Patch, lesson: Lesson, fraction: Double) -> Patch {
        var patch = attempt
        for p in lesson.taught where p.spec.scale != .choice {
            let a = ParameterComparator.comparable(p, attempt: attempt, target: target), t = target[p]
            guard a != t else { continue }
            if fraction <= 0 { try? patch.set(p, t); continue }
            let tolerance = lesson.tolerance(for: p)
            let d = tolerance.distance(a, t) * fraction
            let v = p.spec.quantized(tolerance.offset(t, by: a > t ? d : -d))
            try? patch.set(p, min(p.spec.max, max(p.spec.min, v.isFinite ? v : t)))
        }
        return patch
    }
}
