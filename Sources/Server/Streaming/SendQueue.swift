import Synchronization
import WireProtocol

/// One connection's bounded outbox, shared by the render workers (which push media), the lesson
/// executor (which pushes replies) and the service thread (which pops one packet per writeable
/// callback). The lock is held only to move references in and out.
///
/// Bound (PROTOCOL.md): media older than `maxMediaAge` is dropped from the queue when something new
/// arrives, and counted; a queue that has been dropping without ever draining for `tooSlowAfter`
/// reports `isTooSlow`, and the service thread closes it with 1008. Control messages are never
/// dropped; if `maxEntries` of them pile up the client is not reading at all and is also too slow.
final class SendQueue: Sendable {
    struct Entry {
        let packet: OutboundPacket
        /// For a listener's copy of someone else's stream: the `source` byte to write into the media
        /// header (e.g. `monitored`), applied by the service thread just before sending.
        let sourceRewrite: UInt8?
        /// Likewise the `flags` byte: a listener who joins mid-stream gets its first audio packet
        /// marked as a decoder restart point.
        var flagsRewrite: UInt8? = nil

        /// Writes the media headers as this subscriber sees them, just before sending (the service
        /// thread: `LWSHost.write`). A listener's batch was made that way and is left as it is.
        func prepareHeaders() {
            let p = packet
            guard p.isMedia, !p.headersFinal, p.length >= MediaHeader.size else { return }
            p.rewriteMediaHeaders(source: sourceRewrite ?? p.mediaSource, audioFlags: flagsRewrite ?? p.mediaFlags)
        }
    }

    enum PushResult: Equatable {
        /// Queued; `wake` is true when the queue went from idle to pending, so the service thread
        /// must be told (it asks lws for a writeable callback).
        case queued(wake: Bool)
        /// The connection is gone; nothing was queued.
        case closed
    }

    private struct State {
        var entries: [Entry] = []
        var head = 0
        var scheduled = false
        var closed = false
        var dropped = 0
        var behindSince: UInt64?
        var overflowed = false
    }

    /// Which connection this is (the service thread's registry key).
    let connectionID: Int
    let maxMediaAge: UInt64
    let tooSlowAfter: UInt64
    let maxEntries: Int
    private let state = Mutex(State())
    /// The client said (`hello` with `bundles: true`) that it reads bundle messages: a tick's frames
    /// then reach it as one message. Written by the service thread, read by render workers.
    private let bundles = Atomic<Bool>(false)

    var takesBundles: Bool {
        get { bundles.load(ordering: .relaxed) }
        set { bundles.store(newValue, ordering: .relaxed) }
    }
    /// False once the client said (`hello` with `spectrumFrames: false`) that it draws the spectrum from
    /// the audio it plays: no stream sends it spectrum frames, or analyses for them on its account.
    private let spectrumFrames = Atomic<Bool>(true)

    var takesSpectrumFrames: Bool {
        get { spectrumFrames.load(ordering: .relaxed) }
        set { spectrumFrames.store(newValue, ordering: .relaxed) }
    }

    init(connectionID: Int, maxMediaAgeMs: Double = ProtocolLimits.sendQueueMilliseconds,
         tooSlowAfterSeconds: Double = ProtocolLimits.tooSlowSeconds, maxEntries: Int = 512) {
        self.connectionID = connectionID
        maxMediaAge = UInt64(maxMediaAgeMs * 1e6)
        tooSlowAfter = UInt64(tooSlowAfterSeconds * 1e9)
        self.maxEntries = maxEntries
        state.withLock { $0.entries.reserveCapacity(64) }
    }

    /// Adds a packet. Media past its age limit is dropped first (counted in `drops`).
    /// Returns how many media frames this push dropped (a bundle counts its frames) alongside the result.
    func push(_ packet: OutboundPacket, sourceRewrite: UInt8? = nil, flagsRewrite: UInt8? = nil,
              now: UInt64 = MonotonicClock.nanoseconds()) -> (result: PushResult, dropped: Int) {
        state.withLock { s in
            guard !s.closed else { return (.closed, 0) }
            var dropped = 0
            if s.head > 0, s.head * 2 >= s.entries.count {
                s.entries.removeFirst(s.head)
                s.head = 0
            }
            // Age out stale media (it sits at the front; control messages in between stay).
            let cutoff = now > maxMediaAge ? now - maxMediaAge : 0
            if s.head < s.entries.count, s.entries[s.head].packet.created < cutoff {
                var write = s.head
                for read in s.head..<s.entries.count {
                    let e = s.entries[read]
                    if e.packet.isMedia && e.packet.created < cutoff {
                        dropped += e.packet.frameCount
                    } else {
                        s.entries[write] = e
                        write += 1
                    }
                }
                s.entries.removeSubrange(write...)
            }
            if s.entries.count - s.head >= maxEntries {
                // Still full: drop the oldest media; with none left, the client reads nothing at all.
                if let i = s.entries[s.head...].firstIndex(where: { $0.packet.isMedia }) {
                    dropped += s.entries.remove(at: i).packet.frameCount
                } else {
                    s.overflowed = true
                }
            }
            s.entries.append(Entry(packet: packet, sourceRewrite: sourceRewrite, flagsRewrite: flagsRewrite))
            if dropped > 0 {
                s.dropped += dropped
                if s.behindSince == nil { s.behindSince = now }
            }
            let wake = !s.scheduled
            s.scheduled = true
            return (.queued(wake: wake), dropped)
        }
    }

    /// Takes the oldest packet. `more` says whether another is waiting (ask for writeable again);
    /// when nothing is left the queue goes idle and counts as caught up.
    func pop() -> (entry: Entry?, more: Bool) {
        state.withLock { s in
            guard s.head < s.entries.count else {
                s.scheduled = false
                s.behindSince = nil
                return (nil, false)
            }
            let e = s.entries[s.head]
            s.head += 1
            if s.head == s.entries.count {
                s.entries.removeAll(keepingCapacity: true)
                s.head = 0
                s.scheduled = false
                s.behindSince = nil
                return (e, false)
            }
            return (e, true)
        }
    }

    /// Refuses further pushes and releases what is queued (the connection closed).
    func close() {
        state.withLock { s in
            s.closed = true
            s.entries.removeAll()
            s.head = 0
        }
    }

    /// True when the client has been behind (dropping) for `tooSlowAfter` or never reads control messages.
    func isTooSlow(now: UInt64) -> Bool {
        state.withLock { s in
            s.overflowed || (s.behindSince.map { now - min(now, $0) >= tooSlowAfter } ?? false)
        }
    }

    /// Media packets dropped so far.
    var drops: Int { state.withLock { $0.dropped } }

    /// Packets waiting.
    var count: Int { state.withLock { $0.entries.count - $0.head } }
}
