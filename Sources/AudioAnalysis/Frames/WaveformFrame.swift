/// The waveform media payload of PROTOCOL.md (frame kind 2), little-endian:
/// `u16 pointCount`, `u16 reserved (0)`, `f32 frequencyHz` (0 if unknown), then `pointCount` × `i16`
/// samples with full scale 32767. Writers fill a caller buffer and allocate nothing.
public enum WaveformFrame {
    /// Bytes before the points.
    public static let headerSize = 8

    /// Payload size for `pointCount` points.
    public static func payloadSize(pointCount: Int) -> Int { headerSize + 2 * pointCount }

    /// Writes the payload for `points` (−1...1, clipped) into `buffer` and returns the bytes written.
    /// `buffer` must hold `payloadSize(pointCount:)` bytes; at most 65535 points.
    @discardableResult
    public static func encodePayload(points: UnsafeBufferPointer<Float>, frequency: Double,
                                     into buffer: UnsafeMutableRawBufferPointer) -> Int {
        let size = payloadSize(pointCount: points.count)
        precondition(points.count <= Int(UInt16.max), "a waveform frame holds at most 65535 points, got \(points.count)")
        precondition(buffer.count >= size, "waveform payload needs \(size) bytes, buffer has \(buffer.count)")
        buffer.storeBytes(of: UInt16(points.count).littleEndian, toByteOffset: 0, as: UInt16.self)
        buffer.storeBytes(of: UInt16(0), toByteOffset: 2, as: UInt16.self)
        let hz = frequency.isFinite && frequency > 0 ? Float(frequency) : 0
        buffer.storeBytes(of: hz.bitPattern.littleEndian, toByteOffset: 4, as: UInt32.self)
        for (i, p) in points.enumerated() {
            buffer.storeBytes(of: Int16(pcm: p).littleEndian, toByteOffset: headerSize + 2 * i, as: Int16.self)
        }
        return size
    }

    /// Array convenience for `encodePayload(points:frequency:into:)`.
    @discardableResult
    public static func encodePayload(points: [Float], frequency: Double, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        points.withUnsafeBufferPointer { encodePayload(points: $0, frequency: frequency, into: buffer) }
    }

    /// Reads a payload back (for tests and tools): the points scaled to −1...1 and the frequency.
    public static func decodePayload(_ bytes: UnsafeRawBufferPointer) throws(FramePayloadError) -> (points: [Float], frequency: Double) {
        guard bytes.count >= headerSize else { throw .truncated(needed: headerSize, got: bytes.count) }
        let count = Int(UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: 0, as: UInt16.self)))
        guard bytes.count >= payloadSize(pointCount: count) else {
            throw .truncated(needed: payloadSize(pointCount: count), got: bytes.count)
        }
        let hz = Float(bitPattern: UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: 4, as: UInt32.self)))
        let points = (0..<count).map { i in
            Float(Int16(littleEndian: bytes.loadUnaligned(fromByteOffset: headerSize + 2 * i, as: Int16.self))) / 32767
        }
        return (points, Double(hz))
    }

    /// `decodePayload` for a byte array.
    public static func decodePayload(_ bytes: [UInt8]) throws(FramePayloadError) -> (points: [Float], frequency: Double) {
        // withUnsafeBytes only rethrows untyped errors, so the typed error travels in a Result.
        let result = bytes.withUnsafeBytes { raw in Result { () throws(FramePayloadError) in try decodePayload(raw) } }
        return try result.get()
    }
}

extension Int16 {
    /// A −1...1 sample as 16-bit PCM with full scale 32767 (clipped; NaN reads as 0).
    init(pcm sample: Float) {
        let clipped = sample.isNaN ? 0 : Swift.max(-1, Swift.min(1, sample))
        self = Int16((clipped * 32767).rounded())
    }
}
