import SynthEngine

/// An `error` message: why a client message was refused. The connection stays open.
public struct ProtocolError: Error, Sendable, Equatable, CustomStringConvertible {
    public var code: ErrorCode
    /// Human readable; names the parameter and its range where relevant.
    public var message: String
    /// The parameter the error is about, so the page can highlight its control.
    public var param: String?
    /// The `id` of the message that caused it.
    public var id: MessageID?

    public init(_ code: ErrorCode, _ message: String, param: String? = nil, id: MessageID? = nil) {
        self.code = code
        self.message = message
        self.param = param
        self.id = id
    }

    public var description: String { "\(code.rawValue): \(message)" }

    /// Maps a parameter-table refusal onto the protocol's error codes. The message text comes from
    /// `PatchError`, which reads ranges from the table (never restated here).
    public init(_ e: PatchError, id: MessageID? = nil) {
        let code: ErrorCode = switch e {
        case .unknownParameter: .unknownParam
        case .notANumber: .notANumber
        case .outOfRange: .outOfRange
        case .unknownOption: .badOption
        // A string where a number belongs ("NaN", "loud") is not a number.
        case .wrongType: .notANumber
        case .corruptPreset: .badPreset
        case .malformedJSON: .badMessage
        }
        self.init(code, e.description, param: e.parameterID, id: id)
    }
}
