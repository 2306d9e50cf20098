import Foundation
import Lessons
import SynthEngine
import Testing
import WireProtocol
@testable import Server

/// The classroom day in the hub, without sockets: pause all, hands up, a restored student's open tab
/// joining the class again, class changes reaching the class's students.
extension ClassroomHubTests {
    func paused(_ a: [ClassroomHub.Action], to c: Int) -> Bool? {
        for m in sent(a, to: c) { if case .paused(let active, _) = m { return active } }
        return nil
    }

    @Test func pauseAllReachesTheClassAndLatecomersUntilReleasedOrTheTeacherLeaves() {
        _ = classroom()
        var a = hub.handle(request(.pauseAll(active: true)), from: teacher, role: .teacher, now: Self.t0)
        #expect(paused(a, to: student) == true && paused(a, to: other) == true)
        #expect(sent(a, to: teacher).contains { if case .pausing(true, 2) = $0 { true } else { false } })
        // A latecomer to the class is paused at once; a student of no class is not.
        a = hub.studentLoggedIn(12, student: "s-3", name: "Cy", classID: "c-1", now: Self.t0)
        #expect(paused(a, to: 12) == true)
        a = hub.studentLoggedIn(13, student: "s-4", name: "Dee", classID: nil, now: Self.t0)
        #expect(paused(a, to: 13) == nil)
        a = hub.handle(request(.pauseAll(active: false)), from: teacher, role: .teacher, now: Self.t0)
        #expect(paused(a, to: student) == false && paused(a, to: 12) == false)

        // Paused again, then the teacher's socket closes: nobody stays behind "Eyes on the teacher".
        _ = hub.handle(request(.pauseAll(active: true)), from: teacher, role: .teacher, now: Self.t0)
        a = hub.disconnected(teacher, now: Self.t0)
        #expect(paused(a, to: student) == false && paused(a, to: other) == false)
    }

    @Test func aRaisedHandShowsOnTheCardUntilAnswered() {
        _ = classroom()
        var a = hub.handle(request(.raiseHand(up: true)), from: student, role: .student, now: Self.t0)
        #expect(sent(a, to: student).contains { if case .hand(nil, true, nil) = $0 { true } else { false } })
        let update = sent(a, to: teacher).compactMap { if case .studentUpdate(let m) = $0 { m } else { nil } }.first
        #expect(update?.contains { $0.key == "hand" && $0.value == .bool(true) } == true)
        a = hub.handle(request(.answerHand(student: "s-1")), from: teacher, role: .teacher, now: Self.t0)
        #expect(sent(a, to: student).contains { if case .hand(nil, false, "Ms Rivera") = $0 { true } else { false } })
        #expect(sent(a, to: teacher).contains { if case .hand("s-1", false, nil) = $0 { true } else { false } })
        // Only teachers answer hands, only of the class they watch; a student of no class has no one to ask.
        a = hub.handle(request(.answerHand(student: "s-1")), from: other, role: .student, now: Self.t0)
        #expect(errorCode(a, to: other) == .forbidden)
        a = hub.handle(request(.answerHand(student: "s-9")), from: teacher, role: .teacher, now: Self.t0)
        #expect(errorCode(a, to: teacher) == .forbidden)
        _ = hub.studentLoggedIn(13, student: "s-4", name: "Dee", classID: nil, now: Self.t0)
        a = hub.handle(request(.raiseHand(up: true)), from: 13, role: .student, now: Self.t0)
        #expect(errorCode(a, to: 13) == .badMessage)
    }

    @Test func aRestoredStudentsOpenTabJoinsTheClassAgain() {
        _ = classroom()
        let record = ClassRecord(id: "c-1", teacherID: "t-1", name: "Year 9", joinCode: "AAAAAA", createdAt: Self.t0)
        let ana = StudentRecord(id: "s-1", name: "Ana", tokenHash: "x", classID: "c-1", createdAt: Self.t0)
        var a = hub.finished(.removed(ana, from: record), connection: teacher, id: nil,
                             call: .removeStudent(studentID: "s-1", teacherID: "t-1"), now: Self.t0)
        #expect(sent(a, to: student).contains { if case .removedFromClass = $0 { true } else { false } })
        #expect(!hub.isMember("s-1", of: "c-1"))
        a = hub.finished(.restored(ana, record), connection: teacher, id: nil,
                         call: .restoreStudent(studentID: "s-1", classID: "c-1", teacherID: "t-1"), now: Self.t0)
        #expect(sent(a, to: student).contains { if case .studentClass("Year 9", "AAAAAA", nil, false) = $0 { true } else { false } })
        #expect(sent(a, to: teacher).contains { if case .studentRestored("s-1", "Ana", "c-1") = $0 { true } else { false } })
        #expect(hub.isMember("s-1", of: "c-1"))
        // Back online in the class: listening works again.
        a = hub.handle(request(.listen(student: "s-1")), from: teacher, role: .teacher, now: Self.t0)
        #expect(a.contains { if case .subscribe(teacher, student, .monitored) = $0 { true } else { false } })
    }

