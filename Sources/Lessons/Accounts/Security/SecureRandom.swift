import Foundation
import LibCrypto
import SynthEngine

/// Unguessable values: login tokens, ids, salts, class codes.
/// Bytes come from OpenSSL's CSPRNG (`RAND_bytes`, seeded from the kernel's getrandom).
public enum SecureRandom {
    public static func bytes(_ count: Int) -> [UInt8] {
        SystemRandom.bytes(count)
    }

    /// 256 bits as base64url without padding (43 characters): a student's login token.
    public static func token() -> String {
        Base64URL.encode(bytes(32))
    }

    /// `prefix` + 16 lowercase base32 characters (80 bits): ids that are safe in URLs and logs.
    public static func id(prefix: String) -> String {
        prefix + string(length: 16, alphabet: Array("abcdefghijklmnopqrstuvwxyz234567"))
    }

    /// Eight characters without look-alikes (no 0/O, 1/I/L): what a student types from the board.
    /// 31^8 ≈ 8.5e11 codes: at the server's limit on wrong codes (20 a minute per client address),
    /// one address guessing for a year tries 1.1e7, so with a thousand classes its chance of finding
    /// any is about 1%. (Six characters, 8.9e8 codes, would make it a near certainty.)
    public static func joinCode() -> String {
        string(length: 8, alphabet: Array("ABCDEFGHJKMNPQRSTUVWXYZ23456789"))
    }

    static func string(length: Int, alphabet: [Character]) -> String {
        var rng = SystemRandom.Generator()
        return String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &rng)] })
    }
}
