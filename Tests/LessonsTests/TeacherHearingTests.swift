import Foundation
import Testing
@testable import Lessons

/// What a teacher sees of hearing: a student's profile and the class's weakest controls, only for the
/// class's own teacher.
@Suite("Hearing for teachers")
struct TeacherHearingTests {
    let store = InMemoryTrainerStore()
    let classroom: ClassroomService

    init() { classroom = ClassroomService(store: store, hasher: PasswordHasher(iterations: 500)) }

    /// A staircase that settled at `gap` (knob travel) after a few reversals.
    static func staircase(settlingAt gap: Double) throws -> String {
        var s = Staircase(start: gap * 4)
        for _ in 0..<40 { s.record(correct: s.gap >= gap, at: Date(timeIntervalSince1970: 0)) }
        return String(decoding: try JSONEncoder().encode(s), as: UTF8.self)
    }

    @Test func onlyTheClassTeacherSeesProfilesAndTheClassPanelListsWeakestFirst() throws {
        let t = try classroom.createTeacher(name: "Ms Rivera", password: "longenough")
        let other = try classroom.createTeacher(name: "Mr Okafor", password: "longenough")
        let mine = try classroom.createClass(teacherID: t.id, name: "Year 9")
        let theirs = try classroom.createClass(teacherID: other.id, name: "Year 10")
        let lessons = LessonService(course: Fixtures.smallCourse(), store: store)
        let a = try lessons.login(name: "Ada", token: nil, classCode: mine.joinCode)
        let b = try lessons.login(name: "Bo", token: nil, classCode: mine.joinCode)
        let c = try lessons.login(name: "Cy", token: nil, classCode: mine.joinCode)
        let stranger = try lessons.login(name: "Di", token: nil, classCode: theirs.joinCode)
        // Cutoff: three students, heard far above a trained ear; attack: one, finer.
        for (s, gap) in [(a, 0.3), (b, 0.2), (c, 0.25)] {
            try store.saveStaircase(studentID: s.id, control: "filter.cutoff", json: try Self.staircase(settlingAt: gap), at: .now)
        }
        try store.saveStaircase(studentID: a.id, control: "amp.attack", json: try Self.staircase(settlingAt: 0.01), at: .now)
        // A staircase still measuring (one miss) is no figure for the class: its gap is where the next
        // question starts, and it would rank the control by one answer.
        var started = Staircase(start: 0.35)
        started.record(correct: false, at: Date(timeIntervalSince1970: 0))
        #expect(!started.converged)
        try store.saveStaircase(studentID: b.id, control: "master.volume", json: String(decoding: try JSONEncoder().encode(started), as: UTF8.self), at: .now)

        let (student, profile) = try classroom.studentHearing(studentID: a.id, teacherID: t.id)
        #expect(try classroom.studentHearing(studentID: b.id, teacherID: t.id).1.contains { $0.control == .masterVolume && !$0.converged },
                "the student's own profile still lists it, as still measuring")
        #expect(student.name == "Ada" && Set(profile.map(\.control)) == [.filterCutoff, .ampAttack])
        #expect(profile == (try lessons.hearingProfile(student: a.id)), "the same profile the student sees")

        let (cls, count, rows) = try classroom.classHearing(classID: mine.id, teacherID: t.id)
        #expect(cls.id == mine.id && count == 3)
        #expect(rows.map(\.control) == [.filterCutoff, .ampAttack] && rows.map(\.measured) == [3, 1])
        let cutoffs = try [a, b, c].map { s in try #require(try lessons.hearingProfile(student: s.id).first { $0.control == .filterCutoff }).threshold }
        #expect(rows[0].median == cutoffs.sorted()[1], "the median of the three")

        // Another teacher, another class's student, someone who does not exist: all refused alike.
        #expect(throws: LessonError.forbidden("not your student")) { try classroom.studentHearing(studentID: a.id, teacherID: other.id) }
        #expect(throws: LessonError.forbidden("not your student")) { try classroom.studentHearing(studentID: stranger.id, teacherID: t.id) }
        #expect(throws: LessonError.forbidden("not your student")) { try classroom.studentHearing(studentID: "s-nobody", teacherID: t.id) }
        #expect(throws: LessonError.forbidden("not your class")) { try classroom.classHearing(classID: mine.id, teacherID: other.id) }
        #expect(throws: LessonError.forbidden("not your class")) { try classroom.classHearing(classID: "c-nobody", teacherID: t.id) }
    }
}
