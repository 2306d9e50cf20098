/// A group of lessons taken in order ("Basics", "Step by step: 808 bass").
public struct CourseModule: Sendable, Identifiable {
    public let id: String
    public let title: String
    /// One or two sentences for the lesson selector.
    public let summary: String
    /// The module file, relative to the courses folder.
    public let file: String
    public let lessons: [Lesson]

    public init(id: String, title: String, summary: String, file: String, lessons: [Lesson]) {
        self.id = id
        self.title = title
        self.summary = summary
        self.file = file
        self.lessons = lessons
    }
}
