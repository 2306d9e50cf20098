import Foundation
import SynthEngine
import Testing
@testable import Lessons

@Suite("Classroom: classes, progress that follows the student, teacher isolation")
struct ClassroomProgressTests {
    let store = InMemoryTrainerStore()
    let classroom: ClassroomService
    let lessons: LessonService
    let rivera: TeacherRecord, okafor: TeacherRecord
    let year9: ClassRecord, year10: ClassRecord, club: ClassRecord

    init() throws {
        classroom = ClassroomService(store: store, hasher: PasswordHasher(iterations: 200))
        lessons = LessonService(course: Fixtures.smallCourse(), store: store)
        rivera = try classroom.createTeacher(name: "Ms Rivera", password: "longenough")
        okafor = try classroom.createTeacher(name: "Mr Okafor", password: "longenough")
        year9 = try classroom.createClass(teacherID: rivera.id, name: "Year 9")
        year10 = try classroom.createClass(teacherID: rivera.id, name: "Year 10")
        club = try classroom.createClass(teacherID: okafor.id, name: "Synth club")
    }

    private var sine: Lesson { Fixtures.smallCourse().lessons[1] }

    @Test func joiningWithACodeAndANameFilesTheStudentUnderThatClass() throws {
        let s = try lessons.login(name: "Ana", token: nil, classCode: year9.joinCode)
        #expect(s.classID == year9.id && s.classCode == year9.joinCode)
        let resumed = try lessons.login(name: "", token: s.token, classCode: nil)
        #expect(resumed.classID == year9.id, "resuming keeps the class")
        let solo = try lessons.login(name: "Ben", token: nil, classCode: nil)
        #expect(solo.classID == nil && solo.classCode == nil)
    }

    @Test func progressFollowsTheStudentFromClassToClass() throws {
        let s = try lessons.login(name: "Ana", token: nil, classCode: year9.joinCode)
        _ = try lessons.submit(student: s.id, lesson: "intro", attempt: Patch(), timeSpent: 5)
        let r = try lessons.submit(student: s.id, lesson: "sine", attempt: sine.targetPatch, timeSpent: 30)
        #expect(r.passed)

        // Moving to another class takes everything along: the new teacher sees it, the old one keeps a left row.
        _ = try lessons.login(name: "", token: s.token, classCode: year10.joinCode)
        #expect(try lessons.progress(student: s.id).map(\.lessonID) == ["intro", "sine"])
        #expect(try lessons.listLessons(student: s.id).flatMap(\.lessons).map(\.state) == [.completed, .completed, .current])
        #expect(try classroom.classProgress(classID: year10.id, teacherID: rivera.id).row(of: s.id)?.lessons.keys.sorted() == ["intro", "sine"])
        let old = try #require(try classroom.classProgress(classID: year9.id, teacherID: rivera.id).row(of: s.id))
        #expect(old.hasLeft && !old.wasRemoved && old.completedCount == 2)
    }

    @Test func theProgressTableHasEveryStudentOfTheClassAndNoOneElse() throws {
        let ana = try lessons.login(name: "Ana", token: nil, classCode: year9.joinCode)
        let ben = try lessons.login(name: "Ben", token: nil, classCode: year9.joinCode)
        let cy = try lessons.login(name: "Cy", token: nil, classCode: club.joinCode)
        let solo = try lessons.login(name: "Dee", token: nil, classCode: nil)
        for s in [ana, cy, solo] { _ = try lessons.submit(student: s.id, lesson: "intro", attempt: Patch(), timeSpent: 4) }
        var wrong = sine.startPatch
        try wrong.set(.osc1Wave, 3)
        _ = try lessons.submit(student: ana.id, lesson: "sine", attempt: wrong, timeSpent: 20)
        _ = try lessons.submit(student: ana.id, lesson: "sine", attempt: sine.targetPatch, timeSpent: 10)

        let table = try classroom.classProgress(classID: year9.id, teacherID: rivera.id)
        #expect(table.classRecord == year9)
        #expect(table.rows.map(\.student.name) == ["Ana", "Ben"], "students in name order, including one with no progress")
        let anaRow = try #require(table.row(of: ana.id))
        #expect(anaRow.completedCount == 2)
        let sineProgress = try #require(anaRow.lessons["sine"])
        #expect(sineProgress.attempts == 2 && sineProgress.completed && sineProgress.bestScore == 100 && sineProgress.timeSpent == 30)
        #expect(sineProgress.lastScore == 100)
        #expect(table.row(of: ben.id)?.lessons.isEmpty == true)
        #expect(table.row(of: cy.id) == nil && table.row(of: solo.id) == nil)
        #expect(table.rows.allSatisfy { !$0.hasLeft })
    }

