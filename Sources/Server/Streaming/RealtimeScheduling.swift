import Glibc
import Synchronization

/// Real-time scheduling for the threads that keep the audio's time: the render workers and the
/// service thread that writes their packets.
///
/// Why: at normal priority a thread wakes for its frame deadline whenever the scheduler gets round
/// to it, and on a machine shared with a browser, a database or other servers that is often
/// milliseconds late; the page's jitter buffer then has to hold that lateness before every note.
/// Audio servers put such threads on SCHED_FIFO (JACK's and PipeWire's data threads) so they run
/// the moment they wake. Measured with `Tests/browser/bench_latency.py --mode latency` (deploy/CAPACITY.md):
/// a frame rendered after its deadline p99 <= 5 ms at normal priority, <= 0.2 ms on SCHED_FIFO.
///
/// The workers get `priority`, the service thread one less: FIFO threads of one priority do not take
/// turns, and a burst of sign-ins or TLS handshakes must not hold a frame back.
///
/// For light and moderate load only (`RealtimeGuard`): a thread that used over a quarter of a core in a
/// second goes back to normal priority, where the scheduler shares fairly. Near capacity a FIFO thread
/// costs throughput: it runs the moment it is woken, so wake-ups no longer gather work, and the server
/// used 1.57 cores for 160 sessions with FIFO against 1.42 without (`bench --mode capacity`, which then
/// passed 200 without and not 160 with); an overloaded server must also slow down like any other
/// process instead of starving the machine's database, proxy or shell. A class of 30 keeps each thread
/// near a tenth of a core. Between checks the kernel's real-time throttling (`sched_rt_runtime_us`:
/// 95 % of each second) is the only bound.
///
/// Needs CAP_SYS_NICE or an RLIMIT_RTPRIO of at least the priority (systemd `LimitRTPRIO=`,
/// `docker run --ulimit rtprio=`), and on kernels with real-time group scheduling a cgroup with a
/// real-time budget. Without them the threads run at normal priority as before and the server says so
/// once at start; `synth-trainer realtime-check` tells an administrator which it is.
enum RealtimeScheduling {
    /// Threads on SCHED_FIFO now (`/metrics`).
    static let raisedThreads = Atomic<Int>(0)
    /// Times a thread went back to normal priority because it was too busy (`/metrics`).
    static let lowered = Atomic<Int>(0)

    /// SCHED_RESET_ON_FORK (linux/sched.h; Glibc does not export it to Swift). Threads a raised thread
    /// starts (the lesson calls' executor, housekeeping) begin at normal priority instead of inheriting
    /// an unguarded real-time one.
    static let resetOnFork: Int32 = 0x4000_0000

    /// Puts the calling thread on SCHED_FIFO at `priority` (1...99). Returns why it could not, or nil.
    static func raiseCallingThread(to priority: Int) -> String? {
        var param = sched_param()
        param.sched_priority = Int32(priority)
        let rc = pthread_setschedparam(pthread_self(), SCHED_FIFO | resetOnFork, &param)
        return rc == 0 ? nil : String(cString: strerror(rc))
    }

    /// Back to normal scheduling; false if the system refused. The reset-on-fork flag stays: a thread
    /// without CAP_SYS_NICE (raised through RLIMIT_RTPRIO) may not clear it, and would stay on FIFO.
    static func lowerCallingThread() -> Bool {
        var param = sched_param()
        param.sched_priority = 0
        return pthread_setschedparam(pthread_self(), SCHED_OTHER | resetOnFork, &param) == 0
    }

    /// The calling thread's policy as the kernel has it (SCHED_OTHER 0, SCHED_FIFO 1), and whether its
    /// reset-on-fork flag is set (the kernel returns the two in one number).
    static func callingThreadScheduling() -> (policy: Int32, resetsOnFork: Bool) {
        let s = sched_getscheduler(0)
        return (s & ~resetOnFork, s & resetOnFork != 0)
    }

