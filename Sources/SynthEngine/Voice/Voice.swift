import Foundation

/// One synth voice: two wavetable oscillators (in up to 7 unison copies, with sync and FM: see
/// `OscillatorStack`), a sine sub-oscillator an octave below osc 1, noise, the voice filter, an amp envelope (per sample) and a mod envelope (per control block) routed to
/// pitch and cutoff.
///
/// The engine calls `beginBlock` at every control-block boundary and `render` for each piece of
/// the block (a caller's buffer may end mid-block); per-sample ramps carry across pieces, so the
/// output does not depend on how the block was split.
struct Voice {
    enum State { case idle, playing, stealing }

    private(set) var state: State = .idle
    /// MIDI note sounding (or fading out while stolen).
    private(set) var note = 0
    /// True while the key is held.
    private(set) var gate = false
    /// Start order, for "most recent" and "oldest" decisions.
    private(set) var order: UInt64 = 0
    /// The sounding fundamental in Hz at the last control block, for the waveform view.
    private(set) var fundamental = 0.0

    private var velocity = 1.0
    /// Current pitch in MIDI semitones (moves during glide) and where it is going.
    private var pitch = 60.0, targetPitch = 60.0, glideStep = 0.0

    private var oscillators = OscillatorStack()
    private var sub = WavetableOscillator()
    private var noise: NoiseGenerator
    private var ampEnv = ADSREnvelope(), modEnv = ADSREnvelope()
    private var filter = VoiceFilter()

    // Per-block values and per-sample ramps.
    private var incSub: UInt32 = 0
    private var gSub: Float = 0, gSubStep: Float = 0, gNoise: Float = 0, gNoiseStep: Float = 0
    private var pink: Float = 0, pinkStep: Float = 0
    private var amp: Float = 0, ampStep: Float = 0
    /// Osc 1's frequency behind `incSub` (nan: none yet).
    private var cachedF1 = Double.nan
    /// The last cutoff computation (octaves in, clamped Hz out), to skip exp2 when nothing moved.
    private var cachedOctaves = Double.nan, cachedCutoff = 0.0

    // Stealing: the old note fades out over `stealBlocks` control blocks, then the pending note starts.
    static let stealBlocks = 8
    private var stealBlocksLeft = 0
    private var fade: Float = 1, fadeStep: Float = 0
    private var pendingNote = 0, pendingVelocity = 1.0, pendingGate = true, pendingOrder: UInt64 = 0
    /// Set by `start`: the next block takes the patch's waveforms directly (a new note from silence
    /// has nothing to crossfade from).
    private var fresh = true
    /// The last `beginBlock` ran on steady controls with nothing of the voice's own moving (no glide,
    /// no steal, no new note): its per-block values are what another such block would compute.
    private var steady = false

    init(index: Int) {
        noise = NoiseGenerator(seed: 0x1234_5678 &+ UInt32(index) &* 0x9E37_79B9)
    }

    /// Prepares the envelopes for `sampleRate`. The oscillator stack allocated its copies when the
    /// voice was made: `deallocate` at the end.
    mutating func prepare(sampleRate: Double) {
        ampEnv.prepare(stepRate: sampleRate)
        modEnv.prepare(stepRate: sampleRate / Double(ControlBlock.size))
        reset()
    }

    mutating func reset() {
        state = .idle
        gate = false
        ampEnv.reset(); modEnv.reset()
        filter.reset(); noise.reset()
        oscillators.reset(); sub.reset()
        fade = 1; fadeStep = 0; stealBlocksLeft = 0
        steady = false
    }

    func deallocate() { oscillators.deallocate() }

    var isActive: Bool { state != .idle }
    /// Current amp-envelope level (the quietest releasing voice is stolen first).
    var level: Double { ampEnv.level }
    var isReleasing: Bool { state == .playing && !gate }

    /// Starts a note from silence (phases reset so every note begins the same way).
    mutating func start(note: Int, velocity: Double, order: UInt64) {
        self.note = note
        self.velocity = velocity
        self.order = order
        pitch = Double(note); targetPitch = pitch; glideStep = 0
        oscillators.reset(); sub.reset()
        filter.reset()
        ampEnv.reset(); modEnv.reset()
        ampEnv.gateOn(); modEnv.gateOn()
        cachedF1 = .nan
        gate = true
        state = .playing
        fade = 1; fadeStep = 0
        fresh = true
        steady = false
    }

