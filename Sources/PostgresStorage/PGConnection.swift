import CLibPQ
import Foundation

/// What went wrong talking to PostgreSQL through libpq.
enum PGError: Error, CustomStringConvertible {
    /// The server refused a statement on a healthy connection (a constraint, bad SQL): its SQLSTATE and message.
    case server(sqlState: String, message: String)
    /// No connection could be made, or it broke under the call (libpq's message).
    case connectionLost(String)
    /// The call overran its deadline; its connection was closed.
    case timedOut
    /// The connection died while COMMIT was in flight: the transaction may or may not have committed.
    case commitOutcomeUnknown(String)
    /// A column did not hold what the code expected.
    case decoding(String)

    /// True when the connection is gone (or the server is shutting it down), rather than a statement
    /// failing on a healthy connection.
    var isConnectionLost: Bool {
        switch self {
        case .connectionLost, .timedOut, .commitOutcomeUnknown: return true
        // Class 08: connection exception; 57P01-57P03: the server is shutting down or starting up.
        case .server(let state, _): return state.hasPrefix("08") || ["57P01", "57P02", "57P03"].contains(state)
        case .decoding: return false
        }
    }

    /// One line for logs and `StoreError.failure`: the server's message and SQLSTATE, never the bound
    /// values (they include token and password hashes; libpq's messages never quote them).
    var description: String {
        switch self {
        case .server(let state, let message): "\(message) (SQLSTATE \(state))"
        case .connectionLost(let why): why
        case .timedOut: "no answer in time (the connection was closed)"
        case .commitOutcomeUnknown(let why): "the connection was lost during COMMIT, so the write may or may not be saved (\(why))"
        case .decoding(let why): "unexpected value: \(why)"
        }
    }
}

/// One libpq connection (`PGconn`), used by one thread at a time: the pool's calls or the session
/// listener. Blocking libpq calls, except that a statement is sent with `PQsendQueryParams` and its
/// answer awaited with `poll` on the connection's socket, so a call can give up at its deadline (a hung
/// server or a half-open network) instead of waiting as long as TCP does.
final class PGConnection {
    private var handle: OpaquePointer?
    /// For logs: which connection of the pool.
    let id: Int

    /// Connects (libpq does the TLS and SCRAM handshakes), failing within `connect_timeout`.
    init(location: PostgresLocation, applicationName: String, id: Int) throws(PGError) {
        self.id = id
        let settings = location.libpqSettings(applicationName: applicationName)
        let keys = settings.map { strdup($0.0) }, values = settings.map { strdup($0.1) }
        defer { (keys + values).forEach { free($0) } }
        let conn = withArrayOfCStrings(keys) { k in withArrayOfCStrings(values) { v in PQconnectdbParams(k, v, 0) } }
        guard let conn else { throw .connectionLost("libpq could not allocate a connection") }
        guard PQstatus(conn) == CONNECTION_OK else {
            let why = Self.oneLine(PQerrorMessage(conn))
            PQfinish(conn)
            throw .connectionLost(why)
        }
        // libpq prints the server's notices (NOTICE: relation ... already exists, skipping) on stderr by
        // default: the migrations' IF NOT EXISTS would print one at every start. They carry nothing the
        // store acts on.
        PQsetNoticeProcessor(conn, { _, _ in }, nil)
        handle = conn
    }

    deinit { close() }

    /// Ends the session (a Terminate message) and frees the connection. Safe to call twice.
    func close() {
        if let h = handle { PQfinish(h) }
        handle = nil
    }

    /// False once libpq knows the connection is broken. A connection the server closed while it sat idle
    /// has data (the server's goodbye, or end of file) waiting on its socket: read it, so the pool does not
    /// hand out a dead connection when it can tell.
    var isUsable: Bool {
        guard let h = handle, PQstatus(h) == CONNECTION_OK else { return false }
        var p = pollfd(fd: PQsocket(h), events: Int16(POLLIN), revents: 0)
        if poll(&p, 1, 0) > 0 {
            if PQconsumeInput(h) == 0 { return false }
        }
        return PQstatus(h) == CONNECTION_OK
    }

    /// The socket to poll for notifications (-1 when closed).
    var socket: Int32 { handle.map { PQsocket($0) } ?? -1 }

    /// Reads what arrived on the socket (after `poll` said it is readable); false if the connection broke.
    func consumeInput() -> Bool {
        guard let h = handle else { return false }
        return PQconsumeInput(h) == 1 && PQstatus(h) == CONNECTION_OK
    }

