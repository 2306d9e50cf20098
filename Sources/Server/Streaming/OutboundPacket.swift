import CLibWebSockets

/// One WebSocket message ready for `lws_write`: its bytes sit after `LWS_PRE` bytes of headroom,
/// where lws writes the frame header, so sending never copies.
///
/// Built by one thread, then immutable except for the headroom (lws's scratch) and the media
/// header's source byte, which the service thread alone touches while writing. That is what lets
/// one encoded packet go to many connections ("encode once, send to many").
package final class OutboundPacket: @unchecked Sendable {
    static let headroom = clws_pre()

    let isBinary: Bool
    /// Media may be dropped when a client falls behind; control messages never are.
    let isMedia: Bool
    /// When it was made (monotonic ns): its age decides drops.
    let created: UInt64
    /// For media: the stream's own source byte (restored for subscribers that see it unchanged).
    let mediaSource: UInt8
    /// For media: the stream's own flags byte (restored after a listener's copy marked a restart).
    let mediaFlags: UInt8
    /// For media: the kind byte (audio, waveform, ...).
    let mediaKind: UInt8
    package let length: Int
    private let storage: UnsafeMutableRawPointer

    /// A packet of `capacity` bytes filled by `fill`, which returns how many it wrote.
    init(capacity: Int, isBinary: Bool, isMedia: Bool, created: UInt64 = MonotonicClock.nanoseconds(),
         fill: (UnsafeMutableRawBufferPointer) -> Int) {
        storage = .allocate(byteCount: Self.headroom + max(capacity, 1), alignment: 16)
        let written = fill(UnsafeMutableRawBufferPointer(start: storage + Self.headroom, count: capacity))
        precondition(written >= 0 && written <= capacity, "packet overflow")
        length = written
        self.isBinary = isBinary
        self.isMedia = isMedia
        self.created = created
        let header = isMedia && written >= 4
        mediaKind = header ? (storage + Self.headroom).load(fromByteOffset: 1, as: UInt8.self) : 0
        mediaSource = header ? (storage + Self.headroom).load(fromByteOffset: 2, as: UInt8.self) : 0
        mediaFlags = header ? (storage + Self.headroom).load(fromByteOffset: 3, as: UInt8.self) : 0
    }

    /// A text (JSON) control message.
    convenience init(text: [UInt8]) {
        self.init(capacity: text.count, isBinary: false, isMedia: false) { buf in
            text.withUnsafeBytes { buf.copyMemory(from: $0) }
            return text.count
        }
    }

    deinit { storage.deallocate() }

    /// The payload, preceded in memory by `headroom` writable bytes. Service thread only.
    var payload: UnsafeMutableRawPointer { storage + Self.headroom }

    /// The payload bytes (tests and tools).
    var bytes: [UInt8] { Array(UnsafeRawBufferPointer(start: payload, count: length)) }
}
