import Foundation
import Lessons
import SynthEngine
import Testing
import WireProtocol
@testable import Server

/// "Which wave is this?" plays one sound: after a wrong answer the student hears what they picked
/// (`playQuizSound` with `previous` and `choice`), rendered from the question's own base.
struct QuizPickReplayTests {
    static let phrase = Phrase(notes: [.init(length: 0.5, note: 57)])

    func answeredIdentify() -> (ConnectionStateMachine, QuizRound) {
        var rng = SeededGenerator(seed: 7)
        let round = QuizTemplate(shape: .identify, controls: [.osc1Wave], options: ["sine", "saw", "square"], phrase: Self.phrase)
            .draw(using: &rng)
        var m = ConnectionStateMachine(sessionID: "s1", frameMs: 20, lessonsAvailable: true)
        _ = m.lessonFinished(.loggedIn(.init(student: "st", name: "Ada", token: "t", classCode: nil), classID: nil), id: nil, now: 0)
        let lesson = Lesson(id: "q1", title: "Quiz", moduleID: "m", kind: .quiz, theoryFile: "", theoryMarkdown: "", theoryHTML: "",
                            controls: .none, startPatch: Patch(), targetPatch: Patch(), phrase: Self.phrase,
                            passThreshold: 80, hints: [], comparator: .params)
        var opened = LessonGateway.wire(LessonView(lesson: lesson, hintsUsed: 0))
        opened.quiz = round
        _ = m.lessonFinished(.opened(opened), id: nil, now: 1)
        _ = m.receivedText(Array(#"{"type":"playQuizSound","sound":0}"#.utf8), now: 2)
        let wrong = (round.answer + 1) % 3
        _ = m.receivedText(Array("{\"type\":\"answerQuiz\",\"choice\":\(wrong)}".utf8), now: 4)
        let result = ServerMessage.QuizResult(correct: false, choice: wrong, answer: round.answer, explanation: round.explanation,
                                              sounds: round.soundDescriptions, stars: 0, next: nil)
        _ = m.lessonFinished(.answered(result, LessonProgress(studentID: "st", lessonID: "q1", updatedAt: .now), answered: round, next: round),
                             id: nil, now: 5)
        return (m, round)
    }

    func played(_ actions: [ConnectionStateMachine.Action]) -> Patch? {
        for a in actions { if case .engine(.playTarget(let p, _, visuals: false, lesson: nil)) = a { return p } }
        return nil
    }

    func code(_ actions: [ConnectionStateMachine.Action]) -> ErrorCode? {
        for a in actions { if case .send(.error(let e), _) = a { return e.code } }
        return nil
    }

    @Test func eachChoiceOfTheAnsweredQuestionCanBeHeard() throws {
        var (m, round) = answeredIdentify()
        for (k, option) in ["sine", "saw", "square"].enumerated() {
            let p = try #require(played(m.receivedText(Array("{\"type\":\"playQuizSound\",\"sound\":0,\"previous\":true,\"choice\":\(k)}".utf8), now: 6)))
            #expect(p.option(.osc1Wave) == option)
        }
        // The question's own sound is the right choice's.
        #expect(round.choiceSounds?[round.answer] == round.sounds[0])
    }

    @Test func aChoiceIsRefusedWhereItMeansNothing() {
        var (m, _) = answeredIdentify()
        #expect(code(m.receivedText(Array(#"{"type":"playQuizSound","sound":0,"previous":true,"choice":3}"#.utf8), now: 6)) == .outOfRange)
        #expect(code(m.receivedText(Array(#"{"type":"playQuizSound","sound":0,"choice":1}"#.utf8), now: 6)) == .badMessage,
                "the question being asked: its choices are not played (that would give the answer away)")
    }
}
