import Foundation
import Lessons
import OpusCodec
import Server
import SynthEngine

/// `synth-trainer bench --mode opus`: what each Opus setting costs and what it does to the sound, as
/// a table of complexity (0-10) by bitrate (64-128 kbit/s), so the server's default can be read off
/// it (`ServerConfiguration.complexity` says which row was picked and why).
///
/// The sounds are the course's darkest and brightest challenge targets (by the spectral centroid of
/// a held A3), so the table covers what students are asked to judge, and the default saw (see
/// `extremePatches` for why).
/// Each cell is `OpusQualityProbe`: third-octave log-spectral distance against the original, the
/// 8-16 kHz SNR, and the encoder's CPU time per stream-second (one core, median of `runs`), with the
/// server's other encoder settings (application, frame length).
public struct OpusSettingsBench {
    let seconds: Double
    let runs: Int
    public static let bitrates = [64_000, 80_000, 96_000, 112_000, 128_000]
    public static let complexities = Array(0...10)

    public init(seconds: Double, runs: Int) {
        self.seconds = seconds
        self.runs = runs
    }

    public func run() throws {
        #if DEBUG
        print("note: this is a debug build; measure with `swift build -c release` for real figures")
        #endif
        let base = ServerConfiguration().opus
        print("Opus settings: held A3, \(base.application.name), \(Int(base.frameMilliseconds)) ms frames, "
              + "\(max(4, seconds).formatted()) s per cell, encode cost the median of \(runs) runs on one core")
        print("cell: log-spectral distance dB / 8-16 kHz SNR dB / encode ms per stream-second (lower LSD, higher SNR: closer)")
        for (name, patch) in try Self.extremePatches() {
            print("")
            print(name)
            print("cx " + Self.bitrates.map { "\($0 / 1000) kbit/s".padding(toLength: 21, withPad: " ", startingAt: 0) }.joined())
            for complexity in Self.complexities {
                var config = base
                config.complexity = complexity
                var line = String(format: "%2d ", complexity)
                for bitrate in Self.bitrates {
                    let r = try OpusQualityProbe.measure(patch: patch, note: 57, seconds: max(4, seconds), bitrate: bitrate,
                                                         base: config, runs: runs)
                    line += String(format: "%4.2f / %4.1f / %5.2f   ", r.logSpectralDistanceDB, r.highBandSNRDB,
                                   r.encodeMillisecondsPerSecond)
                }
                print(line)
            }
        }
    }

    /// The challenge targets of ./Courses with the lowest and highest spectral centroid (held A3).
    static func extremePatches() throws -> [(String, Patch)] {
        let loaded = CourseLoader.load(directory: URL(fileURLWithPath: "Courses"))
        var scored: [(id: String, patch: Patch, centroid: Double)] = []
        for lesson in loaded.course.lessons where lesson.kind == .challenge {
            if let c = centroid(of: lesson.targetPatch) { scored.append((lesson.id, lesson.targetPatch, c)) }
        }
        guard let dark = scored.min(by: { $0.centroid < $1.centroid }),
              let bright = scored.max(by: { $0.centroid < $1.centroid }) else {
            // No course here (run from the repository's root): a saw with the filter low and open.
            return [("dark: saw, low-pass 800 Hz (no course found)", (try? Patch().setting(.filterCutoff, to: 800)) ?? Patch()),
                    ("bright: saw, open filter (no course found)", Patch())]
        }
        // The brightest target by centroid is noise (a hi-hat), whose per-frame band energies vary at
        // random in the original as much as in the decoded sound: its distance barely moves with the
        // setting. The default saw with the filter open, the richest pitched sound, is where bitrate
        // and complexity show.
        return [(String(format: "darkest target: %@ (centroid %.0f Hz)", dark.id, dark.centroid), dark.patch),
                (String(format: "brightest target: %@ (centroid %.0f Hz)", bright.id, bright.centroid), bright.patch),
                ("bright pitched: default saw, open filter", Patch())]
    }

    /// Power-weighted mean frequency of a 4096-sample Hann window 0.3 s into a held A3; nil if silent.
    static func centroid(of patch: Patch) -> Double? {
        let rate = 48_000.0, n = 4_096, start = 14_400
        let engine = SynthEngine(sampleRate: rate, patch: patch)
        engine.play(pitch: 57, velocity: 0.9)
        var pcm = [Float](repeating: 0, count: start + n)
        pcm.withUnsafeMutableBufferPointer { engine.render(into: $0) }
        let fft = FFT(size: n)
        var x = [Float](repeating: 0, count: n)
        for i in 0..<n { x[i] = pcm[start + i] * Float(0.5 - 0.5 * cos(2 * Double.pi * Double(i) / Double(n))) }
        var re = [Float](repeating: 0, count: fft.binCount), im = re
        x.withUnsafeBufferPointer { input in
            re.withUnsafeMutableBufferPointer { r in im.withUnsafeMutableBufferPointer { fft.forward(input, real: r, imag: $0) } }
        }
        var weighted = 0.0, total = 0.0
        for k in 0..<fft.binCount {
            let p = Double(re[k] * re[k] + im[k] * im[k])
            weighted += p * Double(k) * rate / Double(n)
            total += p
        }
        return total > 1e-9 ? weighted / total : nil
    }
}
