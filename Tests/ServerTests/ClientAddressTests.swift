import Testing
@testable import Server

/// The real client address behind trusted proxies, and nothing believed from anyone else.
struct ClientAddressTests {
    @Test func rangesParseAndMatch() throws {
        let lan = try #require(IPRange("10.0.0.0/8"))
        #expect(lan.contains("10.200.3.4") && !lan.contains("11.0.0.1"))
        #expect(lan.contains("::ffff:10.1.2.3"))
        let one = try #require(IPRange("127.0.0.1"))
        #expect(one.contains("127.0.0.1") && !one.contains("127.0.0.2"))
        let v6 = try #require(IPRange("fd00::/8"))
        #expect(v6.contains("fd12::1") && !v6.contains("fe80::1") && !v6.contains("10.0.0.1"))
        for bad in ["10.0.0.0/33", "nonsense", "10.0.0/8", "::1/129", ""] { #expect(IPRange(bad) == nil, "\(bad)") }
    }

    @Test func headersCountOnlyFromTrustedProxies() throws {
        let policy = ClientAddressPolicy(trusted: [try #require(IPRange("127.0.0.1")), try #require(IPRange("10.0.0.0/8"))])
        // Straight from a client: its headers say nothing.
        #expect(policy.client(peer: "203.0.113.9", forwardedFor: "1.2.3.4", realIP: "5.6.7.8") == "203.0.113.9")
        // Through nginx on the same machine.
        #expect(policy.client(peer: "127.0.0.1", forwardedFor: "198.51.100.7", realIP: nil) == "198.51.100.7")
        // A client that forged a first hop: the rightmost untrusted hop is the one nginx saw.
        #expect(policy.client(peer: "127.0.0.1", forwardedFor: "6.6.6.6, 198.51.100.7, 10.1.1.1", realIP: nil) == "198.51.100.7")
        #expect(policy.client(peer: "127.0.0.1", forwardedFor: nil, realIP: "198.51.100.8") == "198.51.100.8")
        #expect(policy.client(peer: "127.0.0.1", forwardedFor: "not-an-address", realIP: nil) == "127.0.0.1")
        #expect(policy.client(peer: "127.0.0.1", forwardedFor: nil, realIP: nil) == "127.0.0.1")
        #expect(ClientAddressPolicy(trusted: []).client(peer: "127.0.0.1", forwardedFor: "9.9.9.9", realIP: nil) == "127.0.0.1")
    }
}
