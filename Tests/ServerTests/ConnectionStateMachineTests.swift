import Foundation
import Lessons
import SynthEngine
import Testing
import WireProtocol
@testable import Server

/// The protocol logic without sockets: messages in, actions out.
struct SessionStateMachineTests {
    func machine(lessons: Bool = true) -> ConnectionStateMachine {
        ConnectionStateMachine(sessionID: "s1", frameMs: 20, lessonsAvailable: lessons)
    }

    func sent(_ actions: [ConnectionStateMachine.Action]) -> [ServerMessage] {
        actions.compactMap { if case .send(let m, _) = $0 { m } else { nil } }
    }

    func errorCode(_ actions: [ConnectionStateMachine.Action]) -> ErrorCode? {
        for m in sent(actions) { if case .error(let e) = m { return e.code } }
        return nil
    }

    @Test func helloIsWelcomedWithTheStreamFormat() {
        var m = machine()
        let a = m.receivedText(Array(#"{"type":"hello","id":3}"#.utf8), now: 0)
        guard case .reads(bundles: false, spectrumFrames: true) = a.first else { Issue.record("no reads: \(a)"); return }
        guard case .send(.welcome(let w), let id) = a.last else { Issue.record("no welcome: \(a)"); return }
        #expect(w.session == "s1" && w.frameMs == 20 && id == .number(3))
        // The page reads bundles and draws the spectrum from its own audio.
        let page = m.receivedText(Array(#"{"type":"hello","bundles":true,"spectrumFrames":false}"#.utf8), now: 0)
        guard case .reads(bundles: true, spectrumFrames: false) = page.first else { Issue.record("\(page)"); return }
    }

    @Test func setUpdatesTheMirrorAndQueuesTheEngine() {
        var m = machine()
        let a = m.receivedText(Array(#"{"type":"set","param":"filter.cutoff","value":900}"#.utf8), now: 0)
        guard case .engine(.set(.filterCutoff, 900)) = a.first else { Issue.record("\(a)"); return }
        #expect(m.patch[.filterCutoff] == 900)
        let reply = m.receivedText(Array(#"{"type":"getPatch"}"#.utf8), now: 0)
        guard case .send(.patch(let p), _) = reply.first else { Issue.record("\(reply)"); return }
        #expect(p[.filterCutoff] == 900)
    }

    @Test func badInputBecomesAnErrorNotAClose() {
        var m = machine()
        #expect(errorCode(m.receivedText(Array("{oops".utf8), now: 0)) == .badJSON)
        #expect(errorCode(m.receivedText(Array(#"{"type":"set","param":"x","value":1}"#.utf8), now: 0)) == .unknownParam)
        #expect(m.patch == Patch())
    }

    @Test func binaryAndOversizedClose() {
        let m = machine()
        guard case .close(.unsupportedData, _) = m.receivedBinary().first,
              case .close(.messageTooBig, _) = m.receivedOversized().first else { Issue.record("wrong close codes"); return }
    }

    @Test func floodingIsLimitedThenClosed() {
        var m = machine()
        var limited = 0, closedAt: Double?
        var t = 0.0
        while t < 7, closedAt == nil {
            for a in m.receivedText(Array(#"{"type":"getPatch"}"#.utf8), now: t) {
                if case .close(.policyViolation, _) = a { closedAt = t }
                if case .send(.error(let e), _) = a, e.code == .rateLimited { limited += 1 }
            }
            t += 0.0005
        }
        #expect(limited > 0 && limited <= 60)
        #expect(closedAt.map { $0 >= 5 && $0 < 5.2 } == true)
    }

    /// Key-heavy 64 KiB messages at 166 a second from 8 sockets starved a neighbour's audio: each
    /// socket's parse work is now budgeted in bytes, not only in messages. Counted, not timed.
    @Test func keyHeavyMessagesMeetAByteBudget() {
        var m = machine()
        var keys = #"{"type":"getPatch""#
        var i = 0
        while keys.utf8.count < ProtocolLimits.maxTextMessageBytes - 20 {
            keys += #","k\#(i)":0"#
            i += 1
        }
        let heavy = Array((keys + "}").utf8)
        var answered = 0, limited = 0
        for n in 0..<20 {
            for a in m.receivedText(heavy, now: Double(n) * 0.01) {
                if case .send(.patch, _) = a { answered += 1 }
                if case .send(.error(let e), _) = a, e.code == .rateLimited, e.message.contains("KiB") { limited += 1 }
            }
        }
        #expect(answered == 2, "the burst holds two of the largest messages")
        #expect(limited >= 1)
        // Small messages still pass at once, and a largest one again once the budget has refilled.
        #expect(m.receivedText(Array(#"{"type":"getPatch"}"#.utf8), now: 0.3).contains { if case .send(.patch, _) = $0 { true } else { false } })
        #expect(m.receivedText(heavy, now: 3).contains { if case .send(.patch, _) = $0 { true } else { false } })
    }

    @Test func lessonMessagesNeedLoginAndALesson() {
        var m = machine()
        #expect(errorCode(m.receivedText(Array(#"{"type":"listLessons"}"#.utf8), now: 0)) == .notLoggedIn)
        let login = m.receivedText(Array(#"{"type":"login","name":"Ada","id":1}"#.utf8), now: 0)
        guard case .lesson(.login(name: "Ada", token: nil, classCode: nil, secret: nil), .number(1)) = login.first else {
            Issue.record("\(login)"); return
        }
        _ = m.lessonFinished(.loggedIn(.init(student: "st", name: "Ada", token: "t", classCode: nil), classID: nil), id: .number(1), now: 0)
        #expect(m.student == "st")
        #expect(errorCode(m.receivedText(Array(#"{"type":"playTarget"}"#.utf8), now: 0)) == .noLesson)
        guard case .lesson(.list(student: "st"), _) = m.receivedText(Array(#"{"type":"listLessons"}"#.utf8), now: 0).first else {
            Issue.record("no list call"); return
        }
    }

    @Test func withoutACourseLessonMessagesSaySo() {
        var m = machine(lessons: false)
        #expect(errorCode(m.receivedText(Array(#"{"type":"login","name":"Ada"}"#.utf8), now: 0)) == .internal)
    }

    func openedLesson() throws -> OpenedLesson { try ChallengeFixture.opened() }

    @Test func theLessonMessageCarriesTheLatestHintSeenAndWhetherTheTargetIsPictured() throws {
        let lesson = Lesson(id: "l2", title: "L", moduleID: "m", kind: .challenge, theoryFile: "", theoryMarkdown: "",
                            theoryHTML: "", controls: LessonControls(shown: [.osc1Wave], locked: []), startPatch: Patch(),
                            targetPatch: Patch(), phrase: Phrase(notes: [.init(start: 0, length: 1, note: 60, velocity: 0.9)]),
                            passThreshold: 80, hints: ["first", "second", "third"], comparator: .params, showsTarget: true)
        #expect(LessonGateway.wire(LessonView(lesson: lesson, hintsUsed: 0)).detail.hint == nil)
        let reopened = LessonGateway.wire(LessonView(lesson: lesson, hintsUsed: 2)).detail
        #expect(reopened.hint == "second" && reopened.hintsUsed == 2 && reopened.showsTarget)
        let json = String(decoding: try JSONEncoder().encode(reopened), as: UTF8.self)
        #expect(json.contains(#""hint":"second""#) && json.contains(#""showsTarget":true"#))
        #expect(LessonGateway.wire(LessonView(lesson: lesson, hintsUsed: 9)).detail.hint == "third")
    }

    @Test func invalidUTF8ClosesWith1007() {
        var m = machine()
        let actions = m.receivedText([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x7D], now: 0)
        guard case .close(.invalidPayload, _) = actions.first else { Issue.record("\(actions)"); return }
        // Valid UTF-8 beyond ASCII is fine.
        #expect(m.receivedText(Array(#"{"type":"hello","client":"día 🎹"}"#.utf8), now: 0).first.map { if case .close = $0 { false } else { true } } == true)
    }

    @Test func closingALessonFreesEveryControlAndStopsPlayback() throws {
        var m = machine()
        _ = m.lessonFinished(.loggedIn(.init(student: "st", name: "Ada", token: "t", classCode: nil), classID: nil), id: nil, now: 0)
        _ = m.lessonFinished(.opened(try openedLesson()), id: nil, now: 1)
        #expect(errorCode(m.receivedText(Array(#"{"type":"set","param":"filter.cutoff","value":900}"#.utf8), now: 2)) == .forbidden)
        let closed = m.receivedText(Array(#"{"type":"closeLesson","id":"c"}"#.utf8), now: 3)
        #expect(closed.contains { if case .engine(.stopPlayback) = $0 { true } else { false } })
        #expect(closed.contains { if case .send(.lessonClosed, .string("c")) = $0 { true } else { false } })
        #expect(m.lesson == nil)
        guard case .engine(.set(.filterCutoff, 900)) = m.receivedText(Array(#"{"type":"set","param":"filter.cutoff","value":900}"#.utf8), now: 4).first else {
            Issue.record("free play after a lesson still refuses a control"); return
        }
        guard case .engine(.stopPlayback) = m.receivedText(Array(#"{"type":"stopPlayback"}"#.utf8), now: 5).first else {
            Issue.record("stopPlayback did not reach the engine"); return
        }
    }

    @Test func openingALessonLoadsItsStartPatchAndLocksOtherControls() throws {
        var m = machine()
        _ = m.lessonFinished(.loggedIn(.init(student: "st", name: "Ada", token: "t", classCode: nil), classID: nil), id: nil, now: 0)
        let opened = try openedLesson()
        let a = m.lessonFinished(.opened(opened), id: .string("o"), now: 10)
        #expect(a.contains { if case .engine(.load(let p)) = $0 { p == opened.rules.startPatch } else { false } })
        #expect(m.patch == opened.rules.startPatch)
        #expect(errorCode(m.receivedText(Array(#"{"type":"set","param":"filter.cutoff","value":900}"#.utf8), now: 11)) == .forbidden)
        let ok = m.receivedText(Array(#"{"type":"set","param":"osc1.wave","value":"sine"}"#.utf8), now: 11)
        guard case .engine(.set(.osc1Wave, _)) = ok.first else { Issue.record("\(ok)"); return }
        // loadPatch inside a lesson only takes the taught controls.
        _ = m.receivedText(Array(#"{"type":"loadPatch","patch":{"filter.cutoff":50,"osc1.wave":"square"}}"#.utf8), now: 12)
        #expect(m.patch[.filterCutoff] == 500 && m.patch.option(.osc1Wave) == "square")
        // playTarget names the lesson; the target itself never passes through the state machine, and
        // before a pass its waveform and spectrum stay unsent.
        guard case .playTarget(lesson: "l1", let phrase, visuals: false) = m.receivedText(Array(#"{"type":"playTarget"}"#.utf8), now: 13).first else {
            Issue.record("no playTarget"); return
        }
        #expect(phrase == opened.rules.phrase.notes)
        guard case .lesson(.submit(student: "st", lesson: "l1", attempt: let attempt, timeSpent: let t, submits: 1, listens: 1), _) =
                m.receivedText(Array(#"{"type":"submit"}"#.utf8), now: 40).first else { Issue.record("no submit"); return }
        #expect(attempt == m.patch && t == 30)
    }

    /// Listening is the exercise: no submit without the target's phrase heard through since the last
    /// (the test lesson's phrase lasts 1 s), and resubmits in quick succession wait longer each time.
    /// Times are the values passed in, not a clock.
    @Test func aChallengeSubmitNeedsTheTargetHeardAndQuickResubmitsWait() throws {
        var m = machine()
        _ = m.lessonFinished(.loggedIn(.init(student: "st", name: "Ada", token: "t", classCode: nil), classID: nil), id: nil, now: 0)
        _ = m.lessonFinished(.opened(try openedLesson()), id: nil, now: 1)
        let submit = Array(#"{"type":"submit","id":"s"}"#.utf8)
        #expect(errorCode(m.receivedText(submit, now: 2)) == .listenFirst)
        var now = 3.0
        var runNumbers: [Int] = []
        for _ in 0..<SubmitPacing.freeResubmits {
            _ = m.receivedText(Array(#"{"type":"compare","side":"mine"}"#.utf8), now: now)
            // Mid-phrase is not yet heard.
            #expect(errorCode(m.receivedText(submit, now: now + 0.5)) == .listenFirst)
            guard case .lesson(.submit(_, _, _, _, let n, 1), _) = m.receivedText(submit, now: now + 1).first else {
                Issue.record("submit refused"); return
            }
            runNumbers.append(n)
            // Without listening again: refused (after the third, for the pause first).
            #expect(errorCode(m.receivedText(submit, now: now + 1.2)) == (n < SubmitPacing.freeResubmits ? .listenFirst : .tooSoon))
            now += 1.5
        }
        #expect(runNumbers == [1, 2, 3])
        // The fourth comes too soon after the third (1.5 s): a pause of `pauseStep` seconds is due.
        let third = now - 0.5
        _ = m.receivedText(Array(#"{"type":"playTarget"}"#.utf8), now: now)
        #expect(errorCode(m.receivedText(submit, now: now + 1)) == .tooSoon)
        guard case .lesson(.submit(_, _, _, _, 4, 1), _) = m.receivedText(submit, now: third + SubmitPacing.pauseStep + 0.1).first else {
            Issue.record("submit after the pause refused"); return
        }
    }

    /// Asking for the target and cutting it off is not listening: stopPlayback, a comparison of held
    /// keys or an example before the phrase is over leave nothing heard; "play mine" ends a comparison
    /// but not a target play.
    @Test func aTargetCutOffBeforeItsPhraseEndsIsNotHeard() throws {
        var m = machine()
        _ = m.lessonFinished(.loggedIn(.init(student: "st", name: "Ada", token: "t", classCode: nil), classID: nil), id: nil, now: 0)
        _ = m.lessonFinished(.opened(try openedLesson()), id: nil, now: 1)
        let submit = Array(#"{"type":"submit"}"#.utf8)
        func send(_ json: String, _ t: Double) { _ = m.receivedText(Array(json.utf8), now: t) }
        send(#"{"type":"playTarget"}"#, 2)
        send(#"{"type":"stopPlayback"}"#, 2.05)
        #expect(errorCode(m.receivedText(submit, now: 10)) == .listenFirst)
        send(#"{"type":"compare"}"#, 11)
        send(#"{"type":"compare","phrase":false}"#, 11.5)
        #expect(errorCode(m.receivedText(submit, now: 20)) == .listenFirst)
        send(#"{"type":"compare"}"#, 21)
        send(#"{"type":"playMine"}"#, 21.2)
        #expect(errorCode(m.receivedText(submit, now: 30)) == .listenFirst)
        // A target play goes on beside "mine", and a stop after the phrase's end keeps it heard.
        send(#"{"type":"playTarget"}"#, 31)
        send(#"{"type":"playMine"}"#, 31.2)
        send(#"{"type":"stopPlayback"}"#, 32.5)
        guard case .lesson(.submit(_, _, _, _, 1, 1), _) = m.receivedText(submit, now: 33).first else {
            Issue.record("a played-through target was not counted"); return
        }
    }

    /// The pause before a quick resubmit belongs to the student and lesson on this server: opening the
    /// lesson again, or another socket of the same student, does not start it afresh.
    @Test func reopeningTheLessonOrANewSocketKeepsThePause() throws {
        let pacing = SubmitPacing()
        func open() throws -> ConnectionStateMachine {
            var m = ConnectionStateMachine(sessionID: "s", frameMs: 20, lessonsAvailable: true, pacing: pacing)
            _ = m.lessonFinished(.loggedIn(.init(student: "st", name: "Ada", token: "t", classCode: nil), classID: nil), id: nil, now: 0)
            _ = m.lessonFinished(.opened(try openedLesson()), id: nil, now: 0)
            return m
        }
        var m = try open()
        var now = 1.0
        func listenAndSubmit(_ m: inout ConnectionStateMachine) -> [ConnectionStateMachine.Action] {
            _ = m.receivedText(Array(#"{"type":"playTarget"}"#.utf8), now: now)
            now += 1
            return m.receivedText(Array(#"{"type":"submit"}"#.utf8), now: now)
        }
        for _ in 0..<SubmitPacing.freeResubmits { #expect(errorCode(listenAndSubmit(&m)) == nil) }
        now += SubmitPacing.pauseStep
        #expect(errorCode(listenAndSubmit(&m)) == nil)
        // The fifth must wait 2 × pauseStep after the fourth: each try below comes a second later.
        #expect(errorCode(listenAndSubmit(&m)) == .tooSoon)
        _ = m.lessonFinished(.opened(try openedLesson()), id: nil, now: now)
        #expect(errorCode(listenAndSubmit(&m)) == .tooSoon, "reopening reset the pause")
        var other = try open()
        #expect(errorCode(listenAndSubmit(&other)) == .tooSoon, "another socket reset the pause")
        // Another student is not slowed by this one.
        var someoneElse = ConnectionStateMachine(sessionID: "s3", frameMs: 20, lessonsAvailable: true, pacing: pacing)
        _ = someoneElse.lessonFinished(.loggedIn(.init(student: "st2", name: "Bo", token: "t2", classCode: nil), classID: nil), id: nil, now: 0)
        _ = someoneElse.lessonFinished(.opened(try openedLesson()), id: nil, now: 0)
        #expect(errorCode(listenAndSubmit(&someoneElse)) == nil)
        // Long after the last submit the student starts afresh.
        now += SubmitPacing.forgetAfter
        #expect(errorCode(listenAndSubmit(&other)) == nil)
    }

    @Test func theTargetIsShownOnlyAfterAPassOrWhereTheLessonSaysSo() throws {
        var m = machine()
        _ = m.lessonFinished(.loggedIn(.init(student: "st", name: "Ada", token: "t", classCode: nil), classID: nil), id: nil, now: 0)
        _ = m.lessonFinished(.opened(try openedLesson()), id: nil, now: 1)
        func visuals() -> Bool? {
            if case .playTarget(_, _, let v) = m.receivedText(Array(#"{"type":"playTarget"}"#.utf8), now: 2).first { return v }
            return nil
        }
        #expect(visuals() == false)
        guard case .compare(_, _, .target, visible: false) = m.receivedText(Array(#"{"type":"compare"}"#.utf8), now: 2).first else {
            Issue.record("compare"); return
        }
        _ = m.lessonFinished(.revealed(Patch()), id: nil, now: 3)
        #expect(visuals() == true)
    }

    @Test func lessonFailuresEchoTheRequestID() {
        var m = machine()
        let a = m.lessonFinished(.failed(ProtocolError(.lockedLesson, "locked")), id: .string("q"), now: 0)
        guard case .send(.error(let e), _) = a.first else { Issue.record("\(a)"); return }
        #expect(e.code == .lockedLesson && e.id == .string("q"))
    }
}
