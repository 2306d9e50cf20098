import COpenSSL

/// One private key (an OpenSSL `EVP_PKEY`): made here (ECDSA P-256) or read from PEM. Owns the handle
/// and frees it once.
public final class PrivateKey {
    let handle: OpaquePointer

    private init(handle: OpaquePointer) { self.handle = handle }
    deinit { EVP_PKEY_free(handle) }

    /// A new ECDSA P-256 key: fast handshakes, accepted by every browser.
    public static func p256() throws(OpenSSLError) -> PrivateKey {
        guard let key = copenssl_ec_p256_key() else { throw OpenSSLError("cannot make a P-256 key") }
        return PrivateKey(handle: key)
    }

    /// Reads the first unencrypted private key in `pem` (PKCS#8, or the traditional EC and RSA forms).
    public convenience init(pem: String) throws(OpenSSLError) {
        // A passphrase callback that gives none: an encrypted key fails instead of prompting on a terminal.
        let read = withReadingBIO(pem) { bio in PEM_read_bio_PrivateKey(bio, nil, { _, _, _, _ in 0 }, nil) }
        guard let key = read ?? nil else { throw OpenSSLError("no private key could be read") }
        self.init(handle: key)
    }

    /// The key as unencrypted PKCS#8 PEM (`-----BEGIN PRIVATE KEY-----`).
    public func pkcs8PEM() throws(OpenSSLError) -> String {
        try withMemoryBIO("cannot write the private key") { PEM_write_bio_PrivateKey($0, handle, nil, nil, 0, nil, nil) }
    }
}
