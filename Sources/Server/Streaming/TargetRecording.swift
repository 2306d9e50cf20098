import Synchronization
import SynthEngine

/// A lesson target's sound as one session's stream sent it, frame by frame: the Opus packet (and
/// whether it was a restart point), and where a `silence` frame went. Immutable once made.
///
/// One encode for a whole class: a lesson's target sounds the same for every student who plays it,
/// so the first session to play it records what it sends, and the others replay the packets instead
/// of rendering and encoding (see `TargetRecordingCache`). A recording always begins at a restart
/// point (the stream was silent), so every client's decoder starts clean on its first packet.
final class TargetRecording: Sendable {
    struct Step: Sendable {
        /// The frame's Opus packet; nil for a frame that sent no audio (a quiet gap).
        var packet: [UInt8]?
        var restart = false
        /// A `silence` frame at the frame's start (a gap began) or after its audio (the sound died).
        var silenceBefore = false
        var silenceAfter = false
    }

    let steps: [Step]
    let bytes: Int

    init(steps: [Step]) {
        self.steps = steps
        bytes = steps.reduce(0) { $0 + ($1.packet?.count ?? 0) + MemoryLayout<Step>.stride }
    }
}

/// Recordings of lesson targets, shared by every session of the process (any thread). Keyed by
/// lesson, target patch and phrase, so a course reload or another phrase never replays a stale sound;
/// bounded by bytes, the least recently played going first. The lock is held only to look up or to
/// insert a reference, never while rendering.
final class TargetRecordingCache: Sendable {
    struct Key: Hashable, Sendable {
        let lesson: String
        let patch: Patch
        let notes: [Phrase.Note]
    }

    private struct Entry {
        let recording: TargetRecording
        var lastUsed: UInt64
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var bytes = 0
        var clock: UInt64 = 0
    }

    /// 16 MiB holds about 200 lessons' targets (a few seconds of 32 kbit/s Opus each).
    let byteLimit: Int
    private let state = Mutex(State())

    init(byteLimit: Int = 16 << 20) { self.byteLimit = byteLimit }

    /// The recording for `key`, if one was made (and marks it used).
    func recording(for key: Key) -> TargetRecording? {
        state.withLock { s in
            s.clock += 1
            guard var e = s.entries[key] else { return nil }
            e.lastUsed = s.clock
            s.entries[key] = e
            return e.recording
        }
    }

    /// Keeps `recording` for `key` (the first one made wins), evicting the least recently used.
    func store(_ recording: TargetRecording, for key: Key) {
        guard recording.bytes <= byteLimit else { return }
        state.withLock { s in
            guard s.entries[key] == nil else { return }
            s.clock += 1
            s.entries[key] = Entry(recording: recording, lastUsed: s.clock)
            s.bytes += recording.bytes
            while s.bytes > byteLimit, let oldest = s.entries.min(by: { $0.value.lastUsed < $1.value.lastUsed }) {
                s.bytes -= oldest.value.recording.bytes
                s.entries[oldest.key] = nil
            }
        }
    }
}
