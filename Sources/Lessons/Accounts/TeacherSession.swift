import Foundation

/// A valid teacher session, as the server keeps it for a teacher connection: who, and until when.
/// The server re-checks `isValid(at:)` on every message, so a session that expires mid-lesson stops
/// authorising at once, not at the next connect.
public struct TeacherSession: Sendable, Equatable {
    public let teacherID: String
    public let name: String
    /// SHA-256 of the token: identifies the session (for logout) without holding the secret.
    public let tokenHash: String
    public let expiresAt: Date

    public init(teacherID: String, name: String, tokenHash: String, expiresAt: Date) {
        self.teacherID = teacherID
        self.name = name
        self.tokenHash = tokenHash
        self.expiresAt = expiresAt
    }

    public func isValid(at now: Date) -> Bool { now < expiresAt }
}
