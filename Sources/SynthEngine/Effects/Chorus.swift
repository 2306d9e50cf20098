import Foundation

/// A mono chorus: the signal plus three copies read from a short delay line whose delays swing
/// around `centreSeconds`, each moved by the same sine LFO a third of a cycle apart (the recipe of the
/// string ensembles and the Juno chorus, here in mono, as the engine is). The moving delays detune
/// the copies slightly up and down, which thickens strings and pads.
///
/// The LFO runs at the control rate; each tap's delay ramps linearly across the block from its value
/// at the block's start to the one at its end (positions from `offset`, so splitting a block gives
/// identical output). Reads interpolate linearly, as JUCE's and most chorus units do: the swing is a
/// few milliseconds, so the slight high-frequency loss this causes moves slowly and is not heard as
/// a flutter. Output: x + (wet - x)·mix/2, so at mix 1 dry and chorused copies are equal parts; at
/// mix 0 it is x exactly and the engine bypasses the effect. The line is allocated in `init`.
struct Chorus {
    static let taps = 3
    /// The delay around which the taps swing, and the swing at depth 1 (7 to 17 ms).
    static let centreSeconds = 0.012
    static let swingSeconds = 0.005

    private let buffer: UnsafeMutablePointer<Float>
    private let capacity: Int
    private let sampleRate: Double
    private var write = 0
    /// LFO phase in cycles.
    private var phase = 0.0
    /// Each tap's delay in samples at the block's start and end.
    private let delayStart: UnsafeMutablePointer<Double>
    private let delayEnd: UnsafeMutablePointer<Double>
    /// Input fade after `activate`, as in `EchoDelay`: the first chorused copy does not start with a step.
    private var inputGain: Float = 1
    private let inputRamp: Float

    init(sampleRate: Double) {
        self.sampleRate = sampleRate
        capacity = Int((Self.centreSeconds + Self.swingSeconds) * sampleRate) + 4
        buffer = .allocate(capacity: capacity)
        buffer.initialize(repeating: 0, count: capacity)
        delayStart = .allocate(capacity: Self.taps)
        delayStart.initialize(repeating: Self.centreSeconds * sampleRate, count: Self.taps)
        delayEnd = .allocate(capacity: Self.taps)
        delayEnd.initialize(repeating: Self.centreSeconds * sampleRate, count: Self.taps)
        inputRamp = Float(1 / (0.01 * sampleRate))
    }

    func deallocate() {
        buffer.deallocate(); delayStart.deallocate(); delayEnd.deallocate()
    }

    /// Clears the line and starts the LFO over (a reset, or a phrase restarting its modulation).
    mutating func reset() {
        buffer.update(repeating: 0, count: capacity)
        write = 0
        phase = 0
        inputGain = 1
    }

    /// The engine switches the chorus on after it was bypassed: an empty line (it may hold sound from
    /// long ago), the input faded in, the delays starting where the LFO is now.
    mutating func activate(depth: Double) {
        buffer.update(repeating: 0, count: capacity)
        inputGain = 0
        for t in 0..<Self.taps { delayEnd[t] = delay(tap: t, depth: depth) }
    }

    /// Starts the LFO over at phase 0 (with the engine's LFOs, so a phrase meets it the same way each time).
    mutating func restart() { phase = 0 }

    @inline(__always)
    private func delay(tap t: Int, depth: Double) -> Double {
        (Self.centreSeconds + Self.swingSeconds * depth * sin(2 * Double.pi * (phase + Double(t) / Double(Self.taps))))
            * sampleRate
    }

    /// Control-block update: the taps' delays at the end of this block, then the LFO steps on.
    mutating func update(rate: Double, depth: Double) {
        phase += rate * Double(ControlBlock.size) / sampleRate
        if phase >= 1 { phase -= phase.rounded(.down) }
        for t in 0..<Self.taps {
            delayStart[t] = delayEnd[t]
            delayEnd[t] = delay(tap: t, depth: depth)
        }
    }

    /// The line `d` samples before position `w`, interpolated linearly. (A static function, not a
    /// closure: a closure capturing the moving write position would box it on the heap every call.)
    @inline(__always)
    private static func read(_ line: UnsafeMutablePointer<Float>, _ cap: Int, _ w: Int, _ d: Double) -> Float {
        var r = Double(w) - d
        if r < 0 { r += Double(cap) }
        let ri = Int(r)
        let frac = Float(r - Double(ri))
        let a = line[ri], b = line[ri + 1 == cap ? 0 : ri + 1]
        return a + (b - a) * frac
    }

    /// Processes in place; `mix`/`mixEnd`: the smoothed mix at the block's start and end.
    mutating func process(_ buf: UnsafeMutablePointer<Float>, count: Int, offset: Int, mix: Float, mixEnd: Float) {
        let n = Double(ControlBlock.size)
        let d0 = delayStart[0], d1 = delayStart[1], d2 = delayStart[2]
        let s0 = (delayEnd[0] - d0) / n, s1 = (delayEnd[1] - d1) / n, s2 = (delayEnd[2] - d2) / n
        let mixStep = (mixEnd - mix) / Float(ControlBlock.size)
        let cap = capacity, ramp = inputRamp
        var w = write, g = inputGain
        let line = buffer
        for i in 0..<count {
            let j = Double(offset &+ i)
            let x = buf[i]
            line[w] = x * g
            let wet = (Self.read(line, cap, w, d0 + s0 * j) + Self.read(line, cap, w, d1 + s1 * j)
                + Self.read(line, cap, w, d2 + s2 * j)) * (1 / 3)
            buf[i] = x + (wet - x) * (0.5 * (mix + mixStep * Float(j)))
            g = min(1, g + ramp)
            w += 1
            if w == cap { w = 0 }
        }
        write = w; inputGain = g
    }
}
