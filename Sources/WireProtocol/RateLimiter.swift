/// The per-connection limits of PROTOCOL.md: a token bucket refilled at `rate` holding up to `burst`,
/// plus flood tracking for the 1008 close. One counts messages (`messagesPerSecond`); another counts
/// the bytes handed to the JSON parser (`parseBytesPerSecond`), each message costing its size, so a
/// few huge key-heavy messages cannot spend the service thread's time that a neighbour's audio needs.
/// Pure value type: the caller passes the time, so tests need no clock.
public struct RateLimiter: Sendable {
    /// What to do with one incoming message.
    public enum Decision: Sendable, Equatable {
        case accept
        /// Drop the message; `notify` says whether to send a `rate_limited` error for it.
        case reject(notify: Bool)
        /// The client has flooded for `floodCloseSeconds`: close with 1008.
        case close
    }

    public let rate: Double
    public let burst: Double
    public let floodClose: Double
    private var tokens: Double
    private var last: Double?
    private var floodStart: Double?
    private var lastReject = -Double.infinity
    private var lastNotify = -Double.infinity

    public init(rate: Double = ProtocolLimits.messagesPerSecond, burst: Double = ProtocolLimits.messageBurst,
                floodClose: Double = ProtocolLimits.floodCloseSeconds) {
        self.rate = rate
        self.burst = burst
        self.floodClose = floodClose
        tokens = burst
    }

    /// Decides about one message arriving at `now` (seconds, monotonic) that costs `cost` tokens
    /// (at most `burst`, or it could never pass). A refused message costs nothing, so smaller ones
    /// still pass while a big one waits for the bucket to refill.
    public mutating func admit(now: Double, cost: Double = 1) -> Decision {
        if let last { tokens = min(burst, tokens + (now - last) * rate) }
        last = now
        if tokens >= min(cost, burst) {
            tokens -= min(cost, burst)
            // A full second without a rejection ends the flood episode.
            if now - lastReject > 1 { floodStart = nil }
            return .accept
        }
        if floodStart == nil || now - lastReject > 1 { floodStart = now }
        lastReject = now
        if let floodStart, now - floodStart >= floodClose { return .close }
        let notify = now - lastNotify >= 1 / ProtocolLimits.rateLimitedErrorsPerSecond
        if notify { lastNotify = now }
        return .reject(notify: notify)
    }
}
