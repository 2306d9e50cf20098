import Foundation
import Lessons
import SynthEngine
import Testing
import WireProtocol
@testable import Server

/// The classroom logic without sockets: who may do what, and which subscriptions follow.
struct ClassroomHubTests {
    static let t0 = Date(timeIntervalSince1970: 1_700_000_000)
    static let lesson = ClassroomHub.LessonInfo(
        ref: .init(id: "dark", title: "Darker", module: "basics", kind: "challenge"),
        shown: ["filter.cutoff"], locked: [], target: ["filter.cutoff": .number(500)], allowsTeacherPatch: false)
    static let theory = ClassroomHub.LessonInfo(
        ref: .init(id: "intro", title: "Intro", module: "basics", kind: "theory"),
        shown: [], locked: [], target: nil, allowsTeacherPatch: true)

    let hub = ClassroomHub(lessons: [theory, lesson])
    let teacher = 1, student = 10, other = 11
    let session = TeacherSession(teacherID: "t-1", name: "Ms Rivera", tokenHash: "h", expiresAt: t0.addingTimeInterval(3600))

    func request(_ m: ClientMessage, id: Int = 7) -> ClientRequest { ClientRequest(m, id: .number(Double(id))) }

    /// A signed-in teacher watching class c-1, with students s-1 (connection 10) and s-2 (11) online in it.
    func classroom() -> [ClassroomHub.Action] {
        hub.teacherConnected(teacher, cookieToken: "tok")
        var all = hub.handle(request(.auth(token: nil)), from: teacher, role: .teacher, now: Self.t0)
        all += hub.finished(.authenticated(session, [.init(id: "c-1", name: "Year 9", code: "AAAAAA", students: 2)]),
                            connection: teacher, id: nil, call: .auth(token: "tok"), now: Self.t0)
        all += hub.studentLoggedIn(student, student: "s-1", name: "Ana", classID: "c-1", now: Self.t0)
        all += hub.studentLoggedIn(other, student: "s-2", name: "Ben", classID: "c-1", now: Self.t0)
        let record = ClassRecord(id: "c-1", teacherID: "t-1", name: "Year 9", joinCode: "AAAAAA", createdAt: Self.t0)
        all += hub.handle(request(.watchClass("c-1")), from: teacher, role: .teacher, now: Self.t0)
        all += hub.finished(.roster(ClassProgress(classRecord: record, rows: [])), connection: teacher, id: nil,
                            call: .roster(classID: "c-1", teacherID: "t-1"), now: Self.t0)
        return all
    }

    func sent(_ a: [ClassroomHub.Action], to c: Int) -> [ServerMessage] {
        a.compactMap { if case .send(let to, let m, _) = $0, to == c { m } else { nil } }
    }

    func errorCode(_ a: [ClassroomHub.Action], to c: Int) -> ErrorCode? {
        for m in sent(a, to: c) { if case .error(let e) = m { return e.code } }
        return nil
    }

    func denied(_ a: [ClassroomHub.Action]) -> [(String, ErrorCode)] {
        a.compactMap { if case let .denied(_, _, type, code, _, _) = $0 { (type, code) } else { nil } }
    }

    @Test func authUsesTheCookieWhenNoTokenIsGiven() {
        hub.teacherConnected(teacher, cookieToken: "from-cookie")
        let a = hub.handle(request(.auth(token: nil)), from: teacher, role: .teacher, now: Self.t0)
        guard case .call(.auth(let token), _, _) = a.first else { Issue.record("\(a)"); return }
        #expect(token == "from-cookie")
        // Until the answer arrives, everything else waits.
        let early = hub.handle(request(.watchClass("c-1")), from: teacher, role: .teacher, now: Self.t0)
        #expect(errorCode(early, to: teacher) == .unauthorized)
    }

    @Test func studentsAreRefusedEveryClassroomMessage() {
        _ = classroom()
        for m in [ClientMessage.listen(student: "s-2"), .watchClass("c-1"), .classProgress("c-1"), .sendHint(text: "x", student: nil),
                  .broadcast(active: true), .pushPatch(student: nil), .createClass(name: "x"), .auth(token: "tok")] {
            let a = hub.handle(request(m), from: student, role: .student, now: Self.t0)
            #expect(errorCode(a, to: student) == .forbidden, "\(m)")
            #expect(denied(a).map(\.0) == [m.type])
            #expect(!a.contains { if case .subscribe = $0 { true } else { false } })
        }
    }

