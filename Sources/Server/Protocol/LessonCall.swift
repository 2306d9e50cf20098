import Lessons
import SynthEngine
import WireProtocol

/// A lesson-service request a session makes. These may block (SQLite, scoring renders audio), so
/// they run on the lesson executor, never on the service thread.
enum LessonCall: Sendable, Equatable {
    case login(name: String?, token: String?, classCode: String?, secret: String?)
    case setSecret(student: String, secret: String, name: String?)
    case recover(name: String, code: String, secret: String, classCode: String?)
    /// Keeps the student's knobs on an open challenge (their draft), so a reload finds them.
    case saveDraft(student: String, lesson: String, patch: Patch)
    case hearingProfile(student: String)
    /// Daily practice: the overview, or (`start`) today's session begun or resumed.
    case practice(student: String, utcOffset: Double, start: Bool)
    /// Opens an item of today's practice in review mode (an `.opened` outcome).
    case openPracticeItem(student: String, lesson: String)
    /// A submit or an answer on a practice item (`.submitted` / `.answered` outcomes, with the practice).
    case reviewSubmit(student: String, lesson: String, attempt: Patch, timeSpent: Double, submits: Int, listens: Int)
    case reviewAnswer(student: String, lesson: String, round: QuizRound, choice: Int, timeSpent: Double, answers: Int)
    case list(student: String)
    case open(student: String, lesson: String)
    /// `submits`: this submit's number in the run; `listens`: target plays since the previous one.
    case submit(student: String, lesson: String, attempt: Patch, timeSpent: Double, submits: Int, listens: Int)
    case hint(student: String, lesson: String)
    case reveal(student: String, lesson: String)
    /// The answer `choice` to the quiz question `round` the session drew and kept; `answers`: its
    /// number in the run.
    case answerQuiz(student: String, lesson: String, round: QuizRound, choice: Int, timeSpent: Double, answers: Int)
}

extension LessonCall {
    /// A student's writes run one at a time, in the order their sockets sent them
    /// (`OffThreadCalls.run(orderedBy:)`): the knobs saved when a socket closes land after the ones
    /// saved a moment before, not under them; a practice session's answers and a lesson's submits read
    /// what the last one wrote. Reads, sign-ins and other students run side by side. One exception: a
    /// submit held while the store was away is run again at the back of the line (`retryHeld`).
    var orderKey: String? {
        switch self {
        case .saveDraft(let student, _, _), .practice(let student, _, _), .reviewSubmit(let student, _, _, _, _, _),
             .reviewAnswer(let student, _, _, _, _, _), .submit(let student, _, _, _, _, _), .hint(let student, _),
             .reveal(let student, _), .answerQuiz(let student, _, _, _, _, _), .setSecret(let student, _, _):
            "student \(student)"
        case .login, .recover, .hearingProfile, .openPracticeItem, .list, .open:
            nil
        }
    }
}

/// What a `LessonCall` produced, already in wire terms, handed back to the session's state machine.
enum LessonOutcome: Sendable {
    /// The student, and the id of the class they are in (for the classroom hub).
    case loggedIn(ServerMessage.Student, classID: String?)
    case listed([ServerMessage.ModuleListing])
    case opened(OpenedLesson)
    /// The result, and the stored progress after it (for the teacher's dashboard).
    case submitted(ServerMessage.Result, LessonProgress)
    case hint(ServerMessage.Hint)
    case revealed(Patch)
    /// A quiz answered: the result, the stored progress after it, the question that was answered
    /// (so the connection moves on only from that question, whatever happened meanwhile) and the next.
    case answered(ServerMessage.QuizResult, LessonProgress, answered: QuizRound, next: QuizRound)
    /// An answer that was not recorded (a locked quiz, the store unreachable): the same question may
    /// be answered again.
    case answerFailed(ProtocolError, answered: QuizRound)
    /// The student's secret is set; `name` is their name now.
    case secretSet(name: String, recoveryCode: String?)
    /// A draft was written (or could not be: a draft is a convenience, nothing waits for it).
    case draftSaved
    case hearingProfile([ServerMessage.HearingControl])
    case practice(ServerMessage.Practice)
    /// A submit the store could not write (unreachable): kept, and written when it answers again; its
    /// result then comes as a `.submitted` with the same id. `again`: a retry that failed too (the page
    /// was told already).
    case held(again: Bool)
    case failed(ProtocolError)
}

/// An opened lesson as the session needs it: what to show, what to load, what may change.
struct OpenedLesson: Sendable, Equatable {
    /// What the page is sent.
    var detail: ServerMessage.LessonDetail
    /// The lesson's own rules (taught controls, start patch, kind, phrase), typed, from the lesson service.
    let rules: LessonView
    /// The student's stored progress on this lesson when it opened (for the teacher's dashboard).
    var progress: LessonProgress? = nil
    /// A quiz's first question (the answer stays with the session, never in a message).
    var quiz: QuizRound? = nil
    /// The student's knobs as they left this challenge (already limited to what the lesson lets
    /// change); nil to start from the lesson's start patch.
    var resumePatch: Patch? = nil

    var id: String { detail.id }
    /// Opened as a practice item (review mode).
    var practice: Bool { detail.practice }
}
