import Foundation

/// Everything a student's daily practice remembers, kept whole in the store as JSON (`PracticeStore`):
/// a Leitner card per reviewed lesson, the day each weak control was last practised, the streak of
/// days practised, and today's session. Pure and Codable; `LessonService+Practice` reads and writes it.
public struct PracticeState: Sendable, Equatable, Codable {
    /// One reviewed lesson: its box and the local day it is due again.
    public struct Card: Sendable, Equatable, Codable {
        public var box: Int
        public var due: Int
        public var reviews = 0
        public var lapses = 0

        public init(box: Int, due: Int) {
            self.box = box
            self.due = due
        }
    }

    /// Lessons reviewed at least once, by id. A completed lesson without a card sits in box 1 from the
    /// day it was completed (`dueDay`).
    public var cards: [String: Card] = [:]
    /// Weak controls practised, by parameter id: the local day of the last time (once a day at most).
    public var hearingDays: [String: Int] = [:]
    public var streak = Streak()
    /// The latest session (today's, or an older one nobody finished).
    public var session: PracticeSession?

    public init() {}

    /// The local day a completed lesson is due: its card's, or a day after its completion.
    public func dueDay(lesson: String, completedDay: Int) -> Int {
        cards[lesson]?.due ?? completedDay + Leitner.interval(box: 1)
    }

    /// The box a lesson is in (1 before its first review).
    public func box(lesson: String) -> Int { cards[lesson]?.box ?? 1 }

    /// A review of `lesson` on `day`: right first time moves its card up a box, a miss back to box 1;
    /// either way it is next due `Leitner.interval` days later. Returns the new box.
    @discardableResult
    public mutating func review(lesson: String, rightFirstTime: Bool, day: Int) -> Int {
        var card = cards[lesson] ?? Card(box: 1, due: day)
        card.box = Leitner.box(after: card.box, rightFirstTime: rightFirstTime)
        card.due = day + Leitner.interval(box: card.box)
        card.reviews += 1
        if !rightFirstTime { card.lapses += 1 }
        cards[lesson] = card
        return card.box
    }
}

/// Days practised in a row. A day counts when a practice session is finished on it (local time).
public struct Streak: Sendable, Equatable, Codable {
    /// The run's length as of `lastDay`.
    public var days = 0
    public var best = 0
    /// The local day of the last finished session.
    public var lastDay: Int?

    public init(days: Int = 0, best: Int = 0, lastDay: Int? = nil) {
        self.days = days
        self.best = best
        self.lastDay = lastDay
    }

    /// The streak as it stands on `today`: still alive if the last practice was today or yesterday.
    public func current(today: Int) -> Int {
        guard let lastDay, lastDay >= today - 1 else { return 0 }
        return days
    }

    public func practised(today: Int) -> Bool { lastDay.map { $0 >= today } ?? false }

    /// A session was finished on `day`. A second one the same day adds nothing; a day that reads as
    /// earlier than the last (the student flew west) neither.
    public mutating func finished(day: Int) {
        if let last = lastDay {
            guard day > last else { return }
            days = day == last + 1 ? days + 1 : 1
        } else {
            days = 1
        }
        lastDay = day
        best = max(best, days)
    }
}

/// One practice session: about five minutes of due items, run one after the other.
public struct PracticeSession: Sendable, Equatable, Codable {
    public enum Reason: String, Sendable, Codable {
        /// A completed lesson due for review (its Leitner box moves).
        case review
        /// An adaptive quiz on one of the student's weakest controls (its staircase moves).
        case hearing
    }

    public struct Item: Sendable, Equatable, Codable {
        public let lesson: String
        public let reason: Reason
        /// The control an adaptive quiz measures (hearing items, and review items of adaptive quizzes).
        public let control: String?
        /// Questions a quiz item asks (one for a review, more for a weak control; a challenge is one run).
        public var questions: Int
        /// Right at the first submit or answer; nil before it.
        public var rightFirstTime: Bool?
        /// Answers given (quizzes) or submits made (challenges).
        public var attempts = 0
        public var done = false
        /// The Leitner box before and after (review items).
        public var boxBefore: Int?
        public var boxAfter: Int?

