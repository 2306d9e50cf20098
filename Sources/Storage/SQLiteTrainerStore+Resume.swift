import Foundation
import GRDB
import Lessons

/// Lesson drafts and recovery codes (`ResumeStore`), in the tables of migration v7.
extension SQLiteTrainerStore {
    public func draft(studentID: String, lessonID: String) throws(StoreError) -> LessonDraft? {
        try run { try pool.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM lesson_drafts WHERE studentID = ? AND lessonID = ?",
                             arguments: [studentID, lessonID]).map(Self.draft)
        } }
    }

    static func draft(_ row: Row) -> LessonDraft {
        LessonDraft(studentID: row["studentID"], lessonID: row["lessonID"], patch: row["patch"], result: row["result"],
                    updatedAt: Date(timeIntervalSince1970: row["updatedAt"]))
    }

    public func saveDraft(_ d: LessonDraft) throws(StoreError) {
        try run { try pool.write { db in
            try Self.ensureStudent(db, d.studentID)
            try db.execute(sql: """
                INSERT INTO lesson_drafts (studentID, lessonID, patch, result, updatedAt) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (studentID, lessonID) DO UPDATE SET patch = excluded.patch, result = excluded.result,
                                                                 updatedAt = excluded.updatedAt
                """, arguments: [d.studentID, d.lessonID, d.patch, d.result, d.updatedAt.timeIntervalSince1970])
        } }
    }

    public func saveDraftPatch(studentID: String, lessonID: String, patch: String, at: Date) throws(StoreError) {
        try run { try pool.write { db in
            try Self.ensureStudent(db, studentID)
            try db.execute(sql: """
                INSERT INTO lesson_drafts (studentID, lessonID, patch, result, updatedAt) VALUES (?, ?, ?, NULL, ?)
                ON CONFLICT (studentID, lessonID) DO UPDATE SET patch = excluded.patch, updatedAt = excluded.updatedAt
                """, arguments: [studentID, lessonID, patch, at.timeIntervalSince1970])
        } }
    }

    public func recoveryHash(studentID: String) throws(StoreError) -> String? {
        try run { try pool.read { db in
            try String.fetchOne(db, sql: "SELECT codeHash FROM student_recovery WHERE studentID = ?", arguments: [studentID])
        } }
    }

    public func recoverSecret(studentID: String, secretHash: String, codeHash: String, replacing: String,
                              at: Date) throws(StoreError) -> Bool {
        try run { try pool.write { db in
            guard try Self.replaceCode(db, studentID, with: codeHash, replacing: replacing, at: at) else { return false }
            try db.execute(sql: "UPDATE students SET secretHash = ?, secretReset = 0 WHERE id = ?", arguments: [secretHash, studentID])
            return true
        } }
    }

    @discardableResult
    public func setRecoveryHash(studentID: String, hash: String, replacing: String?, at: Date) throws(StoreError) -> Bool {
        try run { try pool.write { db in
            if let replacing { return try Self.replaceCode(db, studentID, with: hash, replacing: replacing, at: at) }
            try Self.ensureStudent(db, studentID)
            try db.execute(sql: """
                INSERT INTO student_recovery (studentID, codeHash, createdAt) VALUES (?, ?, ?) ON CONFLICT (studentID) DO NOTHING
                """, arguments: [studentID, hash, at.timeIntervalSince1970])
            return db.changesCount == 1
        } }
    }

    /// The student's code becomes `hash` if it is `replacing` now (in the caller's write transaction).
    private static func replaceCode(_ db: Database, _ studentID: String, with hash: String, replacing: String, at: Date) throws -> Bool {
        try ensureStudent(db, studentID)
        try db.execute(sql: "UPDATE student_recovery SET codeHash = ?, createdAt = ? WHERE studentID = ? AND codeHash = ?",
                       arguments: [hash, at.timeIntervalSince1970, studentID, replacing])
        return db.changesCount == 1
    }

    public func staircases(studentID: String) throws(StoreError) -> [String: String] {
        try run { try pool.read { db in
            Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT control, state FROM hearing_staircases WHERE studentID = ?",
                                                             arguments: [studentID]).map { (row) -> (String, String) in (row["control"], row["state"]) })
        } }
    }

    public func saveStaircase(studentID: String, control: String, json: String, at: Date) throws(StoreError) {
        try run { try pool.write { db in
            try Self.ensureStudent(db, studentID)
            try db.execute(sql: """
                INSERT INTO hearing_staircases (studentID, control, state, updatedAt) VALUES (?, ?, ?, ?)
                ON CONFLICT (studentID, control) DO UPDATE SET state = excluded.state, updatedAt = excluded.updatedAt
                """, arguments: [studentID, control, json, at.timeIntervalSince1970])
        } }
    }

    /// `.notFound` for an unknown student (clearer than the foreign-key failure the insert would give).
    private static func ensureStudent(_ db: Database, _ id: String) throws {
        guard try Bool.fetchOne(db, sql: "SELECT 1 FROM students WHERE id = ?", arguments: [id]) == true else {
            throw StoreError.notFound("student \(id)")
        }
    }
}
