import Foundation

/// Students and their logins.
public protocol StudentStore: Sendable {
    func createStudent(_ student: StudentRecord) throws(StoreError)
    func student(id: String) throws(StoreError) -> StudentRecord?
    func student(tokenHash: String) throws(StoreError) -> StudentRecord?
    /// Moves a student into a class (or out of any, with nil).
    func setClass(studentID: String, classID: String?) throws(StoreError)
    func students(inClass classID: String) throws(StoreError) -> [StudentRecord]
}

/// Per-lesson progress. Every write is durable when the call returns: the caller may acknowledge
/// it to the student, and it must survive the process being killed right after.
public protocol ProgressStore: Sendable {
    func progress(studentID: String) throws(StoreError) -> [LessonProgress]
    func progress(studentID: String, lessonID: String) throws(StoreError) -> LessonProgress?
    /// Applies `LessonProgress.recording(_:)` atomically (read, merge, write in one transaction).
    func recordAttempt(_ attempt: AttemptRecord) throws(StoreError) -> LessonProgress
    func recordReveal(studentID: String, lessonID: String, at: Date) throws(StoreError) -> LessonProgress
    /// Counts one more hint seen (at most `limit`), atomically; returns the new record.
    func recordHint(studentID: String, lessonID: String, limit: Int, at: Date) throws(StoreError) -> LessonProgress
}

/// Teachers and their classes.
public protocol ClassroomStore: Sendable {
    /// Throws `.duplicate` if the name is taken (names compare case-insensitively).
    func createTeacher(_ teacher: TeacherRecord) throws(StoreError)
    func teacher(id: String) throws(StoreError) -> TeacherRecord?
    func teacher(name: String) throws(StoreError) -> TeacherRecord?
    func teachers() throws(StoreError) -> [TeacherRecord]
    func setPasswordHash(teacherID: String, passwordHash: String) throws(StoreError)
    /// Throws `.duplicate` if the join code is taken.
    func createClass(_ record: ClassRecord) throws(StoreError)
    func classRecord(id: String) throws(StoreError) -> ClassRecord?
    /// Join codes compare case-insensitively.
    func classRecord(joinCode: String) throws(StoreError) -> ClassRecord?
    func classes(teacherID: String) throws(StoreError) -> [ClassRecord]
}

/// Everything the lesson service and the classroom features persist.
public typealias TrainerStore = StudentStore & ProgressStore & ClassroomStore
