internal import COpus

/// The Opus encoder's tuning target, fixed when the encoder is created.
public enum OpusApplication: String, Sendable, CaseIterable {
    /// Best quality for music and general audio (what synth streams use).
    case audio
    /// Tuned for speech.
    case voip
    /// Lowest algorithmic delay: disables the speech modes.
    case restrictedLowDelay

    /// The name used on command lines and in settings: "audio", "voip", "restricted-lowdelay"
    /// (libopus's own spelling of the constants, lower-cased).
    public var name: String {
        switch self {
        case .audio: "audio"
        case .voip: "voip"
        case .restrictedLowDelay: "restricted-lowdelay"
        }
    }

    /// The application called `name` (case-insensitive; "_" for "-" and "lowdelay" accepted too).
    public init?(name: String) {
        let n = String(name.lowercased().map { $0 == "_" ? "-" : $0 })
        guard let app = Self.allCases.first(where: { $0.name == n }) ?? (n == "lowdelay" ? .restrictedLowDelay : nil) else {
            return nil
        }
        self = app
    }

    var code: Int32 {
        switch self {
        case .audio: OPUS_APPLICATION_AUDIO
        case .voip: OPUS_APPLICATION_VOIP
        case .restrictedLowDelay: OPUS_APPLICATION_RESTRICTED_LOWDELAY
        }
    }
}
