import Testing
@testable import Lessons

@Suite("Classroom service")
struct ClassroomServiceTests {
    let store = InMemoryTrainerStore()
    let classroom: ClassroomService

    init() { classroom = ClassroomService(store: store, hasher: PasswordHasher(iterations: 500)) }

    @Test func teacherLogsInOnlyWithTheRightPassword() throws {
        let t = try classroom.createTeacher(name: "Ms Rivera", password: "longenough")
        #expect(try store.teacher(id: t.id)?.passwordHash.hasPrefix("pbkdf2-sha256$500$") == true)
        #expect(try classroom.authenticate(name: "ms rivera", password: "longenough").id == t.id)
        #expect(throws: LessonError.unauthorized("wrong name or password")) { try classroom.authenticate(name: "Ms Rivera", password: "wrong-one") }
        #expect(throws: LessonError.unauthorized("wrong name or password")) { try classroom.authenticate(name: "Nobody", password: "longenough") }
    }

    @Test func weakOrDuplicateAccountsAreRefused() throws {
        #expect(throws: LessonError.self) { try classroom.createTeacher(name: "A", password: "short") }
        _ = try classroom.createTeacher(name: "B", password: "longenough")
        #expect(throws: LessonError.self) { try classroom.createTeacher(name: "b", password: "longenough") }
    }

    @Test func oldHashesAreUpgradedAtLogin() throws {
        let weak = ClassroomService(store: store, hasher: PasswordHasher(iterations: 100))
        let t = try weak.createTeacher(name: "C", password: "longenough")
        _ = try classroom.authenticate(name: "C", password: "longenough")
        #expect(try store.teacher(id: t.id)?.passwordHash.hasPrefix("pbkdf2-sha256$500$") == true)
    }

    @Test func classesHaveJoinCodesAndRosters() throws {
        let t = try classroom.createTeacher(name: "D", password: "longenough")
        let other = try classroom.createTeacher(name: "E", password: "longenough")
        let c = try classroom.createClass(teacherID: t.id, name: "Year 9")
        #expect(c.joinCode.count == 8)
        #expect(try classroom.classes(teacherID: t.id) == [c])
        let lessons = LessonService(course: Fixtures.smallCourse(), store: store)
        let s = try lessons.login(name: "Pupil", token: nil, classCode: c.joinCode.lowercased())
        #expect(try classroom.roster(classID: c.id, teacherID: t.id).map(\.id) == [s.id])
        #expect(throws: LessonError.forbidden("not your class")) { try classroom.roster(classID: c.id, teacherID: other.id) }
        #expect(throws: LessonError.forbidden("unknown teacher")) { try classroom.createClass(teacherID: "t-none", name: "X") }
    }

    @Test func passwordsCanBeChanged() throws {
        _ = try classroom.createTeacher(name: "F", password: "longenough")
        try classroom.setPassword(teacherName: "F", password: "another-one")
        #expect(throws: LessonError.self) { try classroom.authenticate(name: "F", password: "longenough") }
        _ = try classroom.authenticate(name: "F", password: "another-one")
        #expect(throws: LessonError.self) { try classroom.setPassword(teacherName: "nobody", password: "longenough") }
    }
}
