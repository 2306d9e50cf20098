import Synchronization

/// Queues that went from idle to pending since the service thread last looked. Workers add to it
/// and then wake the service thread; the service thread drains it on `EVENT_WAIT_CANCELLED` and asks
/// lws for one writeable callback per queue (lws 4.1 runs one service thread; `lws_cancel_service` is the only call another thread may make).
final class ReadyList: Sendable {
    private let queues = Mutex<[SendQueue]>([])

    init() { queues.withLock { $0.reserveCapacity(256) } }

    func add(_ q: SendQueue) { queues.withLock { $0.append(q) } }

    /// Moves everything into `out` (which keeps its capacity between calls).
    func drain(into out: inout [SendQueue]) {
        queues.withLock { q in
            out.append(contentsOf: q)
            q.removeAll(keepingCapacity: true)
        }
    }
}
