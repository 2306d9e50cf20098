import Foundation
import Testing
@testable import Lessons
import SynthEngine

/// Listening quizzes: every question a template draws has the answer its sounds say, retries draw
/// new questions, the loader explains a bad template, and answering records and gates like a challenge.
@Suite("Listening quizzes")
struct QuizTests {
    static let phrase = Phrase(notes: [.init(length: 0.5, note: 57)])

    static func template(_ shape: QuizTemplate.Shape) -> QuizTemplate {
        switch shape {
        case .whichIs:
            QuizTemplate(shape: .whichIs, controls: [.osc1Wave], options: ["sine", "square", "saw"], count: 3, phrase: phrase)
        case .identify:
            QuizTemplate(shape: .identify, controls: [.filterType], options: ["lowpass", "highpass", "bandpass"],
                         base: Fixtures.patch(["filter.cutoff": .number(1000)]), phrase: phrase)
        case .direction:
            QuizTemplate(shape: .direction, controls: [.filterCutoff], ranges: [.filterCutoff: 150...8000],
                         words: ("brighter", "darker"), phrase: phrase)
        case .most:
            QuizTemplate(shape: .most, controls: [.ampDecay], ranges: [.ampDecay: 0.04...2], gap: 0.12...0.2, count: 3,
                         base: Fixtures.patch(["amp.sustain": .number(0)]), phrase: phrase)
        case .whichChanged:
            QuizTemplate(shape: .whichChanged, controls: [.ampAttack, .ampRelease, .filterCutoff],
                         ranges: [.ampAttack: 0.003...0.8, .ampRelease: 0.02...1.5, .filterCutoff: 300...5000], phrase: phrase)
        case .estimate:
            // Three marks an octave apart (0.1 of the cutoff knob's ten octaves).
            QuizTemplate(shape: .estimate, controls: [.filterCutoff], ranges: [.filterCutoff: 150...6000], gap: 0.1...0.1,
                         count: 3, phrase: phrase)
        }
    }

    /// Session 35's walk: "its lfo 1 rate was 1.0 Hz" above buttons saying "LFO 1 rate", "-2.0 oct" for a
    /// knob showing "-2 oct", and "B was less".
    @Test func explanationsSayNamesAndStepsAsThePageDoes() {
        #expect(QuizTemplate.inSentence("LFO 1 rate") == "LFO 1 rate" && QuizTemplate.inSentence("Osc 1 octave") == "osc 1 octave")
        #expect(QuizTemplate.format(.osc1Octave, -2) == "-2 oct" && QuizTemplate.format(.osc1Semitones, 5) == "+5 st")
        #expect(QuizTemplate.format(.osc1Octave, 0) == "0 oct" && QuizTemplate.format(.filterCutoff, 440) == "440 Hz")
        #expect(QuizTemplate.format(.filterResonance, 1.6) == "1.6", "as the knob shows it, no 'Q'")
        let quiz = QuizTemplate(shape: .direction, controls: [.filterResonance], ranges: [.filterResonance: 0.7...15],
                                words: ("more", "less"), phrase: Self.phrase)
        var rng = SeededGenerator(seed: 3)
        let r = quiz.draw(using: &rng)
        #expect(r.explanation.hasPrefix("B had more: its resonance") || r.explanation.hasPrefix("B had less: its resonance"), "\(r.explanation)")
        // Unstepped controls as their knobs show them too: a sign both ways, no ".0".
        #expect(QuizTemplate.format(.env2ToPitch, 24) == "+24 st" && QuizTemplate.format(.masterVolume, -6) == "-6 dB")
        #expect(QuizTemplate.format(.unisonVoices, 5) == "5" && QuizTemplate.format(.fxCrushBits, 8) == "8 bit")
    }

