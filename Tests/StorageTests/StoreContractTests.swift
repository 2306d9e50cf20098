import Foundation
import Testing
import Lessons
import Storage

/// The same rules for every store: what the service relies on must hold in memory, in SQLite and in
/// PostgreSQL.
@Suite("Store contract (in-memory, SQLite, PostgreSQL)")
struct StoreContractTests {
    @Test(arguments: StoreFixtures.Kind.allCases)
    func studentsAreFoundByIdAndTokenHash(kind: StoreFixtures.Kind) throws {
        let store = try kind.make()
        let s = StoreFixtures.student("s-1", token: "secret")
        try store.createStudent(s)
        #expect(try store.student(id: "s-1") == s)
        #expect(try store.student(tokenHash: TokenHash.hex("secret")) == s)
        #expect(try store.student(tokenHash: TokenHash.hex("other")) == nil)
        #expect(try store.student(id: "s-2") == nil)
        #expect(throws: StoreError.self) { try store.createStudent(StoreFixtures.student("s-1")) }
        #expect(throws: StoreError.self) { try store.createStudent(StoreFixtures.student("s-9", token: "secret")) }
    }

    @Test(arguments: StoreFixtures.Kind.allCases)
    func secretsNamesAndMoreTokens(kind: StoreFixtures.Kind) throws {
        let store = try kind.make()
        try store.createTeacher(TeacherRecord(id: "t-1", name: "T", passwordHash: "x", createdAt: .now))
        try store.createClass(ClassRecord(id: "c-1", teacherID: "t-1", name: "9", joinCode: "ABC234", createdAt: .now))
        try store.createStudent(StoreFixtures.student("s-1", token: "one", classID: "c-1"))
        try store.createStudent(StoreFixtures.student("s-2", token: "two"))
        try store.rename(studentID: "s-1", name: "Ada")
        try store.rename(studentID: "s-2", name: "ada")
        // Names compare without case, within one class (or none).
        #expect(try store.students(named: "ADA", classID: "c-1").map(\.id) == ["s-1"])
        #expect(try store.students(named: "Ada", classID: nil).map(\.id) == ["s-2"])
        #expect(try store.students(named: "Bo", classID: "c-1").isEmpty)
        try store.setSecret(studentID: "s-1", secretHash: "h", reset: false)
        #expect(try store.student(id: "s-1")?.secretHash == "h")
        try store.setSecret(studentID: "s-1", secretHash: nil, reset: true)
        let reset = try #require(try store.student(id: "s-1"))
        #expect(reset.secretHash == nil && reset.secretReset && reset.isClaimableByName)
        // A second device's token finds the same student; the first still works.
        try store.addToken(studentID: "s-1", tokenHash: TokenHash.hex("phone"), at: .now)
        #expect(try store.student(tokenHash: TokenHash.hex("phone"))?.id == "s-1")
        #expect(try store.student(tokenHash: TokenHash.hex("one"))?.id == "s-1")
        #expect(throws: StoreError.self) { try store.addToken(studentID: "s-2", tokenHash: TokenHash.hex("phone"), at: .now) }
        #expect(throws: StoreError.self) { try store.addToken(studentID: "nobody", tokenHash: "z", at: .now) }
        #expect(throws: StoreError.self) { try store.createStudent(StoreFixtures.student("s-3", token: "phone")) }
        #expect(throws: StoreError.self) { try store.setSecret(studentID: "nobody", secretHash: nil, reset: false) }
    }

