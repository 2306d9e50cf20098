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

    init(sampleRate: Double, maxSeconds: Double) {
        self.sampleRate = sampleRate
        capacity = Int(maxSeconds * sampleRate) + 8
        buffer = .allocate(capacity: capacity)
        buffer.initialize(repeating: 0, count: capacity)
        smoothing = 1 - exp(-1 / (0.15 * sampleRate))
    }

    func deallocate() { buffer.deallocate() }

    mutating func reset(delaySeconds: Double) {
        buffer.update(repeating: 0, count: capacity)
        write = 0
        delay = delaySeconds * sampleRate
    }

    /// Processes in place. `time` is the target delay in seconds; feedback and mix ramp over the block.
    /// Returns `quietRun` extended by the samples whose echo output stayed below `threshold` (reset at
    /// a louder one): the engine's tail tracking.
    mutating func process(_ buf: UnsafeMutablePointer<Float>, count: Int, offset: Int, time: Double,
                          feedback: Float, feedbackEnd: Float, mix: Float, mixEnd: Float,
                          quietRun: Int, threshold: Float) -> Int {
        let n = Float(ControlBlock.size)
        let fbStep = (feedbackEnd - feedback) / n, mixStep = (mixEnd - mix) / n
        let target = min(Double(capacity - 4), max(1, time * sampleRate))
        var d = delay, w = write, quiet = quietRun, j = Float(offset)
        let cap = capacity
        for i in 0..<count {
            d += max(-Self.maxSpeed, min(Self.maxSpeed, (target - d) * smoothing))
            var r = Double(w) - d
            if r < 0 { r += Double(cap) }
            let ri = Int(r)
            let frac = Float(r - Double(ri))
            let a = buffer[ri], b = buffer[ri + 1 == cap ? 0 : ri + 1]
            let wet = a + (b - a) * frac
            let x = buf[i]
            buffer[w] = AntiDenormal.flush(x + wet * (feedback + fbStep * j))
            buf[i] = x + wet * (mix + mixStep * j)
            quiet = abs(wet) > threshold ? 0 : quiet + 1
            w += 1
            if w == cap { w = 0 }
            j += 1
        }
        delay = d; write = w
        return quiet
    }
}
