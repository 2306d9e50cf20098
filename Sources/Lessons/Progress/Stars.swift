/// One to three stars for a passed lesson, as learners know them from games and from Mixcraft's
/// 60/80/95 lines: by score, then one fewer for a run of many submits, so that guessing from the
/// feedback until something passes earns less than listening and getting it in a few tries; one
/// fewer for each hint seen, since a hint names the control to change (as a revealed answer names
/// them all).
public enum Stars {
    /// Score lines for the second and third star (a pass is the first).
    public static let twoStars = 80.0
    public static let threeStars = 95.0
    /// Submits in one run (since the lesson was opened) that cost nothing; each further
    /// `submitsPerStar` cost a star, down to one.
    public static let freeSubmits = 3
    public static let submitsPerStar = 3

    /// Stars for an attempt. `submits` counts this one (1 = first try); `hints` is how many of the
    /// lesson's hints the student has seen, each costing a star. Like a revealed answer (one star at
    /// most), hints seen stay seen: replaying the lesson cannot earn back what they gave away.
    public static func award(passed: Bool, score: Double, submits: Int, revealed: Bool, hints: Int = 0) -> Int {
        guard passed else { return 0 }
        var stars = score >= threeStars ? 3 : score >= twoStars ? 2 : 1
        let extra = max(0, submits - freeSubmits)
        stars -= (extra + submitsPerStar - 1) / submitsPerStar
        stars -= max(0, min(hints, 3))
        if revealed { stars = min(stars, 1) }
        return max(1, stars)
    }

    /// Stars for a quiz answered right on the `answers`-th question of a run: three the first time,
    /// two the second, one after that (each wrong answer drew a new question, so a guesser pays).
    public static func quiz(correct: Bool, answers: Int) -> Int {
        guard correct else { return 0 }
        return max(1, 4 - max(1, answers))
    }
}
