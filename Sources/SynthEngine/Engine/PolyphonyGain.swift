import Foundation

/// The gain of the voices' sum before the effects, by the number n of voices sounding: 1 up to two
/// voices, 1/√(n - 1) from three on. A single note keeps exactly its level and a chord does not drive
/// the output limiter into pumping.
///
/// Why this law and not per-voice headroom: one voice of the default patch peaks at -6 dBFS, and the
/// peaks of n held saws (which drift in and out of phase) grow almost as n: measured 1.75x one voice
/// for 2 notes, 2.3x for 3, 3.0x for 4, 4.2-4.5x for 6, up to 5.8x for 8 notes stacked in octaves. A
/// fixed headroom low enough for 6 notes would cost every single note about 7 dB. Two voices still
/// peak under the limiter's threshold (-1.2 dBFS), so they are left alone: a melody whose notes
/// overlap the last one's release is never ducked. From three on, voices add in power (uncorrelated),
/// so 1/√(n - 1) keeps a chord about as loud as two notes while taking its peaks down: the default
/// patch as a 6-note chord peaks at about -0.3 dBFS before the limiter instead of +6.9 dBFS.
/// The price is that held notes dip when a third and later notes join (3 dB for the third, 1 dB for
/// the sixth); the dip comes at a note-on, under the new note's attack, and is a fixed step rather
/// than the limiter's moving gain.
///
/// It counts sounding voices, releasing ones too (their tails are in the sum), so a chord's release
/// is heard as the envelope makes it, not lifted by a rising gain. It falls quickly (`fallTime`,
/// shorter than a typical attack, so a new note's first peaks already meet it) and rises slowly
/// (`riseTime`) when a voice ends, so a released note's end is not heard as a swell of the ones
/// still held. From silence it jumps straight to its target: nothing sounds that could click. It
/// moves only at control blocks and ramps linearly within one, like every gain in the engine.
struct PolyphonyGain {
    static let fallTime = 0.003
    static let riseTime = 0.15

    /// Gain at the start and at the end of the current control block.
    private(set) var start: Float = 1, end: Float = 1
    private var value = 1.0
    private var fall = 1.0, rise = 1.0
    private var lastCount = 0
    /// On its target and not ramping after the last update.
    private var isSettled = true

    /// 1 for up to two sounding voices, then 1/√(count - 1).
    static func target(voices count: Int) -> Double { count <= 2 ? 1 : 1 / Double(count - 1).squareRoot() }

    mutating func prepare(sampleRate: Double) {
        let controlRate = sampleRate / Double(ControlBlock.size)
        fall = 1 - exp(-1 / (Self.fallTime * controlRate))
        rise = 1 - exp(-1 / (Self.riseTime * controlRate))
        reset()
    }

    mutating func reset() {
        value = 1; start = 1; end = 1; lastCount = 0; isSettled = true
    }

    /// Once per control block, with the number of voices sounding in it.
    @inline(__always)
    mutating func update(voices count: Int) {
        // Settled for this count already (the usual block): nothing would change.
        if count == lastCount && isSettled { return }
        let target = Self.target(voices: count)
        let fromSilence = lastCount == 0
        lastCount = count
        if fromSilence || value == target {
            value = target
        } else {
            value += (target - value) * (target < value ? fall : rise)
            // Snap when close, so the gain settles exactly (and at exactly 1 is skipped again).
            if abs(target - value) <= 1e-6 { value = target }
        }
        start = fromSilence ? Float(value) : end
        end = Float(value)
        isSettled = value == target && start == end
    }

    /// Updates with `count` voices would change nothing: the gain is settled and the count is the one
    /// it settled for (a voice that fell silent since the last update moves the target).
    @inline(__always)
    func holds(voices count: Int) -> Bool { isSettled && count == lastCount }

    /// Scales `n` samples of the voice mix; `offset` is the position of `mix[0]` in the control block.
    @inline(__always)
    func process(_ mix: UnsafeMutablePointer<Float>, count n: Int, offset: Int) {
        let g0 = start, step = (end - start) / Float(ControlBlock.size)
        if step == 0 {
            // One voice: exactly 1, so nothing is done and a single note is untouched.
            if g0 != 1 { for i in 0..<n { mix[i] *= g0 } }
            return
        }
        for i in 0..<n { mix[i] *= g0 + step * Float(offset &+ i) }
    }
}
