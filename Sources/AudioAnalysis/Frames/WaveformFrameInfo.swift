/// What a waveform frame shows, returned with its points by `WaveformProvider`.
public struct WaveformFrameInfo: Sendable, Equatable {
    /// How the picture was placed in time.
    public enum Alignment: Sendable, Equatable {
        /// On whole periods of the caller's frequency hint (the engine's note frequency).
        case hint
        /// On whole periods of the provider's own pitch estimate.
        case estimate
        /// No pitch known (noise, dense chords): a fixed stretch of time, starting at a rising zero crossing when there is one.
        case fixedWindow
        /// Nothing audible: every point is zero.
        case silence
    }

    /// Frequency in Hz the picture is aligned on; 0 for `fixedWindow` and `silence` (the wire value for "unknown").
    public let frequency: Double
    /// Whole periods shown (1 or 2); 0 when not aligned on a pitch.
    public let periods: Int
    public let alignment: Alignment

    public init(frequency: Double, periods: Int, alignment: Alignment) {
        self.frequency = frequency
        self.periods = periods
        self.alignment = alignment
    }

    /// True when the frame is flat because the input is silent.
    public var isSilent: Bool { alignment == .silence }
}
