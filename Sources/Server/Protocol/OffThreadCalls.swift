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

    /// Runs `work` on the executor; its result arrives through `drain` after the service thread is woken.
    func run(_ work: @escaping @Sendable () -> Completion) {
        inFlight.add(1, ordering: .acquiringAndReleasing)
        queue.async { [self] in
            slots.wait()
            defer { slots.signal() }
            let done = work()
            completions.withLock { $0.append(done) }
            inFlight.subtract(1, ordering: .acquiringAndReleasing)
            waker.wake()
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