    @Test(arguments: QuizTemplate.Shape.allCases)
    func everyDrawnAnswerIsWhatTheSoundsSay(shape: QuizTemplate.Shape) {
        let quiz = Self.template(shape)
        var rng = SeededGenerator(seed: 7)
        var answers = Set<Int>()
        for _ in 0..<60 {
            let r = quiz.draw(using: &rng)
            answers.insert(r.answer)
            #expect(r.choices.indices.contains(r.answer) && Set(r.choices).count == r.choices.count)
            #expect(r.soundDescriptions.count == r.sounds.count && !r.explanation.isEmpty)
            switch shape {
            case .whichIs:
                #expect(r.sounds.count == 3 && r.choices == ["A", "B", "C"])
                let asked = r.sounds[r.answer].option(.osc1Wave)
                #expect(r.question == "Which one is the \(asked)?")
                #expect(Set(r.sounds.map { $0.option(.osc1Wave) }).count == 3)
            case .identify:
                #expect(r.sounds.count == 1 && r.choices == ["low-pass", "high-pass", "band-pass"])
                #expect(QuizTemplate.optionLabel(r.sounds[0].option(.filterType)) == r.choices[r.answer])
            case .direction:
                let (a, b) = (r.sounds[0][.filterCutoff], r.sounds[1][.filterCutoff])
                #expect(r.answer == (b > a ? 0 : 1) && r.choices == ["Brighter", "Darker"])
                #expect((150...8000).contains(a) && (150...8000).contains(b))
                // At least the smallest gap apart in knob travel: about two octaves of cutoff.
                let spec = Param.filterCutoff.spec
                #expect(abs(spec.normalized(a) - spec.normalized(b)) >= 0.2 - 1e-6)
            case .most:
                let values = r.sounds.map { $0[.ampDecay] }
                #expect(values[r.answer] == values.max() && Set(values).count == 3)
            case .whichChanged:
                let moved = quiz.controls.filter { r.sounds[0][$0] != r.sounds[1][$0] }
                #expect(moved == [quiz.controls[r.answer]])
                #expect(r.choices == quiz.controls.map(\.spec.name))
            case .estimate:
                // One sound, at the mark the answer names; the marks an octave apart, each one heard after.
                let marks = (r.choiceSounds ?? []).map { $0[.filterCutoff] }
                #expect(r.sounds.count == 1 && marks.count == 3 && marks[r.answer] == r.sounds[0][.filterCutoff])
                #expect(zip(marks, marks.dropFirst()).allSatisfy { abs(log2($1 / $0) - 0.997) < 0.02 })
                #expect(r.choices == marks.map { QuizTemplate.format(.filterCutoff, $0) })
            }
        }
        // Every choice comes up as the answer over 60 draws: the answer is not always in one place.
        #expect(answers.count == (shape == .direction ? 2 : 3))
    }

    /// A range whose knob travel falls between the two ends of the gap once crashed the draw (the
    /// scaled steps came out a rounding error longer than the range).
    @Test func aRangeNarrowerThanTheGapStillDraws() {
        let quiz = QuizTemplate(shape: .direction, controls: [.filterEnvAmount], ranges: [.filterEnvAmount: 0...4],
                                gap: 0.3...0.45, phrase: Self.phrase)
        var rng = SeededGenerator(seed: 1)
        for _ in 0..<2_000 {
            let r = quiz.draw(using: &rng)
            #expect((0...4).contains(r.sounds[0][.filterEnvAmount]) && (0...4).contains(r.sounds[1][.filterEnvAmount]))
        }
    }

    @Test func aSeededDrawRepeatsAndAFreshOneDiffers() {
        let quiz = Self.template(.direction)
        var a = SeededGenerator(seed: 3), b = SeededGenerator(seed: 3)
        #expect(quiz.draw(using: &a) == quiz.draw(using: &b))
        var system = SystemRandomNumberGenerator()
        let draws = (0..<10).map { _ in quiz.draw(using: &system).sounds }
        #expect(Set(draws.map { $0.map { $0[.filterCutoff] } }).count > 1)
    }

