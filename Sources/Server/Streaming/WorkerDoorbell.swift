#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lets a render worker sleep until its next frame deadline, or until another thread rings because a
/// note reached one of its silent sessions and should sound now rather than at the next tick.
///
/// A pthread condition variable on CLOCK_MONOTONIC (the pacing clock, `MonotonicClock`): the timed
/// wait takes an absolute deadline, so a wake-up never drifts the grid, and a ring costs one futex wake.
/// Rings coalesce: several before the worker looks wake it once.
final class WorkerDoorbell: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>
    /// Guarded by `mutex`.
    private var rung = false

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        #if canImport(Glibc)
        // The default clock is CLOCK_REALTIME, which a wall-clock change would stretch or cut short.
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        #endif
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Wakes the worker now (or makes its next wait return at once). Any thread.
    func ring() {
        pthread_mutex_lock(mutex)
        rung = true
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
    }

    /// Sleeps until `deadline` (CLOCK_MONOTONIC nanoseconds) or a ring, whichever comes first.
    /// Returns true if it was rung. The worker thread only.
    @discardableResult
    func wait(until deadline: UInt64) -> Bool {
        var ts = timespec(tv_sec: Int(deadline / 1_000_000_000), tv_nsec: Int(deadline % 1_000_000_000))
        pthread_mutex_lock(mutex)
        while !rung {
            // Spurious wake-ups loop; the deadline passing ends the wait.
            if pthread_cond_timedwait(condition, mutex, &ts) == ETIMEDOUT { break }
        }
        let wasRung = rung
        rung = false
        pthread_mutex_unlock(mutex)
        return wasRung
    }
}
