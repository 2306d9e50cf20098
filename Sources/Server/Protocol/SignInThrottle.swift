import Foundation

/// Limits on students signing in, per client address and per account, so that one client can neither
/// guess a student's PIN, nor guess class codes, nor fill the database with made-up students, while a
/// school behind one address (every student's typo counted together) still gets a generous allowance.
/// Pure: time is passed in.
struct SignInThrottle {
    /// Wrong secrets: per account (a name in a class) and per client address.
    static let perAccountLimit = 10
    static let perClientLimit = 50
    static let window: TimeInterval = 300
    /// Sign-ins by name (each may make a new student) per client address per minute: a class of 30
    /// arriving together fits twice over.
    static let signUpLimit = 60
    /// Unknown class codes per client address per minute (see `SecureRandom.joinCode`): enough for
    /// a class's typos behind one school address, far too few to find a code by guessing.
    static let wrongCodeLimit = 20

    private var accounts = LoginThrottle(limit: SignInThrottle.perAccountLimit, window: SignInThrottle.window)
    private var clients = LoginThrottle(limit: SignInThrottle.perClientLimit, window: SignInThrottle.window)
    private var signUps = LoginThrottle(limit: SignInThrottle.signUpLimit, window: 60)
    private var wrongCodes = LoginThrottle(limit: SignInThrottle.wrongCodeLimit, window: 60)

    /// Before a sign-in by name from `client`: nil to go ahead (and it is counted), else why not and how long to wait.
    mutating func admitSignUp(client: String, withClassCode: Bool, now: Date) -> (why: String, wait: TimeInterval)? {
        if withClassCode, let wait = wrongCodes.retryAfter(client, now: now) { return ("too many wrong class codes", wait) }
        if let wait = signUps.retryAfter(client, now: now) { return ("too many sign-ins from your network address", wait) }
        signUps.record(client, now: now)
        return nil
    }

    /// Before a token sign-in that names a class: nil to go ahead.
    mutating func admitClassCode(client: String, now: Date) -> TimeInterval? { wrongCodes.retryAfter(client, now: now) }

    mutating func wrongClassCode(client: String, now: Date) { wrongCodes.record(client, now: now) }

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
        accounts.record(account, now: now)
        clients.record(client, now: now)
    }
}