        public init(lesson: String, reason: Reason, control: String? = nil, questions: Int = 1, boxBefore: Int? = nil) {
            self.lesson = lesson
            self.reason = reason
            self.control = control
            self.questions = questions
            self.boxBefore = boxBefore
        }
    }

    /// The local day it was started on, and the offset the page sent then.
    public let day: Int
    public let utcOffset: Int
    public let startedAt: Double
    public var items: [Item]
    /// Thresholds (the profile's measure) of the adaptive controls among the items when it started.
    public var before: [String: Double]
    public var finishedAt: Double?

    public init(day: Int, utcOffset: Int, startedAt: Double, items: [Item], before: [String: Double] = [:]) {
        self.day = day
        self.utcOffset = utcOffset
        self.startedAt = startedAt
        self.items = items
        self.before = before
    }

    public var finished: Bool { finishedAt != nil }
    /// The first item not done yet.
    public var current: Int? { items.firstIndex { !$0.done } }
    public var rightFirstTime: Int { items.filter { $0.rightFirstTime == true }.count }
}

/// What a session is made of: reviews (most overdue first, lowest box first, then course order) and
/// the weakest controls (furthest above a trained ear first), to about five minutes.
public enum PracticePlanner {
    /// A completed lesson that could be reviewed.
    public struct Review: Sendable, Equatable {
        public let lesson: String
        public let isChallenge: Bool
        public let control: String?
        public let due: Int
        public let box: Int
        /// Its place in the course.
        public let order: Int

        public init(lesson: String, isChallenge: Bool, control: String? = nil, due: Int, box: Int, order: Int) {
            self.lesson = lesson
            self.isChallenge = isChallenge
            self.control = control
            self.due = due
            self.box = box
            self.order = order
        }
    }

    /// A weak control with the adaptive quiz that trains it.
    public struct Weak: Sendable, Equatable {
        public let control: String
        public let lesson: String
        /// Threshold over a trained listener's JND.
        public let ratio: Double

        public init(control: String, lesson: String, ratio: Double) {
            self.control = control
            self.lesson = lesson
            self.ratio = ratio
        }
    }

    /// A control is weak when the student's threshold is this many times a trained listener's JND or more.
    public static let weakRatio = 2.0
    /// Seconds a session aims at, and what each kind of item takes, roughly (listening to a phrase
    /// two or three times and turning a few knobs; one quiz question; three adaptive questions).
    public static let budget = 300.0
    public static let challengeSeconds = 60.0
    public static let quizSeconds = 20.0
    public static let hearingQuestions = 3
    public static var hearingSeconds: Double { Double(hearingQuestions) * quizSeconds }
    public static let maxHearingItems = 2

    /// Reviews due on `today`, in the order they should come.
    public static func due(_ reviews: [Review], today: Int) -> [Review] {
        reviews.filter { $0.due <= today }.sorted { ($0.due, $0.box, $0.order) < ($1.due, $1.box, $1.order) }
    }

    /// The session's items from what is due: the weakest controls (at most two), and reviews in
    /// order while the time allows (at least one when any is due). A weak control whose quiz is due
    /// for review anyway is trained in that review (its questions grow), not twice.
    public static func plan(due: [Review], weak: [Weak]) -> [PracticeSession.Item] {
        let hearing = weak.sorted { $0.ratio > $1.ratio }.prefix(maxHearingItems)
        var left = budget - Double(hearing.count) * hearingSeconds
        var items: [PracticeSession.Item] = []
        for r in due {
            let cost = r.isChallenge ? challengeSeconds : quizSeconds
            guard items.isEmpty || cost <= left else { break }
            left -= cost
            items.append(.init(lesson: r.lesson, reason: .review, control: r.control, boxBefore: r.box))
        }
        for w in hearing {
            if let i = items.firstIndex(where: { $0.lesson == w.lesson }) {
                items[i].questions = hearingQuestions
            } else {
                items.append(.init(lesson: w.lesson, reason: .hearing, control: w.control, questions: hearingQuestions))
            }
        }
        return items
    }
}
