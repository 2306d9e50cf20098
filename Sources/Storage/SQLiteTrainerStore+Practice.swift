import Foundation
import GRDB
import Lessons

/// Daily practice (`PracticeStore`), in the table of migration v8: one JSON document per student.
extension SQLiteTrainerStore {
    public func practiceState(studentID: String) throws(StoreError) -> String? {
        try run { try pool.read { db in
            try String.fetchOne(db, sql: "SELECT state FROM practice_state WHERE studentID = ?", arguments: [studentID])
        } }
    }

    public func savePracticeState(studentID: String, json: String, at: Date) throws(StoreError) {
        try run { try pool.write { db in
            // `.notFound` for an unknown student (clearer than the foreign-key failure the insert would give).
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM students WHERE id = ?", arguments: [studentID]) == true else {
                throw StoreError.notFound("student \(studentID)")
            }
            try db.execute(sql: """
                INSERT INTO practice_state (studentID, state, updatedAt) VALUES (?, ?, ?)
                ON CONFLICT (studentID) DO UPDATE SET state = excluded.state, updatedAt = excluded.updatedAt
                """, arguments: [studentID, json, at.timeIntervalSince1970])
        } }
    }
}
