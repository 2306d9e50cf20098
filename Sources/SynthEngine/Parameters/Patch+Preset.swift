import Foundation

/// Short shareable preset strings, like HiSynth's encoded presets: `st1.` + base64url(payload + CRC-32).
///
/// Payload v1: for each parameter that differs from its default, one byte of `Param.rawValue` (the
/// table is append-only, so codes are stable) and the value as little-endian Float32. Defaults are
/// left out, so a basic patch is a few dozen characters. The CRC-32 (IEEE) catches typos and
/// truncation; the version prefix lets a later format coexist.
extension Patch {
    public static let presetPrefix = "st1."

    /// The preset string for this patch.
    public var presetString: String {
        var bytes: [UInt8] = []
        for p in nonDefault {
            bytes.append(UInt8(p.rawValue))
            withUnsafeBytes(of: Float(values[p.rawValue]).bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        }
        withUnsafeBytes(of: CRC32.checksum(bytes).littleEndian) { bytes.append(contentsOf: $0) }
        return Self.presetPrefix + Base64URL.encode(bytes)
    }

    /// Decodes a preset string, validating every value against the table.
    public init(presetString s: String) throws(PatchError) {
        let trimmed = s.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix(Self.presetPrefix) else {
            throw .corruptPreset("it must start with '\(Self.presetPrefix)' (unknown version or not a preset)")
        }
        let encoded = String(trimmed.dropFirst(Self.presetPrefix.count))
        guard let bytes = Base64URL.decode(encoded) else {
            throw .corruptPreset("it contains characters a preset never has: copy it again, whole")
        }
        // The last character carries unused low bits that decoders ignore: a typo there would slip
        // past the checksum, so only the canonical spelling of the bytes is accepted.
        guard Base64URL.encode(bytes) == encoded else { throw .corruptPreset("it was mistyped or cut short: copy it again, whole") }
        guard bytes.count >= 4, (bytes.count - 4) % 5 == 0 else { throw .corruptPreset("it is cut short or has extra characters: copy it again, whole") }
        let body = Array(bytes[..<(bytes.count - 4)])
        let stored = bytes[(bytes.count - 4)...].enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (8 * $1.offset) }
        guard CRC32.checksum(body) == stored else { throw .corruptPreset("it was mistyped or cut short: copy it again, whole") }
        self.init()
        var i = 0
        while i < body.count {
            guard let p = Param(rawValue: Int(body[i])) else { throw .corruptPreset("it was made by a newer version (unknown control \(body[i]))") }
            let bits = (1...4).reduce(UInt32(0)) { $0 | UInt32(body[i + $1]) << (8 * ($1 - 1)) }
            let v = Double(Float(bitPattern: bits))
            // Float32 storage rounds; snap back onto the table's grid before validating.
            try set(p, p.spec.quantized(v))
            i += 5
        }
    }

    /// Accepts either a preset string or a JSON object, as the `render` command and `loadPatch` do.
    public init(presetOrJSON text: String) throws(PatchError) {
        let t = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if t.hasPrefix("{") { try self.init(json: Data(t.utf8)) } else { try self.init(presetString: t) }
    }
}

/// CRC-32 (IEEE 802.3, reflected, polynomial 0xEDB88320), as used by zip and PNG.
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        ~bytes.reduce(~UInt32(0)) { table[Int(($0 ^ UInt32($1)) & 0xFF)] ^ ($0 >> 8) }
    }
}

/// RFC 4648 section 5 base64url without padding, safe in URLs and chat messages: preset strings here,
/// login tokens in Lessons.
public enum Base64URL {
    /// The bytes as base64url, no padding.
    public static func encode(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// The bytes of an unpadded base64url string, or nil if it has characters outside the alphabet.
    public static func decode(_ s: String) -> [UInt8]? {
        guard s.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else { return nil }
        var b64 = s.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        b64 += String(repeating: "=", count: (4 - b64.count % 4) % 4)
        return Data(base64Encoded: b64).map(Array.init)
    }
}
