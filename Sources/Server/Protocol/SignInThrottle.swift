import Foundation

/// Wrong student secrets, counted per account (a name in a class) and per client address, so that
/// guessing one student's PIN stops after a few tries, while a school behind one address (every
/// student's typo counted together) still gets a generous allowance. Pure: time is passed in.
struct SignInThrottle {
    static let perAccountLimit = 10
    static let perClientLimit = 50
    static let window: TimeInterval = 300

    private var accounts = LoginThrottle(limit: SignInThrottle.perAccountLimit, window: SignInThrottle.window)
    private var clients = LoginThrottle(limit: SignInThrottle.perClientLimit, window: SignInThrottle.window)

    /// One account: the name as students type it (any case) within a class code (or none).
    static func account(name: String, classCode: String?) -> String {
        "\((classCode ?? "").trimmingCharacters(in: .whitespaces).uppercased())/\(name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())"
    }

    /// Seconds to wait before another sign-in by secret for this account from this client, or nil.
    mutating func retryAfter(account: String, client: String, now: Date) -> TimeInterval? {
        let a = accounts.retryAfter(account, now: now), c = clients.retryAfter(client, now: now)
        switch (a, c) {
        case (nil, nil): return nil
        default: return max(a ?? 0, c ?? 0)
        }
    }

    mutating func failed(account: String, client: String, now: Date) {
        accounts.recordFailure(account, now: now)
        clients.recordFailure(client, now: now)
    }
}
