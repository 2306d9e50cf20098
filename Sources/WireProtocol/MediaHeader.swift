/// The 16-byte little-endian header in front of every binary media frame (PROTOCOL.md, "Media frames").
public struct MediaHeader: Sendable, Equatable {
    /// What the payload is.
    public enum Kind: UInt8, Sendable, CaseIterable {
        /// `bundle`: several frames of one source and one render tick in one message (`MediaBundle`).
        case audio = 1, waveform = 2, spectrum = 3, silence = 4, bundle = 5
    }

    /// Which stream the frame belongs to; each source has its own sequence and sample clock.
    /// `monitored` and `monitoredTarget` are a listened-to student's own synth and lesson target.
    public enum Source: UInt8, Sendable, CaseIterable {
        case own = 0, target = 1, monitored = 2, teacher = 3, monitoredTarget = 4
    }

    /// Why bytes are not a valid header.
    public enum DecodingError: Error, Equatable, Sendable {
        case tooShort(Int)
        case unsupportedVersion(UInt8)
        case unknownKind(UInt8)
        case unknownSource(UInt8)
    }

    public static let size = 16
    public static let version: UInt8 = 1
    /// Flag bit 0: the first frame after silence, where a decoder resets.
    public static let flagRestart: UInt8 = 1

    public var kind: Kind
    public var source: Source
    public var flags: UInt8
    /// Counts every media frame of this source's stream (all kinds), wrapping at 2^32.
    public var sequence: UInt32
    /// 48 kHz samples since the stream started, at the frame's first sample.
    public var samplePosition: UInt64

    public init(kind: Kind, source: Source, flags: UInt8 = 0, sequence: UInt32, samplePosition: UInt64) {
        self.kind = kind
        self.source = source
        self.flags = flags
        self.sequence = sequence
        self.samplePosition = samplePosition
    }

    /// True if flag bit 0 (decoder restart point) is set.
    public var isRestart: Bool { flags & Self.flagRestart != 0 }

    /// Writes the 16 bytes at the start of `out` (which must hold at least 16). Allocates nothing.
    public func write(to out: UnsafeMutableRawBufferPointer) {
        precondition(out.count >= Self.size, "media header needs 16 bytes")
        out[0] = Self.version
        out[1] = kind.rawValue
        out[2] = source.rawValue
        out[3] = flags
        out.storeBytes(of: sequence.littleEndian, toByteOffset: 4, as: UInt32.self)
        out.storeBytes(of: samplePosition.littleEndian, toByteOffset: 8, as: UInt64.self)
    }

    /// The 16 bytes as an array.
    public var bytes: [UInt8] {
        var b = [UInt8](repeating: 0, count: Self.size)
        b.withUnsafeMutableBytes { write(to: $0) }
        return b
    }

    /// Reads a header from the start of `bytes`.
    public init(_ bytes: UnsafeRawBufferPointer) throws(DecodingError) {
        guard bytes.count >= Self.size else { throw .tooShort(bytes.count) }
        guard bytes[0] == Self.version else { throw .unsupportedVersion(bytes[0]) }
        guard let k = Kind(rawValue: bytes[1]) else { throw .unknownKind(bytes[1]) }
        guard let s = Source(rawValue: bytes[2]) else { throw .unknownSource(bytes[2]) }
        kind = k
        source = s
        flags = bytes[3]
        sequence = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: 4, as: UInt32.self))
        samplePosition = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
    }

    /// Reads a header from the start of an array.
    public init(_ bytes: [UInt8]) throws(DecodingError) {
        let r = bytes.withUnsafeBytes { raw in Result { () throws(DecodingError) in try MediaHeader(raw) } }
        self = try r.get()
    }
}
