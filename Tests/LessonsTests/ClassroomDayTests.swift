import Foundation
import SynthEngine
import Testing
@testable import Lessons

/// The classroom model of issue 22: one person, one profile; removal loses nothing, can be undone,
/// and keeps the old code from taking the student back until the teacher lets them; class settings.
@Suite("Classroom day: removal, restore, one profile, class settings (in-memory store)")
struct ClassroomDayTests {
    let store = InMemoryTrainerStore()
    let lessons: LessonService
    let classroom: ClassroomService
    let teacher: TeacherRecord
    let year9: ClassRecord

    init() throws {
        let hasher = PasswordHasher(iterations: 1000)
        lessons = LessonService(course: Fixtures.smallCourse(), store: store, hasher: hasher)
        classroom = ClassroomService(store: store, hasher: hasher)
        teacher = try classroom.createTeacher(name: "Ms Rivera", password: "longenough")
        year9 = try classroom.createClass(teacherID: teacher.id, name: "Year 9")
    }

    private var sine: Lesson { Fixtures.smallCourse().lessons[1] }

    @Test func aRemovedStudentKeepsEverythingAndCannotRejoinUntilLetBackIn() throws {
        let ana = try lessons.login(name: "Ana", token: nil, classCode: year9.joinCode, secret: "1234")
        _ = try lessons.submit(student: ana.id, lesson: "intro", attempt: Patch(), timeSpent: 5)
        _ = try lessons.submit(student: ana.id, lesson: "sine", attempt: sine.targetPatch, timeSpent: 30)
        _ = try classroom.removeStudent(studentID: ana.id, teacherID: teacher.id)

        // The student keeps everything.
        let alone = try lessons.login(name: "", token: ana.token, classCode: nil)
        #expect(alone.id == ana.id && alone.classID == nil)
        #expect(try lessons.progress(student: ana.id).filter(\.completed).count == 2)
        // The class keeps a row marked removed, with the work.
        let row = try #require(try classroom.classProgress(classID: year9.id, teacherID: teacher.id).row(of: ana.id))
        #expect(row.hasLeft && row.wasRemoved && row.completedCount == 2)
        #expect(try classroom.roster(classID: year9.id, teacherID: teacher.id).isEmpty)

        // The old code does not take them back, by token or by name and secret, and makes no new profile.
        #expect(throws: LessonError.self) { try lessons.login(name: "", token: ana.token, classCode: year9.joinCode) }
        do {
            _ = try lessons.login(name: "Ana", token: nil, classCode: year9.joinCode, secret: "1234")
            Issue.record("a removed student rejoined with the old code")
        } catch {
            #expect(error.code == "forbidden" && error.description.contains("took you out"))
        }
        #expect(try store.students(named: "Ana").count == 1)

        // Let back in: the code takes them again, with the same profile.
        _ = try classroom.allowRejoin(studentID: ana.id, classID: year9.id, teacherID: teacher.id)
        let again = try lessons.login(name: "Ana", token: nil, classCode: year9.joinCode, secret: "1234")
        #expect(again.id == ana.id && again.classID == year9.id && again.className == "Year 9")
        #expect(try classroom.classProgress(classID: year9.id, teacherID: teacher.id).row(of: ana.id)?.hasLeft == false)
    }

