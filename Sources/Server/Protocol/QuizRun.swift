import Lessons
import WireProtocol

/// One run of an open quiz on a connection: the question asked (with its answer, which stays here),
/// which of its sounds were played, and the question answered last (which may be heard again).
struct QuizRun {
    var round: QuizRound
    var number = 1
    /// Sounds of this question that played long enough to be heard.
    var heard: Set<Int> = []
    /// The sound of this question playing now and when it was asked for.
    var playing: (sound: Int, since: Double)?
    var answers = 0
    var answering = false
    var previous: QuizRound?

    init(round: QuizRound) { self.round = round }

    /// How long a sound must play before it counts as heard: the question's phrase, or a second if
    /// that is longer. Asking for A and B and answering at once is not listening.
    var minimumListen: Double { min(1, round.phrase.notes.map { $0.start + $0.length }.max() ?? 1) }

    /// The sound playing since `playing.since` counts as heard if it has played `minimumListen` by `now`.
    mutating func listened(until now: Double) {
        if let p = playing, now - p.since >= minimumListen { heard.insert(p.sound) }
    }

    /// What the page is told: never the answer.
    func question(lesson: String) -> ServerMessage.Quiz {
        .init(lesson: lesson, question: round.question, sounds: round.soundNames, choices: round.choices, number: number)
    }
}
