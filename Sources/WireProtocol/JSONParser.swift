import Foundation

/// A strict RFC 8259 JSON parser for client messages.
///
/// Why not `JSONDecoder`/`JSONSerialization`: both refuse a whole message over one number literal
/// too large for a Double (`1e999`), so the client would get `bad_json` instead of the
/// `not_a_number` error naming the parameter that PROTOCOL.md promises. This parser also reports
/// the byte offset of a syntax error and caps nesting depth so a hostile message cannot recurse
/// the stack away. Input size is bounded by the protocol (64 KiB) before it gets here.
public struct JSONParser {
    /// Why parsing stopped, with the byte offset into the message.
    public struct SyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
        public let offset: Int
        public let reason: String
        public var description: String { "\(reason) at byte \(offset)" }
    }

    /// Deepest nesting accepted; protocol messages need 3.
    public static let maxDepth = 32

    private let bytes: [UInt8]
    private var i = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses one complete JSON text (surrounding whitespace allowed, nothing else).
    public static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        var p = JSONParser(bytes)
        p.skipWhitespace()
        let v = try p.value(depth: 0)
        p.skipWhitespace()
        guard p.i == p.bytes.count else { throw p.error("unexpected data after the JSON value") }
        return v
    }

    /// Parses UTF-8 text.
    public static func parse(_ text: String) throws(SyntaxError) -> JSONValue { try parse(Array(text.utf8)) }

    private func error(_ reason: String) -> SyntaxError { SyntaxError(offset: i, reason: reason) }

    private var peek: UInt8? { i < bytes.count ? bytes[i] : nil }

    private mutating func skipWhitespace() {
        while let c = peek, c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { i += 1 }
    }

    private mutating func expect(_ literal: String, _ v: JSONValue) throws(SyntaxError) -> JSONValue {
        for b in literal.utf8 {
            guard peek == b else { throw error("invalid literal (expected '\(literal)')") }
            i += 1
        }
        return v
    }

    private mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
        guard let c = peek else { throw error("unexpected end of input") }
        switch c {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected character '\(Character(Unicode.Scalar(c)))'")
        }
    }

    /// Members in document order; a repeated key keeps only its last occurrence, at that place.
    /// Linear in the number of members: small objects (every real message) scan the few keys they
    /// have; past `indexFrom` members a dictionary finds repeats, so a 64 KiB object of thousands of
    /// keys costs no more than an array of the same size (a linear scan there was quadratic).
    private static let indexFrom = 8

    private mutating func object(depth: Int) throws(SyntaxError) -> JSONValue {
        guard depth <= Self.maxDepth else { throw error("nesting deeper than \(Self.maxDepth)") }
        i += 1
        var members: [(key: String, value: JSONValue)] = []
        var index: [String: Int]?
        var superseded: [Int] = []
        skipWhitespace()
        if peek == UInt8(ascii: "}") { i += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else { throw error("expected a member name in quotes") }
            let key = try string()
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw error("expected ':' after a member name") }
            i += 1
            skipWhitespace()
            let v = try value(depth: depth)
            let earlier: Int?
            if let idx = index {
                earlier = idx[key]
            } else {
                earlier = members.firstIndex { $0.key == key }
                if members.count >= Self.indexFrom {
                    index = Dictionary(members.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { _, last in last })
                }
            }
            if let earlier { superseded.append(earlier) }
            index?[key] = members.count
            members.append((key, v))
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): i += 1
            case UInt8(ascii: "}"):
                i += 1
                if superseded.isEmpty { return .object(members) }
                let gone = Set(superseded)
                return .object(members.indices.filter { !gone.contains($0) }.map { members[$0] })
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func array(depth: Int) throws(SyntaxError) -> JSONValue {
        guard depth <= Self.maxDepth else { throw error("nesting deeper than \(Self.maxDepth)") }
        i += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") { i += 1; return .array(items) }
        while true {
            skipWhitespace()
            items.append(try value(depth: depth))
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): i += 1
            case UInt8(ascii: "]"): i += 1; return .array(items)
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func number() throws(SyntaxError) -> Double {
        let start = i
        func digits(_ p: inout JSONParser) -> Int {
            let s = p.i
            while let c = p.peek, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") { p.i += 1 }
            return p.i - s
        }
        if peek == UInt8(ascii: "-") { i += 1 }
        if peek == UInt8(ascii: "0") {
            i += 1
        } else if digits(&self) == 0 {
            throw error("a number needs digits")
        }
        if peek == UInt8(ascii: ".") {
            i += 1
            guard digits(&self) > 0 else { throw error("a number needs digits after '.'") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            i += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { i += 1 }
            guard digits(&self) > 0 else { throw error("a number needs digits in its exponent") }
        }
        // The grammar is checked above; strtod converts (and overflows to ±HUGE_VAL = ±infinity).
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        return text.withCString { strtod($0, nil) }
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard let c = peek else { throw error("unexpected end of input in a \\u escape") }
            let d: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in a \\u escape")
            }
            v = v << 4 | d
            i += 1
        }
        return v
    }

    private mutating func string() throws(SyntaxError) -> String {
        i += 1  // opening quote
        var out: [UInt8] = []
        while true {
            guard let c = peek else { throw error("unterminated string") }
            i += 1
            switch c {
            case UInt8(ascii: "\""):
                // Invalid UTF-8 (lws already rejects it for text frames) would be repaired, not trusted.
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let e = peek else { throw error("unterminated escape") }
                i += 1
                switch e {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        // A high surrogate must be followed by an escaped low surrogate.
                        guard peek == UInt8(ascii: "\\"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "u") else {
                            throw error("unpaired surrogate in a \\u escape")
                        }
                        i += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in a \\u escape") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        throw error("unpaired surrogate in a \\u escape")
                    }
                    guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
                    out.append(contentsOf: Array(String(Character(u)).utf8))
                default:
                    throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))'")
                }
            case 0x00..<0x20:
                throw error("control character in a string (escape it)")
            default:
                out.append(c)
            }
        }
    }
}
