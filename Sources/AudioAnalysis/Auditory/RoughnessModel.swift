import Foundation
import SynthEngine

/// Roughness in asper: how much fast beating (about 15-300 Hz) the sound has in each critical band,
/// after Aures (1985) and Daniel & Weber (1997), the model MoSQITo's `roughness_dw` implements. Two
/// oscillators a few cents apart beat slowly (fluctuation); a few tens of hertz apart they sound
/// rough: detune, unison and FM are heard this way.
///
/// One frame of `frameSize` samples (170 ms at 48 kHz, Daniel & Weber's frame length) is windowed
/// (Hann) and transformed; in each of 24 critical-band channels (1 Bark apart, triangular amplitude
/// weights reaching `halfWidth` Bark to either side) the spectrum's autocorrelation at a lag of m bins is the
/// component of the channel's squared envelope at m bins' frequency, so its size over the
/// channel's power is the modulation depth at that rate, computed without going back to time. Lags
/// of 1-2 bins are left out (the window's own main lobe), so rates from 3 bins (17.6 Hz) up count.
/// Each rate is weighted by the ear's roughness curve (largest at 70 Hz, half at about 33 Hz below;
/// above, it falls off more slowly than Fastl & Zwicker's fig. 11.2, half at 320 Hz, because these
/// channels lose the wider sideband pairs: a fit to MoSQITo's roughness_dw, a judgement); the channel's weighted depth m is squared and summed over the
/// channels (Daniel & Weber's R = c·Σ(g·m)², with g = 1 and without their correlation between
/// channels: a judgement); c makes a 1 kHz tone at 60 dB SPL, fully amplitude-modulated at 70 Hz,
/// exactly 1 asper. Channels more than 60 dB under the loudest are left out.
///
/// Keeps its FFT and scratch memory: not thread-safe, one per extractor.
public final class RoughnessModel {
    public let sampleRate: Double
    public let frameSize: Int
    private let transform: WindowedSpectrum
    /// One channel's weighted spectrum, reused.
    private var yr: [Float]
    private var yi: [Float]
    private let first: [Int]
    private let amplitude: [[Float]]
    /// Channels every `channelSpacing` Bark (coarser than loudness's: the channel filters overlap
    /// widely, so neighbours at 0.5 Bark add cost and nothing new).
    static let channelSpacing = 1.0
    static let channelCount = 24
    /// Lags counted and the ear's weight at each lag's rate.
    private let lags: ClosedRange<Int>
    private let rateWeight: [Double]
    private var scale = 1.0
    /// Sum of the Hann window's normalised spectral autocorrelation (1 + 2·(2/3 + 1/6)): one pair of
    /// lines spreads over that many lags.
    private static let windowSpread = 8.0 / 3.0
    /// Each channel's amplitude triangle reaches this many Bark to either side: wider than a loudness
    /// channel, as Daniel & Weber's filters with Zwicker's slopes are, so a carrier and a sideband up
    /// to about 1.5 critical bands apart still beat in a channel (roughness at 150 Hz on 1 kHz).
    private static let halfWidth = 1.6
    private static let everyLagUpTo = 8

    public init(sampleRate: Double = 48_000, frameSize: Int = 8192) {
        self.sampleRate = sampleRate
        self.frameSize = frameSize
        transform = WindowedSpectrum(size: frameSize)
        yr = [Float](repeating: 0, count: frameSize / 2 + 1)
        yi = yr
        let binHz = sampleRate / Double(frameSize)
        let centres = (0..<Self.channelCount).map { 0.5 + Double($0) * Self.channelSpacing }
        (first, amplitude) = LoudnessModel.barkTriangles(bins: frameSize / 2 + 1, binHz: binHz, centres: centres,
                                                         halfWidth: Self.halfWidth)
        let lo = 3, hi = max(lo, Int((300 / binHz).rounded()))
        lags = lo...hi
        rateWeight = (0...hi).map { m in
            let f = Double(m) * binHz
            // Every lag up to 8 (47 Hz); beyond, every other one counted twice: the window spreads a
            // rate over three lags, so the sum hardly changes and the cost halves.
            guard m >= lo, m <= Self.everyLagUpTo || m % 2 == 0 else { return 0 }
            let stride = m <= Self.everyLagUpTo ? 1.0 : 2.0
            let octaves = log2(f / 70), width = octaves < 0 ? 1.1 : 2.2
            return stride / (1 + (octaves / width) * (octaves / width))
        }
        // Calibrate on the definition of 1 asper.
        let n = frameSize
        let reference = (0..<n).map { i -> Float in
            let t = Double(i) / sampleRate
            // 60 dB SPL: RMS 0.02 Pa for the carrier alone; 100% AM at 70 Hz.
            return Float(0.02 * 2.0.squareRoot() * (1 + cos(2 * .pi * 70 * t)) * sin(2 * .pi * 1000 * t))
        }
        scale = 1 / reference.withUnsafeBufferPointer { roughness(of: $0, around: n / 2) }
    }

