import Foundation

/// A feedback delay ("echo") with a tape-style time glide.
///
/// The delay time follows the knob through a one-pole smoother (~150 ms) with its speed limited to
/// 0.8 samples per sample, so changing the time bends the pitch of the echoes like a tape delay
/// instead of clicking. The read is linearly interpolated. Output: dry + mix × echoes.
/// The buffer (2 s at the sample rate plus margin) is allocated in `init`.
struct EchoDelay {
    private let buffer: UnsafeMutablePointer<Float>
    private let capacity: Int
    private var write = 0
    private var delay: Double = 0
    private var smoothing: Double = 0
    private let sampleRate: Double

    static let maxSpeed = 0.8
    /// Input gain, ramped up over ~10 ms when the effect switches on (`activate`), so the first
    /// echo of a sound already playing does not start with a step.
    private var inputGain: Float = 1
    private var inputRamp: Float = 0

    init(sampleRate: Double, maxSeconds: Double) {
        self.sampleRate = sampleRate
        capacity = Int(maxSeconds * sampleRate) + 8
        buffer = .allocate(capacity: capacity)
        buffer.initialize(repeating: 0, count: capacity)
        smoothing = 1 - exp(-1 / (0.15 * sampleRate))
        inputRamp = Float(1 / (0.01 * sampleRate))
    }

    /// The engine switches the delay on after it was bypassed: start from an empty line at the
    /// current time and fade the input in.
    ///
    /// The engine bypasses the delay once its output has been quiet for the knob's delay time, but
    /// the line still holds older audio (and the read point may still be gliding towards a shorter
    /// time): without the clear, turning the delay back on could replay sound from long ago. The
    /// clear is a fill of memory allocated in `init` (about 0.4 MB at 48 kHz, tens of microseconds).
    mutating func activate(delaySeconds: Double) {
        buffer.update(repeating: 0, count: capacity)
        delay = min(Double(capacity - 4), max(1, delaySeconds * sampleRate))
        inputGain = 0
    }

    func deallocate() { buffer.deallocate() }

    mutating func reset(delaySeconds: Double) {
        buffer.update(repeating: 0, count: capacity)
        write = 0
        delay = delaySeconds * sampleRate
    }

    /// Processes in place. `time` is the target delay in seconds; feedback and mix ramp over the block.
    /// Returns `quietRun` extended by the samples where both what entered the delay line and what
    /// came out stayed below `threshold` (reset at a louder one): the engine's tail tracking.
    mutating func process(_ buf: UnsafeMutablePointer<Float>, count: Int, offset: Int, time: Double,
                          feedback: Float, feedbackEnd: Float, mix: Float, mixEnd: Float,
                          quietRun: Int, threshold: Float) -> Int {
        let n = Float(ControlBlock.size)
        let fbStep = (feedbackEnd - feedback) / n, mixStep = (mixEnd - mix) / n
        let target = min(Double(capacity - 4), max(1, time * sampleRate))
        var d = delay, w = write, quiet = quietRun, j = Float(offset), g = inputGain
        let cap = capacity, ramp = inputRamp
        for i in 0..<count {
            d += max(-Self.maxSpeed, min(Self.maxSpeed, (target - d) * smoothing))
            var r = Double(w) - d
            if r < 0 { r += Double(cap) }
            let ri = Int(r)
            let frac = Float(r - Double(ri))
            let a = buffer[ri], b = buffer[ri + 1 == cap ? 0 : ri + 1]
            let wet = a + (b - a) * frac
            let x = buf[i]
            let written = AntiDenormal.flush(x * g + wet * (feedback + fbStep * j))
            buffer[w] = written
            buf[i] = x + wet * (mix + mixStep * j)
            quiet = max(abs(wet), abs(written)) > threshold ? 0 : quiet + 1
            g = min(1, g + ramp)
            w += 1
            if w == cap { w = 0 }
            j += 1
        }
        delay = d; write = w; inputGain = g
        return quiet
    }
}
