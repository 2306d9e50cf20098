import Foundation
import Lessons

/// Lesson drafts and recovery codes (`ResumeStore`), in the tables of migration v7.
extension PostgresTrainerStore {
    public func draft(studentID: String, lessonID: String) throws(StoreError) -> LessonDraft? {
        try read { c in
            try c.query("""
                SELECT studentID, lessonID, patch, result, updatedAt FROM lesson_drafts
                WHERE studentID = \(studentID) AND lessonID = \(lessonID)
                """).first.map(Self.draft)
        }
    }

    static func draft(_ row: PGRow) throws -> LessonDraft {
        let (s, l, patch, result, at) = try row.decode((String, String, String?, String?, Double).self)
        return LessonDraft(studentID: s, lessonID: l, patch: patch, result: result, updatedAt: Date(timeIntervalSince1970: at))
    }

    public func saveDraft(_ d: LessonDraft) throws(StoreError) {
        try write(missing: "student \(d.studentID)") { c in
            try c.query("""
                INSERT INTO lesson_drafts (studentID, lessonID, patch, result, updatedAt)
                VALUES (\(d.studentID), \(d.lessonID), \(d.patch), \(d.result), \(d.updatedAt.timeIntervalSince1970))
                ON CONFLICT (studentID, lessonID) DO UPDATE SET patch = excluded.patch, result = excluded.result,
                                                                 updatedAt = excluded.updatedAt
                """)
        }
    }

    public func saveDraftPatch(studentID: String, lessonID: String, patch: String, at: Date) throws(StoreError) {
        try write(missing: "student \(studentID)") { c in
            try c.query("""
                INSERT INTO lesson_drafts (studentID, lessonID, patch, result, updatedAt)
                VALUES (\(studentID), \(lessonID), \(patch), NULL, \(at.timeIntervalSince1970))
                ON CONFLICT (studentID, lessonID) DO UPDATE SET patch = excluded.patch, updatedAt = excluded.updatedAt
                """)
        }
    }

    public func staircases(studentID: String) throws(StoreError) -> [String: String] {
        try read { c in
            var out: [String: String] = [:]
            for row in try c.query("SELECT control, state FROM hearing_staircases WHERE studentID = \(studentID)") {
                let (control, state) = try row.decode((String, String).self)
                out[control] = state
            }
            return out
        }
    }

    public func saveStaircase(studentID: String, control: String, json: String, at: Date) throws(StoreError) {
        try write(missing: "student \(studentID)") { c in
            try c.query("""
                INSERT INTO hearing_staircases (studentID, control, state, updatedAt)
                VALUES (\(studentID), \(control), \(json), \(at.timeIntervalSince1970))
                ON CONFLICT (studentID, control) DO UPDATE SET state = excluded.state, updatedAt = excluded.updatedAt
                """)
        }
    }

    public func recoveryHash(studentID: String) throws(StoreError) -> String? {
        try read { c in
            try c.query("SELECT codeHash FROM student_recovery WHERE studentID = \(studentID)").first
                .map { try $0.decode(String.self) }
        }
    }

    public func recoverSecret(studentID: String, secretHash: String, codeHash: String, replacing: String,
                              at: Date) throws(StoreError) -> Bool {
        try write { c in
            guard try Self.replaceCode(c, studentID, with: codeHash, replacing: replacing, at: at) else { return false }
            try c.query("UPDATE students SET secretHash = \(secretHash), secretReset = false WHERE id = \(studentID)")
            return true
        }
    }

    @discardableResult
    public func setRecoveryHash(studentID: String, hash: String, replacing: String?, at: Date) throws(StoreError) -> Bool {
        try write(missing: "student \(studentID)") { c in
            if let replacing { return try Self.replaceCode(c, studentID, with: hash, replacing: replacing, at: at) }
            // One statement: a concurrent first code waits on the key, then finds it taken.
            return try c.query("""
                INSERT INTO student_recovery (studentID, codeHash, createdAt) VALUES (\(studentID), \(hash), \(at.timeIntervalSince1970))
                ON CONFLICT (studentID) DO NOTHING
                """).affectedRows == 1
        }
    }

    /// The student's code becomes `hash` if it is `replacing` now (in the caller's transaction): a change
    /// at the same moment waits on the code's row, then finds it changed.
    static func replaceCode(_ c: PostgresConnectionPool.Lease, _ studentID: String, with hash: String, replacing: String,
                            at: Date) throws -> Bool {
        guard try c.query("SELECT 1 FROM students WHERE id = \(studentID) FOR NO KEY UPDATE").first != nil else {
            throw StoreError.notFound("student \(studentID)")
        }
        return try c.query("""
            UPDATE student_recovery SET codeHash = \(hash), createdAt = \(at.timeIntervalSince1970)
            WHERE studentID = \(studentID) AND codeHash = \(replacing)
            """).affectedRows == 1
    }
}
