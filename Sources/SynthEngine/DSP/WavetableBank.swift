import Foundation

/// Mip-mapped band-limited wavetables, built once per process by additive synthesis (an inverse FFT
/// of the waveform's Fourier series truncated below Nyquist, with the project's one `FFT`).
///
/// Why wavetables and not PolyBLEP: two-sample PolyBLEP leaves aliases around -40..-60 dB for a
/// 1 kHz saw at 48 kHz; a table per third of an octave holding only the harmonics that stay below
/// Nyquist at the top of its band has no aliasing of its own, and with 4096-point tables read by
/// linear interpolation the interpolation images stay about 100 dB below the fundamental.
///
/// Saw and triangle have mip levels; square and pulse are built from two saw reads
/// (`saw(φ) - saw(φ + width)`), so pulse-width modulation stays band-limited. Sine has one table.
/// The memory (about 1 MB) is shared read-only by every engine.
final class WavetableBank: @unchecked Sendable {
    // @unchecked: the tables are written once in `init` and only read afterwards.

    /// Points per table cycle; a guard point (a copy of point 0) follows each table.
    static let tableSize = 4096
    static let tableBits = 12
    /// Harmonics of the lowest mip level (caps table 0 at a quarter of the table size).
    static let maxHarmonics = 1024
    /// Mip levels per octave of fundamental frequency.
    static let levelsPerOctave = 3
    /// Levels from `maxHarmonics` partials down to a single partial.
    static let levelCount = 10 * levelsPerOctave + 1
    /// Top normalised frequency (Hz / sample rate) of level 0.
    static let level0Top = 0.5 / Double(maxHarmonics)

    static let shared = WavetableBank()

    let saw: UnsafeMutablePointer<Float>
    let triangle: UnsafeMutablePointer<Float>
    let sine: UnsafeMutablePointer<Float>
    static let stride = tableSize + 1

    private init() {
        let n = Self.tableSize, s = Self.stride
        let fft = FFT(size: n)
        let re = UnsafeMutableBufferPointer<Float>.allocate(capacity: fft.binCount)
        let im = UnsafeMutableBufferPointer<Float>.allocate(capacity: fft.binCount)
        re.initialize(repeating: 0); im.initialize(repeating: 0)
        defer { re.deallocate(); im.deallocate() }
        saw = .allocate(capacity: s * Self.levelCount)
        triangle = .allocate(capacity: s * Self.levelCount)
        sine = .allocate(capacity: s)
        for level in 0..<Self.levelCount {
            let k = Self.harmonics(level: level)
            // Rising saw 2φ-1 = -(2/π) Σ sin(2πkφ)/k.
            Self.fill(saw + level * s, harmonics: k, fft: fft, re: re, im: im) { h in -2 / (Double.pi * Double(h)) }
            // Triangle peaking at φ = 1/4: (8/π²) Σ_odd (-1)^((h-1)/2) sin(2πhφ)/h².
            Self.fill(triangle + level * s, harmonics: k, fft: fft, re: re, im: im) { h in
                h % 2 == 0 ? 0 : (h % 4 == 1 ? 1 : -1) * 8 / (Double.pi * Double.pi * Double(h * h))
            }
        }
        for i in 0...n { sine[i] = Float(sin(2 * Double.pi * Double(i % n) / Double(n))) }
    }

    /// Partials in mip level `level`: those that stay below Nyquist at the level's top frequency.
    static func harmonics(level: Int) -> Int {
        max(1, Int((Double(maxHarmonics) / pow(2, Double(level) / Double(levelsPerOctave))).rounded(.down)))
    }

    /// The mip level to read for a normalised frequency (cycles per sample).
    @inline(__always)
    static func level(forNormalizedFrequency f: Double) -> Int {
        guard f > level0Top else { return 0 }
        let l = Int((Double(levelsPerOctave) * log2(f / level0Top)).rounded(.up))
        return min(levelCount - 1, l)
    }

    /// Sums the sine series Σ b_h sin(2πhn/N) via one real inverse FFT: `forward` maps a sine of
    /// amplitude b on bin h to X[h] = -i·b·N/2, so those bins, inverted, give the series.
    private static func fill(_ table: UnsafeMutablePointer<Float>, harmonics: Int, fft: FFT,
                             re: UnsafeMutableBufferPointer<Float>, im: UnsafeMutableBufferPointer<Float>,
                             amplitude: (Int) -> Double) {
        let n = tableSize
        re.update(repeating: 0)
        im.update(repeating: 0)
        for h in 1...min(harmonics, n / 2 - 1) { im[h] = Float(-amplitude(h) * Double(n) / 2) }
        fft.inverse(real: UnsafeBufferPointer(re), imag: UnsafeBufferPointer(im),
                    output: UnsafeMutableBufferPointer(start: table, count: n))
        table[n] = table[0]
    }
}
