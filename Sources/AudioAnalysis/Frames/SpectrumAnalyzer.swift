import Foundation
import SynthEngine

/// The spectrum view: about `framesPerSecond` times a second, the FFT of the latest `fftSize`
/// samples (Hann window) mapped onto `binCount` log-spaced bands from `minHz` to `maxHz`, in dBFS
/// (a full-scale sine reads 0 dB), floored at `floorDB` and smoothed over time.
///
/// Mapping: a band that contains FFT bins takes the loudest of them; a band narrower than the bin
/// spacing (the low end) reads the dB spectrum interpolated at its centre. Then every spectral peak,
/// located and measured by parabolic interpolation of its dB values (which removes the Hann window's
/// up to 1.4 dB scalloping loss), raises the band at its interpolated frequency to its height, so a
/// sine reads its level, in its own band, wherever it falls between bins.
/// Smoothing: one-pole in dB, fast attack, slower release, like an analyser's ballistics.
///
/// Allocation-free after `init`. Not thread-safe: the session's worker thread owns it.
public final class SpectrumAnalyzer {
    public let sampleRate: Double
    public let fftSize: Int
    public let binCount: Int
    public let minHz: Double
    public let maxHz: Double
    public let framesPerSecond: Double
    /// Lowest level reported (the wire format's bottom, -100 dB).
    public let floorDB: Float
    /// Centre frequency of each band (geometric mean of its edges).
    public let bandCenters: [Double]

    private let fft: FFT
    private let history: SampleHistory
    private let window: UnsafeMutablePointer<Float>
    private let windowed: UnsafeMutablePointer<Float>
    private let real: UnsafeMutablePointer<Float>
    private let imag: UnsafeMutablePointer<Float>
    private let rawLevels: UnsafeMutablePointer<Float>  // dB per FFT bin
    private let levels: UnsafeMutablePointer<Float>     // dB per band, before smoothing
    private let binHz: Double
    private let bandsPerLogUnit: Double  // band index = ln(f / minHz) · this
    private let smoothed: UnsafeMutablePointer<Float>
    // Per band: first and past-the-end FFT bin inside it, or (when empty) the fractional bin at its centre.
    private let firstBin: UnsafeMutablePointer<Int32>
    private let endBin: UnsafeMutablePointer<Int32>
    private let centerBin: UnsafeMutablePointer<Float>
    /// Band index of the frequency half a bin below each FFT bin (-1: below `minHz`), and the lower
    /// edge of every band (plus the top edge) in fractional bins: a spectral peak at bin k + p,
    /// |p| <= 1/2, finds its band from `bandBelowBin[k]` in a step or two, without a logarithm.
    private let bandBelowBin: UnsafeMutablePointer<Int32>
    private let bandEdgeBin: UnsafeMutablePointer<Double>
    /// FFT bins the bands can read: past the top band's edge (plus the neighbour a peak test
    /// reads), nothing is converted to dB or searched for peaks.
    private let usedBins: Int
    /// Power (linear) at or below which a bin reads under `peakFloor` dB, and per chunk of eight
    /// bins whether any bin is above it (see `makeFrame`).
    private let quietPower: Float
    private let chunkLoud: UnsafeMutablePointer<Bool>
    /// A bin at or below this level cannot be a peak reaching above `floorDB` (see `makeFrame`).
    private let peakFloor: Float
    private let amplitudeScale: Float
    private let attack: Float
    private let release: Float
    private var nextFrameAt: Double