    @Test func listeningSubscribesTheTeacherToTheStudentsStreamAndSwitches() {
        _ = classroom()
        var a = hub.handle(request(.listen(student: "s-1")), from: teacher, role: .teacher, now: Self.t0)
        #expect(a.contains { if case .subscribe(teacher, student, .monitored) = $0 { true } else { false } })
        a = hub.handle(request(.listen(student: "s-2")), from: teacher, role: .teacher, now: Self.t0)
        #expect(a.contains { if case .unsubscribe(teacher, student) = $0 { true } else { false } })
        #expect(a.contains { if case .subscribe(teacher, other, .monitored) = $0 { true } else { false } })
        // The student leaves: the teacher is told, the subscription goes.
        a = hub.disconnected(other, now: Self.t0)
        #expect(a.contains { if case .unsubscribe(teacher, other) = $0 { true } else { false } })
        #expect(sent(a, to: teacher).contains { if case .listening(nil, nil) = $0 { true } else { false } })
        a = hub.handle(request(.listen(student: "s-2")), from: teacher, role: .teacher, now: Self.t0)
        #expect(errorCode(a, to: teacher) == .studentOffline)
    }

    @Test func listeningFollowsTheTabThatPlays() {
        _ = classroom()
        let secondTab = 12
        _ = hub.studentLoggedIn(secondTab, student: "s-1", name: "Ana", classID: "c-1", now: Self.t0)
        // The newest tab is silent; the teacher listens while the first tab plays.
        _ = hub.handle(request(.listen(student: "s-1")), from: teacher, role: .teacher, now: Self.t0)
        let played = hub.studentSounded(student)
        #expect(played.contains { if case .unsubscribe(teacher, secondTab) = $0 { true } else { false } })
        #expect(played.contains { if case .subscribe(teacher, student, .monitored) = $0 { true } else { false } })
        // Playing again in the same tab changes nothing.
        #expect(hub.studentSounded(student).isEmpty)
        // Closing the tab being heard moves the teacher to the other tab, not to "nobody".
        let closed = hub.disconnected(student, now: Self.t0)
        #expect(closed.contains { if case .subscribe(teacher, secondTab, .monitored) = $0 { true } else { false } })
        #expect(!sent(closed, to: teacher).contains { if case .listening(nil, nil) = $0 { true } else { false } })
        // The last tab gone: now the teacher is told.
        let gone = hub.disconnected(secondTab, now: Self.t0)
        #expect(sent(gone, to: teacher).contains { if case .listening(nil, nil) = $0 { true } else { false } })
    }

    /// A tab that signs in after listening began (a reload whose old socket lingers) is already the
    /// student's latest connection: its first sound must still move the teachers to it.
    @Test func listeningFollowsATabOpenedAfterListeningStarted() {
        _ = classroom()
        let secondTeacherTab = 2, newTab = 12
        hub.teacherConnected(secondTeacherTab, cookieToken: "tok")
        _ = hub.handle(request(.auth(token: nil)), from: secondTeacherTab, role: .teacher, now: Self.t0)
        _ = hub.finished(.authenticated(session, []), connection: secondTeacherTab, id: nil, call: .auth(token: "tok"), now: Self.t0)
        _ = hub.handle(request(.watchClass("c-1")), from: secondTeacherTab, role: .teacher, now: Self.t0)
        let record = ClassRecord(id: "c-1", teacherID: "t-1", name: "Year 9", joinCode: "AAAAAA", createdAt: Self.t0)
        _ = hub.finished(.roster(ClassProgress(classRecord: record, rows: [])), connection: secondTeacherTab, id: nil,
                         call: .roster(classID: "c-1", teacherID: "t-1"), now: Self.t0)
        for t in [teacher, secondTeacherTab] {
            let a = hub.handle(request(.listen(student: "s-1")), from: t, role: .teacher, now: Self.t0)
            #expect(a.contains { if case .subscribe(t, student, .monitored) = $0 { true } else { false } })
        }
        _ = hub.studentLoggedIn(newTab, student: "s-1", name: "Ana", classID: "c-1", now: Self.t0)
        let played = hub.studentSounded(newTab)
        for t in [teacher, secondTeacherTab] {
            #expect(played.contains { if case .unsubscribe(t, student) = $0 { true } else { false } }, "teacher tab \(t)")
            #expect(played.contains { if case .subscribe(t, newTab, .monitored) = $0 { true } else { false } }, "teacher tab \(t)")
        }
        #expect(hub.studentSounded(newTab).isEmpty, "once moved, another note changes nothing")
        // The old tab closing now takes no one with it.
        let closed = hub.disconnected(student, now: Self.t0)
        #expect(!closed.contains { if case .subscribe = $0 { true } else { false } })
        for t in [teacher, secondTeacherTab] {
            #expect(!sent(closed, to: t).contains { if case .listening = $0 { true } else { false } })
        }
    }

