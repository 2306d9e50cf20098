import Foundation

/// A low-frequency oscillator run at the control rate (once per `ControlBlock`).
///
/// Shapes (`ParameterTable.lfoWaves` order): sine, triangle, square, saw (rising), sample & hold (a
/// new random value each cycle). Output is bipolar -1...1 and passes a ~2 ms one-pole slew so square
/// and sample & hold steps, shape changes and retriggers do not click when they move amplitude or
/// cutoff (a 20 Hz sine loses under 0.1 dB to it).
struct LFO {
    enum Wave: Int { case sine, triangle, square, saw, sampleHold }

    private(set) var phase: Double = 0
    private(set) var output: Float = 0
    private var held: Float = 0
    private let seed: UInt32
    private var rng: XorShift32
    private var slew: Float = 1
    /// Set by `skip`: `output` no longer follows the wave, so the next `next` starts from the raw value.
    private var stale = false

    init(seed: UInt32) {
        self.seed = seed
        rng = XorShift32(seed: seed)
        held = rng.nextBipolar()
    }

    mutating func prepare(controlRate: Double) {
        slew = Float(1 - exp(-1 / (0.002 * controlRate)))
        reset()
    }

    /// Back to the state `init` + `prepare` left it in: phase 0, output 0 and the sample-and-hold
    /// sequence from its first value, so what follows is exactly what a fresh LFO would produce.
    mutating func reset() {
        phase = 0
        output = 0
        rng = XorShift32(seed: seed)
        held = rng.nextBipolar()
        stale = false
    }

    /// Restarts the cycle (note-on with retrigger on).
    mutating func retrigger() {
        phase = 0
        held = rng.nextBipolar()
    }

    /// Produces this block's value, then advances by `increment` cycles (rate × block / fs).
    mutating func next(wave: Wave, increment: Double) -> Float {
        let raw: Float
        switch wave {
        case .sine: raw = Float(sin(2 * Double.pi * phase))
        case .triangle:
            // 0 → 1 at 1/4 → -1 at 3/4 → 0: in phase with the sine.
            let p = phase < 0.25 ? phase : (phase < 0.75 ? 0.5 - phase : phase - 1)
            raw = Float(4 * p)
        case .square: raw = phase < 0.5 ? 1 : -1
        case .saw: raw = Float(2 * phase - 1)
        case .sampleHold: raw = held
        }
        if stale {
            output = raw
            stale = false
        } else {
            output += (raw - output) * slew
        }
        advance(increment: increment)
        return output
    }

    /// A block nobody hears (the engine's depth for this LFO is exactly 0 on every destination):
    /// the cycle and the sample-and-hold sequence advance exactly as `next` would advance them, so
    /// the LFO stays in step (with a lesson's target, with retriggers), but no value is computed.
    /// The slew's memory is dropped: the first `next` afterwards returns that block's raw value,
    /// and the engine's depth then fades in from 0 anyway.
    mutating func skip(increment: Double) {
        stale = true
        advance(increment: increment)
    }

    @inline(__always)
    private mutating func advance(increment: Double) {
        phase += increment
        if phase >= 1 {
            phase -= phase.rounded(.down)
            held = rng.nextBipolar()
        }
    }
}
