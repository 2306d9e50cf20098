import Foundation

/// Osc 1 and osc 2 of one voice, in up to `maxCopies` unison copies, with osc 2 optionally hard-synced
/// to osc 1 and osc 1 optionally phase-modulated by osc 2 (two-operator FM). Each copy is a full pair:
/// copy k's osc 2 syncs to and modulates copy k's osc 1.
///
/// Unison: copies are detuned across ±`detune` cents, centre first and then outwards (so going from
/// 1 to 3 copies keeps the note's own oscillators where they were), each starting at its own fixed
/// phase (k·2^32/φ: spread, never lined up, the same at every note-on). The copy count glides with
/// its smoother: copy k's weight is clamp(count - k, 0, 1), so copies fade in and out instead of
/// clicking, and the copies are scaled by 1/√(Σ weight²): detuned copies add in power, so the
/// loudness stays that of one copy. The engine is mono, so the copies have no stereo spread.
///
/// With one copy, no sync and no FM (the defaults) `render` runs exactly the code a voice ran before
/// these existed: the same calls with the same gains, so the output is bit-identical.
///
/// The arrays live in memory allocated by `init` (a voice is made in the engine's `prepare`) and freed
/// by `deallocate`; nothing allocates later.
struct OscillatorStack {
    static let maxCopies = 7
    /// FM sidebands reach about (index + 1)·modulator Hz around the carrier (Carson's rule); the
    /// index is limited so that stays below this fraction of the sample rate (see `beginBlock`).
    static let fmCeiling = 0.45

    // Allocated once, by `init` (a voice is made in the engine's `prepare`), and freed by `deallocate`.
    // Not placeholders replaced later: `.allocate(capacity: 0)` is a real 32-byte block in glibc, and
    // eight of them per voice, overwritten unfreed, leaked 2 kB per engine, one engine per student
    // connection (issue 23: 54.5 -> 98.3 MB over 20,000 connections; valgrind's leak check found them).
    private let osc1: UnsafeMutablePointer<WavetableOscillator>
    private let osc2: UnsafeMutablePointer<WavetableOscillator>
    private let inc1: UnsafeMutablePointer<UInt32>
    private let inc2: UnsafeMutablePointer<UInt32>
    private let mip1: UnsafeMutablePointer<Int>
    private let mip2: UnsafeMutablePointer<Int>
    /// Each copy's share of the levels at the block's start and end (1 and 1 for a single copy).
    private let weight: UnsafeMutablePointer<Float>
    private let weightEnd: UnsafeMutablePointer<Float>

    /// Copies rendered in this block (those with a weight above 0 at its start or end).
    private(set) var copies = 1
    /// One copy at full weight, no sync, no FM: the plain voice (see `render`).
    private var plain = true
    private var sync = false
    /// FM index in radians at the block's start, and its step per sample.
    private var fm: Float = 0, fmStep: Float = 0
    /// Levels (start, per-sample step) and pulse widths of the block.
    private var g1: Float = 0, g1Step: Float = 0, g2: Float = 0, g2Step: Float = 0
    private var w1: Float = 0.5, w1Step: Float = 0, w2: Float = 0.5, w2Step: Float = 0

    /// Inputs of the last pitch computation (nan: none yet), to skip exp2 when nothing moved.
    private var cachedPitch = Double.nan, cachedOffset1 = 0.0, cachedOffset2 = 0.0
    private var cachedDetune = 0.0, cachedTarget = 0, cachedFMPeak = -1.0
    /// The note's own frequencies (no detune), for the sub-oscillator and the waveform view.
    private(set) var f1 = 0.0, f2 = 0.0

    init() {
        let n = Self.maxCopies
        osc1 = .allocate(capacity: n); osc1.initialize(repeating: WavetableOscillator(), count: n)
        osc2 = .allocate(capacity: n); osc2.initialize(repeating: WavetableOscillator(), count: n)
        inc1 = .allocate(capacity: n); inc1.initialize(repeating: 0, count: n)
        inc2 = .allocate(capacity: n); inc2.initialize(repeating: 0, count: n)
        mip1 = .allocate(capacity: n); mip1.initialize(repeating: 0, count: n)
        mip2 = .allocate(capacity: n); mip2.initialize(repeating: 0, count: n)
        weight = .allocate(capacity: n); weight.initialize(repeating: 0, count: n)
        weightEnd = .allocate(capacity: n); weightEnd.initialize(repeating: 0, count: n)
        weight[0] = 1; weightEnd[0] = 1
    }