    /// A secret written on a condition: a teacher's reset only while the student is in the class it
    /// was checked in; a reset claimed once, whichever of two sign-ins at once comes first.
    @Test(arguments: StoreFixtures.Kind.allCases)
    func secretsWrittenOnAConditionLandOnlyWhileItHolds(kind: StoreFixtures.Kind) throws {
        let store = try kind.make()
        try store.createTeacher(TeacherRecord(id: "t-1", name: "T", passwordHash: "x", createdAt: .now))
        try store.createClass(ClassRecord(id: "c-1", teacherID: "t-1", name: "9", joinCode: "ABC234", createdAt: .now))
        try store.createClass(ClassRecord(id: "c-2", teacherID: "t-1", name: "10", joinCode: "ABC567", createdAt: .now))
        try store.createStudent(StoreFixtures.student("s-1", token: "one", classID: "c-1"))
        try store.setSecret(studentID: "s-1", secretHash: "h", reset: false)
        #expect(try !store.setSecret(studentID: "s-1", secretHash: nil, reset: true, onlyIf: .inClass("c-2")))
        #expect(try store.student(id: "s-1")?.secretHash == "h")
        #expect(try store.setSecret(studentID: "s-1", secretHash: nil, reset: true, onlyIf: .inClass("c-1")))
        #expect(try store.student(id: "s-1")?.secretReset == true)
        // Eight claims at once: one lands.
        let landed = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            if (try? store.setSecret(studentID: "s-1", secretHash: "claim \(i)", reset: false, onlyIf: .resetStanding)) == true {
                landed.withLock { $0 += 1 }
            }
        }
        #expect(landed.withLock { $0 } == 1)
        let s = try #require(try store.student(id: "s-1"))
        #expect(!s.secretReset && s.secretHash?.hasPrefix("claim ") == true)
        #expect(try !store.setSecret(studentID: "nobody", secretHash: nil, reset: true, onlyIf: .resetStanding))
    }

    @Test(arguments: StoreFixtures.Kind.allCases)
    func attemptsMergeIntoProgress(kind: StoreFixtures.Kind) throws {
        let store = try kind.make()
        try store.createStudent(StoreFixtures.student("s-1"))
        #expect(try store.progress(studentID: "s-1", lessonID: "a") == nil)
        var p = try store.recordAttempt(StoreFixtures.attempt("s-1", "a", score: 40, passed: false, time: 30, at: 100))
        #expect(p.attempts == 1 && p.bestScore == 40 && p.lastScore == 40 && !p.completed && p.timeSpent == 30)
        p = try store.recordAttempt(StoreFixtures.attempt("s-1", "a", score: 90, passed: true, time: 20, at: 200))
        #expect(p.completed && p.bestScore == 90 && p.completedAt == Date(timeIntervalSince1970: 200))
        p = try store.recordAttempt(StoreFixtures.attempt("s-1", "a", score: 10, passed: false, time: 5, at: 300))
        #expect(p.completed, "completion is sticky")
        #expect(p.bestScore == 90 && p.lastScore == 10 && p.attempts == 3 && p.timeSpent == 55)
        #expect(p.completedAt == Date(timeIntervalSince1970: 200))
        #expect(p.updatedAt == Date(timeIntervalSince1970: 300))
        #expect(try store.progress(studentID: "s-1", lessonID: "a") == p)
        _ = try store.recordAttempt(StoreFixtures.attempt("s-1", "b", score: 100, passed: true))
        #expect(try store.progress(studentID: "s-1").map(\.lessonID) == ["a", "b"])
        // Stars keep the best run; listens add up.
        p = try store.recordAttempt(StoreFixtures.attempt("s-1", "c", score: 90, passed: true, stars: 2, listens: 3))
        p = try store.recordAttempt(StoreFixtures.attempt("s-1", "c", score: 85, passed: true, stars: 1, listens: 2))
        #expect(p.stars == 2 && p.listens == 5)
        #expect(try store.progress(studentID: "s-1", lessonID: "c") == p)
    }

    @Test(arguments: StoreFixtures.Kind.allCases)
    func hintsAndRevealsAreCounted(kind: StoreFixtures.Kind) throws {
        let store = try kind.make()
        try store.createStudent(StoreFixtures.student("s-1"))
        let at = Date(timeIntervalSince1970: 500)
        for _ in 0..<5 { _ = try store.recordHint(studentID: "s-1", lessonID: "a", limit: 3, at: at) }
        #expect(try store.progress(studentID: "s-1", lessonID: "a")?.hintsUsed == 3)
        let p = try store.recordReveal(studentID: "s-1", lessonID: "a", at: at)
        #expect(p.revealed && !p.completed && p.attempts == 0 && p.hintsUsed == 3)
    }

    @Test(arguments: StoreFixtures.Kind.allCases)
    func progressForAnUnknownStudentIsRefused(kind: StoreFixtures.Kind) throws {
        let store = try kind.make()
        #expect(throws: StoreError.notFound("student s-x")) {
            try store.recordAttempt(StoreFixtures.attempt("s-x", "a", score: 1, passed: false))
        }
    }

    @Test(arguments: StoreFixtures.Kind.allCases)
    func teachersAndClasses(kind: StoreFixtures.Kind) throws {
        let store = try kind.make()
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let t = TeacherRecord(id: "t-1", name: "Ms Rivera", passwordHash: "h1", createdAt: now)
        try store.createTeacher(t)
        #expect(try store.teacher(name: "ms rivera") == t)
        #expect(try store.teacher(id: "t-1") == t)
        #expect(throws: StoreError.self) { try store.createTeacher(TeacherRecord(id: "t-2", name: "MS RIVERA", passwordHash: "x", createdAt: now)) }
        try store.setPasswordHash(teacherID: "t-1", passwordHash: "h2")
        #expect(try store.teacher(id: "t-1")?.passwordHash == "h2")
        #expect(throws: StoreError.self) { try store.setPasswordHash(teacherID: "t-9", passwordHash: "x") }
        #expect(try store.teachers().map(\.id) == ["t-1"])

        let c = ClassRecord(id: "c-1", teacherID: "t-1", name: "Year 9", joinCode: "K7QH3M", createdAt: now)
        try store.createClass(c)
        #expect(try store.classRecord(joinCode: "k7qh3m") == c)
        #expect(try store.classRecord(id: "c-1") == c)
        #expect(try store.classes(teacherID: "t-1") == [c])
        #expect(throws: StoreError.self) {
            try store.createClass(ClassRecord(id: "c-2", teacherID: "t-1", name: "Dup", joinCode: "K7QH3M", createdAt: now))
        }
        #expect(throws: StoreError.self) {
            try store.createClass(ClassRecord(id: "c-3", teacherID: "t-404", name: "Orphan", joinCode: "ZZZZZZ", createdAt: now))
        }

        try store.createStudent(StoreFixtures.student("s-b"))
        try store.createStudent(StoreFixtures.student("s-a"))
        try store.setClass(studentID: "s-b", classID: "c-1")
        try store.setClass(studentID: "s-a", classID: "c-1")
        #expect(try store.students(inClass: "c-1").map(\.id) == ["s-a", "s-b"])
        try store.setClass(studentID: "s-a", classID: nil)
        #expect(try store.students(inClass: "c-1").map(\.id) == ["s-b"])
        #expect(throws: StoreError.self) { try store.setClass(studentID: "s-404", classID: "c-1") }
    }

    @Test(arguments: StoreFixtures.Kind.allCases)
    func concurrentAttemptsAreAllCounted(kind: StoreFixtures.Kind) async throws {
        let store = try kind.make()
        try store.createStudent(StoreFixtures.student("s-1"))
        await withTaskGroup(of: Void.self) { group in
            for i in 0..<40 {
                group.addTask { _ = try? store.recordAttempt(StoreFixtures.attempt("s-1", "a", score: Double(i), passed: i == 39)) }
            }
        }
        let p = try #require(try store.progress(studentID: "s-1", lessonID: "a"))
        #expect(p.attempts == 40)
        #expect(p.bestScore == 39)
        #expect(p.completed)
    }

    @Test(arguments: StoreFixtures.Kind.allCases)
    func throttleEventsAreCountedPerKeyAndForgotten(kind: StoreFixtures.Kind) throws {
        let store = try kind.make()
        let t0 = Date(timeIntervalSince1970: 1_000_000)
        try store.recordThrottleEvents(keys: ["a", "b"], at: t0, forgetBefore: t0.addingTimeInterval(-300))
        try store.recordThrottleEvents(keys: ["a"], at: t0.addingTimeInterval(10), forgetBefore: t0.addingTimeInterval(-290))
        var seen = try store.throttleEvents(keys: ["a", "b", "c"], since: t0.addingTimeInterval(-1))
        #expect(seen["a"] == [t0, t0.addingTimeInterval(10)])
        #expect(seen["b"] == [t0])
        #expect(seen["c"] == nil)
        #expect(try store.throttleEvents(keys: ["a"], since: t0)["a"] == [t0.addingTimeInterval(10)], "after `since` only")
        #expect(try store.throttleEvents(keys: [], since: t0).isEmpty)
        // A later event forgets every key's events from before its cut-off.
        try store.recordThrottleEvents(keys: ["c"], at: t0.addingTimeInterval(400), forgetBefore: t0.addingTimeInterval(5))
        seen = try store.throttleEvents(keys: ["a", "b", "c"], since: .distantPast)
        #expect(seen["a"] == [t0.addingTimeInterval(10)])
        #expect(seen["b"] == nil)
        #expect(seen["c"] == [t0.addingTimeInterval(400)])
    }
}
