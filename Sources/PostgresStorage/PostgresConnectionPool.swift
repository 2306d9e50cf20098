import Foundation
import Lessons
import Logging
import PostgresNIO

/// A few PostgreSQL connections for the store's synchronous calls: a blocking check-out, a fresh
/// connection whenever the old one is gone (so the store recovers by itself once the database is back),
/// and a deadline per call.
///
/// How a synchronous call waits: the store protocol is synchronous (the server calls it from its own
/// executor threads, `OffThreadCalls`), so each call must block until PostgreSQL has answered. The
/// connections live on NIO event loops (`MultiThreadedEventLoopGroup.singleton`), where postgres-nio
/// does all the I/O; the calling thread only waits on the query's `EventLoopFuture` (`wait()`, which
/// NIO refuses on an event-loop thread, so no event loop is ever blocked). `PostgresClient` is not used:
/// its pool runs on Swift concurrency's cooperative threads (two on two cores), and callers that block
/// those threads while waiting for it (a task group of store calls, any async caller) could starve the
/// very pool they wait for. Here nothing a caller waits for needs a cooperative thread.
final class PostgresConnectionPool: @unchecked Sendable {
    // @unchecked: `idle`, `open`, `nextID` and `isShutDown` are only touched with `condition` locked;
    // everything else is immutable.
    private let condition = NSCondition()
    private var idle: [PostgresConnection] = []
    /// Connections that exist or are being opened: idle, leased, or connecting.
    private var open = 0
    private var nextID = 0
    private var isShutDown = false

    let location: PostgresLocation
    private let configuration: PostgresConnection.Configuration
    private let maxConnections: Int
    /// How long one store call may take before its connection is closed under it (nil: no limit).
    let callTimeout: TimeAmount?
    private let logger: Logger

    init(location: PostgresLocation, maxConnections: Int, callTimeout: TimeAmount?, logger: Logger) throws(StoreError) {
        self.location = location
        self.configuration = try location.connectionConfiguration()
        self.maxConnections = max(1, maxConnections)
        self.callTimeout = callTimeout
        self.logger = logger
    }

    deinit {
        for c in idle { Self.discard(c) }
    }

    /// A connection checked out for one call. Its deadline closes the connection if the call overruns,
    /// which fails the statement in flight, so a hung server or network cannot hang a store call.
    final class Lease: @unchecked Sendable {
        // @unchecked: `completedStatements` and `poisoned` are only touched by the one thread running the
        // call; `expired` is a lock-protected flag set from the event loop.
        let connection: PostgresConnection
        /// True for a connection that served earlier calls (it may have died since).
        let reused: Bool
        private let logger: Logger
        private let expired = Flag()
        private var deadline: Scheduled<Void>?
        /// Statements that succeeded: while 0, nothing this call sent has had any effect.
        private(set) var completedStatements = 0
        /// The transaction state is unknown (a failed ROLLBACK): never hand the connection out again.
        var poisoned = false

        init(connection: PostgresConnection, reused: Bool, timeout: TimeAmount?, logger: Logger) {
            self.connection = connection
            self.reused = reused
            self.logger = logger
            if let timeout {
                deadline = connection.eventLoop.scheduleTask(in: timeout) { [expired, connection] in
                    expired.set()
                    connection.close().whenComplete { _ in withExtendedLifetime(connection) {} }
                }
            }
        }

        /// Runs one statement and waits for all its rows.
        @discardableResult
        func query(_ query: PostgresQuery) throws -> PostgresQueryResult {
            do {
                let result = try connection.query(query, logger: logger).wait()
                completedStatements += 1
                return result
            } catch {
                if expired.isSet { throw PostgresCallError.timedOut }
                throw error
            }
        }

        fileprivate func disarm() { deadline?.cancel() }
        var hasExpired: Bool { expired.isSet }
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
        for c in closing { _ = try? c.close().wait() }
    }