    func deallocate() {
        for p in [weight, weightEnd] { p.deallocate() }
        osc1.deallocate(); osc2.deallocate(); inc1.deallocate(); inc2.deallocate()
        mip1.deallocate(); mip2.deallocate()
    }

    /// Every copy back to its starting phase (a note starts from silence).
    mutating func reset() {
        for k in 0..<Self.maxCopies {
            osc1[k].reset(phase: Self.startPhase(k)); osc2[k].reset(phase: Self.startPhase(k))
        }
        cachedPitch = .nan
    }

    /// Copy k's phase at a note's start: 0 for the note's own pair, then k·2^32/φ (mod 2^32), the
    /// golden-ratio sequence, which keeps any number of copies far from lining up.
    @inline(__always)
    static func startPhase(_ k: Int) -> UInt32 { UInt32(truncatingIfNeeded: UInt64(k) &* 2_654_435_769) }

    /// Where copy k sits in the detune spread (-1...1) among n copies: the centre (odd n) first,
    /// then outwards, above before below.
    @inline(__always)
    static func position(_ k: Int, of n: Int) -> Double {
        guard n > 1 else { return 0 }
        let outward: Int, above: Bool
        if n % 2 == 1 {
            if k == 0 { return 0 }
            outward = 2 * ((k + 1) / 2); above = k % 2 == 1      // grid steps of 2/(n-1) from the centre
        } else {
            outward = 2 * (k / 2) + 1; above = k % 2 == 0        // odd steps of 1/(n-1) from the centre
        }
        let x = Double(outward) / Double(n - 1)
        return above ? x : -x
    }

    /// Copy k's weight for a (smoothed) copy count.
    @inline(__always)
    private static func weight(_ k: Int, _ count: Double) -> Double { min(1, max(0, count - Double(k))) }

    @inline(__always)
    private static func hz(_ midi: Double) -> Double { 440 * exp2((midi - 69) / 12) }