    /// Names the calling thread for `top -H` and /proc. Through /proc/thread-self/comm, which is what
    /// pthread_setname_np does (Glibc does not export it to Swift); Foundation's `Thread.name` reaches
    /// the system only when set after the thread has started, which races with the thread itself.
    static func nameCallingThread(_ name: String) {
        let fd = open("/proc/thread-self/comm", O_WRONLY)
        guard fd >= 0 else { return }
        let bytes = Array(name.utf8.prefix(15))
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }
}

/// Whether a real-time thread may stay real-time, decided once a second from the share of one core it
/// used in that second. Pure, so its rules are tested with made-up figures.
struct RealtimeGuard: Equatable {
    /// Above this share of a core the server is past light load: the thread goes back to normal priority
    /// (see `RealtimeScheduling` for why FIFO costs throughput there).
    static let lowerAbove = 0.25
    /// It is raised again after `calmChecks` seconds in a row below this share.
    static let raiseBelow = 0.15
    static let calmChecks = 5

    enum Change: Equatable { case lower, raise }

    private(set) var raised: Bool
    private var calm = 0

    init(raised: Bool) { self.raised = raised }

    /// The change to make after a second in which the thread used `busy` of a core (nil: none).
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

    /// The system refused the change `observe` asked for: the thread stays as it was (tried again on
    /// the next check that asks for it).
    mutating func refused(_ change: Change) {
        raised = change == .lower
        calm = 0
    }
}

/// One thread's real-time standing, kept by the thread itself: raised at start where the process may,
/// then held to `RealtimeGuard` by `check`, which the thread calls on each turn of its loop.
struct RealtimeThread {
    let priority: Int
    /// The system's reason when the thread could not be raised (nil: raised, or priority 0).
    let refused: String?
    /// Nil when the thread was never raised: `check` does nothing.
    private var guardState: RealtimeGuard?
    private var since: UInt64
    private var cpuSince: UInt64

    /// Raises the calling thread (priority 0: leaves it alone).
    init(priority: Int, now: UInt64) {
        self.priority = priority
        refused = priority > 0 ? RealtimeScheduling.raiseCallingThread(to: priority) : nil
        if priority > 0, refused == nil {
            guardState = RealtimeGuard(raised: true)
            RealtimeScheduling.raisedThreads.wrappingAdd(1, ordering: .relaxed)
        }
        since = now
        cpuSince = ThreadCPUClock.nanoseconds()
    }

    /// Whether the thread is on SCHED_FIFO now.
    var isRaised: Bool { guardState?.raised == true }

    /// Once a second: lowers a thread that was too busy, raises a calm one again. On the thread itself.
    mutating func check(now: UInt64) {
        guard var g = guardState, now &- since >= 1_000_000_000 else { return }
        let cpu = ThreadCPUClock.nanoseconds()
        let busy = Double(cpu &- cpuSince) / Double(now - since)
        since = now
        cpuSince = cpu
        switch g.observe(busy: busy) {
        case .lower?:
            if RealtimeScheduling.lowerCallingThread() {
                RealtimeScheduling.raisedThreads.wrappingSubtract(1, ordering: .relaxed)
                RealtimeScheduling.lowered.wrappingAdd(1, ordering: .relaxed)
            } else {
                g.refused(.lower)
            }
        case .raise?:
            if RealtimeScheduling.raiseCallingThread(to: priority) == nil {
                RealtimeScheduling.raisedThreads.wrappingAdd(1, ordering: .relaxed)
            } else {
                g.refused(.raise)
            }
        case nil:
            break
        }
        guardState = g
    }

    /// The thread is ending: back to normal priority (shutdown work runs at normal priority).
    mutating func end() {
        if isRaised, RealtimeScheduling.lowerCallingThread() {
            RealtimeScheduling.raisedThreads.wrappingSubtract(1, ordering: .relaxed)
        }
        guardState = nil
    }
}
