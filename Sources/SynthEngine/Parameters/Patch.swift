import Foundation

/// A complete set of parameter values: a dense array indexed by `Param.rawValue`.
///
/// Choice parameters hold their option index. Every `Patch` that exists is valid: the only ways in
/// are the defaults, `setting(_:to:)` (which validates) and the JSON/preset decoders (which validate).
public struct Patch: Sendable, Equatable, Hashable {
    public private(set) var values: [Double]

    /// All defaults.
    public init() { values = ParameterTable.defaults }

    public subscript(_ p: Param) -> Double { values[p.rawValue] }

    /// The option string of a choice parameter (`"saw"`).
    public func option(_ p: Param) -> String { p.spec.option(at: values[p.rawValue]) }

    /// Sets one value after validating it against the table (snapping integer steps).
    public mutating func set(_ p: Param, _ value: Double) throws(PatchError) {
        values[p.rawValue] = try p.spec.validate(value)
    }

    /// Returns a copy with one value changed; throws like `set`.
    public func setting(_ p: Param, to value: Double) throws(PatchError) -> Patch {
        var copy = self
        try copy.set(p, value)
        return copy
    }

    /// The parameters that differ from their defaults.
    public var nonDefault: [Param] {
        Param.allCases.filter { values[$0.rawValue] != ParameterTable.defaults[$0.rawValue] }
    }
}

/// A value as it appears in JSON: numbers for continuous parameters, option names for choices.
public enum PatchValue: Sendable, Equatable, Codable, CustomStringConvertible {
    case number(Double)
    case text(String)

    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let d = try? c.decode(Double.self) { self = .number(d) } else if let s = try? c.decode(String.self) {
            self = .text(s)
        } else if let b = try? c.decode(Bool.self) {
            // Toggles may arrive as booleans from hand-written files.
            self = .text(b ? "on" : "off")
        } else {
            throw DecodingError.typeMismatch(PatchValue.self, .init(codingPath: c.codingPath,
                                                                    debugDescription: "expected a number or a string"))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .number(let d): try c.encode(d)
        case .text(let s): try c.encode(s)
        }
    }

    public var description: String {
        switch self {
        case .number(let d): d.formatted()
        case .text(let s): "\"\(s)\""
        }
    }
}

/// Why a value, patch or preset string was refused. Every message names the parameter and its valid range.
public enum PatchError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownParameter(String)
    case notANumber(id: String)
    case outOfRange(id: String, value: Double, min: Double, max: Double, unit: String)
    case unknownOption(id: String, value: String, options: [String])
    case wrongType(id: String, expected: String)
    case corruptPreset(String)
    case malformedJSON(String)

    public var description: String {
        switch self {
        case .unknownParameter(let id):
            "unknown parameter '\(id)'"
        case .notANumber(let id):
            "\(id): value is not a number (NaN or infinite)"
        case let .outOfRange(id, value, lo, hi, unit) where unit == "%":
            // Percent parameters are stored as fractions: say so, or "2 is out of range 0...1 %" puzzles.
            "\(id): \(value.formatted()) is out of range \(lo.formatted())...\(hi.formatted()) (a fraction: 0.5 means 50%)"
        case let .outOfRange(id, value, lo, hi, unit):
            "\(id): \(value.formatted()) is out of range \(lo.formatted())...\(hi.formatted())\(unit.isEmpty ? "" : " " + unit)"
        case let .unknownOption(id, value, options):
            "\(id): '\(value)' is not one of \(options.joined(separator: ", "))"
        case let .wrongType(id, expected):
            "\(id): expected \(expected)"
        case .corruptPreset(let why):
            "that preset could not be read: \(why)"
        case .malformedJSON(let why):
            "patch is not valid JSON: \(why)"
        }
    }

    /// The parameter id this error is about, if any (for the page to highlight the control).
    public var parameterID: String? {
        switch self {
        case .unknownParameter(let id), .notANumber(let id): id
        case .outOfRange(let id, _, _, _, _), .unknownOption(let id, _, _), .wrongType(let id, _): id
        case .corruptPreset, .malformedJSON: nil
        }
    }
}