    /// The control-block update: pitch in MIDI semitones (glide, envelope and vibrato included), the
    /// block's controls. `fresh`: a new note (waves taken directly, no crossfade).
    @inline(__always)
    mutating func beginBlock(pitch base: Double, _ c: VoiceControls, fresh: Bool) {
        let fs = c.sampleRate, n = Float(ControlBlock.size)
        if c.unisonTarget == 1 && c.unison == 1 && c.unisonEnd == 1 && c.fm == 0 && c.fmEnd == 0 {
            // The plain voice: only the work a voice did before unison and FM existed, so the
            // common patch pays nothing for them at the control rate either.
            if base != cachedPitch || c.osc1Offset != cachedOffset1 || c.osc2Offset != cachedOffset2 || cachedTarget != 1
                || cachedFMPeak != 0 {
                cachedPitch = base; cachedOffset1 = c.osc1Offset; cachedOffset2 = c.osc2Offset
                cachedTarget = 1; cachedFMPeak = 0
                f1 = Self.hz(base + c.osc1Offset)
                f2 = Self.hz(base + c.osc2Offset)
                inc1[0] = WavetableOscillator.increment(normalizedFrequency: f1 / fs)
                inc2[0] = WavetableOscillator.increment(normalizedFrequency: f2 / fs)
                mip1[0] = WavetableBank.level(forNormalizedFrequency: f1 / fs)
                mip2[0] = WavetableBank.level(forNormalizedFrequency: f2 / fs)
            }
            copies = 1; sync = c.sync; fm = 0; fmStep = 0
            weight[0] = 1; weightEnd[0] = 1
            plain = !sync
            osc1[0].setWave(c.osc1Wave, crossfade: !fresh)
            osc2[0].setWave(c.osc2Wave, crossfade: !fresh)
            setLevels(c)
            return
        }
        let target = c.unisonTarget
        copies = min(Self.maxCopies, max(1, Int(max(c.unison, c.unisonEnd).rounded(.up))))
        sync = c.sync
        // FM: limited so the sidebands stay under the ceiling (a high note gets a smaller index).
        var fmStart = c.fm, fmEnd = c.fmEnd
        let fmOn = fmStart > 0 || fmEnd > 0

        let pitchMoved = base != cachedPitch || c.osc1Offset != cachedOffset1 || c.osc2Offset != cachedOffset2
        if pitchMoved {
            f1 = Self.hz(base + c.osc1Offset)
            f2 = Self.hz(base + c.osc2Offset)
        }
        if fmOn {
            let limit = max(0, (Self.fmCeiling * fs - f1) / f2 - 1)
            fmStart = min(fmStart, limit); fmEnd = min(fmEnd, limit)
        }
        fm = Float(fmStart); fmStep = Float(fmEnd - fmStart) / n
        let fmPeak = fmOn ? max(fmStart, fmEnd) : 0
        if pitchMoved || c.unisonDetune != cachedDetune || target != cachedTarget || fmPeak != cachedFMPeak {
            cachedPitch = base; cachedOffset1 = c.osc1Offset; cachedOffset2 = c.osc2Offset
            cachedDetune = c.unisonDetune; cachedTarget = target; cachedFMPeak = fmPeak
            for k in 0..<Self.maxCopies where k == 0 || k < max(target, copies) {
                // Copy 0 of a single copy gets exactly the note's frequencies (no detune added).
                let cents = target > 1 ? c.unisonDetune * Self.position(k, of: target) : 0
                let a = cents == 0 ? f1 : Self.hz(base + c.osc1Offset + cents / 100)
                let b = cents == 0 ? f2 : Self.hz(base + c.osc2Offset + cents / 100)
                inc1[k] = WavetableOscillator.increment(normalizedFrequency: a / fs)
                inc2[k] = WavetableOscillator.increment(normalizedFrequency: b / fs)
                // Under FM the carrier's partials sweep up to its frequency plus index × modulator:
                // its table is chosen for that peak, so a saw carrier stays band-limited too.
                mip1[k] = WavetableBank.level(forNormalizedFrequency: (a + fmPeak * b) / fs)
                mip2[k] = WavetableBank.level(forNormalizedFrequency: b / fs)
            }
        }

        // Weights of the copies, normalised to 1/√(Σ weight²); exactly 1 for a single copy.
        if copies == 1 && c.unison == 1 && c.unisonEnd == 1 {
            weight[0] = 1; weightEnd[0] = 1
        } else {
            var s0 = 0.0, s1 = 0.0
            for k in 0..<copies {
                s0 += Self.weight(k, c.unison) * Self.weight(k, c.unison)
                s1 += Self.weight(k, c.unisonEnd) * Self.weight(k, c.unisonEnd)
            }
            let n0 = 1 / s0.squareRoot(), n1 = 1 / s1.squareRoot()
            for k in 0..<copies {
                let w0 = Self.weight(k, c.unison)
                // A copy fading in starts from its own phase with the patch's waves at once (a
                // crossfade from whatever shape it last had would be heard while it fades in).
                if w0 == 0 && k > 0 {
                    osc1[k].reset(phase: Self.startPhase(k)); osc2[k].reset(phase: Self.startPhase(k))
                    osc1[k].setWave(c.osc1Wave, crossfade: false); osc2[k].setWave(c.osc2Wave, crossfade: false)
                }
                weight[k] = Float(w0 * n0); weightEnd[k] = Float(Self.weight(k, c.unisonEnd) * n1)
            }
            for k in copies..<Self.maxCopies { weight[k] = 0; weightEnd[k] = 0 }
        }
        for k in 0..<copies {
            osc1[k].setWave(c.osc1Wave, crossfade: !fresh)
            osc2[k].setWave(c.osc2Wave, crossfade: !fresh)
        }
        plain = copies == 1 && !sync && fm == 0 && fmStep == 0 && weight[0] == 1 && weightEnd[0] == 1
        setLevels(c)
    }

