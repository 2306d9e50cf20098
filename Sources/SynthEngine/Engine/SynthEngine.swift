/// One synth voice engine: the design doc's `SynthEngine`. The server keeps one per session.
///
/// Threading: an engine is not thread-safe. The server's worker thread that owns a session is the
/// only caller; parameter and note messages reach it through the session's command queue.
/// Render path contract: `render` allocates nothing, takes no lock and logs nothing.
///
/// CONTRACT (for the DSP implementation): the public API below is what the server, the offline
/// renderer, the lesson comparators and the benchmarks call. Keep these signatures.
public final class SynthEngine {
    public let sampleRate: Double
    public let maxBlockSize: Int

    /// The current (validated) parameter values.
    public private(set) var patch: Patch

    /// Creates an engine and allocates everything it will ever need.
    public init(sampleRate: Double = 48_000, maxBlockSize: Int = 1024, patch: Patch = Patch()) {
        self.sampleRate = sampleRate
        self.maxBlockSize = maxBlockSize
        self.patch = patch
    }

    /// Changes one parameter. `value` must already be valid (from `Patch`/`ParameterSpec.validate`);
    /// choice parameters take the option index. The change glides in through the smoother.
    public func set(_ param: Param, _ value: Double) {
        fatalError("not implemented")
    }

    /// Replaces every parameter (loading a lesson's start patch or a preset). Sounding notes continue.
    public func load(_ patch: Patch) {
        fatalError("not implemented")
    }

    /// Starts a note (MIDI note number 0...127, velocity 0...1).
    public func play(pitch: Int, velocity: Double = 1) {
        fatalError("not implemented")
    }

    /// Releases a note (its envelopes enter their release stage).
    public func stop(pitch: Int) {
        fatalError("not implemented")
    }

    /// Releases every note (graceful: release stages run).
    public func allNotesOff() {
        fatalError("not implemented")
    }

    /// Silences everything at once and clears effect tails (used when a session resets).
    public func reset() {
        fatalError("not implemented")
    }

    /// Renders `buffer.count` mono samples (any count; internally split to `maxBlockSize`).
    /// Output is identical whatever block sizes the caller uses.
    public func render(into buffer: UnsafeMutableBufferPointer<Float>) {
        fatalError("not implemented")
    }

    /// True when no voice is sounding and every effect tail has decayed below audibility:
    /// the server stops encoding then.
    public var isSilent: Bool {
        fatalError("not implemented")
    }

    /// Fundamental frequency in Hz of the most recently started voice still sounding (including
    /// glide, pitch envelope and vibrato at this moment), or nil: the waveform view aligns on it.
    public var currentFrequency: Double? {
        fatalError("not implemented")
    }
}