    private func checkOut(timeout: TimeAmount?) throws(StoreError) -> Lease {
        // Waiting for a busy connection is bounded like a call: connections come back within one.
        let giveUp = Date().addingTimeInterval(Double((timeout ?? .seconds(60)).nanoseconds) / 1e9)
        condition.lock()
        while true {
            if isShutDown {
                condition.unlock()
                throw .failure("the PostgreSQL store at \(location) is closed")
            }
            if let c = idle.popLast() {
                if c.isClosed {
                    // The server ended it while it sat idle (a restart, a failover): open another.
                    open -= 1
                    Self.discard(c)
                    continue
                }
                condition.unlock()
                return Lease(connection: c, reused: true, timeout: timeout, logger: logger)
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
            let c = try PostgresConnection.connect(on: MultiThreadedEventLoopGroup.singleton.next(), configuration: configuration,
                                                   id: id, logger: logger).wait()
            logger.debug("postgres connection opened", metadata: ["connection": "\(id)", "database": "\(location)"])
            return Lease(connection: c, reused: false, timeout: timeout, logger: logger)
        } catch {
            condition.lock()
            open -= 1
            condition.signal()
            condition.unlock()
            throw .failure("PostgreSQL at \(location) is unreachable: \(Self.describe(error))")
        }
    }

    private func checkIn(_ lease: Lease, reusable: Bool) {
        lease.disarm()
        condition.lock()
        defer { condition.unlock() }
        if reusable, !isShutDown, !lease.connection.isClosed {
            idle.append(lease.connection)
        } else {
            open -= 1
            Self.discard(lease.connection)
        }
        condition.signal()
    }

    /// Closes a connection without waiting. The closure keeps it alive until the channel has closed:
    /// postgres-nio asserts that a connection is closed before it is freed.
    private static func discard(_ c: PostgresConnection) {
        c.close().whenComplete { _ in withExtendedLifetime(c) {} }
    }

    // MARK: - Errors

    /// True when the error means the connection is gone (or the server is shutting it down), rather than
    /// a statement failing on a healthy connection.
    static func isConnectionLost(_ error: any Error) -> Bool {
        if error is PostgresCallError { return true }
        if error is ChannelError || error is IOError { return true }
        guard let e = error as? PSQLError else { return false }
        if e.code == .server {
            // Class 08: connection exception; 57P01-57P03: the server is shutting down or starting up.
            let state = e.serverInfo?[.sqlState] ?? ""
            return state.hasPrefix("08") || ["57P01", "57P02", "57P03"].contains(state)
        }
        return [.serverClosedConnection, .clientClosedConnection, .connectionError, .uncleanShutdown,
                .messageDecodingFailure, .unexpectedBackendMessage].contains(e.code)
    }

    /// A one-line account of an error for logs and `StoreError.failure`. The server's message and
    /// SQLSTATE, never the query's bound values (they include token and password hashes).
    static func describe(_ error: any Error) -> String {
        switch error as? PostgresCallError {
        case .timedOut: return "no answer in time (the connection was closed)"
        case .commitOutcomeUnknown(let lost):
            return "the connection was lost during COMMIT, so the write may or may not be saved (\(describe(lost)))"
        case nil: break
        }
        guard let e = error as? PSQLError else { return "\(error)" }
        if let info = e.serverInfo, let message = info[.message] {
            return "\(message) (SQLSTATE \(info[.sqlState] ?? "?"))"
        }
        if let connection = e.underlying as? NIOConnectionError {
            // NIO's own wording of an IOError is noisy ("connection reset (error set): ..."): the errno's
            // text says it ("Connection refused").
            let reasons = connection.connectionErrors.map { failure in
                (failure.error as? IOError).map { String(cString: strerror($0.errnoCode)) } ?? "\(failure.error)"
            }
            return reasons.isEmpty ? "\(connection)" : reasons.joined(separator: "; ")
        }
        if let underlying = e.underlying { return "\(e.code): \(underlying)" }
        return "\(e.code)"
    }
}

/// What went wrong with a call apart from PostgreSQL's own errors.
enum PostgresCallError: Error {
    /// The call overran its deadline; its connection was closed.
    case timedOut
    /// The connection died while COMMIT was in flight: the transaction may or may not have committed.
    case commitOutcomeUnknown(any Error)
}

/// A flag set once, from any thread.
final class Flag: @unchecked Sendable {
    // @unchecked: `value` is only touched with `lock` held.
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
