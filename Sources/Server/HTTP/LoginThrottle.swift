import Foundation

/// Events per key (failed sign-ins, sign-ups, wrong class codes, by client address or account) in a
/// sliding window: after `limit` events within `window`, further attempts from that key are refused
/// until the oldest event leaves the window. Teacher sign-ins and `SignInThrottle` both count with it.
///
/// Pure: time is passed in, nothing else is touched, so the rule is tested on its own. Keys with no
/// recent event are forgotten, so an attacker cycling through addresses cannot grow it without bound
/// beyond `limit` entries per address per window.
struct LoginThrottle {
    let limit: Int
    let window: TimeInterval
    private var failures: [String: [Date]] = [:]

    init(limit: Int, window: TimeInterval) {
        self.limit = limit
        self.window = window
    }

    /// Seconds until `key` may try again, or nil when it may try now.
    mutating func retryAfter(_ key: String, now: Date) -> TimeInterval? {
        let recent = prune(key, now: now)
        guard recent.count >= limit, let oldest = recent.first else { return nil }
        return max(1, (oldest.addingTimeInterval(window).timeIntervalSince(now)).rounded(.up))
    }

    /// One event (a failed attempt, a sign-up) from `key` at `now`.
    mutating func record(_ key: String, now: Date) {
        var recent = prune(key, now: now)
        recent.append(now)
        failures[key] = recent
        // Forget every key that went quiet now and then, so the table stays as small as the attack.
        if failures.count > 4096 { failures = failures.filter { $0.value.last.map { now.timeIntervalSince($0) < window } ?? false } }
    }

    /// Keys with a failure inside the window (for tests and metrics).
    var trackedKeys: Int { failures.count }

    private mutating func prune(_ key: String, now: Date) -> [Date] {
        let cutoff = now.addingTimeInterval(-window)
        let recent = (failures[key] ?? []).filter { $0 > cutoff }
        failures[key] = recent.isEmpty ? nil : recent
        return recent
    }
}
