import Glibc
import Testing
@testable import Server

/// The render and service threads' real-time standing: raised where the process may, lowered while
/// busier than a quarter of a core, raised again after five calm seconds.
struct RealtimeSchedulingTests {
    @Test func aBusyThreadIsLoweredAndRaisedOnlyAfterFiveCalmSeconds() {
        var g = RealtimeGuard(raised: true)
        // Up to a quarter of a core it stays real-time.
        for busy in [0.0, 0.1, 0.2, 0.25] { #expect(g.observe(busy: busy) == nil) }
        #expect(g.observe(busy: 0.26) == .lower)
        #expect(!g.raised)
        // Calm seconds must follow each other: a busy one (or one between the two bounds) starts again.
        for busy in [0.1, 0.1, 0.1, 0.1] { #expect(g.observe(busy: busy) == nil) }
        #expect(g.observe(busy: 0.2) == nil)
        for busy in [0.1, 0.1, 0.1, 0.1] { #expect(g.observe(busy: busy) == nil) }
        #expect(g.observe(busy: 0.14) == .raise)
        #expect(g.raised)
        #expect(g.observe(busy: 0.25) == nil)
    }

    @Test func aGuardThatWasNeverRaisedRisesOnlyWhenCalm() {
        var g = RealtimeGuard(raised: false)
        for _ in 0..<20 { #expect(g.observe(busy: 0.9) == nil) }
        for _ in 0..<4 { #expect(g.observe(busy: 0) == nil) }
        #expect(g.observe(busy: 0) == .raise)
    }

    /// On a real thread, as `synth-trainer realtime-check` does it: SCHED_FIFO with SCHED_RESET_ON_FORK
    /// where the process may (root, CAP_SYS_NICE or RLIMIT_RTPRIO), else the system's reason and normal
    /// scheduling; a thread that spins for a second is back at normal priority after its check (a FIFO
    /// thread that spins gets its whole core, so the share it reads is near 1 however busy the machine).
    @Test func aRealThreadIsRaisedAndLoweredWhenItSpins() {
        let loweredBefore = RealtimeScheduling.lowered.load(ordering: .relaxed)
        let check = RealtimeCheck.run(priority: 1)
        #expect(check.consistent, "\(check)")
        if let why = check.refused {
            #expect(why == String(cString: strerror(EPERM)), "refused for another reason than permission")
            #expect(check.policyRaised == SCHED_OTHER)
        } else {
            #expect(check.policyRaised == SCHED_FIFO && check.resetOnFork)
            #expect(check.policyAfterSpin == SCHED_OTHER)
            #expect(RealtimeScheduling.lowered.load(ordering: .relaxed) > loweredBefore)
        }
    }
}
