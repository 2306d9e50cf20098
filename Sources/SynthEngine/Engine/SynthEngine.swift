import Foundation

/// One synth engine (ARCHITECTURE.md, "Targets"): the server keeps one per session.
///
/// Signal flow: up to 8 voices (2 oscillators in up to 7 unison copies + sub + noise → filter → amp
/// envelope), summed and scaled by the polyphony gain (`PolyphonyGain`: 1/√(voices - 1) from 3
/// voices), then distortion → bit-crusher → chorus → delay → reverb → master volume → peak limiter. The engine conducts its units:
/// `SmoothedParameters` (the patch, smoothed), `ModulationMatrix` (the LFOs), `VoiceAllocator` (the
/// voices and who plays what), `PolyphonyGain`, `EffectsChain` (the master section) and `SilenceDetector`.
///
/// Threading: an engine is not thread-safe. The server's worker thread that owns a session is the
/// only caller; parameter and note messages reach it through the session's command queue.
/// Render path contract: `render` allocates nothing, takes no lock and logs nothing; everything is
/// allocated in `init`. Control work (smoothing, LFOs, coefficients, note events) happens once per
/// `ControlBlock` on an absolute sample clock, so output is identical whatever block sizes are used.
public final class SynthEngine {
    public let sampleRate: Double

    /// The current (validated) parameter values.
    public private(set) var patch: Patch

    /// Voices available for polyphony.
    public static let voiceCount = VoiceAllocator.voiceCount

    /// Output below this (-90 dBFS) counts as silence.
    static let silenceThreshold = SilenceDetector.threshold

    /// Most control blocks a steady stretch renders in one piece (the size of the scratch buffers).
    static let maxSteadyBlocks = 64

    let bank = WavetableBank.shared
    // The units. Unchecked exclusivity: the engine is confined to one thread and no unit holds a way
    // back into it, so no two accesses can overlap; the runtime check would cost a call around every
    // unit call it cannot see into (about six per control block).
    @exclusivity(unchecked) private var parameters = SmoothedParameters()
    @exclusivity(unchecked) private var modulation = ModulationMatrix()
    @exclusivity(unchecked) private var voices = VoiceAllocator()
    @exclusivity(unchecked) private var effects: EffectsChain
    @exclusivity(unchecked) private var silence = SilenceDetector()
    @exclusivity(unchecked) private var polyphony = PolyphonyGain()
    @exclusivity(unchecked) private var controls: VoiceControls
    @exclusivity(unchecked) private var events: NoteEventQueue
    /// The voices' sum, processed in place by the effects.
    private let mix: UnsafeMutablePointer<Float>

    /// A parameter or the patch changed: snap the smoothers at the next block if nothing is sounding.
    private var needsSnap = true
    /// The last control block had settled smoothers and no LFO heard: `controls` holds its values,
    /// which a following block in the same state would only rebuild identically.
    private var lastBlockStatic = false
    /// Absolute sample clock (samples rendered since init).
    private var clock: UInt64 = 0
    /// Blocks rendered as part of a steady stretch, for tests to see that the shortcut runs.
    private(set) var steadyBlocksRendered: UInt64 = 0

    /// Creates an engine and allocates everything it will ever need.
    public init(sampleRate: Double = 48_000, patch: Patch = Patch()) {
        self.sampleRate = sampleRate
        self.patch = patch
        let maxFrames = ControlBlock.size * Self.maxSteadyBlocks
        effects = EffectsChain(sampleRate: sampleRate, patch: patch)
        controls = VoiceControls(sampleRate: sampleRate)
        events = NoteEventQueue(capacity: 512)
        mix = .allocate(capacity: maxFrames)
        mix.initialize(repeating: 0, count: maxFrames)
        parameters.prepare(sampleRate: sampleRate, patch: patch)
        modulation.prepare(sampleRate: sampleRate)
        voices.prepare(sampleRate: sampleRate, maxFrames: maxFrames)
        voices.setMode(.init(parameters.target(.voiceMode)))
        silence.prepare(sampleRate: sampleRate)
        polyphony.prepare(sampleRate: sampleRate)
    }

    deinit {
        parameters.deallocate(); modulation.deallocate(); voices.deallocate(); effects.deallocate()
        events.deallocate(); mix.deallocate()
    }

    // MARK: - Public control API

