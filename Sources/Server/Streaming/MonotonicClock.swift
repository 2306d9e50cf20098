#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CLOCK_MONOTONIC in nanoseconds: the one clock for pacing, queue ages and rate limits
/// (wall-clock jumps must never stall or burst the audio).
package enum MonotonicClock {
    package static func nanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
    }

    package static func seconds() -> Double { Double(nanoseconds()) / 1e9 }

    /// Sleeps until an absolute CLOCK_MONOTONIC time (returns at once if it has passed).
    package static func sleep(until deadline: UInt64) {
        var ts = timespec(tv_sec: Int(deadline / 1_000_000_000), tv_nsec: Int(deadline % 1_000_000_000))
        // An absolute deadline does not drift when the sleep is interrupted; just retry.
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, nil) == EINTR {}
    }
}
