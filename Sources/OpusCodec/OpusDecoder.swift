internal import COpus

/// Owns one libopus decoder: creates it, checks every return code, frees it in `deinit`.
/// Used by tests and benchmarks to check what the server streams; not thread-safe.
public final class OpusDecoder {
    /// The longest frame Opus can carry: 120 ms.
    public static func maxFrameSize(sampleRate: Int) -> Int { sampleRate * 120 / 1000 }

    public let sampleRate: Int
    public let channels: Int
    private let handle: OpaquePointer

    /// Creates a decoder; throws for sample rates or channel counts Opus does not support.
    public init(sampleRate: Int = 48_000, channels: Int = 1) throws(OpusError) {
        guard [8_000, 12_000, 16_000, 24_000, 48_000].contains(sampleRate) else {
            throw .invalidConfiguration("sample rate \(sampleRate) Hz (use 8000, 12000, 16000, 24000 or 48000)")
        }
        guard channels == 1 || channels == 2 else { throw .invalidConfiguration("\(channels) channels (use 1 or 2)") }
        var error: Int32 = OPUS_OK
        guard let h = opus_decoder_create(Int32(sampleRate), Int32(channels), &error), error == OPUS_OK else {
            try OpusError.check(error == OPUS_OK ? OPUS_ALLOC_FAIL : error, "opus_decoder_create")
            throw .library(call: "opus_decoder_create", code: error, message: "no decoder returned")
        }
        handle = h
        self.sampleRate = sampleRate
        self.channels = channels
    }

    deinit { opus_decoder_destroy(handle) }

    /// Decodes one packet into `pcm` (interleaved); returns samples per channel written.
    /// `pcm` must hold at least the packet's duration (`maxFrameSize` is always enough).
    public func decode(_ packet: UnsafeRawBufferPointer, into pcm: UnsafeMutableBufferPointer<Float>) throws(OpusError) -> Int {
        guard let src = packet.baseAddress, packet.count > 0 else {
            throw .invalidConfiguration("an empty packet cannot be decoded")
        }
        guard let dst = pcm.baseAddress, pcm.count >= channels else {
            throw .invalidConfiguration("the output buffer is empty")
        }
        let n = opus_decode_float(handle, src.assumingMemoryBound(to: UInt8.self), Int32(packet.count), dst,
                                  Int32(pcm.count / channels), 0)
        try OpusError.check(n, "opus_decode_float")
        return Int(n)
    }

    /// Convenience: decodes one packet into a new array.
    public func decode(_ packet: [UInt8]) throws(OpusError) -> [Float] {
        var out = [Float](repeating: 0, count: Self.maxFrameSize(sampleRate: sampleRate) * channels)
        // The buffer-pointer helpers rethrow untyped errors, so the typed result travels in a Result.
        let result = packet.withUnsafeBytes { src in
            out.withUnsafeMutableBufferPointer { dst in Result { () throws(OpusError) in try decode(src, into: dst) } }
        }
        out.removeSubrange((try result.get() * channels)...)
        return out
    }

    /// Forgets decoder history (the stream restarted).
    public func reset() throws(OpusError) {
        try OpusError.check(copus_decoder_reset(handle), "OPUS_RESET_STATE")
    }
}
