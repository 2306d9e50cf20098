import SynthEngine

/// The answer to a submit, as the `result` message carries it.
public struct SubmitResult: Sendable, Equatable {
    /// 0...100.
    public let score: Double
    public let passed: Bool
    public let threshold: Double
    /// One entry per control the lesson teaches.
    public let feedback: [ParameterFeedback]
    /// The lesson to go to next when passed (now unlocked), else nil.
    public let next: String?
    /// The target's settings, only once passed.
    public let targetPatch: Patch?
    /// The stored progress after this attempt (attempts, best score, time) for dashboards.
    public let progress: LessonProgress
    /// Stars this attempt earned (0 unless passed).
    public let stars: Int
    /// Why the verdict differs from what the score or the feedback alone suggests (see `LessonEngine.note`).
    public let note: String?

    public init(score: Double, passed: Bool, threshold: Double, feedback: [ParameterFeedback], next: String?,
                targetPatch: Patch?, progress: LessonProgress, stars: Int = 0, note: String? = nil) {
        self.stars = stars
        self.note = note
        self.score = score
        self.passed = passed
        self.threshold = threshold
        self.feedback = feedback
        self.next = next
        self.targetPatch = targetPatch
        self.progress = progress
    }
}
