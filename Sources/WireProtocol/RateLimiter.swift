/// The per-connection message rate limit of PROTOCOL.md: a token bucket refilled at
/// `messagesPerSecond` holding up to `messageBurst`, plus flood tracking for the 1008 close.
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

    /// Decides about one message arriving at `now` (seconds, monotonic).
    public mutating func admit(now: Double) -> Decision {
        if let last { tokens = min(burst, tokens + (now - last) * rate) }
        last = now
        if tokens >= 1 {
            tokens -= 1
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
