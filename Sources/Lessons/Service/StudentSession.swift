/// A logged-in student, as the `student` message reports it.
public struct StudentSession: Sendable, Equatable {
    public let id: String
    public let name: String
    /// The secret the page keeps (e.g. in localStorage) to resume later.
    public let token: String
    public let classCode: String?
    /// The class's id (the server files the session under it for the class's teacher).
    public let classID: String?
    /// The student has no secret yet (a profile made before secrets, or reset by the teacher): the
    /// page asks them to choose one, so they can sign in from anywhere.
    public let needsSecret: Bool
    /// The class's name, for the page to say which class the student is in.
    public let className: String?
    /// The class's lesson for today, if the teacher set one.
    public let assignedLesson: String?
    /// Lessons after `assignedLesson` stay locked until the teacher moves it on (`ClassRecord.heldAt`).
    public let locksLaterLessons: Bool
    /// A recovery code made by this sign-in (the student's first, or a new one after using theirs):
    /// the page shows it once. Nil when the student already has one.
    public private(set) var recoveryCode: String?

    public init(id: String, name: String, token: String, classCode: String?, classID: String? = nil,
                needsSecret: Bool = false, recoveryCode: String? = nil, className: String? = nil, assignedLesson: String? = nil,
                locksLaterLessons: Bool = false) {
        self.locksLaterLessons = locksLaterLessons
        self.className = className
        self.assignedLesson = assignedLesson
        self.recoveryCode = recoveryCode
        self.id = id
        self.name = name
        self.token = token
        self.classCode = classCode
        self.classID = classID
        self.needsSecret = needsSecret
    }

    /// The same session with `code` as its recovery code (nil: none to show).
    public func with(recoveryCode code: String?) -> StudentSession {
        var s = self
        s.recoveryCode = code
        return s
    }
}
