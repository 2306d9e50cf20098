import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An address range in CIDR form (`10.0.0.0/8`, `127.0.0.1`, `::1`, `fd00::/8`).
struct IPRange: Sendable, Equatable {
    /// 4 bytes for IPv4, 16 for IPv6.
    let network: [UInt8]
    let prefix: Int

    init?(_ text: String) {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard let address = IPRange.bytes(of: String(parts[0])) else { return nil }
        let bits = address.count * 8
        var prefix = bits
        if parts.count == 2 {
            guard let p = Int(parts[1]), (0...bits).contains(p) else { return nil }
            prefix = p
        }
        self.prefix = prefix
        network = IPRange.masked(address, prefix)
    }

    func contains(_ address: String) -> Bool {
        guard var bytes = IPRange.bytes(of: address) else { return false }
        // An IPv4 client seen through an IPv6 socket (`::ffff:10.1.2.3`) is still that IPv4 address.
        if bytes.count == 16, network.count == 4, bytes.prefix(12) == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff] {
            bytes = Array(bytes.suffix(4))
        }
        return bytes.count == network.count && IPRange.masked(bytes, prefix) == network
    }

    /// The address as bytes, or nil if it is not an IPv4 or IPv6 literal.
    static func bytes(of text: String) -> [UInt8]? {
        var v4 = in_addr(), v6 = in6_addr()
        if inet_pton(AF_INET, text, &v4) == 1 { return withUnsafeBytes(of: &v4) { Array($0) } }
        if inet_pton(AF_INET6, text, &v6) == 1 { return withUnsafeBytes(of: &v6) { Array($0) } }
        return nil
    }

    private static func masked(_ bytes: [UInt8], _ prefix: Int) -> [UInt8] {
        bytes.enumerated().map { i, b in
            let keep = min(8, max(0, prefix - i * 8))
            return keep == 8 ? b : b & UInt8(truncatingIfNeeded: 0xFF << (8 - keep))
        }
    }
}

/// Who the client really is: the TCP peer, unless that peer is a proxy the operator trusts
/// (`serve --trusted-proxy`), in which case the address the proxy reports. Every throttle, every
/// per-client cap and every log line uses this address.
///
/// `X-Forwarded-For` is read from the right: each trusted proxy appends the address it saw, so the
/// first address from the right that is not a trusted proxy is the client. Anything a client wrote
/// into the header itself sits further left and is never believed. Pure: no sockets.
struct ClientAddressPolicy: Sendable {
    let trusted: [IPRange]

    init(trusted: [IPRange]) { self.trusted = trusted }

    func isTrusted(_ address: String) -> Bool { trusted.contains { $0.contains(address) } }

    func client(peer: String, forwardedFor: String?, realIP: String?) -> String {
        guard isTrusted(peer) else { return peer }
        if let forwardedFor {
            let hops = forwardedFor.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            for hop in hops.reversed() where !hop.isEmpty {
                guard IPRange.bytes(of: hop) != nil else { return peer }   // garbage: believe nothing
                if !isTrusted(hop) { return hop }
            }
        }
        if let real = realIP?.trimmingCharacters(in: .whitespaces), IPRange.bytes(of: real) != nil { return real }
        return peer
    }
}
