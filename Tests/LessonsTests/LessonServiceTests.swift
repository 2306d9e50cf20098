import Foundation
import Testing
@testable import Lessons
import SynthEngine

@Suite("Lesson service (in-memory store)")
struct LessonServiceTests {
    let store = InMemoryTrainerStore()
    let service: LessonService
    let course = Fixtures.smallCourse()

    init() { service = LessonService(course: course, store: store) }

    func states(_ student: String) throws -> [LessonState] {
        try service.listLessons(student: student).flatMap(\.lessons).map(\.state)
    }

    @Test func loginCreatesAStudentAndTheTokenResumesIt() throws {
        let s = try service.login(name: "  Ada ", token: nil, classCode: nil)
        #expect(s.name == "Ada")
        #expect(s.token.count >= 40)
        #expect(s.classCode == nil)
        let again = try service.login(name: "", token: s.token, classCode: nil)
        #expect(again.id == s.id)
        #expect(again.name == "Ada")
        // The token is stored only as a hash.
        #expect(try store.student(id: s.id)?.tokenHash == TokenHash.hex(s.token))
        #expect(try store.student(id: s.id)?.tokenHash != s.token)
    }

    @Test func loginRefusesBadInput() {
        #expect(throws: LessonError.badMessage("name: type a name to log in")) { try service.login(name: "   ", token: nil, classCode: nil) }
        #expect(throws: LessonError.self) { try service.login(name: String(repeating: "x", count: 41), token: nil, classCode: nil) }
        #expect(throws: LessonError.self) { try service.login(name: "a\u{7}b", token: nil, classCode: nil) }
        do {
            _ = try service.login(name: "x", token: "not-a-token", classCode: nil)
            Issue.record("an unknown token logged in")
        } catch { #expect(error.code == "unauthorized") }
        do {
            _ = try service.login(name: "x", token: nil, classCode: "NOPE42")
            Issue.record("an unknown class code was accepted")
        } catch { #expect(error.code == "unknown_class") }
    }

    @Test func classCodeJoinsTheClass() throws {
        try store.createTeacher(TeacherRecord(id: "t1", name: "Ms T", passwordHash: "x", createdAt: Date()))
        try store.createClass(ClassRecord(id: "c1", teacherID: "t1", name: "Year 9", joinCode: "ABC234", createdAt: Date()))
        let s = try service.login(name: "Bo", token: nil, classCode: "abc234")
        #expect(s.classCode == "ABC234")
        #expect(try store.students(inClass: "c1").map(\.id) == [s.id])
        let resumed = try service.login(name: "", token: s.token, classCode: nil)
        #expect(resumed.classCode == "ABC234")
    }

    @Test func unknownStudentIsNotLoggedIn() {
        #expect(throws: LessonError.notLoggedIn) { try service.listLessons(student: "s-nobody") }
        #expect(throws: LessonError.notLoggedIn) { try service.openLesson(student: "s-nobody", lesson: "intro") }
        #expect(throws: LessonError.notLoggedIn) { try service.openLesson(student: "s-nobody", lesson: "no-such") }
    }

    @Test func newStudentSeesFirstLessonCurrentAndTheRestLocked() throws {
        let s = try service.login(name: "Cy", token: nil, classCode: nil)
        #expect(try states(s.id) == [.current, .locked, .locked])
        #expect(try service.listLessons(student: s.id).flatMap(\.lessons).allSatisfy { $0.bestScore == nil })
        #expect(throws: LessonError.lockedLesson("sine")) { try service.openLesson(student: s.id, lesson: "sine") }
        #expect(throws: LessonError.unknownLesson("nope")) { try service.openLesson(student: s.id, lesson: "nope") }
    }

    @Test func openLessonNeverCarriesTheTarget() throws {
        let s = try service.login(name: "Di", token: nil, classCode: nil)
        _ = try service.submit(student: s.id, lesson: "intro", attempt: Patch(), timeSpent: 5)
        let view = try service.openLesson(student: s.id, lesson: "sine")
        let target = course.lesson("sine")!.targetPatch
        #expect(view.startPatch != target)
        // Nothing in the view's reflection is the target patch.
        let values = Mirror(reflecting: view).children.map(\.value)
        #expect(!values.contains { ($0 as? Patch) == target })
        #expect(view.controls.shownIDs == ["osc1.wave"])
        #expect(view.hintCount == 3)
        #expect(view.passThreshold == 80)
    }

    @Test func theoryThenChallengeWalkthrough() throws {
        let s = try service.login(name: "Ed", token: nil, classCode: nil)
        let read = try service.submit(student: s.id, lesson: "intro", attempt: Patch(), timeSpent: 12)
        #expect(read.passed)
        #expect(read.next == "sine")
        #expect(read.targetPatch == nil)
        #expect(read.feedback.isEmpty)
        #expect(try states(s.id) == [.completed, .current, .locked])

        let fail = try service.submit(student: s.id, lesson: "sine", attempt: Patch(), timeSpent: 20)
        #expect(!fail.passed)
        #expect(fail.score < 80)
        #expect(fail.threshold == 80)
        #expect(fail.next == nil)
        #expect(fail.targetPatch == nil)
        #expect(fail.feedback.map(\.verdict) == [.wrong])
        #expect(fail.feedback.first?.name == "Osc 1 wave")
        #expect(try states(s.id) == [.completed, .current, .locked])

        let sine = course.lesson("sine")!.targetPatch
        let pass = try service.submit(student: s.id, lesson: "sine", attempt: sine, timeSpent: 30)
        #expect(pass.passed)
        #expect(pass.score == 100)
        #expect(pass.next == "dark")
        #expect(pass.targetPatch == sine)
        #expect(pass.progress.attempts == 2)
        #expect(pass.progress.timeSpent == 50)
        #expect(try states(s.id) == [.completed, .completed, .current])
        let listed = try service.listLessons(student: s.id).flatMap(\.lessons)
        #expect(listed[1].bestScore == 100)
    }

    @Test func aLaterWorseAttemptDoesNotUndoCompletion() throws {
        let s = try service.login(name: "Fi", token: nil, classCode: nil)
        _ = try service.submit(student: s.id, lesson: "intro", attempt: Patch(), timeSpent: 1)
        _ = try service.submit(student: s.id, lesson: "sine", attempt: course.lesson("sine")!.targetPatch, timeSpent: 1)
        let worse = try service.submit(student: s.id, lesson: "sine", attempt: Patch(), timeSpent: 1)
        #expect(!worse.passed)
        #expect(worse.progress.completed)
        #expect(worse.progress.bestScore == 100)
        #expect(try states(s.id) == [.completed, .completed, .current])
    }

    @Test func submittingALockedLessonIsRefused() throws {
        let s = try service.login(name: "Gu", token: nil, classCode: nil)
        #expect(throws: LessonError.lockedLesson("dark")) {
            try service.submit(student: s.id, lesson: "dark", attempt: course.lesson("dark")!.targetPatch, timeSpent: 1)
        }
        #expect(throws: LessonError.self) { try service.submit(student: s.id, lesson: "intro", attempt: Patch(), timeSpent: -1) }
        #expect(throws: LessonError.self) { try service.submit(student: s.id, lesson: "intro", attempt: Patch(), timeSpent: .nan) }
    }

    @Test func hintsAreRecordedAndSurviveAReopen() throws {
        let s = try service.login(name: "Ha", token: nil, classCode: nil)
        _ = try service.submit(student: s.id, lesson: "intro", attempt: Patch(), timeSpent: 1)
        #expect(try service.openLesson(student: s.id, lesson: "sine").latestHint == nil)
        #expect(try service.hint(student: s.id, lesson: "sine") == HintReply(index: 0, text: "first", remaining: 2))
        let second = try service.hint(student: s.id, lesson: "sine")
        #expect(second.index == 1)
        // A reopened lesson (a reload, another device) shows the latest hint again.
        let reopened = try service.openLesson(student: s.id, lesson: "sine")
        #expect(reopened.hintsUsed == 2 && reopened.latestHint == second.text)
        #expect(try service.hint(student: s.id, lesson: "sine").remaining == 0)
        #expect(try service.hint(student: s.id, lesson: "sine").index == 2)
        do {
            _ = try service.hint(student: s.id, lesson: "intro")
            Issue.record("a theory page gave a hint")
        } catch { #expect(error.code == "no_lesson") }
        #expect(throws: LessonError.lockedLesson("dark")) { try service.hint(student: s.id, lesson: "dark") }
    }

    @Test func revealIsRecordedButDoesNotComplete() throws {
        let s = try service.login(name: "Io", token: nil, classCode: nil)
        _ = try service.submit(student: s.id, lesson: "intro", attempt: Patch(), timeSpent: 1)
        #expect(try service.reveal(student: s.id, lesson: "sine") == course.lesson("sine")!.targetPatch)
        let p = try #require(try store.progress(studentID: s.id, lessonID: "sine"))
        #expect(p.revealed)
        #expect(!p.completed)
        #expect(try states(s.id) == [.completed, .current, .locked])
        #expect(throws: LessonError.lockedLesson("dark")) { try service.reveal(student: s.id, lesson: "dark") }
    }

    @Test func taughtControlsFollowTheLessonControls() {
        #expect(service.course.lesson("sine")?.controls.isTaught(.osc1Wave) == true)
        #expect(service.course.lesson("sine")?.controls.isTaught(.filterCutoff) == false)
        #expect(service.course.lesson("unknown") == nil)
    }

    @Test func concurrentSubmitsLoseNoAttempt() async throws {
        let s = try service.login(name: "Ju", token: nil, classCode: nil)
        let service = self.service
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<40 {
                group.addTask { _ = try? service.submit(student: s.id, lesson: "intro", attempt: Patch(), timeSpent: 1) }
            }
        }
        let p = try #require(try store.progress(studentID: s.id, lessonID: "intro"))
        #expect(p.attempts == 40)
        #expect(p.timeSpent == 40)
    }

    @Test func timeSpentIsCappedPerSubmit() throws {
        let s = try service.login(name: "Ko", token: nil, classCode: nil)
        let r = try service.submit(student: s.id, lesson: "intro", attempt: Patch(), timeSpent: 1e9)
        #expect(r.progress.timeSpent == LessonService.maxTimePerSubmit)
    }
}
