import Foundation
import Testing
@testable import Lessons

/// The sign-in limits: the sliding-window rule with time passed in, and the services refusing and
/// counting through the store (in memory here; the store contract tests check SQLite and PostgreSQL
/// keep the same events).
struct SignInLimitsTests {
    let t0 = Date(timeIntervalSince1970: 1_000_000)

    @Test func aRuleRefusesAfterItsLimitUntilEnoughLeaveTheWindow() {
        let rule = SignInLimits.Rule(name: "r", limit: 3, window: 60)
        let events = [t0, t0.addingTimeInterval(1), t0.addingTimeInterval(2)]
        #expect(rule.retryAfter(Array(events.prefix(2)), now: t0.addingTimeInterval(3)) == nil)
        // Refused until the first event (at t0) leaves the 60 s window.
        #expect(rule.retryAfter(events, now: t0.addingTimeInterval(10)) == 50)
        #expect(rule.retryAfter(events, now: t0.addingTimeInterval(59.5)) == 1)
        #expect(rule.retryAfter(events, now: t0.addingTimeInterval(60.5)) == nil)
        // More events than the limit (two instances let one more through at once): the wait lasts until
        // all but limit - 1 have left.
        let over = events + [t0.addingTimeInterval(30)]
        #expect(rule.retryAfter(over, now: t0.addingTimeInterval(10)) == 51)
    }

    @Test func oneAccountIsProtectedWithoutLockingOutItsOwnerOrTheSchool() throws {
        let store = InMemoryTrainerStore()
        let guesser = SignInLimits(store: store, client: "10.0.0.1")
        let ada = SignInLimits.studentAccount(name: " Ada ")
        #expect(ada == SignInLimits.studentAccount(name: "ada"))
        for _ in 0..<10 { try guesser.record(guesser.wrongSecret(account: ada), now: t0) }
        #expect(try guesser.refusal(guesser.wrongSecret(account: ada), now: t0)?.rule == SignInLimits.wrongSecretPerAccountAndClient)
        // Ada at home, and everyone else behind the guesser's school address, still sign in.
        let home = SignInLimits(store: store, client: "192.0.2.9")
        #expect(try home.refusal(home.wrongSecret(account: ada), now: t0) == nil)
        #expect(try guesser.refusal(guesser.wrongSecret(account: SignInLimits.studentAccount(name: "Bo")), now: t0) == nil)
        #expect(try guesser.refusal(guesser.wrongSecret(account: ada), now: t0.addingTimeInterval(301)) == nil)
    }

    @Test func oneClientTryingManyNamesAndManyClientsTryingOneNameAreStopped() throws {
        let store = InMemoryTrainerStore()
        let one = SignInLimits(store: store, client: "192.0.2.7")
        for i in 0..<50 { try one.record(one.wrongSecret(account: "student//n\(i)"), now: t0) }
        #expect(try one.refusal(one.wrongSecret(account: "student//new"), now: t0)?.rule == SignInLimits.wrongSecretPerClient)
        // The students' typos behind that address do not refuse their teacher.
        #expect(try one.refusal(one.wrongPassword(teacher: "Ms Smith"), now: t0) == nil)
        // A PIN guessed from many machines: 20 tries in 5 minutes in all, then none.
        let pin = SignInLimits.studentAccount(name: "Ada")
        for i in 0..<20 {
            let bot = SignInLimits(store: store, client: "198.51.100.\(i)")
            try bot.record(bot.wrongSecret(account: pin), now: t0)
        }
        let fresh = SignInLimits(store: store, client: "203.0.113.1")
        #expect(try fresh.refusal(fresh.wrongSecret(account: pin), now: t0)?.rule == SignInLimits.wrongSecretPerAccount)
        // A teacher's account takes 100 before it refuses everyone.
        for i in 0..<99 {
            let bot = SignInLimits(store: store, client: "198.51.100.\(i)")
            try bot.record(bot.wrongPassword(teacher: "Ms Smith"), now: t0)
        }
        #expect(try fresh.refusal(fresh.wrongPassword(teacher: "ms smith"), now: t0) == nil)
        try fresh.record(fresh.wrongPassword(teacher: "Ms Smith"), now: t0)
        #expect(try fresh.refusal(fresh.wrongPassword(teacher: "MS SMITH"), now: t0)?.rule == SignInLimits.wrongPasswordPerAccount)
    }

    @Test func anIPv6ClientCountsByItsNetworkAndARefusalIsRememberedWithoutTheStore() throws {
        #expect(SignInLimits.clientKey("2001:db8:1:2::5") == SignInLimits.clientKey("2001:db8:1:2:ffff::9"))
        #expect(SignInLimits.clientKey("2001:db8:1:2::5") != SignInLimits.clientKey("2001:db8:1:3::5"))
        #expect(SignInLimits.clientKey("::ffff:192.0.2.1") == "192.0.2.1")
        #expect(SignInLimits.clientKey("192.0.2.1") == "192.0.2.1")
        let store = InMemoryTrainerStore(), memo = SignInLimits.RecentRefusals()
        let hopper = SignInLimits(store: store, client: "2001:db8:1:2::1", refusals: memo)
        for i in 0..<10 {
            try SignInLimits(store: store, client: "2001:db8:1:2::\(i + 2)").record(hopper.wrongSecret(account: "student//ada"), now: t0)
        }
        #expect(try hopper.refusal(hopper.wrongSecret(account: "student//ada"), now: t0)?.wait == 300)
        // Remembered: the answer stands even with the store's events gone, until the wait is over.
        try store.recordThrottleEvents(keys: ["x"], at: t0, forgetBefore: t0.addingTimeInterval(1))
        #expect(try hopper.refusal(hopper.wrongSecret(account: "student//ada"), now: t0.addingTimeInterval(100))?.wait == 200)
        #expect(try hopper.refusal(hopper.wrongSecret(account: "student//ada"), now: t0.addingTimeInterval(301)) == nil)
    }

