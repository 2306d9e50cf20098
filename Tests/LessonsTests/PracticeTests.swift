import Foundation
@testable import Lessons
import Synchronization
import SynthEngine
import Testing

/// Daily practice: Leitner boxes and due days, the streak across days and time zones, and a practice
/// item that never lowers stars or completion. Days are fixed instants, never the wall clock.
@Suite("Daily practice: scheduling and streak")
struct PracticeSchedulingTests {
    @Test func rightFirstTimeMovesUpABoxAndAMissSendsItBackToTheFirst() {
        #expect(Leitner.intervals == [1, 3, 7, 16, 35])
        #expect(Leitner.box(after: 1, rightFirstTime: true) == 2)
        #expect(Leitner.box(after: 4, rightFirstTime: true) == 5)
        #expect(Leitner.box(after: 5, rightFirstTime: true) == 5, "the top box is the last")
        #expect(Leitner.box(after: 5, rightFirstTime: false) == 1)
        #expect(Leitner.box(after: 2, rightFirstTime: false) == 1)

        var state = PracticeState()
        // Completed on day 100 and never reviewed: box 1, due the next day.
        #expect(state.dueDay(lesson: "a", completedDay: 100) == 101 && state.box(lesson: "a") == 1)
        // Right first time on day 101, 104, 111, 127, 162: due 3, 7, 16, 35, 35 days later.
        var day = 101
        for expected in [(2, 104), (3, 111), (4, 127), (5, 162), (5, 197)] {
            #expect(state.review(lesson: "a", rightFirstTime: true, day: day) == expected.0)
            #expect(state.dueDay(lesson: "a", completedDay: 100) == expected.1)
            day = expected.1
        }
        // A miss: back to box 1, due the next day.
        #expect(state.review(lesson: "a", rightFirstTime: false, day: 197) == 1)
        #expect(state.dueDay(lesson: "a", completedDay: 100) == 198)
        #expect(state.cards["a"]?.reviews == 6 && state.cards["a"]?.lapses == 1)
    }

    @Test func dueReviewsComeMostOverdueFirstAndFillAboutFiveMinutes() {
        let reviews = (0..<10).map { i in
            PracticePlanner.Review(lesson: "c\(i)", isChallenge: true, due: 100 - i % 3, box: 1 + i % 2, order: i)
        } + [PracticePlanner.Review(lesson: "later", isChallenge: true, due: 105, box: 1, order: 99)]
        let due = PracticePlanner.due(reviews, today: 100)
        #expect(!due.contains { $0.lesson == "later" })
        #expect(due.first?.due == 98)
        #expect(zip(due, due.dropFirst()).allSatisfy { ($0.due, $0.box, $0.order) <= ($1.due, $1.box, $1.order) })
        // Five one-minute challenges; two weak controls take two minutes, leaving three.
        #expect(PracticePlanner.plan(due: due, weak: []).count == 5)
        let weak = [PracticePlanner.Weak(control: "filter.cutoff", lesson: "q1", ratio: 3),
                    PracticePlanner.Weak(control: "amp.attack", lesson: "q2", ratio: 9),
                    PracticePlanner.Weak(control: "amp.decay", lesson: "q3", ratio: 2.5)]
        let items = PracticePlanner.plan(due: due, weak: weak)
        #expect(items.filter { $0.reason == .review }.count == 3)
        #expect(items.filter { $0.reason == .hearing }.map(\.control) == ["amp.attack", "filter.cutoff"], "weakest first, two at most")
        // A weak control whose quiz is due anyway is trained in that review, not twice.
        let quizDue = [PracticePlanner.Review(lesson: "q1", isChallenge: false, control: "filter.cutoff", due: 99, box: 2, order: 1)]
        let merged = PracticePlanner.plan(due: quizDue, weak: [weak[0]])
        #expect(merged.count == 1 && merged[0].reason == .review && merged[0].questions == PracticePlanner.hearingQuestions)
        #expect(PracticePlanner.plan(due: [], weak: []).isEmpty)
    }

