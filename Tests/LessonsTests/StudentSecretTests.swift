import Foundation
import Synchronization
import Testing
@testable import Lessons

/// A student's progress follows the student: name and secret sign them in on any device.
@Suite("Student secrets (in-memory store)")
struct StudentSecretTests {
    let store = InMemoryTrainerStore()
    let service: LessonService
    let classes: ClassroomService
    let code: String
    let teacherID: String

    init() throws {
        let hasher = PasswordHasher(iterations: 1000)
        service = LessonService(course: Fixtures.smallCourse(), store: store, hasher: hasher)
        classes = ClassroomService(store: store, hasher: hasher)
        let t = try classes.createTeacher(name: "Ms T", password: "teacher pw")
        teacherID = t.id
        code = try classes.createClass(teacherID: t.id, name: "Year 9").joinCode
    }

    @Test func nameAndSecretFindTheSameStudentOnAnotherDevice() throws {
        let first = try service.login(name: "Ada", token: nil, classCode: code, secret: "4711")
        #expect(!first.needsSecret)
        _ = try service.submit(student: first.id, lesson: "intro", attempt: .init(), timeSpent: 5)
        // Signed out, then in again elsewhere (no token): the same student, a token of its own.
        let again = try service.login(name: "ada", token: nil, classCode: code, secret: "4711")
        #expect(again.id == first.id && again.token != first.token)
        #expect(try service.progress(student: again.id).contains { $0.lessonID == "intro" && $0.completed })
        // Both devices stay signed in.
        #expect(try service.login(name: "", token: first.token, classCode: nil).id == first.id)
        #expect(try service.login(name: "", token: again.token, classCode: nil).id == first.id)
        // The secret is stored only as a slow hash.
        let stored = try #require(try store.student(id: first.id)?.secretHash)
        #expect(stored.hasPrefix("pbkdf2-sha256$") && !stored.contains("4711"))
    }

    @Test func aWrongSecretForATakenNameIsRefusedAndSaysWhy() throws {
        _ = try service.login(name: "Ada", token: nil, classCode: code, secret: "4711")
        do {
            _ = try service.login(name: "Ada", token: nil, classCode: code, secret: "1234")
            Issue.record("a wrong secret signed in")
        } catch {
            #expect(error.code == "unauthorized")
            #expect(error.description.contains("taken") && error.description.contains("teacher can reset"))
        }
        // Without the code the name is still taken: one person, one profile, not a second empty one.
        #expect(throws: LessonError.self) { try service.login(name: "Ada", token: nil, classCode: nil, secret: "1234") }
        #expect(try store.students(named: "Ada").count == 1)
    }

