import Foundation
import LibCrypto

/// Reads `serve --tls-cert` and `--tls-key` with OpenSSL's X509 API (`LibCrypto`) before the server
/// starts, so a key that belongs to another certificate is named as such (OpenSSL, inside
/// libwebsockets, only logs "Private SSL key doesn't match cert"). The server's own checks (both or
/// neither, readable, PEM, the key's mode) run first: `ServerConfiguration.tlsProblems`.
struct TLSKeyPair {
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    /// Of the server's own certificate (the first in the file; intermediates may follow it).
    let notValidBefore: Date
    let notValidAfter: Date
    let altNames: [Certificate.AltName]

    init(certificate certFile: URL, privateKey keyFile: URL) throws(Problem) {
        let certText: String, keyText: String
        do {
            certText = try String(contentsOf: certFile, encoding: .utf8)
            keyText = try String(contentsOf: keyFile, encoding: .utf8)
        } catch {
            throw Problem(description: "cannot read the TLS files: \(error.localizedDescription)")
        }
        guard let first = Self.firstBlock("CERTIFICATE", in: certText) else {
            throw Problem(description: "--tls-cert \(certFile.path) holds no PEM certificate")
        }
        let certificate: Certificate
        do { certificate = try Certificate(pem: first) } catch {
            throw Problem(description: "--tls-cert \(certFile.path): the certificate cannot be read (\(error))")
        }
        let key: PrivateKey
        do { key = try PrivateKey(pem: keyText) } catch {
            throw Problem(description: "--tls-key \(keyFile.path) is not an unencrypted PEM private key (PKCS#8, EC or RSA) that can be read: \(error)")
        }
        guard certificate.matches(key) else {
            throw Problem(description: "--tls-key \(keyFile.path) does not belong to the certificate in --tls-cert \(certFile.path) " +
                "(give the key that certificate was made with, or make both again with `synth-trainer cert`)")
        }
        notValidBefore = certificate.notValidBefore
        notValidAfter = certificate.notValidAfter
        altNames = certificate.subjectAltNames
    }

    /// Why the server must not start with this certificate at `now`: expired, or not valid yet.
    /// Every browser refuses it then, so serving would only look like it works.
    func validityProblem(now: Date = Date(), certFile: URL) -> String? {
        if now > notValidAfter {
            return "the TLS certificate in --tls-cert \(certFile.path) expired on \(notValidAfter): every browser refuses it. " +
                "Make a new one with `\(renewCommand(certFile))` (browsers that trusted the old ca.pem must then trust the new one)"
        }
        if now < notValidBefore {
            return "the TLS certificate in --tls-cert \(certFile.path) is not valid before \(notValidBefore): every browser " +
                "refuses it. Check this machine's clock (`date`), or make a new one with `\(renewCommand(certFile))`"
        }
        return nil
    }

    /// A warning to log when the certificate ends within a month: then browsers refuse it, and the page
    /// stops playing on every device.
    func validityWarning(now: Date = Date(), certFile: URL) -> String? {
        let days = Int(notValidAfter.timeIntervalSince(now) / 86_400)
        guard days < 30 else { return nil }
        return "the TLS certificate expires in \(days) days (\(notValidAfter)): make a new one with " +
            "`\(renewCommand(certFile))` (students then trust the new certificate)"
    }

    /// `synth-trainer cert --host NAME ... --out FOLDER --force` for the names this certificate holds
    /// (besides localhost and 127.0.0.1, which `cert` always adds), into the folder it is in.
    func renewCommand(_ certFile: URL) -> String {
        var hosts: [String] = []
        for name in altNames {
            switch name {
            case .dns(let n): hosts.append(n)
            case .ip(let bytes): if let text = Self.addressText(bytes) { hosts.append(text) }
            }
        }
        hosts = hosts.filter { $0 != "localhost" && $0 != "127.0.0.1" && $0 != "::1" }
        let hostFlags = hosts.isEmpty ? "--host ADDRESS" : hosts.map { "--host \($0)" }.joined(separator: " ")
        return "synth-trainer cert \(hostFlags) --out \(certFile.deletingLastPathComponent().path) --force"
    }

    private static func addressText(_ bytes: [UInt8]) -> String? {
        switch bytes.count {
        case 4: return bytes.map(String.init).joined(separator: ".")
        case 16:
            var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
            var raw = bytes
            return inet_ntop(AF_INET6, &raw, &buffer, socklen_t(buffer.count)).map { String(cString: $0) }
        default: return nil
        }
    }

    /// The first `-----BEGIN ...<label>-----` ... `-----END ...-----` block in `text`, whole.
    static func firstBlock(_ label: String, in text: String) -> String? {
        var rest = Substring(text)
        while let begin = rest.range(of: "-----BEGIN ") {
            let header = rest[begin.upperBound...].prefix { $0 != "-" }
            if header.hasSuffix(label), let end = rest[begin.upperBound...].range(of: "-----END \(header)-----") {
                return String(rest[begin.lowerBound..<end.upperBound])
            }
            rest = rest[begin.upperBound...]
        }
        return nil
    }
}
