import Testing
@testable import Lessons
import SynthEngine

/// The course teaches before it asks (`CourseOrder`): the rules on small courses that break each one,
/// and the shipped course in order.
@Suite("Course order")
struct CourseOrderTests {
    static let cutoff = Fixtures.patch(["filter.cutoff": .number(500)])

    func course(_ modules: [(CourseModule.Role, [Lesson])]) -> Course {
        Course(title: "T", modules: modules.enumerated().map { i, m in
            CourseModule(id: "m\(i)", title: "M\(i)", summary: "", file: "m\(i)/module.yaml", lessons: m.1, role: m.0)
        })
    }

    func messages(_ course: Course) -> [String] { CourseOrder.problems(course).map { "\($0.lesson.id): \($0.message)" } }

    @Test func conceptsAreCountedAcrossOscillatorsAndLFOs() {
        #expect(CourseOrder.concept(.lfo3Rate) == "lfo.rate" && CourseOrder.concept(.lfo1Rate) == "lfo.rate")
        #expect(CourseOrder.concept(.osc2Wave) == CourseOrder.concept(.osc1Wave))
        #expect(CourseOrder.concept(.env2Decay) != CourseOrder.concept(.ampDecay))
        #expect(CourseOrder.words(.lfo2Rate) == ["rate"] && CourseOrder.words(.env2Attack) == ["mod", "env", "attack"])
    }

    @Test func oneNewControlALessonNamedByItsPage() {
        let one = Fixtures.lesson(id: "one", show: [.filterCutoff], target: Self.cutoff, markdown: "Turn the **cutoff**.")
        let two = Fixtures.lesson(id: "two", show: [.filterCutoff, .filterResonance, .ampAttack], target: Self.cutoff,
                                  markdown: "Resonance and attack at once.")
        #expect(messages(course([(.concepts, [one])])).isEmpty)
        let found = messages(course([(.concepts, [two])]))
        #expect(found.count == 1 && found[0].contains("introduces 3 new controls"), "\(found)")
        // After `one` taught the cutoff, a lesson adding only the resonance is fine, if its page says so.
        let res = Fixtures.lesson(id: "res", show: [.filterCutoff, .filterResonance], target: Self.cutoff, markdown: "Add **resonance**.")
        #expect(messages(course([(.concepts, [one, res])])).isEmpty)
        let silent = Fixtures.lesson(id: "silent", show: [.filterCutoff, .filterResonance], target: Self.cutoff, markdown: "Listen.")
        let unnamed = messages(course([(.concepts, [one, silent])]))
        #expect(unnamed.count == 1 && unnamed[0].contains("'resonance'"), "\(unnamed)")
    }

    @Test func theTheoryPageBeforeAChallengeMayIntroduceIt() {
        let page = Fixtures.lesson(id: "page", kind: .theory, show: [], target: Patch(), markdown: "The **cutoff** darkens.")
        let one = Fixtures.lesson(id: "one", show: [.filterCutoff], target: Self.cutoff, markdown: "Match it.")
        #expect(messages(course([(.concepts, [page, one])])).isEmpty)
    }

    @Test func recipesPracticeAndReviewsTeachNothingNew() {
        let one = Fixtures.lesson(id: "one", show: [.filterCutoff], target: Self.cutoff, markdown: "cutoff")
        let recipe = Fixtures.lesson(id: "recipe", show: [.filterCutoff, .fxDrive], target: Self.cutoff, markdown: "drive")
        let found = messages(course([(.concepts, [one]), (.recipe, [recipe])]))
        #expect(found.count == 1 && found[0].contains("a recipe module uses only controls taught before it"), "\(found)")
        #expect(messages(course([(.concepts, [one]), (.practice, [recipe])])).count == 1)
        var review = Fixtures.lesson(id: "review", show: [.filterCutoff, .fxDrive], target: Self.cutoff, markdown: "drive")
        review.isReview = true
        let reviewed = messages(course([(.concepts, [one, review])]))
        #expect(reviewed.count == 1 && reviewed[0].contains("a review uses only"), "\(reviewed)")
        // A recipe using only what was taught is fine.
        let fine = Fixtures.lesson(id: "fine", show: [.filterCutoff], target: Self.cutoff, markdown: "")
        #expect(messages(course([(.concepts, [one]), (.recipe, [fine])])).isEmpty)
    }

    @Test func aQuizComesAfterItsControlIsTaught() {
        var quiz = Fixtures.lesson(id: "quiz", kind: .quiz, show: [], target: Patch())
        quiz.quiz = QuizTests.template(.direction)
        let one = Fixtures.lesson(id: "one", show: [.filterCutoff], target: Self.cutoff, markdown: "cutoff")
        let early = messages(course([(.concepts, [quiz, one])]))
        #expect(early.count == 1 && early[0].contains("asks about Cutoff before any lesson teaches it"), "\(early)")
        #expect(messages(course([(.concepts, [one, quiz])])).isEmpty)
    }

    @Test func theShippedCourseTeachesBeforeItAsks() {
        let course = ShippedCourseTests.loaded.course
        #expect(CourseOrder.problems(course).isEmpty, "\(messages(course))")
        // At least 40 whole-sound reviews, and every recipe ends with its rebuild from an initialised
        // synth: everything the student turns starts at the synth's default.
        #expect(course.lessons.filter(\.isReview).count >= 40)
        for module in course.modules where module.role == .recipe {
            let last = module.lessons.last { $0.kind == .challenge }!
            #expect(last.isReview, "\(module.id) ends with \(last.id), not a rebuild")
            #expect(last.taught.allSatisfy { last.startPatch[$0] == Patch()[$0] }, "\(last.id) does not start initialised")
            let used = Set(module.lessons.filter { $0.kind == .challenge }.flatMap(\.taught))
            // Every control the recipe used is open, or (where this phrase cannot let it be heard) set as
            // the target has it.
            #expect(Set(last.taught).isSubset(of: used))
            for p in used.subtracting(last.taught) {
                #expect(last.startPatch[p] == last.targetPatch[p], "\(last.id) neither opens nor sets \(p.spec.id)")
            }
        }
        // Concepts come first: no recipe before the last concepts module.
        let roles = course.modules.map(\.role)
        let lastConcepts = roles.lastIndex(of: .concepts)!, firstRecipe = roles.firstIndex(of: .recipe)!
        #expect(lastConcepts < firstRecipe)
        // Loudness matching and osc tuning are in the first module.
        let first = Set(course.modules[0].lessons.flatMap(\.taught))
        #expect(first.isSuperset(of: [.masterVolume, .osc1Semitones, .osc1Fine]))
    }

    /// Every continuous control the course teaches has an adaptive quiz: its staircase measures the
    /// student's threshold for it (direction and most quizzes adapt).
    @Test func everyContinuousControlTaughtHasAnAdaptiveQuiz() {
        let course = ShippedCourseTests.loaded.course
        let taught = Set(course.lessons.filter { $0.kind == .challenge }.flatMap(\.taught)
            .filter { $0.spec.scale != .choice }.map(CourseOrder.concept))
        let quizzed = Set(course.lessons.compactMap(\.quiz).filter(\.isAdaptive).flatMap(\.controls).map(CourseOrder.concept))
        #expect(taught.subtracting(quizzed).sorted() == [])
    }
}
