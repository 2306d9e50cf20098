import Foundation
import GRDB
import Lessons
@testable import Storage
import Testing

/// The classroom parts of the store, held to the same rules in memory, in SQLite and in PostgreSQL: per-class
/// progress per student, the class progress query, memberships, class settings and teacher sessions.
@Suite("Classroom store (in-memory, SQLite, PostgreSQL)")
struct ClassroomStoreTests {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    /// A teacher with two classes, and students s-a, s-b in c-1, s-c in c-2, s-d in no class.
    func classroom(_ kind: StoreFixtures.Kind) throws -> any TrainerStore {
        let store = try kind.make()
        try store.createTeacher(TeacherRecord(id: "t-1", name: "Ms Rivera", passwordHash: "h", createdAt: Self.now))
        try store.createClass(ClassRecord(id: "c-1", teacherID: "t-1", name: "Year 9", joinCode: "AAAAAA", createdAt: Self.now))
        try store.createClass(ClassRecord(id: "c-2", teacherID: "t-1", name: "Year 10", joinCode: "BBBBBB", createdAt: Self.now))
        for (id, c) in [("s-a", "c-1"), ("s-b", "c-1"), ("s-c", "c-2"), ("s-d", nil)] {
            try store.createStudent(StoreFixtures.student(id, classID: c))
        }
        return store
    }

    @Test(arguments: StoreFixtures.Kind.allCases)
    func progressBelongsToTheStudentWhateverTheirClass(kind: StoreFixtures.Kind) throws {
        let store = try classroom(kind)
        _ = try store.recordAttempt(StoreFixtures.attempt("s-a", "x", score: 70, passed: false))
        _ = try store.recordAttempt(StoreFixtures.attempt("s-d", "x", score: 10, passed: false))

        // Another class: the same record goes on.
        try store.setClass(studentID: "s-a", classID: "c-2")
        #expect(try store.progress(studentID: "s-a").map(\.lessonID) == ["x"])
        let other = try store.recordAttempt(StoreFixtures.attempt("s-a", "x", score: 95, passed: true))
        #expect(other.attempts == 2 && other.completed && other.bestScore == 95)

        // Removed from every class: nothing is hidden from the student.
        try store.moveStudent(studentID: "s-a", toClass: nil, at: Self.now, removed: true)
        let kept = try #require(try store.progress(studentID: "s-a", lessonID: "x"))
        #expect(kept.attempts == 2 && kept.completed)
        #expect(try store.progress(studentID: "s-d").count == 1)
    }

    @Test(arguments: StoreFixtures.Kind.allCases)
    func classProgressListsEveryoneWhoIsOrWasInTheClass(kind: StoreFixtures.Kind) throws {
        let store = try classroom(kind)
        for (s, lesson) in [("s-b", "y"), ("s-a", "y"), ("s-a", "x"), ("s-c", "x"), ("s-d", "x")] {
            _ = try store.recordAttempt(StoreFixtures.attempt(s, lesson, score: 50, passed: false))
        }
        let rows = try store.progress(classID: "c-1")
        #expect(rows.map { "\($0.studentID)/\($0.lessonID)" } == ["s-a/x", "s-a/y", "s-b/y"])
        #expect(try store.progress(classID: "c-2").map(\.studentID) == ["s-c"])

        // A student who moves on keeps a (left) line in the first class and brings everything to the next.
        try store.setClass(studentID: "s-b", classID: "c-2")
        #expect(try store.progress(classID: "c-1").count == 3)
        #expect(try store.progress(classID: "c-2").map(\.studentID) == ["s-b", "s-c"])
        #expect(try store.progress(classID: "c-404").isEmpty)
    }

