import Foundation
import SynthEngine

/// The facade the server calls for everything about students and lessons: login, the lesson
/// selector, opening a lesson, submitting, hints and reveal.
///
/// Thread-safe: the course and scorer are immutable and the store does its own locking, so any
/// thread may call any method concurrently. Every method may block on the store (a completion is
/// committed to disk before `submit` returns) and `submit` may render audio when a lesson uses the
/// sound comparator, so call these from a worker, never from the libwebsockets service thread.
public final class LessonService: Sendable {
    public let course: Course
    public let scorer: LessonScorer
    let store: any TrainerStore
    /// The time the service writes with (tests set it).
    public let clock: @Sendable () -> Date
    /// Limits found exceeded lately, so repeated attempts are refused without a store read.
    let refusals = SignInLimits.RecentRefusals()
    private let order: [String]
    /// The stretches a student may test out of (`Course.testOuts`).
    let testOuts: [LessonGate.TestOut]
    let hasher: PasswordHasher
    /// Students one class may hold (a code passed around cannot fill a roster without end).
    public let maxClassSize: Int
    private let hashing = DispatchSemaphore(value: 1)

    /// Longest credible gap between two submits; longer gaps (a tab left open overnight) are capped
    /// so time-on-lesson stays meaningful for teachers.
    public static let maxTimePerSubmit: Double = 30 * 60
    public static let maxNameLength = 40

    public init(course: Course, store: any TrainerStore, scorer: LessonScorer = LessonScorer(),
                hasher: PasswordHasher = PasswordHasher(), maxClassSize: Int = 200,
                clock: @escaping @Sendable () -> Date = { Date() }) {
        self.course = course
        self.hasher = hasher
        self.maxClassSize = maxClassSize
        self.store = store
        self.scorer = scorer
        self.clock = clock
        order = course.lessons.map(\.id)
        testOuts = course.testOuts
    }

    // MARK: - Login

    /// Logs a student in (`LessonService+SignIn.swift` has the rules).
    /// - With a token: that student again (`name` and `secret` are then ignored).
    /// - With a name and a secret: the student of that name whose secret matches, wherever they are
    ///   (one person, one profile); else one whose secret a teacher reset, in the class typed; else a
    ///   new student with that secret. A name whose secret does not match is refused.
    /// - With a name alone: a new profile kept by this device's token only (`needsSecret`).
    /// A class code only joins (or moves to) that class: never a different profile.
    /// `client`: the client's address, for the limits on sign-in attempts (`SignInLimits`, counted in
    /// the store so they hold across instances); nil for callers that are not a network client.
    public func login(name: String, token: String?, classCode: String?, secret: String? = nil,
                      client: String? = nil) throws(LessonError) -> StudentSession {
        guard let client else { return try withRecoveryCode(try signIn(name: name, token: token, classCode: classCode, secret: secret).0) }
        let limits = SignInLimits(store: store, client: client, refusals: refusals), now = clock()
        let hasCode = !(classCode ?? "").trimmingCharacters(in: .whitespaces).isEmpty
        let byToken = !(token ?? "").isEmpty, bySecret = !byToken && !(secret ?? "").isEmpty
        let account = SignInLimits.studentAccount(name: name), signUp = limits.signUp(classCode: Self.cleanCode(classCode))
        // One read for every limit this sign-in meets (none at all while a refusal is still fresh).
        var checks = bySecret ? limits.wrongSecret(account: account) : []
        if hasCode { checks += limits.wrongClassCode }
        if !byToken { checks += signUp }
        if let (rule, wait) = try storeCall({ () throws(StoreError) in try limits.refusal(checks, now: now) }) {
            switch rule {
            case SignInLimits.signUpPerClient, SignInLimits.signUpWithCodePerClient:
                throw .rateLimited("too many new students from your network address", retryAfter: wait)
            case SignInLimits.signUpPerClass: throw .rateLimited("too many new students in this class at once", retryAfter: wait)
            case SignInLimits.wrongClassCodePerClient: throw .rateLimited("too many wrong class codes", retryAfter: wait)
            default: throw .rateLimited("too many wrong secrets (ask your teacher to reset yours if you forgot it)", retryAfter: wait)
            }
        }
        do {
            let (session, made) = try signIn(name: name, token: token, classCode: classCode, secret: secret)
            // Only a sign-in that made a student counts against making students: a class coming back
            // to the lab together signs in as often as it likes.
            if made { try storeCall { () throws(StoreError) in try limits.record(signUp, now: now) } }
            return try withRecoveryCode(session)
        } catch .unknownClass(let code) {
            try storeCall { () throws(StoreError) in try limits.record(limits.wrongClassCode, now: now) }
            throw .unknownClass(code)
        } catch .unauthorized(let why) where bySecret {
            try storeCall { () throws(StoreError) in try limits.record(limits.wrongSecret(account: account), now: now) }
            throw .unauthorized(why)
        }
    }

