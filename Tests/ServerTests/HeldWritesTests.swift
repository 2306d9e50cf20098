import Lessons
import Testing
import WireProtocol
@testable import Server

/// Readiness and submits held while the store is away, without sockets: what `/readyz` judges, when a
/// held write is tried again, and what a client reads when the store is gone.
struct HeldWritesTests {
    @Test func readinessIgnoresTheStoreAndJudgesDrainCourseAndRoom() {
        #expect(Readiness.verdict(draining: false, courseLoaded: true, sessions: 0, maxSessions: 3) == nil)
        #expect(Readiness.verdict(draining: false, courseLoaded: true, sessions: 2, maxSessions: 3) == nil)
        #expect(Readiness.verdict(draining: false, courseLoaded: true, sessions: 3, maxSessions: 3) == "full: 3 of 3 sessions")
        #expect(Readiness.verdict(draining: true, courseLoaded: true, sessions: 0, maxSessions: 3) == "draining")
        #expect(Readiness.verdict(draining: false, courseLoaded: false, sessions: 0, maxSessions: 3) == "no course loaded")
    }

    @Test func heldWritesWaitForTheStoreAndThePause() {
        var held = HeldWrites<Int>(capacity: 3, retryEvery: 1)
        let kept = held.hold(1, now: 10) && held.hold(2, now: 10.5)
        #expect(kept)
        let away = held.takeDue(now: 20, storeAnswers: false)
        #expect(away.isEmpty, "nothing is tried while the store is away")
        let early = held.takeDue(now: 11.2, storeAnswers: true)
        #expect(early.isEmpty, "the pause since the last hold is not over")
        let due = held.takeDue(now: 11.5, storeAnswers: true)
        #expect(due == [1, 2], "all of them, in the order held")
        #expect(held.isEmpty)
        // A try that fails holds again; the next try waits its pause from the last try.
        let again = held.hold(1, now: 11.6)
        let tooSoon = held.takeDue(now: 12.0, storeAnswers: true)
        let later = held.takeDue(now: 12.6, storeAnswers: true)
        #expect(again && tooSoon.isEmpty && later == [1])
    }

    @Test func heldWritesAreBounded() {
        var held = HeldWrites<Int>(capacity: 2)
        let kept = held.hold(1, now: 0) && held.hold(2, now: 0)
        let third = held.hold(3, now: 0)
        #expect(kept && !third, "full: the caller refuses the write instead")
        #expect(held.count == 2)
    }

    @Test func aStoreFailureReachesClientsWithoutTheDatabasesText() {
        let e = LessonError.store(StoreError.failure("PostgreSQL at postgres://u@10.1.2.3:5432/db is unreachable"))
        #expect(e.code == "store_unavailable")
        #expect(!e.description.contains("10.1.2.3") && !e.description.contains("PostgreSQL") && e.description.contains("saving is paused"))
        #expect(e.logDetail?.contains("10.1.2.3") == true, "the log keeps the driver's text")
        #expect(LessonError.store(LessonError.notLoggedIn) == .notLoggedIn, "a refusal passes through")
        #expect(LessonError.store(StoreError.notFound("row")).code == "internal")
        #expect(ErrorCode(rawValue: e.code) == .storeUnavailable)
    }

    @Test func aHeldSubmitTellsThePageOnceAndKeepsTheRequestOpen() throws {
        var m = ConnectionStateMachine(sessionID: "s", frameMs: 20, lessonsAvailable: true)
        let id = MessageID.string("s1")
        let first = m.lessonFinished(.held(again: false), id: id, now: 0)
        guard case .send(.savingPaused(let request, let text), let replyID) = try #require(first.first) else {
            Issue.record("expected savingPaused, got \(first)")
            return
        }
        #expect(request == id && replyID == nil && text.contains("kept"))
        #expect(m.lessonFinished(.held(again: true), id: id, now: 1).isEmpty)
    }
}
