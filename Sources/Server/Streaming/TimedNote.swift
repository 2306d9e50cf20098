/// One note of a phrase to play on a stream (a lesson's phrase: "play target", "play mine").
struct TimedNote: Sendable, Equatable {
    /// Seconds from the start of the phrase.
    var start: Double
    var length: Double
    /// MIDI note number.
    var note: Int
    /// 0...1.
    var velocity: Double
}
