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
    /// Stars this attempt earned (0 unless it passed; see `Stars`).
    public let stars: Int
    /// Times the target was played since the previous submit: teachers see listening per lesson.
    public let listens: Int

    public init(studentID: String, lessonID: String, score: Double, passed: Bool, timeSpent: Double, at: Date,
                stars: Int = 0, listens: Int = 0) {
        self.stars = stars
        self.listens = listens
        self.studentID = studentID
        self.lessonID = lessonID
        self.score = score
        self.passed = passed
        self.timeSpent = timeSpent
        self.at = at
    }
}