    /// - Parameters:
    ///   - attackTime, releaseTime: time constants of the smoothing, in seconds (0: none).
    public init(sampleRate: Double = 48_000, fftSize: Int = 4096, binCount: Int = 128, minHz: Double = 20,
                maxHz: Double = 20_000, framesPerSecond: Double = 20, floorDB: Float = -100,
                attackTime: Double = 0.01, releaseTime: Double = 0.15) {
        precondition(fftSize >= 64 && fftSize & (fftSize - 1) == 0, "fftSize must be a power of two >= 64, got \(fftSize)")
        precondition((1...65_535).contains(binCount), "binCount must be 1...65535, got \(binCount)")
        precondition(minHz > 0 && maxHz > minHz, "need 0 < minHz < maxHz, got \(minHz)...\(maxHz)")
        precondition(framesPerSecond > 0, "framesPerSecond must be positive")
        self.sampleRate = sampleRate
        self.fftSize = fftSize
        self.binCount = binCount
        self.minHz = minHz
        self.maxHz = min(maxHz, sampleRate / 2)
        self.framesPerSecond = framesPerSecond
        nextFrameAt = sampleRate / framesPerSecond
        self.floorDB = floorDB
        fft = FFT(size: fftSize)
        history = SampleHistory(capacity: fftSize)
        let bins = fft.binCount
        window = .allocate(capacity: fftSize)
        WindowFunction.hann.fill(UnsafeMutableBufferPointer(start: window, count: fftSize))
        windowed = .allocate(capacity: fftSize)
        windowed.initialize(repeating: 0, count: fftSize)
        real = .allocate(capacity: bins)
        imag = .allocate(capacity: bins)
        levels = .allocate(capacity: binCount)
        rawLevels = .allocate(capacity: bins)
        smoothed = .allocate(capacity: binCount)
        smoothed.initialize(repeating: floorDB, count: binCount)
        firstBin = .allocate(capacity: binCount)
        endBin = .allocate(capacity: binCount)
        centerBin = .allocate(capacity: binCount)
        bandBelowBin = .allocate(capacity: bins)
        bandEdgeBin = .allocate(capacity: binCount + 1)
        // Raw levels are floored at -160 dB, so a local maximum c rises by at most (c + 160)/8 under
        // parabolic interpolation (see `makeFrame`): below this it stays under the floor.
        peakFloor = (8 * floorDB - 160) / 9
        amplitudeScale = Float(2 / WindowFunction.hann.sum(length: fftSize))

        let binHz = sampleRate / Double(fftSize)
        let ratio = self.maxHz / minHz
        self.binHz = binHz
        bandsPerLogUnit = Double(binCount) / log(ratio)
        var centers: [Double] = []
        for b in 0..<binCount {
            let lo = minHz * pow(ratio, Double(b) / Double(binCount))
            let hi = minHz * pow(ratio, Double(b + 1) / Double(binCount))
            centers.append((lo * hi).squareRoot())
            // FFT bins whose centre frequency lies in [lo, hi).
            let first = Int((lo / binHz).rounded(.up))
            let end = min(bins, Int((hi / binHz).rounded(.up)))
            firstBin[b] = Int32(first)
            endBin[b] = Int32(max(first, end))
            centerBin[b] = Float(min(Double(bins - 1), (lo * hi).squareRoot() / binHz))
        }
        bandCenters = centers
        for b in 0...binCount {
            bandEdgeBin[b] = minHz * pow(ratio, Double(b) / Double(binCount)) / binHz
        }
        // The last bin whose peak can land below maxHz is the one under it, +1 for its right neighbour;
        // the band mapping reads bins below endBin and centre positions below bins - 1.
        var used = min(bins, Int(self.maxHz / binHz) + 3)
        for b in 0..<binCount { used = max(used, min(bins, Int(endBin[b]) + 1, Int(centerBin[b]) + 2)) }
        usedBins = used
        chunkLoud = .allocate(capacity: max(1, used / 8))
        chunkLoud.initialize(repeating: true, count: max(1, used / 8))
        // 0.01 dB of margin covers the dB conversion's own error (about 1e-5 dB).
        quietPower = Float(pow(10, (Double(peakFloor) - 0.01) / 10))
        for k in 0..<bins {
            let hz = (Double(k) - 0.5) * binHz
            bandBelowBin[k] = hz >= minHz ? Int32(min(binCount, Int(log(hz / minHz) * bandsPerLogUnit))) : -1
        }
        let frameTime = 1 / framesPerSecond
        attack = attackTime > 0 ? Float(1 - exp(-frameTime / attackTime)) : 1
        release = releaseTime > 0 ? Float(1 - exp(-frameTime / releaseTime)) : 1
    }

    deinit {
        window.deallocate()
        windowed.deallocate()
        real.deallocate()
        imag.deallocate()
        levels.deallocate()
        rawLevels.deallocate()
        smoothed.deallocate()
        firstBin.deallocate()
        endBin.deallocate()
        centerBin.deallocate()
        bandBelowBin.deallocate()
        bandEdgeBin.deallocate()
        chunkLoud.deallocate()
    }

    /// Feeds rendered audio.
    public func push(_ samples: UnsafeBufferPointer<Float>) {
        history.append(samples)
    }

    /// True when enough audio has arrived since the last frame for the next one.
    public var isFrameDue: Bool { Double(history.totalWritten) >= nextFrameAt }

    /// If a frame is due, writes `binCount` levels in dBFS into `magnitudes` and returns true;
    /// otherwise returns false and leaves them untouched.
    public func nextFrame(into magnitudes: UnsafeMutableBufferPointer<Float>) -> Bool {
        guard isFrameDue else { return false }
        let now = Double(history.totalWritten)
        nextFrameAt += sampleRate / framesPerSecond
        if nextFrameAt <= now { nextFrameAt = now + sampleRate / framesPerSecond }
        makeFrame(into: magnitudes)
        return true
    }

