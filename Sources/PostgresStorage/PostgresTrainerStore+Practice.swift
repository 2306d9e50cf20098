import Foundation
import Lessons

/// Daily practice (`PracticeStore`), in the table of migration v8: one JSON document per student.
/// Two statements, kept apart from the rest of the store so they port as they are:
///
///     SELECT state FROM practice_state WHERE studentID = $1
///     INSERT INTO practice_state (studentID, state, updatedAt) VALUES ($1, $2, $3)
///     ON CONFLICT (studentID) DO UPDATE SET state = excluded.state, updatedAt = excluded.updatedAt
///
/// An unknown student makes the insert break the foreign key: `.notFound("student …")`.
extension PostgresTrainerStore {
    public func practiceState(studentID: String) throws(StoreError) -> String? {
        try read { c in
            try c.query("SELECT state FROM practice_state WHERE studentID = \(studentID)").first
                .map { try $0.decode(String.self) }
        }
    }

    public func savePracticeState(studentID: String, json: String, at: Date) throws(StoreError) {
        try write(missing: "student \(studentID)") { c in
            try c.query("""
                INSERT INTO practice_state (studentID, state, updatedAt) VALUES (\(studentID), \(json), \(at.timeIntervalSince1970))
                ON CONFLICT (studentID) DO UPDATE SET state = excluded.state, updatedAt = excluded.updatedAt
                """)
        }
    }
}