    /// Plays a new note on a sounding voice (mono/legato, or the same key again in poly): moves the
    /// pitch (gliding over `glideSeconds` if > 0) and, if `retrigger`, restarts both envelopes from
    /// their current levels.
    mutating func change(note: Int, velocity: Double, order: UInt64, glideSeconds: Double,
                         controlRate: Double, retrigger: Bool) {
        self.note = note
        self.order = order
        targetPitch = Double(note)
        if glideSeconds > 0 {
            glideStep = abs(targetPitch - pitch) / max(1, glideSeconds * controlRate)
        } else {
            pitch = targetPitch
            glideStep = 0
        }
        gate = true
        steady = false
        if retrigger {
            self.velocity = velocity
            ampEnv.gateOn(); modEnv.gateOn()
        }
    }

    /// Glides to another held note without retriggering (a mono key released, an older key still held).
    mutating func glide(to note: Int, glideSeconds: Double, controlRate: Double) {
        change(note: note, velocity: velocity, order: order, glideSeconds: glideSeconds,
               controlRate: controlRate, retrigger: false)
    }

    mutating func release() {
        gate = false
        ampEnv.gateOff(); modEnv.gateOff()
    }

    /// Fades this voice out quickly, then starts `note` on it.
    mutating func steal(note: Int, velocity: Double, order: UInt64) {
        if state != .stealing {
            state = .stealing
            stealBlocksLeft = Self.stealBlocks
            fadeStep = -fade / Float(Self.stealBlocks * ControlBlock.size)
        }
        pendingNote = note; pendingVelocity = velocity; pendingGate = true; pendingOrder = order
        steady = false
    }

    /// Key-up for the note waiting behind a steal fade.
    mutating func releasePending(note: Int) {
        if state == .stealing && pendingNote == note { pendingGate = false }
    }

    var pendingKey: Int? { state == .stealing ? pendingNote : nil }

    /// Control-rate update at a block boundary. `steadyControls`: `c` is exactly the last block's and
    /// carries no ramps (the engine's smoothers are settled and no LFO is heard).
    mutating func beginBlock(_ c: VoiceControls, bank: WavetableBank, steadyControls: Bool) {
        if steadyControls && beginSteadyBlock() { return }
        if state == .stealing {
            if stealBlocksLeft == 0 {
                start(note: pendingNote, velocity: pendingVelocity, order: pendingOrder)
                if !pendingGate { release() }
            } else {
                stealBlocksLeft -= 1
            }
        }
        let n = Float(ControlBlock.size), fs = c.sampleRate

        // Glide moves a fixed number of semitones per block so the slide takes the set time.
        if pitch != targetPitch {
            if glideStep <= 0 || abs(targetPitch - pitch) <= glideStep { pitch = targetPitch } else {
                pitch += targetPitch > pitch ? glideStep : -glideStep
            }
        }

        modEnv.set(attack: c.modAttack, decay: c.modDecay, sustain: c.modSustain, release: c.modRelease)
        ampEnv.set(attack: c.ampAttack, decay: c.ampDecay, sustain: c.ampSustain, release: c.ampRelease)
        let mod = modEnv.next()

        let base = pitch + c.modToPitch * mod + c.lfoPitch
        oscillators.beginBlock(pitch: base, c, fresh: fresh)
        fresh = false
        let f1 = oscillators.f1, f2 = oscillators.f2
        if f1 != cachedF1 {
            cachedF1 = f1
            incSub = WavetableOscillator.increment(normalizedFrequency: f1 / (2 * fs))
        }
        // The period the waveform view should lock to: osc 1 (an octave lower with the sub mixed in),
        // or osc 2 when it plays alone.
        if c.osc1LevelEnd > 0 || c.osc2LevelEnd == 0 {
            fundamental = c.subLevelEnd > 0 ? f1 / 2 : f1
        } else {
            fundamental = c.subLevelEnd > 0 ? min(f2, f1 / 2) : f2
        }
        sub.setWave(.sine, crossfade: false)

        gSub = c.subLevel; gSubStep = (c.subLevelEnd - c.subLevel) / n
        gNoise = c.noiseLevel; gNoiseStep = (c.noiseLevelEnd - c.noiseLevel) / n
        pink = c.noisePink; pinkStep = (c.noisePinkEnd - c.noisePink) / n

        // Velocity sensitivity s: gain = 1 - s + s·velocity (at 100%, half velocity is 6 dB quieter;
        // at 0% every key press plays full level).
        let velocityGain = Float(1 - c.velocitySensitivity + c.velocitySensitivity * velocity)
        amp = velocityGain * c.tremolo
        ampStep = (velocityGain * c.tremoloEnd - amp) / n

        // Cutoff in octaves: knob + key tracking around middle C + mod envelope + LFO.
        let octaves = c.cutoffLog2 + c.keyTrack * (pitch - 60) / 12 + c.envAmount * mod + c.lfoCutoff
        if octaves != cachedOctaves {
            cachedOctaves = octaves
            cachedCutoff = min(c.cutoffMax, max(c.cutoffMin, exp2(octaves)))
        }
        filter.set(cutoff: cachedCutoff, sampleRate: fs, q: c.resonance, weights: c.filterWeights, slopeMix: c.slopeMix)
        // The filter's ramps and every gain ramp above now end where they start; with the same
        // controls again, the next block would repeat all of it. The mod envelope and the pitch must
        // not move anything either.
        steady = steadyControls && state == .playing && pitch == targetPitch && c.modToPitch == 0 && c.envAmount == 0
            && filter.isSteady
    }

