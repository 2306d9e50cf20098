import Foundation
import Synchronization

/// How often anyone may try to sign in, counted in the store (`ThrottleStore`) so that every limit
/// holds across all the instances of a cluster, not per process. Three rules for wrong secrets, so
/// that neither one guesser nor a whole school behind one address locks everyone out:
/// - one account from one client address: 10 per 5 minutes (the guesser stops, the account's owner
///   elsewhere does not);
/// - one address over all accounts: 50 per 5 minutes (a school's typos together);
/// - one account from all addresses: 20 per 5 minutes for a student (a 4-digit PIN then takes days to
///   find from any number of machines), 100 for a teacher (a password of 10+ characters is not
///   guessed at that rate, and a handful of students cannot lock their teacher out).
/// Teachers count in rules of their own, so students' typos behind the school's address never
/// refuse the teacher. New students made (each sign-in that made one) count per class code and per
/// address (a school behind one address brings several classes at once), and unknown class codes per
/// address. An IPv6 client counts by its /64, the block one machine can hop through.
///
/// Checking and then recording is not one transaction: instances answering at the same moment can each
/// let one more through, so a limit may be passed by the number of instances, once. For a throttle that
/// is fine, and it keeps a sign-in to one read (and a write only when something is counted). A limit
/// found exceeded is remembered in the process until its wait is over (`RecentRefusals`), so a flood
/// of refused attempts costs no store reads.
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
    public static let wrongSecretPerAccount = Rule(name: "secret/account", limit: 20, window: 300)
    public static let wrongPasswordPerAccountAndClient = Rule(name: "password/account+client", limit: 10, window: 300)
    public static let wrongPasswordPerClient = Rule(name: "password/client", limit: 50, window: 300)
    public static let wrongPasswordPerAccount = Rule(name: "password/account", limit: 100, window: 300)
    /// New students made without a class code per client address per minute: a class of 30 arriving
    /// together fits twice over.
    public static let signUpPerClient = Rule(name: "sign-up/client", limit: 60, window: 60)
    /// New students made with a class code, per class (from every address) per minute: the class of 30
    /// fits twice over, whatever else arrives from the school's one NAT address at the same time.
    public static let signUpPerClass = Rule(name: "sign-up/class", limit: 60, window: 60)
    /// New students made with class codes per client address per minute: a school behind one address
    /// with ten classes of 30 arriving at once. Each class code still counts alone (`signUpPerClass`),
    /// and a code must exist to make anyone (wrong ones count in `wrongClassCodePerClient`).
    public static let signUpWithCodePerClient = Rule(name: "sign-up/client+code", limit: 300, window: 60)
    /// Unknown class codes per client address per minute (see `SecureRandom.joinCode`): enough for a
    /// class's typos behind one school address, far too few to find a code by guessing.
    public static let wrongClassCodePerClient = Rule(name: "class-code/client", limit: 20, window: 60)
    /// Events older than the longest window count for nothing and are forgotten.
    static let longestWindow: TimeInterval = 300

    /// Limits found exceeded, with when their wait ends: a process-local memo in front of the store.
    public final class RecentRefusals: Sendable {
        private let until = Mutex<[String: (rule: Rule, ends: Date)]>([:])

        public init() {}

        func check(_ keys: [(Rule, String)], now: Date) -> (rule: Rule, wait: Int)? {
            until.withLock { memo in
                for (rule, subject) in keys {
                    if let hit = memo[rule.key(subject)], hit.ends > now {
                        return (hit.rule, max(1, Int(hit.ends.timeIntervalSince(now).rounded(.up))))
                    }
                }
                return nil
            }
        }

        func remember(_ rule: Rule, _ subject: String, wait: Int, now: Date) {
            until.withLock { memo in
                // Bounded: an attack from ever new addresses sweeps out what is over.
                if memo.count >= 4096 { memo = memo.filter { $0.value.ends > now } }
                if memo.count < 4096 { memo[rule.key(subject)] = (rule, now.addingTimeInterval(Double(wait))) }
            }
        }
    }

    let store: any ThrottleStore
    /// The client's address (behind a trusted proxy, the one it reports); an IPv6 one as its /64.
    let client: String
    let refusals: RecentRefusals?

    public init(store: any ThrottleStore, client: String, refusals: RecentRefusals? = nil) {
        self.store = store
        self.client = Self.clientKey(client)
        self.refusals = refusals
    }

    /// The keys a student's wrong secret for `account` counts against.
    public func wrongSecret(account: String) -> [(Rule, String)] {
        wrongTry(account, Self.wrongSecretPerAccountAndClient, Self.wrongSecretPerClient, Self.wrongSecretPerAccount)
    }

    /// The keys a teacher's wrong password for the sign-in name `teacher` counts against.
    public func wrongPassword(teacher: String) -> [(Rule, String)] {
        wrongTry("teacher/\(teacher.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())",
                 Self.wrongPasswordPerAccountAndClient, Self.wrongPasswordPerClient, Self.wrongPasswordPerAccount)
    }

    /// A wrong try counts per account from this address, per address, and per account from anywhere.
    private func wrongTry(_ account: String, _ accountAndClient: Rule, _ perClient: Rule, _ perAccount: Rule) -> [(Rule, String)] {
        [(accountAndClient, "\(account)|\(client)"), (perClient, client), (perAccount, account)]
    }

    /// The keys a new student counts against: with a class code, that class and this address's coded
    /// sign-ups; without one, this address (`classCode` as `LessonService.cleanCode` gives it).
    public func signUp(classCode: String?) -> [(Rule, String)] {
        guard let code = classCode?.uppercased(), !code.isEmpty else { return [(Self.signUpPerClient, client)] }
        return [(Self.signUpPerClass, code), (Self.signUpWithCodePerClient, client)]
    }
    public var wrongClassCode: [(Rule, String)] { [(Self.wrongClassCodePerClient, client)] }

    /// The first of `checks` (in the order given) that allows no more now, and how long it asks to
    /// wait; nil when each allows one more. One read, or none while a refusal is remembered.
    public func refusal(_ checks: [(Rule, String)], now: Date) throws(StoreError) -> (rule: Rule, wait: Int)? {
        guard !checks.isEmpty else { return nil }
        if let remembered = refusals?.check(checks, now: now) { return remembered }
        let since = now.addingTimeInterval(-(checks.map(\.0.window).max() ?? 0))
        let events = try store.throttleEvents(keys: checks.map { $0.0.key($0.1) }, since: since)
        for (rule, subject) in checks {
            if let wait = rule.retryAfter(events[rule.key(subject)] ?? [], now: now) {
                refusals?.remember(rule, subject, wait: wait, now: now)
                return (rule, wait)
            }
        }
        return nil
    }

    /// Counts one event against each of `keys`. One write.
    public func record(_ keys: [(Rule, String)], now: Date) throws(StoreError) {
        guard !keys.isEmpty else { return }
        try store.recordThrottleEvents(keys: keys.map { $0.0.key($0.1) }, at: now,
                                       forgetBefore: now.addingTimeInterval(-Self.longestWindow))
    }

    /// One account: the name as students type it (any case). Not the class code: a name and a secret
    /// find the student whatever code is typed (one person, one profile), so a guesser trying other
    /// codes, or the same code spelt with a hyphen, must not get a fresh count of wrong secrets.
    public static func studentAccount(name: String) -> String {
        "student/\(name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())"
    }

    /// An IPv6 address as its /64 network (one machine is handed a whole /64 and may use any address
    /// in it); anything else as it is. The server's per-client socket cap counts by it too.
    public static func clientKey(_ address: String) -> String {
        var bytes = [UInt8](repeating: 0, count: 16)
        guard address.contains(":"), inet_pton(AF_INET6, address, &bytes) == 1 else { return address }
        if bytes[0..<12] == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff] {
            return bytes[12...].map(String.init).joined(separator: ".")  // IPv4-mapped: the IPv4 address
        }
        return bytes[0..<8].map { String(format: "%02x", $0) }.joined() + "::/64"
    }
}
