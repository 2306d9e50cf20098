/// Why the server could not start.
public enum ServerError: Error, Sendable, CustomStringConvertible {
    case invalidConfiguration([String])
    case startFailed(String)

    public var description: String {
        switch self {
        case .invalidConfiguration(let problems): "invalid configuration:\n  " + problems.joined(separator: "\n  ")
        case .startFailed(let why): why
        }
    }
}
