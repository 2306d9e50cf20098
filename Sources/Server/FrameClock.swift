/// Paces one render worker on absolute deadlines, one per audio frame.
///
/// Why not lws timers: lws 4.1 busy-polls up to ~1 ms before each `lws_sul` timer (FACTS.md), and
/// the service thread should only do I/O. Absolute deadlines keep the average rate exact however
/// long each frame's work takes: a late wake-up is followed by an early one.
struct FrameClock {
    let period: UInt64
    /// How far behind the worker may fall before it gives up catching up and restarts the grid.
    let maxLag: UInt64
    private(set) var next: UInt64

    /// `startOffset` shifts the grid (workers are offset so their bursts do not coincide).
    init(periodNanoseconds: UInt64, startOffset: UInt64 = 0, maxLagFrames: UInt64 = 5) {
        period = periodNanoseconds
        maxLag = periodNanoseconds * maxLagFrames
        next = MonotonicClock.nanoseconds() + periodNanoseconds + startOffset
    }

    /// What the last wait found.
    struct Tick {
        /// Nanoseconds between the deadline and waking up (scheduling delay or backlog).
        var lateness: UInt64
        /// The grid was restarted because the worker fell more than `maxLag` behind (frames skipped).
        var resynced: Bool
    }

    /// Sleeps until the next deadline and advances the grid by one frame.
    mutating func waitForNextFrame() -> Tick {
        MonotonicClock.sleep(until: next)
        let now = MonotonicClock.nanoseconds()
        let lateness = now > next ? now - next : 0
        next += period
        if now > next + maxLag {
            next = now + period
            return Tick(lateness: lateness, resynced: true)
        }
        return Tick(lateness: lateness, resynced: false)
    }
}