    @Test func aStudentOfAnotherClassIsForbidden() {
        _ = classroom()
        _ = hub.studentLoggedIn(20, student: "s-9", name: "Zed", classID: "c-other", now: Self.t0)
        for m in [ClientMessage.listen(student: "s-9"), .sendHint(text: "hi", student: "s-9"), .pushPatch(student: "s-9"),
                  .listen(student: "s-unknown")] {
            let a = hub.handle(request(m), from: teacher, role: .teacher, now: Self.t0)
            #expect(errorCode(a, to: teacher) == .forbidden, "\(m)")
            #expect(sent(a, to: 20).isEmpty)
        }
    }

    @Test func anExpiredSessionStopsEverythingAtTheNextMessageOrTick() {
        _ = classroom()
        _ = hub.handle(request(.listen(student: "s-1")), from: teacher, role: .teacher, now: Self.t0)
        _ = hub.handle(request(.broadcast(active: true)), from: teacher, role: .teacher, now: Self.t0)
        let later = Self.t0.addingTimeInterval(3601)
        let a = hub.tick(now: later)
        #expect(a.contains { if case .unsubscribe(teacher, student) = $0 { true } else { false } })
        #expect(a.contains { if case .unsubscribe(student, teacher) = $0 { true } else { false } })
        #expect(errorCode(a, to: teacher) == .unauthorized)
        #expect(sent(a, to: student).contains { if case .broadcast(false, _) = $0 { true } else { false } })
        let b = hub.handle(request(.listen(student: "s-1")), from: teacher, role: .teacher, now: later)
        #expect(errorCode(b, to: teacher) == .unauthorized)
        #expect(hub.authorize(teacher, now: later).0 == false)
    }

    @Test func broadcastGoesToTheWatchedClassOnlyAndToLatecomers() {
        _ = classroom()
        _ = hub.studentLoggedIn(20, student: "s-9", name: "Zed", classID: "c-other", now: Self.t0)
        var a = hub.handle(request(.broadcast(active: true)), from: teacher, role: .teacher, now: Self.t0)
        let audience = a.compactMap { if case .subscribe(let l, teacher, .teacher) = $0 { l } else { nil } }
        #expect(Set(audience) == [student, other])
        guard case .broadcasting(true, "c-1", 2) = sent(a, to: teacher).last else { Issue.record("\(a)"); return }
        a = hub.studentLoggedIn(12, student: "s-3", name: "Cy", classID: "c-1", now: Self.t0)
        #expect(a.contains { if case .subscribe(12, teacher, .teacher) = $0 { true } else { false } })
    }

    @Test func knobTurnsReachTheWatcherAsSmallUpdates() throws {
        _ = classroom()
        var p = Patch()
        try p.set(.filterCutoff, 777)
        let a = hub.studentPatch(student, p, now: Self.t0)
        guard case .studentUpdate(let members) = sent(a, to: teacher).first else { Issue.record("\(a)"); return }
        #expect(members.map(\.key) == ["student", "patch"])
        #expect(members[1].value == .object([("filter.cutoff", .number(777))]))
        #expect(hub.studentPatch(student, p, now: Self.t0).isEmpty, "no change, no message")
    }

    @Test func pushedSoundsRespectTheLesson() {
        _ = classroom()
        _ = hub.studentOpened(other, lesson: "dark", progress: nil, startPatch: Patch(), now: Self.t0)
        let a = hub.handle(request(.pushPatch(student: nil)), from: teacher, role: .teacher, now: Self.t0)
        #expect(a.contains { if case .push(teacher, student, _) = $0 { true } else { false } })
        #expect(!a.contains { if case .push(_, other, _) = $0 { true } else { false } })
        guard case .pushed(let ok, let skipped) = sent(a, to: teacher).last else { Issue.record("\(a)"); return }
        #expect(ok == ["s-1"] && skipped.map(\.student) == ["s-2"])
    }

