import Foundation

/// One statement and its bound values, for `PQexecParams`-style calls: every value written into the
/// text with `\(value)` becomes a `$n` placeholder and travels apart from the SQL, so no data is ever
/// spliced into a statement. `\(unescaped: text)` inserts SQL itself (constant table and column lists).
struct SQL: ExpressibleByStringInterpolation, Sendable {
    private(set) var text: String
    private(set) var binds: SQLBinds

    /// SQL with no values in it, or with `binds` for the `$n` it names itself.
    init(unsafeSQL text: String, binds: SQLBinds = SQLBinds()) {
        self.text = text
        self.binds = binds
    }

    init(stringLiteral value: String) { self.init(unsafeSQL: value) }

    init(stringInterpolation: StringInterpolation) {
        self.init(unsafeSQL: stringInterpolation.text, binds: stringInterpolation.binds)
    }

    struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        var binds = SQLBinds()
        init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity + 4 * interpolationCount) }
        mutating func appendLiteral(_ literal: String) { text += literal }
        mutating func appendInterpolation<T: SQLBindable>(_ value: T) {
            binds.append(value)
            text += "$\(binds.count)"
        }
        /// An optional value: NULL when nil (spelled out so the compiler sees no accidental `Optional(...)`).
        mutating func appendInterpolation<T: SQLBindable>(_ value: T?) {
            binds.append(value)
            text += "$\(binds.count)"
        }
        mutating func appendInterpolation(unescaped sql: String) { text += sql }
    }
}

/// Bound values in text format, each with its PostgreSQL type, so the server reads a Double as float8,
/// an Int as int8, a Bool as bool whatever the statement's context (as the store's former client,
/// postgres-nio, sent them: the SQL did not change).
struct SQLBinds: Sendable {
    private(set) var values: [String?] = []
    private(set) var types: [UInt32] = []
    var count: Int { values.count }

    init() {}

    mutating func append<T: SQLBindable>(_ value: T) {
        values.append(value.sqlText)
        types.append(T.sqlType)
    }
}

/// A Swift value that can be bound as a parameter: its type's OID and its text form (nil: NULL).
protocol SQLBindable {
    /// The OID of the PostgreSQL type (pg_type.oid: fixed numbers in every PostgreSQL release).
    static var sqlType: UInt32 { get }
    var sqlText: String? { get }
}

extension String: SQLBindable {
    static var sqlType: UInt32 { 25 }  // text
    var sqlText: String? { self }
}

extension Int: SQLBindable {
    static var sqlType: UInt32 { 20 }  // int8
    var sqlText: String? { String(self) }
}

extension Int64: SQLBindable {
    static var sqlType: UInt32 { 20 }  // int8
    var sqlText: String? { String(self) }
}

extension Double: SQLBindable {
    static var sqlType: UInt32 { 701 }  // float8
    /// Swift's shortest text that reads back as the same Double, so instants survive to the last bit.
    var sqlText: String? {
        if isNaN { return "NaN" }
        if isInfinite { return self < 0 ? "-Infinity" : "Infinity" }
        return "\(self)"
    }
}

extension Bool: SQLBindable {
    static var sqlType: UInt32 { 16 }  // bool
    var sqlText: String? { self ? "true" : "false" }
}

extension Array: SQLBindable where Element == String {
    static var sqlType: UInt32 { 1009 }  // text[]
    /// An array literal: each element double-quoted, with `"` and `\` escaped (PostgreSQL's array syntax).
    var sqlText: String? {
        "{" + map { "\"" + $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
            .joined(separator: ",") + "}"
    }
}

extension Optional: SQLBindable where Wrapped: SQLBindable {
    static var sqlType: UInt32 { Wrapped.sqlType }
    var sqlText: String? { self.flatMap(\.sqlText) }
}

/// A Swift value read from a column in text format (nil: SQL NULL).
protocol SQLDecodable {
    init(sqlText: String?) throws(PGError)
}

extension SQLDecodable {
    static func require(_ text: String?) throws(PGError) -> String {
        guard let text else { throw .decoding("NULL where \(Self.self) was expected") }
        return text
    }
}

extension String: SQLDecodable {
    init(sqlText: String?) throws(PGError) { self = try Self.require(sqlText) }
}

extension Int: SQLDecodable {
    init(sqlText: String?) throws(PGError) {
        let text = try Self.require(sqlText)
        guard let v = Int(text) else { throw .decoding("'\(text)' is not an integer") }
        self = v
    }
}

extension Double: SQLDecodable {
    init(sqlText: String?) throws(PGError) {
        let text = try Self.require(sqlText)
        guard let v = Double(text) else { throw .decoding("'\(text)' is not a number") }
        self = v
    }
}

extension Bool: SQLDecodable {
    init(sqlText: String?) throws(PGError) {
        switch try Self.require(sqlText) {
        case "t": self = true
        case "f": self = false
        case let other: throw .decoding("'\(other)' is not a boolean")
        }
    }
}

extension Optional: SQLDecodable where Wrapped: SQLDecodable {
    init(sqlText: String?) throws(PGError) {
        self = try sqlText.map { text throws(PGError) in try Wrapped(sqlText: text) }
    }
}

/// One result row, its columns as text (PostgreSQL's text output; float8 is printed exactly).
struct PGRow: Sendable {
    let columns: [String?]

    /// The first column.
    func decode<T: SQLDecodable>(_: T.Type) throws(PGError) -> T {
        try T(sqlText: columns.first ?? nil)
    }

    /// The first columns, in order, as the given types: `row.decode((String, Double?).self)`.
    func decode<each T: SQLDecodable>(_: (repeat each T).Type) throws -> (repeat each T) {
        var index = 0
        func next<U: SQLDecodable>(_: U.Type) throws -> U {
            defer { index += 1 }
            return try U(sqlText: index < columns.count ? columns[index] : nil)
        }
        return (repeat try next((each T).self))
    }
}

/// A statement's result: its rows and, for INSERT/UPDATE/DELETE, how many rows it touched.
struct PGRows: Sequence, Sendable {
    let rows: [PGRow]
    let affectedRows: Int

    var first: PGRow? { rows.first }
    func makeIterator() -> IndexingIterator<[PGRow]> { rows.makeIterator() }
}
