import SynthEngine

/// Scores attempts the way each lesson asks (`comparator:` in its course file).
///
/// Holds the installed comparators. The parameter comparator is always there; the sound comparator is
/// optional (it needs the synth engine). A lesson asking for one that is not installed falls back to
/// the parameter comparator for that share, and `CourseValidator` says so.
public struct LessonScorer: Sendable {
    public let params: ParameterComparator
    public let sound: (any PatchComparator)?

    /// A parameter comparator without a sound comparator of its own gets the installed one, to judge
    /// switches by how different their options sound.
    public init(params: ParameterComparator = ParameterComparator(), sound: (any PatchComparator)? = nil) {
        self.params = params.sound == nil && sound is SoundComparator ? ParameterComparator(sound: sound as? SoundComparator) : params
        self.sound = sound
    }

    /// What the server and the course tools use: knobs and sound (`SoundComparator`) both installed.
    public static let standard = LessonScorer(sound: SoundComparator())

    public func isInstalled(_ kind: ComparatorKind) -> Bool {
        switch kind {
        case .params: true
        case .sound: sound != nil
        }
    }

    /// The comparator for a lesson's choice (a blend when it names several).
    public func comparator(for choice: ComparatorChoice) -> any PatchComparator {
        let parts = choice.kinds.map { kind -> BlendComparator.Part in
            let comparator: any PatchComparator = switch kind {
            case .params: params
            case .sound: sound ?? params
            }
            return BlendComparator.Part(comparator, weight: choice.weights[kind] ?? 0)
        }
        if parts.count == 1 { return parts[0].comparator }
        switch choice.rule {
        case .blend: return BlendComparator(parts)
        case .best: return BestOfComparator(parts.map(\.comparator))
        }
    }

    /// Scores a student's patch for a lesson. The patch is first reduced to what the student may
    /// change (`Lesson.attempt(from:)`). Feedback is always per control: when the lesson's comparator
    /// gives none (sound only), the parameter comparator supplies it.
    public func compare(_ patch: Patch, for lesson: Lesson) -> Comparison {
        let attempt = lesson.attempt(from: patch)
        var result = comparator(for: lesson.comparator).score(attempt: attempt, target: lesson.targetPatch, lesson: lesson)
        if result.feedback.isEmpty {
            result.feedback = params.score(attempt: attempt, target: lesson.targetPatch, lesson: lesson).feedback
        }
        // A control the ear can tell apart must not pass silently: the attempt passes only if the
        // sounds themselves are equivalent, which the sound comparator judges (and the result says).
        // A lesson scored by sound already has the similarity; only the others render it here, and
        // only when it can decide: under the pass line, or with a control plainly off, nothing passes.
        if !result.offControls.isEmpty, result.soundSimilarity == nil, result.score >= lesson.passThreshold,
           !result.feedback.contains(where: \.plainlyOff), let sound {
            result.soundSimilarity = SoundPath.score(sound, attempt: attempt, target: lesson.targetPatch, lesson: lesson,
                                                     windowsOff: result.feedback.map(\.windowsOff).max() ?? 0,
                                                     floor: SoundComparator.equivalentSimilarity - 1e-9).score
        }
        return result
    }
}
