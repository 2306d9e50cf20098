import SynthEngine
import Testing
import WireProtocol
@testable import Server

/// The connection state machine on a teacher socket, and what classroom messages become on either.
struct TeacherSocketMachineTests {
    func machine(_ role: ConnectionRole) -> ConnectionStateMachine {
        ConnectionStateMachine(sessionID: "s1", frameMs: 20, lessonsAvailable: true, role: role)
    }

    func errorCode(_ actions: [ConnectionStateMachine.Action]) -> ErrorCode? {
        for a in actions { if case .send(.error(let e), _) = a { return e.code } }
        return nil
    }

    @Test func aTeacherSocketPlaysNothingUntilSignedIn() {
        var m = machine(.teacher)
        let a = m.receivedText(Array(#"{"type":"noteOn","note":60,"id":1}"#.utf8), now: 0)
        #expect(errorCode(a) == .unauthorized)
        #expect(a.contains { if case .denied("noteOn", .unauthorized) = $0 { true } else { false } })
        #expect(!a.contains { if case .engine = $0 { true } else { false } })
        m.authorized = true
        let b = m.receivedText(Array(#"{"type":"noteOn","note":60}"#.utf8), now: 0)
        guard case .engine(.noteOn(60, _)) = b.first else { Issue.record("\(b)"); return }
    }

    @Test func lessonMessagesBelongOnStudentSockets() {
        var m = machine(.teacher)
        m.authorized = true
        #expect(errorCode(m.receivedText(Array(#"{"type":"login","name":"x"}"#.utf8), now: 0)) == .forbidden)
        #expect(errorCode(m.receivedText(Array(#"{"type":"submit"}"#.utf8), now: 0)) == .forbidden)
    }

    @Test func classroomMessagesGoToTheHubOnEitherSocket() {
        for role in [ConnectionRole.student, .teacher] {
            var m = machine(role)
            let a = m.receivedText(Array(#"{"type":"listen","student":"s-2","id":"q"}"#.utf8), now: 0)
            guard case .classroom(let r) = a.first, case .listen("s-2") = r.message, r.id == .string("q") else {
                Issue.record("\(role): \(a)")
                return
            }
        }
    }

    @Test func aPushedSoundLoadsWholeInFreePlay() throws {
        var m = machine(.student)
        var p = Patch()
        try p.set(.filterCutoff, 1234)
        let a = m.teacherPushed(p, from: "Ms Rivera")
        #expect(m.patch == p)
        guard case .engine(.load(let loaded)) = a.first, loaded == p,
              case .send(.teacherPatch("Ms Rivera"), _) = a.last else { Issue.record("\(a)"); return }
    }
}