    /// Changes one parameter. `value` must already be valid (from `Patch`/`ParameterSpec.validate`);
    /// choice parameters take the option index. The change glides in through the smoother.
    /// An invalid value is clamped into range (NaN is ignored) rather than trusted.
    public func set(_ param: Param, _ value: Double) {
        guard value.isFinite else { return }
        let spec = param.spec
        let v = (try? spec.validate(value)) ?? min(spec.max, max(spec.min, spec.quantized(value)))
        try? patch.set(param, v)
        parameters.setTarget(param, patch[param])
        needsSnap = true
    }

    /// Replaces every parameter (loading a lesson's start patch or a preset). Sounding notes continue.
    public func load(_ patch: Patch) {
        self.patch = patch
        parameters.setTargets(patch)
        needsSnap = true
    }

    /// Starts a note (MIDI note number 0...127, velocity 0...1).
    public func play(pitch: Int, velocity: Double = 1) {
        let v = velocity.isFinite ? min(1, max(0, velocity)) : 1
        enqueue(.init(kind: .noteOn, note: min(127, max(0, pitch)), velocity: v))
    }

    /// Releases a note (its envelopes enter their release stage).
    public func stop(pitch: Int) {
        enqueue(.init(kind: .noteOff, note: min(127, max(0, pitch)), velocity: 0))
    }

    /// Releases every note (graceful: release stages run).
    public func allNotesOff() {
        enqueue(.init(kind: .allNotesOff, note: 0, velocity: 0))
    }

    /// Restarts every LFO at the start of its cycle: phase 0, the sample-and-hold sequence from its
    /// first value, depth fading in as in a new engine. It takes effect at the next control block, in
    /// order with the notes around it, so call it right before a phrase's first note: the phrase then
    /// meets the LFOs exactly as it does in a fresh engine (`OfflineRenderer`, which renders lesson
    /// targets), and "mine" and the target wobble in step. Queued like a note: allocates nothing.
    public func restartModulation() {
        enqueue(.init(kind: .restartModulation, note: 0, velocity: 0))
    }

    /// Silences everything at once and clears effect tails (used when a session resets).
    public func reset() {
        events.removeAll()
        voices.reset()
        voices.setMode(.init(parameters.target(.voiceMode)))
        modulation.reset()
        effects.reset(patch)
        parameters.setTargets(patch)
        snapAll()
        silence.reset()
        polyphony.reset()
    }

    /// True when no voice is sounding and every effect tail has decayed below audibility
    /// (-90 dBFS for a while): the server stops encoding then.
    public var isSilent: Bool { events.isEmpty && isQuiet }

    /// Fundamental frequency in Hz of the most recently started voice still sounding (including
    /// glide, pitch envelope and vibrato at this moment), or nil: the waveform view aligns on it.
    /// It is osc 1's frequency (osc 2's when osc 1 is silent), halved when the sub-oscillator is mixed in.
    public var currentFrequency: Double? { voices.currentFrequency }

    /// Voices currently sounding (including releasing and fading ones).
    public var activeVoiceCount: Int { voices.activeCount }

    // MARK: - Rendering

    /// Renders `count` mono samples (any count). Output is identical whatever block sizes the
    /// caller uses: control work happens on a fixed 16-sample grid counted from the engine's start.
    public func render(into buffer: UnsafeMutablePointer<Float>, count: Int) {
        var done = 0
        while done < count {
            let pos = Int(clock % UInt64(ControlBlock.size))
            if pos == 0 {
                let blocks = min(Self.maxSteadyBlocks, (count - done) / ControlBlock.size)
                if blocks >= 2 && canRenderSteadily {
                    // Whole blocks in one piece (see `canRenderSteadily`), one pass per stage. Each
                    // block's control update is what `beginControlBlock` would do then, and nothing
                    // else: dormant LFOs keep their cycles, steady voices step their mod envelopes.
                    modulation.skip(blocks: blocks, parameters)
                    voices.beginSteadyBlocks(blocks)
                    effects.holdGain()
                    let n = blocks * ControlBlock.size
                    renderPiece(into: buffer + done, count: n, offset: 0)
                    steadyBlocksRendered &+= UInt64(blocks)
                    clock += UInt64(n)
                    done += n
                    continue
                }
                beginControlBlock()
            }
            let n = min(ControlBlock.size - pos, count - done)
            renderPiece(into: buffer + done, count: n, offset: pos)
            clock += UInt64(n)
            done += n
        }
    }

    /// Renders `buffer.count` mono samples (any count; see `render(into:count:)`).
    public func render(into buffer: UnsafeMutableBufferPointer<Float>) {
        guard let base = buffer.baseAddress else { return }
        render(into: base, count: buffer.count)
    }

