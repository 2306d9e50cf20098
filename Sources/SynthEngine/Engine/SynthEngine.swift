import Foundation

/// One synth engine (ARCHITECTURE.md, "Targets"). The server keeps one per session.
///
/// Signal flow: up to 8 voices (2 oscillators + sub + noise → filter → amp envelope), summed, then
/// distortion → bit-crusher → delay → reverb → master volume → peak limiter.
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
    public static let voiceCount = 8

    // MARK: Modulation scaling (what depth 1 means for each LFO destination)
    // The LFO depth help text in the parameter table is built from these.
    /// LFO to pitch: depth 1 swings ±12 semitones (vibrato lives around 0.01-0.05).
    static let lfoPitchSemitones = 12.0
    /// LFO to cutoff: depth 1 swings ±4 octaves.
    static let lfoCutoffOctaves = 4.0
    /// LFO to pulse width: depth 1 swings ±0.45 (clamped to the width's range).
    static let lfoWidthSwing = 0.45
    // LFO to amplitude: depth 1 is full tremolo, gain 1 - depth·(1 - lfo)/2, from 1 down to 1 - depth.

    /// Output below this (-90 dBFS) counts as silence.
    static let silenceThreshold: Float = 3.162e-5

    let bank = WavetableBank.shared
    private let controlRate: Double
    private let voices: UnsafeMutablePointer<Voice>
    private let smoothers: UnsafeMutablePointer<OnePoleSmoother>
    private let lfos: UnsafeMutablePointer<LFO>
    /// Per LFO: skipped (depth exactly 0 everywhere) in the last block and not run since.
    private let lfoDormant: UnsafeMutablePointer<Bool>
    private static let lfoCount = 3
    private static let lfoParams: [(wave: Param, rate: Param, depth: Param, dest: Param, retrigger: Param)] = [
        (.lfo1Wave, .lfo1Rate, .lfo1Depth, .lfo1Dest, .lfo1Retrigger),
        (.lfo2Wave, .lfo2Rate, .lfo2Depth, .lfo2Dest, .lfo2Retrigger),
        (.lfo3Wave, .lfo3Rate, .lfo3Depth, .lfo3Dest, .lfo3Retrigger),
    ]
    /// Smoothed depth per LFO and destination: changing a destination fades one out and the other in.
    private let lfoDepth: UnsafeMutablePointer<OnePoleSmoother>
    private static let destinations = 4
    private let filterWeights: UnsafeMutablePointer<OnePoleSmoother>
    private var slope = OnePoleSmoother(value: 0)
    private var noiseColour = OnePoleSmoother(value: 0)
    private var controls = VoiceControls()
    private var previousTremolo: Float = 1, previousWidth1: Float = 0.5, previousWidth2: Float = 0.5

    private var events: NoteEventQueue
    /// Keys held in mono/legato mode, oldest first (the note to return to when the top key lifts).
    private let held: UnsafeMutablePointer<Int>
    private var heldCount = 0
    private var mode = 0
    private var noteCounter: UInt64 = 0
    private var needsSnap = true
    /// True when every parameter smoother (and the filter-type, slope and noise-colour ones) sits on
    /// its target with `previous == value`: stepping them would change nothing, so the control block
    /// skips the ~70 steps. Any new target clears it.
    private var smoothingSettled = false
    /// The last control block had settled smoothers and no LFO heard: `controls` holds its values,
    /// which a following block in the same state would only rebuild identically.
    private var lastBlockStatic = false

    /// Absolute sample clock (samples rendered since init).
    private var clock: UInt64 = 0
    private let mix: UnsafeMutablePointer<Float>
    private let work: UnsafeMutablePointer<Float>
    private let tmp: UnsafeMutablePointer<Float>

    private var distortion = Distortion()
    private var crusher = BitCrusher()
    private var delay: EchoDelay
    private var reverb: FDNReverb
    private var limiter: PeakLimiter
    private var crushActive = false, delayActive = false, reverbActive = false
    private var delayTime = 0.3
    private var masterGain: Float = 1, masterGainEnd: Float = 1, masterVolumeDB = Double.nan

    // Table limits the control block needs, read once (ParameterSpec carries strings and arrays).
    private let widthRange: ClosedRange<Double>
    private let cutoffRange: ClosedRange<Double>
    private let maxCrushBits: Double

    // Silence tracking: consecutive quiet samples at the output and at each effect's wet output.
    private var outputQuiet = Int.max / 2, delayQuiet = Int.max / 2, reverbQuiet = Int.max / 2

    /// Creates an engine and allocates everything it will ever need.
    public init(sampleRate: Double = 48_000, patch: Patch = Patch()) {
        self.sampleRate = sampleRate
        self.patch = patch
        controlRate = sampleRate / Double(ControlBlock.size)
        controls.sampleRate = sampleRate
        widthRange = Param.osc1PulseWidth.spec.min...Param.osc1PulseWidth.spec.max
        cutoffRange = Param.filterCutoff.spec.min...min(Param.filterCutoff.spec.max, 0.45 * sampleRate)
        maxCrushBits = Param.fxCrushBits.spec.max

        voices = .allocate(capacity: Self.voiceCount)
        for i in 0..<Self.voiceCount {
            var v = Voice(index: i)
            v.prepare(sampleRate: sampleRate)
            (voices + i).initialize(to: v)
        }
        smoothers = .allocate(capacity: Param.count)
        for p in Param.allCases {
            var s = OnePoleSmoother(value: Self.smoothingTarget(p, patch[p]))
            s.prepare(timeConstant: 0.005, stepRate: sampleRate / Double(ControlBlock.size))
            (smoothers + p.rawValue).initialize(to: s)
        }
        lfos = .allocate(capacity: Self.lfoCount)
        lfoDormant = .allocate(capacity: Self.lfoCount)
        lfoDormant.initialize(repeating: false, count: Self.lfoCount)
        lfoDepth = .allocate(capacity: Self.lfoCount * Self.destinations)
        for i in 0..<Self.lfoCount {
            var l = LFO(seed: 0xA5A5_0001 &+ UInt32(i) &* 0x0101_0101)
            l.prepare(controlRate: sampleRate / Double(ControlBlock.size))
            (lfos + i).initialize(to: l)
            for d in 0..<Self.destinations {
                var s = OnePoleSmoother(value: 0)
                s.prepare(timeConstant: 0.005, stepRate: sampleRate / Double(ControlBlock.size))
                (lfoDepth + i * Self.destinations + d).initialize(to: s)
            }
        }
        filterWeights = .allocate(capacity: 4)
        for i in 0..<4 {
            var s = OnePoleSmoother(value: 0)
            s.prepare(timeConstant: 0.005, stepRate: sampleRate / Double(ControlBlock.size))
            (filterWeights + i).initialize(to: s)
        }
        slope.prepare(timeConstant: 0.005, stepRate: sampleRate / Double(ControlBlock.size))
        noiseColour.prepare(timeConstant: 0.005, stepRate: sampleRate / Double(ControlBlock.size))

        events = NoteEventQueue(capacity: 512)
        held = .allocate(capacity: 128)
        held.initialize(repeating: 0, count: 128)
        let scratch = ControlBlock.size * Self.maxSteadyBlocks
        mix = .allocate(capacity: scratch)
        work = .allocate(capacity: scratch)
        tmp = .allocate(capacity: scratch)
        mix.initialize(repeating: 0, count: scratch)
        work.initialize(repeating: 0, count: scratch)
        tmp.initialize(repeating: 0, count: scratch)
        delay = EchoDelay(sampleRate: sampleRate, maxSeconds: Param.fxDelayTime.spec.max + 0.05)
        reverb = FDNReverb(sampleRate: sampleRate)
        limiter = PeakLimiter(sampleRate: sampleRate)
        applyTargets()
        snapAll()
        mode = Int(patch[.voiceMode])
        delay.reset(delaySeconds: patch[.fxDelayTime])
        reverb.reset(size: patch[.fxReverbSize])
    }

    deinit {
        voices.deinitialize(count: Self.voiceCount); voices.deallocate()
        smoothers.deallocate(); lfos.deallocate(); lfoDormant.deallocate(); lfoDepth.deallocate(); filterWeights.deallocate()
        events.deallocate(); held.deallocate()
        mix.deallocate(); work.deallocate(); tmp.deallocate()
        delay.deallocate(); reverb.deallocate(); limiter.deallocate()
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
        smoothers[param.rawValue].target = Self.smoothingTarget(param, patch[param])
        smoothingSettled = false
        needsSnap = true
    }

    /// Replaces every parameter (loading a lesson's start patch or a preset). Sounding notes continue.
    public func load(_ patch: Patch) {
        self.patch = patch
        applyTargets()
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
    /// order with the notes around it, so
    /// call it right before a phrase's first note: the phrase then meets the LFOs exactly as it does in
    /// a fresh engine (`OfflineRenderer`, which renders lesson targets), and "mine" and the target
    /// wobble in step. Queued like a note: allocates nothing.
    public func restartModulation() {
        enqueue(.init(kind: .restartModulation, note: 0, velocity: 0))
    }

    /// Silences everything at once and clears effect tails (used when a session resets).
    public func reset() {
        events.removeAll()
        for i in 0..<Self.voiceCount { voices[i].reset() }
        heldCount = 0
        restartLFOs()
        crusher.reset()
        delay.reset(delaySeconds: patch[.fxDelayTime])
        reverb.reset(size: patch[.fxReverbSize])
        limiter.reset()
        mode = Int(patch[.voiceMode])
        applyTargets()
        snapAll()
        outputQuiet = Int.max / 2; delayQuiet = Int.max / 2; reverbQuiet = Int.max / 2
    }

    /// Renders `buffer.count` mono samples (any count). Output is identical whatever block sizes the
    /// caller uses: control work happens on a fixed 16-sample grid counted from the engine's start.
    public func render(into buffer: UnsafeMutablePointer<Float>, count: Int) {
        var done = 0
        while done < count {
            let pos = Int(clock % UInt64(ControlBlock.size))
            if pos == 0 {
                let blocks = min(Self.maxSteadyBlocks, (count - done) / ControlBlock.size)
                if blocks >= 2 && canRenderSteadily {
                    // Whole blocks in one piece (see `canRenderSteadily`): each block's control update
                    // still runs; the audio of all of them is then one pass per stage.
                    advanceSteadyBlocks(blocks)
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

    /// Most control blocks a steady stretch renders in one piece (the size of the scratch buffers).
    static let maxSteadyBlocks = 64
    /// Blocks rendered as part of a steady stretch, for tests to see that the shortcut runs.
    private(set) var steadyBlocksRendered: UInt64 = 0

    /// The coming control blocks can only repeat the last one: the controls are kept (settled smoothers,
    /// no LFO heard, nothing queued), every sounding voice is steady (see `Voice.canRenderSteadily`),
    /// and no effect with state of its own per block runs (crusher, delay, reverb); the master gain
    /// does not move. Then every per-sample ramp is flat, and rendering several blocks as one piece
    /// does the same arithmetic, sample by sample, as rendering them one at a time (the recursive
    /// states, the limiter and the envelopes run per sample either way; the filter's pairs stay on
    /// even positions). Control updates cannot change any of this until a call from outside (a note,
    /// a parameter) arrives, and none can arrive during `render`.
    private var canRenderSteadily: Bool {
        guard lastBlockStatic && smoothingSettled && !needsSnap && events.isEmpty else { return false }
        guard !crushActive && !delayActive && !reverbActive && masterGain == masterGainEnd else { return false }
        for i in 0..<Self.lfoCount where !lfoDormant[i] || value(Self.lfoParams[i].depth) != 0 { return false }
        for i in 0..<Self.voiceCount where voices[i].isActive && !voices[i].canRenderSteadily { return false }
        return true
    }

    /// What `beginControlBlock` does for each of `blocks` blocks in the state `canRenderSteadily`
    /// describes, and nothing else: every LFO is dormant and only keeps its cycle, every sounding
    /// voice is steady and only steps its mod envelope, and the rest of the update finds nothing to do.
    private func advanceSteadyBlocks(_ blocks: Int) {
        for i in 0..<Self.lfoCount {
            let increment = value(Self.lfoParams[i].rate) * Double(ControlBlock.size) / sampleRate
            for _ in 0..<blocks { lfos[i].skip(increment: increment) }
        }
        for i in 0..<Self.voiceCount where voices[i].isActive {
            for _ in 0..<blocks { _ = voices[i].beginSteadyBlock() }
        }
        masterGain = masterGainEnd
    }

    /// True when no voice is sounding and every effect tail has decayed below audibility
    /// (-90 dBFS for a while): the server stops encoding then.
    public var isSilent: Bool { events.isEmpty && isQuiet }

    /// Nothing sounding and every tail decayed (pending note events aside).
    private var isQuiet: Bool {
        guard !anyVoiceActive else { return false }
        guard outputQuiet >= Int(0.05 * sampleRate) else { return false }
        if delayActive && delayQuiet < Int((delayTime + 0.05) * sampleRate) { return false }
        if reverbActive && reverbQuiet < Int(0.15 * sampleRate) { return false }
        return true
    }

    /// Fundamental frequency in Hz of the most recently started voice still sounding (including
    /// glide, pitch envelope and vibrato at this moment), or nil: the waveform view aligns on it.
    /// It is osc 1's frequency (osc 2's when osc 1 is silent), halved when the sub-oscillator is mixed in.
    public var currentFrequency: Double? {
        var best: Int?
        for i in 0..<Self.voiceCount where voices[i].isActive {
            if best == nil || voices[i].order > voices[best!].order { best = i }
        }
        return best.map { voices[$0].fundamental }
    }

    /// Voices currently sounding (including releasing and fading ones).
    public var activeVoiceCount: Int {
        var n = 0
        for i in 0..<Self.voiceCount where voices[i].isActive { n += 1 }
        return n
    }

    // MARK: - Parameters and smoothing

    /// The smoothers work on cutoff in octaves (log2 Hz), everything else in its own unit.
    private static func smoothingTarget(_ p: Param, _ v: Double) -> Double {
        p == .filterCutoff ? log2(v) : v
    }

    private func applyTargets() {
        for p in Param.allCases { smoothers[p.rawValue].target = Self.smoothingTarget(p, patch[p]) }
        let type = Int(patch[.filterType])
        for i in 0..<4 { filterWeights[i].target = i == type ? 1 : 0 }
        slope.target = patch[.filterSlope]
        noiseColour.target = patch[.noiseType]
        smoothingSettled = false
    }

    private func snapAll() {
        for i in 0..<Param.count { smoothers[i].snap() }
        for i in 0..<4 { filterWeights[i].snap() }
        for i in 0..<(Self.lfoCount * Self.destinations) { lfoDepth[i].snap() }
        slope.snap(); noiseColour.snap()
        delayTime = patch[.fxDelayTime]
        masterVolumeDB = patch[.masterVolume]
        masterGainEnd = Float(pow(10, masterVolumeDB / 20))
        masterGain = masterGainEnd
    }

    @inline(__always)
    private func value(_ p: Param) -> Double { smoothers[p.rawValue].value }
    @inline(__always)
    private func previous(_ p: Param) -> Double { smoothers[p.rawValue].previous }

    private var anyVoiceActive: Bool {
        for i in 0..<Self.voiceCount where voices[i].isActive { return true }
        return false
    }

    // MARK: - Notes

    private func enqueue(_ e: NoteEventQueue.Event) {
        // A full queue (hundreds of events between two renders) drops note-ons, never note-offs:
        // the offending burst is applied right away so no key sticks.
        if events.isFull {
            if e.kind == .noteOn { return }
            while let old = events.pop() { apply(old) }
            apply(e)
            return
        }
        events.push(e)
    }

    private func apply(_ e: NoteEventQueue.Event) {
        switch e.kind {
        case .noteOn: noteOn(e.note, velocity: e.velocity)
        case .noteOff: noteOff(e.note)
        case .allNotesOff: releaseAll()
        case .restartModulation: restartLFOs()
        }
    }

    /// The LFOs exactly as a fresh engine has them: each at the start of its cycle, and each depth
    /// fading in from 0 over the smoother's ~5 ms as in an engine's first block (this runs after that
    /// block's snap, so the depths start from 0 whatever was set while the engine was quiet).
    private func restartLFOs() {
        for i in 0..<Self.lfoCount { lfos[i].reset() }
        for i in 0..<(Self.lfoCount * Self.destinations) { lfoDepth[i].reset(to: 0) }
    }

    private func releaseAll() {
        for i in 0..<Self.voiceCount {
            if let k = voices[i].pendingKey { voices[i].releasePending(note: k) }
            if voices[i].isActive { voices[i].release() }
        }
        heldCount = 0
    }

    private func noteOn(_ note: Int, velocity: Double) {
        noteCounter += 1
        for i in 0..<Self.lfoCount where patch[Self.lfoParams[i].retrigger] != 0 { lfos[i].retrigger() }
        if mode == 0 { polyNoteOn(note, velocity: velocity) } else { monoNoteOn(note, velocity: velocity) }
    }

    private func polyNoteOn(_ note: Int, velocity: Double) {
        // The same key again: retrigger its voice rather than stacking a second copy.
        for i in 0..<Self.voiceCount where voices[i].state == .playing && voices[i].note == note {
            voices[i].change(note: note, velocity: velocity, order: noteCounter, glideSeconds: 0,
                             controlRate: controlRate, retrigger: true)
            return
        }
        for i in 0..<Self.voiceCount where !voices[i].isActive {
            voices[i].start(note: note, velocity: velocity, order: noteCounter)
            return
        }
        // Steal: the quietest releasing voice, else the oldest held one; it fades out over ~2.7 ms.
        var victim = -1
        for i in 0..<Self.voiceCount where voices[i].isReleasing {
            if victim < 0 || voices[i].level < voices[victim].level { victim = i }
        }
        if victim < 0 {
            for i in 0..<Self.voiceCount where voices[i].state == .playing {
                if victim < 0 || voices[i].order < voices[victim].order { victim = i }
            }
        }
        if victim < 0 {
            // Every voice is already fading out for a steal: replace the oldest pending note.
            victim = 0
            for i in 1..<Self.voiceCount where voices[i].order < voices[victim].order { victim = i }
        }
        voices[victim].steal(note: note, velocity: velocity, order: noteCounter)
    }

    private func monoNoteOn(_ note: Int, velocity: Double) {
        let wasHeld = heldCount > 0
        removeHeld(note)
        if heldCount < 128 { held[heldCount] = note; heldCount += 1 }
        let glide = value(.voiceGlide)
        let v = voices
        switch v[0].state {
        case .idle:
            v[0].start(note: note, velocity: velocity, order: noteCounter)
        case .stealing:
            v[0].steal(note: note, velocity: velocity, order: noteCounter)
        case .playing:
            // Legato: a key pressed while another is held glides without restarting the envelopes.
            let retrigger = !(mode == 2 && wasHeld)
            v[0].change(note: note, velocity: velocity, order: noteCounter, glideSeconds: glide,
                        controlRate: controlRate, retrigger: retrigger)
        }
    }

    private func removeHeld(_ note: Int) {
        var j = 0
        for i in 0..<heldCount where held[i] != note { held[j] = held[i]; j += 1 }
        heldCount = j
    }

    private func noteOff(_ note: Int) {
        if mode == 0 {
            for i in 0..<Self.voiceCount {
                voices[i].releasePending(note: note)
                if voices[i].state == .playing && voices[i].gate && voices[i].note == note { voices[i].release() }
            }
            return
        }
        removeHeld(note)
        voices[0].releasePending(note: note)
        guard voices[0].state == .playing, voices[0].gate, voices[0].note == note else { return }
        if heldCount > 0 {
            voices[0].glide(to: held[heldCount - 1], glideSeconds: value(.voiceGlide), controlRate: controlRate)
        } else {
            voices[0].release()
        }
    }

    // MARK: - Control block

    private func beginControlBlock() {
        // A change made while nothing sounds applies at once (e.g. a lesson's patch before its first note).
        if needsSnap && isQuiet { snapAll() }
        needsSnap = false
        let newMode = Int(patch[.voiceMode])
        if newMode != mode {
            releaseAll()
            mode = newMode
        }
        while let e = events.pop() { apply(e) }

        // Settled before stepping: every smoother holds exactly last block's value (and previous).
        let settledAtStart = smoothingSettled
        if !smoothingSettled {
            let count = Param.count
            var settled = true
            for i in 0..<count {
                smoothers[i].step()
                settled = settled && smoothers[i].isSettled
            }
            for i in 0..<4 {
                filterWeights[i].step()
                settled = settled && filterWeights[i].isSettled
            }
            slope.step(); noiseColour.step()
            smoothingSettled = settled && slope.isSettled && noiseColour.isSettled
        }

        // LFOs: global (one set per engine), retriggered by note-ons when asked. An LFO whose depth
        // is exactly 0 on every destination (set to 0 and faded out) contributes exactly nothing:
        // it only keeps its cycle running (`LFO.skip`), without the sine or the depth smoothers.
        var tremolo = 1.0, lfoPitch = 0.0, lfoCutoff = 0.0, lfoWidth = 0.0
        var lfoHeard = false
        for i in 0..<Self.lfoCount {
            let p = Self.lfoParams[i]
            let increment = value(p.rate) * Double(ControlBlock.size) / sampleRate
            let depth = value(p.depth)
            let d = lfoDepth + i * Self.destinations
            // Dormant: found silent and not run since, so its depth smoothers are still all 0.
            if depth == 0 && (lfoDormant[i] || (d[0].isSilent && d[1].isSilent && d[2].isSilent && d[3].isSilent)) {
                lfoDormant[i] = true
                lfos[i].skip(increment: increment)
                continue
            }
            lfoDormant[i] = false
            lfoHeard = true
            let wave = LFO.Wave(rawValue: Int(patch[p.wave])) ?? .sine
            let y = Double(lfos[i].next(wave: wave, increment: increment))
            let dest = Int(patch[p.dest])
            for k in 0..<Self.destinations {
                d[k].target = k == dest ? depth : 0
                d[k].step()
            }
            tremolo *= 1 - d[0].value * (0.5 - 0.5 * y)
            lfoPitch += d[1].value * Self.lfoPitchSemitones * y
            lfoCutoff += d[2].value * Self.lfoCutoffOctaves * y
            lfoWidth += d[3].value * Self.lfoWidthSwing * y
        }

        // With nothing moving (smoothers settled since the last block, no LFO heard) this block's
        // controls are the last block's if that one was such a block too: they are kept, not rebuilt.
        let staticBlock = settledAtStart && !lfoHeard
        if staticBlock && lastBlockStatic {
            for i in 0..<Self.voiceCount where voices[i].isActive && !voices[i].beginSteadyBlock() {
                voices[i].beginBlock(controls, bank: bank, steadyControls: true)
            }
            // Settled values leave every effect decision as it was, unless a delay or reverb tail is
            // running (its quiet count moves): only then is there anything to decide again.
            if delayActive || reverbActive { updateEffects() } else { masterGain = masterGainEnd }
            return
        }
        lastBlockStatic = staticBlock

        var c = controls
        c.osc1Wave = OscillatorWave(index: patch[.osc1Wave])
        c.osc2Wave = OscillatorWave(index: patch[.osc2Wave])
        c.osc1Offset = value(.osc1Octave) * 12 + value(.osc1Semitones) + value(.osc1Fine) / 100
        c.osc2Offset = value(.osc2Octave) * 12 + value(.osc2Semitones) + value(.osc2Fine) / 100
        c.osc1Level = Float(previous(.osc1Level)); c.osc1LevelEnd = Float(value(.osc1Level))
        c.osc2Level = Float(previous(.osc2Level)); c.osc2LevelEnd = Float(value(.osc2Level))
        let w1 = Float((value(.osc1PulseWidth) + lfoWidth).clamped(to: widthRange))
        let w2 = Float((value(.osc2PulseWidth) + lfoWidth).clamped(to: widthRange))
        c.osc1Width = previousWidth1; c.osc1WidthEnd = w1; previousWidth1 = w1
        c.osc2Width = previousWidth2; c.osc2WidthEnd = w2; previousWidth2 = w2
        c.subLevel = Float(previous(.subLevel)); c.subLevelEnd = Float(value(.subLevel))
        c.noiseLevel = Float(previous(.noiseLevel)); c.noiseLevelEnd = Float(value(.noiseLevel))
        c.noisePink = Float(noiseColour.previous); c.noisePinkEnd = Float(noiseColour.value)

        c.ampAttack = value(.ampAttack); c.ampDecay = value(.ampDecay)
        c.ampSustain = value(.ampSustain); c.ampRelease = value(.ampRelease)
        c.modAttack = value(.env2Attack); c.modDecay = value(.env2Decay)
        c.modSustain = value(.env2Sustain); c.modRelease = value(.env2Release)
        c.modToPitch = value(.env2ToPitch)

        c.cutoffLog2 = value(.filterCutoff)
        c.resonance = value(.filterResonance)
        c.keyTrack = value(.filterKeyTrack)
        c.envAmount = value(.filterEnvAmount)
        c.filterWeights = FilterTypeWeights(low: Float(filterWeights[0].value), high: Float(filterWeights[1].value),
                                            band: Float(filterWeights[2].value), notch: Float(filterWeights[3].value))
        c.slopeMix = Float(slope.value)
        c.cutoffMin = cutoffRange.lowerBound
        c.cutoffMax = cutoffRange.upperBound

        c.lfoPitch = lfoPitch
        c.lfoCutoff = lfoCutoff
        c.tremolo = previousTremolo; c.tremoloEnd = Float(tremolo); previousTremolo = Float(tremolo)
        c.velocitySensitivity = value(.voiceVelocity)
        controls = c

        for i in 0..<Self.voiceCount where voices[i].isActive {
            voices[i].beginBlock(controls, bank: bank, steadyControls: staticBlock)
        }
        updateEffects()
    }

    /// Effects: decide which run this block; a bypassed effect costs nothing.
    private func updateEffects() {
        crushActive = !BitCrusher.isBypassed(bits: value(.fxCrushBits), rate: value(.fxCrushRate),
                                             sampleRate: sampleRate, maxBits: maxCrushBits)
            || !BitCrusher.isBypassed(bits: previous(.fxCrushBits), rate: previous(.fxCrushRate),
                                      sampleRate: sampleRate, maxBits: maxCrushBits)
        delayTime = value(.fxDelayTime)
        let delayOn = patch[.fxDelayMix] > 0 || previous(.fxDelayMix) > 0
            || delayQuiet < Int((delayTime + 0.05) * sampleRate)
        if delayOn && !delayActive { delay.activate(delaySeconds: delayTime) }
        delayActive = delayOn
        let reverbOn = patch[.fxReverbMix] > 0 || previous(.fxReverbMix) > 0 || reverbQuiet < Int(0.15 * sampleRate)
        if reverbOn && !reverbActive { reverb.activate() }
        reverbActive = reverbOn
        if reverbActive { reverb.setParameters(decay: value(.fxReverbDecay), damping: value(.fxReverbDamping)) }
        masterGain = masterGainEnd
        if value(.masterVolume) != masterVolumeDB {
            masterVolumeDB = value(.masterVolume)
            masterGainEnd = Float(pow(10, masterVolumeDB / 20))
        }
    }

    // MARK: - Audio

    private func renderPiece(into out: UnsafeMutablePointer<Float>, count n: Int, offset: Int) {
        ControlBlock.clear(mix, count: n)
        for i in 0..<Self.voiceCount where voices[i].isActive {
            voices[i].render(adding: mix, count: n, offset: offset, work: work, tmp: tmp, bank: bank)
        }
        distortion.process(mix, count: n, offset: offset, driveStart: Float(previous(.fxDrive)),
                           driveEnd: Float(value(.fxDrive)))
        if crushActive {
            crusher.process(mix, count: n, offset: offset, bitsStart: previous(.fxCrushBits),
                            bitsEnd: value(.fxCrushBits), rateStart: previous(.fxCrushRate),
                            rateEnd: value(.fxCrushRate), sampleRate: sampleRate)
        }
        if delayActive {
            delayQuiet = delay.process(mix, count: n, offset: offset, time: delayTime,
                                       feedback: Float(previous(.fxDelayFeedback)),
                                       feedbackEnd: Float(value(.fxDelayFeedback)),
                                       mix: Float(previous(.fxDelayMix)), mixEnd: Float(value(.fxDelayMix)),
                                       quietRun: delayQuiet, threshold: Self.silenceThreshold)
        }
        if reverbActive {
            reverbQuiet = reverb.process(mix, count: n, offset: offset, size: value(.fxReverbSize),
                                         mix: Float(previous(.fxReverbMix)), mixEnd: Float(value(.fxReverbMix)),
                                         quietRun: reverbQuiet, threshold: Self.silenceThreshold)
        }
        let g0 = masterGain, gStep = (masterGainEnd - masterGain) / Float(ControlBlock.size)
        if gStep == 0 {
            // A steady volume: g0 + 0·j is g0, so the same products without the ramp.
            if g0 != 1 { for i in 0..<n { mix[i] *= g0 } }
        } else {
            var j = Float(offset)
            for i in 0..<n {
                mix[i] *= g0 + gStep * j
                j += 1
            }
        }
        limiter.process(mix, count: n)
        ControlBlock.copy(mix, to: out, count: n)
        // Quiet run: samples since the last one above the threshold, found from the end backwards
        // (a sounding piece answers at its last sample).
        let threshold = Self.silenceThreshold
        var last = n - 1
        while last >= 0 && !(abs(mix[last]) > threshold) { last -= 1 }
        let quiet = last >= 0 ? n - 1 - last : outputQuiet + n
        outputQuiet = quiet
    }
}

extension Double {
    @inline(__always)
    fileprivate func clamped(to r: ClosedRange<Double>) -> Double { Swift.min(r.upperBound, Swift.max(r.lowerBound, self)) }
}
