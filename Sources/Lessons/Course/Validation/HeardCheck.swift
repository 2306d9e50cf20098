import SynthEngine

/// Whether what a challenge teaches can be heard in its phrase: the target against the target with one
/// control changed, rendered sample for sample.
///
/// "No audible difference" is stated as a level: the two renderings never differ by more than
/// `silentDifference` (-80 dBFS), far under anything heard beside the sound itself (bit-identical
/// renderings are the usual case: an LFO retriggered or not when every note starts at t = 0).
public enum HeardCheck {
    /// The largest sample difference that counts as no difference (-80 dBFS).
    public static let silentDifference: Float = 1e-4

    /// The largest absolute sample difference between two patches playing `phrase`.
    public static func difference(_ a: Patch, _ b: Patch, phrase: Phrase) -> Float {
        if a == b { return 0 }
        return OfflineRenderer.peakDifference(OfflineRenderer().render(patch: a, phrase: phrase), OfflineRenderer().render(patch: b, phrase: phrase))
    }

    /// Whether setting `p` to `value` in the lesson's target changes what the phrase sounds like;
    /// `target` gives the target's rendering (made once per lesson, when first asked for).
    static func isHeard(_ p: Param, _ value: Double, in lesson: Lesson, target: () -> [Float]) -> Bool {
        guard let changed = try? lesson.targetPatch.setting(p, to: value) else { return true }
        if changed == lesson.targetPatch { return false }
        return OfflineRenderer.peakDifference(target(), OfflineRenderer().render(patch: changed, phrase: lesson.phrase)) > silentDifference
    }

    /// Problems with `lesson`: a control the target changes from the start whose start setting sounds
    /// the same as the target's (the student cannot hear what to find), and a taught switch of which
    /// no other option is heard (it teaches nothing, and "wrong" would be feedback about nothing).
    public static func problems(_ lesson: Lesson) -> [String] {
        guard lesson.kind == .challenge else { return [] }
        var out: [String] = []
        let changed = Set(lesson.changedParameters)
        // Rendered once, when first needed: every control below is heard against it.
        var rendered: [Float]?
        func isHeard(_ p: Param, _ value: Double) -> Bool {
            Self.isHeard(p, value, in: lesson) {
                if rendered == nil { rendered = OfflineRenderer().render(patch: lesson.targetPatch, phrase: lesson.phrase) }
                return rendered!
            }
        }
        for p in lesson.taught {
            if changed.contains(p) {
                // What the table already calls inaudible in the target (the wave of a silent oscillator)
                // the validator warns about on its own; this catches what the table cannot see.
                if ParameterRelevance.isAudible(p, in: lesson.targetPatch, phrase: lesson.phrase), !isHeard(p, lesson.startPatch[p]) {
                    out.append("\(p.spec.id): the target's setting (\(describe(p, lesson.targetPatch[p]))) renders the same as the start's "
                               + "(\(describe(p, lesson.startPatch[p]))) in this phrase: stop teaching it here, or play a phrase where it is heard")
                }
            } else if p.spec.scale == .choice, p.spec.options.count > 1,
                      ParameterRelevance.isAudible(p, in: lesson.targetPatch, phrase: lesson.phrase),
                      p.spec.options.indices.map(Double.init).filter({ $0 != lesson.targetPatch[p] }).allSatisfy({ !isHeard(p, $0) }) {
                out.append("\(p.spec.id): no option renders differently from the target's (\(lesson.targetPatch.option(p))) in this phrase: "
                           + "stop showing it here, or play a phrase where it is heard")
            }
        }
        return out
    }

    static func describe(_ p: Param, _ v: Double) -> String {
        p.spec.scale == .choice ? p.spec.option(at: v) : String(format: "%g", v) + (p.spec.unit.isEmpty ? "" : " \(p.spec.unit)")
    }
}