    @Test(arguments: StoreFixtures.Kind.allCases)
    func membershipsRecordLeavingRemovalAndReturn(kind: StoreFixtures.Kind) throws {
        let store = try classroom(kind)
        let joined = try #require(try store.membership(classID: "c-1", studentID: "s-a"))
        #expect(joined.isActive && !joined.removed)
        #expect(try store.members(classID: "c-1").map(\.studentID) == ["s-a", "s-b"])

        let later = Self.now.addingTimeInterval(60)
        try store.moveStudent(studentID: "s-a", toClass: nil, at: later, removed: true)
        let removed = try #require(try store.membership(classID: "c-1", studentID: "s-a"))
        #expect(removed.leftAt == later && removed.removed)
        #expect(try store.student(id: "s-a")?.classID == nil)
        #expect(try store.students(inClass: "c-1").map(\.id) == ["s-b"])
        #expect(try store.members(classID: "c-1").map(\.studentID) == ["s-a", "s-b"], "the class keeps the row")

        try store.setRemoved(classID: "c-1", studentID: "s-a", removed: false)
        #expect(try store.membership(classID: "c-1", studentID: "s-a")?.removed == false)
        #expect(throws: StoreError.self) { try store.setRemoved(classID: "c-2", studentID: "s-a", removed: false) }

        // Back in: active again, and moving on from there marks c-1 left, not removed.
        try store.moveStudent(studentID: "s-a", toClass: "c-1", at: later, removed: false)
        #expect(try store.membership(classID: "c-1", studentID: "s-a")?.isActive == true)
        try store.setClass(studentID: "s-a", classID: "c-2")
        let moved = try #require(try store.membership(classID: "c-1", studentID: "s-a"))
        #expect(!moved.isActive && !moved.removed)
        #expect(try store.membership(classID: "c-2", studentID: "s-a")?.isActive == true)
        #expect(throws: StoreError.self) { try store.moveStudent(studentID: "s-a", toClass: "c-404", at: later, removed: false) }
        #expect(throws: StoreError.self) { try store.moveStudent(studentID: "s-404", toClass: "c-1", at: later, removed: false) }
    }

    @Test(arguments: StoreFixtures.Kind.allCases)
    func classSettingsAreUpdatedAndCodesStayUnique(kind: StoreFixtures.Kind) throws {
        let store = try classroom(kind)
        let before = try #require(try store.classRecord(id: "c-1"))
        #expect(!before.archived && before.joiningOpen && before.assignedLessonID == nil)
        let c = try store.updateClass(id: "c-1") { c in
            c.name = "Year 9 (music)"
            c.joinCode = "CCCCCC"
            c.archived = true
            c.joiningOpen = false
            c.assignedLessonID = "x"
        }
        #expect(c.name == "Year 9 (music)" && c.archived && !c.joiningOpen && c.assignedLessonID == "x")
        #expect(try store.classRecord(id: "c-1") == c)
        #expect(try store.classRecord(joinCode: "AAAAAA") == nil, "the old code joins nobody")
        #expect(try store.classRecord(joinCode: "cccccc")?.id == "c-1")
        #expect(throws: StoreError.self) { try store.updateClass(id: "c-1") { $0.joinCode = "BBBBBB" } }
        #expect(try store.classRecord(id: "c-1") == c, "a refused change writes nothing")
        #expect(throws: StoreError.self) { try store.updateClass(id: "c-404") { $0.name = "n" } }
    }

    /// A teacher's removal lands only on the class it was meant for: a student who joined another class
    /// a moment before is left where they are.
    @Test(arguments: StoreFixtures.Kind.allCases)
    func aRemovalTakesTheStudentOnlyOutOfTheClassNamed(kind: StoreFixtures.Kind) throws {
        let store = try classroom(kind)
        #expect(try !store.removeStudent(studentID: "s-a", fromClass: "c-2", at: Self.now))
        #expect(try store.student(id: "s-a")?.classID == "c-1")
        #expect(try store.membership(classID: "c-2", studentID: "s-a") == nil)
        #expect(try store.removeStudent(studentID: "s-a", fromClass: "c-1", at: Self.now))
        #expect(try store.student(id: "s-a")?.classID == nil)
        #expect(try store.membership(classID: "c-1", studentID: "s-a")?.removed == true)
        #expect(try !store.removeStudent(studentID: "s-a", fromClass: "c-1", at: Self.now), "already out")
        #expect(throws: StoreError.self) { try store.removeStudent(studentID: "nobody", fromClass: "c-1", at: Self.now) }
    }

