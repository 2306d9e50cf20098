import Foundation

/// How often anyone may try to sign in, counted in the store (`ThrottleStore`) so that every limit
/// holds across all the instances of a cluster, not per process. Students' secrets and teachers'
/// passwords follow the same three rules, so that neither one guesser nor a whole school behind one
/// address locks everyone out:
/// - wrong secrets for one account from one client address: 10 per 5 minutes (the guesser stops,
///   the account's owner elsewhere does not);
/// - wrong secrets from one address over all accounts: 50 per 5 minutes (a school's typos together);
/// - wrong secrets for one account from all addresses: 100 per 5 minutes (guessing from many machines).
/// Plus, per client address, sign-ins by name (each may make a new student) and unknown class codes.
///
/// Checking and then recording is not one transaction: instances answering at the same moment can each
/// let one more through, so a limit may be passed by the number of instances, once. For a throttle that
/// is fine, and it keeps a sign-in to one read (and a write only when something is counted).
public struct SignInLimits: Sendable {
    /// One limit: at most `limit` events per key within `window` seconds.
    public struct Rule: Sendable, Equatable {
        public let name: String
        public let limit: Int
        public let window: TimeInterval

        /// Seconds until one more event is allowed, given the key's events (oldest first), or nil
        /// when one more is allowed now. Pure.
        public func retryAfter(_ events: [Date], now: Date) -> Int? {
            let recent = events.filter { $0 > now.addingTimeInterval(-window) }
            guard recent.count >= limit else { return nil }
            // One more is allowed once all but `limit - 1` of them have left the window.
            let leaving = recent[recent.count - limit]
            return max(1, Int(leaving.addingTimeInterval(window).timeIntervalSince(now).rounded(.up)))
        }

        func key(_ subject: String) -> String { "\(name)|\(subject)" }
    }

    public static let wrongSecretPerAccountAndClient = Rule(name: "secret/account+client", limit: 10, window: 300)
    public static let wrongSecretPerClient = Rule(name: "secret/client", limit: 50, window: 300)
    public static let wrongSecretPerAccount = Rule(name: "secret/account", limit: 100, window: 300)
    /// Sign-ins by name per client address per minute: a class of 30 arriving together fits twice over.
    public static let signUpPerClient = Rule(name: "sign-up/client", limit: 60, window: 60)
    /// Unknown class codes per client address per minute (see `SecureRandom.joinCode`): enough for a
    /// class's typos behind one school address, far too few to find a code by guessing.
    public static let wrongClassCodePerClient = Rule(name: "class-code/client", limit: 20, window: 60)
    /// Events older than the longest window count for nothing and are forgotten.
    static let longestWindow: TimeInterval = 300

    let store: any ThrottleStore
    /// The client's address (behind a trusted proxy, the one it reports).
    let client: String

    public init(store: any ThrottleStore, client: String) {
        self.store = store
        self.client = client
    }

    /// The keys a wrong secret or password for `account` counts against.
    public func wrongSecret(account: String) -> [(Rule, String)] {
        [(Self.wrongSecretPerAccountAndClient, "\(account)|\(client)"), (Self.wrongSecretPerClient, client),
         (Self.wrongSecretPerAccount, account)]
    }

    public var signUp: [(Rule, String)] { [(Self.signUpPerClient, client)] }
    public var wrongClassCode: [(Rule, String)] { [(Self.wrongClassCodePerClient, client)] }

    /// The first of `checks` (in the order given) that allows no more now, and how long it asks to
    /// wait; nil when each allows one more. One read.
    public func refusal(_ checks: [(Rule, String)], now: Date) throws(StoreError) -> (rule: Rule, wait: Int)? {
        guard !checks.isEmpty else { return nil }
        let since = now.addingTimeInterval(-(checks.map(\.0.window).max() ?? 0))
        let events = try store.throttleEvents(keys: checks.map { $0.0.key($0.1) }, since: since)
        for (rule, subject) in checks {
            if let wait = rule.retryAfter(events[rule.key(subject)] ?? [], now: now) { return (rule, wait) }
        }
        return nil
    }

    /// Counts one event against each of `keys`. One write.
    public func record(_ keys: [(Rule, String)], now: Date) throws(StoreError) {
        guard !keys.isEmpty else { return }
        try store.recordThrottleEvents(keys: keys.map { $0.0.key($0.1) }, at: now,
                                       forgetBefore: now.addingTimeInterval(-Self.longestWindow))
    }

    /// One account: the name as students type it (any case) within a class code (or none); a teacher's
    /// sign-in name, in its own namespace.
    public static func studentAccount(name: String, classCode: String?) -> String {
        "student/\((classCode ?? "").trimmingCharacters(in: .whitespaces).uppercased())/\(name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())"
    }

    public static func teacherAccount(name: String) -> String {
        "teacher/\(name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())"
    }
}
