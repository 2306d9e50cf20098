import Testing
@testable import Server

/// The per-session frame grid: sample positions that follow the clock, paced deadlines while a
/// session sounds, an immediate start (and a new grid) when a silent one is asked to sound.
struct FrameClockTests {
    let ms: UInt64 = 1_000_000
    let anchor: UInt64 = 1_000_000_000

    func clock() -> FrameClock { FrameClock(sampleRate: 48_000, frameSize: 960, anchor: anchor) }

    @Test func positionsAndTimesAgree() {
        let c = clock()
        #expect(c.samples(at: anchor) == 0)
        #expect(c.samples(at: anchor - 5 * ms) == 0)
        #expect(c.samples(at: anchor + 20 * ms) == 960)
        #expect(c.samples(at: anchor + 1) == 0)
        // Rounded up, so the time of a sample is never before it is due.
        for p: UInt64 in [0, 1, 7, 960, 1_234_567, 48_000 * 86_400 * 30] {
            #expect(c.samples(at: c.time(of: p)) == p)
            #expect(c.samples(at: c.time(of: p) - 1) == max(p, 1) - 1)
        }
        // No overflow after weeks of uptime.
        #expect(c.samples(at: anchor + 30 * 86_400 * 1_000_000_000) == 48_000 * 86_400 * 30)
    }

    @Test func gridFramesArePacedOneFrameApart() {
        var c = clock()
        var positions: [UInt64] = []
        for k in 0..<5 {
            // Woken a little late each time: the grid does not drift.
            let f = c.nextGridFrame(now: c.due + UInt64(k) * 100_000)
            #expect(f.lateness == UInt64(k) * 100_000)
            #expect(!f.resynced)
            positions.append(f.position)
        }
        #expect(positions == [0, 960, 1_920, 2_880, 3_840])
        #expect(c.due == anchor + 100 * ms)
    }

    @Test func fallingFarBehindSkipsToTheClock() {
        var c = clock()
        _ = c.nextGridFrame(now: anchor)
        let f = c.nextGridFrame(now: anchor + 500 * ms)
        #expect(f.resynced)
        #expect(f.position == 24_000)
        #expect(c.due == anchor + 520 * ms)
    }

    @Test func startingNowLaysANewGrid() {
        var c = clock()
        _ = c.nextGridFrame(now: anchor)  // the grid's next deadline is anchor + 20 ms
        // A note 7.5 ms after the last tick starts at once, at the position due now.
        let now = anchor + 7_500_000
        #expect(c.startFrame(now: now, notBefore: 0) == 360)
        #expect(c.position == 1_320)
        #expect(c.due == anchor + 27_500_000)
        // And the session is paced from there.
        #expect(c.nextGridFrame(now: c.due).position == 1_320)
    }

    @Test func startingNowNeverOverlapsAudioAlreadySent() {
        var c = clock()
        _ = c.nextGridFrame(now: anchor)  // that frame (0..<960) was audio, and the sound ended in it
        #expect(c.startFrame(now: anchor + 5 * ms, notBefore: 960) == nil)
        #expect(c.position == 960, "the grid is left alone")
        // Once the end of that audio is due, starting at once is fine again.
        #expect(c.startFrame(now: c.time(of: 960), notBefore: 960) == 960)
    }

    @Test func aStartBeginsItsLeadBackAndTheGridFollowsFromThere() {
        var c = clock()
        _ = c.nextGridFrame(now: anchor)
        let now = anchor + 47_500_000  // position 2_280 is due now
        // The page wants 12 ms in hand: the first frame begins 576 samples back, and is the one packet
        // sent after its due time; the next frame is due 20 ms after that frame's start, as on any grid.
        #expect(c.startFrame(now: now, notBefore: 960, lead: 576) == 1_704)
        #expect(c.position == 2_664)
        #expect(c.due == c.time(of: 2_664))
        #expect(c.nextGridFrame(now: c.due).position == 2_664)
    }

    @Test func aLeadNeverReachesAFrameNorAudioAlreadySent() {
        var c = clock()
        let now = anchor + 100_000_000  // position 4_800
        #expect(c.startFrame(now: now, notBefore: 0, lead: 5_000) == 4_800 - 959, "less than one frame back")
        var d = clock()
        #expect(d.startFrame(now: now, notBefore: 4_500, lead: 576) == 4_500, "not before the end of audio sent")
        var e = clock()
        #expect(e.startFrame(now: anchor + 1_000_000, notBefore: 0, lead: 576) == 0, "nor before the session's start")
    }
}
