import Foundation
import Lessons
import SynthEngine
import WireProtocol

/// Daily practice through the lesson gateway: the overview, practice items opened in review mode,
/// and their submits and answers, mapped onto the wire.
extension LessonGateway {
    func performPractice(_ call: LessonCall) throws(LessonError) -> LessonOutcome {
        switch call {
        case let .practice(student, utcOffset, start):
            return .practice(wire(try service.practice(student: student, utcOffset: utcOffset, start: start)))
        case let .openPracticeItem(student, lesson):
            var opened = Self.wire(try service.openPracticeItem(student: student, lesson: lesson))
            opened.detail.practice = true
            opened.progress = try service.progress(student: student).first { $0.lessonID == lesson }
            // No saved knobs and no last result: the last result of a passed challenge holds its target,
            // and a review starts from the lesson's start like the first run did.
            if opened.rules.kind == .quiz { opened.quiz = try service.drawQuiz(student: student, lesson: lesson) }
            return .opened(opened)
        case let .reviewSubmit(student, lesson, attempt, timeSpent, submits, listens):
            let (r, overview) = try service.reviewSubmit(student: student, lesson: lesson, attempt: attempt, timeSpent: timeSpent,
                                                         submits: submits, listens: listens)
            var result = Self.wire(r)
            result.practice = wire(overview)
            return .submitted(result, r.progress)
        case let .reviewAnswer(student, lesson, round, choice, timeSpent, answers):
            // As for answerQuiz: the next question is drawn first, so an answer recorded always moves on.
            let next: QuizRound, a: QuizAnswer, overview: PracticeOverview
            do {
                next = try service.drawQuiz(student: student, lesson: lesson)
                (a, overview) = try service.reviewAnswer(student: student, lesson: lesson, round: round, choice: choice,
                                                         timeSpent: timeSpent, answers: answers)
            } catch {
                return .answerFailed(ProtocolError(ErrorCode(rawValue: error.code) ?? .internal, error.description), answered: round)
            }
            var result = ServerMessage.QuizResult(correct: a.correct, choice: a.choice, answer: a.answer, explanation: a.explanation,
                                                  sounds: a.sounds, stars: a.stars, next: nil)
            result.practice = wire(overview)
            return .answered(result, a.progress, answered: round, next: next)
        default:
            throw .internal("not a practice call")
        }
    }

    /// One control of a hearing profile (the student's own, or a student's for their teacher).
    static func wire(_ t: HearingThreshold) -> ServerMessage.HearingControl {
        .init(param: t.control.spec.id, name: t.control.spec.name, threshold: t.threshold, trained: t.trained,
              measure: t.measure, trials: t.trials, right: t.right, converged: t.converged,
              history: t.history.map { .init(at: $0.at, threshold: $0.threshold) })
    }

    func wire(_ o: PracticeOverview) -> ServerMessage.Practice {
        let course = service.course
        let session = o.session.map { s in
            ServerMessage.Practice.Session(items: s.items.map { i in
                let lesson = course.lesson(i.lesson)
                return .init(lesson: i.lesson, title: lesson?.title ?? i.lesson, kind: lesson?.kind.rawValue ?? "challenge",
                             reason: i.reason.rawValue, control: i.control,
                             controlName: i.control.flatMap { try? Param(id: $0) }?.spec.name, questions: i.questions,
                             attempts: i.attempts, rightFirstTime: i.rightFirstTime, done: i.done, boxBefore: i.boxBefore,
                             boxAfter: i.boxAfter)
            }, current: s.current, finished: s.finished)
        }
        let summary = o.session.flatMap { s -> ServerMessage.Practice.Summary? in
            guard s.finished else { return nil }
            return .init(items: s.items.count, rightFirstTime: s.rightFirstTime, controls: o.controls.map {
                .init(param: $0.control.spec.id, name: $0.control.spec.name, measure: $0.measure, before: $0.before, after: $0.after,
                      trained: $0.trained)
            })
        }
        return .init(streak: .init(days: o.streak.current(today: o.today), best: o.streak.best, today: o.streak.practised(today: o.today)),
                     due: o.due, session: session, summary: summary)
    }
}
