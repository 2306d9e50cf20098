import ArgumentParser
import AudioAnalysis
import Foundation
import SynthEngine

/// `synth-trainer analyze FILE.wav`: what the ear makes of a sound, as JSON: loudness (sone),
/// sharpness (acum), roughness (asper), fluctuation strength (vacil), from the auditory model the sound
/// comparator is moving onto (`AudioAnalysis/Auditory`). A course author measures a rendered patch with
/// it (`render`, then `analyze`); the tests compare its figures with MoSQITo's reference implementations.
struct AnalyzeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze", abstract: "Measure a WAV file as the ear hears it: loudness, sharpness, roughness, fluctuation (JSON).",
        discussion: """
            Sample values are taken as pascals (1.0 = 94 dB SPL), MoSQITo's convention. Stationary figures
            are medians over the hops where the sound is audible; --series adds each figure per 10 ms hop.
            """)

    @Argument(help: "A WAV file: 16-bit PCM or 32-bit float; the first channel is analysed.")
    var file: String

    @Flag(help: "Also print each figure per hop.") var series = false

    func run() throws {
        guard let data = FileManager.default.contents(atPath: file) else { throw RenderCommand.Failure("cannot read \(file)") }
        let wav: (samples: [Float], sampleRate: Int)
        do { wav = try WAVReader.read(data) } catch { throw RenderCommand.Failure("\(file): \(error)") }
        guard wav.sampleRate >= 16_000 else { throw RenderCommand.Failure("\(file): sample rate \(wav.sampleRate) Hz is too low (16 kHz or more)") }
        let f = SoundFeatureExtractor(sampleRate: Double(wav.sampleRate)).features(of: wav.samples)
        let a = f.auditory
        var out: [String: Any] = [
            "seconds": Double(wav.samples.count) / Double(wav.sampleRate),
            "loudnessSone": a.median(a.loudness),
            "peakLoudnessSone": Double(a.loudness.max() ?? 0),
            "sharpnessAcum": a.median(a.sharpness),
            "roughnessAsper": a.median(a.roughness),
            "fluctuationVacil": a.fluctuation,
            "bandWobbleDB": a.bandWobble.depth,
            "bandWobbleHz": a.bandWobble.rate ?? 0,
            "levelDBFS": Double(f.loudnessDB),
        ]
        if series {
            out["loudness"] = a.loudness.map(Double.init)
            out["sharpness"] = a.sharpness.map(Double.init)
            out["roughness"] = a.roughness.map(Double.init)
        }
        let json = try JSONSerialization.data(withJSONObject: out, options: [.sortedKeys])
        print(String(decoding: json, as: UTF8.self))
    }
}
