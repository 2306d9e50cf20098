import Foundation
import Lessons

/// How every store call runs: a read on a pooled connection, a write inside BEGIN ... COMMIT, and the
/// translation of libpq's errors into `StoreError`.
extension PostgresTrainerStore {
    /// One read: a single statement outside a transaction (it sees one snapshot).
    func read<T>(_ body: (PostgresConnectionPool.Lease) throws -> T) throws(StoreError) -> T {
        try pool.withConnection(body) { error in Self.storeError(error, location: location) }
    }

    /// One write: `body` inside BEGIN ... COMMIT. A unique-key violation becomes `.duplicate(duplicate)`,
    /// a foreign-key one `.notFound(missing)` when given.
    @discardableResult
    func write<T>(duplicate: String = "row", missing: String? = nil,
                  _ body: (PostgresConnectionPool.Lease) throws -> T) throws(StoreError) -> T {
        try Self.transaction(pool, context: nil, duplicate: duplicate, missing: missing, body)
    }

    static func transaction<T>(_ pool: PostgresConnectionPool, unlimited: Bool = false, context: String?,
                               duplicate: String = "row", missing: String? = nil,
                               _ body: (PostgresConnectionPool.Lease) throws -> T) throws(StoreError) -> T {
        try pool.withConnection(unlimited: unlimited, { c in
            try c.query("BEGIN")
            let value: T
            do {
                value = try body(c)
            } catch {
                // A failed statement aborts the transaction: roll back so the connection goes back clean,
                // or never reuse it when that fails too.
                if c.connection.isUsable {
                    do { try c.query("ROLLBACK") } catch { c.poisoned = true }
                } else {
                    c.poisoned = true
                }
                throw error
            }
            do {
                try c.query("COMMIT")
            } catch let error as PGError where error.isConnectionLost {
                throw PGError.commitOutcomeUnknown(error.description)
            }
            return value
        }, mapping: { error in
            if let e = error as? StoreError { return e }
            let e = storeError(error, location: pool.location, duplicate: duplicate, missing: missing)
            guard let context, case .failure(let why) = e else { return e }
            return .failure("\(context): \(why)")
        })
    }

    /// Turns any error from a call into a `StoreError`.
    static func storeError(_ error: any Error, location: PostgresLocation, duplicate: String = "row", missing: String? = nil) -> StoreError {
        if let e = error as? StoreError { return e }
        if case .server(let state, _)? = error as? PGError {
            switch state {
            case "23505": return .duplicate(duplicate)
            case "23503" where missing != nil: return .notFound(missing!)
            default: break
            }
        }
        if PostgresConnectionPool.isConnectionLost(error) {
            return .failure("PostgreSQL at \(location) is unreachable: \(PostgresConnectionPool.describe(error))")
        }
        return .failure("PostgreSQL at \(location): \(PostgresConnectionPool.describe(error))")
    }
}
