import Synchronization
import WireProtocol

/// A stream's audience: "encode once, send to many". A session's own synth has its owner's
/// connection subscribed from the start; listeners (a teacher listening in, a class hearing its
/// teacher's broadcast) join and leave from the service thread at any time while the worker publishes.
/// Joining or leaving costs the render path nothing: the packets are the same objects for everyone.
final class StreamFanout: Sendable {
    struct Subscriber {
        let queue: SendQueue
        /// Source byte the subscriber sees in media headers, if different from the stream's own.
        let sourceRewrite: UInt8?
        /// Set for a subscriber who joined mid-stream: its first audio packet is marked as a decoder
        /// restart point (its decoder has not seen the packets before).
        var needsRestart: Bool
        /// Media kinds (bit `1 << kind`) this subscriber does not get.
        let skipKinds: UInt8
        /// Gets one waveform frame in this many (1: all of them).
        let waveformStride: UInt8
        /// Waveform frames since the last one it got.
        var waveformSkipped: UInt8
        /// Whether its page shows the pictures now (the owner's page says so with `views`).
        var showsViews = true

        var wantsViews: Bool {
            let views: UInt8 = 1 << MediaHeader.Kind.waveform.rawValue | 1 << MediaHeader.Kind.spectrum.rawValue
            return showsViews && skipKinds & views != views
        }
    }

    private let subscribers = Mutex<[Subscriber]>([])
    /// Whether anybody in the audience draws waveform or spectrum frames: when nobody does, the
    /// stream does not even analyse for them (the views cost more than the synth). Written under the
    /// lock, read by the render worker once per frame without it.
    private let viewsWanted = Atomic<Bool>(true)

    /// Anybody in the audience shows pictures now.
    var wantsViews: Bool { viewsWanted.load(ordering: .relaxed) }

    init() {}

    /// Adds `queue` (replacing an earlier subscription of it). `midStream`: the subscriber joins a
    /// stream that may already be playing. `skipping`: media kinds it has no use for.
    /// `waveformStride`: it gets one waveform frame in that many (its picture is smaller, or drawn
    /// less often, than the owner's).
    func subscribe(_ queue: SendQueue, as source: MediaHeader.Source? = nil, midStream: Bool = false,
                   skipping: [MediaHeader.Kind] = [], waveformStride: Int = 1) {
        let mask = skipping.reduce(UInt8(0)) { $0 | (1 << $1.rawValue) }
        let stride = UInt8(clamping: max(1, waveformStride))
        subscribers.withLock { s in
            s.removeAll { $0.queue === queue }
            // The first waveform goes out at once, so the picture appears with the sound.
            s.append(Subscriber(queue: queue, sourceRewrite: source?.rawValue, needsRestart: midStream, skipKinds: mask,
                                waveformStride: stride, waveformSkipped: stride - 1))
            updateViewsWanted(s)
        }
    }

    func unsubscribe(_ queue: SendQueue) {
        subscribers.withLock { s in
            s.removeAll { $0.queue === queue }
            updateViewsWanted(s)
        }
    }

    /// `queue`'s page shows the pictures (`views`) or not: frames it would not draw are not sent.
    func setShowsViews(_ queue: SendQueue, _ shows: Bool) {
        subscribers.withLock { s in
            for i in s.indices where s[i].queue === queue { s[i].showsViews = shows }
            updateViewsWanted(s)
        }
    }

    private func updateViewsWanted(_ s: [Subscriber]) {
        viewsWanted.store(s.contains { $0.wantsViews }, ordering: .relaxed)
    }

    var count: Int { subscribers.withLock { $0.count } }

    /// Hands `packet` to every subscriber's queue; queues that need the service thread's attention
    /// go on `ready`. Returns how many older media packets the queues dropped to make room, and
    /// whether any queue went on `ready` (then the service thread must be woken).
    func publish(_ packet: OutboundPacket, ready: ReadyList) -> (dropped: Int, readied: Bool) {
        subscribers.withLock { subs in
            var dropped = 0, readied = false
            let isAudio = packet.isMedia && packet.mediaKind == MediaHeader.Kind.audio.rawValue
            let kindBit: UInt8 = packet.isMedia && packet.mediaKind < 8 ? 1 << packet.mediaKind : 0
            let isWaveform = packet.isMedia && packet.mediaKind == MediaHeader.Kind.waveform.rawValue
            let isView = isWaveform || (packet.isMedia && packet.mediaKind == MediaHeader.Kind.spectrum.rawValue)
            for i in subs.indices {
                if subs[i].skipKinds & kindBit != 0 || (isView && !subs[i].showsViews) { continue }
                if isWaveform && subs[i].waveformStride > 1 {
                    subs[i].waveformSkipped &+= 1
                    if subs[i].waveformSkipped < subs[i].waveformStride { continue }
                    subs[i].waveformSkipped = 0
                }
                var flags: UInt8?
                if isAudio && subs[i].needsRestart {
                    flags = packet.mediaFlags | MediaHeader.flagRestart
                    subs[i].needsRestart = false
                }
                let r = subs[i].queue.push(packet, sourceRewrite: subs[i].sourceRewrite, flagsRewrite: flags, now: packet.created)
                dropped += r.dropped
                if r.result == .queued(wake: true) {
                    ready.add(subs[i].queue)
                    readied = true
                }
            }
            return (dropped, readied)
        }
    }
}
