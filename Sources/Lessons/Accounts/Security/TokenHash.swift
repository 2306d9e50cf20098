import LibCrypto

/// What is stored of a login token (a student's or a teacher's): its SHA-256, as lowercase hex. The
/// token itself is never stored, so a copy of the database signs nobody in. OpenSSL's libcrypto
/// (`LibCrypto`) does the hashing.
public enum TokenHash {
    public static func hex(_ token: String) -> String {
        Digest.sha256(Array(token.utf8)).map { byte in
            let s = String(byte, radix: 16)
            return byte < 16 ? "0" + s : s
        }.joined()
    }
}
