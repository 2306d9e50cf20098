import Foundation
import Lessons
import Logging
import Synchronization

/// What `/readyz` answers: whether this instance can take new classes. Ready while the course is
/// loaded, it is not draining (SIGTERM) and it is under its session cap. The store does not count:
/// the database is shared, so an outage would take every instance out at once, while each of them
/// keeps streaming, judging and holding submits until it is back (`HeldWrites`); the store's state is
/// reported beside (`store` in the body, `synth_trainer_store_reachable`) for operators and alerts.
/// `/healthz` stays a liveness check.
///
/// The store is probed on a thread of its own every `interval` seconds: a PostgreSQL server that has
/// gone away can block a query until the driver's timeout, which must never hold the service thread.
/// A probe that hangs leaves `lastAnswered` behind, so the store counts as away after `staleAfter`.
final class Readiness: Sendable {
    let courseLoaded: Bool
    private let store: (any TrainerStore)?
    private let interval: Double
    private let staleAfter: UInt64
    /// Monotonic nanoseconds of the last probe the store answered.
    private let lastAnswered: Atomic<UInt64>
    private let draining = Atomic<Bool>(false)
    private let stopped = Atomic<Bool>(false)
    /// Whether the last probe answered, so the log says when the store goes and comes back, once each.
    private let answeredLast = Atomic<Bool>(true)
    private let logger: Logger

    init(store: (any TrainerStore)?, courseLoaded: Bool, interval: Double = 1, staleAfter: Double = 5,
         logger: Logger = Logger(label: "synth-trainer.readiness")) {
        self.store = store
        self.logger = logger
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
            if !answeredLast.exchange(true, ordering: .relaxed) { logger.notice("the store answers again") }
        } catch {
            // The driver's text (it may name the database's address) goes to the log, never to a client.
            if answeredLast.exchange(false, ordering: .relaxed) { logger.warning("the store does not answer", metadata: ["error": "\(error)"]) }
        }
    }

    /// SIGTERM: from now on the instance is on its way out.
    func startDraining() { draining.store(true, ordering: .relaxed) }
    var isDraining: Bool { draining.load(ordering: .relaxed) }

    var storeReachable: Bool {
        store == nil || MonotonicClock.nanoseconds() &- lastAnswered.load(ordering: .acquiring) < staleAfter
    }

    /// nil when this instance can take new classes; otherwise why not, for the 503's body.
    /// `sessions` of `maxSessions` are open (service thread's count).
    func notReadyBecause(sessions: Int, maxSessions: Int) -> String? {
        Self.verdict(draining: isDraining, courseLoaded: courseLoaded, sessions: sessions, maxSessions: maxSessions)
    }

    /// The rule itself, pure. Full means no room for one more socket: a new class's first member
    /// would be refused (1013) or take an idle student's slot.
    static func verdict(draining: Bool, courseLoaded: Bool, sessions: Int, maxSessions: Int) -> String? {
        if draining { return "draining" }
        if !courseLoaded { return "no course loaded" }
        if sessions >= maxSessions { return "full: \(sessions) of \(maxSessions) sessions" }
        return nil
    }
}
