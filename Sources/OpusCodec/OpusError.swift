internal import COpus

/// Why libopus refused a configuration or a packet. Carries libopus's own error text.
public enum OpusError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A setting outside what Opus supports, caught before calling libopus.
    case invalidConfiguration(String)
    /// A libopus call failed: which call, its error code and `opus_strerror`'s text.
    case library(call: String, code: Int32, message: String)

    public var description: String {
        switch self {
        case .invalidConfiguration(let why): "invalid Opus configuration: \(why)"
        case let .library(call, code, message): "\(call) failed (\(code)): \(message)"
        }
    }

    /// Builds the error for a negative libopus return code.
    static func check(_ code: Int32, _ call: String) throws(OpusError) {
        guard code < 0 else { return }
        throw .library(call: call, code: code, message: String(cString: opus_strerror(code)))
    }
}
