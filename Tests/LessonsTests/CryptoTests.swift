import Testing
@testable import Lessons

/// Known-answer tests: FIPS 180-4 examples for SHA-256, RFC 4231 for HMAC-SHA-256, and PBKDF2-HMAC-SHA-256
/// vectors (RFC 7914 section 11 and the RFC 6070 inputs with SHA-256), cross-checked with Python's hashlib.
@Suite("SHA-256, HMAC, PBKDF2, password hashes")
struct CryptoTests {
    func hex(_ bytes: [UInt8]) -> String { SHA256.hexString(bytes) }
    func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    @Test func sha256Vectors() {
        #expect(hex(SHA256.hash([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex(SHA256.hash(bytes("abc"))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.hash(bytes("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(hex(SHA256.hash(bytes("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu")))
            == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    }

    @Test func sha256PaddingBoundaries() {
        // 55 bytes fit one block with the length; 56 need a second block; 64 is exactly one block.
        #expect(hex(SHA256.hash([UInt8](repeating: 0x61, count: 55))) == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
        #expect(hex(SHA256.hash([UInt8](repeating: 0x61, count: 56))) == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
        #expect(hex(SHA256.hash([UInt8](repeating: 0x61, count: 64))) == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
    }

    @Test func sha256StreamingMatchesOneShot() {
        var h = SHA256()
        let data = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        for chunk in stride(from: 0, to: data.count, by: 37) { h.update(data[chunk..<min(chunk + 37, data.count)]) }
        #expect(h.finalize() == SHA256.hash(data))
    }

    @Test func hmacRFC4231() {
        #expect(hex(HMACSHA256.mac(key: [UInt8](repeating: 0x0b, count: 20), message: bytes("Hi There")))
            == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        #expect(hex(HMACSHA256.mac(key: bytes("Jefe"), message: bytes("what do ya want for nothing?")))
            == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        // Keys longer than a block are hashed first.
        #expect(hex(HMACSHA256.mac(key: [UInt8](repeating: 0xaa, count: 131), message: bytes("Test Using Larger Than Block-Size Key - Hash Key First")))
            == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
        let long = "This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm."
        #expect(hex(HMACSHA256.mac(key: [UInt8](repeating: 0xaa, count: 131), message: bytes(long)))
            == "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2")
    }

    @Test func pbkdf2Vectors() {
        #expect(hex(PBKDF2.sha256(password: bytes("passwd"), salt: bytes("salt"), iterations: 1, length: 64))
            == "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783")
        #expect(hex(PBKDF2.sha256(password: bytes("password"), salt: bytes("salt"), iterations: 1))
            == "120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b")
        #expect(hex(PBKDF2.sha256(password: bytes("password"), salt: bytes("salt"), iterations: 2))
            == "ae4d0c95af6b46d32d0adff928f06dd02a303f8ef3c251dfd6e2d85a95474c43")
        #expect(hex(PBKDF2.sha256(password: bytes("password"), salt: bytes("salt"), iterations: 4096))
            == "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a")
        #expect(hex(PBKDF2.sha256(password: bytes("passwordPASSWORDpassword"), salt: bytes("saltSALTsaltSALTsaltSALTsaltSALTsalt"),
                                  iterations: 4096, length: 40))
            == "348c89dbcbd32b2f32d814b8116e84cf2b17347ebc1800181c4e2a1fb8dd53e1c635518c7dac47e9")
        #expect(hex(PBKDF2.sha256(password: bytes("pass\0word"), salt: bytes("sa\0lt"), iterations: 4096, length: 16))
            == "89b69d0516f829893c696226650a8687")
    }

    @Test func passwordHashesVerifyAndAreSalted() {
        let hasher = PasswordHasher(iterations: 1000)
        let a = hasher.hash("correct horse")
        let b = hasher.hash("correct horse")
        #expect(a != b)
        #expect(a.hasPrefix("pbkdf2-sha256$1000$"))
        #expect(PasswordHasher.verify("correct horse", against: a))
        #expect(PasswordHasher.verify("correct horse", against: b))
        #expect(!PasswordHasher.verify("correct horsE", against: a))
        #expect(!PasswordHasher.verify("", against: a))
    }

    @Test func malformedStoredHashesNeverMatch() {
        for stored in ["", "plain", "pbkdf2-sha256$0$AAAA$AAAA", "pbkdf2-sha256$10$!!$AAAAAAAAAAAAAAAAAAAAAA==",
                       "md5$10$AAAA$AAAAAAAAAAAAAAAAAAAAAA==", "pbkdf2-sha256$10$AAAA"] {
            #expect(!PasswordHasher.verify("x", against: stored), "\(stored)")
        }
    }

    @Test func rehashWhenTheWorkFactorRises() {
        let old = PasswordHasher(iterations: 100).hash("pw")
        #expect(PasswordHasher(iterations: 1000).needsRehash(old))
        #expect(!PasswordHasher(iterations: 100).needsRehash(old))
    }

    @Test func randomValuesHaveTheirShape() {
        let token = SecureRandom.token()
        #expect(token.count == 43)
        #expect(token.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        #expect(SecureRandom.token() != token)
        let id = SecureRandom.id(prefix: "s-")
        #expect(id.count == 18 && id.hasPrefix("s-"))
        let code = SecureRandom.joinCode()
        #expect(code.count == 6)
        #expect(!code.contains("O") && !code.contains("0") && !code.contains("I") && !code.contains("1"))
    }
}
