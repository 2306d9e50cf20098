/// A group of lessons taken in order ("Basics", "Step by step: 808 bass").
public struct CourseModule: Sendable, Identifiable {
    /// What a module is for, which decides what its lessons may do (`CourseOrder`): only a concepts
    /// module teaches new controls, one a lesson; practice and recipe modules use what came before.
    public enum Role: String, Sendable, CaseIterable {
        /// Teaches controls, one new control a lesson (Basics, Effects, Modulation).
        case concepts
        /// Whole sounds from what was taught so far, nothing new.
        case practice
        /// Builds one popular sound step by step from taught controls, ending with a rebuild from an
        /// initialised synth.
        case recipe
    }

    public let id: String
    public let title: String
    /// One or two sentences for the lesson selector.
    public let summary: String
    /// The module file, relative to the courses folder.
    public let file: String
    public let lessons: [Lesson]
    public let role: Role

    public init(id: String, title: String, summary: String, file: String, lessons: [Lesson], role: Role = .concepts) {
        self.role = role
        self.id = id
        self.title = title
        self.summary = summary
        self.file = file
        self.lessons = lessons
    }
}
