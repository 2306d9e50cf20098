import Foundation

/// A student as stored. Neither the login token nor the secret is stored: only the token's SHA-256
/// and the secret's slow hash (`PasswordHasher`).
public struct StudentRecord: Sendable, Equatable {
    public let id: String
    public var name: String
    /// Lowercase hex SHA-256 of the student's token.
    public let tokenHash: String
    public var classID: String?
    public let createdAt: Date
    /// The slow hash of the secret (a PIN or password) that signs the student in by name from any
    /// device; nil for a profile made before secrets, or after a teacher's reset.
    public var secretHash: String?
    /// A teacher reset the secret: the next sign-in by name (in the class) picks a new one.
    public var secretReset: Bool

    public init(id: String, name: String, tokenHash: String, classID: String?, createdAt: Date,
                secretHash: String? = nil, secretReset: Bool = false) {
        self.id = id
        self.name = name
        self.tokenHash = tokenHash
        self.classID = classID
        self.createdAt = createdAt
        self.secretHash = secretHash
        self.secretReset = secretReset
    }

    /// True when a sign-in by name may claim this profile: it has a secret to check, or a teacher
    /// reset it. A profile with neither (made before secrets) is reached by its token only.
    public var isClaimableByName: Bool { secretHash != nil || secretReset }
}
