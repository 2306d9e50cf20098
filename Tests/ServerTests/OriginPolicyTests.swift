import Testing
@testable import Server

struct OriginPolicyTests {
    @Test func ownOriginByHostHeader() {
        let p = OriginPolicy(allowedOrigins: [])
        #expect(p.allows(origin: "http://127.0.0.1:8080", host: "127.0.0.1:8080"))
        #expect(p.allows(origin: "https://trainer.example", host: "trainer.example"))
        #expect(p.allows(origin: "https://trainer.example", host: "trainer.example:443"))
        #expect(!p.allows(origin: "http://evil.example", host: "127.0.0.1:8080"))
        #expect(!p.allows(origin: "http://127.0.0.1:9999", host: "127.0.0.1:8080"))
        #expect(!p.allows(origin: "null", host: "127.0.0.1:8080"))
        // Non-browser clients send no Origin.
        #expect(p.allows(origin: nil, host: "127.0.0.1:8080"))
    }

    @Test func listedOrigins() {
        let p = OriginPolicy(allowedOrigins: ["https://School.example/"])
        #expect(p.allows(origin: "https://school.example", host: "127.0.0.1:8080"))
        #expect(!p.allows(origin: "http://school.example", host: "127.0.0.1:8080"))
        #expect(OriginPolicy.authority(ofOrigin: "ftp://x") == nil)
        #expect(OriginPolicy.authority(ofOrigin: "http://[::1]:8080") == "[::1]:8080")
    }
}
