import Foundation
import Testing
@testable import Lessons
import SynthEngine

/// A direction quiz's words must follow what its control does to the sound (`DirectionCheck`).
struct DirectionQuizTests {
    static let phrase = Phrase(note: 57, length: 0.8)

    static func quizLesson(_ quiz: QuizTemplate) -> Lesson {
        var lesson = Fixtures.lesson(id: "q", kind: .quiz, show: [], target: Patch())
        lesson.quiz = quiz
        return lesson
    }

    static func issues(_ quiz: QuizTemplate) -> [CourseIssue] {
        CourseValidator().validate(Course(title: "T", modules: [CourseModule(id: "m", title: "M", summary: "", file: "m/module.yaml",
                                                                             lessons: [quizLesson(quiz)])]))
    }

    /// `quiz-thinner` as it was: a high-pass cutoff quiz that called the higher cutoff "fuller".
    static func highPass(words: (up: String, down: String)) -> QuizTemplate {
        QuizTemplate(shape: .direction, controls: [.filterCutoff], ranges: [.filterCutoff: 60...4000], words: words,
                     base: Fixtures.patch(["filter.type": .text("highpass")]), phrase: phrase)
    }

    @Test func anInvertedKeyIsRefused() {
        let issues = Self.issues(Self.highPass(words: ("fuller", "thinner")))
        #expect(issues.contains { $0.severity == .error && $0.field.hasSuffix("quiz.words") && $0.message.contains("wrong way round") }, "\(issues)")
    }

    @Test func theRightKeyPasses() {
        let issues = Self.issues(Self.highPass(words: ("thinner", "fuller")))
        #expect(!issues.contains { $0.field.hasSuffix("quiz.words") }, "\(issues)")
    }

    @Test func brightnessLoudnessAndTimeWordsAreMeasured() {
        let saw = Patch()
        let cases: [QuizTemplate] = [
            QuizTemplate(shape: .direction, controls: [.filterCutoff], ranges: [.filterCutoff: 150...8000], words: ("darker", "brighter"), base: saw, phrase: Self.phrase),
            QuizTemplate(shape: .direction, controls: [.masterVolume], ranges: [.masterVolume: -30...0], words: ("quieter", "louder"), base: saw, phrase: Self.phrase),
            QuizTemplate(shape: .direction, controls: [.ampRelease], ranges: [.ampRelease: 0.01...2], words: ("shorter", "longer"), base: saw, phrase: Self.phrase),
        ]
        for quiz in cases {
            let issues = Self.issues(quiz)
            #expect(issues.contains { $0.severity == .error && $0.message.contains("wrong way round") }, "\(quiz.words): \(issues)")
        }
    }

    /// An 808's punch: a pitch drop over 60 ms, shorter than the pitch tracker's window, so the first
    /// hops have no pitch; the check reads the drop from the spectrum instead (it could not check the
    /// shipped `quiz-808-punch` before, and said so).
    static func punch(words: (up: String, down: String)) -> QuizTemplate {
        QuizTemplate(shape: .direction, controls: [.env2ToPitch], ranges: [.env2ToPitch: 0...36], gap: 0.25...0.35, words: words,
                     base: Fixtures.patch(["osc1.wave": .text("sine"), "osc1.octave": .number(-1), "env2.decay": .number(0.06)]),
                     phrase: Phrase(note: 36, length: 0.6))
    }

    @Test func aPitchDropShorterThanThePitchTrackerIsMeasured() {
        let inverted = Self.issues(Self.punch(words: ("less", "more")))
        #expect(inverted.contains { $0.severity == .error && $0.message.contains("wrong way round") }, "\(inverted)")
        let right = Self.issues(Self.punch(words: ("more", "less")))
        #expect(!right.contains { $0.field.hasSuffix("quiz.words") }, "\(right)")
    }

    @Test func anUnknownWordIsAnError() {
        let issues = Self.issues(Self.highPass(words: ("zippier", "fuller")))
        #expect(issues.contains { $0.message.contains("does not know what 'zippier' means") }, "\(issues)")
    }

    /// The shipped course keeps its direction quizzes; whether each follows the sound (`validateQuiz`'s
    /// "quiz.words" check with the sound comparator) is `courses validate`'s job in `make test`.
    @Test func theShippedCourseHasItsDirectionQuizzes() {
        let loaded = CourseLoader.load(directory: Fixtures.shippedCourses)
        let checked = loaded.course.lessons.filter { $0.quiz?.shape == .direction }.count
        #expect(checked >= 30, "only \(checked) direction quizzes found")
    }
}