    @Test func aTeacherSeesOnlyTheirOwnClasses() throws {
        #expect(try classroom.classes(teacherID: rivera.id).map(\.name) == ["Year 9", "Year 10"])
        #expect(try classroom.classes(teacherID: okafor.id).map(\.name) == ["Synth club"])
        let notYours = LessonError.forbidden("not your class")
        #expect(throws: notYours) { try classroom.classProgress(classID: club.id, teacherID: rivera.id) }
        #expect(throws: notYours) { try classroom.roster(classID: club.id, teacherID: rivera.id) }
        #expect(throws: notYours) { try classroom.ownedClass(classID: club.id, teacherID: rivera.id) }
        // A class that does not exist is answered exactly like someone else's: ids cannot be probed.
        #expect(throws: notYours) { try classroom.ownedClass(classID: "c-doesnotexist", teacherID: rivera.id) }
        #expect(try classroom.ownedClass(classID: club.id, teacherID: okafor.id) == club)
    }

    @Test func teachesFollowsTheStudentsCurrentClass() throws {
        let s = try lessons.login(name: "Eve", token: nil, classCode: year9.joinCode)
        #expect(try classroom.teaches(studentID: s.id, teacherID: rivera.id))
        #expect(try !classroom.teaches(studentID: s.id, teacherID: okafor.id))
        _ = try lessons.login(name: "", token: s.token, classCode: club.joinCode)
        #expect(try !classroom.teaches(studentID: s.id, teacherID: rivera.id))
        #expect(try classroom.teaches(studentID: s.id, teacherID: okafor.id))
        #expect(try !classroom.teaches(studentID: "s-nobody", teacherID: rivera.id))
    }

    @Test func lessonsSayWhetherATeacherMayPushASound() {
        #expect(Fixtures.theory(id: "t").allowsTeacherPatch, "theory pages: nothing to give away")
        #expect(!Fixtures.lesson(show: [.osc1Wave], target: Patch()).allowsTeacherPatch, "challenges: the sound could be the answer")
    }

    @Test func courseFilesCanAllowOrForbidPushedSounds() throws {
        func challenge(_ id: String, _ extra: String) -> String {
            """
              - id: \(id)
                title: \(id)
                kind: challenge
                theory: page.md
                controls: {show: [filter.cutoff]}
                target: {filter.cutoff: 500}
                hints: [darker]
            \(extra)
            """
        }
        let module = """
            title: One
            defaults: {teacherPatch: true}
            lessons:
              - id: intro
                title: Intro
                kind: theory
                theory: page.md
                teacherPatch: false
            \(challenge("inherits", ""))
            \(challenge("refuses", "    teacherPatch: false"))
            """
        let folder = Fixtures.courseFolder(["course.yaml": Fixtures.minimalCourseYAML, "one/module.yaml": module, "one/page.md": "# Page"])
        let loaded = CourseLoader.load(directory: folder)
        #expect(loaded.issues.isEmpty, "\(loaded.issues)")
        #expect(loaded.course.lessons.map(\.allowsTeacherPatch) == [false, true, false])

        let bad = module.replacingOccurrences(of: "teacherPatch: false", with: "teacherPatch: sometimes")
        let refused = CourseLoader.load(directory: Fixtures.courseFolder(
            ["course.yaml": Fixtures.minimalCourseYAML, "one/module.yaml": bad, "one/page.md": "# Page"]))
        #expect(refused.issues.contains { $0.field.hasSuffix("teacherPatch") && $0.message.contains("true or false") })
    }
}
