import Testing
@testable import SynthEngine

/// Which voice plays which key: the allocator's rules on their own, read from the voices' states.
struct VoiceAllocatorTests {
    static let fs = 48_000.0

    /// An allocator in `mode`, torn down after `body`.
    static func withAllocator(_ mode: VoiceAllocator.Mode, _ body: (inout VoiceAllocator) -> Void) {
        var a = VoiceAllocator()
        a.prepare(sampleRate: fs, maxFrames: ControlBlock.size)
        defer { a.deallocate() }
        a.setMode(mode)
        body(&a)
    }

    /// The notes sounding or waiting behind a steal fade, per voice (nil: idle).
    static func notes(_ a: VoiceAllocator) -> [Int?] {
        (0..<VoiceAllocator.voiceCount).map { i in
            let v = a.voice(i)
            return v.pendingKey ?? (v.isActive ? v.note : nil)
        }
    }

    @Test("poly: each key takes a free voice, and the same key again reuses its own")
    func polyFreeVoicesAndRepeats() {
        Self.withAllocator(.poly) { a in
            a.noteOn(60, velocity: 1, glide: 0)
            a.noteOn(64, velocity: 1, glide: 0)
            a.noteOn(60, velocity: 0.5, glide: 0)
            #expect(a.activeCount == 2)
            #expect(Self.notes(a) == [60, 64, nil, nil, nil, nil, nil, nil])
            a.noteOff(60, glide: 0)
            #expect(a.voice(0).isReleasing && !a.voice(1).isReleasing)
        }
    }

    @Test("poly: with every voice busy a releasing voice is stolen first, then the oldest held one")
    func polyStealing() {
        Self.withAllocator(.poly) { a in
            for k in 0..<8 { a.noteOn(60 + k, velocity: 1, glide: 0) }
            a.noteOff(63, glide: 0)
            a.noteOn(80, velocity: 1, glide: 0)
            // The released key's voice fades out for the new one; the other held keys keep theirs.
            #expect(a.voice(3).state == .stealing)
            #expect(Self.notes(a) == [60, 61, 62, 80, 64, 65, 66, 67])
            a.noteOn(81, velocity: 1, glide: 0)
            // Nothing releasing now: the oldest held key (60) gives way.
            #expect(a.voice(0).state == .stealing)
            #expect(Self.notes(a) == [81, 61, 62, 80, 64, 65, 66, 67])
        }
    }

    @Test("mono: one voice, the newest key sounds, and lifting it returns to the newest key still held")
    func monoLastNotePriority() {
        Self.withAllocator(.mono) { a in
            for note in [48, 55, 60] { a.noteOn(note, velocity: 1, glide: 0) }
            #expect(a.activeCount == 1)
            #expect(a.voice(0).note == 60)
            a.noteOff(60, glide: 0)
            #expect(a.voice(0).note == 55 && a.voice(0).gate)
            // Lifting a key that is held but not sounding changes nothing audible...
            a.noteOff(48, glide: 0)
            #expect(a.voice(0).note == 55 && a.voice(0).gate)
            // ...and it is gone from the stack: lifting the last key releases the voice.
            a.noteOff(55, glide: 0)
            #expect(a.voice(0).note == 55 && !a.voice(0).gate)
            // A key pressed twice is held once.
            a.noteOn(50, velocity: 1, glide: 0)
            a.noteOn(52, velocity: 1, glide: 0)
            a.noteOn(50, velocity: 1, glide: 0)
            a.noteOff(50, glide: 0)
            #expect(a.voice(0).note == 52 && a.voice(0).gate)
        }
    }

    @Test("switching between poly and mono releases every note and forgets the held keys")
    func modeSwitchReleases() {
        Self.withAllocator(.mono) { a in
            a.noteOn(48, velocity: 1, glide: 0)
            a.noteOn(55, velocity: 1, glide: 0)
            a.setMode(.poly)
            #expect(!a.voice(0).gate)
            a.setMode(.mono)
            a.noteOn(60, velocity: 1, glide: 0)
            a.noteOff(60, glide: 0)
            // No stale key to fall back to.
            #expect(a.voice(0).note == 60 && !a.voice(0).gate)
        }
    }

    /// Amp level of voice 0 after holding one key at sustain, then pressing a second one.
    static func levelAfterSecondKey(_ mode: VoiceAllocator.Mode) -> (held: Double, after: Double) {
        var c = VoiceControls(sampleRate: fs)
        c.ampAttack = 0.001; c.ampDecay = 0.01; c.ampSustain = 0.3
        let mix = UnsafeMutablePointer<Float>.allocate(capacity: ControlBlock.size)
        defer { mix.deallocate() }
        var result = (held: 0.0, after: 0.0)
        withAllocator(mode) { a in
            func run(blocks: Int) {
                for _ in 0..<blocks {
                    a.beginBlock(c, bank: .shared, steadyControls: false)
                    a.render(adding: mix, count: ControlBlock.size, offset: 0, bank: .shared)
                }
            }
            a.noteOn(57, velocity: 1, glide: 0)
            run(blocks: 300)
            result.held = a.voice(0).level
            a.noteOn(60, velocity: 1, glide: 0)
            run(blocks: 3)
            result.after = a.voice(0).level
        }
        return result
    }

    @Test("mono restarts the envelope on every key; legato only from silence")
    func legatoKeepsTheEnvelope() {
        let mono = Self.levelAfterSecondKey(.mono), legato = Self.levelAfterSecondKey(.legato)
        #expect(abs(mono.held - 0.3) < 1e-9 && abs(legato.held - 0.3) < 1e-9)
        #expect(mono.after > 0.5, "mono attacks again: \(mono.after)")
        #expect(legato.after == legato.held, "legato stays at sustain: \(legato.after)")
    }
}
