import Foundation
import OpusCodec
import Server
import SynthEngine

/// What Opus does to the synth's sound at a given bitrate, and what the encoding costs: a held note is
/// rendered, encoded and decoded with the server's encoder settings, and the decoded audio (aligned by
/// the encoder's look-ahead) is compared with the original in 2048-point Hann-windowed frames:
/// - log-spectral distance: per frame the RMS of the dB difference between the two spectra's energies
///   in third-octave bands from just below the note's fundamental (a held note has nothing lower,
///   only the window's leakage against the codec's noise) to 20 kHz (each floored 60 dB below the frame's strongest band,
///   where the ear hears nothing beside the loud bands, and where the codec's noise floor would
///   otherwise dominate a dark sound's figure), averaged over frames. Bands rather than bins:
///   between the harmonics of a held note both spectra are 60-90 dB down, where the codec's noise
///   fill would dominate a per-bin figure (about 19 dB for the bright saw at 64 kbit/s) although
///   nobody hears it under the harmonics; the bands follow the ear's resolution;
/// - 8-16 kHz SNR: the original's energy in that band over the energy of (original - decoded) there
///   (phase errors count as noise, which is what a waveform-matching ear would call them).
/// The cost is the encoder's CPU time per stream-second (this thread, median of `runs`).
public enum OpusQualityProbe {
    public struct Result: Sendable {
        public let bitrate: Int
        public let logSpectralDistanceDB: Double
        public let highBandSNRDB: Double
        /// CPU milliseconds per second of audio, encoding only.
        public let encodeMillisecondsPerSecond: Double
    }

    public static let fftSize = 2_048

    public static func measure(patch: Patch, note: Int, seconds: Double, bitrate: Int,
                               base: OpusEncoder.Configuration, runs: Int = 3) throws -> Result {
        var config = base
        config.bitrate = bitrate
        let frame = config.frameSize
        let frames = max(1, Int(seconds * Double(config.sampleRate)) / frame)
        let engine = SynthEngine(sampleRate: Double(config.sampleRate), patch: patch)
        engine.play(pitch: note, velocity: 0.9)
        var original = [Float](repeating: 0, count: frames * frame)
        original.withUnsafeMutableBufferPointer { engine.render(into: $0) }

        var decoded = [Float](repeating: 0, count: frames * frame)
        var lookahead = 0
        var costs: [Double] = []
        var packet = [UInt8](repeating: 0, count: OpusEncoder.maxPacketSize)
        for run in 0..<max(1, runs) {
            let encoder = try OpusEncoder(config)
            let decoder = try OpusDecoder(sampleRate: config.sampleRate, channels: 1)
            lookahead = try encoder.lookahead()
            var cpu = 0.0
            try original.withUnsafeBufferPointer { pcm in
                try packet.withUnsafeMutableBytes { out in
                    try decoded.withUnsafeMutableBufferPointer { dec in
                        for f in 0..<frames {
                            let slice = UnsafeBufferPointer(rebasing: pcm[(f * frame)..<((f + 1) * frame)])
                            let t0 = ThreadCPUClock.seconds()
                            let bytes = try encoder.encode(slice, into: out)
                            cpu += ThreadCPUClock.seconds() - t0
                            // Decoded once; later runs only time the encoder again.
                            if run == 0 {
                                _ = try decoder.decode(UnsafeRawBufferPointer(rebasing: out[0..<bytes]),
                                                       into: UnsafeMutableBufferPointer(rebasing: dec[(f * frame)..<((f + 1) * frame)]))
                            }
                        }
                    }
                }
            }
            costs.append(cpu / (Double(frames * frame) / Double(config.sampleRate)))
        }
        let fundamental = 440 * pow(2, Double(note - 69) / 12)
        let (lsd, snr) = compare(original, decoded, delay: lookahead, sampleRate: Double(config.sampleRate),
                                 lowest: 0.9 * fundamental)
        return Result(bitrate: bitrate, logSpectralDistanceDB: lsd, highBandSNRDB: snr,
                      encodeMillisecondsPerSecond: costs.sorted()[costs.count / 2] * 1000)
    }

    /// Log-spectral distance (bands from `lowest` Hz) and 8-16 kHz SNR of `decoded` (late by `delay`
    /// samples) against `original`.
    static func compare(_ original: [Float], _ decoded: [Float], delay: Int, sampleRate: Double,
                        lowest: Double) -> (Double, Double) {
        let n = fftSize, fft = FFT(size: n)
        let window = (0..<n).map { Float(0.5 - 0.5 * cos(2 * Double.pi * Double($0) / Double(n))) }
        var a = [Float](repeating: 0, count: n), b = a
        var ar = [Float](repeating: 0, count: fft.binCount), ai = ar, br = ar, bi = ar
        let binHz = sampleRate / Double(n)
        // Third-octave band edges from `lowest` up to 20 kHz, as bin ranges.
        var edges: [Int] = []
        var f = lowest
        while f < 20_000 { edges.append(Int(f / binHz)); f *= pow(2, 1 / 3.0) }
        edges.append(min(fft.binCount - 1, Int(20_000 / binHz)))
        let bandLow = Int(8_000 / binHz), bandHigh = Int(16_000 / binHz)
        var lsdSum = 0.0, lsdFrames = 0, signal = 0.0, noise = 0.0
        // Skip the first 100 ms (the attack and the codec settling).
        var start = Int(0.1 * sampleRate)
        while start + delay + n <= decoded.count && start + n <= original.count {
            for i in 0..<n { a[i] = original[start + i] * window[i]; b[i] = decoded[start + delay + i] * window[i] }
            a.withUnsafeBufferPointer { x in ar.withUnsafeMutableBufferPointer { r in ai.withUnsafeMutableBufferPointer { fft.forward(x, real: r, imag: $0) } } }
            b.withUnsafeBufferPointer { x in br.withUnsafeMutableBufferPointer { r in bi.withUnsafeMutableBufferPointer { fft.forward(x, real: r, imag: $0) } } }
            var pa = [Double](repeating: 0, count: fft.binCount), pb = pa
            for k in 0..<fft.binCount {
                pa[k] = Double(ar[k] * ar[k] + ai[k] * ai[k]); pb[k] = Double(br[k] * br[k] + bi[k] * bi[k])
            }
            var ea: [Double] = [], eb: [Double] = []
            for b in 0..<(edges.count - 1) {
                let r = edges[b]..<max(edges[b] + 1, edges[b + 1])
                ea.append(r.reduce(0) { $0 + pa[$1] }); eb.append(r.reduce(0) { $0 + pb[$1] })
            }
            let floor = max(1e-30, ea.max() ?? 0, eb.max() ?? 0) * 1e-6
            var sum = 0.0
            for b in ea.indices {
                let d = 10 * log10(max(ea[b], floor) / max(eb[b], floor))
                sum += d * d
            }
            lsdSum += (sum / Double(ea.count)).squareRoot()
            lsdFrames += 1
            for k in bandLow...bandHigh {
                signal += pa[k]
                let dr = Double(ar[k] - br[k]), di = Double(ai[k] - bi[k])
                noise += dr * dr + di * di
            }
            start += n / 2
        }
        return (lsdSum / Double(max(1, lsdFrames)), 10 * log10(max(signal, 1e-30) / max(noise, 1e-30)))
    }
}
