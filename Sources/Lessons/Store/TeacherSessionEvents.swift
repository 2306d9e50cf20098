import Foundation

/// Teacher sessions ended by any process sharing the store. A store shared by several server
/// instances (PostgreSQL) tells each of them when a sign-out or a password change ends a session, so
/// every socket using it on every instance stops at once instead of at its next check of the store.
/// An embedded store (SQLite, one process) has nothing to tell and does not offer it.
public protocol TeacherSessionEvents: Sendable {
    /// From now until `stopWatching`: `ended` gets the token hash of each teacher session any process
    /// ends (this one included), and `resync` is called after a gap in delivery (the connection that
    /// listens was lost and is back), when some may have been missed and every session should be
    /// checked against the store again. Both are called on a thread of the store's own.
    func watchEndedSessions(ended: @escaping @Sendable (String) -> Void, resync: @escaping @Sendable () -> Void)
    func stopWatching()
}
