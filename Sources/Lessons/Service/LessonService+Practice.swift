import Foundation
import SynthEngine

/// Today's practice as the service hands it out: the streak, what is due, and the session.
public struct PracticeOverview: Sendable, Equatable {
    /// The student's local day (days since 1970 at their UTC offset).
    public let today: Int
    public let streak: Streak
    /// Items due now that no session holds yet.
    public let due: Int
    /// Today's session (running, or finished today), if any.
    public let session: PracticeSession?
    /// Once the session is finished: how each adaptive control it trained stands now.
    public let controls: [ControlChange]

    public struct ControlChange: Sendable, Equatable {
        public let control: Param
        /// The threshold when the session started (nil: first measured in it).
        public let before: Double?
        public let after: Double
        public let trained: Double
        public let measure: String
    }
}

/// Daily practice (issue 21): spaced repetition over the student's completed challenges and quizzes
/// (Leitner boxes, `PracticeState`) and adaptive quizzes on their weakest controls, about five
/// minutes a session, with a streak of days practised in the student's own time zone.
///
/// A practice item is the real lesson opened in review mode: its first judgement moves the item's
/// box, and the attempt is recorded so that stars, best score and completion can only rise
/// (`LessonProgress.reviewing`).
extension LessonService {
    /// The practice screen: streak, what is due, today's session. `start`: begin a session (or go on
    /// with the unfinished one); `nothing_due` when there is nothing to practise.
    public func practice(student id: String, utcOffset: Double, start: Bool) throws(LessonError) -> PracticeOverview {
        let offset = try PracticeCalendar.offset(utcOffset)
        _ = try student(id)
        let now = clock().timeIntervalSince1970, today = PracticeCalendar.day(now, utcOffset: offset)
        var state = try practiceState(id)
        // An unfinished session lasts into the next day (a session begun before midnight), no longer.
        if let s = state.session, !s.finished, s.day < today - 1 { state.session = nil }
        // Items of lessons the course no longer has (renamed or removed since) could never be done.
        if var s = state.session, !s.finished, s.items.contains(where: { course.lesson($0.lesson) == nil }) {
            s.items.removeAll { course.lesson($0.lesson) == nil }
            state.session = s.items.isEmpty ? nil : s
            if s.current == nil, !s.items.isEmpty {
                state.session?.finishedAt = now
                state.streak.finished(day: today)
            }
            try savePractice(id, state)
        }
        var (due, weak) = try dueItems(id, state, today: today, offset: offset)
        if start, state.session.map({ $0.finished || $0.day < today - 1 }) ?? true {
            let items = PracticePlanner.plan(due: due, weak: weak)
            guard !items.isEmpty else {
                let streak = state.streak.current(today: today)
                throw .nothingDue(state.streak.practised(today: today)
                    ? "today's practice is done (a \(streak)-day streak): come back tomorrow"
                    : "nothing is due for practice yet: a challenge or quiz you complete comes back for review the next day")
            }
            let profile = Dictionary(uniqueKeysWithValues: try hearingProfile(student: id).map { ($0.control.spec.id, $0.threshold) })
            let before = Dictionary(uniqueKeysWithValues: items.compactMap(\.control).compactMap { c in profile[c].map { (c, $0) } })
            state.session = PracticeSession(day: today, utcOffset: offset, startedAt: now, items: items, before: before)
            try savePractice(id, state)
            // What is due beyond the session (more than five minutes' worth).
            (due, weak) = try dueItems(id, state, today: today, offset: offset)
        }
        return try overview(id, state, today: today, due: due.count + weak.count)
    }

    /// Opens an item of the running session in review mode. `unknown_item` for a lesson that is not one.
    public func openPracticeItem(student id: String, lesson lessonID: String) throws(LessonError) -> LessonView {
        let state = try practiceState(id)
        guard let s = state.session, !s.finished, s.items.contains(where: { $0.lesson == lessonID }) else {
            _ = try student(id)
            throw .notInPractice("'\(lessonID)' is not an item of today's practice: start it with startPractice and open its items")
        }
        let (lesson, progress) = try openable(id, lessonID)
        return LessonView(lesson: lesson, hintsUsed: progress?.hintsUsed ?? 0)
    }

