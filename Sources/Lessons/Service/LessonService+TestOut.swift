import Foundation

extension LessonService {
    /// After `lesson` passed: if that was the last review of a stretch the student had not finished
    /// (`LessonGate.TestOut`), writes the stretch's other lessons as completed, without stars, and
    /// says so; nil otherwise. The gate already counts them from the reviews alone (it applies the
    /// rule to whatever completions it reads), so a stop between these writes loses nothing: the rows
    /// are for the teacher's table and the student's list of scores.
    func recordTestOut(student id: String, passed lesson: Lesson) -> String? {
        guard lesson.isReview, let part = testOuts.first(where: { $0.reviews.contains(lesson.id) }),
              let rows = try? storeCall({ () throws(StoreError) in try store.progress(studentID: id) }) else { return nil }
        // The rows without this pass: the gate says what the pass completes besides itself.
        let before = LessonGate(order: course.lessons.map(\.id),
                                completed: rows.filter { $0.completed && $0.lessonID != lesson.id }.map(\.lessonID), testOuts: testOuts)
        let missing = before.testedOut(by: lesson.id)
        guard !missing.isEmpty else { return nil }
        let now = clock()
        for lessonID in missing {
            _ = try? storeCall { () throws(StoreError) in
                try store.updateProgress(studentID: id, lessonID: lessonID, at: now) { $0.testedOut(at: now) }
            }
        }
        let modules = course.modules.filter { m in m.lessons.contains { part.lessons.contains($0.id) } }.map(\.title)
        let names = modules.count > 1 ? modules.dropLast().joined(separator: ", ") + " and " + modules.last! : modules.joined()
        return "You tested out of \(names): the \(missing.count) other lessons there are complete (without stars; replay any of them to earn some)."
    }
}
