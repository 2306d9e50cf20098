import Foundation
import Lessons
import Logging
import PostgresNIO
import Synchronization

/// PostgreSQL's LISTEN/NOTIFY carrying ended teacher sessions between the instances of a cluster: a
/// store that ends a session (sign-out, password change) sends the token hash on `channel` in the
/// same transaction, so it reaches every listening instance when the delete commits (and never for a
/// delete that rolled back).
///
/// One connection of its own, outside the pool: it sits in LISTEN for the life of the server. When it
/// is lost (the database restarted, a network cut) it reconnects with a growing pause, and once it
/// listens again it asks for a `resync`, since notifications sent meanwhile were missed. The loop is
/// an async task that never blocks a thread: it only awaits postgres-nio.
///
/// A connection in LISTEN only reads, so a half-open one (a network cut or a failover that sent no
/// reset) would otherwise wait for notifications that never come, for as long as the kernel's TCP
/// keepalive allows (two hours by default), with only the hub's periodic re-check to fall back on.
/// The listener therefore asks it for an answer every `probeEvery` and replaces it when none comes
/// within `answerWithin` (the pool's connections need no probe: every call has a deadline).
final class PostgresSessionListener: Sendable {
    /// The NOTIFY channel; the payload is a session's token hash.
    static let channel = "synth_trainer_session_ended"

    struct Probing: Sendable {
        var every: Duration
        var answerWithin: Duration

        /// A probe every `every` (30 s by default), answered within 10 s or within `every` if shorter.
        init(every: Duration = .seconds(30)) {
            self.every = every
            self.answerWithin = min(every, .seconds(10))
        }
    }

    private let configuration: PostgresConnection.Configuration
    private let location: PostgresLocation
    private let probing: Probing
    private let logger: Logger
    private let task = Mutex<Task<Void, Never>?>(nil)

    init(location: PostgresLocation, probing: Probing = Probing(), logger: Logger) throws(StoreError) {
        self.location = location
        self.configuration = try location.connectionConfiguration()
        self.probing = probing
        self.logger = logger
    }

    deinit { task.withLock { $0?.cancel() } }

    func start(ended: @escaping @Sendable (String) -> Void, resync: @escaping @Sendable () -> Void) {
        task.withLock { current in
            current?.cancel()
            current = Task.detached { [configuration, location, probing, logger] in
                await Self.listen(configuration: configuration, location: location, probing: probing, logger: logger,
                                  ended: ended, resync: resync)
            }
        }
    }

    func stop() { task.withLock { $0?.cancel(); $0 = nil } }

    private static func listen(configuration: PostgresConnection.Configuration, location: PostgresLocation, probing: Probing,
                               logger: Logger, ended: @escaping @Sendable (String) -> Void,
                               resync: @escaping @Sendable () -> Void) async {
        var missedSome = false
        var pause = 0.25
        while !Task.isCancelled {
            do {
                let connection = try await PostgresConnection.connect(on: MultiThreadedEventLoopGroup.singleton.next(),
                                                                      configuration: configuration, id: 0, logger: logger)
                let listening = Flag()
                do {
                    // At shutdown the connection is closed at once: a query in flight (a probe) does not
                    // answer cancellation, and would otherwise hold the loop until its watchdog fired.
                    try await withTaskCancellationHandler {
                        try await listenAndProbe(connection, probing: probing, logger: logger) { [missedSome] in
                            // LISTEN is in place: anything ended while nobody listened must be checked now.
                            if missedSome {
                                logger.info("listening for ended teacher sessions again", metadata: ["database": "\(location)"])
                                resync()
                            }
                            listening.set()
                        } ended: { ended($0) }
                    } onCancel: {
                        let closing: EventLoopFuture<Void> = connection.close()
                        _ = closing
                    }
                } catch {
                    if !Task.isCancelled {
                        logger.warning("lost the PostgreSQL connection that listens for ended teacher sessions",
                                       metadata: ["database": "\(location)", "error": "\(PostgresConnectionPool.describe(error))"])
                    }
                }
                if listening.isSet { missedSome = false; pause = 0.25 }
                // Closed whichever way the listening ended (cancelled at shutdown included).
                try? await connection.close()
            } catch where !Task.isCancelled {
                if !missedSome {
                    logger.warning("cannot listen for ended teacher sessions; retrying",
                                   metadata: ["database": "\(location)", "error": "\(PostgresConnectionPool.describe(error))"])
                }
            } catch {}
            guard !Task.isCancelled else { return }
            missedSome = true
            try? await Task.sleep(for: .seconds(pause))
            pause = min(pause * 2, 5)
        }
    }

    /// Listens on `connection` (calling `listening` once LISTEN is in place, then `ended` for each
    /// notification) while probing it; returns or throws when either ends, having cancelled the other.
    private static func listenAndProbe(_ connection: PostgresConnection, probing: Probing, logger: Logger,
                                       listening: @escaping @Sendable () -> Void,
                                       ended: @escaping @Sendable (String) -> Void) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                try await connection.listen(on: channel) { notifications in
                    listening()
                    for try await n in notifications { ended(n.payload) }
                }
            }
            group.addTask { try await probe(connection, probing, logger: logger) }
            // Either ends only by an error (or at shutdown); the other is then cancelled.
            defer { group.cancelAll() }
            try await group.next()
        }
    }

    /// Every `probing.every`, a `SELECT 1` on the listening connection; one not answered within
    /// `probing.answerWithin` closes the connection (which also ends its LISTEN at once) and throws.
    /// The answer and the watchdog race for one outcome, so a connection that answered is never closed.
    private static func probe(_ connection: PostgresConnection, _ probing: Probing, logger: Logger) async throws {
        while true {
            try await Task.sleep(for: probing.every)
            let outcome = ProbeOutcome()
            let watchdog = Task {
                try await Task.sleep(for: probing.answerWithin)
                guard outcome.settle(.gaveUp) else { return }
                logger.warning("the PostgreSQL connection that listens for ended teacher sessions did not answer a probe; replacing it",
                               metadata: ["within": "\(probing.answerWithin)"])
                try? await connection.close()
            }
            defer { watchdog.cancel() }
            do {
                _ = try await connection.query("SELECT 1", logger: logger)
            } catch where outcome.settled == .gaveUp {
                throw ProbeUnanswered(within: probing.answerWithin)
            }
            guard outcome.settle(.answered) else { throw ProbeUnanswered(within: probing.answerWithin) }
        }
    }

    struct ProbeUnanswered: Error, CustomStringConvertible {
        let within: Duration
        var description: String { "the connection did not answer a probe within \(within)" }
    }

    /// How one probe ended: whichever of the answer and the watchdog settles it first wins.
    private final class ProbeOutcome: Sendable {
        enum Value: Equatable { case waiting, answered, gaveUp }
        private let value = Mutex(Value.waiting)
        /// True when this call settled it (it was still waiting).
        func settle(_ to: Value) -> Bool {
            value.withLock { v in
                guard v == .waiting else { return false }
                v = to
                return true
            }
        }
        var settled: Value { value.withLock { $0 } }
    }
}
