import Foundation

/// A mono feedback-delay-network reverb after Jot and Chaigne ("Digital delay networks for designing
/// artificial reverberators", AES 1991): eight delay lines mixed through an orthogonal 8×8 Hadamard
/// matrix (fast Walsh-Hadamard butterflies, lossless), each line with a gain set from the decay time
/// (g = 10^(-3·length / (RT60·fs))) and a one-pole low-pass for high-frequency damping. Two
/// Schroeder all-passes diffuse the input first so the onset is smooth.
///
/// size 0...1 scales the line lengths from 20% to 100% of ~30-75 ms (room to hall); the lengths
/// glide (~200 ms) so moving the knob bends the tail instead of clicking. decay 0...1 maps to an RT60
/// of 0.3...12 s; damping 0...1 is the low-pass pole in the loop. Output: dry + mix × reverb.
/// Every buffer is allocated in `init`.
struct FDNReverb {
    static let lines = 8
    /// Line lengths at size 1, in ms: mutually prime-ish so the echoes do not pile up.
    static let baseMilliseconds: [Double] = [31.1, 37.3, 41.9, 47.3, 53.1, 59.9, 66.7, 73.1]
    static let allpassMilliseconds: [Double] = [4.77, 1.63]
    static let allpassGain: Float = 0.6

    private let sampleRate: Double
    private let lineCapacity: Int
    private let storage: UnsafeMutablePointer<Float>       // 8 lines, lineCapacity each
    private var writeIndex = 0
    /// Per line: loop gain, low-pass state (Float); length at size 1 in samples (Double).
    private let gains: UnsafeMutablePointer<Float>
    private let lowpass: UnsafeMutablePointer<Float>
    private let baseSamples: UnsafeMutablePointer<Double>
    private var scale: Double = 1
    private var scaleSmoothing: Double = 0
    private var damping: Float = 0
    private var lastDecay = -1.0, lastDamping = -1.0, lastScale = -1.0

    /// Input gain, ramped up over ~10 ms when the effect switches on, so a sound already playing
    /// does not enter the network as a step (which the lines would repeat as clicks).
    private var inputGain: Float = 1
    private var inputRamp: Float = 0

    private let allpass: UnsafeMutablePointer<Float>
    private let allpassLength: (Int, Int)
    private var allpassIndex = (0, 0)

    init(sampleRate: Double) {
        self.sampleRate = sampleRate
        lineCapacity = Int(Self.baseMilliseconds.max()! * 0.001 * sampleRate) + 8
        storage = .allocate(capacity: lineCapacity * Self.lines)
        storage.initialize(repeating: 0, count: lineCapacity * Self.lines)
        let a0 = max(1, Int(Self.allpassMilliseconds[0] * 0.001 * sampleRate))
        let a1 = max(1, Int(Self.allpassMilliseconds[1] * 0.001 * sampleRate))
        allpassLength = (a0, a1)
        allpass = .allocate(capacity: a0 + a1)
        allpass.initialize(repeating: 0, count: a0 + a1)
        scaleSmoothing = 1 - exp(-1 / (0.2 * sampleRate))
        inputRamp = Float(1 / (0.01 * sampleRate))
        gains = .allocate(capacity: Self.lines)
        gains.initialize(repeating: 0, count: Self.lines)
        lowpass = .allocate(capacity: Self.lines)
        lowpass.initialize(repeating: 0, count: Self.lines)
        baseSamples = .allocate(capacity: Self.lines)
        for i in 0..<Self.lines { (baseSamples + i).initialize(to: Self.baseMilliseconds[i] * 0.001 * sampleRate) }
    }

    func deallocate() {
        storage.deallocate()
        allpass.deallocate()
        gains.deallocate()
        lowpass.deallocate()
        baseSamples.deallocate()
    }

    /// The engine switches the reverb on after it was bypassed: fade the input in.
    mutating func activate() { inputGain = 0 }

    static func scale(size: Double) -> Double { 0.2 + 0.8 * size }
    static func rt60(decay: Double) -> Double { 0.3 * pow(40, decay) }

    mutating func reset(size: Double) {
        storage.update(repeating: 0, count: lineCapacity * Self.lines)
        allpass.update(repeating: 0, count: allpassLength.0 + allpassLength.1)
        writeIndex = 0
        allpassIndex = (0, 0)
        for i in 0..<Self.lines { lowpass[i] = 0 }
        scale = Self.scale(size: size)
    }

    /// Control-rate update: loop gains from the decay time at the current line lengths, damping pole.
    mutating func setParameters(decay: Double, damping d: Double) {
        guard decay != lastDecay || d != lastDamping || scale != lastScale else { return }
        lastDecay = decay; lastDamping = d; lastScale = scale
        let rt = Self.rt60(decay: decay)
        for i in 0..<Self.lines {
            let len = baseSamples[i] / sampleRate * scale
            gains[i] = Float(pow(10, -3 * len / rt))
        }
        damping = Float(0.05 + 0.8 * d)
    }

