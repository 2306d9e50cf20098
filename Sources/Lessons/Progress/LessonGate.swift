/// The progression rule as a pure state machine: a student may open every completed lesson and the
/// first lesson not yet completed (in course order); everything else is locked. Completing an open
/// lesson is the only transition.
///
/// Completions of lessons that are no longer in the course are ignored; a lesson inserted before
/// completed ones becomes the current one without relocking anything already completed.
public struct LessonGate: Sendable, Equatable {
    /// Lesson ids in course order.
    public let order: [String]
    /// Completed lessons that are part of the course.
    public private(set) var completed: Set<String>

    public init(order: [String], completed: some Sequence<String> = [String]()) {
        self.order = order
        let known = Set(order)
        self.completed = Set(completed).intersection(known)
    }

    /// The first lesson not completed, or nil when the whole course is done.
    public var current: String? { order.first { !completed.contains($0) } }

    public var isFinished: Bool { current == nil }

    public func state(of id: String) throws(LessonError) -> LessonState {
        guard order.contains(id) else { throw .unknownLesson(id) }
        if completed.contains(id) { return .completed }
        return id == current ? .current : .locked
    }

    /// Every lesson's state, in course order.
    public var states: [(id: String, state: LessonState)] {
        let cur = current
        return order.map { ($0, completed.contains($0) ? .completed : ($0 == cur ? .current : .locked)) }
    }

    /// Throws `unknownLesson` or `lockedLesson` unless the student may open `id`.
    public func checkOpen(_ id: String) throws(LessonError) {
        if try state(of: id) == .locked { throw .lockedLesson(id) }
    }

    /// Marks an open lesson completed. Completing a completed lesson again changes nothing.
    public mutating func complete(_ id: String) throws(LessonError) {
        try checkOpen(id)
        completed.insert(id)
    }

    /// The lesson after `id` in course order if the student may open it, else nil.
    public func next(after id: String) -> String? {
        guard let i = order.firstIndex(of: id), i + 1 < order.count else { return nil }
        let candidate = order[i + 1]
        return (try? state(of: candidate)) == .locked ? nil : candidate
    }
}