    @Test func hintsAreCheckedAndCounted() {
        _ = classroom()
        let a = hub.handle(request(.sendHint(text: "  darker  ", student: nil)), from: teacher, role: .teacher, now: Self.t0)
        #expect(sent(a, to: student).contains { if case .teacherHint("darker", "Ms Rivera") = $0 { true } else { false } })
        guard case .hintSent(2) = sent(a, to: teacher).last else { Issue.record("\(a)"); return }
        let long = hub.handle(request(.sendHint(text: String(repeating: "x", count: 281), student: nil)), from: teacher, role: .teacher, now: Self.t0)
        #expect(errorCode(long, to: teacher) == .badMessage)
    }

    @Test func logoutEndsTheSessionOnEverySocket() {
        _ = classroom()
        let second = 2
        hub.teacherConnected(second, cookieToken: nil)
        _ = hub.finished(.authenticated(session, []), connection: second, id: nil, call: .auth(token: "tok"), now: Self.t0)
        let a = hub.handle(request(.logout), from: teacher, role: .teacher, now: Self.t0)
        #expect(a.contains { if case .call(.logout("h"), _, _) = $0 { true } else { false } })
        #expect(errorCode(a, to: second) == .unauthorized)
        #expect(hub.authorize(second, now: Self.t0).0 == false)
    }

    @Test func aStoreCallFindingTheSessionGoneRefusesItAndEndsEverySocketOfTheSession() {
        _ = classroom()
        let second = 2
        hub.teacherConnected(second, cookieToken: nil)
        _ = hub.finished(.authenticated(session, []), connection: second, id: nil, call: .auth(token: "tok"), now: Self.t0)
        // Store calls are checked against the session; sign-in and sign-out look at it themselves.
        #expect(hub.sessionToVerify(teacher, .classes(teacherID: "t-1")) == "h")
        #expect(hub.sessionToVerify(teacher, .logout(tokenHash: "h")) == nil)
        let a = hub.finished(.sessionEnded("h", .unauthorized("unknown or logged-out teacher token: log in again")),
                             connection: teacher, id: .number(5), call: .classes(teacherID: "t-1"), now: Self.t0)
        guard case .send(teacher, .error(let e), _) = a.last(where: { if case .send(teacher, _, _) = $0 { true } else { false } }) else {
            Issue.record("\(a)"); return
        }
        #expect(e.code == .unauthorized && e.id == .number(5))
        #expect(errorCode(a, to: second) == .unauthorized, "the other socket of the session is told unprompted")
        #expect(hub.authorize(teacher, now: Self.t0).0 == false && hub.authorize(second, now: Self.t0).0 == false)
    }

    @Test func signingInGivesTheTeacherItsSynthBeforeTheReply() {
        hub.teacherConnected(teacher, cookieToken: "tok")
        _ = hub.handle(request(.auth(token: nil)), from: teacher, role: .teacher, now: Self.t0)
        #expect(hub.isSigningIn(teacher))
        let a = hub.finished(.authenticated(session, []), connection: teacher, id: nil, call: .auth(token: "tok"), now: Self.t0)
        #expect(!hub.isSigningIn(teacher))
        let start = a.firstIndex { if case .signedIn(teacher) = $0 { true } else { false } }
        let reply = a.firstIndex { if case .send(teacher, .teacher, _) = $0 { true } else { false } }
        #expect(start != nil && reply != nil && start! < reply!)
        // A failed sign-in starts nothing.
        hub.teacherConnected(2, cookieToken: nil)
        _ = hub.handle(request(.auth(token: "bad")), from: 2, role: .teacher, now: Self.t0)
        let failed = hub.finished(.failed(.unauthorized("unknown token")), connection: 2, id: nil, call: .auth(token: "bad"), now: Self.t0)
        #expect(!failed.contains { if case .signedIn = $0 { true } else { false } })
    }

