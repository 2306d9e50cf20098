/// One row of the lesson selector.
public struct LessonListing: Sendable, Equatable {
    public let id: String
    public let title: String
    public let kind: LessonKind
    public let state: LessonState
    /// nil before the first attempt.
    public let bestScore: Double?
    /// Best stars (0 until passed).
    public let stars: Int
    /// Locked because the student's class is held at an earlier lesson (`LessonGate.isHeld`).
    public let lockedByTeacher: Bool
    /// One of the review challenges of the stretch the student may test out of now (`LessonGate.testOutNow`),
    /// passed or not: the page numbers the placement's sounds by them ("sound 2 of 5" after one passed).
    public let review: Bool

    public init(id: String, title: String, kind: LessonKind, state: LessonState, bestScore: Double?, stars: Int = 0,
                lockedByTeacher: Bool = false, review: Bool = false) {
        self.review = review
        self.stars = stars
        self.lockedByTeacher = lockedByTeacher
        self.id = id
        self.title = title
        self.kind = kind
        self.state = state
        self.bestScore = bestScore
    }
}
