import Foundation

/// A teacher's login session as stored: only the SHA-256 of its token is kept, so a copy of the
/// database does not hand out working sessions.
public struct TeacherSessionRecord: Sendable, Equatable {
    /// Lowercase hex SHA-256 of the session token.
    public let tokenHash: String
    public let teacherID: String
    public let createdAt: Date
    /// After this instant the token no longer authorises anything.
    public let expiresAt: Date

    public init(tokenHash: String, teacherID: String, createdAt: Date, expiresAt: Date) {
        self.tokenHash = tokenHash
        self.teacherID = teacherID
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }

    /// True once `now` has reached the expiry.
    public func isExpired(at now: Date) -> Bool { now >= expiresAt }
}
