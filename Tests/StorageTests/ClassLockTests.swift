import Foundation
import Lessons
import SynthEngine
import Testing

/// "Lessons after today's lesson stay locked for the class until the teacher moves on" (issue 22), through
/// the lesson and classroom services on each store: the setting is stored with the class, the class's
/// students cannot open later lessons (`locked_by_teacher`, saying why), moving today's lesson on or
/// turning the setting off unlocks at the next request, nothing completed is taken away, and a student
/// in no class is unaffected.
@Suite("Class lock on later lessons (in-memory, SQLite, PostgreSQL)")
struct ClassLockTests {
    /// Five theory pages in one module: submitting one completes it, so progress is quick to make.
    static let course: Course = {
        let lessons = (1...5).map { i in
            Lesson(id: "l\(i)", title: "Lesson \(i)", moduleID: "m", kind: .theory, theoryFile: "m/l\(i).md",
                   theoryMarkdown: "# \(i)", theoryHTML: "<h1>\(i)</h1>", controls: LessonControls(shown: [], locked: []),
                   startPatch: Patch(), targetPatch: Patch(), phrase: .default, passThreshold: 80, hints: [],
                   comparator: .params, weights: [:])
        }
        return Course(title: "Lock", modules: [CourseModule(id: "m", title: "Module", summary: "", file: "m/module.yaml", lessons: lessons)])
    }()

    struct World {
        let store: any TrainerStore
        let lessons: LessonService
        let classroom: ClassroomService
        let teacher: TeacherRecord
        let year9: ClassRecord

        init(_ kind: StoreFixtures.Kind) throws {
            store = try kind.make()
            let hasher = PasswordHasher(iterations: 1000)
            lessons = LessonService(course: ClassLockTests.course, store: store, hasher: hasher)
            classroom = ClassroomService(store: store, hasher: hasher)
            teacher = try classroom.createTeacher(name: "Ms Hold", password: "longenough")
            year9 = try classroom.createClass(teacherID: teacher.id, name: "Year 9")
        }

        func change(_ c: ClassroomService.ClassChange) throws -> ClassRecord {
            try classroom.updateClass(classID: year9.id, teacherID: teacher.id, c, lessonExists: { ClassLockTests.course.lesson($0) != nil })
        }

        func complete(_ student: String, _ ids: [String]) throws {
            for id in ids { _ = try lessons.submit(student: student, lesson: id, attempt: Patch(), timeSpent: 5) }
        }

        /// Each lesson's state, "held" for a lesson the teacher holds back.
        func states(_ student: String) throws -> [String] {
            try lessons.listLessons(student: student).flatMap(\.lessons).map { $0.lockedByTeacher ? "held" : $0.state.rawValue }
        }

        func refusal(_ student: String, _ lesson: String) -> LessonError? {
            do {
                _ = try lessons.openLesson(student: student, lesson: lesson)
                return nil
            } catch {
                return error
            }
        }
    }

