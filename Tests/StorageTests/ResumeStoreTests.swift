import Foundation
import Lessons
import Storage
import Testing

/// Drafts (a challenge's knobs and last result) and recovery codes, held to the same rules in memory,
/// in SQLite and in PostgreSQL.
@Suite("Resume store: drafts and recovery codes (in-memory, SQLite, PostgreSQL)")
struct ResumeStoreTests {
    @Test(arguments: StoreFixtures.Kind.allCases)
    func draftsKeepKnobsAndResultPerStudentAndLesson(kind: StoreFixtures.Kind) throws {
        let store = try kind.make()
        try store.createStudent(StoreFixtures.student("s-1", token: "one"))
        try store.createStudent(StoreFixtures.student("s-2", token: "two"))
        #expect(try store.draft(studentID: "s-1", lessonID: "a") == nil)
        // Knobs first (no result yet), then a submit's result with its knobs, then knobs again: the
        // result stays with the later knobs.
        try store.saveDraftPatch(studentID: "s-1", lessonID: "a", patch: "st1.one", at: Date(timeIntervalSince1970: 10))
        #expect(try store.draft(studentID: "s-1", lessonID: "a")
                == LessonDraft(studentID: "s-1", lessonID: "a", patch: "st1.one", result: nil, updatedAt: Date(timeIntervalSince1970: 10)))
        try store.saveDraft(LessonDraft(studentID: "s-1", lessonID: "a", patch: "st1.two", result: #"{"score":40}"#,
                                        updatedAt: Date(timeIntervalSince1970: 20)))
        try store.saveDraftPatch(studentID: "s-1", lessonID: "a", patch: "st1.three", at: Date(timeIntervalSince1970: 30))
        let d = try #require(try store.draft(studentID: "s-1", lessonID: "a"))
        #expect(d.patch == "st1.three" && d.result == #"{"score":40}"# && d.updatedAt == Date(timeIntervalSince1970: 30))
        // A pass clears the knobs and keeps the result.
        try store.saveDraft(LessonDraft(studentID: "s-1", lessonID: "a", patch: nil, result: #"{"score":97}"#,
                                        updatedAt: Date(timeIntervalSince1970: 40)))
        #expect(try store.draft(studentID: "s-1", lessonID: "a")?.patch == nil)
        #expect(try store.draft(studentID: "s-1", lessonID: "a")?.result == #"{"score":97}"#)
        // Other lessons and other students are apart.
        #expect(try store.draft(studentID: "s-1", lessonID: "b") == nil)
        #expect(try store.draft(studentID: "s-2", lessonID: "a") == nil)
        #expect(throws: StoreError.self) { try store.saveDraftPatch(studentID: "nobody", lessonID: "a", patch: "x", at: .now) }
        #expect(throws: StoreError.self) {
            try store.saveDraft(LessonDraft(studentID: "nobody", lessonID: "a", patch: "x", result: nil, updatedAt: .now))
        }
    }

    @Test(arguments: StoreFixtures.Kind.allCases)
    func aRecoveryCodeIsReplacedNotAdded(kind: StoreFixtures.Kind) throws {
        let store = try kind.make()
        try store.createStudent(StoreFixtures.student("s-1", token: "one"))
        #expect(try store.recoveryHash(studentID: "s-1") == nil)
        #expect(try store.setRecoveryHash(studentID: "s-1", hash: "h1", replacing: nil, at: .now))
        // A second first code (another sign-in at the same moment) is not written: the first stands.
        #expect(try !store.setRecoveryHash(studentID: "s-1", hash: "h1b", replacing: nil, at: .now))
        #expect(try store.recoveryHash(studentID: "s-1") == "h1")
        #expect(try store.setRecoveryHash(studentID: "s-1", hash: "h2", replacing: "h1", at: .now))
        // The old code was used up: a second recovery with it replaces nothing.
        #expect(try !store.setRecoveryHash(studentID: "s-1", hash: "h3", replacing: "h1", at: .now))
        #expect(try store.recoveryHash(studentID: "s-1") == "h2")
        #expect(throws: StoreError.self) { try store.setRecoveryHash(studentID: "nobody", hash: "h", replacing: nil, at: .now) }
        #expect(throws: StoreError.self) { try store.setRecoveryHash(studentID: "nobody", hash: "h", replacing: "h1", at: .now) }
    }

    /// A recovery sets the new code and the new secret together, and only with the code still current.
    @Test(arguments: StoreFixtures.Kind.allCases)
    func aRecoveryUsesItsCodeOnceAndSetsTheSecretWithIt(kind: StoreFixtures.Kind) throws {
        let store = try kind.make()
        try store.createStudent(StoreFixtures.student("s-1", token: "one"))
        try store.setSecret(studentID: "s-1", secretHash: "old secret", reset: true)
        try store.setRecoveryHash(studentID: "s-1", hash: "c1", replacing: nil, at: .now)
        #expect(try store.recoverSecret(studentID: "s-1", secretHash: "new secret", codeHash: "c2", replacing: "c1", at: .now))
        var s = try #require(try store.student(id: "s-1"))
        #expect(s.secretHash == "new secret" && !s.secretReset)
        #expect(try store.recoveryHash(studentID: "s-1") == "c2")
        // The same code again (a second page at the same moment): nothing changes.
        #expect(try !store.recoverSecret(studentID: "s-1", secretHash: "other", codeHash: "c3", replacing: "c1", at: .now))
        s = try #require(try store.student(id: "s-1"))
        #expect(s.secretHash == "new secret")
        #expect(try store.recoveryHash(studentID: "s-1") == "c2")
        #expect(throws: StoreError.self) {
            try store.recoverSecret(studentID: "nobody", secretHash: "x", codeHash: "y", replacing: "c2", at: .now)
        }
    }

    @Test(arguments: StoreFixtures.Kind.allCases)
    func staircasesAreKeptPerStudentAndControl(kind: StoreFixtures.Kind) throws {
        let store = try kind.make()
        try store.createStudent(StoreFixtures.student("s-1", token: "one"))
        try store.createStudent(StoreFixtures.student("s-2", token: "two"))
        #expect(try store.staircases(studentID: "s-1").isEmpty)
        try store.saveStaircase(studentID: "s-1", control: "filter.cutoff", json: #"{"gap":0.2}"#, at: .now)
        try store.saveStaircase(studentID: "s-1", control: "amp.attack", json: #"{"gap":0.3}"#, at: .now)
        try store.saveStaircase(studentID: "s-1", control: "filter.cutoff", json: #"{"gap":0.1}"#, at: .now)
        #expect(try store.staircases(studentID: "s-1") == ["filter.cutoff": #"{"gap":0.1}"#, "amp.attack": #"{"gap":0.3}"#])
        #expect(try store.staircases(studentID: "s-2").isEmpty)
        #expect(throws: StoreError.self) { try store.saveStaircase(studentID: "nobody", control: "x", json: "{}", at: .now) }
    }
}
