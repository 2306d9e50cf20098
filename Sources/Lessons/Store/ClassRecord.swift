import Foundation

/// A class a teacher runs; students join with its code.
public struct ClassRecord: Sendable, Equatable {
    public let id: String
    public let teacherID: String
    public var name: String
    /// Short code students type at login (`K7QH3M`); unique. A new one replaces it (the old one then
    /// joins nobody).
    public var joinCode: String
    public let createdAt: Date
    /// Kept with its table and its students, but off the teacher's list of current classes and
    /// closed to joining: the end of a school year.
    public var archived: Bool
    /// The code lets students join. A teacher closes it once everyone is in, so a code seen on a
    /// projector or passed around adds nobody.
    public var joiningOpen: Bool
    /// The lesson for today: students of the class see it first on their home screen.
    public var assignedLessonID: String?
    /// Lessons after the lesson for today (in course order) stay locked for the class's students
    /// until the teacher moves it on or turns this off: the class goes through the course together.
    public var locksLaterLessons: Bool

    public init(id: String, teacherID: String, name: String, joinCode: String, createdAt: Date,
                archived: Bool = false, joiningOpen: Bool = true, assignedLessonID: String? = nil, locksLaterLessons: Bool = false) {
        self.id = id
        self.teacherID = teacherID
        self.name = name
        self.joinCode = joinCode
        self.createdAt = createdAt
        self.archived = archived
        self.joiningOpen = joiningOpen
        self.assignedLessonID = assignedLessonID
        self.locksLaterLessons = locksLaterLessons
    }

    /// True when the code takes in a student who is not in the class yet.
    public var takesNewStudents: Bool { joiningOpen && !archived }

    /// The lesson the class is held at: the lesson for today while the lock is on (an archived class,
    /// no longer taught, holds nobody back), else nil.
    public var heldAt: String? { locksLaterLessons && !archived ? assignedLessonID : nil }
}

/// A student's place in one class, now or before: the class's table keeps a row for everyone who was
/// in it, so a student who left (or was removed) stays visible to the teacher, who can restore them.
public struct ClassMember: Sendable, Equatable {
    public let classID: String
    public let studentID: String
    /// When the student last joined (or was restored to) the class.
    public var joinedAt: Date
    /// When they left or were removed; nil while they are in the class.
    public var leftAt: Date?
    /// The teacher removed them: the code does not take them back until the teacher lets them (or
    /// restores them).
    public var removed: Bool

    public init(classID: String, studentID: String, joinedAt: Date, leftAt: Date? = nil, removed: Bool = false) {
        self.classID = classID
        self.studentID = studentID
        self.joinedAt = joinedAt
        self.leftAt = leftAt
        self.removed = removed
    }

    public var isActive: Bool { leftAt == nil }
}
