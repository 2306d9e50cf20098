import Foundation
import Lessons

/// Where the PostgreSQL store lives, read from a URL:
/// `postgres://USER:PASSWORD@HOST:PORT/DATABASE?sslmode=MODE` (also `postgresql://`).
///
/// The parts mean what they mean to libpq, so an operator's existing URL works: user and password are
/// percent-decoded, the port defaults to 5432 and the database to the user's name. `sslmode` is
/// `disable`, `prefer` (libpq's default: TLS when the server offers it), `require` (TLS or nothing;
/// the certificate is not checked unless ~/.postgresql/root.crt exists, as libpq does) or `verify-full`
/// (TLS with the certificate checked against the system's trust roots and the host name). libpq itself
/// connects, so these are its own modes. Any other query parameter is refused rather
/// than silently ignored, so a setting the operator relies on is never dropped.
public struct PostgresLocation: Sendable, CustomStringConvertible {
    public enum TLSMode: String, Sendable { case disable, prefer, require, verifyFull = "verify-full" }

    public let host: String
    public let port: Int
    public let username: String
    let password: String?
    public let database: String
    public let tlsMode: TLSMode
    /// The server instance these connections serve (`--instance-name`), put into every connection's
    /// `application_name` ("synth-trainer:NAME"): any instance can then see in `pg_stat_activity`
    /// whether another one still has a connection, which a killed process loses at once.
    public var instance: String?

    /// True for a `postgres://` or `postgresql://` URL: what `--database` takes.
    public static func isPostgresURL(_ text: String) -> Bool {
        text.hasPrefix("postgres://") || text.hasPrefix("postgresql://")
    }

    public init(url text: String) throws(StoreError) {
        guard Self.isPostgresURL(text), let url = URLComponents(string: text) else {
            throw .failure("not a PostgreSQL URL (postgres://USER:PASSWORD@HOST:PORT/DATABASE)")
        }
        guard var host = url.host, !host.isEmpty else { throw .failure("the PostgreSQL URL names no host") }
        // An IPv6 literal comes back with its brackets on some Foundation versions.
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard let user = url.percentEncodedUser?.removingPercentEncoding, !user.isEmpty else {
            throw .failure("the PostgreSQL URL names no user (postgres://USER:PASSWORD@HOST:PORT/DATABASE)")
        }
        self.host = host
        self.port = url.port ?? 5432
        self.username = user
        self.password = url.percentEncodedPassword?.removingPercentEncoding
        let path = String(url.percentEncodedPath.drop { $0 == "/" }).removingPercentEncoding ?? ""
        self.database = path.isEmpty ? user : path
        var mode = TLSMode.prefer
        for item in url.queryItems ?? [] {
            switch item.name {
            case "sslmode":
                guard let m = item.value.flatMap(TLSMode.init(rawValue:)) else {
                    throw .failure("sslmode=\(item.value ?? ""): use disable, prefer, require or verify-full")
                }
                mode = m
            default:
                throw .failure("the PostgreSQL URL has an unsupported parameter '\(item.name)' (only sslmode is understood)")
            }
        }
        self.tlsMode = mode
    }

    private init(host: String, port: Int, username: String, password: String?, database: String, tlsMode: TLSMode) {
        self.host = host
        self.port = port
        self.username = username
        self.password = password
        self.database = database
        self.tlsMode = tlsMode
    }

    /// The same server and credentials, another database (tests make one per case).
    public func database(_ name: String) -> PostgresLocation {
        PostgresLocation(host: host, port: port, username: username, password: password, database: name, tlsMode: tlsMode)
    }

    /// The URL without its password: what logs and error messages show.
    public var description: String {
        let h = host.contains(":") ? "[\(host)]" : host
        return "postgres://\(username)@\(h):\(port)/\(database)"
    }

    /// Where `verify-full` finds the trust roots: Debian's system bundle (libpq 15 reads only the file it is
    /// given; `sslrootcert=system` came with libpq 16).
    static let systemTrustRoots = "/etc/ssl/certs/ca-certificates.crt"

    /// "synth-trainer:NAME" (or the bare program name without an instance), cut to PostgreSQL's 63 bytes.
    static func applicationName(_ program: String, instance: String?) -> String {
        String((instance.map { "\(program):\($0)" } ?? program).utf8.prefix(63)) ?? program
    }

    /// libpq's connection keywords for this location (`PQconnectdbParams`).
    func libpqSettings(applicationName: String = "synth-trainer") -> [(String, String)] {
        var s: [(String, String)] = [("host", host), ("port", String(port)), ("user", username), ("dbname", database),
                                     ("sslmode", tlsMode.rawValue), ("connect_timeout", "5"), ("client_encoding", "UTF8"),
                                     ("application_name", Self.applicationName(applicationName, instance: instance)),
                                     // Set at connection start, so no extra round trip: `synchronous_commit = on`
                                     // makes COMMIT wait for the WAL flush even where the server's default was
                                     // relaxed. That is the store's promise (every write is durable when the call returns).
                                     ("options", "-c synchronous_commit=on")]
        if let password { s.append(("password", password)) }
        if tlsMode == .verifyFull { s.append(("sslrootcert", Self.systemTrustRoots)) }
        return s
    }
}
