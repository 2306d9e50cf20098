import Foundation

/// One submitted attempt, as handed to `ProgressStore.recordAttempt`.
public struct AttemptRecord: Sendable, Equatable {
    public let studentID: String
    public let lessonID: String
    public let score: Double
    public let passed: Bool
    /// Seconds since the previous submit (or since the lesson was opened).
    public let timeSpent: Double
    public let at: Date

    public init(studentID: String, lessonID: String, score: Double, passed: Bool, timeSpent: Double, at: Date) {
        self.studentID = studentID
        self.lessonID = lessonID
        self.score = score
        self.passed = passed
        self.timeSpent = timeSpent
        self.at = at
    }
}
