import Foundation
import Lessons
import SynthEngine
import Testing
import WireProtocol
@testable import Server

/// A challenge's knobs on the connection: written at most once every `draftEvery` while they turn,
/// and the turns still waiting are written when the student leaves the lesson or the socket closes.
struct DraftStateMachineTests {
    func opened() throws -> ConnectionStateMachine {
        var m = ConnectionStateMachine(sessionID: "s1", frameMs: 20, lessonsAvailable: true)
        _ = m.lessonFinished(.loggedIn(.init(student: "st", name: "Ada", token: "t", classCode: nil), classID: nil), id: nil, now: 0)
        _ = m.receivedText(Array(#"{"type":"openLesson","lesson":"l1"}"#.utf8), now: 0.5)
        _ = m.lessonFinished(.opened(try ChallengeFixture.opened()), id: nil, now: 1)
        return m
    }

    /// The waves saved by the actions, in order.
    func saved(_ actions: [ConnectionStateMachine.Action]) -> [String] {
        actions.compactMap { if case .lesson(.saveDraft("st", "l1", let p), _) = $0 { p.option(.osc1Wave) } else { nil } }
    }

    func turn(_ m: inout ConnectionStateMachine, _ wave: String, at now: Double) -> [ConnectionStateMachine.Action] {
        m.receivedText(Array(#"{"type":"set","param":"osc1.wave","value":"\#(wave)"}"#.utf8), now: now)
    }

    /// Leaving the lesson within a second of the last write kept the turn made meanwhile in memory
    /// only: the lesson was let go before the waiting draft was written, so nothing was (found in
    /// review, session 29; the page's test turned once, which is written at once).
    @Test func leavingTheLessonWritesTheTurnsStillWaiting() throws {
        var m = try opened()
        #expect(saved(turn(&m, "square", at: 2)) == ["square"], "the first turn is written at once")
        #expect(saved(turn(&m, "triangle", at: 2.4)).isEmpty, "the next waits for draftEvery")
        #expect(saved(m.receivedText(Array(#"{"type":"closeLesson","to":"lessons"}"#.utf8), now: 2.5)) == ["triangle"])
        // Nothing is left to write when the socket closes afterwards.
        #expect(saved(m.closing()).isEmpty)
    }

    @Test func closingTheSocketWritesTheTurnsStillWaiting() throws {
        var m = try opened()
        _ = turn(&m, "square", at: 2)
        _ = turn(&m, "triangle", at: 2.4)
        #expect(saved(m.closing()) == ["triangle"])
    }
}