    @Test func theLoaderExplainsABadQuiz() {
        let module = """
            title: One
            summary: s
            lessons:
              - id: q1
                title: Q1
                kind: quiz
                quiz: {ask: guess, control: filter.cutoff}
              - id: q2
                title: Q2
                kind: quiz
                quiz: {ask: direction, control: osc1.wave}
              - id: q3
                title: Q3
                kind: quiz
                quiz: {ask: whichIs, control: osc1.wave, options: [sine, kazoo]}
              - id: q4
                title: Q4
                kind: quiz
                target: {filter.cutoff: 300}
              - id: q5
                title: Q5
                kind: quiz
                quiz: {ask: direction, control: filter.cutoff, range: [9000, 100]}
            """
        let result = CourseLoader.load(directory: Fixtures.courseFolder(["course.yaml": Fixtures.minimalCourseYAML, "one/module.yaml": module]))
        let text = result.issues.map(\.description).joined(separator: "\n")
        #expect(text.contains("'guess' is not a quiz"), "\(text)")
        #expect(text.contains("direction moves a knob; 'osc1.wave' is a choice"), "\(text)")
        #expect(text.contains("'kazoo' is not an option of osc1.wave"), "\(text)")
        #expect(text.contains("a quiz has no target") && text.contains("a quiz needs 'quiz'"), "\(text)")
        #expect(text.contains("low must be below high"), "\(text)")
    }

    @Test func aValidatorRefusesSoundsThatCannotBeToldApart() {
        // Cutoffs between 15 and 20 kHz on a sine: nothing changes that anyone could hear.
        let quiz = QuizTemplate(shape: .direction, controls: [.filterCutoff], ranges: [.filterCutoff: 15000...20000],
                                gap: 0.02...0.03, base: Fixtures.patch(["osc1.wave": .text("sine")]), phrase: Self.phrase)
        var lesson = Fixtures.lesson(id: "q", kind: .quiz, show: [], target: Patch())
        lesson.quiz = quiz
        let issues = CourseValidator().validate(Course(title: "T", modules: [CourseModule(id: "m", title: "M", summary: "",
                                                                                            file: "m/module.yaml", lessons: [lesson])]))
        #expect(issues.contains { $0.message.contains("sound alike") }, "\(issues)")
    }

    @Test func answeringRecordsGatesAndAwardsStars() throws {
        var quiz = Fixtures.lesson(id: "quiz", kind: .quiz, show: [], target: Patch())
        quiz.quiz = Self.template(.direction)
        let course = Course(title: "T", modules: [CourseModule(id: "module", title: "M", summary: "", file: "module/module.yaml", lessons: [
            Fixtures.theory(id: "intro"), quiz, Fixtures.lesson(id: "dark", show: [.filterCutoff], target: Fixtures.patch(["filter.cutoff": .number(500)])),
        ])])
        let store = InMemoryTrainerStore()
        let service = LessonService(course: course, store: store)
        let s = try service.login(name: "Quizzer", token: nil, classCode: nil)
        let early = try service.drawQuiz(lesson: "quiz")
        #expect(throws: LessonError.lockedLesson("quiz")) {
            try service.answerQuiz(student: s.id, lesson: "quiz", round: early, choice: early.answer, timeSpent: 1)
        }
        _ = try service.submit(student: s.id, lesson: "intro", attempt: Patch(), timeSpent: 1)
        // A patch does not pass a quiz.
        #expect(throws: LessonError.self) { try service.submit(student: s.id, lesson: "quiz", attempt: Patch(), timeSpent: 1) }

        let round = try service.drawQuiz(lesson: "quiz")
        let wrong = try service.answerQuiz(student: s.id, lesson: "quiz", round: round, choice: 1 - round.answer, timeSpent: 4, answers: 1)
        #expect(!wrong.correct && wrong.answer == round.answer && wrong.stars == 0 && wrong.next == nil)
        #expect(wrong.explanation == round.explanation && wrong.sounds == round.soundDescriptions)
        #expect(try service.listLessons(student: s.id).flatMap(\.lessons).map(\.state) == [.completed, .current, .locked])
        #expect(throws: LessonError.self) { try service.answerQuiz(student: s.id, lesson: "quiz", round: round, choice: 5, timeSpent: 1) }

