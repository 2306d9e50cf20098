/// One session's frame grid, on the server's monotonic clock and in 48 kHz samples.
///
/// A frame whose first sample is `p` is due at `anchor + p / sampleRate`: the sample position a client
/// sees (PROTOCOL.md: the clock keeps running through silence) is the send time, so every packet of a
/// session, across its silences, lines up on one timeline and a client can measure jitter against it.
///
/// While a session sounds it is paced on this grid, one frame per period on absolute deadlines (a late
/// wake-up is followed by an early one, the average rate stays exact). When a silent session is asked
/// to sound, `startFrame` renders at once and moves the grid there: a note does not wait for the next
/// tick of a grid laid down when the session opened (up to a whole frame of latency). That first frame
/// begins up to a frame back (`lead`, what the page's player wants in hand when a frame arrives), so it
/// is the one packet sent after its due time: the player plays it on arrival instead of holding it for
/// its jitter margin, and the frames after it are on the grid again (PROTOCOL.md, `lead`).
///
/// Pure arithmetic (no clock reads), so it is tested without threads.
struct FrameClock: Sendable, Equatable {
    let sampleRate: UInt64
    let frameSize: UInt64
    /// Monotonic nanoseconds at which sample 0 was due.
    let anchor: UInt64
    /// How far behind (frames) a sounding session may fall before its grid skips ahead.
    let maxLagFrames: UInt64
    /// First sample of the next frame.
    private(set) var position: UInt64
    /// When the next frame is due (monotonic nanoseconds).
    private(set) var due: UInt64

    init(sampleRate: Int, frameSize: Int, anchor: UInt64, maxLagFrames: UInt64 = 5) {
        self.sampleRate = UInt64(sampleRate)
        self.frameSize = UInt64(frameSize)
        self.anchor = anchor
        self.maxLagFrames = maxLagFrames
        position = 0
        due = anchor
    }

    /// Frame length in nanoseconds (rounded down).
    var periodNanoseconds: UInt64 { frameSize * 1_000_000_000 / sampleRate }

    /// The sample position that is due at monotonic time `t` (0 before the anchor).
    func samples(at t: UInt64) -> UInt64 {
        guard t > anchor else { return 0 }
        // Full width: (t - anchor) × rate overflows 64 bits after about 4 days.
        let (hi, lo) = (t - anchor).multipliedFullWidth(by: sampleRate)
        return UInt64(1_000_000_000).dividingFullWidth((hi, lo)).quotient
    }

    /// Monotonic time at which sample `p` is due (rounded up, so `samples(at: time(of: p)) == p`).
    func time(of p: UInt64) -> UInt64 {
        let (hi, lo) = p.multipliedFullWidth(by: 1_000_000_000)
        let (q, r) = sampleRate.dividingFullWidth((hi, lo))
        return anchor + q + (r > 0 ? 1 : 0)
    }

    /// What the grid decided for one frame.
    struct Frame: Equatable {
        /// First sample of the frame to render now.
        var position: UInt64
        /// Nanoseconds between the deadline and `now` (0 when early).
        var lateness: UInt64
        /// The session had fallen more than `maxLagFrames` behind; the skipped frames are lost.
        var resynced: Bool
    }

    /// The next frame on the grid, taken at `now` (at or after `due`, or just before it when the
    /// worker batches deadlines a little early), and the grid advanced by one frame.
    mutating func nextGridFrame(now: UInt64) -> Frame {
        var resynced = false
        if now > due, now - due > maxLagFrames * periodNanoseconds {
            // Catch up with the wall clock: the page splices the jump with a fade.
            position = samples(at: now)
            resynced = true
        }
        let lateness = now > due ? now - due : 0
        let p = position
        advance(from: p)
        return Frame(position: p, lateness: resynced ? 0 : lateness, resynced: resynced)
    }

    /// Starts a frame at `now` instead of at the next deadline, and lays the grid from there: the
    /// frame begins `lead` samples before the position due now (less than a frame, never before
    /// `notBefore`). Nil when the position due now is before `notBefore` (the end of audio already
    /// sent: sound that died during the frame just rendered); then the session waits for
    /// `time(of: notBefore)`, at most one frame.
    mutating func startFrame(now: UInt64, notBefore: UInt64, lead: UInt64 = 0) -> UInt64? {
        let p = samples(at: now)
        guard p >= notBefore else { return nil }
        let start = max(notBefore, p - min(lead, frameSize - 1, p))
        advance(from: start)
        return start
    }

    private mutating func advance(from p: UInt64) {
        position = p + frameSize
        due = time(of: position)
    }
}
