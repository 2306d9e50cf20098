import Foundation
import Lessons
@testable import PostgresStorage
import Storage
import Testing

/// What only the PostgreSQL store has to show, on a real server: several instances on one database
/// (migrating once, writing one row), an old schema upgraded in place, the server going away and
/// coming back, and copying a SQLite store in. The shared contract runs in `StoreContractTests`.
@Suite("PostgreSQL store on a real server", .enabled(if: PostgresFixtures.baseURL != nil, PostgresFixtures.skipped))
struct PostgresStoreTests {
    @Test func theContractRunsOnPostgres() {
        // The contract suites take their kinds from here: a silent drop of PostgreSQL would pass them all.
        #expect(StoreFixtures.Kind.allCases.contains(.postgres))
    }

    @Test func commitsWaitForTheFlushEvenWhereTheServerSaysOtherwise() throws {
        // An operator's database may relax synchronous_commit; the store's promise (durable when the call
        // returns) must not depend on that.
        let location = try PostgresFixtures.freshDatabase()
        try PostgresFixtures.admin(location) { c in
            try c.run("ALTER DATABASE \(location.database) SET synchronous_commit = off")
        }
        let store = try PostgresTrainerStore(location: location)
        let setting = try store.read { c in try c.query("SHOW synchronous_commit").first?.decode(String.self) }
        #expect(setting == "on")
    }

    @Test func instancesStartingTogetherOnAnEmptyDatabaseMigrateOnce() throws {
        let location = try PostgresFixtures.freshDatabase()
        let starts = 4
        let opened = Locked<[Result<PostgresTrainerStore, StoreError>]>([])
        DispatchQueue.concurrentPerform(iterations: starts) { _ in
            let result = Result { () throws(StoreError) in try PostgresTrainerStore(location: location) }
            opened.withLock { $0.append(result) }
        }
        let stores = try opened.withLock { $0 }.map { try $0.get() }
        #expect(stores.count == starts)
        // One instance ran every migration; the others found them recorded.
        let migrators = stores.filter { !$0.ranMigrations.isEmpty }
        try #require(migrators.count == 1, "\(stores.map(\.ranMigrations))")
        #expect(migrators[0].ranMigrations == PostgresMigrations.all.map(\.identifier))
        let ledger = try stores[0].appliedMigrations()
        #expect(ledger.map(\.identifier) == PostgresMigrations.all.map(\.identifier))
        #expect(Set(ledger.map(\.appliedBy)) == [migrators[0].instanceID])
        // And they share one database.
        try stores[1].createStudent(StoreFixtures.student("s-1"))
        #expect(try stores[2].student(id: "s-1") != nil)
    }

    @Test func twoInstancesWritingOneRowLoseNoAttempt() throws {
        let location = try PostgresFixtures.freshDatabase()
        let a = try PostgresTrainerStore(location: location), b = try PostgresTrainerStore(location: location)
        try a.createStudent(StoreFixtures.student("s-1"))
        // The progress row does not exist yet: the first writers also race to insert it.
        let failures = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 40) { i in
            do {
                _ = try (i.isMultiple(of: 2) ? a : b).recordAttempt(StoreFixtures.attempt("s-1", "x", score: Double(i), passed: i == 17))
            } catch {
                failures.withLock { $0.append("\(error)") }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty)
        let p = try #require(try b.progress(studentID: "s-1", lessonID: "x"))
        #expect(p.attempts == 40 && p.bestScore == 39 && p.completed)
        #expect(try a.progress(studentID: "s-1", lessonID: "x") == p)
    }