    /// `nextFrame` into an array, which must already hold `binCount` values (no allocation then).
    public func nextFrame(into magnitudes: inout [Float]) -> Bool {
        precondition(magnitudes.count == binCount, "magnitudes must hold \(binCount) values, has \(magnitudes.count)")
        return magnitudes.withUnsafeMutableBufferPointer { nextFrame(into: $0) }
    }

    /// Analyses the latest audio now and advances the smoothing by one frame, whether or not a frame is due.
    public func makeFrame(into magnitudes: UnsafeMutableBufferPointer<Float>) {
        precondition(magnitudes.count == binCount, "magnitudes must hold \(binCount) values, has \(magnitudes.count)")
        history.copyLatest(fftSize, into: windowed)
        for i in 0..<fftSize { windowed[i] *= window[i] }
        let allBins = fft.binCount
        fft.forward(UnsafeBufferPointer(start: windowed, count: fftSize),
                    real: UnsafeMutableBufferPointer(start: real, count: allBins),
                    imag: UnsafeMutableBufferPointer(start: imag, count: allBins))
        // Power to dB with a floor far below the display's, so interpolation near the floor stays sane.
        // Eight bins make a chunk. A chunk whose bins are all at or below `quietPower` (so below
        // `peakFloor` in dB), with neighbours that are too, is written as -160 without the logarithm:
        // nothing below `peakFloor` can reach the display (bands floor at `floorDB`, a peak needs a
        // centre above `peakFloor`, and the bins any such peak or band reads are in converted chunks).
        let scale2 = amplitudeScale * amplitudeScale
        let bins = usedBins
        let chunks = bins / 8
        let quiet = quietPower
        for i in 0..<chunks {
            let k = 8 * i
            let re = UnsafeRawPointer(real + k).loadUnaligned(as: SIMD8<Float>.self)
            let im = UnsafeRawPointer(imag + k).loadUnaligned(as: SIMD8<Float>.self)
            let power = (re * re + im * im) * scale2
            UnsafeMutableRawPointer(rawLevels + k).storeBytes(of: power, as: SIMD8<Float>.self)
            chunkLoud[i] = Self.anyLane(power .> quiet)
        }
        for i in 0..<chunks {
            let k = 8 * i
            // The scalar tail after the last chunk is always converted, so the last chunk counts it as loud.
            let neighbourLoud = (i > 0 && chunkLoud[i - 1]) || (i + 1 < chunks ? chunkLoud[i + 1] : true)
            guard chunkLoud[i] || neighbourLoud else {
                UnsafeMutableRawPointer(rawLevels + k).storeBytes(of: SIMD8<Float>(repeating: -160), as: SIMD8<Float>.self)
                continue
            }
            let power = UnsafeRawPointer(rawLevels + k).loadUnaligned(as: SIMD8<Float>.self)
            var dB = PowerDecibels.decibels(power)
            dB.replace(with: -160, where: .!(power .> 1e-16))
            UnsafeMutableRawPointer(rawLevels + k).storeBytes(of: dB, as: SIMD8<Float>.self)
        }
        var k = 8 * chunks
        while k < bins {
            let power = (real[k] * real[k] + imag[k] * imag[k]) * scale2
            rawLevels[k] = power > 1e-16 ? 10 * log10(power) : -160
            k += 1
        }
        for b in 0..<binCount {
            let first = Int(firstBin[b]), end = Int(endBin[b])
            var level: Float
            if end > first {
                // Four running maxima (wide bands in the upper octaves), folded at the end; written as
                // comparisons, which compile to max instructions.
                var m0 = -Float.infinity, m1 = m0, m2 = m0, m3 = m0
                var k = first
                while k + 4 <= end {
                    let x0 = rawLevels[k], x1 = rawLevels[k + 1], x2 = rawLevels[k + 2], x3 = rawLevels[k + 3]
                    m0 = x0 > m0 ? x0 : m0; m1 = x1 > m1 ? x1 : m1
                    m2 = x2 > m2 ? x2 : m2; m3 = x3 > m3 ? x3 : m3
                    k += 4
                }
                while k < end { let x = rawLevels[k]; m0 = x > m0 ? x : m0; k += 1 }
                m0 = m1 > m0 ? m1 : m0; m2 = m3 > m2 ? m3 : m2
                level = m2 > m0 ? m2 : m0
            } else {
                let position = centerBin[b]
                let k = min(bins - 2, Int(position))
                let w = position - Float(k)
                level = rawLevels[k] + (rawLevels[k + 1] - rawLevels[k]) * w
            }
            levels[b] = level
        }
        // Spectral peaks: parabolic interpolation of the dB values gives the peak's true height and
        // frequency; the band at that frequency reads at least that height.
        // With u = c - a >= 0 and w = c - d > 0 the height is c + (w - u)²/(8(u + w)) <= c + max(u, w)/8,
        // and u, w <= c + 160 (the raw floor): a bin at or below `peakFloor` cannot lift a band above
        // `floorDB`, and neither can any height at or below it, so neither is looked at further.
        // Eight bins are tested at a time; only the lanes that hold a peak go on to find their band.
        if bins > 2 {
            var k = 1
            let floor = floorDB, skip = peakFloor
            while k < bins - 1 {
                let lanes = min(8, bins - 1 - k)
                let c: SIMD8<Float>, a: SIMD8<Float>, d: SIMD8<Float>
                if lanes == 8 {
                    c = UnsafeRawPointer(rawLevels + k).loadUnaligned(as: SIMD8<Float>.self)
                    a = UnsafeRawPointer(rawLevels + k - 1).loadUnaligned(as: SIMD8<Float>.self)
                    d = UnsafeRawPointer(rawLevels + k + 1).loadUnaligned(as: SIMD8<Float>.self)
                } else {
                    var cc = SIMD8<Float>(repeating: -200), aa = cc, dd = cc
                    for i in 0..<lanes { cc[i] = rawLevels[k + i]; aa[i] = rawLevels[k + i - 1]; dd[i] = rawLevels[k + i + 1] }
                    c = cc; a = aa; d = dd
                }
                let isPeak = (c .>= a) .& (c .> d) .& (c .> skip)
                if Self.anyLane(isPeak) {
                    let denominator = a - 2 * c + d
                    var p = 0.5 * (a - d) / denominator
                    p.replace(with: 0, where: .!(denominator .< 0))
                    let height = c - 0.25 * (a - d) * p
                    let keep = isPeak .& (height .> floor)
                    if Self.anyLane(keep) {
                        for i in 0..<8 where keep[i] { raisePeakBand(bin: k + i, offset: p[i], height: height[i]) }
                    }
                }
                k += 8
            }
        }
        for b in 0..<binCount {
            let level = levels[b] > floorDB ? levels[b] : floorDB
            let coefficient = level > smoothed[b] ? attack : release
            smoothed[b] += (level - smoothed[b]) * coefficient
            magnitudes[b] = smoothed[b]
        }
    }

