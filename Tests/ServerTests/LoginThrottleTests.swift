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
            t.recordFailure("10.0.0.1", now: t0.addingTimeInterval(Double(i)))
        }
        // Refused until the first failure (at t0) leaves the 60 s window.
        #expect(t.retryAfter("10.0.0.1", now: t0.addingTimeInterval(10)) == 50)
        #expect(t.retryAfter("10.0.0.1", now: t0.addingTimeInterval(59.5)) == 1)
        #expect(t.retryAfter("10.0.0.1", now: t0.addingTimeInterval(60.5)) == nil)
    }

    @Test func keysAreIndependent() {
        var t = LoginThrottle(limit: 2, window: 60)
        t.recordFailure("a", now: t0)
        t.recordFailure("a", now: t0)
        #expect(t.retryAfter("a", now: t0) != nil)
        #expect(t.retryAfter("b", now: t0) == nil)
    }

    @Test func slidingNotFixedWindow() {
        var t = LoginThrottle(limit: 2, window: 60)
        t.recordFailure("a", now: t0)
        t.recordFailure("a", now: t0.addingTimeInterval(50))
        #expect(t.retryAfter("a", now: t0.addingTimeInterval(55)) == 5)
        // The first failure has left the window; one more failure is allowed, then refused again.
        #expect(t.retryAfter("a", now: t0.addingTimeInterval(61)) == nil)
        t.recordFailure("a", now: t0.addingTimeInterval(61))
        #expect(t.retryAfter("a", now: t0.addingTimeInterval(62)) == 48)
    }

    @Test func quietKeysAreForgotten() {
        var t = LoginThrottle(limit: 2, window: 60)
        for i in 0..<5000 { t.recordFailure("10.0.\(i / 256).\(i % 256)", now: t0) }
        // Long after, one more failure from a new address sweeps out every stale key.
        t.recordFailure("new", now: t0.addingTimeInterval(600))
        #expect(t.trackedKeys == 1)
        t.recordFailure("new2", now: t0.addingTimeInterval(600))
        #expect(t.retryAfter("10.0.0.1", now: t0.addingTimeInterval(600)) == nil)
    }
}
