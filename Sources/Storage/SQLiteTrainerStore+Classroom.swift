import Foundation
import GRDB
import Lessons

/// Teachers, classes and teacher sessions (`ClassroomStore`).
extension SQLiteTrainerStore {
    public func createTeacher(_ teacher: TeacherRecord) throws(StoreError) {
        try run(duplicate: "teacher '\(teacher.name)'") { try pool.write { db in
            try db.execute(sql: "INSERT INTO teachers (id, name, passwordHash, createdAt) VALUES (?, ?, ?, ?)",
                           arguments: [teacher.id, teacher.name, teacher.passwordHash, teacher.createdAt.timeIntervalSince1970])
        } }
    }

    public func teacher(id: String) throws(StoreError) -> TeacherRecord? {
        try run { try pool.read { db in try Row.fetchOne(db, sql: "SELECT * FROM teachers WHERE id = ?", arguments: [id]).map(Self.teacher) } }
    }

    public func teacher(name: String) throws(StoreError) -> TeacherRecord? {
        try run { try pool.read { db in try Row.fetchOne(db, sql: "SELECT * FROM teachers WHERE name = ?", arguments: [name]).map(Self.teacher) } }
    }

    public func teachers() throws(StoreError) -> [TeacherRecord] {
        try run { try pool.read { db in try Row.fetchAll(db, sql: "SELECT * FROM teachers ORDER BY name").map(Self.teacher) } }
    }

    public func setPasswordHash(teacherID: String, passwordHash: String) throws(StoreError) {
        try run { try pool.write { db in
            try db.execute(sql: "UPDATE teachers SET passwordHash = ? WHERE id = ?", arguments: [passwordHash, teacherID])
            if db.changesCount == 0 { throw StoreError.notFound("teacher \(teacherID)") }
        } }
    }

    static func teacher(_ row: Row) -> TeacherRecord {
        TeacherRecord(id: row["id"], name: row["name"], passwordHash: row["passwordHash"],
                      createdAt: Date(timeIntervalSince1970: row["createdAt"]))
    }

