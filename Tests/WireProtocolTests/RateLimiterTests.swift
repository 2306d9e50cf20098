import Testing
import WireProtocol

struct RateLimiterTests {
    @Test func burstIsAllowedThenMessagesAreDropped() {
        var r = RateLimiter(rate: 200, burst: 50, floodClose: 5)
        for _ in 0..<50 { #expect(r.admit(now: 0) == .accept) }
        #expect(r.admit(now: 0) == .reject(notify: true))
        // Errors about dropped messages are themselves throttled.
        #expect(r.admit(now: 0.001) == .reject(notify: false))
    }

    @Test func sustainedRateBelowTheLimitPasses() {
        var r = RateLimiter(rate: 200, burst: 50, floodClose: 5)
        for i in 0..<2_000 { #expect(r.admit(now: Double(i) / 190) == .accept) }
    }

    @Test func floodingForFiveSecondsCloses() {
        var r = RateLimiter(rate: 200, burst: 50, floodClose: 5)
        var t = 0.0, closedAt: Double?
        while t < 10, closedAt == nil {
            if r.admit(now: t) == .close { closedAt = t }
            t += 1.0 / 1_000
        }
        #expect(closedAt != nil && closedAt! >= 5 && closedAt! < 5.1)
    }

    @Test func aCostlyMessageWaitsForTheBucketWhileSmallOnesPass() {
        // The parse budget: bytes, 32 KiB a second, 128 KiB at once.
        var r = RateLimiter(rate: 32 * 1024, burst: 128 * 1024, floodClose: 5)
        let big = Double(64 * 1024 - 10)
        #expect(r.admit(now: 0, cost: big) == .accept)
        #expect(r.admit(now: 0, cost: big) == .accept)
        #expect(r.admit(now: 0, cost: big) == .reject(notify: true))
        #expect(r.admit(now: 0.01, cost: 100) == .accept, "a small message still passes")
        #expect(r.admit(now: 0.05, cost: big) == .reject(notify: false), "refusals are told at most 10 times a second")
        #expect(r.admit(now: 2.1, cost: big) == .accept, "two seconds refill one more")
        // A cost above the burst is charged as the burst, so it can pass at all.
        var z = RateLimiter(rate: 1, burst: 10, floodClose: 5)
        #expect(z.admit(now: 0, cost: 50) == .accept)
    }

    @Test func aPauseEndsTheFloodEpisode() {
        var r = RateLimiter(rate: 200, burst: 50, floodClose: 5)
        var t = 0.0
        // Four seconds of flooding, a two second pause, four more: never closed.
        for phase in [0.0, 6.0] {
            t = phase
            while t < phase + 4 {
                #expect(r.admit(now: t) != .close)
                t += 1.0 / 1_000
            }
        }
    }
}