    /// What the teacher's card is told of `id` in `a`: the lesson's id (or "place:..." with none open).
    func card(_ a: [ClassroomHub.Action], of id: String) -> String? {
        let updates = sent(a, to: teacher).compactMap { m -> [(key: String, value: JSONValue)]? in
            if case .studentUpdate(let members) = m, members.first?.value == .string(id) { members } else { nil }
        }
        guard let last = updates.last(where: { u in u.contains { $0.key == "lesson" } }) else { return nil }
        if let lesson = last.first(where: { $0.key == "lesson" })?.value, case .string(let l)? = lesson["id"] { return l }
        if case .string(let p)? = last.first(where: { $0.key == "place" })?.value { return "place:\(p)" }
        return "free play"
    }

    @Test func aRestoredStudentsCardShowsWhereTheyAreNotFreePlay() {
        _ = classroom()
        let record = ClassRecord(id: "c-1", teacherID: "t-1", name: "Year 9", joinCode: "AAAAAA", createdAt: Self.t0)
        let ana = StudentRecord(id: "s-1", name: "Ana", tokenHash: "x", classID: "c-1", createdAt: Self.t0)
        let remove = { () -> [ClassroomHub.Action] in
            self.hub.finished(.removed(ana, from: record), connection: self.teacher, id: nil,
                              call: .removeStudent(studentID: "s-1", teacherID: "t-1"), now: Self.t0)
        }
        let restore = { () -> [ClassroomHub.Action] in
            self.hub.finished(.restored(ana, record), connection: self.teacher, id: nil,
                              call: .restoreStudent(studentID: "s-1", classID: "c-1", teacherID: "t-1"), now: Self.t0)
        }
        // Removed while on a lesson, restored at once: the card shows that lesson, its time running on.
        _ = hub.studentOpened(student, lesson: "dark", progress: nil, startPatch: Patch(), now: Self.t0)
        _ = remove()
        var a = restore()
        #expect(card(a, of: "s-1") == "dark")
        let later = hub.students["s-1"].map { hub.state(of: $0, now: Self.t0.addingTimeInterval(90)) }
        #expect(later?.timeOnLesson == 90 && later?.online == true)

        // Removed, then moving on alone (another lesson, then the lesson list): the restore shows the latest.
        _ = remove()
        #expect(hub.studentOpened(student, lesson: "intro", progress: nil, startPatch: Patch(), now: Self.t0).isEmpty, "nobody watches")
        a = restore()
        #expect(card(a, of: "s-1") == "intro")
        _ = remove()
        _ = hub.studentClosedLesson(student, place: .lessons, now: Self.t0)
        a = restore()
        #expect(card(a, of: "s-1") == "place:lessons")

        // A student's last class-less socket closing forgets where they were.
        _ = remove()
        _ = hub.disconnected(student, now: Self.t0)
        #expect(hub.soloWhere["s-1"] == nil && hub.solo["s-1"] == nil && hub.soloStudent[student] == nil)
    }

    @Test func classChangesReachTheClassStudentsAndAnUnknownLessonIsRefused() {
        _ = classroom()
        var a = hub.handle(request(.updateClass(ClassUpdate(classID: "c-1", assign: .some("nope")))), from: teacher, role: .teacher, now: Self.t0)
        #expect(errorCode(a, to: teacher) == .unknownLesson)
        a = hub.handle(request(.updateClass(ClassUpdate(classID: "c-1", assign: .some("dark")))), from: teacher, role: .teacher, now: Self.t0)
        #expect(a.contains { if case .call(.updateClass(_, "t-1"), _, _) = $0 { true } else { false } })
        let changed = ClassRecord(id: "c-1", teacherID: "t-1", name: "Year 9 synths", joinCode: "BBBBBB", createdAt: Self.t0,
                                  assignedLessonID: "dark")
        a = hub.finished(.classUpdated(changed, students: 2), connection: teacher, id: nil,
                         call: .updateClass(ClassUpdate(classID: "c-1"), teacherID: "t-1"), now: Self.t0)
        for c in [student, other] {
            #expect(sent(a, to: c).contains { if case .studentClass("Year 9 synths", "BBBBBB", "dark", false) = $0 { true } else { false } })
        }
        #expect(sent(a, to: teacher).contains { if case .classUpdated(let info) = $0 { info.assigned == "dark" && info.code == "BBBBBB" } else { false } })

        // Later lessons locked: the students hear of it (their page lists the lessons again); an
        // archived class holds nobody back, so it says no lock.
        var locked = changed
        locked.locksLaterLessons = true
        a = hub.finished(.classUpdated(locked, students: 2), connection: teacher, id: nil,
                         call: .updateClass(ClassUpdate(classID: "c-1", lockLater: true), teacherID: "t-1"), now: Self.t0)
        #expect(sent(a, to: student).contains { if case .studentClass(_, _, "dark", true) = $0 { true } else { false } })
        #expect(sent(a, to: teacher).contains { if case .classUpdated(let info) = $0 { info.lockLater } else { false } })
        locked.archived = true
        a = hub.finished(.classUpdated(locked, students: 2), connection: teacher, id: nil,
                         call: .updateClass(ClassUpdate(classID: "c-1", archived: true), teacherID: "t-1"), now: Self.t0)
        #expect(sent(a, to: student).contains { if case .studentClass(_, _, "dark", false) = $0 { true } else { false } })
    }
}
