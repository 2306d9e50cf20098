#if canImport(Glibc)
import Glibc
#endif

/// CPU time of the calling thread. Benchmarks divide audio seconds by it rather than by wall time,
/// so other processes on a shared machine do not make a run look slower per core.
enum CPUClock {
    static func threadSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}
