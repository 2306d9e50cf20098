import Foundation
import Testing
@testable import Lessons
import SynthEngine

/// Testing out of a stretch of the course by passing its review challenges (`LessonGate.TestOut`).
@Suite("Testing out")
struct TestOutTests {
    // Two modules: a, b, c (c a review) then d, e (e a review).
    let parts = [LessonGate.TestOut(reviews: ["c"], lessons: ["a", "b", "c"]),
                 LessonGate.TestOut(reviews: ["e"], lessons: ["d", "e"])]
    let order = ["a", "b", "c", "d", "e"]

    @Test func theReviewsOfTheCurrentStretchAreOpenAndNothingElse() throws {
        let gate = LessonGate(order: order, testOuts: parts)
        #expect(gate.states.map(\.state) == [.current, .locked, .testOut, .locked, .locked])
        try gate.checkOpen("c")
        #expect(throws: LessonError.lockedLesson("e")) { try gate.checkOpen("e") }
    }

    @Test func passingTheReviewsCompletesTheStretchAndOpensTheNext() throws {
        var gate = LessonGate(order: order, testOuts: parts)
        #expect(gate.testedOut(by: "c") == ["a", "b"])
        try gate.complete("c")
        #expect(gate.states.map(\.state) == [.completed, .completed, .completed, .current, .testOut])
        #expect(gate.testedOut(by: "e") == ["d"])
    }

    @Test func theRuleHoldsOnStoredCompletionsAlone() {
        // A stop after the review's row was written and before the others: the gate still counts them.
        let gate = LessonGate(order: order, completed: ["c"], testOuts: parts)
        #expect(gate.current == "d")
    }

    @Test func aStretchWithSeveralReviewsNeedsThemAll() throws {
        let two = [LessonGate.TestOut(reviews: ["b", "c"], lessons: ["a", "b", "c"])]
        var gate = LessonGate(order: ["a", "b", "c", "d"], testOuts: two)
        try gate.complete("b")
        #expect(gate.current == "a" && gate.testedOut(by: "c") == ["a"])
        try gate.complete("c")
        #expect(gate.current == "d")
    }

    @Test func theShippedCoursePlacesANewcomerWithBasicsPractice() {
        let course = ShippedCourseTests.loaded.course
        let gate = LessonGate(order: course.lessons.map(\.id), testOuts: course.testOuts)
        let open = gate.states.filter { $0.state == .testOut }.map(\.id)
        let practice = course.modules.first { $0.id == "basics-practice" }!.lessons.filter(\.isReview).map(\.id)
        #expect(open == practice && open.count >= 3)
        // Every recipe is its own stretch, tested out by its rebuild.
        for module in course.modules where module.role == .recipe {
            let part = course.testOuts.first { $0.lessons.contains(module.lessons[0].id) }!
            #expect(Set(part.lessons) == Set(module.lessons.map(\.id)))
        }
    }

    @Test func aServicePassOfTheLastReviewWritesTheStretchWithoutStars() throws {
        let store = InMemoryTrainerStore()
        let target = Fixtures.patch(["filter.cutoff": .number(500)])
        var review = Fixtures.lesson(id: "review", show: [.filterCutoff], target: target, module: "m1")
        review.isReview = true
        let theory = Fixtures.lesson(id: "intro", kind: .theory, show: [], target: Patch(), module: "m1")
        let first = Fixtures.lesson(id: "first", show: [.filterCutoff], target: target, module: "m1")
        let later = Fixtures.lesson(id: "later", show: [.filterCutoff], target: target, module: "m2")
        let course = Course(title: "T", modules: [
            CourseModule(id: "m1", title: "One", summary: "", file: "m1/module.yaml", lessons: [theory, first, review]),
            CourseModule(id: "m2", title: "Two", summary: "", file: "m2/module.yaml", lessons: [later]),
        ])
        let service = LessonService(course: course, store: store)
        let s = try service.login(name: "Placed", token: nil, classCode: nil)
        #expect(try service.listLessons(student: s.id).flatMap(\.lessons).map(\.state) == [.current, .locked, .testOut, .locked])
        let result = try service.submit(student: s.id, lesson: "review", attempt: target, timeSpent: 30)
        #expect(result.passed && result.next == "later")
        #expect(result.note?.contains("You tested out of One") == true, "\(result.note ?? "")")
        let rows = Dictionary(uniqueKeysWithValues: try store.progress(studentID: s.id).map { ($0.lessonID, $0) })
        #expect(rows["intro"]?.completed == true && rows["intro"]?.stars == 0 && rows["first"]?.attempts == 0)
        #expect(rows["review"]?.stars ?? 0 > 0)
        #expect(try service.listLessons(student: s.id).flatMap(\.lessons).map(\.state) == [.completed, .completed, .completed, .current])
    }
}