    /// A submit on a challenge opened for practice: judged as `submit` judges it, recorded so that
    /// nothing falls (`reviewing`), and its first judgement moves the item. Never says what comes next
    /// in the course; the target only once passed, as always.
    public func reviewSubmit(student id: String, lesson lessonID: String, attempt: Patch, timeSpent: Double,
                             submits: Int = 1, listens: Int = 0) throws(LessonError) -> (SubmitResult, PracticeOverview) {
        guard timeSpent.isFinite, timeSpent >= 0 else { throw .badMessage("timeSpent must be a number of seconds, 0 or more") }
        var (state, index) = try runningItem(id, lessonID)
        let (lesson, earlier) = try openable(id, lessonID)
        guard lesson.kind == .challenge else { throw .badMessage("'\(lesson.title)' is a quiz: answer it with answerQuiz") }
        var engine = LessonEngine(lesson: lesson)
        engine.load(attempt)
        let comparison = engine.submit(using: scorer)
        let passed = engine.passed
        let stars = Stars.award(passed: passed, score: comparison.score, submits: max(1, submits),
                                revealed: earlier?.revealed ?? false, hints: earlier?.hintsUsed ?? 0)
        let record = AttemptRecord(studentID: id, lessonID: lessonID, score: comparison.score, passed: passed,
                                   timeSpent: min(timeSpent, Self.maxTimePerSubmit), at: clock(), stars: stars, listens: max(0, listens))
        let progress = try storeCall { () throws(StoreError) in
            try store.updateProgress(studentID: id, lessonID: lessonID, at: record.at) { $0.reviewing(record) }
        }
        let overview = try judged(id, &state, index, right: passed, finishesItem: true)
        let result = SubmitResult(score: comparison.score, passed: passed, threshold: lesson.passThreshold, feedback: comparison.feedback,
                                  next: nil, targetPatch: passed ? lesson.targetPatch : nil, progress: progress, stars: stars,
                                  note: LessonEngine.note(for: comparison, threshold: lesson.passThreshold))
        return (result, overview)
    }

    /// An answer to a quiz opened for practice: judged and recorded as `answerQuiz` does (the
    /// staircase moves), stars and completion never fall, and the item moves on.
    public func reviewAnswer(student id: String, lesson lessonID: String, round: QuizRound, choice: Int,
                             timeSpent: Double, answers: Int = 1) throws(LessonError) -> (QuizAnswer, PracticeOverview) {
        guard timeSpent.isFinite, timeSpent >= 0 else { throw .badMessage("timeSpent must be a number of seconds, 0 or more") }
        var (state, index) = try runningItem(id, lessonID)
        let (lesson, _) = try openable(id, lessonID)
        guard lesson.kind == .quiz else { throw .noLesson("'\(lesson.title)' is not a quiz") }
        guard round.choices.indices.contains(choice) else {
            throw .badMessage("choice: \(choice) is not one of the \(round.choices.count) choices (0...\(round.choices.count - 1))")
        }
        let correct = choice == round.answer
        let stars = Stars.quiz(correct: correct, answers: max(1, answers))
        let record = AttemptRecord(studentID: id, lessonID: lessonID, score: correct ? 100 : 0, passed: correct,
                                   timeSpent: min(timeSpent, Self.maxTimePerSubmit), at: clock(), stars: stars, listens: round.sounds.count)
        let progress = try storeCall { () throws(StoreError) in
            try store.updateProgress(studentID: id, lessonID: lessonID, at: record.at) { $0.reviewing(record) }
        }
        recordHearing(student: id, round: round, correct: correct)
        let item = state.session!.items[index]
        let overview = try judged(id, &state, index, right: correct, finishesItem: item.attempts + 1 >= item.questions)
        return (QuizAnswer(correct: correct, choice: choice, answer: round.answer, explanation: round.explanation(for: choice),
                           sounds: round.soundDescriptions, stars: stars, next: nil, progress: progress), overview)
    }

    // MARK: - Helpers

    func practiceState(_ id: String) throws(LessonError) -> PracticeState {
        guard let json = try storeCall({ () throws(StoreError) in try store.practiceState(studentID: id) }) else { return PracticeState() }
        // A state this build cannot read starts afresh rather than locking the student out of practice.
        return (try? JSONDecoder().decode(PracticeState.self, from: Data(json.utf8))) ?? PracticeState()
    }

    private func savePractice(_ id: String, _ state: PracticeState) throws(LessonError) {
        guard let data = try? JSONEncoder().encode(state), let json = String(data: data, encoding: .utf8) else {
            throw .internal("practice state could not be encoded")
        }
        try storeCall { () throws(StoreError) in try store.savePracticeState(studentID: id, json: json, at: clock()) }
    }

