/// Who plays which note: the engine's voices and the rules that hand keys to them.
///
/// Poly: a key takes a free voice; the same key again retriggers its own voice; with none free it
/// steals the quietest releasing voice, else the oldest held one (which fades out over ~2.7 ms, see
/// `Voice.steal`). Mono and legato: one voice and a stack of held keys with last-note priority:
/// releasing the sounding key glides back to the newest key still held. Mono retriggers the envelopes
/// on every key; legato only when no other key was held.
///
/// Also runs the voices' control-block updates and sums their audio (`render`).
struct VoiceAllocator {
    enum Mode: Int {
        case poly, mono, legato

        /// The mode a `voice.mode` value (an option index) selects.
        init(_ value: Double) { self = Mode(rawValue: Int(value)) ?? .poly }
    }

    static let voiceCount = 8
    /// Keys remembered in mono/legato (one per MIDI note: a key is held at most once).
    static let maxHeld = 128

    private var voices = UnsafeMutableBufferPointer<Voice>(start: nil, count: 0)
    /// Keys held in mono/legato mode, oldest first (the note to return to when the top key lifts).
    private var held = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)
    private var heldCount = 0
    private(set) var mode = Mode.poly
    /// Counts note-ons: a voice's `order`, for "oldest" and "most recent".
    private var noteCounter: UInt64 = 0
    private var controlRate = 3_000.0
    /// Scratch for one voice's sources and its filter (`Voice.render`), `maxFrames` each.
    private var work = UnsafeMutableBufferPointer<Float>(start: nil, count: 0)
    private var tmp = UnsafeMutableBufferPointer<Float>(start: nil, count: 0)
    /// Scratch for osc 2's signal when it syncs or modulates (`OscillatorStack.render`).
    private var mod = UnsafeMutableBufferPointer<Float>(start: nil, count: 0)

    /// Allocates the voices and `maxFrames` of scratch (the longest piece `render` is given). Call once.
    mutating func prepare(sampleRate: Double, maxFrames: Int) {
        controlRate = sampleRate / Double(ControlBlock.size)
        voices = .allocate(capacity: Self.voiceCount)
        for i in 0..<Self.voiceCount {
            var v = Voice(index: i)
            v.prepare(sampleRate: sampleRate)
            voices.initializeElement(at: i, to: v)
        }
        held = .allocate(capacity: Self.maxHeld)
        held.initialize(repeating: 0)
        work = .allocate(capacity: maxFrames)
        work.initialize(repeating: 0)
        tmp = .allocate(capacity: maxFrames)
        tmp.initialize(repeating: 0)
        mod = .allocate(capacity: maxFrames)
        mod.initialize(repeating: 0)
    }

    func deallocate() {
        for i in 0..<Self.voiceCount { voices[i].deallocate() }
        _ = voices.deinitialize()
        voices.deallocate(); held.deallocate(); work.deallocate(); tmp.deallocate(); mod.deallocate()
    }

    /// Silences every voice at once and forgets the held keys.
    mutating func reset() {
        for i in 0..<Self.voiceCount { voices[i].reset() }
        heldCount = 0
    }

    /// Switching between poly and mono/legato releases every note first (a held stack and a poly
    /// voice set mean different things).
    mutating func setMode(_ newMode: Mode) {
        guard newMode != mode else { return }
        releaseAll()
        mode = newMode
    }

    // MARK: - Keys

    /// A key down. `glide`: the glide time in seconds (mono and legato only).
    mutating func noteOn(_ note: Int, velocity: Double, glide: Double) {
        noteCounter += 1
        if mode == .poly { polyNoteOn(note, velocity: velocity) } else { monoNoteOn(note, velocity: velocity, glide: glide) }
    }

    /// A key up. `glide`: the glide time back to a key still held (mono and legato).
    mutating func noteOff(_ note: Int, glide: Double) {
        if mode == .poly {
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
            voices[0].glide(to: held[heldCount - 1], glideSeconds: glide, controlRate: controlRate)
        } else {
            voices[0].release()
        }
    }

    /// Every key up, including notes still waiting behind a steal fade.
    mutating func releaseAll() {
        for i in 0..<Self.voiceCount {
            if let k = voices[i].pendingKey { voices[i].releasePending(note: k) }
            if voices[i].isActive { voices[i].release() }
        }
        heldCount = 0
    }

    private mutating func polyNoteOn(_ note: Int, velocity: Double) {
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
        // Steal: the quietest releasing voice, else the oldest held one.
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

    private mutating func monoNoteOn(_ note: Int, velocity: Double, glide: Double) {
        let wasHeld = heldCount > 0
        removeHeld(note)
        if heldCount < Self.maxHeld { held[heldCount] = note; heldCount += 1 }
        switch voices[0].state {
        case .idle:
            voices[0].start(note: note, velocity: velocity, order: noteCounter)
        case .stealing:
            voices[0].steal(note: note, velocity: velocity, order: noteCounter)
        case .playing:
            // Legato: a key pressed while another is held glides without restarting the envelopes.
            let retrigger = !(mode == .legato && wasHeld)
            voices[0].change(note: note, velocity: velocity, order: noteCounter, glideSeconds: glide,
                             controlRate: controlRate, retrigger: retrigger)
        }
    }

    private mutating func removeHeld(_ note: Int) {
        var j = 0
        for i in 0..<heldCount where held[i] != note { held[j] = held[i]; j += 1 }
        heldCount = j
    }

    // MARK: - Control blocks and audio

    /// The control-block update of every sounding voice. `steadyControls`: see `Voice.beginBlock`.
    @inline(__always)
    mutating func beginBlock(_ controls: VoiceControls, bank: WavetableBank, steadyControls: Bool) {
        for i in 0..<Self.voiceCount where voices[i].isActive {
            voices[i].beginBlock(controls, bank: bank, steadyControls: steadyControls)
        }
    }

    /// The update for a block whose controls repeat the last block's exactly: a steady voice only
    /// steps its mod envelope (`Voice.beginSteadyBlock`), any other gets the full update.
    @inline(__always)
    mutating func beginRepeatedBlock(_ controls: VoiceControls, bank: WavetableBank) {
        for i in 0..<Self.voiceCount where voices[i].isActive && !voices[i].beginSteadyBlock() {
            voices[i].beginBlock(controls, bank: bank, steadyControls: true)
        }
    }

    /// Every sounding voice is steady and holds its level: its coming blocks can render as one piece.
    var canRenderSteadily: Bool {
        for i in 0..<Self.voiceCount where voices[i].isActive && !voices[i].canRenderSteadily { return false }
        return true
    }

    /// `blocks` control-block updates of voices that `canRenderSteadily`.
    mutating func beginSteadyBlocks(_ blocks: Int) {
        for i in 0..<Self.voiceCount where voices[i].isActive {
            for _ in 0..<blocks { _ = voices[i].beginSteadyBlock() }
        }
    }

    /// Adds every sounding voice to `mix` (`count` ≤ `maxFrames`; `offset`: see `Voice.render`).
    @inline(__always)
    mutating func render(adding mix: UnsafeMutablePointer<Float>, count: Int, offset: Int, bank: WavetableBank) {
        let work = work.baseAddress.unsafelyUnwrapped, tmp = tmp.baseAddress.unsafelyUnwrapped
        let mod = mod.baseAddress.unsafelyUnwrapped
        for i in 0..<Self.voiceCount where voices[i].isActive {
            voices[i].render(adding: mix, count: count, offset: offset, work: work, tmp: tmp, mod: mod, bank: bank)
        }
    }

    // MARK: - State

    /// A copy of the voice at `index`, for tests.
    func voice(_ index: Int) -> Voice { voices[index] }

    var isAnyActive: Bool {
        for i in 0..<Self.voiceCount where voices[i].isActive { return true }
        return false
    }

    var activeCount: Int {
        var n = 0
        for i in 0..<Self.voiceCount where voices[i].isActive { n += 1 }
        return n
    }

    /// The fundamental of the most recently started voice still sounding, or nil.
    var currentFrequency: Double? {
        var best: Int?
        for i in 0..<Self.voiceCount where voices[i].isActive {
            if best == nil || voices[i].order > voices[best!].order { best = i }
        }
        return best.map { voices[$0].fundamental }
    }
}
