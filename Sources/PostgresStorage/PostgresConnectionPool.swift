import Foundation
import Lessons
import Logging

/// A few libpq connections for the store's synchronous calls: a blocking check-out, a fresh connection
/// whenever the old one is gone (so the store recovers by itself once the database is back), and a
/// deadline per call.
///
/// How a call waits: the store protocol is synchronous, and the server already calls it from its own
/// executor threads (`OffThreadCalls`: Dispatch queues, 4 calls at a time), as it calls the SQLite store.
/// So each call simply runs blocking libpq calls on the caller's thread; no event loop or extra thread
/// is involved. A connection serves one call at a time (libpq connections are not shared between threads).
final class PostgresConnectionPool: @unchecked Sendable {
    // @unchecked: `idle`, `open`, `nextID` and `isShutDown` are only touched with `condition` locked;
    // everything else is immutable. A connection is touched by the one thread that leased it.
    private let condition = NSCondition()
    private var idle: [PGConnection] = []
    /// Connections that exist or are being opened: idle, leased, or connecting.
    private var open = 0
    private var nextID = 0
    private var isShutDown = false

    let location: PostgresLocation
    private let maxConnections: Int
    /// How long one store call may take before its connection is closed under it (nil: no limit).
    let callTimeout: Duration?
    private let logger: Logger

    init(location: PostgresLocation, maxConnections: Int, callTimeout: Duration?, logger: Logger) {
        self.location = location
        self.maxConnections = max(1, maxConnections)
        self.callTimeout = callTimeout
        self.logger = logger
    }

    /// A connection checked out for one call. Its deadline closes the connection if the call overruns,
    /// which fails the statement in flight, so a hung server or network cannot hang a store call.
    final class Lease {
        let connection: PGConnection
        /// True for a connection that served earlier calls (it may have died since).
        let reused: Bool
        private let deadline: ContinuousClock.Instant?
        private(set) var hasExpired = false
        /// Statements that succeeded: while 0, nothing this call sent has had any effect.
        private(set) var completedStatements = 0
        /// The transaction state is unknown (a failed ROLLBACK): never hand the connection out again.
        var poisoned = false

        init(connection: PGConnection, reused: Bool, timeout: Duration?) {
            self.connection = connection
            self.reused = reused
            deadline = timeout.map { ContinuousClock.now + $0 }
        }

        /// Runs one statement and waits for all its rows.
        @discardableResult
        func query(_ sql: SQL) throws(PGError) -> PGRows {
            do {
                let result = try connection.execute(sql, deadline: deadline)
                completedStatements += 1
                return result
            } catch {
                if case .timedOut = error { hasExpired = true }
                throw error
            }
        }
    }

    /// Runs `body` on a connection and gives the connection back. A connection the server dropped while
    /// it sat idle fails the call's first statement; as that statement had no effect (a read, or a
    /// transaction's BEGIN), `body` runs once more on a fresh connection, so the first call after the
    /// database came back does not fail for nothing.
    /// `unlimited` lifts the call deadline (migrations, bulk copies: long, and run once).
    func withConnection<T>(unlimited: Bool = false, _ body: (Lease) throws -> T,
                           mapping: (any Error) -> StoreError) throws(StoreError) -> T {
        var retried = false
        while true {
            let lease = try checkOut(timeout: unlimited ? nil : callTimeout)
            do {
                let value = try body(lease)
                checkIn(lease, reusable: !lease.poisoned)
                return value
            } catch {
                let lost = Self.isConnectionLost(error) || lease.hasExpired
                checkIn(lease, reusable: !lost && !lease.poisoned)
                if lost, lease.reused, lease.completedStatements == 0, !lease.hasExpired, !retried {
                    logger.debug("postgres connection was gone; retrying on a new one", metadata: ["connection": "\(lease.connection.id)"])
                    retried = true
                    continue
                }
                throw mapping(error)
            }
        }
    }

    /// Closes every idle connection and refuses further calls.
    func shutDown() {
        condition.lock()
        isShutDown = true
        let closing = idle
        idle = []
        open -= closing.count
        condition.broadcast()
        condition.unlock()
        for c in closing { c.close() }
    }

    private func checkOut(timeout: Duration?) throws(StoreError) -> Lease {
        // Waiting for a busy connection is bounded like a call: connections come back within one.
        let wait = timeout ?? .seconds(60)
        let giveUp = Date().addingTimeInterval(Double(wait.components.seconds) + Double(wait.components.attoseconds) / 1e18)
        condition.lock()
        while true {
            if isShutDown {
                condition.unlock()
                throw .failure("the PostgreSQL store at \(location) is closed")
            }
            if let c = idle.popLast() {
                if !c.isUsable {
                    // The server ended it while it sat idle (a restart, a failover): open another.
                    open -= 1
                    c.close()
                    continue
                }
                condition.unlock()
                return Lease(connection: c, reused: true, timeout: timeout)
            }
            if open < maxConnections { break }
            if !condition.wait(until: giveUp) {
                condition.unlock()
                throw .failure("all \(maxConnections) connections to PostgreSQL at \(location) stayed busy")
            }
        }
        open += 1
        nextID += 1
        let id = nextID
        condition.unlock()
        do {
            let c = try PGConnection(location: location, applicationName: "synth-trainer", id: id)
            logger.debug("postgres connection opened", metadata: ["connection": "\(id)", "database": "\(location)"])
            return Lease(connection: c, reused: false, timeout: timeout)
        } catch {
            condition.lock()
            open -= 1
            condition.signal()
            condition.unlock()
            throw .failure("PostgreSQL at \(location) is unreachable: \(error)")
        }
    }

    private func checkIn(_ lease: Lease, reusable: Bool) {
        condition.lock()
        defer { condition.unlock() }
        if reusable, !isShutDown, lease.connection.isUsable {
            idle.append(lease.connection)
        } else {
            open -= 1
            lease.connection.close()
        }
        condition.signal()
    }

    // MARK: - Errors

    /// True when the error means the connection is gone (or the server is shutting it down), rather than
    /// a statement failing on a healthy connection.
    static func isConnectionLost(_ error: any Error) -> Bool {
        (error as? PGError)?.isConnectionLost ?? false
    }

    /// A one-line account of an error for logs and `StoreError.failure`.
    static func describe(_ error: any Error) -> String { "\(error)" }
}

/// A flag set once, from any thread.
final class Flag: @unchecked Sendable {
    // @unchecked: `value` is only touched with `lock` held.
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
