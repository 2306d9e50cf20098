import Foundation

/// A student as stored. The login token itself is never stored, only its SHA-256.
public struct StudentRecord: Sendable, Equatable {
    public let id: String
    public var name: String
    /// Lowercase hex SHA-256 of the student's token.
    public let tokenHash: String
    public var classID: String?
    public let createdAt: Date

    public init(id: String, name: String, tokenHash: String, classID: String?, createdAt: Date) {
        self.id = id
        self.name = name
        self.tokenHash = tokenHash
        self.classID = classID
        self.createdAt = createdAt
    }
}
