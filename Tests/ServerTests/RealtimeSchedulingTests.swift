import Foundation
import Glibc
import Testing
@testable import Server

/// The render and service threads' real-time standing: raised where the process may, lowered while
/// busier than half a core, raised again after five calm seconds.
struct RealtimeSchedulingTests {
    @Test func aBusyThreadIsLoweredAndRaisedOnlyAfterFiveCalmSeconds() {
        var g = RealtimeGuard(raised: true)
        // Up to half a core it stays real-time.
        for busy in [0.0, 0.2, 0.45, 0.5] { #expect(g.observe(busy: busy) == nil) }
        #expect(g.observe(busy: 0.51) == .lower)
        #expect(!g.raised)
        // Calm seconds must follow each other: a busy one (or one between the two bounds) starts again.
        for busy in [0.1, 0.1, 0.1, 0.1] { #expect(g.observe(busy: busy) == nil) }
        #expect(g.observe(busy: 0.35) == nil)
        for busy in [0.1, 0.1, 0.1, 0.1] { #expect(g.observe(busy: busy) == nil) }
        #expect(g.observe(busy: 0.29) == .raise)
        #expect(g.raised)
        #expect(g.observe(busy: 0.4) == nil)
    }

    @Test func aGuardThatWasNeverRaisedRisesOnlyWhenCalm() {
        var g = RealtimeGuard(raised: false)
        for _ in 0..<20 { #expect(g.observe(busy: 0.9) == nil) }
        for _ in 0..<4 { #expect(g.observe(busy: 0) == nil) }
        #expect(g.observe(busy: 0) == .raise)
    }

    /// On a real thread: SCHED_FIFO where the process may (root, CAP_SYS_NICE or LimitRTPRIO), else the
    /// system's reason and normal scheduling; a thread that spins is back at normal priority after a
    /// second (its check reads its own CPU time; a FIFO thread that spins gets the whole core).
    @Test func aRealThreadIsRaisedAndLoweredWhenItSpins() {
        struct Seen: Sendable { var refused: String?; var policyAtStart: Int32; var policyAfterSpin: Int32; var spun: Double }
        let done = DispatchSemaphore(value: 0)
        let seen = LockedBox<Seen?>(nil)
        let loweredBefore = RealtimeScheduling.lowered.load(ordering: .relaxed)
        let t = Thread {
            var rt = RealtimeThread(priority: 1, now: MonotonicClock.nanoseconds())
            let atStart = Self.policy()
            // Spin for just over a second, checking as a worker's loop does.
            let start = MonotonicClock.nanoseconds()
            var x = 0.0
            while MonotonicClock.nanoseconds() - start < 1_100_000_000 { x += sin(x) }
            rt.check(now: MonotonicClock.nanoseconds())
            seen.set(Seen(refused: rt.refused, policyAtStart: atStart, policyAfterSpin: Self.policy(), spun: x))
            rt.end()
            done.signal()
        }
        t.start()
        done.wait()
        let s = seen.get()!
        if let why = s.refused {
            #expect(!why.isEmpty)
            #expect(s.policyAtStart == SCHED_OTHER)
        } else {
            #expect(s.policyAtStart == SCHED_FIFO)
            #expect(s.policyAfterSpin == SCHED_OTHER)
            #expect(RealtimeScheduling.lowered.load(ordering: .relaxed) > loweredBefore)
        }
    }

    static func policy() -> Int32 {
        var policy: Int32 = 0
        var param = sched_param()
        pthread_getschedparam(pthread_self(), &policy, &param)
        return policy
    }
}

/// A value handed from a test's thread back to the test.
final class LockedBox<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T
    init(_ v: T) { value = v }
    func set(_ v: T) { lock.lock(); value = v; lock.unlock() }
    func get() -> T { lock.lock(); defer { lock.unlock() }; return value }
}
