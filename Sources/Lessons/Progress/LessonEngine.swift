import SynthEngine

/// The state of one exercise: the lesson and its hidden target, the student's
/// current settings, the latest score, hints seen and whether the answer was revealed.
///
/// A value type with no I/O: `LessonService` uses one per submit and reveal. Not for sending to the page (it holds the target).
public struct LessonEngine: Sendable {
    public let lesson: Lesson
    /// The student's settings. Controls the lesson does not teach always hold the start patch's values.
    public private(set) var current: Patch
    public private(set) var lastComparison: Comparison?
    public private(set) var attempts: Int = 0
    public private(set) var hintsUsed: Int
    public private(set) var revealed: Bool

    public init(lesson: Lesson, hintsUsed: Int = 0, revealed: Bool = false) {
        self.lesson = lesson
        current = lesson.startPatch
        self.hintsUsed = min(max(0, hintsUsed), lesson.hints.count)
        self.revealed = revealed
    }

    /// The hidden target.
    public var target: Patch { lesson.targetPatch }

    /// Takes the student's whole patch, keeping only the controls the lesson teaches.
    public mutating func load(_ patch: Patch) {
        current = lesson.attempt(from: patch)
    }

    /// Scores the current settings and remembers the result.
    @discardableResult
    public mutating func submit(using scorer: LessonScorer) -> Comparison {
        let result: Comparison
        switch lesson.kind {
        case .theory: result = Comparison(score: 100)
        case .challenge: result = scorer.compare(current, for: lesson)
        // A quiz is passed by answering its question (`LessonService.answerQuiz`), never by a patch.
        case .quiz: result = Comparison(score: 0)
        }
        attempts += 1
        lastComparison = result
        return result
    }

    /// True once the latest submit reached the lesson's threshold with no control the ear can tell
    /// apart, or with such controls whose sound the sound comparator finds equivalent.
    public var passed: Bool { lastComparison.map { Self.passes($0, threshold: lesson.passThreshold) } ?? false }

    /// The pass rule (see `passed`).
    public static func passes(_ c: Comparison, threshold: Double) -> Bool {
        c.score >= threshold && (c.offControls.isEmpty || c.soundsEquivalent)
    }

    /// What the result must say beyond the score, so that "Passed!" never stands over a control marked
    /// wrong without the reason, and a failing score above the line says why it failed.
    public static func note(for c: Comparison, threshold: Double) -> String? {
        let off = c.offControls
        guard !off.isEmpty else { return nil }
        let names = Self.list(off.map(\.name))
        let verb = off.count == 1 ? "is" : "are"
        if passes(c, threshold: threshold) {
            return "\(names) \(off.count == 1 ? "differs" : "differ") from the target's setting, but the two sounds "
                + "cannot be told apart in this phrase, so it counts as a match."
        }
        if c.score >= threshold {
            return "Your score reaches \(Int(threshold)), but \(names) \(verb) far enough off to be heard: "
                + "fix \(off.count == 1 ? "it" : "them") to pass."
        }
        return nil
    }

    static func list(_ names: [String]) -> String {
        switch names.count {
        case 0: ""
        case 1: names[0]
        default: names.dropLast().joined(separator: ", ") + " and " + names.last!
        }
    }

    /// The reply for the `number`-th hint (1-based count of hints used).
    static func hint(_ lesson: Lesson, number: Int) -> HintReply {
        let index = max(0, min(number, lesson.hints.count) - 1)
        return HintReply(index: index, text: lesson.hints[index], remaining: lesson.hints.count - index - 1)
    }

    /// Shows the answer; the service records that it was revealed.
    public mutating func reveal() throws(LessonError) -> Patch {
        guard lesson.kind == .challenge else {
            throw .noLesson("'\(lesson.title)' is a \(lesson.kind == .quiz ? "quiz: answer it to hear what the difference was" : "theory page"): there is nothing to reveal")
        }
        revealed = true
        return lesson.targetPatch
    }
}
