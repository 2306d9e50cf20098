/// Where a lesson stands for one student. Raw values are the wire spelling.
public enum LessonState: String, Sendable, Codable, CaseIterable {
    /// Passed (or read); may be opened again.
    case completed
    /// The first lesson not yet completed: the one to do next.
    case current
    /// Not yet reachable.
    case locked
}
