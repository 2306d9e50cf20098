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
final class PostgresSessionListener: Sendable {
    /// The NOTIFY channel; the payload is a session's token hash.
    static let channel = "synth_trainer_session_ended"

    private let configuration: PostgresConnection.Configuration
    private let location: PostgresLocation
    private let logger: Logger
    private let task = Mutex<Task<Void, Never>?>(nil)

    init(location: PostgresLocation, logger: Logger) throws(StoreError) {
        self.location = location
        self.configuration = try location.connectionConfiguration()
        self.logger = logger
    }

    deinit { task.withLock { $0?.cancel() } }

    func start(ended: @escaping @Sendable (String) -> Void, resync: @escaping @Sendable () -> Void) {
        task.withLock { current in
            current?.cancel()
            current = Task.detached { [configuration, location, logger] in
                await Self.listen(configuration: configuration, location: location, logger: logger, ended: ended, resync: resync)
            }
        }
    }

    func stop() { task.withLock { $0?.cancel(); $0 = nil } }

    private static func listen(configuration: PostgresConnection.Configuration, location: PostgresLocation, logger: Logger,
                               ended: @Sendable (String) -> Void, resync: @Sendable () -> Void) async {
        var missedSome = false
        var pause = 0.25
        while !Task.isCancelled {
            do {
                let connection = try await PostgresConnection.connect(on: MultiThreadedEventLoopGroup.singleton.next(),
                                                                      configuration: configuration, id: 0, logger: logger)
                do {
                    try await connection.listen(on: channel) { notifications in
                        // LISTEN is in place: anything ended while nobody listened must be checked now.
                        if missedSome {
                            logger.info("listening for ended teacher sessions again", metadata: ["database": "\(location)"])
                            resync()
                            missedSome = false
                        }
                        pause = 0.25
                        for try await n in notifications { ended(n.payload) }
                    }
                } catch {
                    if !Task.isCancelled {
                        logger.warning("lost the PostgreSQL connection that listens for ended teacher sessions",
                                       metadata: ["database": "\(location)", "error": "\(PostgresConnectionPool.describe(error))"])
                    }
                }
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
}