        let next = try service.drawQuiz(lesson: "quiz")
        let right = try service.answerQuiz(student: s.id, lesson: "quiz", round: next, choice: next.answer, timeSpent: 3, answers: 2)
        #expect(right.correct && right.stars == 2 && right.next == "dark")
        #expect(right.progress.completed && right.progress.attempts == 2 && right.progress.bestScore == 100)
        #expect(try service.listLessons(student: s.id).flatMap(\.lessons).map(\.state) == [.completed, .completed, .current])
        #expect(Stars.quiz(correct: true, answers: 1) == 3 && Stars.quiz(correct: true, answers: 5) == 1)
        #expect(right.progress.misses == 0)

        // Stars cannot be fished for by reopening: misses since the last pass count even when the page
        // says this is the first answer (or submit) of a new run.
        let other = try service.login(name: "Fisher", token: nil, classCode: nil)
        _ = try service.submit(student: other.id, lesson: "intro", attempt: Patch(), timeSpent: 1)
        for _ in 0..<2 {
            let r = try service.drawQuiz(lesson: "quiz")
            let miss = try service.answerQuiz(student: other.id, lesson: "quiz", round: r, choice: 1 - r.answer, timeSpent: 1, answers: 1)
            #expect(!miss.correct)
        }
        let reopened = try service.drawQuiz(lesson: "quiz")
        let late = try service.answerQuiz(student: other.id, lesson: "quiz", round: reopened, choice: reopened.answer, timeSpent: 1, answers: 1)
        #expect(late.correct && late.stars == 1 && late.progress.misses == 0, "third answer of the run: one star")
        // After the pass a replay starts a fresh run.
        let replay = try service.drawQuiz(lesson: "quiz")
        #expect(try service.answerQuiz(student: other.id, lesson: "quiz", round: replay, choice: replay.answer, timeSpent: 1, answers: 1).stars == 3)

        // The same for a challenge: four failed submits, a reopen, then a pass on "submit 1".
        _ = try service.answerQuiz(student: other.id, lesson: "quiz", round: replay, choice: replay.answer, timeSpent: 1)
        for _ in 0..<4 {
            #expect(try !service.submit(student: other.id, lesson: "dark", attempt: Patch(), timeSpent: 1, submits: 1).passed)
        }
        let pass = try service.submit(student: other.id, lesson: "dark", attempt: Fixtures.patch(["filter.cutoff": .number(500)]),
                                      timeSpent: 1, submits: 1)
        #expect(pass.passed && pass.stars == Stars.award(passed: true, score: pass.score, submits: 5, revealed: false))
        #expect(pass.stars < Stars.award(passed: true, score: pass.score, submits: 1, revealed: false))
    }

    /// An estimate's miss is said in just-noticeable differences: a pick one octave off a gentle 12 dB
    /// low-pass is about six steps of the perception table's cutoff JND (7.5%, times 1.5 for a gentle
    /// slope without resonance: 0.16 octave).
    @Test func anEstimateSaysHowFarOffThePickWasInJustNoticeableSteps() throws {
        var rng = SeededGenerator(seed: 3)
        let r = Self.template(.estimate).draw(using: &rng)
        #expect(r.explanation(for: r.answer) == r.explanation)
        let other = r.answer == 0 ? 1 : r.answer - 1
        let said = r.explanation(for: other)
        #expect(said.hasPrefix(r.explanation) && said.contains(r.choices[other]))
        #expect(said.contains(other > r.answer ? "too high" : "too low"), "\(said)")
        let words = said.split(separator: " ")
        let at = try #require(words.firstIndex(of: "just-noticeable"))
        let steps = try #require(Int(words[at - 1]))
        let expected = abs(log2(r.choiceSounds![other][.filterCutoff] / r.sounds[0][.filterCutoff]))
            / PerceptionTable.jnd(.filterCutoff, in: r.sounds[0])
        #expect(abs(Double(steps) - expected) <= 0.5 && (5...8).contains(steps), "\(said)")
    }
}