    @Test func secretsMustBeLongEnough() {
        #expect(throws: LessonError.self) { try service.login(name: "Bo", token: nil, classCode: code, secret: "12") }
        #expect(throws: LessonError.self) {
            try service.login(name: "Bo", token: nil, classCode: code, secret: String(repeating: "x", count: 129))
        }
    }

    @Test func aStudentFromBeforeSecretsKeepsProgressAndIsAskedForOne() throws {
        // Name only: the profile lives on this device's token, as every profile did before secrets.
        let old = try service.login(name: "Cy", token: nil, classCode: code)
        #expect(old.needsSecret)
        _ = try service.submit(student: old.id, lesson: "intro", attempt: .init(), timeSpent: 5)
        let resumed = try service.login(name: "", token: old.token, classCode: nil)
        #expect(resumed.id == old.id && resumed.needsSecret)
        // Nobody can claim it by name before it has a secret: a sign-in by name makes another student.
        let claim = try service.login(name: "Cy", token: nil, classCode: code, secret: "9999")
        #expect(claim.id != old.id)
        #expect(try service.progress(student: claim.id).isEmpty)
    }

    @Test func settingASecretChecksTheNameIsFreeAndCanRename() throws {
        _ = try service.login(name: "Dee", token: nil, classCode: code, secret: "4711")
        let old = try service.login(name: "Dee", token: nil, classCode: code)   // a device-bound profile, same name
        do {
            _ = try service.setSecret(student: old.id, secret: "0000")
            Issue.record("a taken name got a secret")
        } catch { #expect(error.code == "name_taken") }
        let renamed = try service.setSecret(student: old.id, secret: "0000", name: "Dee B")
        #expect(renamed.name == "Dee B" && !renamed.needsSecret)
        #expect(try service.login(name: "dee b", token: nil, classCode: code, secret: "0000").id == old.id)
    }

    @Test func aTeachersResetLetsTheNextSignInPickANewSecret() throws {
        let s = try service.login(name: "Eve", token: nil, classCode: code, secret: "4711")
        try classes.resetSecret(studentID: s.id, teacherID: teacherID)
        // A device holding the token is asked for a new secret.
        #expect(try service.login(name: "", token: s.token, classCode: nil).needsSecret)
        // The next sign-in by name sets it; the old one no longer works.
        let back = try service.login(name: "Eve", token: nil, classCode: code, secret: "2468")
        #expect(back.id == s.id && !back.needsSecret)
        #expect(throws: LessonError.self) { try service.login(name: "Eve", token: nil, classCode: code, secret: "4711") }
        // Another teacher cannot reset this student.
        let other = try classes.createTeacher(name: "Mr U", password: "other pw")
        #expect(throws: LessonError.forbidden("not your student")) { try classes.resetSecret(studentID: s.id, teacherID: other.id) }
    }

    /// Sign-ins claiming one reset at once (two tabs, two devices): one sets the secret; the others
    /// sign in only with that same secret, and are told why otherwise. Before, each wrote its own and
    /// the last one won, so a student who had just chosen a secret found it did not work.
    @Test func aResetIsClaimedOnceBySignInsAtTheSameMoment() throws {
        let s = try service.login(name: "Fay", token: nil, classCode: code, secret: "4711")
        for round in 0..<4 {
            try classes.resetSecret(studentID: s.id, teacherID: teacherID)
            let outcomes = Mutex([(secret: String, ok: Bool, error: LessonError?)]())
            let secrets = ["one \(round)", "two \(round)", "one \(round)", "three \(round)"]
            let (service, code) = (self.service, self.code)
            DispatchQueue.concurrentPerform(iterations: secrets.count) { i in
                do {
                    let signedIn = try service.login(name: "Fay", token: nil, classCode: code, secret: secrets[i])
                    outcomes.withLock { $0.append((secrets[i], signedIn.id == s.id, nil)) }
                } catch let e as LessonError {
                    outcomes.withLock { $0.append((secrets[i], false, e)) }
                } catch {
                    Issue.record("\(error)")
                }
            }
            let all = outcomes.withLock { $0 }
            let kept = Set(all.filter(\.ok).map(\.secret))
            // Every sign-in that got through typed the one secret now stored, and it works from now on.
            #expect(kept.count == 1, "round \(round): \(all)")
            let secret = try #require(kept.first)
            #expect(try service.login(name: "Fay", token: nil, classCode: code, secret: secret).id == s.id)
            for refused in all where !refused.ok {
                #expect(refused.secret != secret)
                guard case .unauthorized = refused.error else { Issue.record("round \(round): \(refused)"); continue }
            }
        }
    }

    @Test func aRemovedStudentLeavesTheClassAndKeepsTheirAccount() throws {
        let small = LessonService(course: Fixtures.smallCourse(), store: store, hasher: PasswordHasher(iterations: 1000), maxClassSize: 2)
        let fake = try small.login(name: "Fake", token: nil, classCode: code, secret: "1111")
        _ = try small.login(name: "Real", token: nil, classCode: code, secret: "2222")
        let (removed, left) = try classes.removeStudent(studentID: fake.id, teacherID: teacherID)
        #expect(removed.id == fake.id && left.joinCode == code)
        // Their token still signs them in, with no class; the seat in the class is free again.
        let back = try small.login(name: "", token: fake.token, classCode: nil)
        #expect(back.id == fake.id && back.classCode == nil && back.className == nil)
        _ = try small.login(name: "Newcomer", token: nil, classCode: code, secret: "3333")
        // Not in the class any more: removing again, or by another teacher, is refused.
        #expect(throws: LessonError.forbidden("not your student")) { try classes.removeStudent(studentID: fake.id, teacherID: teacherID) }
        let other = try classes.createTeacher(name: "Mr R", password: "other pw")
        let real = try #require(try small.login(name: "Real", token: nil, classCode: code, secret: "2222"))
        #expect(throws: LessonError.forbidden("not your student")) { try classes.removeStudent(studentID: real.id, teacherID: other.id) }
    }

    @Test func aFullClassTakesNoNewcomers() throws {
        let small = LessonService(course: Fixtures.smallCourse(), store: store, hasher: PasswordHasher(iterations: 1000), maxClassSize: 2)
        let a = try small.login(name: "A", token: nil, classCode: code, secret: "1111")
        _ = try small.login(name: "B", token: nil, classCode: code, secret: "2222")
        do {
            _ = try small.login(name: "C", token: nil, classCode: code, secret: "3333")
            Issue.record("a third student joined a class of two")
        } catch {
            #expect(error.code == "forbidden" && error.description.contains("full"))
        }
        // Members still sign in.
        #expect(try small.login(name: "A", token: nil, classCode: code, secret: "1111").id == a.id)
    }
}
