import Foundation

/// A look-ahead peak limiter that guarantees |output| ≤ threshold, followed by a hard clamp at ±1
/// (which then never acts, but also catches NaN).
///
/// Per sample the gain needed is t = min(1, threshold/|x|). The audio is delayed by L samples
/// (1 ms); the gain applied is a moving average over L of h, where h is the running minimum of t over
/// the last L + 1 samples (a monotonic deque), recovering toward 1 with a release time constant.
/// Each of the L values of h averaged at time n has the sample leaving the delay line (n - L) in its
/// window, so the average is ≤ that sample's t: no overshoot, and the gain ramps smoothly over 1 ms
/// instead of jumping (no click).
/// When nothing exceeds the threshold the gain is exactly 1 and the audio passes unchanged.
struct PeakLimiter {
    let threshold: Float = 0.966       // -0.3 dBFS
    let lookahead: Int
    private let delay: UnsafeMutablePointer<Float>
    private let heldGain: UnsafeMutablePointer<Float>   // h values in the averaging window
    private let dequeValue: UnsafeMutablePointer<Float>
    private let dequeIndex: UnsafeMutablePointer<Int>
    private var head = 0, tail = 0            // deque ring positions (tail exclusive)
    private var position = 0                  // samples processed (monotonic index)
    private var slot = 0                      // position modulo L: delay and average ring slot
    private var sum: Double = 0
    private var unityRun = 0
    private var recovered: Float = 1
    private var release: Float = 0

    init(sampleRate: Double) {
        lookahead = max(1, Int(0.001 * sampleRate))
        delay = .allocate(capacity: lookahead)
        heldGain = .allocate(capacity: lookahead)
        dequeValue = .allocate(capacity: lookahead + 2)
        dequeIndex = .allocate(capacity: lookahead + 2)
        delay.initialize(repeating: 0, count: lookahead)
        heldGain.initialize(repeating: 1, count: lookahead)
        dequeValue.initialize(repeating: 1, count: lookahead + 2)
        dequeIndex.initialize(repeating: 0, count: lookahead + 2)
        release = Float(1 - exp(-1 / (0.08 * sampleRate)))
        reset()
    }

    func deallocate() {
        delay.deallocate(); heldGain.deallocate(); dequeValue.deallocate(); dequeIndex.deallocate()
    }

    mutating func reset() {
        delay.update(repeating: 0, count: lookahead)
        heldGain.update(repeating: 1, count: lookahead)
        head = 0; tail = 0; position = 0; slot = 0
        sum = Double(lookahead)
        unityRun = lookahead
        recovered = 1
    }

    /// Processes in place (output delayed by `lookahead` samples).
    mutating func process(_ buf: UnsafeMutablePointer<Float>, count: Int) {
        if unityRun >= lookahead && recovered == 1 && isBelowThreshold(buf, count: count) {
            passThrough(buf, count: count)
            return
        }
        let cap = lookahead + 2, L = lookahead
        for i in 0..<count {
            let x = buf[i]
            let ax = abs(x)
            let t: Float = ax > threshold ? threshold / ax : 1
            // Sliding minimum of t over the last L samples.
            while head != tail {
                let back = tail == 0 ? cap - 1 : tail - 1
                if dequeValue[back] >= t { tail = back } else { break }
            }
            dequeValue[tail] = t; dequeIndex[tail] = position
            tail = tail + 1 == cap ? 0 : tail + 1
            if dequeIndex[head] < position - L { head = head + 1 == cap ? 0 : head + 1 }
            let windowMin = dequeValue[head]
            // Release: recover toward 1, never above the window minimum.
            recovered += (1 - recovered) * release
            if recovered > 0.999_99 { recovered = 1 }
            let h = min(windowMin, recovered)
            recovered = h
            // Moving average of h over L samples.
            sum += Double(h) - Double(heldGain[slot])
            heldGain[slot] = h
            if h == 1 { unityRun += 1 } else { unityRun = 0 }
            if unityRun >= L { sum = Double(L) }
            let gain = unityRun >= L ? 1 : Float(sum / Double(L))
            let y = delay[slot] * gain
            delay[slot] = x
            buf[i] = y.isNaN ? 0 : min(1, max(-1, y))
            position += 1
            slot = slot + 1 == L ? 0 : slot + 1
        }
    }

    /// True if every sample is within the threshold (false for NaN).
    @inline(__always)
    private func isBelowThreshold(_ buf: UnsafeMutablePointer<Float>, count: Int) -> Bool {
        // Four lanes at a time, the verdict taken once at the end (the common answer is "all below").
        var bad = SIMDMask<SIMD4<Int32>>(repeating: false)
        var i = 0
        let raw = UnsafeRawPointer(buf)
        while i + 4 <= count {
            let v = raw.loadUnaligned(fromByteOffset: 4 * i, as: SIMD4<Float>.self)
            let magnitude = unsafeBitCast(unsafeBitCast(v, to: SIMD4<UInt32>.self) & 0x7FFF_FFFF, to: SIMD4<Float>.self)
            bad .|= .!(magnitude .<= threshold)
            i += 4
        }
        for k in i..<count where !(abs(buf[k]) <= threshold) { return false }
        return !any(bad)
    }

    /// The common case, nothing to limit and the gain at exactly 1: only the look-ahead delay runs.
    /// Leaves the state exactly as the full path would (every h is 1, the deque holds one 1).
    private mutating func passThrough(_ buf: UnsafeMutablePointer<Float>, count: Int) {
        let L = lookahead
        var s = slot, done = 0
        // The ring in contiguous runs: each run swaps the input with the delayed samples.
        while done < count {
            let run = min(count - done, L - s)
            let x = buf + done, d = delay + s
            for i in 0..<run {
                let v = x[i]
                x[i] = d[i]
                d[i] = v
            }
            done += run
            s += run
            if s == L { s = 0 }
        }
        slot = s
        position += count
        unityRun += count
        dequeValue[0] = 1; dequeIndex[0] = position - 1
        head = 0; tail = 1
    }
}
