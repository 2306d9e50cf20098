import Foundation
import SynthEngine

/// One control of a student's hearing profile: the smallest change they reliably hear (from the
/// adaptive quizzes' staircase), beside what a trained listener hears (`PerceptionTable`), both in
/// the control's tolerance measure (octaves for frequencies and times, the control's unit otherwise).
public struct HearingThreshold: Sendable, Equatable {
    public let control: Param
    /// The smallest change heard 70.7% of the time, in `measure`.
    public let threshold: Double
    /// A trained listener's just-noticeable difference, in `measure`.
    public let trained: Double
    /// "octaves" or the control's unit.
    public let measure: String
    public let trials: Int
    public let right: Int
    /// Enough reversals for the threshold to mean something.
    public let converged: Bool
    /// (seconds since 1970, threshold in `measure`): one point a week.
    public let history: [(at: Double, threshold: Double)]

    public static func == (a: HearingThreshold, b: HearingThreshold) -> Bool {
        a.control == b.control && a.threshold == b.threshold && a.trials == b.trials && a.history.map(\.at) == b.history.map(\.at)
    }
}

/// Adaptive quizzes and the hearing profile: a quiz of one control at two or three settings draws
/// its gap from the student's staircase for that control, and each answer moves it (`Staircase`).
extension LessonService {
    /// A new question for an open quiz: an adaptive one at the gap the student's staircase asks for.
    public func drawQuiz(student id: String, lesson lessonID: String) throws(LessonError) -> QuizRound {
        guard let quiz = course.lesson(lessonID)?.quiz else { throw .noLesson("'\(lessonID)' is not a quiz") }
        var rng = SystemRandomNumberGenerator()
        guard let control = quiz.adaptiveControl else { return quiz.draw(using: &rng) }
        let stair = try storedStaircase(id, control) ?? Staircase(start: quiz.gap.upperBound)
        return quiz.draw(using: &rng, gap: stair.gap)
    }

    /// Moves the student's staircase for the round's control by this answer. A convenience after the
    /// answer is recorded: it never throws (a failed write loses one step, not the answer).
    func recordHearing(student id: String, round: QuizRound, correct: Bool) {
        guard let control = round.adaptiveControl, let gap = round.gap else { return }
        var stair = ((try? storedStaircase(id, control)) ?? nil) ?? Staircase(start: gap)
        stair.record(correct: correct, at: clock())
        guard let data = try? JSONEncoder().encode(stair), let json = String(data: data, encoding: .utf8) else { return }
        try? store.saveStaircase(studentID: id, control: control.spec.id, json: json, at: clock())
    }

    private func storedStaircase(_ student: String, _ control: Param) throws(LessonError) -> Staircase? {
        let all = try storeCall { () throws(StoreError) in try store.staircases(studentID: student) }
        return all[control.spec.id].flatMap { try? JSONDecoder().decode(Staircase.self, from: Data($0.utf8)) }
    }

    /// The student's hearing profile: every control they answered adaptive quizzes on, finest first
    /// relative to trained ears.
    public func hearingProfile(student id: String) throws(LessonError) -> [HearingThreshold] {
        _ = try student(id)
        let all = try storeCall { () throws(StoreError) in try store.staircases(studentID: id) }
        return all.compactMap { key, json -> HearingThreshold? in
            guard let p = try? Param(id: key), let s = try? JSONDecoder().decode(Staircase.self, from: Data(json.utf8)) else { return nil }
            return Self.threshold(p, s)
        }.sorted { $0.control.rawValue < $1.control.rawValue }
    }

    /// A staircase's gaps (knob travel) in the control's measure, next to the trained JND at the
    /// control's default setting (ratios and unit steps do not depend on where they are taken), with
    /// nothing that hides its steps (`PerceptionTable.heardInFull`: a decay falls to silence, as the
    /// quizzes that measure it do).
    static func threshold(_ p: Param, _ s: Staircase) -> HearingThreshold {
        let base = PerceptionTable.heardInFull(p), tolerance = p.tolerance(in: base)
        let anchor = p.spec.normalized(base[p])
        func measured(_ gap: Double) -> Double {
            let up = anchor + gap <= 1
            return tolerance.distance(p.spec.value(fromNormalized: up ? anchor + gap : max(0, anchor - gap)), base[p])
        }
        let unit: String
        if case .octaves = tolerance.measure { unit = "octaves" } else { unit = p.spec.unit }
        return HearingThreshold(control: p, threshold: measured(s.estimate), trained: PerceptionTable.jnd(p, in: base),
                                measure: unit, trials: s.trials, right: s.right, converged: s.converged,
                                history: s.history.map { ($0.at, measured($0.estimate)) })
    }
}
