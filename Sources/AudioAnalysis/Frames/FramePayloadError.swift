/// Why a waveform or spectrum payload could not be decoded.
public enum FramePayloadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Fewer bytes than the header or the declared count needs.
    case truncated(needed: Int, got: Int)

    public var description: String {
        switch self {
        case let .truncated(needed, got): "frame payload is truncated: needs \(needed) bytes, got \(got)"
        }
    }
}