    private func beginControlBlock() {
        // A change made while nothing sounds applies at once (e.g. a lesson's patch before its first note).
        if needsSnap && isQuiet { snapAll() }
        needsSnap = false
        voices.setMode(.init(parameters.target(.voiceMode)))
        while let e = events.pop() { apply(e) }
        polyphony.update(voices: voices.activeCount)

        // Settled before stepping: every smoother holds exactly last block's value (and previous).
        let settledAtStart = parameters.isSettled
        parameters.step()
        let lfo = modulation.process(parameters)

        // With nothing moving (smoothers settled since the last block, no LFO heard) this block's
        // controls are the last block's if that one was such a block too: they are kept, not rebuilt.
        let staticBlock = settledAtStart && !lfo.isHeard
        if staticBlock && lastBlockStatic {
            voices.beginRepeatedBlock(controls, bank: bank)
            effects.updateSettled(parameters)
            return
        }
        lastBlockStatic = staticBlock
        controls.update(parameters, modulation: lfo)
        voices.beginBlock(controls, bank: bank, steadyControls: staticBlock)
        effects.update(parameters)
    }

    private func renderPiece(into out: UnsafeMutablePointer<Float>, count n: Int, offset: Int) {
        ControlBlock.clear(mix, count: n)
        voices.render(adding: mix, count: n, offset: offset, bank: bank)
        polyphony.process(mix, count: n, offset: offset)
        effects.process(mix, count: n, offset: offset, parameters)
        ControlBlock.copy(mix, to: out, count: n)
        silence.process(mix, count: n)
    }

    /// Nothing in the sound changes by itself from here: the coming blocks can only repeat the last one
    /// (see `canRenderSteadily`) until a note or a parameter arrives. A held note on such a patch is one
    /// periodic wave; an LFO heard, an envelope still moving, or an effect with a state of its own (a
    /// delay's echoes, a reverb's tail, a chorus) make it false.
    public var isSteady: Bool { canRenderSteadily }

    /// The coming control blocks can only repeat the last one: the controls are kept (settled smoothers,
    /// no LFO heard, nothing queued), the polyphony gain is settled for the voices sounding, every sounding voice is steady
    /// (see `Voice.canRenderSteadily`), and no effect with state of its own per block runs (crusher, delay, reverb); the master gain
    /// does not move. Then every per-sample ramp is flat, and rendering several blocks as one piece
    /// does the same arithmetic, sample by sample, as rendering them one at a time (the recursive
    /// states, the limiter and the envelopes run per sample either way; the filter's pairs stay on
    /// even positions). Control updates cannot change any of this until a call from outside (a note,
    /// a parameter) arrives, and none can arrive during `render`.
    private var canRenderSteadily: Bool {
        guard lastBlockStatic && parameters.isSettled && !needsSnap && events.isEmpty else { return false }
        return effects.canRenderSteadily && polyphony.holds(voices: voices.activeCount) && modulation.isDormant(parameters)
            && voices.canRenderSteadily
    }

    // MARK: - Events and state

    /// Nothing sounding and every tail decayed (pending note events aside).
    private var isQuiet: Bool { !voices.isAnyActive && silence.isQuiet && effects.tailsQuiet }

    private func snapAll() {
        parameters.snap()
        modulation.snap()
        effects.snap(patch)
    }

    private func enqueue(_ e: NoteEventQueue.Event) {
        // A release with nothing sounding and nothing queued before it changes nothing. Queued, it
        // would keep a quiet engine from being silent until a render applied it: opening a lesson
        // (all notes off, then the start patch) sent a frame of encoded silence and a flat picture,
        // and the page named "Your synth" as playing for a moment.
        if e.kind == .noteOff || e.kind == .allNotesOff, events.isEmpty, isQuiet { return }
        guard events.isFull else { events.push(e); return }
        // A full queue (hundreds of events between two renders) drops note-ons, never note-offs:
        // the offending burst is applied right away so no key sticks.
        guard e.kind != .noteOn else { return }
        while let old = events.pop() { apply(old) }
        apply(e)
    }

    private func apply(_ e: NoteEventQueue.Event) {
        switch e.kind {
        case .noteOn:
            modulation.noteOn(parameters)
            voices.noteOn(e.note, velocity: e.velocity, glide: parameters.value(.voiceGlide))
        case .noteOff: voices.noteOff(e.note, glide: parameters.value(.voiceGlide))
        case .allNotesOff: voices.releaseAll()
        case .restartModulation:
            modulation.reset()
            effects.restartModulation()
        }
    }
}
