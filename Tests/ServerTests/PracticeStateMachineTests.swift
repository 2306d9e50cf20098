import Foundation
import Lessons
import SynthEngine
import Testing
import WireProtocol
@testable import Server

/// A practice item on the connection: opened in review mode, its submit goes to the review (after the
/// same listening rule as any challenge), its answer is never revealed, and its knobs never overwrite
/// the lesson's own draft.
struct PracticeStateMachineTests {
    func practiceItem() throws -> OpenedLesson {
        var opened = try ChallengeFixture.opened()
        opened.detail.practice = true
        return opened
    }

    func errorCode(_ actions: [ConnectionStateMachine.Action]) -> ErrorCode? {
        for a in actions { if case .send(.error(let e), _) = a { return e.code } }
        return nil
    }

    @Test func aPracticeItemIsSubmittedForReviewNeverRevealedAndKeepsNoDraft() throws {
        var m = ConnectionStateMachine(sessionID: "s1", frameMs: 20, lessonsAvailable: true)
        _ = m.lessonFinished(.loggedIn(.init(student: "st", name: "Ada", token: "t", classCode: nil), classID: nil), id: nil, now: 0)
        // Asking for the item goes to the lesson service (which checks it is in today's practice).
        guard case .lesson(.openPracticeItem("st", "l1"), _) = m.receivedText(Array(#"{"type":"openPracticeItem","lesson":"l1"}"#.utf8), now: 0.5).last else {
            Issue.record("openPracticeItem not asked"); return
        }
        let opened = m.lessonFinished(.opened(try practiceItem()), id: nil, now: 1)
        #expect(opened.contains { if case .send(.lesson(let d), _) = $0 { d.practice } else { false } })
        #expect(errorCode(m.receivedText(Array(#"{"type":"reveal"}"#.utf8), now: 1.1)) == .forbidden)
        // Knobs turned on a practice item are not written as the lesson's draft.
        let turned = m.receivedText(Array(#"{"type":"set","param":"osc1.wave","value":"square"}"#.utf8), now: 5)
        #expect(!turned.contains { if case .lesson(.saveDraft, _) = $0 { true } else { false } })
        #expect(m.closing().isEmpty)
        let submit = Array(#"{"type":"submit"}"#.utf8)
        #expect(errorCode(m.receivedText(submit, now: 5.5)) == .listenFirst, "listening is the exercise in practice too")
        _ = m.receivedText(Array(#"{"type":"playTarget"}"#.utf8), now: 6)
        guard case .lesson(.reviewSubmit("st", "l1", _, _, 1, 1), _) = m.receivedText(submit, now: 7.1).first else {
            Issue.record("the submit did not go to the review"); return
        }
    }

    @Test func practiceMessagesNeedAStudentAndCarryTheOffset() throws {
        var m = ConnectionStateMachine(sessionID: "s1", frameMs: 20, lessonsAvailable: true)
        #expect(errorCode(m.receivedText(Array(#"{"type":"startPractice","utcOffset":60}"#.utf8), now: 0)) == .notLoggedIn)
        #expect(errorCode(m.receivedText(Array(#"{"type":"practice","utcOffset":"NaN"}"#.utf8), now: 0)) == .notANumber)
        #expect(errorCode(m.receivedText(Array(#"{"type":"practice"}"#.utf8), now: 0)) == .badMessage)
        _ = m.lessonFinished(.loggedIn(.init(student: "st", name: "Ada", token: "t", classCode: nil), classID: nil), id: nil, now: 0)
        guard case .lesson(.practice("st", -300, true), _) = m.receivedText(Array(#"{"type":"startPractice","utcOffset":-300}"#.utf8), now: 1).first else {
            Issue.record("startPractice not asked"); return
        }
    }
}
