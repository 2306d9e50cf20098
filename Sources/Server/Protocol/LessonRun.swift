import WireProtocol

/// One run of an open challenge, as the connection sees it: listening is the exercise, so a submit
/// needs the target heard since the previous one, and resubmits in quick succession must wait a
/// little longer each time. A student who listens, turns knobs and listens again never meets the
/// pause (a phrase alone takes longer); a client bisecting on the feedback without listening does,
/// and its stars fall with the submits it spends (see `Stars`). Pure: the caller passes the time.
struct LessonRun {
    /// Submits so far in this run.
    private(set) var submits = 0
    /// Target plays (or A/B comparisons) since the last submit.
    private(set) var listens = 0
    private var lastSubmit: Double?
    /// The target's waveform and spectrum may go out: passed, revealed, or the lesson shows them.
    var targetVisible = false

    init(targetVisible: Bool = false) { self.targetVisible = targetVisible }

    /// The first `freeResubmits` submits of a run need no pause; after that the pause grows by
    /// `pauseStep` a submit, up to `maxPause`.
    static let freeResubmits = 3
    static let pauseStep = 2.0
    static let maxPause = 15.0

    /// The pause the next submit must keep after the previous one.
    var pauseBeforeNext: Double {
        let extra = submits - Self.freeResubmits + 1
        return extra > 0 ? min(Self.maxPause, Double(extra) * Self.pauseStep) : 0
    }

    mutating func listened() { listens += 1 }

    /// Why a submit now is refused, if it is.
    func refusal(now: Double) -> (code: ErrorCode, message: String)? {
        if listens == 0 {
            return (.listenFirst, submits == 0
                ? "play the target first: listening is the exercise"
                : "play the target again (or compare A/B) before submitting again")
        }
        if let last = lastSubmit {
            let wait = pauseBeforeNext - (now - last)
            if wait > 0 {
                let seconds = Int(wait.rounded(.up))
                return (.tooSoon, "wait \(seconds) s before submitting again: listen to the difference first (retryAfter \(seconds))")
            }
        }
        return nil
    }

    /// Counts a submit; returns its number in the run and the listens since the previous one.
    mutating func submitted(at now: Double) -> (submits: Int, listens: Int) {
        submits += 1
        defer { listens = 0 }
        lastSubmit = now
        return (submits, listens)
    }
}
