import ArgumentParser
import Foundation
import SynthEngine

/// `synth-trainer render PATCH --out FILE.wav`: renders a patch playing a phrase to a WAV file.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render a patch playing a phrase to a WAV file.",
        discussion: """
            PATCH is a JSON patch file, inline JSON ({"filter.cutoff": 800}) or a preset string (st1.…).
            Without --phrase, one note (--note, default 57 = A3 = 220 Hz) is held for --length seconds,
            then released; rendering stops when the sound has died away (or after --tail seconds).
            """)

    @Argument(help: "A JSON patch file, inline JSON, or a preset string (st1.…).")
    var patch: String

    @Option(name: .shortAndLong, help: "The WAV file to write.")
    var out: String

    @Option(help: "A phrase JSON file: {\"notes\": [{\"start\": 0, \"length\": 1, \"note\": 57, \"velocity\": 1}]}.")
    var phrase: String?

    @Option(help: "MIDI note (0-127) when no --phrase is given.")
    var note: Int = 57

    @Option(help: "Seconds the note is held when no --phrase is given.")
    var length: Double = 1

    @Option(help: "Velocity 0-1 when no --phrase is given.")
    var velocity: Double = 1

    @Option(help: "Sample format: pcm16 or float32.")
    var format: String = "pcm16"

    @Option(help: "Longest tail after the last release, in seconds.")
    var tail: Double = 10

    func validate() throws {
        guard WAVWriter.Format(rawValue: format) != nil else {
            throw ValidationError("--format must be pcm16 or float32, not '\(format)'")
        }
        guard tail.isFinite, tail >= 0, tail <= 120 else { throw ValidationError("--tail must be 0...120 seconds") }
    }

    func run() throws {
        let wavFormat = WAVWriter.Format(rawValue: format) ?? .pcm16
        let p = try Self.loadPatch(patch)
        let ph = try loadPhrase()
        let samples = OfflineRenderer(maxTailSeconds: tail).render(patch: p, phrase: ph)
        let url = URL(fileURLWithPath: out)
        do {
            try WAVWriter.write(samples, to: url, format: wavFormat)
        } catch {
            throw Failure("cannot write \(out): \(error.localizedDescription)")
        }
        let peak = OfflineRenderer.peak(samples)
        let peakDB = peak > 0 ? 20 * log10(Double(peak)) : -Double.infinity
        print("wrote \(out): \(String(format: "%.2f", Double(samples.count) / 48_000)) s, 48 kHz mono \(wavFormat.rawValue), peak \(String(format: "%.1f", peakDB)) dBFS")
    }

    /// A refused input or failed write, printed as "Error: …" without the usage text (the
    /// arguments parsed fine; their content is what is wrong).
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// A patch from a file path, inline JSON or a preset string, with errors that say which.
    static func loadPatch(_ argument: String) throws -> Patch {
        let trimmed = argument.trimmingCharacters(in: .whitespacesAndNewlines)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: trimmed, isDirectory: &isDirectory) {
            guard !isDirectory.boolValue else { throw Failure("patch \(trimmed) is a directory, not a file") }
            guard let data = FileManager.default.contents(atPath: trimmed), let text = String(data: data, encoding: .utf8) else {
                throw Failure("cannot read patch file \(trimmed)")
            }
            do { return try Patch(presetOrJSON: text) } catch {
                throw Failure("patch file \(trimmed): \(error)")
            }
        }
        if trimmed.hasPrefix("{") || trimmed.hasPrefix(Patch.presetPrefix) {
            do { return try Patch(presetOrJSON: trimmed) } catch { throw Failure("\(error)") }
        }
        if trimmed.hasSuffix(".json") || trimmed.contains("/") {
            throw Failure("patch file not found: \(trimmed)")
        }
        throw Failure("'\(trimmed)' is neither an existing patch file, inline JSON, nor a preset string (\(Patch.presetPrefix)…)")
    }

    private func loadPhrase() throws -> Phrase {
        guard let path = phrase else {
            let n = Phrase.Note(start: 0, length: length, note: note, velocity: velocity)
            if let problem = n.validationProblem { throw Failure("note: \(problem)") }
            return Phrase(notes: [n])
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure("phrase file not found: \(path)")
        }
        do { return try Phrase(json: data) } catch { throw Failure("phrase file \(path): \(error.message)") }
    }
}
