import Foundation

/// A class a teacher runs; students join with its code.
public struct ClassRecord: Sendable, Equatable {
    public let id: String
    public let teacherID: String
    public let name: String
    /// Short code students type at login (`K7QH3M`); unique.
    public let joinCode: String
    public let createdAt: Date

    public init(id: String, teacherID: String, name: String, joinCode: String, createdAt: Date) {
        self.id = id
        self.teacherID = teacherID
        self.name = name
        self.joinCode = joinCode
        self.createdAt = createdAt
    }
}
