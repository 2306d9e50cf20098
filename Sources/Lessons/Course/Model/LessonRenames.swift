/// Lesson ids that were changed, and the stored rows that follow them.
///
/// A lesson's id is public: it is in the address bar (`#/lesson/<id>`), in every "Next lesson" link and
/// in the lesson list the page receives. So an id must say which lesson it is, never what its target is.
/// "Match the wave, part 1" was `wave-sine`: the address told the answer the title hides. Ids of
/// challenges whose answer is the point of the exercise are neutral ("part 1" is `wave-match-1`; "Wave and
/// filter together", whose wave is found by ear, was `lpf-square`). Ids that name what their theory page
/// teaches outright (`hpf-thin`: "High-pass: thin it out") give nothing away and stay.
///
/// Stored rows (progress, drafts, a class's lesson for today, the practice boxes) are renamed once, by
/// the stores' migration "v11" (SQLite and PostgreSQL run the same statements, below). A course file
/// may not give a lesson a retired id (`CourseLoader`): rows renamed away from it would not come back.
public enum LessonRenames {
    /// Old id -> new id, in the order they were renamed.
    public static let v11: [(from: String, to: String)] = [
        ("wave-sine", "wave-match-1"),
        ("wave-square", "wave-match-2"),
        ("wave-triangle", "wave-match-3"),
        ("routing-lfo2-amp", "routing-lfo2-dest-1"),
        ("routing-lfo2-cutoff", "routing-lfo2-dest-2"),
        ("routing-lfo2-pw", "routing-lfo2-dest-3"),
        ("routing-lfo3-amp", "routing-lfo3-dest-1"),
        ("routing-lfo3-pitch", "routing-lfo3-dest-2"),
        ("routing-lfo3-pw", "routing-lfo3-dest-3"),
        ("lpf-square", "wave-and-filter"),
    ]

    /// Every id a lesson may no longer take.
    public static let retired: Set<String> = Set(v11.map(\.from))

    /// The SQL that renames the stored rows of `renames`, one statement per line (PostgreSQL's migration
    /// runner splits a script where a line ends a statement). Plain SQL both stores speak: `UPDATE`,
    /// `LIKE` and `replace`. The practice document is JSON text holding ids as quoted strings (its card
    /// keys and its session's items), so the quoted id is replaced whole: no id is a quoted part of another.
    /// Ids are literals here, not parameters: they are this file's constants, checked to be `[a-z0-9-]`.
    public static func statements(_ renames: [(from: String, to: String)]) -> String {
        renames.map { r in
            precondition((r.from + r.to).allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") },
                         "a renamed lesson id must be [a-z0-9-]: \(r)")
            return """
                UPDATE progress SET lessonID = '\(r.to)' WHERE lessonID = '\(r.from)';
                UPDATE lesson_drafts SET lessonID = '\(r.to)' WHERE lessonID = '\(r.from)';
                UPDATE classes SET assignedLessonID = '\(r.to)' WHERE assignedLessonID = '\(r.from)';
                UPDATE practice_state SET state = replace(state, '"\(r.from)"', '"\(r.to)"') WHERE state LIKE '%"\(r.from)"%';
                """
        }.joined(separator: "\n")
    }
}
