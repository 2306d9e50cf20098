/// HMAC-SHA-256 (RFC 2104). Keeps the hash states after the padded key blocks, so each further MAC
/// (and each PBKDF2 iteration) costs two compressions instead of four.
public struct HMACSHA256: Sendable {
    let innerState: [UInt32]
    let outerState: [UInt32]

    public init(key: [UInt8]) {
        var k = key.count > SHA256.blockSize ? SHA256.hash(key) : key
        k += [UInt8](repeating: 0, count: SHA256.blockSize - k.count)
        var inner = SHA256.initialState, outer = SHA256.initialState
        SHA256.compress(&inner, k.map { $0 ^ 0x36 })
        SHA256.compress(&outer, k.map { $0 ^ 0x5c })
        innerState = inner
        outerState = outer
    }

    public func mac(_ message: some Sequence<UInt8>) -> [UInt8] {
        var inner = SHA256(state: innerState, byteCount: UInt64(SHA256.blockSize))
        inner.update(message)
        var outer = SHA256(state: outerState, byteCount: UInt64(SHA256.blockSize))
        outer.update(inner.finalize())
        return outer.finalize()
    }

    public static func mac(key: [UInt8], message: some Sequence<UInt8>) -> [UInt8] {
        HMACSHA256(key: key).mac(message)
    }
}
