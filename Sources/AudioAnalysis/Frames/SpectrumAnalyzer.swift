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
        let bins = fft.binCount
        fft.forward(UnsafeBufferPointer(start: windowed, count: fftSize),
                    real: UnsafeMutableBufferPointer(start: real, count: bins),
                    imag: UnsafeMutableBufferPointer(start: imag, count: bins))
        // Power to dB with a floor far below the display's, so interpolation near the floor stays sane.
        let scale2 = amplitudeScale * amplitudeScale
        var k = 0
        while k + 8 <= bins {
            let re = UnsafeRawPointer(real + k).loadUnaligned(as: SIMD8<Float>.self)
            let im = UnsafeRawPointer(imag + k).loadUnaligned(as: SIMD8<Float>.self)
            let power = (re * re + im * im) * scale2
            var dB = PowerDecibels.decibels(power)
            dB.replace(with: -160, where: .!(power .> 1e-16))
            UnsafeMutableRawPointer(rawLevels + k).storeBytes(of: dB, as: SIMD8<Float>.self)
            k += 8
        }
        while k < bins {
            let power = (real[k] * real[k] + imag[k] * imag[k]) * scale2
            rawLevels[k] = power > 1e-16 ? 10 * log10(power) : -160
            k += 1
        }
        for b in 0..<binCount {
            let first = Int(firstBin[b]), end = Int(endBin[b])
            var level: Float
            if end > first {
                level = -Float.infinity
                for k in first..<end { level = max(level, rawLevels[k]) }
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
        if bins > 2 {
            for k in 1..<(bins - 1) {
                let a = rawLevels[k - 1], c = rawLevels[k], d = rawLevels[k + 1]
                guard c >= a && c > d else { continue }
                let denominator = a - 2 * c + d
                let p = denominator < 0 ? 0.5 * (a - d) / denominator : 0
                let height = c - 0.25 * (a - d) * p
                let hz = (Double(k) + Double(p)) * binHz
                guard hz >= minHz else { continue }
                let b = Int(log(hz / minHz) * bandsPerLogUnit)
                if b < binCount { levels[b] = max(levels[b], height) }
            }
        }
        for b in 0..<binCount {
            let level = max(floorDB, levels[b])
            let coefficient = level > smoothed[b] ? attack : release
            smoothed[b] += (level - smoothed[b]) * coefficient
            magnitudes[b] = smoothed[b]
        }
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