    @Test func theStreakCountsDaysInARowAndBreaksOnAMissedDay() {
        var s = Streak()
        #expect(s.current(today: 10) == 0 && !s.practised(today: 10))
        s.finished(day: 10)
        #expect(s.current(today: 10) == 1 && s.practised(today: 10))
        s.finished(day: 10)
        #expect(s.days == 1, "a second session the same day adds nothing")
        #expect(s.current(today: 11) == 1 && !s.practised(today: 11), "yesterday's streak still stands today")
        s.finished(day: 11)
        s.finished(day: 12)
        #expect(s.current(today: 12) == 3 && s.best == 3)
        #expect(s.current(today: 14) == 0, "a missed day breaks it")
        s.finished(day: 14)
        #expect(s.days == 1 && s.best == 3)
        s.finished(day: 13)
        #expect(s.days == 1 && s.lastDay == 14, "a day that reads earlier (flying west) changes nothing")
    }

    @Test func daysAreTheStudentsLocalDays() throws {
        // 2026-03-10 23:30 UTC.
        let t = Date(timeIntervalSince1970: 1_773_185_400).timeIntervalSince1970
        let utcDay = PracticeCalendar.day(t, utcOffset: 0)
        #expect(PracticeCalendar.day(t, utcOffset: 60) == utcDay + 1, "already the 11th in Paris")
        #expect(PracticeCalendar.day(t, utcOffset: -300) == utcDay, "still the 10th in New York")
        #expect(PracticeCalendar.day(t + 3600, utcOffset: -300) == utcDay)
        #expect(PracticeCalendar.day(t + 6 * 3600, utcOffset: -300) == utcDay + 1)
        // In New York: the evening of the 10th (after midnight UTC) and the morning of the 11th are
        // two days in a row, though UTC sees the same day twice.
        var s = Streak()
        s.finished(day: PracticeCalendar.day(t + 2 * 3600, utcOffset: -300))   // 21:30 local on the 10th
        s.finished(day: PracticeCalendar.day(t + 12 * 3600, utcOffset: -300))  // 06:30 local on the 11th
        #expect(PracticeCalendar.day(t + 2 * 3600, utcOffset: 0) == PracticeCalendar.day(t + 12 * 3600, utcOffset: 0))
        #expect(s.days == 2)
        // Offsets: whole minutes from UTC-12 to UTC+14.
        #expect(try PracticeCalendar.offset(345) == 345)
        for bad in [Double.nan, .infinity, 30.5, 15 * 60, -13 * 60] {
            #expect(throws: LessonError.self) { try PracticeCalendar.offset(bad) }
        }
    }

    @Test func aReviewNeverLowersStarsOrCompletion() {
        let at = Date(timeIntervalSince1970: 1_000)
        let done = LessonProgress(studentID: "s", lessonID: "a", completed: true, bestScore: 97, lastScore: 97, attempts: 1,
                                  completedAt: at, updatedAt: at, stars: 3, misses: 0)
        let miss = AttemptRecord(studentID: "s", lessonID: "a", score: 20, passed: false, timeSpent: 30,
                                 at: at.addingTimeInterval(86_400), stars: 0, listens: 2)
        let after = done.reviewing(miss)
        #expect(after.completed && after.completedAt == at && after.stars == 3 && after.bestScore == 97)
        #expect(after.misses == 0, "a review's miss does not cost stars on a later replay")
        #expect(after.attempts == 2 && after.lastScore == 20 && after.listens == 2)
        // A better review can raise what was lower.
        let low = LessonProgress(studentID: "s", lessonID: "a", completed: true, bestScore: 82, attempts: 4, completedAt: at,
                                 updatedAt: at, stars: 1)
        let pass = AttemptRecord(studentID: "s", lessonID: "a", score: 98, passed: true, timeSpent: 10, at: at, stars: 3, listens: 1)
        #expect(low.reviewing(pass).stars == 3 && low.reviewing(pass).bestScore == 98)
    }
}

