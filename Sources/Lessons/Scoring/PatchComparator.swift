import SynthEngine

/// Scores how close a student's patch is to a lesson's target.
///
/// The comparator abstraction (ARCHITECTURE.md, "Scoring"): `ParameterComparator` compares knob settings,
/// `SoundComparator` (AudioAnalysis) renders both patches with `lesson.phrase` and compares the audio,
/// `BlendComparator` mixes them by the lesson's weights. `LessonScorer` picks per lesson.
///
/// Contract: deterministic; `score(attempt: t, target: t, ...)` is exactly 100; safe to call from
/// any thread. `attempt` arrives normalised by `Lesson.attempt(from:)`: controls the lesson does not
/// teach hold the start patch's values, which equal the target's.
public protocol PatchComparator: Sendable {
    func score(attempt: Patch, target: Patch, lesson: Lesson) -> Comparison
}