    /// Sets the logged-in student's secret (their first, a new one after a teacher's reset, or a
    /// change), and optionally a new name to go with it when theirs is taken by another student.
    public func setSecret(student id: String, secret: String, name: String? = nil) throws(LessonError) -> StudentSession {
        var record = try student(id)
        try Self.validSecret(secret)
        let newName = try name.map { (n) throws(LessonError) in try Self.validName(n) } ?? record.name
        try ensureNameFree(newName, classID: record.classID, except: record.id)
        let hash = slowHash { hasher.hash(secret) }
        if newName != record.name {
            try storeCall { () throws(StoreError) in try store.rename(studentID: id, name: newName) }
            record.name = newName
        }
        // After a teacher's reset, a sign-in by name may claim it at the same moment: one of the two
        // sets the secret (`resetStanding`), as between two sign-ins (LessonService+SignIn).
        let claimsReset = record.secretReset
        let written = try storeCall { () throws(StoreError) -> Bool in
            guard claimsReset else {
                try store.setSecret(studentID: id, secretHash: hash, reset: false)
                return true
            }
            return try store.setSecret(studentID: id, secretHash: hash, reset: false, onlyIf: .resetStanding)
        }
        if !written { throw Self.resetClaimedElsewhere(record.name) }
        record.secretHash = hash
        record.secretReset = false
        // The device keeps the token it has: the reply carries no new one.
        return try session(record, token: "").with(recoveryCode: try issueRecoveryCodeIfMissing(student: id, hasSecret: true))
    }

    public static let minSecretLength = 4
    public static let maxSecretLength = 128

    static func validSecret(_ secret: String) throws(LessonError) {
        guard secret.count >= minSecretLength else {
            throw .badMessage("secret: use at least \(minSecretLength) characters (a PIN or a password)")
        }
        guard secret.count <= maxSecretLength else { throw .badMessage("secret: at most \(maxSecretLength) characters") }
    }

    /// A fresh token for another device of `studentID`.
    func addToken(_ studentID: String) throws(LessonError) -> String {
        let token = SecureRandom.token()
        try storeCall { () throws(StoreError) in try store.addToken(studentID: studentID, tokenHash: TokenHash.hex(token), at: clock()) }
        return token
    }

    /// Runs a slow hash (or checks) one at a time per server: a burst of sign-ins must queue here
    /// rather than take both cores from the render workers.
    func slowHash<T>(_ body: () -> T) -> T {
        hashing.wait()
        defer { hashing.signal() }
        return body()
    }

