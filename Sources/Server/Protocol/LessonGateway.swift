import Foundation
import Lessons
import Logging
import Synchronization
import SynthEngine
import WireProtocol

/// Runs lesson-service calls off the service thread (they block on SQLite and may render audio to
/// score) and hands each outcome back to the service thread, which feeds it to the session's state
/// machine. Also maps the lesson service's types onto the wire payloads.
final class LessonGateway: Sendable {
    /// A finished call, waiting for the service thread.
    struct Completion: Sendable {
        let connectionID: Int
        let id: MessageID?
        let call: LessonCall
        let outcome: LessonOutcome
        /// A held submit tried again (its first try's completion already came back).
        var retried = false
    }

    /// A call as it was asked, kept to be tried again (`HeldWrites`).
    struct Request: Sendable {
        let connectionID: Int
        let id: MessageID?
        let call: LessonCall
        let client: String
        /// When it was asked (the service's clock): a held submit tried again leaves alone the knobs
        /// saved after it.
        let askedAt: Date
    }

    let service: LessonService
    private let calls: OffThreadCalls<Completion>
    let logger: Logger
    /// Submits the store could not write while it was away, tried again when it answers.
    let held = Mutex(HeldWrites<Request>())
    /// Students signed in on this instance, by token (`LessonGateway+Held.swift`, `knownSignIn`).
    let known = Mutex<[String: StudentSession]>([:])

    init(service: LessonService, concurrency: Int = 4, waker: ServiceWaker, logger: Logger = Logger(label: "synth-trainer.lessons")) {
        self.service = service
        self.logger = logger
        calls = OffThreadCalls(label: "synth-trainer.lessons", concurrency: concurrency, waker: waker)
    }

    /// Starts a call from a socket whose client address is `client` (for the sign-in limits); its
    /// outcome arrives through `drain` after the service thread is woken.
    func submit(_ call: LessonCall, connectionID: Int, id: MessageID?, client: String) {
        if case let .saveDraft(student, lesson, patch) = call {
            unwritten.withLock { $0[Self.draftKey(student, lesson)] = patch }
        }
        run(Request(connectionID: connectionID, id: id, call: call, client: client, askedAt: service.clock()), again: false)
    }

    /// Runs `request` on the executor; a submit the store could not take is held (`holdIfUnwritten`).
    func run(_ request: Request, again: Bool) {
        calls.run(orderedBy: request.call.orderKey) { [self] in
            let outcome = perform(request.call, client: request.client, askedAt: again ? request.askedAt : nil)
            return Completion(connectionID: request.connectionID, id: request.id, call: request.call,
                              outcome: holdIfUnwritten(request, outcome, again: again), retried: again)
        }
    }

    /// Knobs handed to `saveDraft` whose write has not finished, by student and lesson: a reload's new
    /// socket opens the lesson while the old socket's last draft may still be queued behind it (a
    /// student's writes run in order, but reads do not wait for them), and must find those knobs all
    /// the same. Per instance, as the sockets of one page reload are.
    private let unwritten = Mutex<[String: Patch]>([:])

    private static func draftKey(_ student: String, _ lesson: String) -> String { student + "\u{0}" + lesson }

    /// Moves finished calls into `out`. Service thread.
    func drain(into out: inout [Completion]) { calls.drain(into: &out) }

    /// No call is running, waiting or held: every write started has reached the store (or failed).
    var isIdle: Bool { calls.isIdle && held.withLock { $0.isEmpty } }

    /// The hidden target of a lesson, for rendering only (it never goes into a message before a pass).
    func target(of lessonID: String) -> Patch? { service.course.lesson(lessonID)?.targetPatch }

