/// One module of the lesson selector with its lessons' states.
public struct ModuleListing: Sendable, Equatable {
    public let id: String
    public let title: String
    public let summary: String
    public let lessons: [LessonListing]

    public init(id: String, title: String, summary: String, lessons: [LessonListing]) {
        self.id = id
        self.title = title
        self.summary = summary
        self.lessons = lessons
    }
}