    @Test func aClassArrivingTogetherFitsButAScriptDoesNot() throws {
        let store = InMemoryTrainerStore()
        let school = SignInLimits(store: store, client: "school")
        for i in 0..<60 {
            #expect(try school.refusal(school.signUp(classCode: nil), now: t0) == nil, "student \(i)")
            try school.record(school.signUp(classCode: nil), now: t0)
        }
        #expect(try school.refusal(school.signUp(classCode: nil), now: t0)?.rule == SignInLimits.signUpPerClient)
        let elsewhere = SignInLimits(store: store, client: "elsewhere")
        #expect(try elsewhere.refusal(elsewhere.signUp(classCode: nil), now: t0) == nil)
        #expect(try school.refusal(school.signUp(classCode: nil), now: t0.addingTimeInterval(61)) == nil)
    }

    /// Issue 24: a school behind one NAT address, two classes of 30 arriving in the same minute (and
    /// more besides): each class counts by its code, so none of them is refused; one code still stops
    /// a script making students in it, and so does the address's total over every code.
    @Test func twoClassesBehindOneAddressArrivingTogetherAllGetIn() throws {
        let store = InMemoryTrainerStore()
        let school = SignInLimits(store: store, client: "school")
        for code in ["ABC123", "XYZ789", "QRS456"] {
            for i in 0..<30 {
                #expect(try school.refusal(school.signUp(classCode: code), now: t0) == nil, "\(code) student \(i)")
                try school.record(school.signUp(classCode: code), now: t0)
            }
        }
        for _ in 0..<30 { try school.record(school.signUp(classCode: "ABC123"), now: t0) }
        #expect(try school.refusal(school.signUp(classCode: "abc123"), now: t0)?.rule == SignInLimits.signUpPerClass)
        #expect(try school.refusal(school.signUp(classCode: "XYZ789"), now: t0) == nil)
        for i in 0..<300 { try school.record(school.signUp(classCode: "C\(i)"), now: t0) }
        #expect(try school.refusal(school.signUp(classCode: "NEW999"), now: t0)?.rule == SignInLimits.signUpWithCodePerClient)
    }

    /// Through the services: the messages and the counting the server relies on.
    @Test func theServicesRefuseAndCountThroughTheStore() throws {
        let store = InMemoryTrainerStore()
        let lessons = LessonService(course: Fixtures.smallCourse(), store: store, hasher: PasswordHasher(iterations: 1000))
        _ = try lessons.login(name: "Bo", token: nil, classCode: nil, secret: "2468", client: "10.0.0.1")
        for _ in 0..<10 {
            #expect(throws: LessonError.self) { try lessons.login(name: "Bo", token: nil, classCode: nil, secret: "1111", client: "10.0.0.1") }
        }
        do {
            _ = try lessons.login(name: "Bo", token: nil, classCode: nil, secret: "2468", client: "10.0.0.1")
            Issue.record("the eleventh try must be refused")
        } catch {
            #expect(error.code == "rate_limited" && error.description.contains("wrong secrets"))
        }
        // Returning students are not new students: a class signing in again does not use up the limit.
        for _ in 0..<70 { _ = try lessons.login(name: "Bo", token: nil, classCode: nil, secret: "2468", client: "10.0.0.9") }
        // The right secret from Bo's own address still works; so does the same call without a client.
        #expect(try lessons.login(name: "Bo", token: nil, classCode: nil, secret: "2468", client: "10.0.0.2").name == "Bo")
        for i in 0..<20 {
            #expect(throws: LessonError.unknownClass("NOPE\(i)")) {
                try lessons.login(name: "G\(i)", token: nil, classCode: "NOPE\(i)", secret: "1234", client: "10.0.0.3")
            }
        }
        do {
            _ = try lessons.login(name: "G", token: nil, classCode: "NOPE", secret: "1234", client: "10.0.0.3")
            Issue.record("guessing class codes must stop")
        } catch {
            #expect(error.code == "rate_limited" && error.description.contains("class codes"))
        }

        let classroom = ClassroomService(store: store, hasher: PasswordHasher(iterations: 500))
        _ = try classroom.createTeacher(name: "Ms Smith", password: "correct horse battery")
        for _ in 0..<10 {
            #expect(throws: LessonError.self) { try classroom.login(name: "ms smith", password: "wrong", client: "10.0.0.4") }
        }
        do {
            _ = try classroom.login(name: "Ms Smith", password: "correct horse battery", client: "10.0.0.4")
            Issue.record("the eleventh try from one address must be refused")
        } catch {
            #expect(error.code == "rate_limited" && error.description.contains("too many failed sign-ins"))
        }
        #expect(try classroom.login(name: "Ms Smith", password: "correct horse battery", client: "10.0.0.5").teacher.name == "Ms Smith")
    }
}
