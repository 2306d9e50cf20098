import Foundation
import LibCrypto

/// Salted, slow password hashes for teacher passwords and student secrets: PBKDF2-HMAC-SHA-256,
/// computed by Debian's OpenSSL libcrypto (`LibCrypto`).
///
/// Stored as `pbkdf2-sha256$<iterations>$<salt, base64>$<hash, base64>` so the iteration count can
/// rise later without breaking old hashes (`needsRehash` tells when to upgrade at the next login).
public struct PasswordHasher: Sendable {
    public static let scheme = "pbkdf2-sha256"
    /// Default work factor: OWASP's 2023 figure for PBKDF2-HMAC-SHA-256. Tests pass a small count to
    /// stay fast.
    public static let defaultIterations = 600_000

    public let iterations: Int

    public init(iterations: Int = PasswordHasher.defaultIterations) {
        precondition(iterations >= 1, "iterations must be positive")
        self.iterations = iterations
    }

    public func hash(_ password: String) -> String {
        let salt = SecureRandom.bytes(16)
        let derived = Self.derive(password, salt: salt, iterations: iterations, length: 32)
        return [Self.scheme, String(iterations), Data(salt).base64EncodedString(), Data(derived).base64EncodedString()]
            .joined(separator: "$")
    }

    /// True if `password` matches `stored`. A malformed stored string never matches.
    public static func verify(_ password: String, against stored: String) -> Bool {
        guard let parsed = parse(stored) else { return false }
        let derived = derive(password, salt: parsed.salt, iterations: parsed.iterations, length: parsed.hash.count)
        // Compare every byte whatever the first difference, so timing tells nothing.
        guard derived.count == parsed.hash.count else { return false }
        var diff: UInt8 = 0
        for (a, b) in zip(derived, parsed.hash) { diff |= a ^ b }
        return diff == 0
    }

    /// True if `stored` uses fewer iterations than this hasher (or cannot be read).
    public func needsRehash(_ stored: String) -> Bool {
        guard let parsed = Self.parse(stored) else { return true }
        return parsed.iterations < iterations
    }

    /// PBKDF2-HMAC-SHA-256 of `password`. The rounds are unchecked because stored hashes carry their
    /// own count (old hashes, and tests' small ones, must still verify); `hash` uses `iterations`.
    static func derive(_ password: String, salt: [UInt8], iterations: Int, length: Int) -> [UInt8] {
        // OpenSSL refuses only impossible parameters (a zero length); nothing can then match.
        Digest.pbkdf2SHA256(password: Array(password.utf8), salt: salt, iterations: iterations, length: length) ?? []
    }

    static func parse(_ stored: String) -> (iterations: Int, salt: [UInt8], hash: [UInt8])? {
        let parts = stored.split(separator: "$", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == Self.scheme, let n = Int(parts[1]), n >= 1, n <= 100_000_000,
              let salt = Data(base64Encoded: String(parts[2])), let hash = Data(base64Encoded: String(parts[3])),
              !salt.isEmpty, hash.count >= 16 else { return nil }
        return (n, Array(salt), Array(hash))
    }
}
