import Foundation
import Lessons

/// Class settings and memberships (`ClassroomStore`): who is or was in a class, and the class's
/// changeable fields.
extension PostgresTrainerStore {
    static let memberColumns = "classID, studentID, joinedAt, leftAt, removed"

    public func updateClass(id: String, _ change: (inout ClassRecord) -> Void) throws(StoreError) -> ClassRecord {
        // The row is held to the end of the transaction: a change from another instance waits for this
        // one and then reads what it wrote. NO KEY: the id does not change, so a student joining the
        // class (a foreign key to it) need not wait.
        try write(duplicate: "class join code") { c in
            guard var r = try c.query("SELECT \(unescaped: Self.classColumns) FROM classes WHERE id = \(id) FOR NO KEY UPDATE")
                .first.map(Self.classRecord) else {
                throw StoreError.notFound("class \(id)")
            }
            change(&r)
            try c.query("""
                UPDATE classes SET name = \(r.name), joinCode = \(r.joinCode), archived = \(r.archived),
                    joiningOpen = \(r.joiningOpen), assignedLessonID = \(r.assignedLessonID),
                    locksLaterLessons = \(r.locksLaterLessons)
                WHERE id = \(id)
                """)
            return r
        }
    }

    public func members(classID: String) throws(StoreError) -> [ClassMember] {
        try read { c in
            try c.query("SELECT \(unescaped: Self.memberColumns) FROM class_members WHERE classID = \(classID) ORDER BY studentID")
                .map(Self.member)
        }
    }

    public func membership(classID: String, studentID: String) throws(StoreError) -> ClassMember? {
        try read { c in
            try c.query("""
                SELECT \(unescaped: Self.memberColumns) FROM class_members WHERE classID = \(classID) AND studentID = \(studentID)
                """).first.map(Self.member)
        }
    }

    public func setRemoved(classID: String, studentID: String, removed: Bool) throws(StoreError) {
        try write { c in
            if try c.query("UPDATE class_members SET removed = \(removed) WHERE classID = \(classID) AND studentID = \(studentID)")
                .affectedRows == 0 {
                throw StoreError.notFound("member \(studentID) of \(classID)")
            }
        }
    }

    static func member(_ row: PGRow) throws -> ClassMember {
        let (classID, studentID, joinedAt, leftAt, removed) = try row.decode((String, String, Double, Double?, Bool).self)
        return ClassMember(classID: classID, studentID: studentID, joinedAt: Date(timeIntervalSince1970: joinedAt),
                           leftAt: leftAt.map(Date.init(timeIntervalSince1970:)), removed: removed)
    }
}
