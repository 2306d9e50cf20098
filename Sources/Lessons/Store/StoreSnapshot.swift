import Foundation

/// Everything a `TrainerStore` holds, table by table: what `synth-trainer store copy` reads from one
/// store and writes into another. Each list is ordered by its key, so two snapshots of the same
/// contents compare equal.
public struct StoreSnapshot: Sendable, Equatable {
    public var teachers: [TeacherRecord]
    public var classes: [ClassRecord]
    public var students: [StudentRecord]
    /// Every token that signs a student in, each record's own `tokenHash` included.
    public var tokens: [StudentTokenRecord]
    public var progress: [LessonProgress]
    public var teacherSessions: [TeacherSessionRecord]
    /// Lesson drafts, by student then lesson.
    public var drafts: [LessonDraft]
    /// Recovery codes (hashes), by student.
    public var recoveryCodes: [RecoveryCodeRecord]
    /// Adaptive quizzes' staircases, by student then control.
    public var staircases: [StaircaseRecord]
    /// Daily practice, one document per student.
    public var practice: [PracticeStateRecord]
    /// Who is or was in which class, by class then student.
    public var members: [ClassMember]

    public init(teachers: [TeacherRecord], classes: [ClassRecord], students: [StudentRecord], tokens: [StudentTokenRecord],
                progress: [LessonProgress], teacherSessions: [TeacherSessionRecord], drafts: [LessonDraft] = [],
                recoveryCodes: [RecoveryCodeRecord] = [], staircases: [StaircaseRecord] = [],
                practice: [PracticeStateRecord] = [], members: [ClassMember] = []) {
        self.members = members
        self.practice = practice
        self.staircases = staircases
        self.drafts = drafts
        self.recoveryCodes = recoveryCodes
        self.teachers = teachers
        self.classes = classes
        self.students = students
        self.tokens = tokens
        self.progress = progress
        self.teacherSessions = teacherSessions
    }

    /// Rows per table, in the order a copy writes them.
    public var counts: StoreCounts {
        StoreCounts(teachers: teachers.count, classes: classes.count, students: students.count, tokens: tokens.count,
                    progress: progress.count, teacherSessions: teacherSessions.count, drafts: drafts.count,
                    recoveryCodes: recoveryCodes.count, staircases: staircases.count, practice: practice.count,
                    members: members.count)
    }
}

/// One token that signs a student in (a device).
public struct StudentTokenRecord: Sendable, Equatable {
    /// Lowercase hex SHA-256 of the token.
    public let tokenHash: String
    public let studentID: String
    public let createdAt: Date

    public init(tokenHash: String, studentID: String, createdAt: Date) {
        self.tokenHash = tokenHash
        self.studentID = studentID
        self.createdAt = createdAt
    }
}

/// How many rows each table of a store holds.
public struct StoreCounts: Sendable, Equatable {
    public var teachers, classes, students, tokens, progress, teacherSessions, drafts, recoveryCodes, staircases, practice, members: Int

    public init(teachers: Int, classes: Int, students: Int, tokens: Int, progress: Int, teacherSessions: Int,
                drafts: Int = 0, recoveryCodes: Int = 0, staircases: Int = 0, practice: Int = 0, members: Int = 0) {
        self.members = members
        self.practice = practice
        self.staircases = staircases
        self.drafts = drafts
        self.recoveryCodes = recoveryCodes
        self.teachers = teachers
        self.classes = classes
        self.students = students
        self.tokens = tokens
        self.progress = progress
        self.teacherSessions = teacherSessions
    }

    /// (table, rows) in the order a copy writes them, for printing.
    public var tables: [(name: String, rows: Int)] {
        [("teachers", teachers), ("classes", classes), ("students", students), ("student_tokens", tokens),
         ("progress", progress), ("teacher_sessions", teacherSessions), ("lesson_drafts", drafts),
         ("student_recovery", recoveryCodes), ("hearing_staircases", staircases),
         ("practice_state", practice), ("class_members", members)]
    }

    public var total: Int { tables.reduce(0) { $0 + $1.rows } }
}
