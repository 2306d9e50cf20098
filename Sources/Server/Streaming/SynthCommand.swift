import SynthEngine
import WireProtocol

/// What the service thread asks of a session's streams. Queued, and applied by the session's render
/// worker just before it renders the next frame, so the engine is only ever touched by one thread.
enum SynthCommand: Sendable {
    case set(Param, Double)
    case setMany([ParameterChange])
    case load(Patch)
    case noteOn(Int, velocity: Double)
    case noteOff(Int)
    case allNotesOff
    /// Plays `notes` on the `own` stream (the student's patch, "play mine").
    case playOwnPhrase([Phrase.Note])
    /// Plays `notes` with `patch` on the `target` stream (a second engine), then sends `targetDone`.
    /// `visuals`: whether its waveform and spectrum frames are sent (not before a pass, unless the
    /// lesson opts in). `lesson`: the lesson whose hidden target this is, so the session may replay
    /// (or make) a recording shared by every student of the process (`TargetRecordingCache`); nil for
    /// other sounds (theory examples, quiz sounds).
    case playTarget(Patch, [Phrase.Note], visuals: Bool, lesson: String? = nil)
    /// An A/B comparison on the `own` stream against `patch` (the target): `notes` (if any) play on
    /// both engines from one clock, held keys too while it runs; `side` is heard.
    case compare(Patch, [Phrase.Note]?, side: ABSide, visible: Bool)
    /// Which side of the running comparison is heard.
    case abSwitch(ABSide)
    /// Stops a target phrase at once (a new lesson was opened).
    case stopTarget
    /// Turns a control of what the target stream plays now (a theory example's live control).
    case setTarget(Param, Double)
    /// Stops whatever plays: the target at once, the own phrase and held notes with their release.
    case stopPlayback
    /// Whether the owner's page shows the waveform and spectrum now (`views`).
    case views(Bool)
    /// The owner's player's lead (`ClientMessage.lead`): where the next start from silence begins.
    case lead(ms: Double)

    /// Commands that make a silent session sound: it renders them at once instead of at its next tick.
    var startsSound: Bool {
        switch self {
        case .noteOn, .playOwnPhrase, .playTarget: true
        case .compare(_, let notes, _, _): notes != nil
        case .set, .setMany, .load, .noteOff, .allNotesOff, .stopTarget, .stopPlayback, .abSwitch, .setTarget, .views, .lead: false
        }
    }

    /// Commands after which the streams may sound different, so a waveform that stood still is drawn at
    /// the full rate again (`WaveformProvider.wake`). Not `lead` (the page's player sends it up to 4 times
    /// a second as its jitter target moves: waking on it kept the picture from ever standing still) nor
    /// `views` (a change of audience wakes a stream itself: `SourceStream.audience`).
    var changesSound: Bool {
        switch self {
        case .views, .lead: false
        default: true
        }
    }
}