    @Test func theClassListIsAskedOfTheStoreAndAnsweredToItsTeacherOnly() {
        _ = classroom()
        let a = hub.handle(request(.listClasses, id: 9), from: teacher, role: .teacher, now: Self.t0)
        guard case .call(.classes(let who), teacher, _) = a.first else { Issue.record("\(a)"); return }
        #expect(who == "t-1")
        let list: [ServerMessage.ClassInfo] = [.init(id: "c-1", name: "Year 9", code: "AAAAAA", students: 2),
                                               .init(id: "c-2", name: "Made on the CLI", code: "BBBBBB", students: 0)]
        let reply = hub.finished(.classList(list), connection: teacher, id: .number(9), call: .classes(teacherID: "t-1"), now: Self.t0)
        guard case .send(teacher, .classes(let got), .number(9)) = reply.first else { Issue.record("\(reply)"); return }
        #expect(got == list)
        // An answer for a teacher who has since signed in as someone else is not sent, but the request
        // is still answered (refused), as is one whose session ended (signed out elsewhere) meanwhile.
        let stale = hub.finished(.classList(list), connection: teacher, id: .number(10), call: .classes(teacherID: "t-9"), now: Self.t0)
        #expect(sent(stale, to: teacher).allSatisfy { if case .classes = $0 { false } else { true } })
        #expect(errorCode(stale, to: teacher) == .unauthorized)
        _ = hub.handle(request(.listClasses, id: 11), from: teacher, role: .teacher, now: Self.t0)
        _ = hub.revokeSession(tokenHash: "h", reason: "signed out")
        let late = hub.finished(.classList(list), connection: teacher, id: .number(11), call: .classes(teacherID: "t-1"), now: Self.t0)
        guard case .send(teacher, .error(let e), _) = late.first else { Issue.record("\(late)"); return }
        #expect(e.code == .unauthorized && e.id == .number(11) && e.message.contains("signed out"))
        let table = hub.finished(.progress(ClassProgress(classRecord: ClassRecord(id: "c-1", teacherID: "t-1", name: "Year 9", joinCode: "AAAAAA",
                                                                                   createdAt: Self.t0), rows: [])),
                                 connection: teacher, id: .number(12), call: .progress(classID: "c-1", teacherID: "t-1"), now: Self.t0)
        #expect(errorCode(table, to: teacher) == .unauthorized, "no progress table for a signed-out socket")
        // Students cannot ask.
        #expect(errorCode(hub.handle(request(.listClasses), from: student, role: .student, now: Self.t0), to: student) == .forbidden)
    }

    @Test func offlineStudentsShowTheirLastStoredLessonAndProgress() {
        hub.teacherConnected(teacher, cookieToken: "tok")
        _ = hub.handle(request(.auth(token: nil)), from: teacher, role: .teacher, now: Self.t0)
        _ = hub.finished(.authenticated(session, []), connection: teacher, id: nil, call: .auth(token: "tok"), now: Self.t0)
        let record = ClassRecord(id: "c-1", teacherID: "t-1", name: "Year 9", joinCode: "AAAAAA", createdAt: Self.t0)
        let away = StudentRecord(id: "s-9", name: "Away", tokenHash: "x", classID: "c-1", createdAt: Self.t0)
        let never = StudentRecord(id: "s-8", name: "Newcomer", tokenHash: "y", classID: "c-1", createdAt: Self.t0)
        let older = LessonProgress(studentID: "s-9", lessonID: "intro", completed: true, bestScore: 1,
                                   attempts: 0, timeSpent: 30, updatedAt: Self.t0)
        let latest = LessonProgress(studentID: "s-9", lessonID: "dark", bestScore: 0.7, lastScore: 0.6,
                                    attempts: 3, timeSpent: 95, hintsUsed: 1, updatedAt: Self.t0.addingTimeInterval(60))
        let table = ClassProgress(classRecord: record, rows: [.init(student: away, lessons: ["intro": older, "dark": latest]),
                                                              .init(student: never, lessons: [:])])
        _ = hub.handle(request(.watchClass("c-1")), from: teacher, role: .teacher, now: Self.t0)
        let a = hub.finished(.roster(table), connection: teacher, id: nil, call: .roster(classID: "c-1", teacherID: "t-1"),
                             now: Self.t0.addingTimeInterval(3600))
        guard case .roster(let roster) = sent(a, to: teacher).first else { Issue.record("\(a)"); return }
        let s = roster.students.first { $0.student == "s-9" }
        #expect(s?.online == false)
        #expect(s?.lesson?.id == "dark" && s?.lesson?.title == "Darker")
        #expect(s?.attempts == 3 && s?.lastScore == 0.6 && s?.bestScore == 0.7 && s?.hintsUsed == 1)
        // The stored time, not a clock running since: they are not there.
        #expect(s?.timeOnLesson == 95)
        #expect(s?.target == nil, "no target without a live synth to compare it with")
        let n = roster.students.first { $0.student == "s-8" }
        #expect(n?.lesson == nil && n?.attempts == 0)
    }
}
