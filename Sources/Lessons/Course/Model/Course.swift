/// The whole curriculum: modules in order, each with its lessons in order. Immutable once loaded.
public struct Course: Sendable {
    public let title: String
    public let modules: [CourseModule]
    /// Every lesson in course order (module by module).
    public let lessons: [Lesson]
    private let indexByID: [String: Int]

    public init(title: String, modules: [CourseModule]) {
        self.title = title
        self.modules = modules
        lessons = modules.flatMap(\.lessons)
        // First occurrence wins; the validator reports duplicates.
        indexByID = Dictionary(lessons.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The lesson with this id, or nil.
    public func lesson(_ id: String) -> Lesson? { indexByID[id].map { lessons[$0] } }

    /// Position of a lesson in course order.
    public func index(of id: String) -> Int? { indexByID[id] }

    /// The spans a student may test out of (`LessonGate.TestOut`): each module with review challenges,
    /// together with the modules before it that have none (Basics is tested out by the Basics practice
    /// reviews), in course order.
    public var testOuts: [LessonGate.TestOut] {
        var out: [LessonGate.TestOut] = [], pending: [String] = []
        for module in modules {
            pending += module.lessons.map(\.id)
            let reviews = module.lessons.filter(\.isReview).map(\.id)
            if !reviews.isEmpty {
                out.append(LessonGate.TestOut(reviews: reviews, lessons: pending))
                pending = []
            }
        }
        return out
    }

    /// The challenges, in course order (what the course tools calibrate, sweep and list).
    public var challenges: [Lesson] { lessons.filter { $0.kind == .challenge } }
    public var challengeCount: Int { lessons.count { $0.kind == .challenge } }
    public var quizCount: Int { lessons.count { $0.kind == .quiz } }
}
