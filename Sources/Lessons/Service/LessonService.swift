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
    private let store: any TrainerStore
    private let clock: @Sendable () -> Date
    private let order: [String]

    /// Longest credible gap between two submits; longer gaps (a tab left open overnight) are capped
    /// so time-on-lesson stays meaningful for teachers.
    public static let maxTimePerSubmit: Double = 30 * 60
    public static let maxNameLength = 40

    public init(course: Course, store: any TrainerStore, scorer: LessonScorer = LessonScorer(),
                clock: @escaping @Sendable () -> Date = { Date() }) {
        self.course = course
        self.store = store
        self.scorer = scorer
        self.clock = clock
        order = course.lessons.map(\.id)
    }

    // MARK: - Login

    /// Logs a student in. Without a token: a new student with a fresh token. With a token: that
    /// student again (`name` is then ignored). A class code joins (or moves to) that class.
    public func login(name: String, token: String?, classCode: String?) throws(LessonError) -> StudentSession {
        var classRecord: ClassRecord?
        if let code = classCode?.trimmingCharacters(in: .whitespaces), !code.isEmpty {
            classRecord = try storeCall { () throws(StoreError) in try store.classRecord(joinCode: code) }
            if classRecord == nil { throw .unknownClass(code) }
        }
        if let token, !token.isEmpty {
            let hash = TokenHash.hex(token)
            guard var student = try storeCall({ () throws(StoreError) in try store.student(tokenHash: hash) }) else {
                throw .unauthorized("unknown login token: log in with your name to start a new profile")
            }
            if let classRecord, student.classID != classRecord.id {
                try storeCall { () throws(StoreError) in try store.setClass(studentID: student.id, classID: classRecord.id) }
                student.classID = classRecord.id
            }
            return StudentSession(id: student.id, name: student.name, token: token, classCode: try classCodeOf(student),
                                  classID: student.classID)
        }
        let cleanName = try Self.validName(name)
        let newToken = SecureRandom.token()
        let record = StudentRecord(id: SecureRandom.id(prefix: "s-"), name: cleanName, tokenHash: TokenHash.hex(newToken),
                                   classID: classRecord?.id, createdAt: clock())
        try storeCall { () throws(StoreError) in try store.createStudent(record) }
        return StudentSession(id: record.id, name: cleanName, token: newToken, classCode: classRecord?.joinCode,
                              classID: classRecord?.id)
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

    private func classCodeOf(_ student: StudentRecord) throws(LessonError) -> String? {
        guard let id = student.classID else { return nil }
        return try storeCall { () throws(StoreError) in try store.classRecord(id: id) }?.joinCode
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
        return course.modules.map { module in
            ModuleListing(id: module.id, title: module.title, summary: module.summary, lessons: module.lessons.map { lesson in
                let p = progress[lesson.id]
                return LessonListing(id: lesson.id, title: lesson.title, kind: lesson.kind,
                                     state: (try? gate.state(of: lesson.id)) ?? .locked,
                                     bestScore: (p?.attempts ?? 0) > 0 ? p?.bestScore : nil)
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
    public func submit(student id: String, lesson lessonID: String, attempt: Patch,
                       timeSpent: Double) throws(LessonError) -> SubmitResult {
        guard timeSpent.isFinite, timeSpent >= 0 else { throw .badMessage("timeSpent must be a number of seconds, 0 or more") }
        let (lesson, _) = try openable(id, lessonID)
        var engine = LessonEngine(lesson: lesson)
        engine.load(attempt)
        let comparison = engine.submit(using: scorer)
        let passed = engine.passed
        let record = AttemptRecord(studentID: id, lessonID: lessonID, score: comparison.score, passed: passed,
                                   timeSpent: min(timeSpent, Self.maxTimePerSubmit), at: clock())
        let progress = try storeCall { () throws(StoreError) in try store.recordAttempt(record) }
        var next: String?
        if passed {
            // Re-read completions: another tab may have completed lessons meanwhile.
            let (gate, _) = try gateAndProgress(id)
            next = gate.next(after: lessonID)
        }
        return SubmitResult(score: comparison.score, passed: passed, threshold: lesson.passThreshold,
                            feedback: lesson.kind == .challenge ? comparison.feedback : [],
                            next: next, targetPatch: passed && lesson.kind == .challenge ? lesson.targetPatch : nil,
                            progress: progress)
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

    private func gateAndProgress(_ studentID: String) throws(LessonError) -> (LessonGate, [String: LessonProgress]) {
        _ = try student(studentID)
        let rows = try storeCall { () throws(StoreError) in try store.progress(studentID: studentID) }
        let byLesson = Dictionary(rows.map { ($0.lessonID, $0) }, uniquingKeysWith: { a, _ in a })
        let gate = LessonGate(order: order, completed: rows.filter(\.completed).map(\.lessonID))
        return (gate, byLesson)
    }

    /// The lesson if it exists and the student may open it.
    private func openable(_ studentID: String, _ lessonID: String) throws(LessonError) -> (Lesson, LessonProgress?) {
        guard let lesson = course.lesson(lessonID) else {
            _ = try student(studentID)
            throw .unknownLesson(lessonID)
        }
        let (gate, progress) = try gateAndProgress(studentID)
        try gate.checkOpen(lessonID)
        return (lesson, progress[lessonID])
    }

    private func storeCall<T>(_ body: () throws(StoreError) -> T) throws(LessonError) -> T {
        do { return try body() } catch {
            switch error {
            case .notFound(let what) where what.hasPrefix("student"): throw .notLoggedIn
            default: throw .internal(error.description)
            }
        }
    }
}
