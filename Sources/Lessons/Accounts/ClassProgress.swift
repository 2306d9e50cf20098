/// One class's progress table for its teacher: every student in the class now, and those who left or
/// were removed (`Row.hasLeft`), each with their progress on every lesson they have touched.
public struct ClassProgress: Sendable, Equatable {
    /// One student's line of the table.
    public struct Row: Sendable, Equatable {
        public let student: StudentRecord
        /// Lesson id to progress; lessons never attempted are absent.
        public let lessons: [String: LessonProgress]
        /// The student's membership of the class (nil only for a store that kept none).
        public let member: ClassMember?

        public init(student: StudentRecord, lessons: [String: LessonProgress], member: ClassMember? = nil) {
            self.student = student
            self.lessons = lessons
            self.member = member
        }

        /// The student left the class or was removed from it: the row stays, marked, for the teacher to restore.
        public var hasLeft: Bool { member.map { !$0.isActive } ?? false }
        /// The teacher removed them: the code does not take them back until the teacher lets them.
        public var wasRemoved: Bool { member?.removed ?? false }

        /// Lessons completed.
        public var completedCount: Int { lessons.values.filter(\.completed).count }
    }

    public let classRecord: ClassRecord
    /// Students in name order, those who left included.
    public let rows: [Row]

    public init(classRecord: ClassRecord, rows: [Row]) {
        self.classRecord = classRecord
        self.rows = rows
    }

    /// The row of one student, if they are or were in the class.
    public func row(of studentID: String) -> Row? { rows.first { $0.student.id == studentID } }
}
