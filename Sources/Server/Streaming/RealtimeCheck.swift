import Foundation
import Synchronization

/// `synth-trainer realtime-check`: whether this machine lets the audio threads run on SCHED_FIFO
/// (`RealtimeScheduling`), and whether a busy one goes back to normal priority, tried on a real thread
/// exactly as a render worker does it. For an administrator checking `LimitRTPRIO=` or a container's
/// limits, and for the tests.
public struct RealtimeCheck: Sendable {
    /// The system's reason for refusing SCHED_FIFO, or nil.
    public let refused: String?
    /// The thread's policy after it asked (1: SCHED_FIFO) and whether SCHED_RESET_ON_FORK was set.
    public let policyRaised: Int32
    public let resetOnFork: Bool
    /// Its policy after a second of spinning and the guard's check (0: back to normal).
    public let policyAfterSpin: Int32

    /// Whether what was asked for happened: refused cleanly, or raised with the flag and lowered.
    public var consistent: Bool {
        refused != nil ? policyRaised == SCHED_OTHER : policyRaised == SCHED_FIFO && resetOnFork && policyAfterSpin == SCHED_OTHER
    }

    /// Runs the check on a thread of its own (about a second of one core when allowed).
    public static func run(priority: Int) -> RealtimeCheck {
        final class Result: Sendable { let value = Mutex<RealtimeCheck?>(nil) }
        let result = Result()
        let done = DispatchSemaphore(value: 0)
        let t = Thread {
            var rt = RealtimeThread(priority: priority, now: MonotonicClock.nanoseconds())
            let (raised, flag) = RealtimeScheduling.callingThreadScheduling()
            var after = raised
            if rt.refused == nil {
                // Spin (on clock reads) past the guard's one-second window, then check as a worker's loop does.
                let start = MonotonicClock.nanoseconds()
                while MonotonicClock.nanoseconds() - start < 1_100_000_000 {}
                rt.check(now: MonotonicClock.nanoseconds())
                after = RealtimeScheduling.callingThreadScheduling().policy
            }
            rt.end()
            result.value.withLock {
                $0 = RealtimeCheck(refused: rt.refused, policyRaised: raised, resetOnFork: flag, policyAfterSpin: after)
            }
            done.signal()
        }
        t.start()
        done.wait()
        return result.value.withLock { $0! }
    }

    /// What an administrator reads.
    public func report(priority: Int) -> String {
        if let why = refused {
            return "SCHED_FIFO \(priority): refused (\(why)). The server's audio threads will run at normal priority: "
                + "allow it with LimitRTPRIO=\(priority) (systemd), --ulimit rtprio=\(priority) (a container) or CAP_SYS_NICE, "
                + "and on a kernel with real-time group scheduling give the service's cgroup a real-time budget."
        }
        return "SCHED_FIFO \(priority): allowed (reset on fork: \(resetOnFork ? "yes" : "NO")). A thread that used a whole "
            + "core for a second went back to normal priority: \(policyAfterSpin == SCHED_OTHER ? "yes" : "NO (policy \(policyAfterSpin))")."
    }
}
