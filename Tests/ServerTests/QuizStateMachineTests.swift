import Foundation
import Lessons
import SynthEngine
import Testing
import WireProtocol
@testable import Server

/// A quiz on one connection, without sockets: the question goes out without its answer, an answer
/// needs every sound played, the kept question goes to the lesson service, and the next one is asked.
struct QuizStateMachineTests {
    static let round = QuizRound(question: "Is B brighter or darker than A?", sounds: [Patch(), Patch()],
                                 choices: ["Brighter", "Darker"], answer: 1, soundDescriptions: ["Cutoff 4 kHz", "Cutoff 500 Hz"],
                                 explanation: "B was darker", phrase: Phrase(notes: [.init(length: 0.5, note: 57)]))

    func openQuiz() throws -> (ConnectionStateMachine, [ConnectionStateMachine.Action]) {
        var m = ConnectionStateMachine(sessionID: "s1", frameMs: 20, lessonsAvailable: true)
        _ = m.lessonFinished(.loggedIn(.init(student: "st", name: "Ada", token: "t", classCode: nil), classID: nil), id: nil, now: 0)
        let lesson = Lesson(id: "q1", title: "Quiz", moduleID: "m", kind: .quiz, theoryFile: "", theoryMarkdown: "", theoryHTML: "",
                            controls: .none, startPatch: Patch(), targetPatch: Patch(), phrase: Self.round.phrase,
                            passThreshold: 80, hints: [], comparator: .params)
        // No template here: the gateway draws the rounds; the machine keeps what it is given.
        var opened = LessonGateway.wire(LessonView(lesson: lesson, hintsUsed: 0))
        opened.quiz = Self.round
        let actions = m.lessonFinished(.opened(opened), id: .string("o"), now: 1)
        return (m, actions)
    }

    func text(_ json: String) -> [UInt8] { Array(json.utf8) }

    @Test func theQuestionGoesOutWithoutItsAnswer() throws {
        let (_, actions) = try openQuiz()
        let quiz = actions.compactMap { if case .send(.quiz(let q), _) = $0 { q } else { nil } }
        #expect(quiz == [.init(lesson: "q1", question: Self.round.question, sounds: ["A", "B"], choices: ["Brighter", "Darker"], number: 1)])
        let bytes = String(decoding: ServerMessage.quiz(quiz[0]).encoded(), as: UTF8.self)
        #expect(!bytes.contains("answer") && !bytes.contains("darker:") && !bytes.contains("500 Hz"), "\(bytes)")
    }

    @Test func anAnswerNeedsEverySoundThenGoesToTheServiceWithTheKeptQuestion() throws {
        var (m, _) = try openQuiz()
        func code(_ a: [ConnectionStateMachine.Action]) -> ErrorCode? {
            for x in a { if case .send(.error(let e), _) = x { return e.code } }
            return nil
        }
        #expect(code(m.receivedText(text(#"{"type":"answerQuiz","choice":1}"#), now: 2)) == .listenFirst)
        // Asking for A and B back to back and answering at once is not listening: A was cut off.
        var rushed = m
        _ = rushed.receivedText(text(#"{"type":"playQuizSound","sound":0}"#), now: 2.0)
        _ = rushed.receivedText(text(#"{"type":"playQuizSound","sound":1}"#), now: 2.1)
        #expect(code(rushed.receivedText(text(#"{"type":"answerQuiz","choice":1}"#), now: 2.2)) == .listenFirst)
        #expect(code(rushed.receivedText(text(#"{"type":"answerQuiz","choice":1}"#), now: 4)) == .listenFirst, "B heard, A still not")
        // A sound stopped before it had played long enough is not heard either, however long after.
        var stopped = m
        _ = stopped.receivedText(text(#"{"type":"playQuizSound","sound":0}"#), now: 2.0)
        _ = stopped.receivedText(text(#"{"type":"playQuizSound","sound":1}"#), now: 2.6)
        _ = stopped.receivedText(text(#"{"type":"stopPlayback"}"#), now: 2.7)
        #expect(code(stopped.receivedText(text(#"{"type":"answerQuiz","choice":1}"#), now: 9)) == .listenFirst, "B was stopped early")
        let play = m.receivedText(text(#"{"type":"playQuizSound","sound":0}"#), now: 2)
        guard case .engine(.playTarget(_, let notes, visuals: false, lesson: nil)) = play.first else { Issue.record("\(play)"); return }
        #expect(notes == Self.round.phrase.notes)
        #expect(code(m.receivedText(text(#"{"type":"answerQuiz","choice":1}"#), now: 3)) == .listenFirst)
        #expect(code(m.receivedText(text(#"{"type":"playQuizSound","sound":2}"#), now: 3)) == .outOfRange)
        _ = m.receivedText(text(#"{"type":"playQuizSound","sound":1}"#), now: 3)
        #expect(code(m.receivedText(text(#"{"type":"answerQuiz","choice":5}"#), now: 4)) == .outOfRange)
        let answer = m.receivedText(text(#"{"type":"answerQuiz","choice":1,"id":"a"}"#), now: 4)
        guard case .lesson(.answerQuiz(student: "st", lesson: "q1", round: Self.round, choice: 1, _, answers: 1), .string("a")) = answer.first else {
            Issue.record("\(answer)"); return
        }
        // A second answer while the first is recorded is refused, also after another call failed
        // meanwhile (it once cleared the guard: two answers to one question).
        #expect(code(m.receivedText(text(#"{"type":"answerQuiz","choice":0}"#), now: 4)) == .tooSoon)
        _ = m.lessonFinished(.failed(ProtocolError(.unknownLesson, "no such lesson")), id: .string("x"), now: 4)
        #expect(code(m.receivedText(text(#"{"type":"answerQuiz","choice":0}"#), now: 4)) == .tooSoon)

        // The result, then a new question that must be heard again; the answered one can be replayed.
        let next = QuizRound(question: "Again?", sounds: [Patch(), Patch()], choices: ["Brighter", "Darker"], answer: 0,
                             soundDescriptions: ["x", "y"], explanation: "e", phrase: Self.round.phrase)
        let result = ServerMessage.QuizResult(correct: true, choice: 1, answer: 1, explanation: "B was darker", sounds: ["a", "b"], stars: 3, next: nil)
        let progress = LessonProgress(studentID: "st", lessonID: "q1", updatedAt: Date(timeIntervalSince1970: 0))
        // The outcome of some other question (another run) changes nothing here.
        let stray = m.lessonFinished(.answered(result, progress, answered: next, next: next), id: nil, now: 5)
        #expect(stray.count == 1)
        #expect(code(m.receivedText(text(#"{"type":"answerQuiz","choice":0}"#), now: 5)) == .tooSoon)
        let out = m.lessonFinished(.answered(result, progress, answered: Self.round, next: next), id: .string("a"), now: 5)
        #expect(out.count == 2)
        guard case .send(.quizResult(result), .string("a")) = out[0], case .send(.quiz(let q), nil) = out[1] else { Issue.record("\(out)"); return }
        #expect(q.question == "Again?" && q.number == 2)
        #expect(code(m.receivedText(text(#"{"type":"answerQuiz","choice":0}"#), now: 6)) == .listenFirst)
        let replay = m.receivedText(text(#"{"type":"playQuizSound","sound":1,"previous":true}"#), now: 6)
        guard case .engine(.playTarget) = replay.first else { Issue.record("\(replay)"); return }
        #expect(code(m.receivedText(text(#"{"type":"answerQuiz","choice":0}"#), now: 6)) == .listenFirst, "a replay of the old question is not listening to the new one")
    }
}