/// The lesson service's daily practice over a clock moved day by day.
@Suite("Daily practice in the lesson service")
struct PracticeServiceTests {
    final class Clock: Sendable {
        let now = Mutex(Date(timeIntervalSince1970: 1_773_144_000))  // 2026-03-10 12:00 UTC
        func advance(days: Double) { now.withLock { $0 = $0.addingTimeInterval(days * 86_400) } }
    }

    let clock = Clock()
    let store = InMemoryTrainerStore()
    let service: LessonService
    let quiz: Lesson

    init() {
        var q = Fixtures.lesson(id: "quiz", kind: .quiz, show: [], target: Patch())
        q.quiz = QuizTests.template(.direction)
        quiz = q
        let lessons = [Fixtures.theory(id: "intro"),
                       Fixtures.lesson(id: "sine", show: [.osc1Wave], target: Fixtures.patch(["osc1.wave": .text("sine")])),
                       q]
        let course = Course(title: "T", modules: [CourseModule(id: "module", title: "M", summary: "", file: "module/module.yaml",
                                                               lessons: lessons)])
        let c = clock
        service = LessonService(course: course, store: store, clock: { c.now.withLock { $0 } })
    }

    let sine = Fixtures.patch(["osc1.wave": .text("sine")])
    let saw = Fixtures.patch(["osc1.wave": .text("saw")])

    @Test func aMissedReviewGoesBackToBoxOneKeepsItsStarsAndTheFinishedDayStartsAStreak() throws {
        let s = try service.login(name: "Ada", token: nil, classCode: nil)
        _ = try service.submit(student: s.id, lesson: "intro", attempt: Patch(), timeSpent: 1)
        #expect(try service.submit(student: s.id, lesson: "sine", attempt: sine, timeSpent: 5).stars == 3)
        // Nothing is due the day a lesson is completed; bad offsets are refused.
        #expect(throws: LessonError.nothingDue("nothing is due for practice yet: a challenge or quiz you complete comes back for review the next day")) {
            try service.practice(student: s.id, utcOffset: 0, start: true)
        }
        #expect(throws: LessonError.self) { try service.practice(student: s.id, utcOffset: .nan, start: false) }
        #expect(try service.practice(student: s.id, utcOffset: 0, start: false).due == 0)
        #expect(throws: LessonError.self) { try service.openPracticeItem(student: s.id, lesson: "sine") }

        clock.advance(days: 1)
        #expect(try service.practice(student: s.id, utcOffset: 0, start: false).due == 1)
        let started = try service.practice(student: s.id, utcOffset: 0, start: true)
        let session = try #require(started.session)
        #expect(session.items.map(\.lesson) == ["sine"] && session.items[0].boxBefore == 1 && !session.finished)
        // Only items of the session open in review mode.
        #expect(throws: LessonError.self) { try service.openPracticeItem(student: s.id, lesson: "intro") }
        _ = try service.openPracticeItem(student: s.id, lesson: "sine")
        // Missed first time (the saw), passed at the second try: box 1, due again tomorrow.
        let (miss, afterMiss) = try service.reviewSubmit(student: s.id, lesson: "sine", attempt: saw, timeSpent: 10)
        #expect(!miss.passed && miss.targetPatch == nil && miss.next == nil)
        #expect(miss.progress.stars == 3 && miss.progress.completed, "a review never lowers stars or completion")
        let finished = try #require(afterMiss.session)
        #expect(finished.finished && finished.items[0].rightFirstTime == false && finished.items[0].boxAfter == 1)
        #expect(afterMiss.streak.current(today: afterMiss.today) == 1 && afterMiss.streak.practised(today: afterMiss.today))
        // The item is done: the session is over, and a second run of it is refused.
        #expect(throws: LessonError.self) { try service.reviewSubmit(student: s.id, lesson: "sine", attempt: sine, timeSpent: 1) }
        #expect(try service.progress(student: s.id).first { $0.lessonID == "sine" }?.stars == 3)
        // Done for today.
        #expect(throws: LessonError.self) { try service.practice(student: s.id, utcOffset: 0, start: true) }

