/// The `code` of an `error` message (PROTOCOL.md, "Error codes"). Clients branch on these.
public enum ErrorCode: String, Sendable, Encodable, CaseIterable {
    case badJSON = "bad_json"
    case badMessage = "bad_message"
    case unknownParam = "unknown_param"
    case outOfRange = "out_of_range"
    case notANumber = "not_a_number"
    case badOption = "bad_option"
    case badPreset = "bad_preset"
    case rateLimited = "rate_limited"
    case notLoggedIn = "not_logged_in"
    case unknownLesson = "unknown_lesson"
    case lockedLesson = "locked_lesson"
    /// A lesson after the class's lesson for today while its teacher keeps later lessons locked.
    case lockedByTeacher = "locked_by_teacher"
    case noLesson = "no_lesson"
    /// `playExample` / `exampleSet` naming an example the open lesson does not have (or no example playing).
    case unknownExample = "unknown_example"
    /// A challenge submit before the target was played in this attempt: listening is the exercise.
    case listenFirst = "listen_first"
    /// A resubmit sooner than the lesson's growing pause allows (`retryAfter` says when).
    case tooSoon = "too_soon"
    /// Login with a class code that does not exist.
    case unknownClass = "unknown_class"
    /// Another student signs in with this name in this class (or with no class): pick another.
    case nameTaken = "name_taken"
    case forbidden
    /// `startPractice` with nothing due for practice (its message says why: done today, or nothing completed).
    case nothingDue = "nothing_due"
    /// A practice item (`openLesson` with `practice`) that today's practice does not hold.
    case unknownItem = "unknown_item"
    /// A teacher asked to listen to a student who is not connected.
    case studentOffline = "student_offline"
    case unauthorized
    /// The store cannot be reached for now: saving is paused (the message says so in plain words).
    case storeUnavailable = "store_unavailable"
    case `internal`
}
