import Foundation
import LibCrypto

/// A TLS certificate for a classroom network, made with OpenSSL's X509 API (`LibCrypto`): the server's own
/// certificate (ECDSA P-256: fast handshakes, accepted by every browser), naming each address or
/// host name students will type in its subjectAltName (browsers ignore the common name), issued by
/// a one-time certificate authority whose private key is thrown away as soon as it has signed.
///
/// Why not one self-signed certificate: Chromium and ChromeOS trust a certificate a person imports
/// as an authority, and an imported self-signed server certificate (not an authority) is then
/// refused with ERR_CERT_INVALID (seen with Chromium 156); one that claims to be an authority is
/// refused by Firefox as a server's certificate. A separate authority is what every browser's
/// "import a certificate authority" expects. And since
/// its key never reaches the disk, trusting it cannot let anyone vouch for another site: it has
/// signed this one certificate and can sign nothing else (making a new one makes a new authority).
struct ClassroomCertificate {
    /// What the certificate names: IP addresses and DNS names.
    enum Name: Hashable, CustomStringConvertible {
        case ip(String, [UInt8])
        case dns(String)

        /// An IPv4 or IPv6 literal (brackets allowed) or a DNS host name; nil with the reason otherwise.
        static func parse(_ text: String) -> Result<Name, NameProblem> {
            var t = text.trimmingCharacters(in: .whitespaces)
            if t.hasPrefix("["), t.hasSuffix("]") { t = String(t.dropFirst().dropLast()) }
            var v4 = in_addr(), v6 = in6_addr()
            if inet_pton(AF_INET, t, &v4) == 1 { return .success(.ip(t, withUnsafeBytes(of: v4) { Array($0) })) }
            if inet_pton(AF_INET6, t, &v6) == 1 { return .success(.ip(t, withUnsafeBytes(of: v6) { Array($0) })) }
            let name = (t.hasSuffix(".") ? String(t.dropLast()) : t).lowercased()
            let labels = name.split(separator: ".", omittingEmptySubsequences: false)
            let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
            guard !name.isEmpty, name.utf8.count <= 253,
                  labels.allSatisfy({ !$0.isEmpty && $0.count <= 63 && $0.allSatisfy(allowed.contains) && $0.first != "-" && $0.last != "-" }),
                  // An all-numeric dotted name is a mistyped address, not a host name.
                  !labels.allSatisfy({ $0.allSatisfy(\.isNumber) }) else {
                return .failure(NameProblem(text: text))
            }
            return .success(.dns(name))
        }

        var description: String {
            switch self {
            case .ip(let text, _): text
            case .dns(let name): name
            }
        }

        /// The name as a subjectAltName entry in OpenSSL's configuration syntax (`IP:...`, `DNS:...`);
        /// `parse` admitted only address literals and letters, digits, hyphens and dots, so nothing here
        /// can be read as a separator.
        var altNameEntry: String {
            switch self {
            case .ip(let text, _): "IP:" + text
            case .dns(let name): "DNS:" + name
            }
        }
    }

    struct NameProblem: Error, CustomStringConvertible {
        let text: String
        var description: String {
            "--host \(text) is neither an IP address (192.168.1.20, fd00::20) nor a host name (trainer.local, letters, digits and hyphens)"
        }
    }

    /// Always named as well, so the machine itself (and tests on loopback) can use the certificate.
    static let alwaysNamed: [Name] = [.dns("localhost"), .ip("127.0.0.1", [127, 0, 0, 1])]
    /// Apple's platforms refuse TLS server certificates valid for longer than 825 days.
    static let maxDays = 825

    /// The authority's certificate: what browsers are told to trust (ca.pem).
    let authorityPEM: String
    /// The server's certificate followed by the authority's: what the server sends (cert.pem).
    let chainPEM: String
    /// The server certificate's private key (key.pem).
    let privateKeyPEM: String
    let names: [Name]
    let notValidAfter: Date
    /// SHA-256 of the authority certificate's DER, as browsers show it in their certificate viewers.
    let fingerprint: String

    /// Makes the authority and the server's key and certificate for `names` (plus localhost and
    /// 127.0.0.1), valid from an hour ago (a student laptop whose clock is a little behind still
    /// accepts them) for `days` days.
    init(names requested: [Name], days: Int, now: Date = Date()) throws {
        var names: [Name] = []
        for n in requested + Self.alwaysNamed where !names.contains(where: { $0.description == n.description }) { names.append(n) }
        let first = requested.first?.description ?? "localhost"
        let notValidBefore = now.addingTimeInterval(-3600), notValidAfter = now.addingTimeInterval(Double(days) * 86_400)

        // The authority: its key lives only in this scope.
        let authorityKey = try PrivateKey.p256()
        let authority = try Certificate(
            subject: [("O", "Synth Trainer (one-time authority, key destroyed)"),
                      // The time tells two authorities for the same address apart in a browser's list.
                      ("CN", "Synth Trainer \(first) \(Self.stamp(now))")],
            key: authorityKey, notValidBefore: notValidBefore, notValidAfter: notValidAfter,
            extensions: [
                // No intermediates below it: it signs the server's certificate directly.
                (.basicConstraints, "critical,CA:TRUE,pathlen:0"),
                (.keyUsage, "critical,keyCertSign"),
                (.subjectKeyIdentifier, "hash"),
            ],
            issuer: nil, issuerKey: authorityKey)

        let key = try PrivateKey.p256()
        let server = try Certificate(
            subject: [("CN", "Synth Trainer \(first)")],
            key: key, notValidBefore: notValidBefore, notValidAfter: notValidAfter,
            extensions: [
                (.basicConstraints, "critical,CA:FALSE"),
                (.keyUsage, "critical,digitalSignature"),
                (.extendedKeyUsage, "serverAuth"),
                (.subjectAltName, names.map(\.altNameEntry).joined(separator: ",")),
                (.subjectKeyIdentifier, "hash"),
                (.authorityKeyIdentifier, "keyid:always"),
            ],
            issuer: authority, issuerKey: authorityKey)

        authorityPEM = try authority.pem()
        chainPEM = try server.pem() + authorityPEM
        privateKeyPEM = try key.pkcs8PEM()
        self.names = names
        self.notValidAfter = notValidAfter
        fingerprint = try authority.sha256Fingerprint().map { String(format: "%02X", $0) }.joined(separator: ":")
    }

    /// `2026-11-24 09:30` in UTC.
    private static func stamp(_ date: Date) -> String {
        var t = time_t(date.timeIntervalSince1970), tm = tm()
        gmtime_r(&t, &tm)
        return String(format: "%04d-%02d-%02d %02d:%02d UTC", 1900 + tm.tm_year, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min)
    }
}
