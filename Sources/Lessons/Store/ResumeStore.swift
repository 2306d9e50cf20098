import Foundation

/// Work a student left on a challenge: the knobs as they last were and the last submit's result, so a
/// reload, a dropped connection or another device picks up where they were (issue: "a reload loses
/// work"). One row per student and lesson, whatever class they are in: it is the student's desk,
/// not a grade.
public struct LessonDraft: Sendable, Equatable {
    public let studentID: String
    public let lessonID: String
    /// The student's patch as a preset string (`Patch.presetString`); nil once the lesson is passed,
    /// so a replay starts from the lesson's start like the first run.
    public var patch: String?
    /// The last submit's `result` message as the page got it (JSON), for the result screen.
    public var result: String?
    public var updatedAt: Date

    public init(studentID: String, lessonID: String, patch: String?, result: String?, updatedAt: Date) {
        self.studentID = studentID
        self.lessonID = lessonID
        self.patch = patch
        self.result = result
        self.updatedAt = updatedAt
    }
}

/// A student's recovery code as stored: its SHA-256 only.
public struct RecoveryCodeRecord: Sendable, Equatable {
    public let studentID: String
    public let codeHash: String
    public let createdAt: Date

    public init(studentID: String, codeHash: String, createdAt: Date) {
        self.studentID = studentID
        self.codeHash = codeHash
        self.createdAt = createdAt
    }
}

/// What lets a student get back to where they were: lesson drafts, and the recovery code that sets
/// a new secret when they forgot theirs and have no teacher to reset it.
public protocol ResumeStore: Sendable {
    func draft(studentID: String, lessonID: String) throws(StoreError) -> LessonDraft?
    /// Writes the whole draft (patch and result), replacing any.
    func saveDraft(_ draft: LessonDraft) throws(StoreError)
    /// Writes the patch only, keeping the result a draft already has. Throws `.notFound` for an
    /// unknown student.
    func saveDraftPatch(studentID: String, lessonID: String, patch: String, at: Date) throws(StoreError)
    /// The SHA-256 (hex) of the student's current recovery code; nil when they have none.
    func recoveryHash(studentID: String) throws(StoreError) -> String?
    /// Sets the student's recovery code (its hash) only if their code is now `replacing` (nil: they have
    /// none yet), atomically, and says whether it did: two sign-ins at once issue one code, not two of
    /// which only the last would work. Throws `.notFound` for an unknown student.
    @discardableResult
    func setRecoveryHash(studentID: String, hash: String, replacing: String?, at: Date) throws(StoreError) -> Bool
    /// A recovery in one transaction: if the student's code is still `replacing`, it becomes `codeHash`
    /// and their secret `secretHash` (any reset by a teacher is over); else nothing changes and the
    /// answer is false (another recovery used the code first: each code works once). Throws
    /// `.notFound` for an unknown student.
    func recoverSecret(studentID: String, secretHash: String, codeHash: String, replacing: String, at: Date) throws(StoreError) -> Bool
}

/// One control's staircase of one student as stored (`HearingStore`): for `store copy`.
public struct StaircaseRecord: Sendable, Equatable {
    public let studentID: String
    public let control: String
    /// `Staircase` as JSON.
    public let state: String
    public let updatedAt: Date

    public init(studentID: String, control: String, state: String, updatedAt: Date) {
        self.studentID = studentID
        self.control = control
        self.state = state
        self.updatedAt = updatedAt
    }
}

/// A student's hearing, per control: the adaptive quizzes' staircases (`Staircase`, kept as JSON),
/// from which the hearing profile is drawn.
public protocol HearingStore: Sendable {
    /// Every staircase of the student, by parameter id.
    func staircases(studentID: String) throws(StoreError) -> [String: String]
    /// Writes one staircase (JSON). Throws `.notFound` for an unknown student.
    func saveStaircase(studentID: String, control: String, json: String, at: Date) throws(StoreError)
}
