import ArgumentParser
import Benchmarks
import Foundation
import Server
import SynthEngine

/// `synth-trainer bench`: `--mode engine` (the default) measures the DSP engine's render speed in
/// times real time per core; `--mode capacity` runs the server capacity benchmark (`CapacityBench`);
/// `--mode store` what the store's calls cost (`StoreBench`), on SQLite in `--data` or PostgreSQL;
/// `--mode opus` the Opus settings table (complexity by bitrate: cost and quality, `OpusSettingsBench`).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Benchmarks: render speed, server capacity, message parsing.")

    enum Mode: String, ExpressibleByArgument, CaseIterable {
        case engine, capacity, parser, ramp, store, opus
    }

    @Option(help: "What to measure: \(Mode.allCases.map(\.rawValue).joined(separator: ", ")).")
    var mode: Mode = .engine

    @Option(help: "Seconds of audio rendered per run.")
    var seconds: Double = 5

    @Option(help: "Runs per scenario; the median is reported.")
    var runs: Int = 5

    @Option(help: "Samples per render call (the server renders 10 or 20 ms: 480 or 960).")
    var blockSize: Int = 960

    @Option(name: .customLong("frame-ms"), help: "Capacity mode: the audio frame length, 10 or 20 ms (serve --frame-ms).")
    var frameMs: Int = 20

    @Flag(help: "Capacity mode: only the one-core cost per stream-second (skip the loopback socket ramp and latency).")
    var costOnly = false

    @Option(help: "Capacity and ramp modes: sessions in the socket ramp's first step (it doubles until a step fails, then bisects).")
    var from: Int = 20

    @Option(help: "Ramp mode: the loopback port of a running server (or of nginx in front of several).")
    var port: Int?

    @Option(help: "Ramp mode: spread the sessions over this many class codes (/ws?class=CODE), as a cluster's nginx hashes on them.")
    var classes: Int = 0

    @Option(help: "Store mode: the data folder of a SQLite store to write bench rows into (use a scratch one).")
    var data = "./bench-data"

    @Option(help: "Store mode: a PostgreSQL store instead (postgres://USER:PASSWORD@HOST:PORT/DATABASE; use a scratch database). [default: SYNTH_TRAINER_DATABASE]")
    var database: String?

    @Option(help: "Store mode: store calls running at once (the server runs 4 lesson calls at a time).")
    var concurrency: Int = 4

    @Option(help: "Store mode: which calls, comma-separated: \(StoreBench.allKinds.joined(separator: ", ")).")
    var calls = StoreBench.allKinds.joined(separator: ",")

    func validate() throws {
        guard seconds > 0, seconds <= 600 else { throw ValidationError("--seconds must be in 0...600") }
        guard runs >= 1, runs <= 100 else { throw ValidationError("--runs must be in 1...100") }
        guard blockSize >= 1, blockSize <= 48_000 else { throw ValidationError("--block-size must be in 1...48000") }
        // The server's own rule for the frame length (the capacity bench starts `serve` with it).
        var server = ServerConfiguration()
        server.frameMilliseconds = frameMs
        if let problem = server.problems().first { throw ValidationError(problem) }
    }

    func run() throws {
        switch mode {
        case .engine: runEngine()
        case .capacity: try CapacityBench(seconds: seconds, runs: runs, costOnly: costOnly, firstStep: max(1, from),
                                           frameMilliseconds: frameMs).run()
        case .parser: runParser()
        case .opus: try OpusSettingsBench(seconds: seconds, runs: runs).run()
        case .ramp:
            guard let port else { throw ValidationError("--mode ramp needs --port (a running server, or nginx in front of several)") }
            RampBench(port: port, classes: max(0, classes), seconds: seconds, start: max(1, from)).run()
        case .store:
            let store = try StoreChoice.open(database: database, dataDirectory: URL(fileURLWithPath: data, isDirectory: true))
            print("store: \(try StoreChoice.describe(database: database, dataDirectory: URL(fileURLWithPath: data, isDirectory: true)))")
            let kinds = calls.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard !kinds.isEmpty, kinds.allSatisfy(StoreBench.allKinds.contains) else {
                throw ValidationError("--calls takes \(StoreBench.allKinds.joined(separator: ", "))")
            }
            try StoreBench(store: store, seconds: seconds, concurrency: max(1, min(64, concurrency)), kinds: kinds).run()
        }
    }

    private func runParser() {
        print("client message parse + validate, worst 64 KiB shapes, median of 21 runs, one core")
        for r in ParserBenchmark.run() {
            print("\(r.shape.padding(toLength: 26, withPad: " ", startingAt: 0)) \(r.bytes) bytes  \(String(format: "%8.0f", r.medianMicroseconds)) µs")
        }
    }

    private func runEngine() {
        #if DEBUG
        print("note: this is a debug build; measure with `swift build -c release` for real figures")
        #endif
        print("engine render speed, 48 kHz mono, \(blockSize)-sample blocks, \(runs) runs of \(seconds.formatted()) s, one core")
        // The first two are the long-standing figures; the others came with the default-patch check,
        // unison and FM/chorus (their callgrind dumps come in this order too).
        for scenario in [Benchmark.basicOneVoice, Benchmark.fullEightVoices, Benchmark.defaultOneVoice,
                         Benchmark.basicUnisonSeven, Benchmark.fmBellChorus] {
            let r = Benchmark.run(scenario, seconds: seconds, runs: runs, blockSize: blockSize)
            let all = r.runs.map { String(Int($0.rounded())) }.joined(separator: " ")
            print("\(r.scenario.padding(toLength: 27, withPad: " ", startingAt: 0)) median \(Int(r.median.rounded()))x realtime  (runs: \(all))")
        }
    }
}
