import COpenSSL

/// A libcrypto call that failed, with what OpenSSL's (per-thread) error queue says about it.
public struct OpenSSLError: Error, CustomStringConvertible {
    public let description: String

    /// `what` failed; drains the error queue into the message so the next call starts clean.
    init(_ what: String) {
        var reasons: [String] = []
        while true {
            let code = ERR_get_error()
            if code == 0 { break }
            var buffer = [CChar](repeating: 0, count: 256)
            ERR_error_string_n(code, &buffer, buffer.count)
            reasons.append(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        description = reasons.isEmpty ? what : "\(what): \(reasons.joined(separator: "; "))"
    }
}

/// Runs `body` with a memory BIO and returns what it wrote into it as text (PEM output).
func withMemoryBIO(_ what: String, _ body: (OpaquePointer) -> Int32) throws(OpenSSLError) -> String {
    guard let bio = BIO_new(BIO_s_mem()) else { throw OpenSSLError("cannot make a memory BIO") }
    defer { BIO_free(bio) }
    guard body(bio) == 1 else { throw OpenSSLError(what) }
    var bytes: UnsafePointer<CChar>?
    let count = copenssl_bio_contents(bio, &bytes)
    guard let bytes, count > 0 else { throw OpenSSLError(what) }
    return String(decoding: UnsafeRawBufferPointer(start: bytes, count: count), as: UTF8.self)
}

/// Runs `body` with a read-only memory BIO over `text` (PEM input).
func withReadingBIO<T>(_ text: String, _ body: (OpaquePointer) -> T) -> T? {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBytes { raw -> T? in
        guard let bio = BIO_new_mem_buf(raw.baseAddress, Int32(raw.count)) else { return nil }
        defer { BIO_free(bio) }
        return body(bio)
    }
}
