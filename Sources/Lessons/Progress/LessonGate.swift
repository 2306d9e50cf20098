/// The progression rule as a pure state machine: a student may open every completed lesson and the
/// first lesson not yet completed (in course order); everything else is locked. Completing an open
/// lesson is the only transition.
///
/// Completions of lessons that are no longer in the course are ignored; a lesson inserted before
/// completed ones becomes the current one without relocking anything already completed.
///
/// Testing out: the review challenges of the part of the course holding the current lesson are open
/// too (`testOut`), and passing all of them completes the whole part. The rule is applied to whatever
/// completions are given, so a part whose reviews are all passed counts as completed even if the
/// process stopped before the rest of its rows were written.
///
/// A class's teacher may hold the class at the lesson for today (`heldAt`): lessons after it in course
/// order stay locked (`isHeld`) unless already completed, so nothing earned is taken away.
public struct LessonGate: Sendable, Equatable {
    /// A stretch of the course a student may skip by passing its review challenges: a module with
    /// reviews and the modules before it without (see `Course.testOuts`).
    public struct TestOut: Sendable, Equatable {
        /// The review challenges, in course order.
        public let reviews: [String]
        /// Every lesson of the stretch, reviews included, in course order.
        public let lessons: [String]

        public init(reviews: [String], lessons: [String]) {
            self.reviews = reviews
            self.lessons = lessons
        }
    }

    /// Lesson ids in course order.
    public let order: [String]
    /// Completed lessons that are part of the course.
    public private(set) var completed: Set<String>
    public let testOuts: [TestOut]
    /// Where the student's class is held (`ClassRecord.heldAt`): its position in `order`, or nil.
    private let holdIndex: Int?

    public init(order: [String], completed: some Sequence<String> = [String](), testOuts: [TestOut] = [],
                heldAt: String? = nil) {
        self.order = order
        self.testOuts = testOuts
        holdIndex = heldAt.flatMap { order.firstIndex(of: $0) }
        let known = Set(order)
        self.completed = Set(completed).intersection(known)
        applyTestOuts()
    }

    /// Completes every stretch whose reviews are all completed.
    private mutating func applyTestOuts() {
        let known = Set(order)
        for part in testOuts where !part.reviews.isEmpty && part.reviews.allSatisfy(completed.contains) {
            completed.formUnion(part.lessons.filter(known.contains))
        }
    }

    /// The stretch a student may test out of now: the one holding the current lesson.
    public var testOutNow: TestOut? {
        guard let cur = current else { return nil }
        return testOuts.first { $0.lessons.contains(cur) }
    }

    /// The lessons a passing `id` completes besides itself when it finishes a test-out (empty otherwise).
    public func testedOut(by id: String) -> [String] {
        guard let part = testOuts.first(where: { $0.reviews.contains(id) }),
              part.reviews.allSatisfy({ $0 == id || completed.contains($0) }) else { return [] }
        let known = Set(order)
        return part.lessons.filter { $0 != id && !completed.contains($0) && known.contains($0) }
    }

    /// The first lesson not completed, or nil when the whole course is done.
    public var current: String? { order.first { !completed.contains($0) } }

    public var isFinished: Bool { current == nil }

    public func state(of id: String) throws(LessonError) -> LessonState {
        guard order.contains(id) else { throw .unknownLesson(id) }
        return state(of: id, current: current, open: Set(testOutNow?.reviews ?? []))
    }

    /// Every lesson's state, in course order.
    public var states: [(id: String, state: LessonState)] {
        let cur = current, open = Set(testOutNow?.reviews ?? [])
        return order.map { ($0, state(of: $0, current: cur, open: open)) }
    }

    private func state(of id: String, current: String?, open: Set<String>) -> LessonState {
        if completed.contains(id) { return .completed }
        if isHeld(id) { return .locked }
        if id == current { return .current }
        return open.contains(id) ? .testOut : .locked
    }

    /// Locked because the class's teacher holds the class at an earlier lesson, not because of the
    /// student's own progress (a completed lesson is never held).
    public func isHeld(_ id: String) -> Bool {
        guard let holdIndex, !completed.contains(id), let i = order.firstIndex(of: id) else { return false }
        return i > holdIndex
    }

    /// Throws `unknownLesson`, `lockedByTeacher` or `lockedLesson` unless the student may open `id`.
    public func checkOpen(_ id: String) throws(LessonError) {
        guard try state(of: id) == .locked else { return }
        if isHeld(id), let holdIndex { throw .lockedByTeacher(lesson: id, today: order[holdIndex]) }
        throw .lockedLesson(id)
    }

    /// Marks an open lesson completed (and, if it was the last review of a test-out, its whole stretch).
    /// Completing a completed lesson again changes nothing.
    public mutating func complete(_ id: String) throws(LessonError) {
        try checkOpen(id)
        completed.insert(id)
        applyTestOuts()
    }

    /// The lesson after `id` in course order if the student may open it, else nil.
    public func next(after id: String) -> String? {
        guard let i = order.firstIndex(of: id), i + 1 < order.count else { return nil }
        let candidate = order[i + 1]
        return (try? state(of: candidate)) == .locked ? nil : candidate
    }
}
