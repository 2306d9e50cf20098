import SynthEngine
/// Plays a phrase on a stream's sample clock: turns timed notes into note-on/off events at exact
/// sample positions, so a frame can be split where an event falls.
struct PhrasePlayer {
    struct Event {
        /// Stream sample position where the event takes effect.
        let at: UInt64
        let note: Int
        /// nil: note off.
        let velocity: Double?
    }

    private(set) var events: [Event]
    private var next = 0
    /// Notes this phrase has turned on and not yet off (released if the phrase is replaced).
    private(set) var sounding: [Int] = []

    /// Schedules `notes` from stream position `start`.
    init(_ notes: [Phrase.Note], startingAt start: UInt64, sampleRate: Double) {
        var ev: [Event] = []
        ev.reserveCapacity(notes.count * 2)
        for n in notes {
            let on = start + UInt64(max(0, n.start * sampleRate).rounded())
            // A note lasts at least one sample, so its off never precedes its on.
            let off = max(on + 1, start + UInt64(max(0, (n.start + n.length) * sampleRate).rounded()))
            ev.append(Event(at: on, note: n.note, velocity: n.velocity))
            ev.append(Event(at: off, note: n.note, velocity: nil))
        }
        // Offs before ons at the same sample, so a repeated note restarts cleanly.
        events = ev.sorted { ($0.at, $0.velocity == nil ? 0 : 1) < ($1.at, $1.velocity == nil ? 0 : 1) }
        sounding.reserveCapacity(16)
    }

    /// True once every event has been applied.
    var isFinished: Bool { next >= events.count }

    /// Position of the next event, if any.
    var nextEventAt: UInt64? { next < events.count ? events[next].at : nil }

    /// Applies every event due at or before `position` through `apply(note, velocity?)`.
    mutating func applyDue(at position: UInt64, _ apply: (Int, Double?) -> Void) {
        while next < events.count, events[next].at <= position {
            let e = events[next]
            if e.velocity != nil {
                sounding.append(e.note)
            } else if let i = sounding.firstIndex(of: e.note) {
                sounding.remove(at: i)
            }
            apply(e.note, e.velocity)
            next += 1
        }
    }
}
