import CLibWebSockets
import WireProtocol

/// One WebSocket message ready for `lws_write`: its bytes sit after `LWS_PRE` bytes of headroom,
/// where lws writes the frame header, so sending never copies.
///
/// Built by one thread, then immutable except for the headroom (lws's scratch) and the media
/// headers' source and flags bytes (a bundle's inner headers too), which the service thread alone
/// touches while writing, once the packet is in a queue. That is what lets one encoded packet go to
/// many connections ("encode once, send to many").
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
    /// For media: the kind byte (audio, waveform, ..., bundle).
    let mediaKind: UInt8
    /// Media frames it carries: 1, or a bundle's inner frames (metrics count frames, not messages).
    let frameCount: Int
    /// Its media headers are already as its one subscriber group sees them (a listener's batch): the
    /// service thread writes it as it is, without `rewriteMediaHeaders`.
    let headersFinal: Bool
    package let length: Int
    private let storage: UnsafeMutableRawPointer

    /// A packet of `capacity` bytes filled by `fill`, which returns how many it wrote.
    init(capacity: Int, isBinary: Bool, isMedia: Bool, created: UInt64 = MonotonicClock.nanoseconds(),
         headersFinal: Bool = false, fill: (UnsafeMutableRawBufferPointer) -> Int) {
        storage = .allocate(byteCount: Self.headroom + max(capacity, 1), alignment: 16)
        let written = fill(UnsafeMutableRawBufferPointer(start: storage + Self.headroom, count: capacity))
        precondition(written >= 0 && written <= capacity, "packet overflow")
        length = written
        self.isBinary = isBinary
        self.isMedia = isMedia
        self.created = created
        self.headersFinal = headersFinal
        let header = isMedia && written >= 4
        let bytes = UnsafeRawBufferPointer(start: storage + Self.headroom, count: written)
        mediaKind = header ? bytes[1] : 0
        mediaSource = header ? bytes[2] : 0
        // A bundle's flags are its audio frame's (the restart point a listener's copy may set).
        var flags: UInt8 = header ? bytes[3] : 0
        var frames = isMedia ? 1 : 0
        if header && mediaKind == MediaHeader.Kind.bundle.rawValue {
            frames = 0
            MediaBundle.forEachFrame(in: bytes) { f in
                frames += 1
                if bytes[f.lowerBound + 1] == MediaHeader.Kind.audio.rawValue { flags = bytes[f.lowerBound + 3] }
            }
        }
        mediaFlags = flags
        frameCount = frames
    }

    /// One message holding `packets` (media frames of one source and tick, in order): see MediaBundle.
    /// The packets must not be in any queue yet (the service thread may rewrite a queued packet's
    /// header bytes while this copies them).
    convenience init(bundling packets: some Collection<OutboundPacket>) {
        let source = MediaHeader.Source(rawValue: packets.first?.mediaSource ?? 0) ?? .own
        let created = packets.lazy.map(\.created).min() ?? MonotonicClock.nanoseconds()
        self.init(capacity: MediaBundle.size(frameLengths: packets.lazy.map(\.length)), isBinary: true, isMedia: true,
                  created: created) { out in
            MediaBundle.write(source: source, frames: packets.lazy.map { UnsafeRawBufferPointer(start: $0.payload, count: $0.length) },
                              into: out)
        }
    }

    /// A listener's batch (`StreamFanout`): the frames of several ticks of one stream in one bundle,
    /// each inner header already as the listener sees it: `source`, and each frame's own flags, the first
    /// audio frame a decoder restart point when `restart` (the listener joined mid-stream). Plain frames
    /// only, in order. Its time is its newest frame's: it was ready to send then, and its age in a send
    /// queue counts from there. The frames may sit in other queues already: their source and flags bytes
    /// are not read (`MediaBundle.write`).
    convenience init(batching frames: [OutboundPacket], source: UInt8, restart: Bool) {
        precondition(!frames.isEmpty && frames.allSatisfy { $0.isMedia && $0.mediaKind != MediaHeader.Kind.bundle.rawValue },
                     "a batch holds plain media frames")
        let audio = MediaHeader.Kind.audio.rawValue
        let firstAudio = frames.firstIndex { $0.mediaKind == audio }
        let outer = MediaHeader.Source(rawValue: source) ?? .own
        self.init(capacity: MediaBundle.size(frameLengths: frames.lazy.map(\.length)), isBinary: true, isMedia: true,
                  created: frames.lazy.map(\.created).max() ?? MonotonicClock.nanoseconds(), headersFinal: true) { out in
            MediaBundle.write(source: outer, frames: frames.indices.lazy.map { i -> (frame: UnsafeRawBufferPointer, header: (source: UInt8, flags: UInt8)?) in
                let f = frames[i]
                let flags = restart && i == firstAudio ? f.mediaFlags | MediaHeader.flagRestart : f.mediaFlags
                return (frame: UnsafeRawBufferPointer(start: f.payload, count: f.length), header: (source: source, flags: flags))
            }, into: out)
        }
    }

    /// Sets the source byte of the message's media header(s) and the flags of its audio frame, as
    /// one subscriber sees them (the service thread, just before writing: see `LWSHost.write`).
    func rewriteMediaHeaders(source: UInt8, audioFlags: UInt8) {
        // A batch holds several audio frames, each with its own flags: one value would stamp them all.
        precondition(!headersFinal, "a listener's batch is sent as it was made")
        payload.storeBytes(of: source, toByteOffset: 2, as: UInt8.self)
        guard mediaKind == MediaHeader.Kind.bundle.rawValue else {
            payload.storeBytes(of: audioFlags, toByteOffset: 3, as: UInt8.self)
            return
        }
        let bytes = UnsafeMutableRawBufferPointer(start: payload, count: length)
        MediaBundle.forEachFrame(in: UnsafeRawBufferPointer(bytes)) { f in
            bytes[f.lowerBound + 2] = source
            if bytes[f.lowerBound + 1] == MediaHeader.Kind.audio.rawValue { bytes[f.lowerBound + 3] = audioFlags }
        }
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
