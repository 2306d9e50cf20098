import SynthEngine

/// Payloads of the classroom messages (PROTOCOL.md "Classrooms"), as the teacher dashboard and the
/// student page see them. The server maps its own types onto these, so the wire format is stated here.
extension ServerMessage {
    /// One of the teacher's classes; `students` is how many are in it.
    public struct ClassInfo: Sendable, Equatable, Encodable {
        public var id, name, code: String
        public var students: Int
        public var archived: Bool
        /// The code takes new students.
        public var joining: Bool
        /// The lesson for today, if set.
        public var assigned: String?
        /// Lessons after `assigned` stay locked for the class's students.
        public var lockLater: Bool
        public init(id: String, name: String, code: String, students: Int, archived: Bool = false, joining: Bool = true,
                    assigned: String? = nil, lockLater: Bool = false) {
            self.lockLater = lockLater
            self.id = id
            self.name = name
            self.code = code
            self.students = students
            self.archived = archived
            self.joining = joining
            self.assigned = assigned
        }
    }

    /// `teacher`: the answer to `auth`. `expires` is ISO 8601 in UTC.
    public struct TeacherInfo: Sendable, Equatable {
        public var teacher, name, expires: String
        public var classes: [ClassInfo]
        public init(teacher: String, name: String, expires: String, classes: [ClassInfo]) {
            self.teacher = teacher
            self.name = name
            self.expires = expires
            self.classes = classes
        }
    }

    /// A lesson of the course as the dashboard lists it (roster and progress table columns).
    public struct LessonRef: Sendable, Equatable, Encodable {
        public var id, title, module, kind: String
        /// The module's title, for column heads ("Step by step: 808 bass", not its id).
        public var moduleTitle: String
        public init(id: String, title: String, module: String, kind: String, moduleTitle: String? = nil) {
            self.id = id
            self.title = title
            self.module = module
            self.kind = kind
            self.moduleTitle = moduleTitle ?? module
        }
    }

    /// `roster`: the watched class with every student's whole state.
    public struct Roster: Sendable, Equatable {
        public var classInfo: ClassInfo
        public var lessons: [LessonRef]
        public var students: [StudentState]
        public init(classInfo: ClassInfo, lessons: [LessonRef], students: [StudentState]) {
            self.classInfo = classInfo
            self.lessons = lessons
            self.students = students
        }
    }

    /// One cell of the progress table.
    public struct ProgressCell: Sendable, Equatable, Encodable {
        public var completed: Bool
        public var bestScore: Double
        public var lastScore: Double?
        public var attempts: Int
        public var timeSpent: Double
        public var hintsUsed: Int
        public var revealed: Bool
        /// Best stars (0...3) and target plays: with `attempts`, how the student got there.
        public var stars: Int
        public var listens: Int
        public init(completed: Bool, bestScore: Double, lastScore: Double?, attempts: Int, timeSpent: Double,
                    hintsUsed: Int, revealed: Bool, stars: Int = 0, listens: Int = 0) {
            self.stars = stars
            self.listens = listens
            self.completed = completed
            self.bestScore = bestScore
            self.lastScore = lastScore
            self.attempts = attempts
            self.timeSpent = timeSpent
            self.hintsUsed = hintsUsed
            self.revealed = revealed
        }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: DynamicKey.self)
            try c.encode(completed, forKey: DynamicKey("completed"))
            try c.encode(bestScore, forKey: DynamicKey("bestScore"))
            if let lastScore { try c.encode(lastScore, forKey: DynamicKey("lastScore")) } else { try c.encodeNil(forKey: DynamicKey("lastScore")) }
            try c.encode(attempts, forKey: DynamicKey("attempts"))
            try c.encode(timeSpent, forKey: DynamicKey("timeSpent"))
            try c.encode(hintsUsed, forKey: DynamicKey("hintsUsed"))
            try c.encode(revealed, forKey: DynamicKey("revealed"))
            try c.encode(stars, forKey: DynamicKey("stars"))
            try c.encode(listens, forKey: DynamicKey("listens"))
        }
    }

    /// One student's line of the progress table.
    public struct ProgressRow: Sendable, Equatable, Encodable {
        public var student, name: String
        public var online: Bool
        public var lessons: [String: ProgressCell]
        /// The student left the class or was removed (`removed`): the row stays for the teacher to restore.
        public var left: Bool
        public var removed: Bool
        public init(student: String, name: String, online: Bool, lessons: [String: ProgressCell], left: Bool = false, removed: Bool = false) {
            self.left = left
            self.removed = removed
            self.student = student
            self.name = name
            self.online = online
            self.lessons = lessons
        }
    }

    /// `progress`: the whole class by lesson.
    public struct ProgressTable: Sendable, Equatable {
        public var classInfo: ClassInfo
        public var lessons: [LessonRef]
        public var students: [ProgressRow]
        public init(classInfo: ClassInfo, lessons: [LessonRef], students: [ProgressRow]) {
            self.classInfo = classInfo
            self.lessons = lessons
            self.students = students
        }
    }

    /// A student "load my sound" did not reach, and why.
    public struct Skipped: Sendable, Equatable, Encodable {
        public var student, reason: String
        public init(student: String, reason: String) {
            self.student = student
            self.reason = reason
        }
    }
}
