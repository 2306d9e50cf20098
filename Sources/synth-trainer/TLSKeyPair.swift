import Foundation
import X509

/// Reads `serve --tls-cert` and `--tls-key` with swift-certificates before the server starts, so
/// a key that belongs to another certificate is named as such (OpenSSL, inside libwebsockets, only
/// logs "Private SSL key doesn't match cert"). The server's own checks (both or neither, readable,
/// PEM) run first: `ServerConfiguration.tlsProblems`.
struct TLSKeyPair {
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    /// The server's own certificate (the first in the file; intermediates may follow it).
    let certificate: Certificate

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
        do { certificate = try Certificate(pemEncoded: first) } catch {
            throw Problem(description: "--tls-cert \(certFile.path): the certificate cannot be read (\(error))")
        }
        let key: Certificate.PrivateKey
        do { key = try Certificate.PrivateKey(pemEncoded: Self.firstBlock("PRIVATE KEY", in: keyText) ?? keyText) } catch {
            throw Problem(description: "--tls-key \(keyFile.path) is not an unencrypted PEM private key (PKCS#8, EC or RSA) that can be read: \(error)")
        }
        guard key.publicKey == certificate.publicKey else {
            throw Problem(description: "--tls-key \(keyFile.path) does not belong to the certificate in --tls-cert \(certFile.path) " +
                "(give the key that certificate was made with, or make both again with `synth-trainer cert`)")
        }
    }

    /// A warning to log when the certificate is outside its validity at `now`, or ends within a
    /// month: browsers refuse it then, and the page stops playing on every device.
    func validityWarning(now: Date = Date()) -> String? {
        let remedy = "make a new one with `synth-trainer cert` (students then trust the new certificate)"
        if now > certificate.notValidAfter { return "the TLS certificate expired on \(certificate.notValidAfter): \(remedy)" }
        if now < certificate.notValidBefore { return "the TLS certificate is not valid before \(certificate.notValidBefore): check this machine's clock" }
        let days = Int(certificate.notValidAfter.timeIntervalSince(now) / 86_400)
        return days < 30 ? "the TLS certificate expires in \(days) days (\(certificate.notValidAfter)): \(remedy)" : nil
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
