/// A parsed JSON value, as `JSONParser` produces it.
///
/// Objects keep their members in document order so an error can name the *first* bad entry the
/// client sent (`setMany`); a repeated key keeps its last value, as most JSON libraries do.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// Any JSON number. Literals beyond Double's range arrive as ±infinity (`1e999`), so the
    /// validator can say "not a number" instead of the parser refusing the whole message.
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case let (.bool(x), .bool(y)): x == y
        case let (.number(x), .number(y)): x == y
        case let (.string(x), .string(y)): x == y
        case let (.array(x), .array(y)): x == y
        // JSON objects are unordered: equal members in any order are equal objects.
        case let (.object(x), .object(y)): x.count == y.count && x.allSatisfy { m in y.contains { $0.key == m.key && $0.value == m.value } }
        default: false
        }
    }

    /// The member named `key` of an object (the last one if repeated), else nil.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// A short name of the value's kind, for error messages ("expected a number, got a string").
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension JSONValue: Encodable {
    public func encode(to encoder: Encoder) throws {
        switch self {
        case .null:
            var c = encoder.singleValueContainer()
            try c.encodeNil()
        case .bool(let b):
            var c = encoder.singleValueContainer()
            try c.encode(b)
        case .number(let d):
            var c = encoder.singleValueContainer()
            // Non-finite numbers have no JSON spelling; null is the conventional stand-in.
            if d.isFinite { try c.encode(d) } else { try c.encodeNil() }
        case .string(let s):
            var c = encoder.singleValueContainer()
            try c.encode(s)
        case .array(let items):
            var c = encoder.unkeyedContainer()
            for item in items { try c.encode(item) }
        case .object(let members):
            var c = encoder.container(keyedBy: DynamicKey.self)
            for m in members { try c.encode(m.value, forKey: DynamicKey(m.key)) }
        }
    }
}

/// A coding key made from any string (object members, message fields).
struct DynamicKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ s: String) { stringValue = s }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