    /// The control-rate update when the engine's controls are exactly the last block's (steady): if the
    /// voice is steady too, nothing `beginBlock` computes can differ from the last block's, except the
    /// mod envelope's own progress, which nothing hears (its amounts were 0 when `steady` was set,
    /// and steady controls keep them 0), so only that runs. Returns false when the full update is needed.
    /// Steady (see `beginSteadyBlock`), holding its sustain level with no steal fade: its next blocks
    /// can render as one piece.
    var canRenderSteadily: Bool { steady && state == .playing && ampEnv.isSteady && fadeStep == 0 }

    @inline(__always)
    mutating func beginSteadyBlock() -> Bool {
        guard steady && state == .playing else { return false }
        _ = modEnv.next()
        return true
    }

    /// Adds `count` samples (within one control block) to `mix`. `work`, `tmp`, `mod`: scratch buffers.
    /// `offset` is the position of `mix[0]` in the control block.
    mutating func render(adding mix: UnsafeMutablePointer<Float>, count: Int, offset: Int,
                         work: UnsafeMutablePointer<Float>, tmp: UnsafeMutablePointer<Float>,
                         mod: UnsafeMutablePointer<Float>, bank: WavetableBank) {
        guard state != .idle else { return }
        ControlBlock.clear(work, count: count)
        oscillators.render(adding: work, count: count, offset: offset, mod: mod, bank: bank)
        if gSub != 0 || gSubStep != 0 {
            sub.render(adding: work, count: count, offset: offset, increment: incSub, level: 0, gain: gSub, gainStep: gSubStep,
                       width: 0.5, widthStep: 0, bank: bank)
        } else {
            sub.skip(count: count, increment: incSub)
        }
        if gNoise != 0 || gNoiseStep != 0 {
            noise.render(adding: work, count: count, offset: offset, gain: gNoise, gainStep: gNoiseStep, pinkMix: pink,
                         pinkMixStep: pinkStep)
        }
        filter.process(work, count: count, offset: offset, tmp: tmp)

        // The steal fade is a recursion carried across pieces (identical however the block is split).
        var f = fade
        let a = amp, aStep = ampStep, fStep = fadeStep
        if ampEnv.isSteady && fStep == 0 {
            // Sustain: a constant envelope (the common case), the same arithmetic without the stepping.
            let env = Float(ampEnv.level)
            if aStep == 0 {
                // No tremolo or velocity ramp either: a + 0·j is a, the same products without the ramp.
                for i in 0..<count { mix[i] += work[i] * env * a * f }
                return
            }
            for i in 0..<count { mix[i] += work[i] * env * (a + aStep * Float(offset &+ i)) * f }
            return
        }
        for i in 0..<count {
            let env = Float(ampEnv.next())
            mix[i] += work[i] * env * (a + aStep * Float(offset &+ i)) * f
            f = max(0, f + fStep)
        }
        fade = f
        if !ampEnv.isActive && state == .playing { state = .idle }
    }
}
