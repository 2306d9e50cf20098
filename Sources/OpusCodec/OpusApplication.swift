internal import COpus

/// The Opus encoder's tuning target, fixed when the encoder is created.
public enum OpusApplication: String, Sendable, CaseIterable {
    /// Best quality for music and general audio (what synth streams use).
    case audio
    /// Tuned for speech.
    case voip
    /// Lowest algorithmic delay: disables the speech modes.
    case restrictedLowDelay

    var code: Int32 {
        switch self {
        case .audio: OPUS_APPLICATION_AUDIO
        case .voip: OPUS_APPLICATION_VOIP
        case .restrictedLowDelay: OPUS_APPLICATION_RESTRICTED_LOWDELAY
        }
    }
}
