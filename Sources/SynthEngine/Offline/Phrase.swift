import Foundation

/// A short musical phrase to render a patch with: the notes a lesson's target plays.
///
/// JSON: `{"notes": [{"start": 0, "length": 1, "note": 57, "velocity": 1}]}`; `start` (seconds,
/// default 0) and `velocity` (0...1, default 1) may be left out. Decoding validates every field.
public struct Phrase: Codable, Sendable, Equatable, Hashable {
    public struct Note: Codable, Sendable, Equatable, Hashable {
        /// Seconds from the start of the phrase to the key press.
        public var start: Double
        /// Seconds the key is held.
        public var length: Double
        /// MIDI note number 0...127 (57 = A3 = 220 Hz, 69 = A4 = 440 Hz).
        public var note: Int
        /// 0...1.
        public var velocity: Double

        public init(start: Double = 0, length: Double, note: Int, velocity: Double = 1) {
            self.start = start
            self.length = length
            self.note = note
            self.velocity = velocity
        }

        enum CodingKeys: String, CodingKey { case start, length, note, velocity }

        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            start = try c.decodeIfPresent(Double.self, forKey: .start) ?? 0
            length = try c.decode(Double.self, forKey: .length)
            note = try c.decode(Int.self, forKey: .note)
            velocity = try c.decodeIfPresent(Double.self, forKey: .velocity) ?? 1
            if let problem = validationProblem {
                throw DecodingError.dataCorruptedError(forKey: .note, in: c, debugDescription: problem)
            }
        }

        /// Why this note cannot be played, or nil (the limits are `Phrase.maxSeconds` and `minNoteLength`).
        public var validationProblem: String? {
            let limit = Phrase.maxSeconds.formatted()
            if !(start.isFinite && start >= 0 && start < Phrase.maxSeconds) {
                return "start \(start.formatted()) must be 0...\(limit) s"
            }
            if !(length.isFinite && length >= Phrase.minNoteLength && length <= Phrase.maxSeconds) {
                return "length \(length.formatted()) must be \(Phrase.minNoteLength.formatted())...\(limit) s"
            }
            if start + length > Phrase.maxSeconds {
                return "the note ends at \((start + length).formatted()) s, but a phrase must be over within \(limit) s"
            }
            if !(0...127).contains(note) { return "note \(note) must be a MIDI note 0...127" }
            if !(velocity.isFinite && velocity >= 0 && velocity <= 1) { return "velocity \(velocity) must be 0...1" }
            return nil
        }
    }

    public var notes: [Note]

    /// Every key must be released within this many seconds of the phrase's start. Students replay a
    /// lesson's phrase many times to compare, and the sound comparator renders it for every attempt:
    /// keep phrases short. The course loader, the `render` command and JSON decoding share this limit.
    public static let maxSeconds = 12.0
    /// The shortest note accepted, in seconds (10 ms: still a click of a note, not a glitch).
    public static let minNoteLength = 0.01

    public init(notes: [Note]) { self.notes = notes }

    /// One note held for `length` seconds, then released.
    public init(note: Int = 57, length: Double = 1, velocity: Double = 1) {
        notes = [Note(start: 0, length: length, note: note, velocity: velocity)]
    }

    /// A3 (MIDI 57, 220 Hz) held for one second, then its release.
    public static let `default` = Phrase()

    enum CodingKeys: String, CodingKey { case notes }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        notes = try c.decode([Note].self, forKey: .notes)
        if notes.isEmpty {
            throw DecodingError.dataCorruptedError(forKey: .notes, in: c, debugDescription: "a phrase needs at least one note")
        }
    }

    /// Seconds until the last key is released.
    public var duration: Double { notes.map { $0.start + $0.length }.max() ?? 0 }

    /// Decodes JSON, with a readable message on failure.
    public init(json data: Data) throws(PhraseError) {
        do { self = try JSONDecoder().decode(Phrase.self, from: data) } catch {
            throw PhraseError(message: Patch.describe(error))
        }
    }
}
