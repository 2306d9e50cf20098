/// Why a lesson request was refused. `code` is the error code of PROTOCOL.md; `description` is the
/// human-readable message.
public enum LessonError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No student on this session (log in first), or the student no longer exists.
    case notLoggedIn
    case unknownLesson(String)
    case lockedLesson(String)
    /// A lesson after the one the class's teacher set for today, while the teacher keeps later lessons
    /// locked (`ClassRecord.locksLaterLessons`): titles when known, ids otherwise.
    case lockedByTeacher(lesson: String, today: String)
    /// The request needs an open lesson of the right kind (e.g. a hint on a theory page).
    case noLesson(String)
    /// A token or password that does not match.
    case unauthorized(String)
    /// A class join code that does not exist.
    case unknownClass(String)
    /// A name another student already signs in with, in the same class (or with no class).
    case nameTaken(String)
    /// A malformed request value (empty name, negative time).
    case badMessage(String)
    /// A control the lesson does not let the student turn.
    case forbidden(String)
    /// Too many sign-in attempts (`SignInLimits`): why, and the seconds to wait.
    case rateLimited(String, retryAfter: Int)
    /// Daily practice with nothing due (come back tomorrow, or complete lessons first).
    case nothingDue(String)
    /// A lesson opened or answered as a practice item that today's practice does not hold.
    case notInPractice(String)
    /// The store cannot be reached (the database is down or cut off): the associated text is the
    /// driver's, for the log only; the client gets `description`, which names no address.
    case storeUnavailable(String)
    /// Storage failed; the message is for logs.
    case `internal`(String)

    public var code: String {
        switch self {
        case .notLoggedIn: "not_logged_in"
        case .unknownLesson: "unknown_lesson"
        case .lockedLesson: "locked_lesson"
        case .lockedByTeacher: "locked_by_teacher"
        case .noLesson: "no_lesson"
        case .unauthorized: "unauthorized"
        case .unknownClass: "unknown_class"
        case .nameTaken: "name_taken"
        case .badMessage: "bad_message"
        case .forbidden: "forbidden"
        case .rateLimited: "rate_limited"
        case .nothingDue: "nothing_due"
        case .notInPractice: "unknown_item"
        case .storeUnavailable: "store_unavailable"
        case .internal: "internal"
        }
    }

    public var description: String {
        switch self {
        case .notLoggedIn: "log in first"
        case .unknownLesson(let id): "there is no lesson '\(id)'"
        case .lockedLesson(let id): "lesson '\(id)' is locked: complete the lessons before it first"
        case let .lockedByTeacher(lesson, today):
            "'\(lesson)' is locked by your teacher for now: the class is on '\(today)' today, and your teacher opens the next lessons later"
        case .noLesson(let why): why
        case .unauthorized(let why): why
        case .unknownClass(let code): "there is no class with the code '\(code)': check it with your teacher"
        case .nameTaken(let why): why
        case .badMessage(let why): why
        case .forbidden(let why): why
        case .rateLimited(let why, let wait): "\(why): wait \(wait) s and try again"
        case .nothingDue(let why): why
        case .notInPractice(let why): why
        case .storeUnavailable: LessonError.savingPaused
        case .internal(let why): "internal error: \(why)"
        }
    }
}

extension LessonError {
    /// What a student or teacher reads while the store is away: plain words, no address, no driver text.
    public static let savingPaused = "saving is paused for a moment (the server cannot reach its records): your work is kept, try again shortly"

    /// A store call's failure as a lesson error: refusals pass through; a failing database becomes
    /// `storeUnavailable` (its text kept for the log, never sent); a missing or duplicate row stays internal.
    public static func store(_ error: any Error) -> LessonError {
        switch error {
        case let e as LessonError: e
        case StoreError.failure(let why): .storeUnavailable(why)
        default: .internal("\(error)")
        }
    }

    /// The driver's text behind `storeUnavailable`, for the server's log; nil for other errors.
    public var logDetail: String? {
        if case .storeUnavailable(let why) = self { why } else { nil }
    }
}
