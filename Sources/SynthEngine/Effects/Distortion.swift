import Foundation

/// Soft-clipping distortion with gain compensation.
///
/// The shaper is a Padé-type rational approximation of tanh, x(27 + x²)/(27 + 9x²), clamped at
/// |x| = 3 where it reaches ±1 with zero slope (smooth, cheap, no table; no oversampling, so very
/// high drive on bright sounds adds some aliasing, as many hardware-modelled drives do). Drive 0...1 maps to 0...36 dB of
/// pre-gain; the output is scaled so a signal peaking at 0.5 (a typical single note) keeps its peak,
/// so turning drive up changes the tone more than the loudness. The effect fades in over the first
/// 5% of drive (dry/wet), so leaving 0 does not click, and at exactly 0 it is bypassed.
struct Distortion {
    /// Coefficients for the last drive values seen (drive rarely moves; pow is not free).
    private var cachedDrive: Float = -1
    private var cached: (pre: Float, post: Float, wet: Float) = (1, 1, 0)

    static let maxGainDB: Float = 36

    @inline(__always)
    static func shape(_ x: Float) -> Float {
        if x >= 3 { return 1 }
        if x <= -3 { return -1 }
        let x2 = x * x
        return x * (27 + x2) / (27 + 9 * x2)
    }

    /// Parameters derived from a drive value: pre-gain, post-gain, wet amount.
    @inline(__always)
    static func coefficients(_ drive: Float) -> (pre: Float, post: Float, wet: Float) {
        let pre = Float(pow(10, Double(drive * maxGainDB) / 20))
        return (pre, 0.5 / shape(pre * 0.5), min(1, drive * 20))
    }

    private mutating func coefficientsCached(_ drive: Float) -> (pre: Float, post: Float, wet: Float) {
        if drive != cachedDrive {
            cachedDrive = drive
            cached = Self.coefficients(drive)
        }
        return cached
    }

    /// Processes in place; `driveStart`/`driveEnd` are the smoothed drive at the block's start and end.
    mutating func process(_ buf: UnsafeMutablePointer<Float>, count: Int, offset: Int, driveStart: Float, driveEnd: Float) {
        if driveStart == 0 && driveEnd == 0 { return }
        let a = driveStart == driveEnd ? coefficientsCached(driveEnd) : Self.coefficients(driveStart)
        let b = coefficientsCached(driveEnd)
        let n = Float(ControlBlock.size)
        let preStep = (b.pre - a.pre) / n, postStep = (b.post - a.post) / n, wetStep = (b.wet - a.wet) / n
        var j = Float(offset)
        for i in 0..<count {
            let x = buf[i]
            let y = Self.shape(x * (a.pre + preStep * j)) * (a.post + postStep * j)
            buf[i] = x + (y - x) * (a.wet + wetStep * j)
            j += 1
        }
    }
}
