/// Several media frames of one source and one render tick in one binary message (PROTOCOL.md,
/// "Media frames", kind 5 `bundle`). A tick makes an audio frame and, while a page draws them, the
/// waveform and spectrum frames of the same sound: sent apart they cost a session about 100 messages
/// a second, and each message is a writeable callback, an event-loop turn and a `sendto` (with the
/// Opus encoder, the biggest costs of a loaded server). Bundled, a tick is one message. Only a
/// client that says in its `hello` that it reads bundles gets them.
///
/// A listener's bundle may hold several ticks (`StreamFanout`'s batches): the same layout, the frames
/// in order.
///
/// Layout: a media header of kind `bundle` (the source, the first inner frame's sequence and
/// position, flags 0), then each inner frame, whole (its own 16-byte header and payload), after its
/// length as a little-endian u16. A client handles the inner frames in order, as if each had come
/// alone.
public enum MediaBundle {
    /// Why bytes are not a valid bundle.
    public enum DecodingError: Error, Equatable, Sendable {
        case header(MediaHeader.DecodingError)
        case notABundle(MediaHeader.Kind)
        /// An inner frame's length runs past the message's end, or is shorter than a header.
        case badLength(offset: Int)
        /// A bundle inside a bundle.
        case nested(offset: Int)
    }

    static let lengthBytes = 2

    /// The message's size for inner frames of these lengths.
    public static func size(frameLengths: some Sequence<Int>) -> Int {
        frameLengths.reduce(MediaHeader.size) { $0 + lengthBytes + $1 }
    }

    /// Writes a bundle of `frames` (each a whole media frame, at most 65,535 bytes) into `out`,
    /// which must hold `size(frameLengths:)`; returns the bytes written. Allocates nothing.
    public static func write(source: MediaHeader.Source, frames: some Sequence<UnsafeRawBufferPointer>,
                             into out: UnsafeMutableRawBufferPointer) -> Int {
        write(source: source, frames: frames.lazy.map { f -> (frame: UnsafeRawBufferPointer, header: (source: UInt8, flags: UInt8)?) in (f, nil) }, into: out)
    }

    /// The same, with each inner frame's source and flags bytes (header offsets 2 and 3) given
    /// (`header`) or, where nil, copied from the frame. A given pair is written into the copy and those
    /// two bytes of the original are never read: another thread may be rewriting them (a frame already
    /// queued for a listener).
    public static func write(source: MediaHeader.Source,
                             frames: some Sequence<(frame: UnsafeRawBufferPointer, header: (source: UInt8, flags: UInt8)?)>,
                             into out: UnsafeMutableRawBufferPointer) -> Int {
        var at = MediaHeader.size
        var first: (sequence: UInt32, position: UInt64)?
        for (f, header) in frames {
            precondition(f.count >= MediaHeader.size && f.count <= Int(UInt16.max), "not a media frame")
            precondition(at + lengthBytes + f.count <= out.count, "bundle overflow")
            if first == nil {
                first = (UInt32(littleEndian: f.loadUnaligned(fromByteOffset: 4, as: UInt32.self)),
                         UInt64(littleEndian: f.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
            }
            out.storeBytes(of: UInt16(f.count).littleEndian, toByteOffset: at, as: UInt16.self)
            let copy = UnsafeMutableRawBufferPointer(rebasing: out[(at + lengthBytes)...])
            if let header {
                copy.copyMemory(from: UnsafeRawBufferPointer(rebasing: f[..<2]))
                copy[2] = header.source
                copy[3] = header.flags
                UnsafeMutableRawBufferPointer(rebasing: copy[4...]).copyMemory(from: UnsafeRawBufferPointer(rebasing: f[4...]))
            } else {
                copy.copyMemory(from: f)
            }
            at += lengthBytes + f.count
        }
        MediaHeader(kind: .bundle, source: source, sequence: first?.sequence ?? 0, samplePosition: first?.position ?? 0)
            .write(to: out)
        return at
    }

    /// The byte ranges of the inner frames of `message` (a whole bundle, header included), in order;
    /// throws if anything in it does not fit.
    public static func frames(in message: UnsafeRawBufferPointer) throws(DecodingError) -> [Range<Int>] {
        let header: MediaHeader
        do { header = try MediaHeader(message) } catch { throw .header(error) }
        guard header.kind == .bundle else { throw .notABundle(header.kind) }
        var ranges: [Range<Int>] = []
        forEachFrame(in: message) { ranges.append($0) }
        // The walk stops at the first frame that does not fit: the bytes after the last good one.
        let end = ranges.last?.upperBound ?? MediaHeader.size
        guard end == message.count else { throw .badLength(offset: end) }
        if let nested = ranges.first(where: { message[$0.lowerBound + 1] == MediaHeader.Kind.bundle.rawValue }) {
            throw .nested(offset: nested.lowerBound - lengthBytes)
        }
        return ranges
    }
}

extension MediaBundle {
    /// Calls `body` with the byte range of each inner frame of a bundle, in order, allocating nothing
    /// (the send path rewrites inner headers with it, the load client reads with it). Stops at the
    /// first inner frame that does not fit; `frames(in:)` says what is wrong with a bad one.
    /// (The outer header is not checked: the caller has read it.)
    public static func forEachFrame(in message: UnsafeRawBufferPointer, _ body: (Range<Int>) -> Void) {
        var at = MediaHeader.size
        while at + lengthBytes <= message.count {
            let length = Int(UInt16(littleEndian: message.loadUnaligned(fromByteOffset: at, as: UInt16.self)))
            let start = at + lengthBytes
            guard length >= MediaHeader.size, start + length <= message.count else { return }
            body(start..<(start + length))
            at = start + length
        }
    }
}
