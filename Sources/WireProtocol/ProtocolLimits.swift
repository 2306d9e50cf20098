/// The numbers in PROTOCOL.md's "Limits and close codes", in one place for the server and tests.
public enum ProtocolLimits {
    /// Version number in `welcome`.
    public static let version = 1
    /// Subprotocol for students and synth players (also what a client offering none gets).
    public static let studentSubprotocol = "synth-trainer.v1"
    /// Subprotocol for the teacher dashboard.
    public static let teacherSubprotocol = "synth-trainer.teacher.v1"
    /// The WebSocket path.
    public static let socketPath = "/ws"

    /// Largest text message accepted; larger closes with 1009.
    public static let maxTextMessageBytes = 64 * 1024
    /// Sustained message rate allowed per connection.
    public static let messagesPerSecond = 200.0
    /// Burst allowed on top of the sustained rate.
    public static let messageBurst = 50.0
    /// Flooding this long closes with 1008.
    public static let floodCloseSeconds = 5.0
    /// Bytes of text messages a connection may have parsed per second, sustained: parsing costs the
    /// service thread time per key, which every socket's audio waits on. The page sends well under
    /// 1 KiB a message; this allows one largest message every two seconds.
    public static let parseBytesPerSecond = 32.0 * 1024
    /// Parse bytes allowed at once: two of the largest messages.
    public static let parseBytesBurst = Double(2 * maxTextMessageBytes)
    /// At most this many `rate_limited` errors per second go back, so a flood cannot double itself.
    public static let rateLimitedErrorsPerSecond = 10.0

    /// Media older than this in a connection's send queue is dropped.
    public static let sendQueueMilliseconds = 200.0
    /// A connection still behind this long is closed with 1008 "too slow".
    public static let tooSlowSeconds = 5.0

    /// Waveform and spectrum frame rates.
    public static let waveformPerSecond = 30.0
    /// Waveform frames a second for a teacher listening in: the dashboard's listen-in view is small,
    /// and every frame costs the server a socket write per listener.
    public static let listenerWaveformPerSecond = 15.0
    /// Seconds a teacher socket may stay open without signing in (`auth`) before it is closed (1008).
    /// It holds no synth until signed in; this bounds the sockets themselves.
    public static let teacherSignInSeconds = 10.0
    public static let spectrumPerSecond = 20.0
}