    public func createClass(_ record: ClassRecord) throws(StoreError) {
        try run(duplicate: "class code \(record.joinCode)") { try pool.write { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM teachers WHERE id = ?", arguments: [record.teacherID]) != nil else {
                throw StoreError.notFound("teacher \(record.teacherID)")
            }
            try db.execute(sql: """
                INSERT INTO classes (id, teacherID, name, joinCode, createdAt, archived, joiningOpen, assignedLessonID, locksLaterLessons)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [record.id, record.teacherID, record.name, record.joinCode, record.createdAt.timeIntervalSince1970,
                                 record.archived, record.joiningOpen, record.assignedLessonID, record.locksLaterLessons])
        } }
    }

    public func classRecord(id: String) throws(StoreError) -> ClassRecord? {
        try run { try pool.read { db in try Row.fetchOne(db, sql: "SELECT * FROM classes WHERE id = ?", arguments: [id]).map(Self.classRecord) } }
    }

    public func classRecord(joinCode: String) throws(StoreError) -> ClassRecord? {
        try run { try pool.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM classes WHERE joinCode = ?", arguments: [joinCode]).map(Self.classRecord)
        } }
    }

    public func classes(teacherID: String) throws(StoreError) -> [ClassRecord] {
        try run { try pool.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM classes WHERE teacherID = ? ORDER BY createdAt, id", arguments: [teacherID])
                .map(Self.classRecord)
        } }
    }

    public func updateClass(id: String, _ change: (inout ClassRecord) -> Void) throws(StoreError) -> ClassRecord {
        // One write transaction, and GRDB runs a pool's writes one at a time: no other change comes
        // between the read and the write.
        try run(duplicate: "class join code") { try pool.write { db in
            guard var c = try Row.fetchOne(db, sql: "SELECT * FROM classes WHERE id = ?", arguments: [id]).map(Self.classRecord) else {
                throw StoreError.notFound("class \(id)")
            }
            change(&c)
            try db.execute(sql: """
                UPDATE classes SET name = ?, joinCode = ?, archived = ?, joiningOpen = ?, assignedLessonID = ?, locksLaterLessons = ?
                WHERE id = ?
                """, arguments: [c.name, c.joinCode, c.archived, c.joiningOpen, c.assignedLessonID, c.locksLaterLessons, id])
            return c
        } }
    }

    public func members(classID: String) throws(StoreError) -> [ClassMember] {
        try run { try pool.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM class_members WHERE classID = ? ORDER BY studentID", arguments: [classID]).map(Self.member)
        } }
    }

    public func membership(classID: String, studentID: String) throws(StoreError) -> ClassMember? {
        try run { try pool.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM class_members WHERE classID = ? AND studentID = ?",
                             arguments: [classID, studentID]).map(Self.member)
        } }
    }

    public func setRemoved(classID: String, studentID: String, removed: Bool) throws(StoreError) {
        try run { try pool.write { db in
            try db.execute(sql: "UPDATE class_members SET removed = ? WHERE classID = ? AND studentID = ?",
                           arguments: [removed, classID, studentID])
            if db.changesCount == 0 { throw StoreError.notFound("member \(studentID) of \(classID)") }
        } }
    }

    static func member(_ row: Row) -> ClassMember {
        ClassMember(classID: row["classID"], studentID: row["studentID"], joinedAt: Date(timeIntervalSince1970: row["joinedAt"]),
                    leftAt: (row["leftAt"] as Double?).map(Date.init(timeIntervalSince1970:)), removed: row["removed"])
    }

    public func createTeacherSession(_ session: TeacherSessionRecord) throws(StoreError) {
        try run(duplicate: "teacher session") { try pool.write { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM teachers WHERE id = ?", arguments: [session.teacherID]) != nil else {
                throw StoreError.notFound("teacher \(session.teacherID)")
            }
            try db.execute(sql: "INSERT INTO teacher_sessions (tokenHash, teacherID, createdAt, expiresAt) VALUES (?, ?, ?, ?)",
                           arguments: [session.tokenHash, session.teacherID, session.createdAt.timeIntervalSince1970,
                                       session.expiresAt.timeIntervalSince1970])
        } }
    }

    public func teacherSession(tokenHash: String) throws(StoreError) -> TeacherSessionRecord? {
        try run { try pool.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM teacher_sessions WHERE tokenHash = ?", arguments: [tokenHash]).map(Self.teacherSession)
        } }
    }

    static func teacherSession(_ row: Row) -> TeacherSessionRecord {
        TeacherSessionRecord(tokenHash: row["tokenHash"], teacherID: row["teacherID"],
                             createdAt: Date(timeIntervalSince1970: row["createdAt"]),
                             expiresAt: Date(timeIntervalSince1970: row["expiresAt"]))
    }

    public func deleteTeacherSession(tokenHash: String) throws(StoreError) {
        try run { try pool.write { db in
            try db.execute(sql: "DELETE FROM teacher_sessions WHERE tokenHash = ?", arguments: [tokenHash])
        } }
    }

    @discardableResult
    public func deleteTeacherSessions(teacherID: String) throws(StoreError) -> Int {
        try run { try pool.write { db in
            try db.execute(sql: "DELETE FROM teacher_sessions WHERE teacherID = ?", arguments: [teacherID])
            return db.changesCount
        } }
    }

    @discardableResult
    public func deleteExpiredTeacherSessions(now: Date) throws(StoreError) -> Int {
        try run { try pool.write { db in
            try db.execute(sql: "DELETE FROM teacher_sessions WHERE expiresAt <= ?", arguments: [now.timeIntervalSince1970])
            return db.changesCount
        } }
    }

    static func classRecord(_ row: Row) -> ClassRecord {
        ClassRecord(id: row["id"], teacherID: row["teacherID"], name: row["name"], joinCode: row["joinCode"],
                    createdAt: Date(timeIntervalSince1970: row["createdAt"]), archived: row["archived"],
                    joiningOpen: row["joiningOpen"], assignedLessonID: row["assignedLessonID"], locksLaterLessons: row["locksLaterLessons"])
    }
}