    /// The running session's item for `lessonID`.
    private func runningItem(_ id: String, _ lessonID: String) throws(LessonError) -> (PracticeState, Int) {
        let state = try practiceState(id)
        guard let s = state.session, !s.finished, let i = s.items.firstIndex(where: { $0.lesson == lessonID }) else {
            _ = try student(id)
            throw .notInPractice("'\(lessonID)' is not an item of today's practice (finished, or never in it): open the practice again")
        }
        return (state, i)
    }

    /// One more judgement on item `index`: the first decides "right first time" and moves a review's
    /// box; the item is done when `finishesItem`; the session finishes with its last item, and that
    /// day (in the student's time zone) joins the streak.
    private func judged(_ id: String, _ state: inout PracticeState, _ index: Int, right: Bool,
                        finishesItem: Bool) throws(LessonError) -> PracticeOverview {
        guard var session = state.session else { throw .internal("no practice session") }
        let now = clock().timeIntervalSince1970, today = PracticeCalendar.day(now, utcOffset: session.utcOffset)
        var item = session.items[index]
        if !item.done {
            item.attempts += 1
            if item.rightFirstTime == nil {
                item.rightFirstTime = right
                if item.reason == .review { item.boxAfter = state.review(lesson: item.lesson, rightFirstTime: right, day: today) }
            }
            if finishesItem {
                item.done = true
                if item.questions > 1, let c = item.control { state.hearingDays[c] = today }
            }
            session.items[index] = item
            if session.current == nil {
                session.finishedAt = now
                state.streak.finished(day: today)
            }
            state.session = session
            try savePractice(id, state)
        }
        let (due, weak) = try dueItems(id, state, today: today, offset: session.utcOffset)
        return try overview(id, state, today: today, due: due.count + weak.count)
    }

    /// Completed challenges and quizzes due for review, and the weak controls not practised today
    /// (neither counting what the running session already holds).
    private func dueItems(_ id: String, _ state: PracticeState, today: Int,
                          offset: Int) throws(LessonError) -> ([PracticePlanner.Review], [PracticePlanner.Weak]) {
        let rows = try storeCall { () throws(StoreError) in try store.progress(studentID: id) }
        let running = Set(state.session.flatMap { $0.finished ? nil : $0.items.map(\.lesson) } ?? [])
        let done = Set(rows.filter(\.completed).map(\.lessonID))
        var reviews: [PracticePlanner.Review] = []
        for row in rows where row.completed && !running.contains(row.lessonID) {
            guard let lesson = course.lesson(row.lessonID), lesson.kind != .theory,
                  let order = course.lessons.firstIndex(where: { $0.id == lesson.id }) else { continue }
            let completedDay = PracticeCalendar.day((row.completedAt ?? row.updatedAt).timeIntervalSince1970, utcOffset: offset)
            reviews.append(.init(lesson: lesson.id, isChallenge: lesson.kind == .challenge, control: lesson.quiz?.adaptiveControl?.spec.id,
                                 due: state.dueDay(lesson: lesson.id, completedDay: completedDay), box: state.box(lesson: lesson.id),
                                 order: order))
        }
        let runningControls = Set(state.session.flatMap { $0.finished ? nil : $0.items.compactMap(\.control) } ?? [])
        var weak: [PracticePlanner.Weak] = []
        for t in try hearingProfile(student: id) {
            let c = t.control.spec.id
            guard t.trained > 0, t.threshold / t.trained >= PracticePlanner.weakRatio, state.hearingDays[c] != today,
                  !runningControls.contains(c) else { continue }
            // The adaptive quiz of that control the student has completed (else none: it has not been taught).
            guard let quiz = course.lessons.first(where: { $0.quiz?.adaptiveControl == t.control && done.contains($0.id) }) else { continue }
            weak.append(.init(control: c, lesson: quiz.id, ratio: t.threshold / t.trained))
        }
        return (PracticePlanner.due(reviews, today: today), weak)
    }

    private func overview(_ id: String, _ state: PracticeState, today: Int, due: Int) throws(LessonError) -> PracticeOverview {
        // Today's session, or an unfinished one begun yesterday; an older finished one is history.
        let session = state.session.flatMap { s in s.day == today || (!s.finished && s.day >= today - 1) ? s : nil }
        var controls: [PracticeOverview.ControlChange] = []
        if let session, session.finished {
            let trained = Set(session.items.compactMap(\.control))
            for t in try hearingProfile(student: id) where trained.contains(t.control.spec.id) {
                controls.append(.init(control: t.control, before: session.before[t.control.spec.id], after: t.threshold,
                                      trained: t.trained, measure: t.measure))
            }
        }
        return PracticeOverview(today: today, streak: state.streak, due: due, session: session, controls: controls)
    }
}
