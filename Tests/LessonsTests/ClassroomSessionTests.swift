import Foundation
import Synchronization
import Testing
@testable import Lessons

/// A clock the test moves by hand, so expiry is tested without waiting.
final class ManualClock: Sendable {
    private let now = Mutex(Date(timeIntervalSince1970: 1_700_000_000))
    func read() -> Date { now.withLock { $0 } }
    func advance(_ seconds: TimeInterval) { now.withLock { $0 = $0.addingTimeInterval(seconds) } }
}

@Suite("Classroom: teacher sessions")
struct ClassroomSessionTests {
    let store = InMemoryTrainerStore()
    let clock = ManualClock()
    let classroom: ClassroomService

    init() throws {
        let clock = self.clock
        classroom = ClassroomService(store: store, hasher: PasswordHasher(iterations: 200), sessionLifetime: 3600,
                                     clock: { clock.read() })
        _ = try classroom.createTeacher(name: "Ms Rivera", password: "longenough")
    }

    @Test func loginGivesATokenThatIsStoredOnlyAsItsHash() throws {
        let login = try classroom.login(name: "ms rivera", password: "longenough")
        #expect(login.teacher.name == "Ms Rivera")
        #expect(login.token.count == 43, "256 bits, base64url")
        #expect(login.expiresAt == clock.read().addingTimeInterval(3600))
        #expect(try store.teacherSession(tokenHash: login.token) == nil, "the token itself is never stored")
        let stored = try #require(try store.teacherSession(tokenHash: TokenHash.hex(login.token)))
        #expect(stored.teacherID == login.teacher.id)

        let session = try classroom.session(token: login.token)
        #expect(session == TeacherSession(teacherID: login.teacher.id, name: "Ms Rivera", tokenHash: TokenHash.hex(login.token),
                                          expiresAt: login.expiresAt))
        #expect(session.isValid(at: clock.read()))
    }

    @Test func wrongPasswordsAndUnknownNamesGetTheSameAnswer() throws {
        #expect(throws: LessonError.unauthorized("wrong name or password")) { try classroom.login(name: "Ms Rivera", password: "guess-again") }
        #expect(throws: LessonError.unauthorized("wrong name or password")) { try classroom.login(name: "Nobody", password: "longenough") }
    }

    @Test func twoLoginsAreTwoIndependentSessions() throws {
        let a = try classroom.login(name: "Ms Rivera", password: "longenough")
        let b = try classroom.login(name: "Ms Rivera", password: "longenough")
        #expect(a.token != b.token)
        try classroom.logout(token: a.token)
        #expect(throws: LessonError.unauthorized("unknown or logged-out teacher token: log in again")) { try classroom.session(token: a.token) }
        #expect(try classroom.session(token: b.token).teacherID == b.teacher.id)
        try classroom.logout(token: a.token)  // twice: still fine
    }

    @Test func aSessionExpiresAtItsLifetime() throws {
        let login = try classroom.login(name: "Ms Rivera", password: "longenough")
        clock.advance(3599)
        let session = try classroom.session(token: login.token)
        #expect(session.isValid(at: clock.read()))
        clock.advance(1)
        // The cached session the server holds turns invalid at the same instant the store refuses it.
        #expect(!session.isValid(at: clock.read()))
        #expect(throws: LessonError.unauthorized("teacher session expired: log in again")) { try classroom.session(token: login.token) }
    }

    @Test func expiredSessionsAreClearedAtTheNextLogin() throws {
        let old = try classroom.login(name: "Ms Rivera", password: "longenough")
        clock.advance(7200)
        let fresh = try classroom.login(name: "Ms Rivera", password: "longenough")
        #expect(try store.teacherSession(tokenHash: TokenHash.hex(old.token)) == nil)
        #expect(try store.teacherSession(tokenHash: TokenHash.hex(fresh.token)) != nil)
    }

    @Test func changingThePasswordEndsEverySessionOfThatTeacher() throws {
        _ = try classroom.createTeacher(name: "Mr Okafor", password: "longenough")
        let mine = try classroom.login(name: "Ms Rivera", password: "longenough")
        let theirs = try classroom.login(name: "Mr Okafor", password: "longenough")
        try classroom.setPassword(teacherName: "Ms Rivera", password: "a-new-secret")
        #expect(throws: LessonError.self) { try classroom.session(token: mine.token) }
        #expect(try classroom.session(token: theirs.token).name == "Mr Okafor")
    }

    @Test func malformedTokensAreRefusedPlainly() throws {
        #expect(throws: LessonError.unauthorized("no teacher token: log in first")) { try classroom.session(token: "") }
        #expect(throws: LessonError.self) { try classroom.session(token: "x") }
        // A student's token is not a teacher's.
        let student = try LessonService(course: Fixtures.smallCourse(), store: store).login(name: "Pupil", token: nil, classCode: nil)
        #expect(throws: LessonError.self) { try classroom.session(token: student.token) }
    }
}
