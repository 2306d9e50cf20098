import Foundation
import Synchronization
import SynthEngine
import Testing
@testable import Lessons

/// Getting back to where you were: recovery codes for a forgotten secret, and drafts of a challenge.
@Suite("Recovery codes and drafts (in-memory store)")
struct ResumeTests {
    let store = InMemoryTrainerStore()
    let service: LessonService

    init() {
        service = LessonService(course: Fixtures.smallCourse(), store: store, hasher: PasswordHasher(iterations: 1000))
    }

    @Test func aStudentWithNoClassGetsBackInWithTheCodeAndKeepsProgress() throws {
        let ada = try service.login(name: "Ada", token: nil, classCode: nil, secret: "4711")
        let code = try #require(ada.recoveryCode, "sign-up hands out a recovery code")
        #expect(code.count == 19 && code.split(separator: "-").count == 4)
        _ = try service.submit(student: ada.id, lesson: "intro", attempt: .init(), timeSpent: 5)
        // Shown once: the next sign-ins carry none.
        #expect(try service.login(name: "Ada", token: nil, classCode: nil, secret: "4711").recoveryCode == nil)
        #expect(try service.login(name: "", token: ada.token, classCode: nil).recoveryCode == nil)
        // Forgotten secret: the code (typed in lower case, with spaces) sets a new one.
        let typed = code.lowercased().replacingOccurrences(of: "-", with: " ")
        let back = try service.recover(name: "ada", code: typed, secret: "new secret", classCode: nil, client: "10.0.0.1")
        #expect(back.id == ada.id)
        #expect(try service.progress(student: back.id).contains { $0.lessonID == "intro" && $0.completed })
        #expect(try service.login(name: "Ada", token: nil, classCode: nil, secret: "new secret").id == ada.id)
        #expect(throws: LessonError.self) { try service.login(name: "Ada", token: nil, classCode: nil, secret: "4711") }
        // Each code works once; the new one is handed over with the sign-in it made.
        let next = try #require(back.recoveryCode)
        #expect(next != code)
        #expect(throws: LessonError.self) { try service.recover(name: "Ada", code: code, secret: "x1234", classCode: nil, client: "10.0.0.1") }
        #expect(try service.recover(name: "Ada", code: next, secret: "third", classCode: nil, client: "10.0.0.1").id == ada.id)
    }

    @Test func aWrongCodeIsRefusedAndCountedAsAWrongSecret() throws {
        let ada = try service.login(name: "Ada", token: nil, classCode: nil, secret: "4711")
        var refusals = 0
        for _ in 0..<12 {
            do {
                _ = try service.recover(name: "Ada", code: "AAAA-BBBB-CCCC-DDDD", secret: "guess", classCode: nil, client: "10.0.0.9")
            } catch {
                #expect(["unauthorized", "rate_limited"].contains(error.code))
                if error.code == "rate_limited" { refusals += 1 }
            }
        }
        // 10 wrong secrets per account and address in 5 minutes (`SignInLimits`).
        #expect(refusals == 2)
        #expect(try store.student(id: ada.id)?.secretHash.map { PasswordHasher.verify("4711", against: $0) } == true)
    }

    @Test func aFirstSecretChosenLaterHandsOutACodeAndOnlyOnce() throws {
        let bo = try service.login(name: "Bo", token: nil, classCode: nil)
        #expect(bo.needsSecret && bo.recoveryCode == nil)
        let set = try service.setSecret(student: bo.id, secret: "2468")
        #expect(set.recoveryCode != nil)
        #expect(try service.setSecret(student: bo.id, secret: "1357").recoveryCode == nil)
    }

    @Test func aDraftKeepsKnobsUntilAPassAndAlwaysTheLastResult() throws {
        let ada = try service.login(name: "Ada", token: nil, classCode: nil, secret: "4711")
        _ = try service.submit(student: ada.id, lesson: "intro", attempt: .init(), timeSpent: 5)
        var knobs = Patch()
        try knobs.set(.osc1Wave, 2)
        try service.saveDraft(student: ada.id, lesson: "sine", patch: knobs)
        #expect(try service.draft(student: ada.id, lesson: "sine")?.patch.map { try Patch(presetString: $0) } == knobs)
        // A theory page keeps no draft.
        try service.saveDraft(student: ada.id, lesson: "intro", patch: knobs)
        try service.saveSubmit(student: ada.id, lesson: "intro", attempt: knobs, passed: true, resultJSON: "{}")
        #expect(try service.draft(student: ada.id, lesson: "intro") == nil)
        try service.saveSubmit(student: ada.id, lesson: "sine", attempt: knobs, passed: false, resultJSON: #"{"score":50}"#)
        #expect(try service.draft(student: ada.id, lesson: "sine")?.result == #"{"score":50}"#)
        try service.saveSubmit(student: ada.id, lesson: "sine", attempt: knobs, passed: true, resultJSON: #"{"score":99}"#)
        let passed = try #require(try service.draft(student: ada.id, lesson: "sine"))
        #expect(passed.patch == nil && passed.result == #"{"score":99}"#)
    }

    /// A submit held through a store outage is written once the store answers, after knobs the student
    /// saved meanwhile: its result is kept, and the knobs are the newer ones. Before, the attempt's
    /// knobs overwrote them, and a reload showed the knobs of before the outage.
    @Test func aHeldSubmitWrittenLateKeepsTheKnobsSavedAfterIt() throws {
        let now = Mutex(Date(timeIntervalSince1970: 1_000))
        let timed = LessonService(course: Fixtures.smallCourse(), store: store, hasher: PasswordHasher(iterations: 1000),
                                  clock: { now.withLock { $0 } })
        let ada = try timed.login(name: "Ada", token: nil, classCode: nil, secret: "4711")
        var attempt = Patch(), later = Patch()
        try attempt.set(.osc1Wave, 1)
        try later.set(.osc1Wave, 3)
        let askedAt = timed.clock()
        now.withLock { $0 += 5 }
        try timed.saveDraft(student: ada.id, lesson: "sine", patch: later)
        now.withLock { $0 += 5 }
        try timed.saveSubmit(student: ada.id, lesson: "sine", attempt: attempt, passed: false, resultJSON: #"{"score":50}"#,
                             keepingKnobsSavedAfter: askedAt)
        var d = try #require(try timed.draft(student: ada.id, lesson: "sine"))
        #expect(d.result == #"{"score":50}"#)
        #expect(try d.patch.map { try Patch(presetString: $0) } == later)
        // A submit written at once (or knobs saved before it was asked) takes the attempt's knobs.
        try timed.saveSubmit(student: ada.id, lesson: "sine", attempt: attempt, passed: false, resultJSON: #"{"score":60}"#,
                             keepingKnobsSavedAfter: timed.clock())
        d = try #require(try timed.draft(student: ada.id, lesson: "sine"))
        #expect(d.result == #"{"score":60}"#)
        #expect(try d.patch.map { try Patch(presetString: $0) } == attempt)
    }
}
