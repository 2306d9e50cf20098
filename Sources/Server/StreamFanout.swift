import Synchronization
import WireProtocol

/// A session's stream audience: "encode once, send to many". The owner's connection is subscribed
/// when the session starts; listeners (a teacher monitoring a student) can join and leave at any
/// time from the service thread while the worker publishes.
final class StreamFanout: Sendable {
    struct Subscriber {
        let queue: SendQueue
        /// Source byte the subscriber sees in media headers, if different from the stream's own.
        let sourceRewrite: UInt8?
    }

    private let subscribers = Mutex<[Subscriber]>([])

    init() {}

    func subscribe(_ queue: SendQueue, as source: MediaHeader.Source? = nil) {
        subscribers.withLock { s in
            s.removeAll { $0.queue === queue }
            s.append(Subscriber(queue: queue, sourceRewrite: source?.rawValue))
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
            for s in subs {
                let r = s.queue.push(packet, sourceRewrite: s.sourceRewrite, now: packet.created)
                dropped += r.dropped
                if r.result == .queued(wake: true) {
                    ready.add(s.queue)
                    readied = true
                }
            }
            return (dropped, readied)
        }
    }
}
