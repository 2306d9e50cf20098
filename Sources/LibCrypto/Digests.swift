import COpenSSL

/// SHA-256, PBKDF2-HMAC-SHA-256 and the system's random bytes, all computed by Debian's OpenSSL
/// libcrypto (the library libwebsockets already links for TLS): no second copy of a crypto library
/// is compiled into the server, and none is written by hand.
public enum Digest {
    /// SHA-256 of `bytes` (32 bytes).
    public static func sha256(_ bytes: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var size: UInt32 = 0
        let ok = bytes.withUnsafeBytes { EVP_Digest($0.baseAddress, $0.count, &out, &size, EVP_sha256(), nil) }
        // EVP_Digest fails only without memory or with a broken OpenSSL install: nothing to go on with.
        precondition(ok == 1, "OpenSSL SHA-256 failed: \(OpenSSLError("EVP_Digest"))")
        return Array(out.prefix(Int(size)))
    }

    /// PBKDF2-HMAC-SHA-256 of `password` with `salt`, `iterations` rounds, `length` bytes out; nil for
    /// parameters OpenSSL refuses (a zero length, a count out of range).
    public static func pbkdf2SHA256(password: [UInt8], salt: [UInt8], iterations: Int, length: Int) -> [UInt8]? {
        guard length > 0, length <= 1024, iterations >= 1, iterations <= Int(Int32.max) else { return nil }
        var out = [UInt8](repeating: 0, count: length)
        let ok = password.withUnsafeBytes { pass in
            salt.withUnsafeBytes { saltBytes in
                PKCS5_PBKDF2_HMAC(pass.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(pass.count),
                                  saltBytes.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(saltBytes.count),
                                  Int32(iterations), EVP_sha256(), Int32(length), &out)
            }
        }
        return ok == 1 ? out : nil
    }
}

/// Unpredictable bytes from OpenSSL's CSPRNG (seeded from the kernel's getrandom).
public enum SystemRandom {
    public static func bytes(_ count: Int) -> [UInt8] {
        guard count > 0 else { return [] }
        var out = [UInt8](repeating: 0, count: count)
        // A server that cannot get randomness must not hand out tokens or salts: stop rather than go on.
        precondition(RAND_bytes(&out, Int32(count)) == 1, "OpenSSL RAND_bytes failed: \(OpenSSLError("RAND_bytes"))")
        return out
    }

    /// A `RandomNumberGenerator` over `bytes`, for unbiased picks (`Int.random(in:using:)`).
    public struct Generator: RandomNumberGenerator {
        public init() {}
        public mutating func next() -> UInt64 {
            SystemRandom.bytes(8).reduce(0) { $0 << 8 | UInt64($1) }
        }
    }
}
