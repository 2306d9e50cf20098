import Testing
@testable import Lessons

@Suite("Lesson gating")
struct LessonGateTests {
    let order = ["a", "b", "c", "d"]

    @Test func newStudentMayOpenOnlyTheFirstLesson() throws {
        let gate = LessonGate(order: order)
        #expect(gate.current == "a")
        #expect(gate.states.map(\.state) == [.current, .locked, .locked, .locked])
        try gate.checkOpen("a")
        #expect(throws: LessonError.lockedLesson("b")) { try gate.checkOpen("b") }
        #expect(throws: LessonError.lockedLesson("d")) { try gate.checkOpen("d") }
    }

    @Test func completingUnlocksExactlyTheNextLesson() throws {
        var gate = LessonGate(order: order)
        try gate.complete("a")
        #expect(gate.states.map(\.state) == [.completed, .current, .locked, .locked])
        #expect(gate.next(after: "a") == "b")
        #expect(gate.next(after: "b") == nil)
        try gate.checkOpen("a")
        try gate.checkOpen("b")
        #expect(throws: LessonError.lockedLesson("c")) { try gate.checkOpen("c") }
    }

    @Test func lockedLessonsCannotBeCompleted() {
        var gate = LessonGate(order: order)
        #expect(throws: LessonError.lockedLesson("c")) { try gate.complete("c") }
        #expect(gate.completed.isEmpty)
    }

    @Test func unknownLessonIsAnError() {
        var gate = LessonGate(order: order)
        #expect(throws: LessonError.unknownLesson("zzz")) { try gate.checkOpen("zzz") }
        #expect(throws: LessonError.unknownLesson("zzz")) { try gate.state(of: "zzz") }
        #expect(throws: LessonError.unknownLesson("zzz")) { try gate.complete("zzz") }
        #expect(gate.next(after: "zzz") == nil)
    }

    @Test func completingAgainChangesNothing() throws {
        var gate = LessonGate(order: order, completed: ["a", "b"])
        let before = gate
        try gate.complete("a")
        #expect(gate == before)
        #expect(gate.current == "c")
    }

    @Test func revisitingAnEarlyLessonPointsToTheFollowingOne() throws {
        let gate = LessonGate(order: order, completed: ["a", "b"])
        #expect(gate.next(after: "a") == "b")
        #expect(gate.next(after: "b") == "c")
    }

    @Test func lessonInsertedBeforeCompletedOnesBecomesCurrentWithoutRelocking() throws {
        // The course gained lesson "x" between a and b after the student had completed a, b, c.
        let gate = LessonGate(order: ["a", "x", "b", "c", "d"], completed: ["a", "b", "c"])
        #expect(gate.current == "x")
        #expect(try gate.state(of: "b") == .completed)
        #expect(try gate.state(of: "d") == .locked)
        try gate.checkOpen("c")
    }

    @Test func completionsOfRemovedLessonsAreIgnored() {
        let gate = LessonGate(order: order, completed: ["gone", "a"])
        #expect(gate.completed == ["a"])
        #expect(gate.current == "b")
    }

    @Test func finishedCourseHasNoCurrentLesson() throws {
        var gate = LessonGate(order: order)
        for id in order { try gate.complete(id) }
        #expect(gate.isFinished)
        #expect(gate.current == nil)
        #expect(gate.next(after: "d") == nil)
        #expect(gate.states.allSatisfy { $0.state == .completed })
    }

    @Test func walkingTheWholeCourseInOrderAlwaysHasExactlyOneCurrent() throws {
        var gate = LessonGate(order: order)
        for id in order {
            #expect(gate.states.filter { $0.state == .current }.map(\.id) == [id])
            try gate.complete(id)
        }
    }

    @Test func aClassHeldAtTodaysLessonKeepsLaterLessonsLockedButNeverWhatIsCompleted() throws {
        // Completed a and c (c before the hold was set); the class is held at b.
        let gate = LessonGate(order: order, completed: ["a", "c"], heldAt: "b")
        #expect(gate.states.map(\.state) == [.completed, .current, .completed, .locked])
        #expect(gate.states.map { gate.isHeld($0.id) } == [false, false, false, true])
        #expect(throws: LessonError.lockedByTeacher(lesson: "d", today: "b")) { try gate.checkOpen("d") }
        try gate.checkOpen("c")
        #expect(gate.next(after: "c") == nil, "a held lesson is not offered as next")
        // Held at the current lesson's predecessor: the current one waits too, without being the student's fault.
        let behind = LessonGate(order: order, completed: ["a", "b"], heldAt: "a")
        #expect(behind.current == "c" && behind.isHeld("c"))
        #expect(throws: LessonError.lockedByTeacher(lesson: "c", today: "a")) { try behind.checkOpen("c") }
        // An unknown lesson to hold at holds nothing.
        #expect(!LessonGate(order: order, completed: ["a"], heldAt: "gone").isHeld("b"))
        #expect(LessonError.lockedByTeacher(lesson: "d", today: "b").code == "locked_by_teacher")
    }

    @Test func errorCodesMatchTheProtocol() {
        #expect(LessonError.unknownLesson("x").code == "unknown_lesson")
        #expect(LessonError.lockedLesson("x").code == "locked_lesson")
        #expect(LessonError.notLoggedIn.code == "not_logged_in")
        #expect(LessonError.noLesson("x").code == "no_lesson")
        #expect(LessonError.forbidden("x").code == "forbidden")
        #expect(LessonError.unauthorized("x").code == "unauthorized")
        #expect(LessonError.internal("x").code == "internal")
        #expect(LessonError.badMessage("x").code == "bad_message")
        #expect(LessonError.unknownClass("x").code == "unknown_class")
    }
}