extension ParameterSpec {
    /// Checks a numeric value (a choice's index) and snaps it to the parameter's step.
    public func validate(_ value: Double) throws(PatchError) -> Double {
        guard value.isFinite else { throw .notANumber(id: id) }
        let q = quantized(value)
        // A small tolerance lets 19999.9999 from a float round trip through.
        let slack = (max - min) * 1e-9
        guard q >= min - slack, q <= max + slack else {
            throw .outOfRange(id: id, value: value, min: min, max: max, unit: unit)
        }
        return Swift.min(max, Swift.max(min, q))
    }

    /// Checks a JSON value: option names (or indices) for choices, numbers otherwise.
    public func validate(_ value: PatchValue) throws(PatchError) -> Double {
        switch (scale, value) {
        case (.choice, .text(let s)):
            guard let i = options.firstIndex(of: s) else { throw .unknownOption(id: id, value: s, options: options) }
            return Double(i)
        case (.choice, .number(let d)):
            guard d.isFinite, d == d.rounded(), options.indices.contains(Int(d)) else {
                throw .unknownOption(id: id, value: d.formatted(), options: options)
            }
            return d
        case (_, .number(let d)):
            return try validate(d)
        case (_, .text):
            throw .wrongType(id: id, expected: "a number in \(min.formatted())...\(max.formatted()) \(unit)")
        }
    }

    /// The JSON form of a stored value.
    public func jsonValue(_ stored: Double) -> PatchValue {
        scale == .choice ? .text(option(at: stored)) : .number(stored)
    }
}

extension Param {
    /// Looks a dotted id up in the table.
    public init(id: String) throws(PatchError) {
        guard let p = ParameterTable.byID[id] else { throw .unknownParameter(id) }
        self = p
    }

    /// The destination switch of the LFO whose rate or depth this is (what it moves decides how it is
    /// heard and named); nil for any other control.
    public var lfoDestination: Param? {
        switch self {
        case .lfo1Rate, .lfo1Depth: .lfo1Dest
        case .lfo2Rate, .lfo2Depth: .lfo2Dest
        case .lfo3Rate, .lfo3Depth: .lfo3Dest
        default: nil
        }
    }
}

// MARK: - JSON

extension Patch {
    /// Builds a patch from a flat id-to-value object; missing ids take their defaults.
    public init(values json: [String: PatchValue]) throws(PatchError) {
        self.init()
        // Sorted so the first error reported is stable.
        for (id, v) in json.sorted(by: { $0.key < $1.key }) {
            let p = try Param(id: id)
            values[p.rawValue] = try p.spec.validate(v)
        }
    }

    /// Decodes `{"osc1.wave": "saw", "filter.cutoff": 1200}`.
    public init(json data: Data) throws(PatchError) {
        let object: [String: PatchValue]
        do { object = try JSONDecoder().decode([String: PatchValue].self, from: data) } catch {
            throw .malformedJSON(Self.describe(error))
        }
        try self.init(values: object)
    }

    /// The flat id-to-value form. `onlyNonDefault` gives the short form course files use.
    public func jsonValues(onlyNonDefault: Bool = false) -> [String: PatchValue] {
        var out: [String: PatchValue] = [:]
        for p in (onlyNonDefault ? nonDefault : Param.allCases) {
            out[p.spec.id] = p.spec.jsonValue(values[p.rawValue])
        }
        return out
    }

    /// Encoded JSON with sorted keys (stable for diffs and tests).
    public func jsonData(onlyNonDefault: Bool = false) -> Data {
        let enc = JSONEncoder()
        enc.outputFormatting = [.sortedKeys]
        // Encoding a dictionary of finite doubles and strings cannot fail.
        return (try? enc.encode(jsonValues(onlyNonDefault: onlyNonDefault))) ?? Data("{}".utf8)
    }

    static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let c): c.underlyingError.map { "\($0)" } ?? c.debugDescription
        case DecodingError.typeMismatch(_, let c): "\(c.codingPath.map(\.stringValue).joined(separator: ".")): \(c.debugDescription)"
        default: "\(error)"
        }
    }
}
