/// Why a phrase was refused.
public struct PhraseError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { "phrase is invalid: \(message)" }
}
