import Foundation

/// A successful teacher login: the token to present on the teacher socket (or as the session
/// cookie) until `expiresAt`. Only its SHA-256 is stored, so the token exists only here and with the
/// teacher.
public struct TeacherLogin: Sendable, Equatable {
    public let teacher: TeacherRecord
    public let token: String
    public let expiresAt: Date

    public init(teacher: TeacherRecord, token: String, expiresAt: Date) {
        self.teacher = teacher
        self.token = token
        self.expiresAt = expiresAt
    }
}
