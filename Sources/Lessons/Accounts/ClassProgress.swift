/// One class's progress table for its teacher: every student in the class now, with their progress
/// on each lesson they have touched while in this class (see `LessonProgress` on per-class progress).
public struct ClassProgress: Sendable, Equatable {
    /// One student's line of the table.
    public struct Row: Sendable, Equatable {
        public let student: StudentRecord
        /// Lesson id to progress; lessons never attempted are absent.
        public let lessons: [String: LessonProgress]

        public init(student: StudentRecord, lessons: [String: LessonProgress]) {
            self.student = student
            self.lessons = lessons
        }

        /// Lessons completed in this class.
        public var completedCount: Int { lessons.values.filter(\.completed).count }
    }

    public let classRecord: ClassRecord
    /// Students in name order.
    public let rows: [Row]

    public init(classRecord: ClassRecord, rows: [Row]) {
        self.classRecord = classRecord
        self.rows = rows
    }

    /// The row of one student, if they are in the class.
    public func row(of studentID: String) -> Row? { rows.first { $0.student.id == studentID } }
}
