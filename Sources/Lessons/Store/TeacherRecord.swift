import Foundation

/// A teacher account. `passwordHash` is a `PasswordHasher` string (salted PBKDF2-HMAC-SHA256).
public struct TeacherRecord: Sendable, Equatable {
    public let id: String
    public let name: String
    public var passwordHash: String
    public let createdAt: Date

    public init(id: String, name: String, passwordHash: String, createdAt: Date) {
        self.id = id
        self.name = name
        self.passwordHash = passwordHash
        self.createdAt = createdAt
    }
}
