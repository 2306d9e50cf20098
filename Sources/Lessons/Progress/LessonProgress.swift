import Foundation

/// One student's record on one lesson. The update rules live here so every store applies them alike.
///
/// Progress belongs to the student, not to a class: a student who joins, leaves or is removed from a
/// class keeps every lesson, and each teacher whose table lists them sees the same record.
/// (Until schema v9 it was kept per class, which hid a removed student's work from them too; v9
/// merged those rows into one per lesson.)
public struct LessonProgress: Sendable, Equatable {
    public let studentID: String
    public let lessonID: String
    public var completed: Bool
    /// Best score of any attempt (0 before the first).
    public var bestScore: Double
    public var lastScore: Double?
    public var attempts: Int
    /// Seconds spent on the lesson, summed over attempts.
    public var timeSpent: Double
    /// The student asked to see the answer.
    public var revealed: Bool
    public var hintsUsed: Int
    public var completedAt: Date?
    public var updatedAt: Date
    /// Best stars of any passing attempt (0...3): replaying a completed lesson can raise them.
    public var stars: Int
    /// Times the target was played, summed over submits.
    public var listens: Int
    /// Attempts that failed since the last pass (or the first attempt): the run a student is on, kept
    /// across reopening the lesson, a reload and another device, so stars count every try (`Stars`).
    public var misses: Int

    public init(studentID: String, lessonID: String, completed: Bool = false, bestScore: Double = 0,
                lastScore: Double? = nil, attempts: Int = 0, timeSpent: Double = 0, revealed: Bool = false,
                hintsUsed: Int = 0, completedAt: Date? = nil, updatedAt: Date, stars: Int = 0, listens: Int = 0, misses: Int = 0) {
        self.stars = stars
        self.listens = listens
        self.misses = misses
        self.studentID = studentID
        self.lessonID = lessonID
        self.completed = completed
        self.bestScore = bestScore
        self.lastScore = lastScore
        self.attempts = attempts
        self.timeSpent = timeSpent
        self.revealed = revealed
        self.hintsUsed = hintsUsed
        self.completedAt = completedAt
        self.updatedAt = updatedAt
    }

    /// Completed by testing out (`LessonGate.TestOut`): no attempt, no stars; an earlier completion
    /// keeps its date.
    public func testedOut(at date: Date) -> LessonProgress {
        var p = self
        if !p.completed { p.completed = true; p.completedAt = date }
        p.updatedAt = date
        return p
    }

    /// After one submitted attempt. Completion is sticky: a later, worse attempt never undoes it.
    public func recording(_ attempt: AttemptRecord) -> LessonProgress {
        var p = self
        p.attempts += 1
        p.lastScore = attempt.score
        p.bestScore = max(bestScore, attempt.score)
        p.timeSpent += attempt.timeSpent
        p.stars = max(stars, attempt.stars)
        p.listens += attempt.listens
        p.misses = attempt.passed ? 0 : misses + 1
        if attempt.passed, !completed {
            p.completed = true
            p.completedAt = attempt.at
        }
        p.updatedAt = attempt.at
        return p
    }

    /// After an attempt made in practice (a review of a lesson already completed): recorded like any
    /// attempt (stars and best score only rise, completion stays), but the run of misses that costs stars
    /// on a replay is left as it was.
    public func reviewing(_ attempt: AttemptRecord) -> LessonProgress {
        var p = recording(attempt)
        p.misses = misses
        return p
    }

    public func revealing(at date: Date) -> LessonProgress {
        var p = self
        p.revealed = true
        p.updatedAt = date
        return p
    }

    /// One more hint seen, never more than `limit`.
    public func usingHint(limit: Int, at date: Date) -> LessonProgress {
        var p = self
        p.hintsUsed = min(hintsUsed + 1, limit)
        p.updatedAt = date
        return p
    }
}