    static func validName(_ name: String) throws(LessonError) -> String {
        let clean = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !clean.isEmpty else { throw .badMessage("name: type a name to log in") }
        guard clean.count <= maxNameLength else { throw .badMessage("name: at most \(maxNameLength) characters") }
        guard !clean.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .badMessage("name: control characters are not allowed")
        }
        return clean
    }

    /// The stored student, or `notLoggedIn`.
    public func student(_ id: String) throws(LessonError) -> StudentRecord {
        guard let s = try storeCall({ () throws(StoreError) in try store.student(id: id) }) else { throw .notLoggedIn }
        return s
    }

    // MARK: - Lessons

    /// The lesson selector: every module with its lessons' states for this student.
    public func listLessons(student id: String) throws(LessonError) -> [ModuleListing] {
        let (gate, progress) = try gateAndProgress(id)
        let reviews = Set(gate.testOutNow?.reviews ?? [])
        return course.modules.map { module in
            ModuleListing(id: module.id, title: module.title, summary: module.summary, lessons: module.lessons.map { lesson in
                let p = progress[lesson.id]
                return LessonListing(id: lesson.id, title: lesson.title, kind: lesson.kind,
                                     state: (try? gate.state(of: lesson.id)) ?? .locked,
                                     bestScore: (p?.attempts ?? 0) > 0 ? p?.bestScore : nil, stars: p?.stars ?? 0,
                                     lockedByTeacher: gate.isHeld(lesson.id), review: reviews.contains(lesson.id))
            })
        }
    }

    /// Opens a lesson the student may open. The view never contains the target.
    public func openLesson(student id: String, lesson lessonID: String) throws(LessonError) -> LessonView {
        let (lesson, progress) = try openable(id, lessonID)
        return LessonView(lesson: lesson, hintsUsed: progress?.hintsUsed ?? 0)
    }

    /// Scores an attempt, records it durably, and unlocks the next lesson when it passes.
    /// `attempt` is the student's whole patch; only the controls the lesson teaches are looked at.
    /// On a theory page, submitting marks it read whatever the patch.
    /// `submits` is this submit's number in the current run (since the lesson was opened) and
    /// `listens` the target plays since the previous submit; both feed stars and the teacher's view.
    public func submit(student id: String, lesson lessonID: String, attempt: Patch,
                       timeSpent: Double, submits: Int = 1, listens: Int = 0) throws(LessonError) -> SubmitResult {
        guard timeSpent.isFinite, timeSpent >= 0 else { throw .badMessage("timeSpent must be a number of seconds, 0 or more") }
        let (lesson, earlier) = try openable(id, lessonID)
        guard lesson.kind != .quiz else { throw .badMessage("'\(lesson.title)' is a quiz: answer it with answerQuiz") }
        var engine = LessonEngine(lesson: lesson)
        engine.load(attempt)
        let comparison = engine.submit(using: scorer)
        let passed = engine.passed
        // The run counts every failed try since the last pass, wherever it was made: reopening the
        // lesson (or reloading, or another device) does not start a fresh count of stars.
        let run = max(1, submits, (earlier?.misses ?? 0) + 1)
        let stars = Stars.award(passed: passed, score: comparison.score, submits: run, revealed: earlier?.revealed ?? false,
                                hints: earlier?.hintsUsed ?? 0)
        let record = AttemptRecord(studentID: id, lessonID: lessonID, score: comparison.score, passed: passed,
                                   timeSpent: min(timeSpent, Self.maxTimePerSubmit), at: clock(),
                                   stars: stars, listens: max(0, listens))
        let progress = try storeCall { () throws(StoreError) in try store.recordAttempt(record) }
        var next: String?, testedOut = ""
        if passed {
            testedOut = recordTestOut(student: id, passed: lesson) ?? ""
            // Re-read completions: another tab may have completed lessons meanwhile.
            let (gate, _) = try gateAndProgress(id)
            next = gate.next(after: lessonID)
        }
        let note = [LessonEngine.note(for: comparison, threshold: lesson.passThreshold), testedOut].compactMap { $0?.isEmpty == false ? $0 : nil }
        return SubmitResult(score: comparison.score, passed: passed, threshold: lesson.passThreshold,
                            feedback: lesson.kind == .challenge ? comparison.feedback : [],
                            next: next, targetPatch: passed && lesson.kind == .challenge ? lesson.targetPatch : nil,
                            progress: progress, stars: stars, note: note.isEmpty ? nil : note.joined(separator: " "))
    }

    /// A new question for an open quiz (on opening it, and after every answer).
    public func drawQuiz(lesson lessonID: String) throws(LessonError) -> QuizRound {
        guard let quiz = course.lesson(lessonID)?.quiz else { throw .noLesson("'\(lessonID)' is not a quiz") }
        var rng = SystemRandomNumberGenerator()
        return quiz.draw(using: &rng)
    }

    /// Judges the answer to `round` (the question the session drew and kept), records it durably
    /// (right: score 100 and a pass; wrong: 0), and unlocks the next lesson when right.
    /// `answers` is this answer's number in the run (since the quiz was opened).
    public func answerQuiz(student id: String, lesson lessonID: String, round: QuizRound, choice: Int,
                           timeSpent: Double, answers: Int = 1) throws(LessonError) -> QuizAnswer {
        guard timeSpent.isFinite, timeSpent >= 0 else { throw .badMessage("timeSpent must be a number of seconds, 0 or more") }
        let (lesson, earlier) = try openable(id, lessonID)
        guard lesson.kind == .quiz else { throw .noLesson("'\(lesson.title)' is not a quiz") }
        guard round.choices.indices.contains(choice) else {
            throw .badMessage("choice: \(choice) is not one of the \(round.choices.count) choices (0...\(round.choices.count - 1))")
        }
        let correct = choice == round.answer
        // As for challenges: wrong answers since the last pass count, however often the quiz was reopened.
        let stars = Stars.quiz(correct: correct, answers: max(1, answers, (earlier?.misses ?? 0) + 1))
        let record = AttemptRecord(studentID: id, lessonID: lessonID, score: correct ? 100 : 0, passed: correct,
                                   timeSpent: min(timeSpent, Self.maxTimePerSubmit), at: clock(),
                                   stars: stars, listens: round.sounds.count)
        let progress = try storeCall { () throws(StoreError) in try store.recordAttempt(record) }
        // Recorded: from here on nothing may throw, or the caller would think the answer was not
        // kept and let the same question be answered again. The staircase and the next lesson are
        // conveniences.
        recordHearing(student: id, round: round, correct: correct)
        var next: String?
        if correct, let (gate, _) = try? gateAndProgress(id) { next = gate.next(after: lessonID) }
        return QuizAnswer(correct: correct, choice: choice, answer: round.answer, explanation: round.explanation(for: choice),
                          sounds: round.soundDescriptions, stars: stars, next: next, progress: progress)
    }

    /// The next hint for an open lesson (the last one again once all are seen). Recorded.
    public func hint(student id: String, lesson lessonID: String) throws(LessonError) -> HintReply {
        let (lesson, _) = try openable(id, lessonID)
        guard !lesson.hints.isEmpty else { throw .noLesson("'\(lesson.title)' has no hints") }
        let progress = try storeCall { () throws(StoreError) in
            try store.recordHint(studentID: id, lessonID: lessonID, limit: lesson.hints.count, at: clock())
        }
        return LessonEngine.hint(lesson, number: progress.hintsUsed)
    }

    /// The target's settings for an open challenge. Recorded as revealed (teachers see it); the
    /// lesson still completes only with a passing submit.
    public func reveal(student id: String, lesson lessonID: String) throws(LessonError) -> Patch {
        let (lesson, _) = try openable(id, lessonID)
        var engine = LessonEngine(lesson: lesson)
        let target = try engine.reveal()
        _ = try storeCall { () throws(StoreError) in try store.recordReveal(studentID: id, lessonID: lessonID, at: clock()) }
        return target
    }

    /// A student's stored progress, for teacher dashboards.
    public func progress(student id: String) throws(LessonError) -> [LessonProgress] {
        _ = try student(id)
        return try storeCall { () throws(StoreError) in try store.progress(studentID: id) }
    }

    // MARK: - Helpers

    /// The student's gate (with their class's hold, read now: a teacher's change applies to the next
    /// request) and their progress by lesson.
    private func gateAndProgress(_ studentID: String) throws(LessonError) -> (LessonGate, [String: LessonProgress]) {
        var heldAt: String?
        if let classID = try student(studentID).classID {
            heldAt = try storeCall { () throws(StoreError) in try store.classRecord(id: classID)?.heldAt }
        }
        let rows = try storeCall { () throws(StoreError) in try store.progress(studentID: studentID) }
        let byLesson = Dictionary(rows.map { ($0.lessonID, $0) }, uniquingKeysWith: { a, _ in a })
        let gate = LessonGate(order: order, completed: rows.filter(\.completed).map(\.lessonID), testOuts: testOuts, heldAt: heldAt)
        return (gate, byLesson)
    }

    /// The lesson if it exists and the student may open it.
    func openable(_ studentID: String, _ lessonID: String) throws(LessonError) -> (Lesson, LessonProgress?) {
        guard let lesson = course.lesson(lessonID) else {
            _ = try student(studentID)
            throw .unknownLesson(lessonID)
        }
        let (gate, progress) = try gateAndProgress(studentID)
        do {
            try gate.checkOpen(lessonID)
        } catch .lockedByTeacher(let id, let today) {
            // The student reads this: lesson titles, not ids.
            throw .lockedByTeacher(lesson: course.lesson(id)?.title ?? id, today: course.lesson(today)?.title ?? today)
        }
        return (lesson, progress[lessonID])
    }

    func storeCall<T>(_ body: () throws(StoreError) -> T) throws(LessonError) -> T {
        do { return try body() } catch {
            switch error {
            case .notFound(let what) where what.hasPrefix("student"): throw .notLoggedIn
            default: throw .store(error)
            }
        }
    }
}
