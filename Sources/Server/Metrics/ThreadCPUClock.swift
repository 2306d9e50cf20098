import Glibc

/// CPU time of the calling thread. The benchmarks divide audio seconds by it rather than by wall time,
/// so other processes on a shared machine do not make a run look slower per core; the real-time guard
/// reads a thread's share of a core from it (`RealtimeThread`).
package enum ThreadCPUClock {
    package static func nanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    package static func seconds() -> Double { Double(nanoseconds()) * 1e-9 }
}
