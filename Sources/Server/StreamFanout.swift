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
    }

    private let subscribers = Mutex<[Subscriber]>([])

    init() {}

    /// Adds `queue` (replacing an earlier subscription of it). `midStream`: the subscriber joins a
    /// stream that may already be playing. `skipping`: media kinds it has no use for.
    func subscribe(_ queue: SendQueue, as source: MediaHeader.Source? = nil, midStream: Bool = false,
                   skipping: [MediaHeader.Kind] = []) {
        let mask = skipping.reduce(UInt8(0)) { $0 | (1 << $1.rawValue) }
        subscribers.withLock { s in
            s.removeAll { $0.queue === queue }
            s.append(Subscriber(queue: queue, sourceRewrite: source?.rawValue, needsRestart: midStream, skipKinds: mask))
        }
    }

    func unsubscribe(_ queue: SendQueue) {
        subscribers.withLock { $0.removeAll { $0.queue === queue } }
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
            for i in subs.indices {
                if subs[i].skipKinds & kindBit != 0 { continue }
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
