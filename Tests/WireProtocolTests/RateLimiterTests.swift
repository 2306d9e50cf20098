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