    @Test(arguments: StoreFixtures.Kind.allCases)
    func laterLessonsWaitForTheClassUntilTheTeacherMovesOn(kind: StoreFixtures.Kind) throws {
        let w = try World(kind)
        let ana = try w.lessons.login(name: "Ana", token: nil, classCode: w.year9.joinCode, secret: "1234")
        let ben = try w.lessons.login(name: "Ben", token: nil, classCode: w.year9.joinCode, secret: "1234")
        let sol = try w.lessons.login(name: "Sol", token: nil, classCode: nil, secret: "1234")
        // Ana ran ahead before the lock; Ben is where the class is; Sol is in no class.
        try w.complete(ana.id, ["l1", "l2", "l3"])
        try w.complete(ben.id, ["l1"])
        try w.complete(sol.id, ["l1", "l2"])
        #expect(!ana.locksLaterLessons)

        let held = try w.change(.init(assignedLesson: .some("l2"), locksLaterLessons: true))
        #expect(held.locksLaterLessons && held.heldAt == "l2")
        #expect(try w.store.classRecord(id: w.year9.id)?.locksLaterLessons == true, "stored with the class")
        #expect(try w.lessons.login(name: "", token: ben.token, classCode: nil).locksLaterLessons, "the sign-in says so")

        // Ben: today's lesson is open, the ones after it are held.
        #expect(try w.states(ben.id) == ["completed", "current", "held", "held", "held"])
        let refused = try #require(w.refusal(ben.id, "l3"))
        #expect(refused.code == "locked_by_teacher")
        #expect(refused.description.contains("'Lesson 3'") && refused.description.contains("'Lesson 2' today"), "\(refused)")
        #expect(throws: LessonError.lockedByTeacher(lesson: "Lesson 3", today: "Lesson 2")) {
            try w.lessons.submit(student: ben.id, lesson: "l3", attempt: Patch(), timeSpent: 5)
        }
        // Passing today's lesson does not open the next one: the result's `next` says none.
        #expect(try w.lessons.submit(student: ben.id, lesson: "l2", attempt: Patch(), timeSpent: 5).next == nil)
        // Ana keeps everything she completed (and may open it again); what she had not reached waits.
        #expect(try w.states(ana.id) == ["completed", "completed", "completed", "held", "held"])
        #expect(w.refusal(ana.id, "l3") == nil)
        #expect(w.refusal(ana.id, "l4")?.code == "locked_by_teacher")
        #expect(try w.store.progress(studentID: ana.id).filter(\.completed).count == 3)
        // A student in no class is unaffected.
        #expect(try w.states(sol.id) == ["completed", "completed", "current", "locked", "locked"])
        #expect(w.refusal(sol.id, "l3") == nil)

        // Today's lesson moves on: what was held up to it opens at the next request.
        _ = try w.change(.init(assignedLesson: .some("l4")))
        #expect(try w.states(ben.id) == ["completed", "completed", "current", "locked", "held"])
        #expect(try w.states(ana.id) == ["completed", "completed", "completed", "current", "held"])
        #expect(w.refusal(ana.id, "l4") == nil)

        // Turned off: only the student's own progress gates.
        let off = try w.change(.init(locksLaterLessons: false))
        #expect(!off.locksLaterLessons && off.assignedLessonID == "l4")
        #expect(try w.store.classRecord(id: w.year9.id)?.locksLaterLessons == false)
        try w.complete(ana.id, ["l4"])
        #expect(try w.states(ana.id) == ["completed", "completed", "completed", "completed", "current"])
        #expect(w.refusal(ana.id, "l5") == nil)
    }

    @Test(arguments: StoreFixtures.Kind.allCases)
    func noLessonForTodayOrAnArchivedClassHoldsNobody(kind: StoreFixtures.Kind) throws {
        let w = try World(kind)
        let ana = try w.lessons.login(name: "Ana", token: nil, classCode: w.year9.joinCode, secret: "1234")
        try w.complete(ana.id, ["l1"])
        // On, with no lesson for today: nothing to hold at.
        let on = try w.change(.init(locksLaterLessons: true))
        #expect(on.locksLaterLessons && on.heldAt == nil)
        #expect(try w.states(ana.id) == ["completed", "current", "locked", "locked", "locked"])
        // Today's lesson set: held after it; the class archived: held no more.
        _ = try w.change(.init(assignedLesson: .some("l1")))
        #expect(try w.states(ana.id) == ["completed", "held", "held", "held", "held"])
        #expect(w.refusal(ana.id, "l2")?.code == "locked_by_teacher")
        _ = try w.change(.init(archived: true))
        #expect(try w.states(ana.id) == ["completed", "current", "locked", "locked", "locked"])
        // Removed from the class: on their own, nothing held (and nothing lost).
        _ = try w.change(.init(archived: false))
        #expect(w.refusal(ana.id, "l2")?.code == "locked_by_teacher")
        _ = try w.classroom.removeStudent(studentID: ana.id, teacherID: w.teacher.id)
        #expect(w.refusal(ana.id, "l2") == nil)
        #expect(try w.store.progress(studentID: ana.id).filter(\.completed).count == 1)
    }
}