        // The next day it is due again; right first time moves it to box 2, due three days later.
        clock.advance(days: 1)
        _ = try service.practice(student: s.id, utcOffset: 0, start: true)
        let (pass, afterPass) = try service.reviewSubmit(student: s.id, lesson: "sine", attempt: sine, timeSpent: 10)
        #expect(pass.passed && pass.targetPatch != nil)
        #expect(afterPass.session?.items[0].boxAfter == 2 && afterPass.streak.current(today: afterPass.today) == 2)
        clock.advance(days: 2)
        #expect(try service.practice(student: s.id, utcOffset: 0, start: false).due == 0, "box 2 waits three days")
        #expect(try service.practice(student: s.id, utcOffset: 0, start: false).streak.current(today: afterPass.today + 2) == 0)
        clock.advance(days: 1)
        #expect(try service.practice(student: s.id, utcOffset: 0, start: false).due == 1)
    }

    @Test func anItemWhoseLessonLeftTheCourseIsDroppedFromTheSession() throws {
        let s = try service.login(name: "Cy", token: nil, classCode: nil)
        _ = try service.submit(student: s.id, lesson: "intro", attempt: Patch(), timeSpent: 1)
        _ = try service.submit(student: s.id, lesson: "sine", attempt: sine, timeSpent: 5)
        let round = try service.drawQuiz(student: s.id, lesson: "quiz")
        _ = try service.answerQuiz(student: s.id, lesson: "quiz", round: round, choice: round.answer, timeSpent: 1)
        clock.advance(days: 1)
        #expect(try service.practice(student: s.id, utcOffset: 0, start: true).session?.items.map(\.lesson) == ["sine", "quiz"])
        // The course is edited: "sine" is gone. The session goes on without it.
        let smaller = Course(title: "T", modules: [CourseModule(id: "module", title: "M", summary: "", file: "module/module.yaml",
                                                                lessons: [Fixtures.theory(id: "intro"), quiz])])
        let c = clock
        let edited = LessonService(course: smaller, store: store, clock: { c.now.withLock { $0 } })
        let o = try edited.practice(student: s.id, utcOffset: 0, start: false)
        #expect(o.session?.items.map(\.lesson) == ["quiz"] && o.session?.finished == false)
    }

    @Test func aWeakControlIsTrainedByItsAdaptiveQuizAndTheSummarySaysWhereItStands() throws {
        let s = try service.login(name: "Bo", token: nil, classCode: nil)
        _ = try service.submit(student: s.id, lesson: "intro", attempt: Patch(), timeSpent: 1)
        _ = try service.submit(student: s.id, lesson: "sine", attempt: sine, timeSpent: 5)
        let round = try service.drawQuiz(student: s.id, lesson: "quiz")
        _ = try service.answerQuiz(student: s.id, lesson: "quiz", round: round, choice: round.answer, timeSpent: 1)
        clock.advance(days: 1)
        let o = try service.practice(student: s.id, utcOffset: 120, start: true)
        let items = try #require(o.session?.items)
        // The quiz is due for review and its control is far above a trained ear: one item, three questions.
        #expect(items.map(\.lesson) == ["sine", "quiz"] && items[1].questions == 3 && items[1].control == "filter.cutoff")
        _ = try service.reviewSubmit(student: s.id, lesson: "sine", attempt: sine, timeSpent: 3)
        var last: PracticeOverview?
        for n in 0..<3 {
            let r = try service.drawQuiz(student: s.id, lesson: "quiz")
            let (a, overview) = try service.reviewAnswer(student: s.id, lesson: "quiz", round: r, choice: r.answer, timeSpent: 1,
                                                         answers: n + 1)
            #expect(a.correct && a.next == nil)
            #expect(overview.session?.finished == (n == 2))
            last = overview
        }
        let done = try #require(last)
        #expect(done.session?.rightFirstTime == 2 && done.session?.items.map(\.boxAfter) == [2, 2])
        let change = try #require(done.controls.first)
        #expect(done.controls.count == 1 && change.control == .filterCutoff)
        #expect(try #require(change.before) > change.after, "three right answers narrowed the gap")
    }
}
