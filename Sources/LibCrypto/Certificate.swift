import COpenSSL
import Foundation

/// An X.509 certificate (an OpenSSL `X509`): made and signed here, or read from PEM. Owns the handle.
public final class Certificate {
    let handle: OpaquePointer

    private init(handle: OpaquePointer) { self.handle = handle }
    deinit { X509_free(handle) }

    /// What a new certificate says. Extensions are written in OpenSSL's configuration syntax (the one
    /// `openssl req -addext` takes), so OpenSSL encodes them: `.basicConstraints: "critical,CA:TRUE"`.
    public enum Extension: Sendable {
        case basicConstraints, keyUsage, extendedKeyUsage, subjectAltName, subjectKeyIdentifier, authorityKeyIdentifier

        var nid: Int32 {
            switch self {
            case .basicConstraints: NID_basic_constraints
            case .keyUsage: NID_key_usage
            case .extendedKeyUsage: NID_ext_key_usage
            case .subjectAltName: NID_subject_alt_name
            case .subjectKeyIdentifier: NID_subject_key_identifier
            case .authorityKeyIdentifier: NID_authority_key_identifier
            }
        }
    }

    /// Makes a v3 certificate for `key`'s public half, named `subject` (pairs like ("O", "..."),
    /// ("CN", "...")), with a random 128-bit serial, signed with SHA-256 by `issuerKey` on behalf of
    /// `issuer` (nil: self-signed, so `issuerKey` must be `key`).
    public init(subject: [(String, String)], key: PrivateKey, notValidBefore: Date, notValidAfter: Date,
                extensions: [(Extension, String)], issuer: Certificate?, issuerKey: PrivateKey) throws(OpenSSLError) {
        guard let x = X509_new() else { throw OpenSSLError("cannot make a certificate") }
        handle = x  // freed by deinit from here on, whatever fails below
        guard let name = X509_NAME_new() else { throw OpenSSLError("cannot make a name") }
        defer { X509_NAME_free(name) }
        for (field, value) in subject {
            guard X509_NAME_add_entry_by_txt(name, field, MBSTRING_UTF8, Array(value.utf8), Int32(value.utf8.count), -1, 0) == 1 else {
                throw OpenSSLError("cannot set the name's \(field)")
            }
        }
        var serial = SystemRandom.bytes(16)
        serial[0] &= 0x7f  // positive, and DER keeps all 16 bytes
        guard let bn = BN_bin2bn(serial, Int32(serial.count), nil) else { throw OpenSSLError("cannot make the serial number") }
        defer { BN_free(bn) }
        guard X509_set_version(x, 2) == 1,  // 2 means v3
              BN_to_ASN1_INTEGER(bn, X509_get_serialNumber(x)) != nil,
              ASN1_TIME_set(X509_getm_notBefore(x), time_t(notValidBefore.timeIntervalSince1970)) != nil,
              ASN1_TIME_set(X509_getm_notAfter(x), time_t(notValidAfter.timeIntervalSince1970)) != nil,
              X509_set_subject_name(x, name) == 1,
              X509_set_issuer_name(x, issuer.map { X509_get_subject_name($0.handle) } ?? name) == 1,
              X509_set_pubkey(x, key.handle) == 1 else {
            throw OpenSSLError("cannot fill in the certificate")
        }
        // The context tells OpenSSL where "hash" (subject key id) and "keyid:always" (the issuer's) come from.
        var context = X509V3_CTX()
        X509V3_set_ctx(&context, issuer?.handle ?? x, x, nil, nil, 0)
        for (ext, value) in extensions {
            guard let made = X509V3_EXT_nconf_nid(nil, &context, ext.nid, value) else {
                throw OpenSSLError("cannot make the extension \(ext) = \(value)")
            }
            defer { X509_EXTENSION_free(made) }
            guard X509_add_ext(x, made, -1) == 1 else { throw OpenSSLError("cannot add the extension \(ext)") }
        }
        guard X509_sign(x, issuerKey.handle, EVP_sha256()) > 0 else { throw OpenSSLError("cannot sign the certificate") }
    }

    /// Reads the first certificate in `pem`.
    public convenience init(pem: String) throws(OpenSSLError) {
        let read = withReadingBIO(pem) { bio in PEM_read_bio_X509(bio, nil, { _, _, _, _ in 0 }, nil) }
        guard let x = read ?? nil else { throw OpenSSLError("no certificate could be read") }
        self.init(handle: x)
    }

    /// The certificate as PEM (`-----BEGIN CERTIFICATE-----`).
    public func pem() throws(OpenSSLError) -> String {
        try withMemoryBIO("cannot write the certificate") { PEM_write_bio_X509($0, handle) }
    }

    /// SHA-256 of the certificate's DER encoding: the fingerprint browsers show.
    public func sha256Fingerprint() throws(OpenSSLError) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var size: UInt32 = 0
        guard X509_digest(handle, EVP_sha256(), &out, &size) == 1 else { throw OpenSSLError("cannot hash the certificate") }
        return Array(out.prefix(Int(size)))
    }

    public var notValidBefore: Date { Self.date(X509_get0_notBefore(handle)) }
    public var notValidAfter: Date { Self.date(X509_get0_notAfter(handle)) }

    /// True if `key` is the private half of this certificate's public key.
    public func matches(_ key: PrivateKey) -> Bool {
        guard let pub = X509_get0_pubkey(handle) else { return false }
        return EVP_PKEY_eq(pub, key.handle) == 1
    }

    /// A subjectAltName entry this code understands: a DNS name or an IP address (4 or 16 bytes).
    public enum AltName: Equatable, Sendable {
        case dns(String)
        case ip([UInt8])
    }

    /// The DNS names and IP addresses in the subjectAltName extension, in order (others skipped).
    public var subjectAltNames: [AltName] {
        guard let raw = X509_get_ext_d2i(handle, NID_subject_alt_name, nil, nil) else { return [] }
        let names = OpaquePointer(raw)
        defer { copenssl_general_names_free(names) }
        var out: [AltName] = []
        for i in 0..<copenssl_general_names_count(names) {
            guard let name = copenssl_general_name_at(names, i) else { continue }
            switch name.pointee.type {
            case GEN_DNS: if let s = name.pointee.d.dNSName { out.append(.dns(String(decoding: Self.bytes(s), as: UTF8.self))) }
            case GEN_IPADD: if let s = name.pointee.d.iPAddress { out.append(.ip(Self.bytes(s))) }
            default: break
            }
        }
        return out
    }

    private static func bytes(_ s: UnsafeMutablePointer<ASN1_STRING>) -> [UInt8] {
        guard let data = ASN1_STRING_get0_data(s) else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: Int(ASN1_STRING_length(s))))
    }

    private static func date(_ time: UnsafePointer<ASN1_TIME>?) -> Date {
        var parts = tm()
        guard let time, ASN1_TIME_to_tm(time, &parts) == 1 else { return .distantPast }
        return Date(timeIntervalSince1970: TimeInterval(timegm(&parts)))
    }
}