    /// Changes to one class made at the same moment (a teacher picks today's lesson and ticks the lock
    /// before the first reply is back; two dashboards) all land: each reads what the last one wrote.
    /// With a read, then a separate write, most of these appends were lost.
    @Test(arguments: StoreFixtures.Kind.allCases)
    func classChangesMadeAtOnceAllLand(kind: StoreFixtures.Kind) throws {
        let store = try classroom(kind)
        let failures = Locked([String]())
        DispatchQueue.concurrentPerform(iterations: 24) { i in
            do {
                _ = try store.updateClass(id: "c-1") { c in
                    c.name += "."
                    if i == 7 { c.locksLaterLessons = true }
                    if i == 13 { c.assignedLessonID = "x" }
                }
            } catch {
                failures.withLock { $0.append("\(error)") }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty)
        let c = try #require(try store.classRecord(id: "c-1"))
        #expect(c.name == "Year 9" + String(repeating: ".", count: 24))
        #expect(c.locksLaterLessons && c.assignedLessonID == "x")
    }

    @Test(arguments: StoreFixtures.Kind.allCases)
    func teacherSessionsAreStoredExpiredAndRevoked(kind: StoreFixtures.Kind) throws {
        let store = try classroom(kind)
        try store.createTeacher(TeacherRecord(id: "t-2", name: "Mr Okafor", passwordHash: "h", createdAt: Self.now))
        func session(_ hash: String, _ teacher: String, expires: TimeInterval) -> TeacherSessionRecord {
            TeacherSessionRecord(tokenHash: hash, teacherID: teacher, createdAt: Self.now, expiresAt: Self.now.addingTimeInterval(expires))
        }
        let a = session("h-a", "t-1", expires: 60), b = session("h-b", "t-1", expires: 3600), c = session("h-c", "t-2", expires: 10)
        for s in [a, b, c] { try store.createTeacherSession(s) }
        #expect(try store.teacherSession(tokenHash: "h-a") == a)
        #expect(try store.teacherSession(tokenHash: "h-zz") == nil)
        #expect(throws: StoreError.self) { try store.createTeacherSession(session("h-a", "t-2", expires: 1)) }
        #expect(throws: StoreError.notFound("teacher t-404")) { try store.createTeacherSession(session("h-x", "t-404", expires: 1)) }

        #expect(a.isExpired(at: Self.now.addingTimeInterval(60)) && !a.isExpired(at: Self.now.addingTimeInterval(59.9)))
        #expect(try store.deleteExpiredTeacherSessions(now: Self.now.addingTimeInterval(60)) == 2)
        #expect(try store.teacherSession(tokenHash: "h-a") == nil && store.teacherSession(tokenHash: "h-c") == nil)
        #expect(try store.teacherSession(tokenHash: "h-b") == b)

        try store.createTeacherSession(session("h-d", "t-1", expires: 3600))
        try store.deleteTeacherSession(tokenHash: "h-b")
        try store.deleteTeacherSession(tokenHash: "h-b")
        #expect(try store.teacherSession(tokenHash: "h-b") == nil && store.teacherSession(tokenHash: "h-d") != nil)
        #expect(try store.deleteTeacherSessions(teacherID: "t-1") == 1)
        #expect(try store.teacherSession(tokenHash: "h-d") == nil)
    }
}

/// Opening a database an older server wrote (schema v1, progress without classes) upgrades it in place.
@Suite("Classroom store: upgrading a v1 database")
struct ClassroomMigrationTests {
    @Test func v1ProgressLandsInTheStudentsCurrentClassAndNothingIsLost() throws {
        let dir = StoreFixtures.temporaryDirectory()
        let path = dir.appendingPathComponent(SQLiteTrainerStore.fileName).path
        do {
            // The v1 schema exactly as it shipped, with its GRDB bookkeeping row.
            let queue = try DatabaseQueue(path: path)
            try queue.write { db in
                try db.execute(sql: """
                    CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                    INSERT INTO grdb_migrations VALUES ('v1: students, progress, teachers, classes');
                    CREATE TABLE teachers (id TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL UNIQUE COLLATE NOCASE,
                        passwordHash TEXT NOT NULL, createdAt REAL NOT NULL);
                    CREATE TABLE classes (id TEXT PRIMARY KEY NOT NULL, teacherID TEXT NOT NULL REFERENCES teachers(id) ON DELETE CASCADE,
                        name TEXT NOT NULL, joinCode TEXT NOT NULL UNIQUE COLLATE NOCASE, createdAt REAL NOT NULL);
                    CREATE INDEX classes_teacher ON classes(teacherID);
                    CREATE TABLE students (id TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL, tokenHash TEXT NOT NULL UNIQUE,
                        classID TEXT REFERENCES classes(id) ON DELETE SET NULL, createdAt REAL NOT NULL);
                    CREATE INDEX students_class ON students(classID);
                    CREATE TABLE progress (studentID TEXT NOT NULL REFERENCES students(id) ON DELETE CASCADE,
                        lessonID TEXT NOT NULL, completed INTEGER NOT NULL DEFAULT 0, bestScore REAL NOT NULL DEFAULT 0,
                        lastScore REAL, attempts INTEGER NOT NULL DEFAULT 0, timeSpent REAL NOT NULL DEFAULT 0,
                        revealed INTEGER NOT NULL DEFAULT 0, hintsUsed INTEGER NOT NULL DEFAULT 0, completedAt REAL,
                        updatedAt REAL NOT NULL, PRIMARY KEY (studentID, lessonID)) WITHOUT ROWID;
                    INSERT INTO teachers VALUES ('t-1', 'Ms Rivera', 'h', 1);
                    INSERT INTO classes VALUES ('c-1', 't-1', 'Year 9', 'AAAAAA', 1);
                    INSERT INTO students VALUES ('s-in', 'In class', 'hash-in', 'c-1', 1);
                    INSERT INTO students VALUES ('s-out', 'Solo', 'hash-out', NULL, 1);
                    INSERT INTO progress VALUES ('s-in', 'intro', 1, 100, 100, 1, 12.5, 0, 0, 5, 5);
                    INSERT INTO progress VALUES ('s-in', 'sine', 0, 60, 40, 3, 90, 1, 2, NULL, 9);
                    INSERT INTO progress VALUES ('s-out', 'intro', 1, 100, 100, 1, 3, 0, 0, 7, 7);
                    """)
            }
        }
        let store = try SQLiteTrainerStore(path: path)
        let inClass = try store.progress(studentID: "s-in")
        #expect(inClass.map(\.lessonID) == ["intro", "sine"])
        #expect(try store.membership(classID: "c-1", studentID: "s-in")?.isActive == true)
        let sine = try #require(inClass.last)
        #expect(sine.attempts == 3 && sine.bestScore == 60 && sine.lastScore == 40 && sine.timeSpent == 90)
        #expect(sine.revealed && sine.hintsUsed == 2 && !sine.completed && sine.completedAt == nil)
        #expect(sine.updatedAt == Date(timeIntervalSince1970: 9))
        #expect(try store.progress(classID: "c-1").count == 2)
        let solo = try #require(try store.progress(studentID: "s-out", lessonID: "intro"))
        #expect(solo.completed && solo.completedAt == Date(timeIntervalSince1970: 7))
        // Students made before secrets keep signing in by their token, and have no secret yet.
        let old = try #require(try store.student(tokenHash: "hash-in"))
        #expect(old.id == "s-in" && old.secretHash == nil && !old.secretReset && !old.isClaimableByName)
        #expect(try store.student(tokenHash: "hash-out")?.id == "s-out")
        // The upgraded file takes new writes and sessions.
        #expect(try store.recordAttempt(StoreFixtures.attempt("s-in", "sine", score: 90, passed: true)).attempts == 4)
        try store.createTeacherSession(TeacherSessionRecord(tokenHash: "x", teacherID: "t-1", createdAt: .now, expiresAt: .distantFuture))
        // Reopening finds nothing left to migrate.
        #expect(try SQLiteTrainerStore(path: path).progress(studentID: "s-in").count == 2)
    }
}

/// A v8 file kept progress per class: a removed student's rows sat under the class, seen by no one.
/// v9 merges them into one row per lesson and lists the student as having left that class.
@Suite("Classroom store: upgrading per-class progress (v8)")
struct PerClassProgressMigrationTests {
    @Test func rowsFromSeveralClassesMergeAndTheClassesLeftKeepALeftRow() throws {
        let path = try StoreFixtures.sqliteFile(upTo: "v8: daily practice", """
            INSERT INTO teachers VALUES ('t-1', 'Ms Rivera', 'h', 1);
            INSERT INTO classes VALUES ('c-1', 't-1', 'Year 9', 'AAAAAA', 1);
            INSERT INTO classes VALUES ('c-2', 't-1', 'Year 10', 'BBBBBB', 1);
            INSERT INTO students (id, name, tokenHash, classID, createdAt) VALUES ('s-moved', 'Ana', 'h-1', 'c-2', 1);
            INSERT INTO students (id, name, tokenHash, classID, createdAt) VALUES ('s-removed', 'Ben', 'h-2', NULL, 1);
            INSERT INTO progress (studentID, classID, lessonID, completed, bestScore, lastScore, attempts, timeSpent, revealed,
                                  hintsUsed, completedAt, updatedAt, stars, listens, misses)
            VALUES ('s-moved', 'c-1', 'sine', 1, 90, 90, 2, 40, 0, 1, 10, 10, 2, 3, 0),
                   ('s-moved', 'c-2', 'sine', 0, 60, 55, 3, 20, 0, 2, NULL, 20, 0, 4, 3),
                   ('s-moved', 'c-2', 'saw', 0, 30, 30, 1, 5, 0, 0, NULL, 21, 0, 1, 1),
                   ('s-removed', 'c-1', 'sine', 1, 100, 100, 1, 12, 0, 0, 8, 8, 3, 1, 0);
            """)
        let store = try SQLiteTrainerStore(path: path)
        let sine = try #require(try store.progress(studentID: "s-moved", lessonID: "sine"))
        #expect(sine.completed && sine.bestScore == 90 && sine.attempts == 5 && sine.timeSpent == 60 && sine.stars == 2)
        #expect(sine.lastScore == 55 && sine.misses == 3, "the last score and run of misses come from the latest row")
        #expect(sine.hintsUsed == 2 && sine.listens == 7 && sine.completedAt == Date(timeIntervalSince1970: 10))
        #expect(sine.updatedAt == Date(timeIntervalSince1970: 20))
        #expect(try store.progress(studentID: "s-moved").map(\.lessonID) == ["saw", "sine"])
        // The removed student's work is theirs again, and the class lists them as having left.
        #expect(try store.progress(studentID: "s-removed").count == 1)
        let left = try #require(try store.membership(classID: "c-1", studentID: "s-removed"))
        #expect(!left.isActive && !left.removed)
        #expect(try store.membership(classID: "c-1", studentID: "s-moved")?.isActive == false)
        #expect(try store.membership(classID: "c-2", studentID: "s-moved")?.isActive == true)
        #expect(try store.progress(classID: "c-1").map(\.studentID) == ["s-moved", "s-moved", "s-removed"])
        #expect(try store.classRecord(id: "c-1")?.joiningOpen == true)
    }
}
