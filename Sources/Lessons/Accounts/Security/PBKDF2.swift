/// PBKDF2 with HMAC-SHA-256 as the pseudorandom function (RFC 8018 section 5.2).
public enum PBKDF2 {
    public static func sha256(password: [UInt8], salt: [UInt8], iterations: Int, length: Int = 32) -> [UInt8] {
        precondition(iterations >= 1 && length >= 1, "PBKDF2 needs at least one iteration and one byte")
        let prf = HMACSHA256(key: password)
        // Every iteration after the first hashes exactly one 32-byte value, so the padded blocks are
        // prepared once: the digest goes in bytes 0..<32, the padding and bit length (64 + 32 bytes
        // = 768 bits, the keyed block included) never change.
        var block = [UInt8](repeating: 0, count: SHA256.blockSize)
        block[32] = 0x80
        block[62] = 0x03 // 768 = 0x0300
        var out: [UInt8] = []
        var index: UInt32 = 1
        while out.count < length {
            var u = prf.mac(salt + [UInt8(index >> 24), UInt8((index >> 16) & 0xff), UInt8((index >> 8) & 0xff), UInt8(index & 0xff)])
            var t = u
            if iterations > 1 {
                for _ in 1..<iterations {
                    block.replaceSubrange(0..<32, with: u)
                    var s = prf.innerState
                    SHA256.compress(&s, block)
                    block.replaceSubrange(0..<32, with: SHA256.bytes(of: s))
                    s = prf.outerState
                    SHA256.compress(&s, block)
                    u = SHA256.bytes(of: s)
                    for i in 0..<32 { t[i] ^= u[i] }
                }
            }
            out += t
            index += 1
        }
        return Array(out.prefix(length))
    }
}