    /// `askedAt`: a held submit tried again, asked then (see `Request.askedAt`).
    private func perform(_ call: LessonCall, client: String, askedAt: Date?) -> LessonOutcome {
        do throws(LessonError) {
            switch call {
            case let .login(name, token, classCode, secret):
                let s: StudentSession
                do throws(LessonError) {
                    s = try service.login(name: name ?? "", token: token, classCode: classCode, secret: secret, client: client)
                } catch {
                    // The store is away: a token this instance signed in lately signs in again (`knownSignIn`).
                    guard case .storeUnavailable = error, let known = token.flatMap(knownSignIn) else { throw error }
                    return Self.loggedIn(known)
                }
                remember(s)
                return Self.loggedIn(s)
            case let .recover(name, code, secret, classCode):
                return Self.loggedIn(try service.recover(name: name, code: code, secret: secret, classCode: classCode, client: client))
            case let .setSecret(student, secret, name):
                let s = try service.setSecret(student: student, secret: secret, name: name)
                return .secretSet(name: s.name, recoveryCode: s.recoveryCode)
            case .hearingProfile(let student):
                return .hearingProfile(try service.hearingProfile(student: student).map(Self.wire))
            case .practice, .openPracticeItem, .reviewSubmit, .reviewAnswer:
                return try performPractice(call)
            case let .saveDraft(student, lesson, patch):
                // A newer draft of the lesson is queued behind this one (a student's writes run in
                // order) and will be written: this one need not wait on the store (a slow one would
                // hold the student's next submit behind every knob saved meanwhile).
                if unwritten.withLock({ $0[Self.draftKey(student, lesson)] != patch }) { return .draftSaved }
                defer {
                    unwritten.withLock { if $0[Self.draftKey(student, lesson)] == patch { $0[Self.draftKey(student, lesson)] = nil } }
                }
                try service.saveDraft(student: student, lesson: lesson, patch: patch)
                return .draftSaved
            case .list(let student):
                return .listed(try service.listLessons(student: student).map(Self.wire))
            case let .open(student, lesson):
                var opened = Self.wire(try service.openLesson(student: student, lesson: lesson))
                // One more read so the teacher's dashboard shows attempts and scores from the start.
                opened.progress = try service.progress(student: student).first { $0.lessonID == lesson }
                if opened.rules.kind == .quiz { opened.quiz = try service.drawQuiz(student: student, lesson: lesson) }
                if opened.rules.kind == .challenge {
                    // Knobs still on their way to the store (the socket a reload closed) win over what it has.
                    // Looked up before the store is read: a write that finishes between the two reads has
                    // left the queue but is then in the store (the other order could miss it in both).
                    let queued = unwritten.withLock { $0[Self.draftKey(student, lesson)] }
                    let draft = try service.draft(student: student, lesson: lesson)
                    // Only what the lesson lets change is taken from the stored knobs.
                    if let p = queued ?? draft?.patch.flatMap({ try? Patch(presetString: $0) }) {
                        let resumed = opened.rules.attempt(from: p)
                        opened.resumePatch = resumed
                        opened.detail.savedPatch = resumed.jsonValues()
                    }
                    opened.detail.lastResult = draft?.result.flatMap { try? JSONParser.parse($0) }
                }
                return .opened(opened)
            case let .submit(student, lesson, attempt, timeSpent, submits, listens):
                let r = try service.submit(student: student, lesson: lesson, attempt: attempt, timeSpent: timeSpent,
                                           submits: submits, listens: listens)
                let wire = Self.wire(r)
                // The result screen survives a reload: the result as the page gets it, kept with the knobs.
                // A draft is a convenience: the attempt is recorded whatever happens to it.
                if let json = String(bytes: ServerMessage.result(wire).encoded(), encoding: .utf8) {
                    try? service.saveSubmit(student: student, lesson: lesson, attempt: attempt, passed: r.passed, resultJSON: json,
                                            keepingKnobsSavedAfter: askedAt)
                }
                return .submitted(wire, r.progress)
            case let .hint(student, lesson):
                let h = try service.hint(student: student, lesson: lesson)
                return .hint(.init(index: h.index, text: h.text, remaining: h.remaining))
            case let .reveal(student, lesson):
                return .revealed(try service.reveal(student: student, lesson: lesson))
            case let .answerQuiz(student, lesson, round, choice, timeSpent, answers):
                // The next question is drawn before the answer is written, so nothing can fail after it:
                // an answer either is recorded and moves the quiz on, or is not and may be given again.
                let next: QuizRound, a: QuizAnswer
                do {
                    next = try service.drawQuiz(student: student, lesson: lesson)
                    a = try service.answerQuiz(student: student, lesson: lesson, round: round, choice: choice,
                                               timeSpent: timeSpent, answers: answers)
                } catch {
                    return .answerFailed(ProtocolError(ErrorCode(rawValue: error.code) ?? .internal, error.description), answered: round)
                }
                let result = ServerMessage.QuizResult(correct: a.correct, choice: a.choice, answer: a.answer, explanation: a.explanation,
                                                      sounds: a.sounds, stars: a.stars, next: a.next)
                return .answered(result, a.progress, answered: round, next: next)
            }
        } catch {
            if let why = error.logDetail {
                logger.warning("store unavailable", metadata: ["call": "\(call.name)", "error": "\(why)"])
            }
            return .failed(ProtocolError(ErrorCode(rawValue: error.code) ?? .internal, error.description))
        }
    }

    static func loggedIn(_ s: StudentSession) -> LessonOutcome {
        .loggedIn(.init(student: s.id, name: s.name, token: s.token, classCode: s.classCode, needsSecret: s.needsSecret,
                        recoveryCode: s.recoveryCode, className: s.className, assignedLesson: s.assignedLesson,
                        lockLater: s.locksLaterLessons), classID: s.classID)
    }

    static func wire(_ m: ModuleListing) -> ServerMessage.ModuleListing {
        .init(id: m.id, title: m.title, summary: m.summary, lessons: m.lessons.map {
            .init(id: $0.id, title: $0.title, kind: $0.kind.rawValue, state: $0.state.rawValue, bestScore: $0.bestScore, stars: $0.stars,
                  lockedByTeacher: $0.lockedByTeacher, review: $0.review)
        })
    }

    static func wire(_ v: LessonView) -> OpenedLesson {
        var detail = ServerMessage.LessonDetail(
            id: v.id, title: v.title, module: v.module, kind: v.kind.rawValue, theoryHtml: v.theoryHTML,
            controls: .init(shown: v.controls.shownIDs, locked: v.controls.lockedIDs), startPatch: v.startPatch,
            passThreshold: v.passThreshold, hintCount: v.hintCount, hintsUsed: v.hintsUsed, phrase: v.phrase.notes)
        detail.hint = v.latestHint
        detail.showsTarget = v.showsTarget
        detail.examples = v.examples.map { e in
            .init(id: e.id, label: e.label, control: e.control?.spec.id, value: e.control.map { e.patch[$0] })
        }
        return OpenedLesson(detail: detail, rules: v)
    }

    static func wire(_ r: SubmitResult) -> ServerMessage.Result {
        .init(score: r.score, passed: r.passed, threshold: r.threshold,
              feedback: r.feedback.map {
                  .init(param: $0.param.spec.id, name: $0.param.spec.name, verdict: $0.verdict.rawValue, message: $0.message)
              },
              next: r.next, targetPatch: r.targetPatch, stars: r.stars, note: r.note)
    }
}
