/// What a lesson asks of the student. The raw value is the wire and course-file spelling.
public enum LessonKind: String, Sendable, Codable, CaseIterable {
    /// A page to read; opening and submitting it marks it read.
    case theory
    /// A hidden target sound to match by ear.
    case challenge
    /// A listening question: two or three sounds and one multiple-choice question, drawn anew for
    /// every attempt from the lesson's `QuizTemplate`. Counts for gating like a challenge.
    case quiz

    /// Whether a pass is earned (a challenge or a quiz), rather than given for reading.
    public var isExercise: Bool { self != .theory }
}