    @Test func aVersion1DatabaseIsUpgradedInPlace() throws {
        let location = try PostgresFixtures.freshDatabase()
        // The v1 schema exactly as its migration makes it, then rows an old server would have written.
        let old = try PostgresTrainerStore(location: location, maxConnections: 1, callTimeout: .seconds(15),
                                           logger: PostgresFixtures.logger, migrations: 1)
        #expect(try old.appliedMigrations().map(\.identifier) == [PostgresMigrations.all[0].identifier])
        old.close()
        try PostgresFixtures.admin(location) { c in
            for statement in PostgresMigrations.statements("""
                INSERT INTO teachers VALUES ('t-1', 'Ms Rivera', 'h', 1);
                INSERT INTO classes VALUES ('c-1', 't-1', 'Year 9', 'AAAAAA', 1);
                INSERT INTO students VALUES ('s-in', 'In class', 'hash-in', 'c-1', 1);
                INSERT INTO students VALUES ('s-out', 'Solo', 'hash-out', NULL, 1);
                INSERT INTO progress VALUES ('s-in', 'intro', true, 100, 100, 1, 12.5, false, 0, 5, 5);
                INSERT INTO progress VALUES ('s-in', 'sine', false, 60, 40, 3, 90, true, 2, NULL, 9);
                INSERT INTO progress VALUES ('s-out', 'intro', true, 100, 100, 1, 3, false, 0, 7, 7);
                """) {
                try c.run(statement)
            }
        }
        let store = try PostgresTrainerStore(location: location)
        #expect(store.ranMigrations == PostgresMigrations.all.dropFirst().map(\.identifier))
        let inClass = try store.progress(studentID: "s-in")
        #expect(inClass.map(\.lessonID) == ["intro", "sine"])
        #expect(try store.membership(classID: "c-1", studentID: "s-in")?.isActive == true)
        let sine = try #require(inClass.last)
        #expect(sine.attempts == 3 && sine.bestScore == 60 && sine.lastScore == 40 && sine.timeSpent == 90)
        #expect(sine.revealed && sine.hintsUsed == 2 && !sine.completed && sine.completedAt == nil)
        #expect(sine.updatedAt == Date(timeIntervalSince1970: 9))
        let solo = try #require(try store.progress(studentID: "s-out", lessonID: "intro"))
        #expect(solo.completed && solo.completedAt == Date(timeIntervalSince1970: 7))
        let before = try #require(try store.student(tokenHash: "hash-in"))
        #expect(before.id == "s-in" && before.secretHash == nil && !before.secretReset)
        #expect(try store.recordAttempt(StoreFixtures.attempt("s-in", "sine", score: 90, passed: true)).attempts == 4)
        // Reopening finds nothing left to migrate.
        #expect(try PostgresTrainerStore(location: location).ranMigrations.isEmpty)
    }

    @Test func namesAndCodesFoldASCIIOnlyAsSQLiteDoes() throws {
        // SQLite's NOCASE folds A-Z only; the PostgreSQL store must agree whatever the server's locale.
        let store = try PostgresTrainerStore(location: PostgresFixtures.freshDatabase())
        let sqlite = try SQLiteTrainerStore(dataDirectory: StoreFixtures.temporaryDirectory())
        for s in [store as any TrainerStore, sqlite] {
            try s.createTeacher(TeacherRecord(id: "t-1", name: "Élodie", passwordHash: "h", createdAt: .now))
            try s.createStudent(StoreFixtures.student("s-1"))
            try s.rename(studentID: "s-1", name: "Ünal")
        }
        for s in [store as any TrainerStore, sqlite] {
            #expect(try s.teacher(name: "Élodie")?.id == "t-1")
            #expect(try s.teacher(name: "éLODIE") == nil)
            #expect(try s.teacher(name: "ÉLODIE")?.id == "t-1")
            #expect(try s.students(named: "üNAL", classID: nil).isEmpty)
            #expect(try s.students(named: "ÜNAL", classID: nil).map(\.id) == ["s-1"])
        }
    }