    /// Roughness (asper) of the frame of `samples` centred on `center` (zeros outside).
    public func roughness(of samples: UnsafeBufferPointer<Float>, around center: Int) -> Double {
        transform.transform(samples, around: center)
        let real = transform.real, imag = transform.imag
        var channelPower = [Double](repeating: 0, count: Self.channelCount)
        for c in 0..<Self.channelCount {
            var p: Float = 0
            for (j, a) in amplitude[c].enumerated() {
                let k = first[c] + j
                p += a * a * (real[k] * real[k] + imag[k] * imag[k])
            }
            channelPower[c] = Double(p)
        }
        guard let loudest = channelPower.max(), loudest > 1e-20 else { return 0 }
        var total = 0.0
        for c in 0..<Self.channelCount where channelPower[c] > loudest * 1e-6 {
            let w = amplitude[c], k0 = first[c], count = w.count
            // Raw buffers for the inner sums: the class's arrays would be checked for exclusive
            // access and bounds on every term (a third of this function's time).
            let weighted = yr.withUnsafeMutableBufferPointer { yr in
                yi.withUnsafeMutableBufferPointer { yi in
                    for j in 0..<count {
                        yr[j] = w[j] * real[k0 + j]
                        yi[j] = w[j] * imag[k0 + j]
                    }
                    var weighted = 0.0
                    let pRe = UnsafeRawPointer(yr.baseAddress!), pIm = UnsafeRawPointer(yi.baseAddress!)
                    for m in lags where m < count && rateWeight[m] > 0 {
                        // C(m) = Σ Y_k · conj(Y_{k+m}), in Float (the sums are of a few hundred terms),
                        // eight terms at a time in vectors: one running sum is a chain of dependent adds
                        // the compiler may not reorder (floating point). This loop was 15 % of `courses
                        // validate`'s time (the comparator's roughness on every rendering).
                        var reV = SIMD8<Float>(), imV = SIMD8<Float>()
                        let n = count - m
                        var j = 0
                        while j + 8 <= n {
                            let ar = pRe.loadUnaligned(fromByteOffset: j * 4, as: SIMD8<Float>.self)
                            let ai = pIm.loadUnaligned(fromByteOffset: j * 4, as: SIMD8<Float>.self)
                            let br = pRe.loadUnaligned(fromByteOffset: (j + m) * 4, as: SIMD8<Float>.self)
                            let bi = pIm.loadUnaligned(fromByteOffset: (j + m) * 4, as: SIMD8<Float>.self)
                            reV += ar * br + ai * bi
                            imV += ai * br - ar * bi
                            j += 8
                        }
                        var re = reV.sum(), im = imV.sum()
                        while j < n {
                            re += yr[j] * yr[j + m] + yi[j] * yi[j + m]
                            im += yi[j] * yr[j + m] - yr[j] * yi[j + m]
                            j += 1
                        }
                        weighted += rateWeight[m] * Double((re * re + im * im).squareRoot())
                    }
                    return weighted
                }
            }
            // r = d/(1 + d²/2) for a carrier of depth d: solve for d (at most 1).
            let r = min(0.7071, weighted / channelPower[c] / Self.windowSpread)
            let depth = r > 1e-9 ? min(1, (1 - (1 - 2 * r * r).squareRoot()) / r) : 0
            total += depth * depth
        }
        return scale * total
    }
}
