import Lessons
import WireProtocol

/// What the lesson gateway does while the store is away. While the store is unreachable a submit is
/// kept in memory (`HeldWrites`) instead of failing, the page is told saving is paused, and the submit
/// runs again (scored and written) once the store answers; its `result` goes out only then, so a result
/// the page shows is always one the store has. Held submits count as unfinished work: a drain waits for
/// them (up to its limit), and what is still held when the process ends is lost, as the log then says.
extension LessonGateway {
    /// `outcome` as the caller sees it: a submit that failed only because the store is away is held
    /// (`.held`), unless the holding is full; everything else passes unchanged.
    func holdIfUnwritten(_ request: Request, _ outcome: LessonOutcome, again: Bool) -> LessonOutcome {
        guard case .failed(let e) = outcome, e.code == .storeUnavailable, request.call.isSubmit else { return outcome }
        let kept = held.withLock { $0.hold(request, now: MonotonicClock.seconds()) }
        return kept ? .held(again: again) : outcome
    }

    /// Tries the held submits again once the store answers (`storeAnswers`, from `Readiness`). Service
    /// thread, from the timed checks.
    func retryHeld(storeAnswers: Bool) {
        let due = held.withLock { $0.takeDue(now: MonotonicClock.seconds(), storeAnswers: storeAnswers) }
        if !due.isEmpty { logger.info("writing \(due.count) submits held while the store was away") }
        for request in due { run(request, again: true) }
    }

    /// Submits still waiting for the store.
    var heldCount: Int { held.withLock { $0.count } }

    /// Keeps a student's sign-in by its token (in memory only, like the sockets holding it).
    func remember(_ s: StudentSession) {
        known.withLock { k in
            // Bounded: a day's students of one instance fit many times over; past that, start afresh.
            if k.count >= 20_000 { k.removeAll() }
            k[s.token] = s.with(recoveryCode: nil)
        }
    }

    /// While the store is away, a page reconnecting with a token this instance signed in (a blip, a
    /// reload, a socket moved) signs in again as the store last answered. Only tokens seen here work;
    /// a token signed out elsewhere meanwhile counts until the store is back.
    func knownSignIn(token: String) -> StudentSession? {
        known.withLock { $0[token] }
    }
}

extension LessonCall {
    /// A submit (of a lesson or a practice item): what is held while the store is away.
    var isSubmit: Bool {
        switch self {
        case .submit, .reviewSubmit: true
        default: false
        }
    }

    /// The call's kind, for logs (never its values: a secret may be among them).
    var name: String {
        switch self {
        case .login: "login"
        case .setSecret: "setSecret"
        case .recover: "recover"
        case .saveDraft: "saveDraft"
        case .hearingProfile: "hearingProfile"
        case .practice: "practice"
        case .openPracticeItem: "openPracticeItem"
        case .reviewSubmit: "reviewSubmit"
        case .reviewAnswer: "reviewAnswer"
        case .list: "list"
        case .open: "open"
        case .submit: "submit"
        case .hint: "hint"
        case .reveal: "reveal"
        case .answerQuiz: "answerQuiz"
        }
    }
}