    @Test func aSQLiteStoreCopiesExactly() throws {
        let sqlite = try SQLiteTrainerStore(dataDirectory: StoreFixtures.temporaryDirectory())
        let now = Date(timeIntervalSince1970: 1_700_000_000.123456789)
        try sqlite.createTeacher(TeacherRecord(id: "t-1", name: "Ms Rivera", passwordHash: "pbkdf2$x", createdAt: now))
        try sqlite.createClass(ClassRecord(id: "c-1", teacherID: "t-1", name: "Year 9", joinCode: "K7QH3M", createdAt: now))
        try sqlite.createStudent(StoreFixtures.student("s-1", token: "one", classID: "c-1"))
        try sqlite.createStudent(StoreFixtures.student("s-2", token: "two"))
        try sqlite.setSecret(studentID: "s-1", secretHash: "secret-hash", reset: false)
        try sqlite.setSecret(studentID: "s-2", secretHash: nil, reset: true)
        try sqlite.addToken(studentID: "s-1", tokenHash: TokenHash.hex("phone"), at: now)
        _ = try sqlite.recordAttempt(StoreFixtures.attempt("s-1", "a", score: 91.5, passed: true, at: now.timeIntervalSince1970))
        _ = try sqlite.recordHint(studentID: "s-2", lessonID: "b", limit: 3, at: now)
        // Removed: a membership marked left and removed, which the copy must carry.
        try sqlite.moveStudent(studentID: "s-1", toClass: nil, at: now, removed: true)
        _ = try sqlite.updateClass(id: "c-1") { c in
            c.name = "Year 9 music"
            c.joinCode = "K7QH3N"
            c.archived = true
            c.joiningOpen = false
            c.assignedLessonID = "a"
            c.locksLaterLessons = true
        }
        _ = try sqlite.recordReveal(studentID: "s-1", lessonID: "a", at: now)
        try sqlite.createTeacherSession(TeacherSessionRecord(tokenHash: "sess", teacherID: "t-1", createdAt: now,
                                                             expiresAt: now.addingTimeInterval(3600)))
        try sqlite.saveDraft(LessonDraft(studentID: "s-2", lessonID: "b", patch: "st1.x", result: #"{"score":12.5}"#, updatedAt: now))
        try sqlite.saveDraftPatch(studentID: "s-1", lessonID: "a", patch: "st1.y", at: now)
        try sqlite.setRecoveryHash(studentID: "s-1", hash: "recovery-hash", replacing: nil, at: now)
        try sqlite.saveStaircase(studentID: "s-2", control: "filter.cutoff", json: #"{"gap":0.1}"#, at: now)
        try sqlite.savePracticeState(studentID: "s-1", json: #"{"streak":{"days":3}}"#, at: now)
        let source = try sqlite.snapshot()
        #expect(source.counts == StoreCounts(teachers: 1, classes: 1, students: 2, tokens: 3, progress: 2, teacherSessions: 1,
                                             drafts: 2, recoveryCodes: 1, staircases: 1, practice: 1, members: 1))
        #expect(source.members.first?.removed == true && source.classes.first?.assignedLessonID == "a")
        #expect(source.classes.first?.locksLaterLessons == true, "the lock on later lessons is read back, so the copy carries it")

        let target = try PostgresTrainerStore(location: PostgresFixtures.freshDatabase())
        try target.load(source, replacing: false)
        #expect(try target.snapshot() == source, "every row and every value, to the last bit of each instant")
        #expect(try target.counts() == source.counts)
        #expect(try target.student(tokenHash: TokenHash.hex("phone"))?.secretHash == "secret-hash")
        // A second copy into the now-full target is refused, and leaves it as it was; --force replaces.
        let refused = #expect(throws: StoreError.self) { try target.load(source, replacing: false) }
        #expect(refused?.description.contains("already holds data") == true, "\(String(describing: refused))")
        #expect(try target.counts() == source.counts)
        try target.load(source, replacing: true)
        #expect(try target.snapshot() == source)
    }

    @Test func stoppingTheServerUnderAnOpenStoreIsAClearErrorAndTheStoreRecovers() throws {
        let cluster = try PostgresFixtures.PrivateCluster()
        let location = try PostgresLocation(url: cluster.url)
        let store = try PostgresTrainerStore(location: location, callTimeout: .seconds(10))
        try store.createStudent(StoreFixtures.student("s-1", token: "tok"))
        let acknowledged = try store.recordAttempt(StoreFixtures.attempt("s-1", "a", score: 80, passed: true))

        // A crash (immediate stop: no checkpoint, WAL replay at start) and a restart between two calls:
        // the acknowledged write is there, and the first call after it works (its pooled connection
        // died with the server; the store opens another without failing the call).
        try cluster.stop("immediate")
        try cluster.start()
        #expect(try store.progress(studentID: "s-1", lessonID: "a") == acknowledged)

        // Down: every call throws a clear error, naming the server, instead of hanging or crashing.
        try cluster.stop()
        for call in [{ _ = try store.student(id: "s-1") },
                     { _ = try store.recordAttempt(StoreFixtures.attempt("s-1", "a", score: 10, passed: false)) },
                     { try store.createTeacher(TeacherRecord(id: "t-1", name: "T", passwordHash: "h", createdAt: .now)) }] as [() throws -> Void] {
            let error = #expect(throws: StoreError.self) { try call() }
            guard case .failure(let why)? = error else { continue }
            #expect(why.contains("unreachable") && why.contains("127.0.0.1:\(location.port)"), "\(why)")
        }

        // Back: the same store works again, and nothing acknowledged was lost.
        try cluster.start()
        #expect(try store.student(tokenHash: TokenHash.hex("tok"))?.id == "s-1")
        let p = try store.recordAttempt(StoreFixtures.attempt("s-1", "a", score: 95, passed: true))
        #expect(p.attempts == 2 && p.bestScore == 95 && p.completedAt == acknowledged.completedAt)
    }
}

/// The parts that need no server: reading the URL, and a database that cannot be reached at all.
@Suite("PostgreSQL store: URL and unreachable server")
struct PostgresLocationTests {
    @Test func aURLReadsAsLibpqReadsIt() throws {
        let l = try PostgresLocation(url: "postgres://trainer:p%40ss%3Aword@db.example:6432/school?sslmode=require")
        #expect(l.host == "db.example" && l.port == 6432 && l.username == "trainer" && l.database == "school")
        #expect(l.password == "p@ss:word" && l.tlsMode == .require)
        #expect(l.description == "postgres://trainer@db.example:6432/school", "no password in what logs show")
        let defaults = try PostgresLocation(url: "postgresql://ann@localhost")
        #expect(defaults.port == 5432 && defaults.database == "ann" && defaults.password == nil && defaults.tlsMode == .prefer)
        #expect(try PostgresLocation(url: "postgres://u@[::1]:5433/d").host == "::1")
    }

    @Test(arguments: ["mysql://u@h/d", "postgres://h/d", "postgres://u@/d", "postgres://u@h/d?sslmode=maybe",
                      "postgres://u@h/d?connect_timeout=3"])
    func aURLTheStoreCannotHonourIsRefused(url: String) {
        #expect(throws: StoreError.self) { try PostgresLocation(url: url) }
    }

    @Test func anUnreachableServerIsAClearErrorNotACrash() {
        // Port 1 on loopback: nothing listens, the connection is refused at once.
        let error = #expect(throws: StoreError.self) { try PostgresTrainerStore(url: "postgres://u:secret@127.0.0.1:1/d?sslmode=disable") }
        guard case .failure(let why)? = error else { return }
        #expect(why.contains("unreachable") && why.contains("postgres://u@127.0.0.1:1/d"), "\(why)")
        #expect(!why.contains("secret"))
    }
}

/// A value behind a lock, for results gathered from `concurrentPerform`'s threads.
final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is only touched with `lock` held.
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
