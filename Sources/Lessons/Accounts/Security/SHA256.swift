/// SHA-256 (FIPS 180-4), written here because the package has no crypto library (swift-crypto is not
/// a dependency). Used for token hashes and, through HMAC, for PBKDF2 password hashing. Checked
/// against the FIPS/NIST example vectors in the tests.
public struct SHA256: Sendable {
    public static let digestSize = 32
    public static let blockSize = 64

    /// FIPS 180-4 section 4.2.2: first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// Section 5.3.3: the initial hash value.
    static let initialState: [UInt32] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]

    private(set) var state: [UInt32]
    private var pending: [UInt8] = []
    private var byteCount: UInt64

    public init() {
        state = Self.initialState
        byteCount = 0
    }

    /// Resumes from a state after `byteCount` bytes (whole blocks): HMAC keeps its keyed states this way.
    init(state: [UInt32], byteCount: UInt64) {
        self.state = state
        self.byteCount = byteCount
    }

    public mutating func update(_ bytes: some Sequence<UInt8>) {
        for b in bytes {
            pending.append(b)
            byteCount &+= 1
            if pending.count == Self.blockSize {
                Self.compress(&state, pending)
                pending.removeAll(keepingCapacity: true)
            }
        }
    }

    /// The digest; the hasher should not be used afterwards.
    public mutating func finalize() -> [UInt8] {
        let bitLength = byteCount &* 8
        var tail = pending
        tail.append(0x80)
        while tail.count % Self.blockSize != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        for start in stride(from: 0, to: tail.count, by: Self.blockSize) {
            Self.compress(&state, Array(tail[start..<start + Self.blockSize]))
        }
        pending.removeAll()
        return Self.bytes(of: state)
    }

    public static func hash(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        var h = SHA256()
        h.update(bytes)
        return h.finalize()
    }

    /// Lowercase hex of the digest of a string's UTF-8 bytes.
    public static func hex(_ text: String) -> String { hexString(hash(Array(text.utf8))) }

    static func hexString(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef")
        var s = ""
        s.reserveCapacity(bytes.count * 2)
        for b in bytes { s.append(digits[Int(b >> 4)]); s.append(digits[Int(b & 15)]) }
        return s
    }

    static func bytes(of state: [UInt32]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(32)
        for word in state { for shift in [24, 16, 8, 0] { out.append(UInt8(truncatingIfNeeded: word >> UInt32(shift))) } }
        return out
    }

    /// One application of the compression function (section 6.2.2) to a 64-byte block.
    static func compress(_ h: inout [UInt32], _ block: [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            for t in 0..<16 {
                w[t] = UInt32(block[4 * t]) << 24 | UInt32(block[4 * t + 1]) << 16 | UInt32(block[4 * t + 2]) << 8 | UInt32(block[4 * t + 3])
            }
            for t in 16..<64 {
                let s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
                let s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
                w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
            }
            var a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7]
            k.withUnsafeBufferPointer { k in
                for t in 0..<64 {
                    let t1 = hh &+ (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) &+ ((e & f) ^ (~e & g)) &+ k[t] &+ w[t]
                    let t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
                    hh = g; g = f; f = e; e = d &+ t1
                    d = c; c = b; b = a; a = t1 &+ t2
                }
            }
            h[0] &+= a; h[1] &+= b; h[2] &+= c; h[3] &+= d
            h[4] &+= e; h[5] &+= f; h[6] &+= g; h[7] &+= hh
        }
    }

    @inline(__always) static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
}
