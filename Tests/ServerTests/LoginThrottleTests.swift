import Foundation
import Testing
@testable import Server

/// The failed-login rule (429 after too many failures), with time passed in.
struct LoginThrottleTests {
    let t0 = Date(timeIntervalSince1970: 1_000_000)

    @Test func refusesAfterTheLimitWithinTheWindow() {
        var t = LoginThrottle(limit: 3, window: 60)
        for i in 0..<3 {
            #expect(t.retryAfter("10.0.0.1", now: t0) == nil, "attempt \(i) must be allowed")
            t.record("10.0.0.1", now: t0.addingTimeInterval(Double(i)))
        }
        // Refused until the first failure (at t0) leaves the 60 s window.
        #expect(t.retryAfter("10.0.0.1", now: t0.addingTimeInterval(10)) == 50)
        #expect(t.retryAfter("10.0.0.1", now: t0.addingTimeInterval(59.5)) == 1)
        #expect(t.retryAfter("10.0.0.1", now: t0.addingTimeInterval(60.5)) == nil)
    }

    @Test func keysAreIndependent() {
        var t = LoginThrottle(limit: 2, window: 60)
        t.record("a", now: t0)
        t.record("a", now: t0)
        #expect(t.retryAfter("a", now: t0) != nil)
        #expect(t.retryAfter("b", now: t0) == nil)
    }

    @Test func slidingNotFixedWindow() {
        var t = LoginThrottle(limit: 2, window: 60)
        t.record("a", now: t0)
        t.record("a", now: t0.addingTimeInterval(50))
        #expect(t.retryAfter("a", now: t0.addingTimeInterval(55)) == 5)
        // The first failure has left the window; one more failure is allowed, then refused again.
        #expect(t.retryAfter("a", now: t0.addingTimeInterval(61)) == nil)
        t.record("a", now: t0.addingTimeInterval(61))
        #expect(t.retryAfter("a", now: t0.addingTimeInterval(62)) == 48)
    }

    @Test func quietKeysAreForgotten() {
        var t = LoginThrottle(limit: 2, window: 60)
        for i in 0..<5000 { t.record("10.0.\(i / 256).\(i % 256)", now: t0) }
        // Long after, one more failure from a new address sweeps out every stale key.
        t.record("new", now: t0.addingTimeInterval(600))
        #expect(t.trackedKeys == 1)
        t.record("new2", now: t0.addingTimeInterval(600))
        #expect(t.retryAfter("10.0.0.1", now: t0.addingTimeInterval(600)) == nil)
    }
}

/// Wrong student secrets: per account and per client address.
struct SignInThrottleTests {
    let t0 = Date(timeIntervalSince1970: 1_000_000)

    @Test func oneAccountIsProtectedWithoutLockingOutTheSchool() {
        var t = SignInThrottle()
        let ada = SignInThrottle.account(name: " Ada ", classCode: "abc234")
        #expect(ada == SignInThrottle.account(name: "ada", classCode: "ABC234"))
        for _ in 0..<SignInThrottle.perAccountLimit { t.failed(account: ada, client: "10.0.0.1", now: t0) }
        #expect(t.retryAfter(account: ada, client: "10.0.0.9", now: t0) != nil, "guessing Ada's secret from anywhere stops")
        // Everyone else behind the same school address can still sign in.
        #expect(t.retryAfter(account: SignInThrottle.account(name: "Bo", classCode: "ABC234"), client: "10.0.0.1", now: t0) == nil)
        #expect(t.retryAfter(account: ada, client: "10.0.0.1", now: t0.addingTimeInterval(SignInThrottle.window + 1)) == nil)
    }

    @Test func oneClientTryingManyNamesIsStopped() {
        var t = SignInThrottle()
        for i in 0..<SignInThrottle.perClientLimit {
            t.failed(account: SignInThrottle.account(name: "n\(i)", classCode: nil), client: "192.0.2.7", now: t0)
        }
        #expect(t.retryAfter(account: SignInThrottle.account(name: "new", classCode: nil), client: "192.0.2.7", now: t0) != nil)
        #expect(t.retryAfter(account: SignInThrottle.account(name: "new", classCode: nil), client: "192.0.2.8", now: t0) == nil)
    }
}

/// Sign-ups and class codes per client address.
struct SignUpLimitTests {
    let t0 = Date(timeIntervalSince1970: 2_000_000)

    @Test func aClassArrivingTogetherFitsButAScriptDoesNot() {
        var t = SignInThrottle()
        for i in 0..<SignInThrottle.signUpLimit {
            #expect(t.admitSignUp(client: "school", withClassCode: true, now: t0) == nil, "student \(i)")
        }
        let refused = t.admitSignUp(client: "school", withClassCode: true, now: t0)
        #expect(refused?.why.contains("too many sign-ins") == true)
        #expect(t.admitSignUp(client: "elsewhere", withClassCode: false, now: t0) == nil)
        #expect(t.admitSignUp(client: "school", withClassCode: true, now: t0.addingTimeInterval(61)) == nil)
    }

    @Test func guessingClassCodesStops() {
        var t = SignInThrottle()
        for _ in 0..<SignInThrottle.wrongCodeLimit { t.wrongClassCode(client: "guesser", now: t0) }
        #expect(t.admitSignUp(client: "guesser", withClassCode: true, now: t0)?.why == "too many wrong class codes")
        #expect(t.admitClassCode(client: "guesser", now: t0) != nil)
        // Signing up without a class code is a different thing.
        #expect(t.admitSignUp(client: "guesser", withClassCode: false, now: t0) == nil)
    }
}
