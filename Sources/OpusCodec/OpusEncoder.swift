internal import COpus

/// Owns one libopus encoder: creates it, checks every return code, frees it in `deinit`.
///
/// Not thread-safe: one stream (one render worker at a time) uses an encoder.
/// `encode(_:into:)` allocates nothing, so it may run once per frame on the render path.
public final class OpusEncoder {
    /// Settings fixed for the encoder's life (bitrate and complexity are applied at creation).
    public struct Configuration: Sendable, Equatable {
        /// 8000, 12000, 16000, 24000 or 48000 Hz.
        public var sampleRate: Int
        /// 1 or 2.
        public var channels: Int
        public var application: OpusApplication
        /// Bits per second, 6000...510000.
        public var bitrate: Int
        /// 0 (fastest) ... 10 (best).
        public var complexity: Int
        /// Frame length in milliseconds: 2.5, 5, 10, 20, 40 or 60.
        public var frameMilliseconds: Double

        public init(sampleRate: Int = 48_000, channels: Int = 1, application: OpusApplication = .audio,
                    bitrate: Int = 64_000, complexity: Int = 5, frameMilliseconds: Double = 20) {
            self.sampleRate = sampleRate
            self.channels = channels
            self.application = application
            self.bitrate = bitrate
            self.complexity = complexity
            self.frameMilliseconds = frameMilliseconds
        }

        /// Samples per channel in one frame.
        public var frameSize: Int { Int((Double(sampleRate) * frameMilliseconds / 1000).rounded()) }

        /// Checks every field against what Opus accepts, naming the first bad one.
        public func validate() throws(OpusError) {
            guard [8_000, 12_000, 16_000, 24_000, 48_000].contains(sampleRate) else {
                throw .invalidConfiguration("sample rate \(sampleRate) Hz (use 8000, 12000, 16000, 24000 or 48000)")
            }
            guard channels == 1 || channels == 2 else {
                throw .invalidConfiguration("\(channels) channels (use 1 or 2)")
            }
            guard (6_000...510_000).contains(bitrate) else {
                throw .invalidConfiguration("bitrate \(bitrate) bit/s (use 6000...510000)")
            }
            guard (0...10).contains(complexity) else {
                throw .invalidConfiguration("complexity \(complexity) (use 0...10)")
            }
            guard [2.5, 5, 10, 20, 40, 60].contains(frameMilliseconds) else {
                throw .invalidConfiguration("frame length \(frameMilliseconds) ms (use 2.5, 5, 10, 20, 40 or 60)")
            }
        }
    }

    /// The largest packet libopus can produce for one frame (its documented recommendation).
    public static let maxPacketSize = 4_000

    public let configuration: Configuration
    private let handle: OpaquePointer

    /// Creates and configures an encoder; throws for settings Opus does not support.
    public init(_ configuration: Configuration) throws(OpusError) {
        try configuration.validate()
        var error: Int32 = OPUS_OK
        guard let h = opus_encoder_create(Int32(configuration.sampleRate), Int32(configuration.channels),
                                          configuration.application.code, &error), error == OPUS_OK else {
            try OpusError.check(error == OPUS_OK ? OPUS_ALLOC_FAIL : error, "opus_encoder_create")
            throw .library(call: "opus_encoder_create", code: error, message: "no encoder returned")
        }
        handle = h
        self.configuration = configuration
        // From here on `deinit` frees the handle if a ctl below throws.
        try OpusError.check(copus_set_bitrate(h, Int32(configuration.bitrate)), "OPUS_SET_BITRATE")
        try OpusError.check(copus_set_complexity(h, Int32(configuration.complexity)), "OPUS_SET_COMPLEXITY")
        // A synth is music; the hint keeps the encoder out of its speech (SILK) modes.
        try OpusError.check(copus_set_signal(h, copus_signal_music()), "OPUS_SET_SIGNAL")
    }

    deinit { opus_encoder_destroy(handle) }

    /// Samples per channel in one frame.
    public var frameSize: Int { configuration.frameSize }

    /// The encoder's delay in samples (a decoder's pre-skip).
    public func lookahead() throws(OpusError) -> Int {
        var samples: Int32 = 0
        try OpusError.check(copus_get_lookahead(handle, &samples), "OPUS_GET_LOOKAHEAD")
        return Int(samples)
    }

    /// The bitrate the encoder actually uses (libopus clamps some requests).
    public func bitrate() throws(OpusError) -> Int {
        var bps: Int32 = 0
        try OpusError.check(copus_get_bitrate(handle, &bps), "OPUS_GET_BITRATE")
        return Int(bps)
    }

    /// Encodes exactly one frame (`frameSize × channels` interleaved samples in -1...1) into `packet`.
    /// Returns the packet length in bytes. Allocates nothing.
    public func encode(_ pcm: UnsafeBufferPointer<Float>, into packet: UnsafeMutableRawBufferPointer) throws(OpusError) -> Int {
        let expected = frameSize * configuration.channels
        guard pcm.count == expected, let src = pcm.baseAddress else {
            throw .invalidConfiguration("a frame must hold \(expected) samples, got \(pcm.count)")
        }
        guard let dst = packet.baseAddress, packet.count > 0 else {
            throw .invalidConfiguration("the output buffer is empty")
        }
        let n = opus_encode_float(handle, src, Int32(frameSize), dst.assumingMemoryBound(to: UInt8.self),
                                  Int32(min(packet.count, Int(Int32.max))))
        try OpusError.check(n, "opus_encode_float")
        return Int(n)
    }

    /// Convenience for tests and tools: encodes one frame into a new array.
    public func encode(_ pcm: [Float]) throws(OpusError) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: Self.maxPacketSize)
        // The buffer-pointer helpers rethrow untyped errors, so the typed result travels in a Result.
        let result = pcm.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBytes { dst in Result { () throws(OpusError) in try encode(src, into: dst) } }
        }
        out.removeSubrange(try result.get()...)
        return out
    }

    /// Drops all history so the next packet is a clean restart point (after a silence gap).
    public func reset() throws(OpusError) {
        try OpusError.check(copus_encoder_reset(handle), "OPUS_RESET_STATE")
    }
}