    /// Processes in place with a mix ramp; `size` is the target size. Returns `quietRun` extended by
    /// the samples where both the input and the reverb output stayed below `threshold` (tail tracking).
    mutating func process(_ buf: UnsafeMutablePointer<Float>, count: Int, offset: Int, size: Double,
                          mix: Float, mixEnd: Float, quietRun: Int, threshold: Float) -> Int {
        let mixStep = (mixEnd - mix) / Float(ControlBlock.size)
        let targetScale = Self.scale(size: size)
        let cap = lineCapacity
        let lens = baseSamples
        var j = Float(offset), quiet = quietRun, g = inputGain
        let ramp = inputRamp
        var o = (Float(0), Float(0), Float(0), Float(0), Float(0), Float(0), Float(0), Float(0))
        let damp = damping, keep = 1 - damping
        for i in 0..<count {
            if scale != targetScale {
                scale += (targetScale - scale) * scaleSmoothing
                if abs(targetScale - scale) < 1e-9 { scale = targetScale }
            }
            let w = writeIndex
            // Read the eight lines (fractional, interpolated).
            let sc = scale, st = storage
            @inline(__always) func tap(_ line: Int) -> Float {
                Self.read(st + line * cap, capacity: cap, position: Double(w) - lens[line] * sc)
            }
            o = (tap(0), tap(1), tap(2), tap(3), tap(4), tap(5), tap(6), tap(7))
            // Damping low-pass inside the loop.
            lowpass[0] = o.0 * keep + lowpass[0] * damp
            lowpass[1] = o.1 * keep + lowpass[1] * damp
            lowpass[2] = o.2 * keep + lowpass[2] * damp
            lowpass[3] = o.3 * keep + lowpass[3] * damp
            lowpass[4] = o.4 * keep + lowpass[4] * damp
            lowpass[5] = o.5 * keep + lowpass[5] * damp
            lowpass[6] = o.6 * keep + lowpass[6] * damp
            lowpass[7] = o.7 * keep + lowpass[7] * damp
            // Fast Walsh-Hadamard transform, scaled by 1/√8 to stay orthonormal.
            var h0 = lowpass[0] + lowpass[1], h1 = lowpass[0] - lowpass[1]
            var h2 = lowpass[2] + lowpass[3], h3 = lowpass[2] - lowpass[3]
            var h4 = lowpass[4] + lowpass[5], h5 = lowpass[4] - lowpass[5]
            var h6 = lowpass[6] + lowpass[7], h7 = lowpass[6] - lowpass[7]
            (h0, h2) = (h0 + h2, h0 - h2); (h1, h3) = (h1 + h3, h1 - h3)
            (h4, h6) = (h4 + h6, h4 - h6); (h5, h7) = (h5 + h7, h5 - h7)
            (h0, h4) = (h0 + h4, h0 - h4); (h1, h5) = (h1 + h5, h1 - h5)
            (h2, h6) = (h2 + h6, h2 - h6); (h3, h7) = (h3 + h7, h3 - h7)
            let norm: Float = 0.353_553_39

            // Input diffusion: two Schroeder all-passes.
            let x = buf[i]
            let d = diffuse(x * g)
            g = min(1, g + ramp)
            let hs = (h0, h1, h2, h3, h4, h5, h6, h7)
            storage[w] = AntiDenormal.flush(d + hs.0 * norm * gains[0])
            storage[cap + w] = AntiDenormal.flush(d + hs.1 * norm * gains[1])
            storage[2 * cap + w] = AntiDenormal.flush(d + hs.2 * norm * gains[2])
            storage[3 * cap + w] = AntiDenormal.flush(d + hs.3 * norm * gains[3])
            storage[4 * cap + w] = AntiDenormal.flush(d + hs.4 * norm * gains[4])
            storage[5 * cap + w] = AntiDenormal.flush(d + hs.5 * norm * gains[5])
            storage[6 * cap + w] = AntiDenormal.flush(d + hs.6 * norm * gains[6])
            storage[7 * cap + w] = AntiDenormal.flush(d + hs.7 * norm * gains[7])
            // Alternating signs decorrelate the sum; 0.25 brings the tail near the dry level.
            let wet = (o.0 - o.1 + o.2 - o.3 + o.4 - o.5 + o.6 - o.7) * 0.25
            buf[i] = x + wet * (mix + mixStep * j)
            quiet = max(abs(wet), abs(x)) > threshold ? 0 : quiet + 1
            writeIndex = w + 1 == cap ? 0 : w + 1
            j += 1
        }
        for k in 0..<Self.lines { lowpass[k] = AntiDenormal.flush(lowpass[k]) }
        inputGain = g
        return quiet
    }

    /// Linear-interpolated read `position` samples into a ring (wrapping once below zero).
    @inline(__always)
    private static func read(_ base: UnsafeMutablePointer<Float>, capacity cap: Int, position: Double) -> Float {
        var r = position
        if r < 0 { r += Double(cap) }
        let ri = Int(r)
        let frac = Float(r - Double(ri))
        let a = base[ri], b = base[ri + 1 == cap ? 0 : ri + 1]
        return a + (b - a) * frac
    }

    @inline(__always)
    private mutating func diffuse(_ x: Float) -> Float {
        let g = Self.allpassGain
        // All-pass: y = -g·x + z; z' = x + g·y (z is the delayed sample).
        var i0 = allpassIndex.0
        let z0 = allpass[i0]
        let y0 = -g * x + z0
        allpass[i0] = AntiDenormal.flush(x + g * y0)
        i0 += 1; if i0 == allpassLength.0 { i0 = 0 }
        var i1 = allpassIndex.1
        let base = allpass + allpassLength.0
        let z1 = base[i1]
        let y1 = -g * y0 + z1
        base[i1] = AntiDenormal.flush(y0 + g * y1)
        i1 += 1; if i1 == allpassLength.1 { i1 = 0 }
        allpassIndex = (i0, i1)
        return y1
    }
}
