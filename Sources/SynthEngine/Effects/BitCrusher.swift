import Foundation

/// Bit-depth reduction and sample-rate decimation (sample and hold), the classic "decimator".
///
/// Bits are smoothed as a continuous value (levels = 2^(bits-1)) so lowering them glides in; the
/// decimator holds each input sample while a phase accumulator advances by rate/fs per sample, so
/// any rate (not only integer divisions) works. At 16 bits and a rate at or above the sample rate
/// the effect is bypassed bit-exactly.
struct BitCrusher {
    private var phase: Float = 0
    private var held: Float = 0

    mutating func reset() { phase = 0; held = 0 }

    static func isBypassed(bits: Double, rate: Double, sampleRate: Double, maxBits: Double) -> Bool {
        bits >= maxBits && rate >= sampleRate
    }

    /// Processes in place with bits and rate ramps (block start and end values).
    mutating func process(_ buf: UnsafeMutablePointer<Float>, count: Int, offset: Int, bitsStart: Double,
                          bitsEnd: Double, rateStart: Double, rateEnd: Double, sampleRate: Double) {
        let n = Float(ControlBlock.size)
        let l0 = Float(exp2(bitsStart - 1)), l1 = Float(exp2(bitsEnd - 1))
        let i0 = Float(min(1, rateStart / sampleRate)), i1 = Float(min(1, rateEnd / sampleRate))
        let lStep = (l1 - l0) / n, iStep = (i1 - i0) / n
        var j = Float(offset)
        var ph = phase, h = held
        for i in 0..<count {
            ph += i0 + iStep * j
            if ph >= 1 {
                ph -= 1
                let levels = l0 + lStep * j
                h = (buf[i] * levels).rounded() / levels
            }
            buf[i] = h
            j += 1
        }
        phase = ph; held = h
    }
}
