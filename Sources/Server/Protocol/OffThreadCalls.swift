import Dispatch
import Synchronization

/// Runs blocking calls (store queries, password checks, scoring renders) off the service thread, a
/// bounded number at a time, and hands their results back to it: each finished call joins a locked
/// list and wakes the service thread, which drains the list on `EVENT_WAIT_CANCELLED`.
/// The lesson and classroom gateways each own one.
final class OffThreadCalls<Completion: Sendable>: Sendable {
    private let queue: DispatchQueue
    /// Bounds how many calls block threads at once, so a burst cannot exhaust the thread pool or
    /// starve the render workers.
    private let slots: DispatchSemaphore
    private let completions = Mutex<[Completion]>([])
    private let waker: ServiceWaker
    /// Calls submitted and not yet handed back: a draining server waits for 0, so every store write
    /// it started is done (acknowledged or failed) before the process exits.
    private let inFlight = Atomic<Int>(0)

    var isIdle: Bool { inFlight.load(ordering: .acquiring) == 0 }

    init(label: String, concurrency: Int, waker: ServiceWaker) {
        queue = DispatchQueue(label: label, qos: .userInitiated, attributes: .concurrent)
        slots = DispatchSemaphore(value: concurrency)
        self.waker = waker
    }

    /// Calls waiting behind an earlier call with the same key, oldest first; a key is here while one
    /// of its calls runs.
    private let waiting = Mutex<[String: [@Sendable () -> Completion]]>([:])

    /// Runs `work` on the executor; its result arrives through `drain` after the service thread is woken.
    /// Calls with the same `key` run one at a time and hand back in the order they came: a teacher who
    /// picks today's lesson and ticks the lock before the first reply is back gets the class's students
    /// told the state after both, not whichever store write finished last. Calls without a key, or
    /// with different keys, run side by side.
    func run(orderedBy key: String? = nil, _ work: @escaping @Sendable () -> Completion) {
        inFlight.add(1, ordering: .acquiringAndReleasing)
        if let key {
            let behind = waiting.withLock { w in
                if w[key] != nil { w[key]!.append(work); return true }
                w[key] = []
                return false
            }
            if behind { return }
        }
        start(work, key: key)
    }

    private func start(_ work: @escaping @Sendable () -> Completion, key: String?) {
        queue.async { [self] in
            slots.wait()
            let done = work()
            slots.signal()
            // Handed back before the next call of the same key starts, so `drain` sees them in order.
            completions.withLock { $0.append(done) }
            let next: (@Sendable () -> Completion)? = key.flatMap { key in
                waiting.withLock { w in
                    guard let first = w[key]?.first else { w[key] = nil; return nil }
                    w[key]!.removeFirst()
                    return first
                }
            }
            inFlight.subtract(1, ordering: .acquiringAndReleasing)
            waker.wake()
            if let next, let key { start(next, key: key) }
        }
    }

    /// Moves finished calls into `out`. Service thread.
    func drain(into out: inout [Completion]) {
        completions.withLock { c in
            out.append(contentsOf: c)
            c.removeAll(keepingCapacity: true)
        }
    }
}
