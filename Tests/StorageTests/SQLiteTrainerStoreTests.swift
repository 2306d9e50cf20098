import Foundation
import Testing
import Lessons
import Storage

@Suite("SQLite store on a real file")
struct SQLiteTrainerStoreTests {
    @Test func fileIsWALWithFullSync() throws {
        let dir = StoreFixtures.temporaryDirectory()
        let store = try SQLiteTrainerStore(dataDirectory: dir)
        #expect(store.path == dir.appendingPathComponent("trainer.sqlite").path)
        let pragmas = try store.pragmas()
        #expect(pragmas.journalMode == "wal")
        #expect(pragmas.synchronous == 2) // FULL
    }

    @Test func dataSurvivesReopening() throws {
        let dir = StoreFixtures.temporaryDirectory()
        do {
            let store = try SQLiteTrainerStore(dataDirectory: dir)
            try store.createStudent(StoreFixtures.student("s-1", token: "tok"))
            _ = try store.recordAttempt(StoreFixtures.attempt("s-1", "a", score: 95, passed: true))
            try store.createTeacher(TeacherRecord(id: "t-1", name: "T", passwordHash: "h", createdAt: Date(timeIntervalSince1970: 1)))
        }
        // A second open runs the migrator again: it must find nothing to do and keep every row.
        let reopened = try SQLiteTrainerStore(dataDirectory: dir)
        #expect(try reopened.student(tokenHash: TokenHash.hex("tok"))?.id == "s-1")
        let p = try #require(try reopened.progress(studentID: "s-1", lessonID: "a"))
        #expect(p.completed && p.bestScore == 95 && p.attempts == 1)
        #expect(try reopened.teacher(name: "t")?.id == "t-1")
    }

    @Test func twoStoresOnOneFileSeeEachOthersWrites() throws {
        // A CLI (e.g. `teacher add`) next to a running server opens the same file.
        let dir = StoreFixtures.temporaryDirectory()
        let a = try SQLiteTrainerStore(dataDirectory: dir)
        let b = try SQLiteTrainerStore(dataDirectory: dir)
        try a.createStudent(StoreFixtures.student("s-1"))
        _ = try b.recordAttempt(StoreFixtures.attempt("s-1", "x", score: 50, passed: false))
        #expect(try a.progress(studentID: "s-1", lessonID: "x")?.attempts == 1)
    }

    @Test func aCorruptFileIsAnErrorNotACrash() throws {
        let dir = StoreFixtures.temporaryDirectory()
        try Data(repeating: 0x42, count: 8192).write(to: dir.appendingPathComponent("trainer.sqlite"))
        #expect(throws: StoreError.self) { try SQLiteTrainerStore(dataDirectory: dir) }
    }

    @Test func anUnwritableDataFolderIsAnError() {
        #expect(throws: StoreError.self) { try SQLiteTrainerStore(dataDirectory: URL(fileURLWithPath: "/proc/no-such/dir")) }
    }

    @Test func lessonServiceResumesAfterARestart() throws {
        let dir = StoreFixtures.temporaryDirectory()
        let loaded = CourseLoader.load(directory: StoreFixtures.shippedCourses)
        #expect(loaded.errors.isEmpty)
        let course = loaded.course
        let first = course.lessons[0], second = course.lessons[1], third = course.lessons[2]
        let session: StudentSession
        do {
            let service = LessonService(course: course, store: try SQLiteTrainerStore(dataDirectory: dir))
            session = try service.login(name: "Restart", token: nil, classCode: nil)
            _ = try service.submit(student: session.id, lesson: first.id, attempt: first.targetPatch, timeSpent: 3)
            _ = try service.submit(student: session.id, lesson: second.id, attempt: second.targetPatch, timeSpent: 4)
        }
        let service = LessonService(course: course, store: try SQLiteTrainerStore(dataDirectory: dir))
        let resumed = try service.login(name: "", token: session.token, classCode: nil)
        #expect(resumed.id == session.id)
        let states = try service.listLessons(student: resumed.id).flatMap(\.lessons).prefix(4).map(\.state)
        #expect(states == [.completed, .completed, .current, .locked])
        #expect(try service.openLesson(student: resumed.id, lesson: third.id).id == third.id)
    }
}

@Suite("SQLite store: file modes and backup")
struct SQLiteFileTests {
    @Test func theDataFolderAndDatabaseArePrivate() throws {
        let dir = StoreFixtures.temporaryDirectory().appendingPathComponent("fresh")
        let store = try SQLiteTrainerStore(dataDirectory: dir)
        try store.createStudent(StoreFixtures.student("s-1"))
        let dirMode = try FileManager.default.attributesOfItem(atPath: dir.path)[.posixPermissions] as? Int
        let fileMode = try FileManager.default.attributesOfItem(atPath: store.path)[.posixPermissions] as? Int
        #expect(dirMode == 0o700)
        #expect(fileMode == 0o600)
        for extra in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: store.path + extra) {
            #expect(try FileManager.default.attributesOfItem(atPath: store.path + extra)[.posixPermissions] as? Int == 0o600, "\(extra)")
        }
    }

    @Test func aBackupIsAConsistentPrivateCopy() throws {
        let dir = StoreFixtures.temporaryDirectory()
        let store = try SQLiteTrainerStore(dataDirectory: dir)
        try store.createStudent(StoreFixtures.student("s-1", token: "tok"))
        _ = try store.recordAttempt(StoreFixtures.attempt("s-1", "intro", score: 100, passed: true))
        let copyPath = dir.appendingPathComponent("backup.sqlite").path
        try store.backup(to: copyPath)
        #expect(try FileManager.default.attributesOfItem(atPath: copyPath)[.posixPermissions] as? Int == 0o600)
        let copy = try SQLiteTrainerStore(path: copyPath)
        #expect(try copy.student(tokenHash: TokenHash.hex("tok"))?.id == "s-1")
        #expect(try copy.progress(studentID: "s-1", lessonID: "intro")?.completed == true)
        // Never over an existing file.
        #expect(throws: StoreError.self) { try store.backup(to: copyPath) }
    }
}
