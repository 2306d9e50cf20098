import Foundation
import Testing
@testable import Lessons

/// Token hashes and password hashing through OpenSSL's libcrypto: known answers (FIPS 180-4 for
/// SHA-256; PBKDF2-HMAC-SHA-256 vectors from RFC 7914 section 11 and the RFC 6070 inputs with SHA-256),
/// and hashes stored by the two implementations this replaced (hand-written, then swift-crypto), which
/// must keep verifying: databases hold them.
@Suite("Token hashes, PBKDF2, password hashes")
struct CryptoTests {
    func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }
    func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }
    func pbkdf2(_ password: String, _ salt: String, _ iterations: Int, length: Int = 32) -> String {
        hex(PasswordHasher.derive(password, salt: bytes(salt), iterations: iterations, length: length))
    }

    @Test func tokenHashesAreSHA256Hex() {
        #expect(TokenHash.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(TokenHash.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        // Made by the former implementation: stored token hashes still find their students.
        #expect(TokenHash.hex("a-student-token") == "2fd3cda2b73fa006debcba40adaa9bec0ce7a1b3a3ffddc0a62c61596406578b")
    }

    @Test func pbkdf2Vectors() {
        #expect(pbkdf2("passwd", "salt", 1, length: 64)
            == "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783")
        #expect(pbkdf2("password", "salt", 1) == "120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b")
        #expect(pbkdf2("password", "salt", 2) == "ae4d0c95af6b46d32d0adff928f06dd02a303f8ef3c251dfd6e2d85a95474c43")
        #expect(pbkdf2("password", "salt", 4096) == "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a")
        #expect(pbkdf2("passwordPASSWORDpassword", "saltSALTsaltSALTsaltSALTsaltSALTsalt", 4096, length: 40)
            == "348c89dbcbd32b2f32d814b8116e84cf2b17347ebc1800181c4e2a1fb8dd53e1c635518c7dac47e9")
        #expect(pbkdf2("pass\0word", "sa\0lt", 4096, length: 16) == "89b69d0516f829893c696226650a8687")
    }

    @Test func hashesStoredByTheFormerImplementationStillVerify() {
        let old1 = "pbkdf2-sha256$1000$wK3DYfz4UW8rY33FEtt8Cg==$Bg9pcfTxecu8swZRAUONdXrjjvysVtrhwIFEBBjZhok="
        let old2 = "pbkdf2-sha256$210000$iZio9sDJTaVxzhJhM2l2jQ==$Ze+PP4BWhJLahoh5noTaHZRRC0yseKMD+kh+BXykr00="
        #expect(PasswordHasher.verify("correct horse battery", against: old1))
        #expect(!PasswordHasher.verify("correct horse batterY", against: old1))
        #expect(PasswordHasher.verify("Rivera's pass 1", against: old2))
        #expect(!PasswordHasher.verify("Rivera's pass 2", against: old2))
        // Made by the swift-crypto implementation (`teacher add`, default 600,000 rounds) before OpenSSL took over.
        let swiftCrypto = "pbkdf2-sha256$600000$rsESCxYmxsO1+Ur2KXgcdQ==$pA0lb+DFgngC0PsJNdmNVlXqqAJE3H8zuWxZkvLFsEU="
        #expect(PasswordHasher.verify("Ms Ada's pass 1", against: swiftCrypto))
        #expect(!PasswordHasher.verify("Ms Ada's pass 2", against: swiftCrypto))
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
        #expect(code.count == 8)
        #expect(!code.contains("O") && !code.contains("0") && !code.contains("I") && !code.contains("1"))
    }
}
