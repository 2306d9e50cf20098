/// What answering a quiz question produced: whether it was right, what the answer and the difference
/// were (now that it is answered), the stars, the stored progress, and the lesson that opens next.
public struct QuizAnswer: Sendable, Equatable {
    public let correct: Bool
    public let choice: Int
    public let answer: Int
    /// "B was brighter: its cutoff was 1.6 kHz, A's 400 Hz".
    public let explanation: String
    /// What each sound was ("Cutoff 400 Hz"), in sound order.
    public let sounds: [String]
    public let stars: Int
    public let next: String?
    public let progress: LessonProgress

    public init(correct: Bool, choice: Int, answer: Int, explanation: String, sounds: [String], stars: Int,
                next: String?, progress: LessonProgress) {
        self.correct = correct
        self.choice = choice
        self.answer = answer
        self.explanation = explanation
        self.sounds = sounds
        self.stars = stars
        self.next = next
        self.progress = progress
    }
}
