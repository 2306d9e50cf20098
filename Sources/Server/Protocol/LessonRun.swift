import WireProtocol

/// One run of an open challenge, as the connection sees it: listening is the exercise, so a submit
/// needs the target heard since the previous one. Heard means its phrase played through, alone
/// (`playTarget`) or in an A/B comparison of the phrase (`compare` with the phrase): asking for the
/// target and stopping it at once is not listening, nor is a comparison of held keys that never
/// plays a note. Quick resubmits wait a little longer each time (`SubmitPacing`, kept per student and
/// lesson so that reopening the lesson does not start the pause afresh). A student who listens, turns
/// knobs and listens again meets the pause late if at all; a client bisecting on the feedback pays a
/// whole phrase per submit, then the pause, and its stars fall with the submits it spends (see
/// `Stars`). Pure: the caller passes the time.
struct LessonRun {
    /// Submits so far in this run.
    private(set) var submits = 0
    /// Target phrases heard through (played or compared) since the last submit.
    private(set) var listens = 0
    /// When the target phrase now sounding (a play, or a comparison of the phrase) started, and
    /// whether it is a comparison ("play mine" ends a comparison, not a target play).
    private var playingSince: Double?
    private var playingCompared = false
    /// Seconds from a phrase's start to its last key release (`Phrase.duration`).
    let phraseSeconds: Double
    /// The target's waveform and spectrum may go out: passed, revealed, or the lesson shows them.
    var targetVisible = false

    init(targetVisible: Bool = false, phraseSeconds: Double = 0) {
        self.targetVisible = targetVisible
        self.phraseSeconds = phraseSeconds
    }

    /// How much earlier than its full length a phrase counts as heard: the phrase starts at the
    /// stream's next frame, which the render worker may render up to a frame ahead of the clock, so
    /// a client that waits for `targetDone` (or `compareDone`) is never refused by a few milliseconds.
    static let listenSlack = 0.1

    /// The target phrase started sounding at `now` (a `playTarget`, or a `compare` with the phrase);
    /// whatever played before it ends here.
    mutating func phraseStarted(at now: Double, compared: Bool) {
        phraseStopped(at: now)
        playingSince = now
        playingCompared = compared
    }

    /// The target phrase was cut off at `now` (`stopPlayback`, a comparison of held keys, "play mine"
    /// ending a comparison): it counts if it had played through by then.
    mutating func phraseStopped(at now: Double) {
        settle(now)
        playingSince = nil
    }

    /// A comparison was ended at `now` ("play mine"); a target play goes on on its own stream.
    mutating func comparisonStopped(at now: Double) {
        if playingCompared { phraseStopped(at: now) }
    }

    /// Counts the phrase sounding since `playingSince` once it has played through by `now`.
    private mutating func settle(_ now: Double) {
        guard let since = playingSince, now - since >= phraseSeconds - Self.listenSlack else { return }
        listens += 1
        playingSince = nil
    }

    /// Why a submit now is refused, if it is: (`pacing`, this student's submits on this lesson) a
    /// resubmit quicker than the pause, then the target not heard through since the last submit. The
    /// pause comes first, so a client told to wait learns it before listening, and a reopened lesson
    /// still says how long.
    mutating func refusal(now: Double, pacing: SubmitPacing.Entry) -> (code: ErrorCode, message: String)? {
        settle(now)
        if let last = pacing.lastSubmit {
            let wait = pacing.pauseBeforeNext - (now - last)
            if wait > 0 {
                let seconds = Int(wait.rounded(.up))
                return (.tooSoon, "wait \(seconds) s before submitting again: listen to the difference first (retryAfter \(seconds))")
            }
        }
        guard listens == 0 else { return nil }
        if let since = playingSince {
            let left = Int(max(0, phraseSeconds - (now - since)).rounded(.up))
            return (.listenFirst, "the target is still playing: listen to the end of its phrase (\(left) s more) before submitting")
        }
        return (.listenFirst, submits == 0
            ? "play the target to the end of its phrase first: listening is the exercise"
            : "play the target again (or compare A/B) to the end of its phrase before submitting again")
    }

    /// Counts a submit; returns its number in the run and the listens since the previous one.
    mutating func submitted(at now: Double) -> (submits: Int, listens: Int) {
        submits += 1
        defer { listens = 0 }
        return (submits, listens)
    }
}

/// Each student's submits on each lesson, so the pause before a quick resubmit grows over reopening
/// the lesson and over every socket of the student on this server: a bot cannot reset it by sending
/// `openLesson` again or by opening a new socket. Kept in memory, per server instance: behind a load
/// balancer a student's sockets on another instance count there (a bot that spreads over instances
/// still pays a whole phrase per submit and its stars, which the store keeps). An entry is forgotten
/// once `forgetAfter` has passed since its last submit. Service thread only (`ServiceState`).
final class SubmitPacing {
    struct Entry {
        /// Submits of this student on this lesson, remembered.
        var submits = 0
        var lastSubmit: Double?

        /// The pause the next submit must keep after the previous one: none for the first
        /// `freeResubmits`, then `pauseStep` more for each, up to `maxPause`.
        var pauseBeforeNext: Double {
            let extra = submits - SubmitPacing.freeResubmits + 1
            return extra > 0 ? min(SubmitPacing.maxPause, Double(extra) * SubmitPacing.pauseStep) : 0
        }
    }

    static let freeResubmits = 3
    static let pauseStep = 2.0
    static let maxPause = 15.0
    /// After this long without a submit a student starts the lesson's pause afresh.
    static let forgetAfter = 600.0
    /// Past this many entries the forgotten ones are dropped (each costs two ids and two numbers).
    static let pruneAbove = 10_000

    private var entries: [Key: Entry] = [:]
    private struct Key: Hashable {
        let student: String, lesson: String
    }

    init() {}

    /// What is remembered of `student`'s submits on `lesson` at `now`.
    func entry(student: String, lesson: String, now: Double) -> Entry {
        guard let e = entries[Key(student: student, lesson: lesson)], let last = e.lastSubmit,
              now - last < Self.forgetAfter else { return Entry() }
        return e
    }

    /// Counts a submit of `student` on `lesson` at `now`.
    func submitted(student: String, lesson: String, now: Double) {
        var e = entry(student: student, lesson: lesson, now: now)
        e.submits += 1
        e.lastSubmit = now
        entries[Key(student: student, lesson: lesson)] = e
        if entries.count > Self.pruneAbove {
            entries = entries.filter { now - ($0.value.lastSubmit ?? -.infinity) < Self.forgetAfter }
        }
    }

    var count: Int { entries.count }
}
