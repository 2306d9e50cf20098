import Glibc
import Synchronization

/// Real-time scheduling for the threads that keep the audio's time: the render workers and the
/// service thread that writes their packets.
///
/// Why: at normal priority a thread wakes for its frame deadline whenever the scheduler gets round
/// to it, and on a machine shared with a browser, a database or other servers that is often
/// milliseconds late; the page's jitter buffer then has to hold that lateness before every note.
/// Audio servers put such threads on SCHED_FIFO (JACK's and PipeWire's data threads) so they run
/// the moment they wake. Measured with `Tests/browser/bench_latency.py --mode latency` (Chromium on
/// the same 2 cores, load 1-1.5): a frame rendered after its deadline p99 <= 5 ms at normal priority,
/// <= 0.2 ms on SCHED_FIFO; encoded to socket p99 <= 5 ms against <= 1 ms (deploy/CAPACITY.md).
///
/// Bounded (`RealtimeGuard`): a thread busier than half a core goes back to normal priority, where the
/// scheduler shares fairly, so an overloaded server slows down like any other process instead of
/// starving the machine's database, proxy or shell (rtkit demotes busy real-time threads likewise).
///
/// Needs CAP_SYS_NICE or an RLIMIT_RTPRIO of at least the priority (systemd `LimitRTPRIO=`,
/// `docker run --ulimit rtprio=`, a Kubernetes container's SYS_NICE capability). Without either the
/// threads run at normal priority as before, and the server says so once at start.
enum RealtimeScheduling {
    /// Threads on SCHED_FIFO now (`/metrics`).
    static let raisedThreads = Atomic<Int>(0)
    /// Times a thread went back to normal priority because it was too busy (`/metrics`).
    static let lowered = Atomic<Int>(0)

    /// Puts the calling thread on SCHED_FIFO at `priority` (1...99). Returns why it could not, or nil.
    /// With SCHED_RESET_ON_FORK: a thread it starts later (the lesson calls' executor, a housekeeping
    /// timer) begins at normal priority instead of inheriting an unguarded real-time one.
    static func raiseCallingThread(to priority: Int) -> String? {
        var param = sched_param()
        param.sched_priority = Int32(priority)
        let rc = pthread_setschedparam(pthread_self(), SCHED_FIFO | resetOnFork, &param)
        return rc == 0 ? nil : String(cString: strerror(rc))
    }

    /// SCHED_RESET_ON_FORK (linux/sched.h; Glibc does not export it to Swift).
    private static let resetOnFork: Int32 = 0x4000_0000

    /// Back to normal scheduling.
    static func lowerCallingThread() {
        var param = sched_param()
        param.sched_priority = 0
        _ = pthread_setschedparam(pthread_self(), SCHED_OTHER, &param)
    }

    /// CPU time the calling thread has used (nanoseconds).
    static func threadCPUNanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }
}

/// Whether a real-time thread may stay real-time, decided once a second from the share of one core it
/// used in that second. Pure, so its rules are tested with made-up figures.
struct RealtimeGuard: Equatable {
    /// Above this share a FIFO thread would hold its core for over half of every frame period and
    /// delay whatever else runs there by whole bursts: it goes back to normal priority.
    static let lowerAbove = 0.5
    /// It is raised again after `calmChecks` seconds in a row below this share.
    static let raiseBelow = 0.3
    static let calmChecks = 5

    enum Change: Equatable { case lower, raise }

    private(set) var raised: Bool
    private var calm = 0

    init(raised: Bool) { self.raised = raised }

    mutating func observe(busy: Double) -> Change? {
        if raised {
            guard busy > Self.lowerAbove else { return nil }
            raised = false
            calm = 0
            return .lower
        }
        calm = busy < Self.raiseBelow ? calm + 1 : 0
        guard calm >= Self.calmChecks else { return nil }
        raised = true
        return .raise
    }
}

/// One thread's real-time standing, kept by the thread itself: raised at start where the process may,
/// and then held to `RealtimeGuard` by `check`, which the thread calls on each turn of its loop.
struct RealtimeThread {
    let priority: Int
    /// Nil when the thread was never raised (priority 0, or the process may not): `check` does nothing.
    private var guardState: RealtimeGuard?
    private var since: UInt64
    private var cpuSince: UInt64

    /// Raises the calling thread (priority 0: leaves it alone). `refused` is the system's reason when it
    /// may not.
    init(priority: Int, now: UInt64) {
        self.priority = priority
        since = now
        cpuSince = RealtimeScheduling.threadCPUNanoseconds()
        guard priority > 0 else { refused = nil; return }
        refused = RealtimeScheduling.raiseCallingThread(to: priority)
        if refused == nil {
            guardState = RealtimeGuard(raised: true)
            RealtimeScheduling.raisedThreads.wrappingAdd(1, ordering: .relaxed)
        }
    }

    private(set) var refused: String?

    /// Once a second: lowers a thread that was too busy, raises a calm one again. On the thread itself.
    mutating func check(now: UInt64) {
        guard guardState != nil, now &- since >= 1_000_000_000 else { return }
        let cpu = RealtimeScheduling.threadCPUNanoseconds()
        let busy = Double(cpu &- cpuSince) / Double(now - since)
        since = now
        cpuSince = cpu
        switch guardState?.observe(busy: busy) {
        case .lower?:
            RealtimeScheduling.lowerCallingThread()
            RealtimeScheduling.raisedThreads.wrappingSubtract(1, ordering: .relaxed)
            RealtimeScheduling.lowered.wrappingAdd(1, ordering: .relaxed)
        case .raise?:
            if RealtimeScheduling.raiseCallingThread(to: priority) == nil {
                RealtimeScheduling.raisedThreads.wrappingAdd(1, ordering: .relaxed)
            } else {
                guardState = nil
            }
        case nil:
            break
        }
    }

    /// The thread is ending.
    mutating func end() {
        if guardState?.raised == true { RealtimeScheduling.raisedThreads.wrappingSubtract(1, ordering: .relaxed) }
        guardState = nil
    }
}
