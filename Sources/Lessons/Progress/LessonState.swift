/// Where a lesson stands for one student. Raw values are the wire spelling.
public enum LessonState: String, Sendable, Codable, CaseIterable {
    /// Passed (or read); may be opened again.
    case completed
    /// The first lesson not yet completed: the one to do next.
    case current
    /// A review challenge of the part of the course the student is in, open before its turn: passing
    /// every review of that part tests out of it (`LessonGate.TestOut`).
    case testOut
    /// Not yet reachable.
    case locked
}
