/// The spectrum media payload of PROTOCOL.md (frame kind 3), little-endian:
/// `u16 binCount`, `u16 reserved (0)`, `f32 minHz`, `f32 maxHz`, then `binCount` × `u8` levels on
/// log-spaced frequencies, `dB = -100 + value × 100 / 255`. Writers fill a caller buffer and allocate nothing.
public enum SpectrumFrame {
    /// Bytes before the levels.
    public static let headerSize = 12
    /// The level byte 0 stands for.
    public static let floorDB: Float = -100

    /// Payload size for `binCount` bins.
    public static func payloadSize(binCount: Int) -> Int { headerSize + binCount }

    /// The wire byte for a level in dBFS (clipped to −100...0 dB, rounded to the nearest step).
    public static func byte(forDB dB: Float) -> UInt8 {
        guard !dB.isNaN else { return 0 }
        let v = (Swift.max(floorDB, Swift.min(0, dB)) - floorDB) * 255 / 100
        return UInt8(v.rounded())
    }

    /// The level in dBFS a wire byte stands for.
    public static func dB(forByte value: UInt8) -> Float { floorDB + Float(value) * 100 / 255 }

    /// Writes the payload for `magnitudesDB` (dBFS per band) into `buffer`; returns the bytes written.
    /// `buffer` must hold `payloadSize(binCount:)` bytes; at most 65535 bins.
    @discardableResult
    public static func encodePayload(magnitudesDB: UnsafeBufferPointer<Float>, minHz: Double, maxHz: Double,
                                     into buffer: UnsafeMutableRawBufferPointer) -> Int {
        let size = payloadSize(binCount: magnitudesDB.count)
        precondition(magnitudesDB.count <= Int(UInt16.max), "a spectrum frame holds at most 65535 bins, got \(magnitudesDB.count)")
        precondition(buffer.count >= size, "spectrum payload needs \(size) bytes, buffer has \(buffer.count)")
        buffer.storeBytes(of: UInt16(magnitudesDB.count).littleEndian, toByteOffset: 0, as: UInt16.self)
        buffer.storeBytes(of: UInt16(0), toByteOffset: 2, as: UInt16.self)
        buffer.storeBytes(of: Float(minHz).bitPattern.littleEndian, toByteOffset: 4, as: UInt32.self)
        buffer.storeBytes(of: Float(maxHz).bitPattern.littleEndian, toByteOffset: 8, as: UInt32.self)
        for (i, level) in magnitudesDB.enumerated() {
            buffer.storeBytes(of: byte(forDB: level), toByteOffset: headerSize + i, as: UInt8.self)
        }
        return size
    }

    /// Array convenience for `encodePayload(magnitudesDB:minHz:maxHz:into:)`.
    @discardableResult
    public static func encodePayload(magnitudesDB: [Float], minHz: Double, maxHz: Double,
                                     into buffer: UnsafeMutableRawBufferPointer) -> Int {
        magnitudesDB.withUnsafeBufferPointer { encodePayload(magnitudesDB: $0, minHz: minHz, maxHz: maxHz, into: buffer) }
    }

    /// Reads a payload back (for tests and tools): levels in dB (quantised) and the frequency range.
    public static func decodePayload(_ bytes: UnsafeRawBufferPointer) throws(FramePayloadError)
        -> (magnitudesDB: [Float], minHz: Double, maxHz: Double) {
        guard bytes.count >= headerSize else { throw .truncated(needed: headerSize, got: bytes.count) }
        let count = Int(UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: 0, as: UInt16.self)))
        guard bytes.count >= payloadSize(binCount: count) else {
            throw .truncated(needed: payloadSize(binCount: count), got: bytes.count)
        }
        let lo = Float(bitPattern: UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: 4, as: UInt32.self)))
        let hi = Float(bitPattern: UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: 8, as: UInt32.self)))
        let levels = (0..<count).map { dB(forByte: bytes[headerSize + $0]) }
        return (levels, Double(lo), Double(hi))
    }

    /// `decodePayload` for a byte array.
    public static func decodePayload(_ bytes: [UInt8]) throws(FramePayloadError)
        -> (magnitudesDB: [Float], minHz: Double, maxHz: Double) {
        // withUnsafeBytes only rethrows untyped errors, so the typed error travels in a Result.
        let result = bytes.withUnsafeBytes { raw in Result { () throws(FramePayloadError) in try decodePayload(raw) } }
        return try result.get()
    }
}
