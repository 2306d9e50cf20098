import Lessons
import SynthEngine
import WireProtocol

/// What the lesson gateway's answers do to a connection: a login, an opened lesson or quiz, a result,
/// a hint or reveal, a practice session. Service thread only, like the rest of the state machine.
extension ConnectionStateMachine {
    /// What the page shows while a submit waits for the store: plain words, no address.
    static let savingPaused = "Saving is paused for a moment: your answer is kept and will be scored and saved as soon as saving works again."

    /// A lesson call finished (on the executor); `now` is when the outcome reached the service thread.
    mutating func lessonFinished(_ outcome: LessonOutcome, id: MessageID?, now: Double) -> [Action] {
        switch outcome {
        case .loggedIn(let s, _):
            var saved: [Action] = []
            if student != s.student {
                // A different student on this socket: their lesson state starts afresh (the last one's
                // knobs kept first).
                saved = flushDraft()
                lesson = nil
                quiz = nil
            }
            student = s.student
            return saved + [.send(.student(s), id: id)]
        case .listed(let modules):
            return [.send(.lessons(modules), id: id)]
        case .opened(let opened):
            lesson = opened
            lessonOpenedAt = now
            run = LessonRun(targetVisible: opened.rules.showsTarget, phraseSeconds: opened.rules.phrase.duration)
            exampleValues = [:]
            // Where the student left the challenge, or its start.
            patch = opened.resumePatch ?? opened.rules.startPatch
            draftDirty = false
            quiz = opened.quiz.map { QuizRun(round: $0) }
            return [.engine(.stopTarget), .engine(.allNotesOff), .engine(.load(patch)),
                    .send(.lesson(opened.detail), id: id)] + (quiz.map { [.send(.quiz($0.question(lesson: opened.id)), id: nil)] } ?? [])
        case .submitted(let result, _):
            // Time on the lesson restarts with each submission (the service caps each gap).
            lessonOpenedAt = now
            if result.passed { run.targetVisible = true }
            return [.send(.result(result), id: id)]
        case .hint(let h):
            return [.send(.hint(h), id: id)]
        case .revealed(let p):
            run.targetVisible = true
            return [.send(.revealed(p), id: id)]
        case let .answered(result, _, answered, next):
            // Only the run that asked this question moves on (another lesson, or the same quiz
            // reopened meanwhile, keeps its own question).
            guard var q = quiz, let lesson, q.answering, q.round == answered else { return [.send(.quizResult(result), id: id)] }
            // The answered question may be heard again (its answer is out now); a new one is asked.
            q.previous = q.round
            q.round = next
            q.number += 1
            q.heard = []
            q.playing = nil
            q.answering = false
            lessonOpenedAt = now
            quiz = q
            return [.send(.quizResult(result), id: id), .send(.quiz(q.question(lesson: lesson.id)), id: nil)]
        case let .secretSet(name, recoveryCode):
            return [.send(.secretSet(name: name, recoveryCode: recoveryCode), id: id)]
        case .draftSaved:
            return []
        case .held(let again):
            return again ? [] : [.send(.savingPaused(request: id, message: Self.savingPaused), id: nil)]
        case .hearingProfile(let controls):
            return [.send(.hearingProfile(controls), id: id)]
        case .practice(let p):
            return [.send(.practice(p), id: id)]
        case let .answerFailed(e, answered):
            if quiz?.round == answered { quiz?.answering = false }
            var e = e
            e.id = e.id ?? id
            return [.send(.error(e), id: nil)]
        case .failed(let e):
            var e = e
            e.id = e.id ?? id
            return [.send(.error(e), id: nil)]
        }
    }
}