    @Test func aRemovalIsUndoneByRestoring() throws {
        let ben = try lessons.login(name: "Ben", token: nil, classCode: year9.joinCode, secret: "1234")
        _ = try lessons.submit(student: ben.id, lesson: "intro", attempt: Patch(), timeSpent: 5)
        _ = try classroom.removeStudent(studentID: ben.id, teacherID: teacher.id)
        let back = try classroom.restoreStudent(studentID: ben.id, classID: year9.id, teacherID: teacher.id)
        #expect(back.classID == year9.id)
        let row = try #require(try classroom.classProgress(classID: year9.id, teacherID: teacher.id).row(of: ben.id))
        #expect(!row.hasLeft && row.completedCount == 1)
        #expect(try lessons.login(name: "", token: ben.token, classCode: nil).classCode == year9.joinCode)
        // Another teacher cannot restore into a class that is not theirs.
        let other = try classroom.createTeacher(name: "Mr Okafor", password: "longenough")
        #expect(throws: LessonError.forbidden("not your class")) {
            try classroom.restoreStudent(studentID: ben.id, classID: year9.id, teacherID: other.id)
        }
    }

    @Test func nameAndSecretFindTheSameProfileWithOrWithoutTheCode() throws {
        let cy = try lessons.login(name: "Cy", token: nil, classCode: year9.joinCode, secret: "4321")
        _ = try lessons.submit(student: cy.id, lesson: "intro", attempt: Patch(), timeSpent: 5)
        // A new device, no code: the same student, still in the class.
        let noCode = try lessons.login(name: "cy", token: nil, classCode: nil, secret: "4321")
        #expect(noCode.id == cy.id && noCode.classID == year9.id && noCode.className == "Year 9")
        // A wrong secret without a code is refused, not given a second, empty profile.
        #expect(throws: LessonError.self) { try lessons.login(name: "Cy", token: nil, classCode: nil, secret: "9999") }
        #expect(try store.students(named: "Cy").count == 1)
        // A code typed with a hyphen or spaces is the same code.
        let code = year9.joinCode
        let hyphen = String(code.prefix(4)) + "-" + String(code.dropFirst(4)).lowercased() + " "
        #expect(try lessons.login(name: "Cy", token: nil, classCode: hyphen, secret: "4321").id == cy.id)
    }

    @Test func aCodeOnlyJoinsAClassAndTheProfileMovesWithIt() throws {
        let year10 = try classroom.createClass(teacherID: teacher.id, name: "Year 10")
        let dee = try lessons.login(name: "Dee", token: nil, classCode: nil, secret: "1111")
        _ = try lessons.submit(student: dee.id, lesson: "intro", attempt: Patch(), timeSpent: 5)
        let joined = try lessons.login(name: "Dee", token: nil, classCode: year10.joinCode, secret: "1111")
        #expect(joined.id == dee.id && joined.classID == year10.id)
        #expect(try classroom.classProgress(classID: year10.id, teacherID: teacher.id).row(of: dee.id)?.completedCount == 1)
    }

    @Test func classSettingsRenameArchiveCloseAndReplaceTheCode() throws {
        let eve = try lessons.login(name: "Eve", token: nil, classCode: year9.joinCode, secret: "1111")
        let exists: (String) -> Bool = { id in Fixtures.smallCourse().lesson(id) != nil }
        var c = try classroom.updateClass(classID: year9.id, teacherID: teacher.id, .init(name: "Year 9 music", assignedLesson: .some("sine")),
                                          lessonExists: exists)
        #expect(c.name == "Year 9 music" && c.assignedLessonID == "sine")
        #expect(try lessons.login(name: "", token: eve.token, classCode: nil).assignedLesson == "sine")
        #expect(throws: LessonError.self) {
            try classroom.updateClass(classID: year9.id, teacherID: teacher.id, .init(assignedLesson: .some("nope")), lessonExists: exists)
        }

        // Joining off: newcomers are refused, the class's own students still sign in with the code.
        c = try classroom.updateClass(classID: year9.id, teacherID: teacher.id, .init(joiningOpen: false), lessonExists: exists)
        #expect(throws: LessonError.self) { try lessons.login(name: "Fay", token: nil, classCode: c.joinCode, secret: "2222") }
        #expect(try lessons.login(name: "Eve", token: nil, classCode: c.joinCode, secret: "1111").id == eve.id)

        // A new code: the old one joins nobody.
        let oldCode = c.joinCode
        c = try classroom.updateClass(classID: year9.id, teacherID: teacher.id, .init(joiningOpen: true, newCode: true), lessonExists: exists)
        #expect(c.joinCode != oldCode)
        #expect(throws: LessonError.unknownClass(oldCode)) { try lessons.login(name: "Gus", token: nil, classCode: oldCode, secret: "3333") }
        #expect(try lessons.login(name: "Gus", token: nil, classCode: c.joinCode, secret: "3333").classID == year9.id)

        // Archived: closed to joining, still the teacher's.
        c = try classroom.updateClass(classID: year9.id, teacherID: teacher.id, .init(archived: true), lessonExists: exists)
        #expect(c.archived && !c.takesNewStudents)
        #expect(throws: LessonError.self) { try lessons.login(name: "Hal", token: nil, classCode: c.joinCode, secret: "4444") }
        let other = try classroom.createTeacher(name: "Mr Okafor", password: "longenough")
        #expect(throws: LessonError.forbidden("not your class")) {
            try classroom.updateClass(classID: year9.id, teacherID: other.id, .init(name: "Mine"), lessonExists: exists)
        }
    }
}
