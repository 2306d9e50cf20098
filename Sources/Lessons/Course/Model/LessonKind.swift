/// What a lesson asks of the student. The raw value is the wire and course-file spelling.
public enum LessonKind: String, Sendable, Codable, CaseIterable {
    /// A page to read; opening and submitting it marks it read.
    case theory
    /// A hidden target sound to match by ear.
    case challenge
}
