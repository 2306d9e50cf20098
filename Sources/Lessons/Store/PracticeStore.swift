import Foundation

/// A student's daily practice, kept whole: the Leitner box and due day of every reviewed lesson, the
/// streak of days practised and today's session (`PracticeState`, as JSON). One row per student: the
/// state is small (a few dozen bytes per completed lesson) and always read and written together.
///
/// Read, change, write: two tabs of one student finishing practice items at the same instant could
/// lose one box move (a convenience, never a grade: stars and completion live in `ProgressStore`).
public protocol PracticeStore: Sendable {
    /// The student's practice state (JSON), nil before their first practice.
    func practiceState(studentID: String) throws(StoreError) -> String?
    /// Replaces the student's practice state. Throws `.notFound` for an unknown student.
    func savePracticeState(studentID: String, json: String, at: Date) throws(StoreError)
}

/// One student's practice state as stored: for `store copy`.
public struct PracticeStateRecord: Sendable, Equatable {
    public let studentID: String
    /// `PracticeState` as JSON.
    public let state: String
    public let updatedAt: Date

    public init(studentID: String, state: String, updatedAt: Date) {
        self.studentID = studentID
        self.state = state
        self.updatedAt = updatedAt
    }
}
