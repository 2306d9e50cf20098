import Foundation
import Lessons

/// Class settings and memberships (`ClassroomStore`): who is or was in a class, and the class's
/// changeable fields.
extension PostgresTrainerStore {
    static let memberColumns = "classID, studentID, joinedAt, leftAt, removed"

    public func updateClass(_ record: ClassRecord) throws(StoreError) {
        try write(duplicate: "class code \(record.joinCode)") { c in
            if try c.query("""
                UPDATE classes SET name = \(record.name), joinCode = \(record.joinCode), archived = \(record.archived),
                    joiningOpen = \(record.joiningOpen), assignedLessonID = \(record.assignedLessonID),
                    locksLaterLessons = \(record.locksLaterLessons)
                WHERE id = \(record.id)
                """).affectedRows == 0 {
                throw StoreError.notFound("class \(record.id)")
            }
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
