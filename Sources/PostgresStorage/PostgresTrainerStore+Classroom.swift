import Foundation
import Lessons

/// Teachers, classes and teacher sessions (`ClassroomStore`).
extension PostgresTrainerStore {
    static let teacherColumns = "id, name, passwordHash, createdAt"
    static let classColumns = "id, teacherID, name, joinCode, createdAt, archived, joiningOpen, assignedLessonID, locksLaterLessons"
    static let sessionColumns = "tokenHash, teacherID, createdAt, expiresAt"

    public func createTeacher(_ teacher: TeacherRecord) throws(StoreError) {
        try write(duplicate: "teacher '\(teacher.name)'") { c in
            try c.query("""
                INSERT INTO teachers (id, name, passwordHash, createdAt)
                VALUES (\(teacher.id), \(teacher.name), \(teacher.passwordHash), \(teacher.createdAt.timeIntervalSince1970))
                """)
        }
    }

    public func teacher(id: String) throws(StoreError) -> TeacherRecord? {
        try read { c in try c.query("SELECT \(unescaped: Self.teacherColumns) FROM teachers WHERE id = \(id)").first.map(Self.teacher) }
    }

    public func teacher(name: String) throws(StoreError) -> TeacherRecord? {
        try read { c in
            try c.query("SELECT \(unescaped: Self.teacherColumns) FROM teachers WHERE lower(name) = lower(\(name) COLLATE \"C\")")
                .first.map(Self.teacher)
        }
    }

    public func teachers() throws(StoreError) -> [TeacherRecord] {
        // SQLite orders by the NOCASE column: by the folded name.
        try read { c in try c.query("SELECT \(unescaped: Self.teacherColumns) FROM teachers ORDER BY lower(name), id").map(Self.teacher) }
    }

    public func setPasswordHash(teacherID: String, passwordHash: String) throws(StoreError) {
        try write { c in
            if try c.query("UPDATE teachers SET passwordHash = \(passwordHash) WHERE id = \(teacherID)").affectedRows == 0 {
                throw StoreError.notFound("teacher \(teacherID)")
            }
        }
    }

    static func teacher(_ row: PGRow) throws -> TeacherRecord {
        let (id, name, hash, createdAt) = try row.decode((String, String, String, Double).self)
        return TeacherRecord(id: id, name: name, passwordHash: hash, createdAt: Date(timeIntervalSince1970: createdAt))
    }

    public func createClass(_ record: ClassRecord) throws(StoreError) {
        try write(duplicate: "class code \(record.joinCode)") { c in
            if try c.query("SELECT 1 FROM teachers WHERE id = \(record.teacherID)").rows.isEmpty {
                throw StoreError.notFound("teacher \(record.teacherID)")
            }
            try c.query("""
                INSERT INTO classes (\(unescaped: Self.classColumns))
                VALUES (\(record.id), \(record.teacherID), \(record.name), \(record.joinCode), \(record.createdAt.timeIntervalSince1970),
                        \(record.archived), \(record.joiningOpen), \(record.assignedLessonID), \(record.locksLaterLessons))
                """)
        }
    }

    public func classRecord(id: String) throws(StoreError) -> ClassRecord? {
        try read { c in try c.query("SELECT \(unescaped: Self.classColumns) FROM classes WHERE id = \(id)").first.map(Self.classRecord) }
    }

    public func classRecord(joinCode: String) throws(StoreError) -> ClassRecord? {
        try read { c in
            try c.query("SELECT \(unescaped: Self.classColumns) FROM classes WHERE lower(joinCode) = lower(\(joinCode) COLLATE \"C\")")
                .first.map(Self.classRecord)
        }
    }

    public func classes(teacherID: String) throws(StoreError) -> [ClassRecord] {
        try read { c in
            try c.query("SELECT \(unescaped: Self.classColumns) FROM classes WHERE teacherID = \(teacherID) ORDER BY createdAt, id")
                .map(Self.classRecord)
        }
    }

    static func classRecord(_ row: PGRow) throws -> ClassRecord {
        let (id, teacherID, name, joinCode, createdAt, archived, joiningOpen, assigned, locksLater)
            = try row.decode((String, String, String, String, Double, Bool, Bool, String?, Bool).self)
        return ClassRecord(id: id, teacherID: teacherID, name: name, joinCode: joinCode, createdAt: Date(timeIntervalSince1970: createdAt),
                           archived: archived, joiningOpen: joiningOpen, assignedLessonID: assigned, locksLaterLessons: locksLater)
    }

    public func createTeacherSession(_ session: TeacherSessionRecord) throws(StoreError) {
        try write(duplicate: "teacher session") { c in
            if try c.query("SELECT 1 FROM teachers WHERE id = \(session.teacherID)").rows.isEmpty {
                throw StoreError.notFound("teacher \(session.teacherID)")
            }
            try c.query("""
                INSERT INTO teacher_sessions (tokenHash, teacherID, createdAt, expiresAt)
                VALUES (\(session.tokenHash), \(session.teacherID), \(session.createdAt.timeIntervalSince1970),
                        \(session.expiresAt.timeIntervalSince1970))
                """)
        }
    }

    public func teacherSession(tokenHash: String) throws(StoreError) -> TeacherSessionRecord? {
        try read { c in
            try c.query("SELECT \(unescaped: Self.sessionColumns) FROM teacher_sessions WHERE tokenHash = \(tokenHash)")
                .first.map(Self.session)
        }
    }

    /// Also tells every instance (`PostgresSessionListener`), one notification per session deleted, in
    /// the deleting statement: it is sent when the delete commits, so no instance hears of a sign-out
    /// that did not happen.
    public func deleteTeacherSession(tokenHash: String) throws(StoreError) {
        try write { c in
            try c.query("""
                WITH ended AS (DELETE FROM teacher_sessions WHERE tokenHash = \(tokenHash) RETURNING tokenHash)
                SELECT pg_notify(\(PostgresSessionListener.channel), tokenHash) FROM ended
                """)
        }
    }

    @discardableResult
    public func deleteTeacherSessions(teacherID: String) throws(StoreError) -> Int {
        try write { c in
            try c.query("""
                WITH ended AS (DELETE FROM teacher_sessions WHERE teacherID = \(teacherID) RETURNING tokenHash)
                SELECT pg_notify(\(PostgresSessionListener.channel), tokenHash) FROM ended
                """).reduce(0) { n, _ in n + 1 }
        }
    }

    @discardableResult
    public func deleteExpiredTeacherSessions(now: Date) throws(StoreError) -> Int {
        try write { c in try c.query("DELETE FROM teacher_sessions WHERE expiresAt <= \(now.timeIntervalSince1970)").affectedRows }
    }

    static func session(_ row: PGRow) throws -> TeacherSessionRecord {
        let (tokenHash, teacherID, createdAt, expiresAt) = try row.decode((String, String, Double, Double).self)
        return TeacherSessionRecord(tokenHash: tokenHash, teacherID: teacherID, createdAt: Date(timeIntervalSince1970: createdAt),
                                    expiresAt: Date(timeIntervalSince1970: expiresAt))
    }
}
