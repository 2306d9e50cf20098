import Foundation
import Lessons
import Synchronization

/// What `/readyz` answers: whether this instance should get new students. Ready while the course is
/// loaded and the store answered a recent probe; not ready while draining (SIGTERM). `/healthz` stays
/// a liveness check: a process that is alive but cannot reach its database is restarted by nobody,
/// only taken out of the load balancer until the database is back.
///
/// The store is probed on a thread of its own every `interval` seconds: a PostgreSQL server that has
/// gone away can block a query until the driver's timeout, which must never hold the service thread.
/// A probe that hangs leaves `lastAnswered` behind, so the instance turns unready after `staleAfter`.
final class Readiness: Sendable {
    let courseLoaded: Bool
    private let store: (any TrainerStore)?
    private let interval: Double
    private let staleAfter: UInt64
    /// Monotonic nanoseconds of the last probe the store answered.
    private let lastAnswered: Atomic<UInt64>
    private let lastError = Mutex<String?>(nil)
    private let draining = Atomic<Bool>(false)
    private let stopped = Atomic<Bool>(false)

    init(store: (any TrainerStore)?, courseLoaded: Bool, interval: Double = 1, staleAfter: Double = 5) {
        self.store = store
        self.courseLoaded = courseLoaded
        self.interval = interval
        self.staleAfter = UInt64(staleAfter * 1e9)
        // The store was opened (and migrated) just before: it answered a moment ago.
        lastAnswered = Atomic(MonotonicClock.nanoseconds())
    }

    func startProbing() {
        guard store != nil else { return }
        let t = Thread { [self] in
            while !stopped.load(ordering: .relaxed) {
                probe()
                Thread.sleep(forTimeInterval: interval)
            }
        }
        t.name = "readiness"
        t.start()
    }

    func stop() { stopped.store(true, ordering: .relaxed) }

    /// One cheap read: a teacher id that cannot exist (ids are generated), so the answer is always
    /// "none" when the store is there and an error when it is not.
    private func probe() {
        guard let store else { return }
        do {
            _ = try store.teacher(id: "readiness-probe")
            lastAnswered.store(MonotonicClock.nanoseconds(), ordering: .releasing)
            lastError.withLock { $0 = nil }
        } catch {
            lastError.withLock { $0 = "\(error)" }
        }
    }

    /// SIGTERM: from now on the instance is on its way out.
    func startDraining() { draining.store(true, ordering: .relaxed) }
    var isDraining: Bool { draining.load(ordering: .relaxed) }

    var storeReachable: Bool {
        store == nil || MonotonicClock.nanoseconds() &- lastAnswered.load(ordering: .acquiring) < staleAfter
    }

    /// nil when ready; otherwise why not, for the 503's body and the log.
    var notReadyBecause: String? {
        if isDraining { return "draining" }
        if !courseLoaded { return "no course loaded" }
        if !storeReachable { return "store unreachable" + (lastError.withLock { $0 }.map { ": \($0)" } ?? "") }
        return nil
    }
}
