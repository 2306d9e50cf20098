import Foundation

/// Students and their logins.
public protocol StudentStore: Sendable {
    func createStudent(_ student: StudentRecord) throws(StoreError)
    func student(id: String) throws(StoreError) -> StudentRecord?
    func student(tokenHash: String) throws(StoreError) -> StudentRecord?
    /// Moves a student into a class (or out of any, with nil), in one transaction with the class
    /// memberships: the class left keeps the student's row marked left at `at` (`removed`: by the
    /// teacher, so its code does not take them back), the class joined gets an active row. Moving
    /// to the class the student is in changes nothing. Throws `.notFound` for an unknown student or class.
    func moveStudent(studentID: String, toClass classID: String?, at: Date, removed: Bool) throws(StoreError)
    /// A teacher's removal: `moveStudent(toClass: nil, removed: true)`, only if the student is in
    /// `classID` now, checked in the same transaction, so it never lands on a class the student joined
    /// a moment before. False (nothing changed) when they are elsewhere. Throws `.notFound` for an
    /// unknown student.
    func removeStudent(studentID: String, fromClass classID: String, at: Date) throws(StoreError) -> Bool
    func students(inClass classID: String) throws(StoreError) -> [StudentRecord]
    /// Students called `name` (compared case-insensitively) in `classID`, or in no class for nil;
    /// oldest first.
    func students(named name: String, classID: String?) throws(StoreError) -> [StudentRecord]
    /// Students called `name` (compared case-insensitively) wherever they are; oldest first. A name
    /// and a secret find a student whether or not a class code is typed.
    func students(named name: String) throws(StoreError) -> [StudentRecord]
    /// Changes the student's name. Throws `.notFound`.
    func rename(studentID: String, name: String) throws(StoreError)
    /// Sets (or, with nil, clears) the secret's hash and the reset flag. Throws `.notFound`.
    func setSecret(studentID: String, secretHash: String?, reset: Bool) throws(StoreError)
    /// `setSecret` only if `condition` still holds when it writes (one statement): what the caller
    /// checked a moment before may have changed meanwhile. Returns whether it wrote.
    func setSecret(studentID: String, secretHash: String?, reset: Bool, onlyIf condition: SecretCondition) throws(StoreError) -> Bool
    /// One more token that signs the student in (a device signed in by name and secret). The first
    /// token is the record's own. Throws `.notFound` for an unknown student, `.duplicate` for a token
    /// hash in use.
    func addToken(studentID: String, tokenHash: String, at: Date) throws(StoreError)
}

extension StudentStore {
    /// Moves a student as a join or a leave of their own (not a removal), now.
    public func setClass(studentID: String, classID: String?) throws(StoreError) {
        try moveStudent(studentID: studentID, toClass: classID, at: Date(), removed: false)
    }
}

/// Per-lesson progress. Every write is durable when the call returns: the caller may acknowledge
/// it to the student, and it must survive the process being killed right after.
///
/// Progress belongs to the student (see `LessonProgress`): one row per student and lesson, whatever
/// class they are in, so joining, leaving or being removed from a class never hides any of it.
public protocol ProgressStore: Sendable {
    func progress(studentID: String) throws(StoreError) -> [LessonProgress]
    func progress(studentID: String, lessonID: String) throws(StoreError) -> LessonProgress?
    /// Every row of every student who is or was in `classID` (its members, left ones included),
    /// ordered by student then lesson: the teacher's progress table in one query.
    func progress(classID: String) throws(StoreError) -> [LessonProgress]
    /// Reads the student's record for `lessonID` (a fresh one stamped `at` if
    /// there is none), applies `change`, writes the result, all in one transaction; returns the result.
    /// Throws `.notFound` for an unknown student.
    func updateProgress(studentID: String, lessonID: String, at: Date,
                        _ change: @escaping @Sendable (LessonProgress) -> LessonProgress) throws(StoreError) -> LessonProgress
}

extension ProgressStore {
    /// Applies `LessonProgress.recording(_:)` atomically (read, merge, write in one transaction).
    public func recordAttempt(_ attempt: AttemptRecord) throws(StoreError) -> LessonProgress {
        try updateProgress(studentID: attempt.studentID, lessonID: attempt.lessonID, at: attempt.at) { $0.recording(attempt) }
    }

    public func recordReveal(studentID: String, lessonID: String, at: Date) throws(StoreError) -> LessonProgress {
        try updateProgress(studentID: studentID, lessonID: lessonID, at: at) { $0.revealing(at: at) }
    }

    /// Counts one more hint seen (at most `limit`), atomically; returns the new record.
    public func recordHint(studentID: String, lessonID: String, limit: Int, at: Date) throws(StoreError) -> LessonProgress {
        try updateProgress(studentID: studentID, lessonID: lessonID, at: at) { $0.usingHint(limit: limit, at: at) }
    }
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
    /// Changes a class in one transaction: `change` edits the stored record's changeable fields (name,
    /// code, archived, joining, assigned lesson, the lock on later lessons) and the result is written
    /// before another change reads it, so two changes made at once (a lesson chosen, then the lock ticked)
    /// both land. Returns the record as written. Throws `.notFound` for an unknown class, `.duplicate`
    /// for a join code in use.
    func updateClass(id: String, _ change: (inout ClassRecord) -> Void) throws(StoreError) -> ClassRecord
    /// Everyone who is or was in the class, by student id.
    func members(classID: String) throws(StoreError) -> [ClassMember]
    func membership(classID: String, studentID: String) throws(StoreError) -> ClassMember?
    /// Lets a removed student join with the code again (`removed` false), or not. Throws `.notFound`
    /// when the student was never in the class.
    func setRemoved(classID: String, studentID: String, removed: Bool) throws(StoreError)

    /// Throws `.notFound` if the teacher does not exist, `.duplicate` if the token hash is taken.
    func createTeacherSession(_ session: TeacherSessionRecord) throws(StoreError)
    func teacherSession(tokenHash: String) throws(StoreError) -> TeacherSessionRecord?
    /// Ends one session (logout). Deleting an unknown one is not an error.
    func deleteTeacherSession(tokenHash: String) throws(StoreError)
    /// Ends every session of a teacher (password changed); returns how many there were.
    @discardableResult
    func deleteTeacherSessions(teacherID: String) throws(StoreError) -> Int
    /// Forgets sessions that expired before `now`; returns how many.
    @discardableResult
    func deleteExpiredTeacherSessions(now: Date) throws(StoreError) -> Int
}

/// Everything the lesson service and the classroom features persist.
public typealias TrainerStore = StudentStore & ProgressStore & ClassroomStore & ThrottleStore & ResumeStore & HearingStore
    & PracticeStore

/// What must still hold for a secret to be written (`StudentStore.setSecret(...onlyIf:)`).
public enum SecretCondition: Sendable, Equatable {
    /// The student is in this class: a teacher's reset lands only on a student still in the class it
    /// was checked in (not on one who moved to another teacher's class meanwhile).
    case inClass(String)
    /// The teacher's reset still stands: of two sign-ins claiming it at once, one sets the secret.
    case resetStanding
}