    /// Notifications libpq has read so far: (channel, payload).
    func takeNotifications() -> [(channel: String, payload: String)] {
        guard let h = handle else { return [] }
        var out: [(String, String)] = []
        while let n = PQnotifies(h) {
            out.append((String(cString: n.pointee.relname), String(cString: n.pointee.extra)))
            PQfreemem(n)
        }
        return out
    }

    /// Runs one statement with its bound values (`PQsendQueryParams`: always the extended protocol, so
    /// one statement per call and no value ever inside the SQL) and returns all its rows. Past
    /// `deadline` the connection is closed and `.timedOut` thrown.
    @discardableResult
    func execute(_ sql: SQL, deadline: ContinuousClock.Instant?) throws(PGError) -> PGRows {
        guard let h = handle, PQstatus(h) == CONNECTION_OK else { throw .connectionLost("the connection is closed") }
        let values = sql.binds.values.map { $0.map { strdup($0) } ?? nil }
        defer { values.forEach { free($0) } }
        let types = sql.binds.types
        let sent = values.withUnsafeBufferPointer { v in
            v.withMemoryRebound(to: UnsafePointer<CChar>?.self) { v in
                PQsendQueryParams(h, sql.text, Int32(types.count), types, v.baseAddress, nil, nil, 0)
            }
        }
        guard sent == 1 else { throw lost() }

        var kept: PGRows?
        var failure: PGError?
        while true {
            while PQisBusy(h) == 1 {
                try wait(h, until: deadline)
                guard PQconsumeInput(h) == 1 else { throw lost() }
            }
            guard let result = PQgetResult(h) else { break }
            defer { PQclear(result) }
            let status = PQresultStatus(result)
            if status == PGRES_TUPLES_OK || status == PGRES_COMMAND_OK {
                kept = Self.rows(result)
            } else if failure == nil {
                let state = Self.field(result, clibpq_diag_sqlstate()) ?? ""
                let message = Self.field(result, clibpq_diag_message()) ?? Self.oneLine(PQresultErrorMessage(result))
                failure = state.isEmpty ? .connectionLost(message) : .server(sqlState: state, message: message)
            }
        }
        if PQstatus(h) != CONNECTION_OK { throw lost() }
        if let failure { throw failure }
        return kept ?? PGRows(rows: [], affectedRows: 0)
    }

    /// Blocks until the socket is readable or the deadline passes (then closes the connection).
    private func wait(_ h: OpaquePointer, until deadline: ContinuousClock.Instant?) throws(PGError) {
        while true {
            var timeout: Int32 = -1
            if let deadline {
                let left = deadline - .now
                if left <= .zero { close(); throw .timedOut }
                let (seconds, attoseconds) = left.components
                timeout = Int32(min(seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1, 60_000))
            }
            var p = pollfd(fd: PQsocket(h), events: Int16(POLLIN), revents: 0)
            let n = poll(&p, 1, timeout)
            if n > 0 { return }
            if n < 0, errno != EINTR { throw lost() }
        }
    }

    /// The error for a connection that broke: libpq's message; the connection is closed.
    private func lost() -> PGError {
        let why = handle.map { Self.oneLine(PQerrorMessage($0)) } ?? "the connection is closed"
        close()
        return .connectionLost(why.isEmpty ? "the connection was lost" : why)
    }

    private static func rows(_ result: OpaquePointer) -> PGRows {
        let count = Int(PQntuples(result)), width = Int(PQnfields(result))
        var rows: [PGRow] = []
        rows.reserveCapacity(count)
        for r in 0..<count {
            rows.append(PGRow(columns: (0..<width).map { c in
                PQgetisnull(result, Int32(r), Int32(c)) == 1 ? nil : String(cString: PQgetvalue(result, Int32(r), Int32(c)))
            }))
        }
        return PGRows(rows: rows, affectedRows: Int(String(cString: PQcmdTuples(result))) ?? 0)
    }

    private static func field(_ result: OpaquePointer, _ code: Int32) -> String? {
        PQresultErrorField(result, code).map { String(cString: $0) }
    }

    /// libpq's messages end in a newline and may span lines ("connection to server ... failed: ...\n\tIs
    /// the server running ..."): one line for a log.
    static func oneLine(_ message: UnsafePointer<CChar>?) -> String {
        guard let message else { return "" }
        return String(cString: message).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}

/// Runs `body` with a NULL-terminated array of C strings, as libpq's keyword/value lists need.
private func withArrayOfCStrings<R>(_ strings: [UnsafeMutablePointer<CChar>?], _ body: ([UnsafePointer<CChar>?]) -> R) -> R {
    body(strings.map { $0.map { UnsafePointer($0) } } + [nil])
}