    @inline(__always)
    private mutating func setLevels(_ c: VoiceControls) {
        let n = Float(ControlBlock.size)
        g1 = c.osc1Level; g1Step = (c.osc1LevelEnd - c.osc1Level) / n
        g2 = c.osc2Level; g2Step = (c.osc2LevelEnd - c.osc2Level) / n
        w1 = c.osc1Width; w1Step = (c.osc1WidthEnd - c.osc1Width) / n
        w2 = c.osc2Width; w2Step = (c.osc2WidthEnd - c.osc2Width) / n
    }

    /// Adds `count` samples of every copy to `work` (`offset`: position of `work[0]` in the block).
    /// `mod`: scratch for osc 2's signal when it syncs or modulates.
    @inline(__always)
    mutating func render(adding work: UnsafeMutablePointer<Float>, count: Int, offset: Int,
                         mod: UnsafeMutablePointer<Float>, bank: WavetableBank) {
        if plain {
            // The plain voice, exactly as before unison, sync and FM existed.
            if g1 != 0 || g1Step != 0 {
                osc1[0].render(adding: work, count: count, offset: offset, increment: inc1[0], level: mip1[0], gain: g1,
                               gainStep: g1Step, width: w1, widthStep: w1Step, bank: bank)
            } else {
                osc1[0].skip(count: count, increment: inc1[0])
            }
            if g2 != 0 || g2Step != 0 {
                osc2[0].render(adding: work, count: count, offset: offset, increment: inc2[0], level: mip2[0], gain: g2,
                               gainStep: g2Step, width: w2, widthStep: w2Step, bank: bank)
            } else {
                osc2[0].skip(count: count, increment: inc2[0])
            }
            return
        }
        let n = Float(ControlBlock.size)
        let fmOn = fm != 0 || fmStep != 0
        for k in 0..<copies {
            // This copy's levels: the oscillator level times the copy's weight, start and end of block.
            let a0 = g1 * weight[k], a1 = (g1 + g1Step * n) * weightEnd[k]
            let b0 = g2 * weight[k], b1 = (g2 + g2Step * n) * weightEnd[k]
            let aStep = (a1 - a0) / n, bStep = (b1 - b0) / n
            let osc2Heard = b0 != 0 || bStep != 0
            if fmOn || (sync && osc2Heard) {
                // Osc 2 at full scale into `mod`, synced to this copy's osc 1 if asked (read before
                // osc 1 advances); heard at its level, and/or bending osc 1's phase.
                ControlBlock.clear(mod, count: count)
                if sync {
                    osc2[k].renderSynced(adding: mod, count: count, offset: offset, increment: inc2[k], level: mip2[k],
                                         gain: 1, gainStep: 0, width: w2, widthStep: w2Step,
                                         masterPhase: osc1[k].phase, masterIncrement: inc1[k], bank: bank)
                } else {
                    osc2[k].render(adding: mod, count: count, offset: offset, increment: inc2[k], level: mip2[k], gain: 1,
                                   gainStep: 0, width: w2, widthStep: w2Step, bank: bank)
                }
                if osc2Heard { for i in 0..<count { work[i] += mod[i] * (b0 + bStep * Float(offset &+ i)) } }
                if fmOn {
                    osc1[k].renderPhaseModulated(adding: work, count: count, offset: offset, increment: inc1[k],
                                                 level: mip1[k], gain: a0, gainStep: aStep, width: w1, widthStep: w1Step,
                                                 modulator: mod, index: fm, indexStep: fmStep, bank: bank)
                    continue
                }
            } else if osc2Heard {
                osc2[k].render(adding: work, count: count, offset: offset, increment: inc2[k], level: mip2[k], gain: b0,
                               gainStep: bStep, width: w2, widthStep: w2Step, bank: bank)
            } else {
                osc2[k].skip(count: count, increment: inc2[k])
            }
            if a0 != 0 || aStep != 0 {
                osc1[k].render(adding: work, count: count, offset: offset, increment: inc1[k], level: mip1[k], gain: a0,
                               gainStep: aStep, width: w1, widthStep: w1Step, bank: bank)
            } else {
                osc1[k].skip(count: count, increment: inc1[k])
            }
        }
    }
}