    /// True if any lane is set: the lanes OR-ed together as integers (the library's `any` reduces
    /// through a generic call here).
    @inline(__always)
    private static func anyLane(_ mask: SIMDMask<SIMD8<Int32>>) -> Bool {
        let bits = unsafeBitCast(mask, to: SIMD8<Int32>.self)
        let h = bits.lowHalf | bits.highHalf
        return (h[0] | h[1] | h[2] | h[3]) != 0
    }

    /// Raises the band holding the frequency (bin + offset)·binHz to `height` (see `makeFrame`).
    @inline(__always)
    private func raisePeakBand(bin k: Int, offset p: Float, height: Float) {
        var b = Int(bandBelowBin[k])
        // |p| <= 1/2, so when the frequencies half a bin either side share a band, the peak is in it
        // (the upper octaves, where bands are many bins wide: most peaks).
        if b >= 0 && k + 1 < usedBins && Int(bandBelowBin[k + 1]) == b {
            if b < binCount && height > levels[b] { levels[b] = height }
            return
        }
        let x = Double(k) + Double(p)
        if b < 0 {
            // The bin straddles minHz: the peak counts only at or above it.
            guard x >= bandEdgeBin[0] else { return }
            b = 0
        }
        while b < binCount && x >= bandEdgeBin[b + 1] { b += 1 }
        if b < binCount && height > levels[b] { levels[b] = height }
    }

    /// `makeFrame` into an array, which must already hold `binCount` values (no allocation then).
    public func makeFrame(into magnitudes: inout [Float]) {
        precondition(magnitudes.count == binCount, "magnitudes must hold \(binCount) values, has \(magnitudes.count)")
        magnitudes.withUnsafeMutableBufferPointer { makeFrame(into: $0) }
    }

    /// Forgets all audio and the smoothing state.
    public func reset() {
        history.reset()
        smoothed.update(repeating: floorDB, count: binCount)
        nextFrameAt = sampleRate / framesPerSecond
    }
}
