/// The optional `id` a client puts on a message; echoed in the reply so it can match answers.
public enum MessageID: Sendable, Equatable, Encodable {
    case string(String)
    case number(Double)

    /// Reads an id from JSON: strings and finite numbers only.
    init?(_ v: JSONValue) {
        switch v {
        case .string(let s): self = .string(s)
        case .number(let d) where d.isFinite: self = .number(d)
        default: return nil
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .string(let s): try c.encode(s)
        // Whole numbers go back as integers (`7`, not `7.0`), exactly as most clients sent them.
        case .number(let d):
            if d == d.rounded(), abs(d) < 9.0e15 { try c.encode(Int64(d)) } else { try c.encode(d) }
        }
    }
}
