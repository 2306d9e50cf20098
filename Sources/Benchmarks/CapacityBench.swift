import Foundation
import Lessons
import OpusCodec
import Server
import SynthEngine

/// `synth-trainer bench --mode capacity`: how many students one machine can stream to.
///
/// 1. Cost of one stream on one core: Opus encoding alone (the floor, same settings, same audio)
///    against the whole per-session pipeline (synth, waveform and spectrum analysis, Opus, packets)
///    for a basic lesson patch; their ratio shows how close the server gets to "encoding is all it does".
/// 2. Real sockets: a `serve` child process on loopback and a light epoll client in this process,
///    ramping the number of sessions (each holding a note) to the largest that keeps audio frame
///    inter-arrival p99 under 30 ms with no dropped frames; server CPU is read from /proc.
/// 3. Latency from a `set` message to the first audio packet that carries the change.
public struct CapacityBench {
    var seconds: Double = 5
    var runs: Int = 3
    var frameMilliseconds = 20
    /// Only part 1 (the cost per stream-second), for iterating on the pipeline's speed.
    var costOnly = false
    /// The socket ramp's first step (it doubles from there until a step fails).
    var firstStep = 20

    public init(seconds: Double, runs: Int, costOnly: Bool, firstStep: Int = 20, frameMilliseconds: Int = 20) {
        self.frameMilliseconds = frameMilliseconds
        self.seconds = seconds
        self.runs = runs
        self.costOnly = costOnly
        self.firstStep = firstStep
    }

    public func run() throws {
        #if DEBUG
        print("note: this is a debug build; measure with `swift build -c release` for real figures")
        #endif
        // The encoder settings a default `serve` uses (bitrate, complexity, application), so the
        // encode-only floor is the server's own.
        var config = ServerConfiguration()
        config.frameMilliseconds = frameMilliseconds
        let opus = config.opus
        let (patch, patchName) = basicLessonPatch()
        let cores = ProcessInfo.processInfo.activeProcessorCount
        print("capacity: Opus \(opus.bitrate / 1000) kbit/s, complexity \(opus.complexity), \(frameMilliseconds) ms frames, 48 kHz mono; \(cores) cores")

        print("load average: \(loadAverage()) (other processes on the machine skew the socket figures)")
        for (name, p) in [(patchName, patch), ("default patch (saw, one oscillator)", Patch())] {
            let cost = try StreamCostProbe.measure(patch: p, note: 57, seconds: max(2, seconds * 2), runs: runs, opus: opus)
            print("")
            print("one core, CPU time per stream-second (median of \(runs)), \(name):")
            print(String(format: "  encode only      %7.3f ms  (%5.0fx realtime: ceiling %4.0f streams/core)",
                         cost.encodeOnlyCost * 1000, cost.encodeOnlyRealtime, cost.encodeOnlyRealtime))
            print(String(format: "  render + encode  %7.3f ms  (%5.0fx realtime: ceiling %4.0f streams/core); the page's session:",
                         cost.pipelineCost * 1000, cost.pipelineRealtime, cost.pipelineRealtime))
            print("                   waveform frames, its spectrum drawn in the page")
            print(String(format: "  pipeline / encode only %.2fx (goal <= 1.10x; each run's ratio against the encodes around it, median)",
                         cost.pipelineOverEncode))
            print(String(format: "  with spectrum frames %7.3f ms = %.2fx encode only (a client that asks for them)",
                         cost.withSpectrumCost * 1000, cost.withSpectrumOverEncode))
            print(String(format: "  no pictures          %7.3f ms = %.2fx encode only (a page showing neither)",
                         cost.noViewsCost * 1000, cost.noViewsOverEncode))
            print(String(format: "  stages alone: synth %.3f ms, waveform view %.3f ms (every frame drawn: %.3f ms), spectrum view %.3f ms per stream-second",
                         cost.engineCost * 1000, cost.waveformCost * 1000, cost.waveformFullRateCost * 1000, cost.spectrumCost * 1000))
        }

        try printOpusQuality(base: opus)

        if costOnly { return }
        let server = try ChildServer(frameMilliseconds: frameMilliseconds)
        defer { server.stop() }
        print("")
        print("loopback sockets, serve pid \(server.pid) on port \(server.port), sessions each holding a note;")
        print("pass = audio inter-arrival p99 < \(Int(RampBench.p99LimitMs)) ms, no sequence gaps, no failed or closed sessions")
        print("sessions  p50 ms  p99 ms  max ms  gaps  failed  server CPU  client CPU  result")
        let setup = [#"{"type":"hello","client":"bench","bundles":true,"spectrumFrames":false}"#,
                     #"{"type":"loadPatch","preset":"\#(patch.presetString)"}"#,
                     #"{"type":"noteOn","note":57,"velocity":0.9}"#]
        func trial(_ n: Int, probes: Int = 0) -> (LoadClient.Report, Double, Bool) {
            let cpu0 = server.cpuSeconds(), t0 = Date()
            let r = LoadClient.run(.init(port: server.port, sessions: n, seconds: seconds, warmup: 2, setup: setup, probes: probes))
            let serverCPU = (server.cpuSeconds() - cpu0) / Date().timeIntervalSince(t0)
            let pass = RampBench.passes(r, sessions: n)
            print(String(format: "%8d  %6.1f  %6.1f  %6.1f  %4d  %6d  %8.2f c  %8.2f c  %@", n, r.interarrivalP50, r.interarrivalP99,
                         r.interarrivalMax, r.sequenceGaps, r.failed, serverCPU, r.clientCPU / Date().timeIntervalSince(t0),
                         pass ? "pass" : "FAIL"))
            // Let the server release the sessions before the next step.
            Thread.sleep(forTimeInterval: 1)
            return (r, serverCPU, pass)
        }

        var cpuAt: [Int: Double] = [:]
        let best = RampBench.largestPassing(from: firstStep) { n in
            let (_, cpu, pass) = trial(n)
            cpuAt[n] = cpu
            return pass
        }.map { (n: $0, cpu: cpuAt[$0] ?? 0) }
        print("")
        if let best {
            print(String(format: "capacity: %d concurrent sessions (server CPU %.2f of %d cores at that load; load average now %@)",
                         best.n, best.cpu, cores, loadAverage()))
        } else {
            print("capacity: fewer than \(firstStep) sessions pass on this machine")
        }

        print("")
        print("parameter message to first changed packet (master.volume toggled every 300-320 ms, 4 probe sessions):")
        for load in [20, best.map { max(20, $0.n * 3 / 4) } ?? 20] {
            let (r, _, _) = trial(load, probes: 4)
            print(String(format: "  at %d sessions: p50 %.1f ms, p99 %.1f ms (%d changes)", load, r.latencyP50, r.latencyP99,
                         r.latencySamples))
        }
    }

    /// The bitrates the default was chosen from (ServerConfiguration.bitrate; the note there says why).
    static let qualityBitrates = [64_000, 96_000, 128_000]

    /// Codec quality against encode cost at each bitrate in `qualityBitrates`, for a dark and a bright
    /// patch (`OpusQualityProbe`), with the server's other encoder settings.
    private func printOpusQuality(base: OpusEncoder.Configuration) throws {
        let patches: [(String, Patch)] = [
            ("dark: saw A3, low-pass 800 Hz", (try? Patch().setting(.filterCutoff, to: 800)) ?? Patch()),
            ("bright: saw A3, open filter", Patch()),
        ]
        print("")
        print("Opus against the original by bitrate (held A3, \(base.application.name), complexity \(base.complexity), \(frameMilliseconds) ms frames):")
        print("patch                           kbit/s   log-spectral distance   8-16 kHz SNR   encode ms per stream-s   encode-only streams/core")
        for (name, p) in patches {
            for bitrate in Self.qualityBitrates {
                let r = try OpusQualityProbe.measure(patch: p, note: 57, seconds: max(4, seconds), bitrate: bitrate, base: base, runs: runs)
                print(String(format: "%@  %6d   %18.2f dB   %9.1f dB   %22.3f   %24.0f", name.padding(toLength: 30, withPad: " ", startingAt: 0),
                             bitrate / 1000, r.logSpectralDistanceDB, r.highBandSNRDB, r.encodeMillisecondsPerSecond,
                             1000 / r.encodeMillisecondsPerSecond))
            }
        }
    }

    private func loadAverage() -> String {
        ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").prefix(3).joined(separator: " ")
    }

    /// The first challenge of the course (a basic lesson's target), else the default patch.
    private func basicLessonPatch() -> (Patch, String) {
        let loaded = CourseLoader.load(directory: URL(fileURLWithPath: "Courses"))
        if let lesson = loaded.course.lessons.first(where: { $0.kind == .challenge }) {
            return (lesson.targetPatch, "target of lesson '\(lesson.id)' (\(lesson.targetPatch.presetString))")
        }
        return (Patch(), "default patch (no course found in ./Courses)")
    }
}

/// `synth-trainer serve` as a child process on a free loopback port, for measuring it from outside.
private final class ChildServer {
    let process = Process()
    let port: Int
    private let folder: URL

    var pid: Int32 { process.processIdentifier }

    /// Sessions and sockets per client the child allows: above `RampBench.largestPassing`'s last step (4096).
    static let sessionCap = 10_000

    init(frameMilliseconds: Int) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("synth-trainer-bench-\(getpid())")
        for sub in ["data", "public", "courses"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        port = Self.freePort()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["serve", "--host", "127.0.0.1", "--port", "\(port)", "--data", folder.appendingPathComponent("data").path,
                             "--public", folder.appendingPathComponent("public").path,
                             "--courses", folder.appendingPathComponent("courses").path,
                             // Every bench session comes from 127.0.0.1, one client address: without a per-client cap
                             // above the ramp's largest step the server's default (100 per address) would close the
                             // 101st socket, and no figure past 100 could pass.
                             "--max-sessions", "\(Self.sessionCap)", "--max-sockets-per-client", "\(Self.sessionCap)",
                             "--frame-ms", "\(frameMilliseconds)", "--log-level", "error"]
        try process.run()
        let deadline = Date().addingTimeInterval(10)
        while !Self.listening(port) {
            guard Date() < deadline, process.isRunning else { throw BenchFailure(description: "the bench server did not start") }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// User + system CPU seconds of the server so far (/proc/<pid>/stat fields 14 and 15).
    func cpuSeconds() -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let u = Double(fields[11]), let s = Double(fields[12]) else { return 0 }
        return (u + s) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    static func freePort() -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { p in
                bind(fd, p, len) == 0 ? getsockname(fd, p, &len) : -1
            }
        }
        return Int(UInt16(bigEndian: addr.sin_port))
    }

    static func listening(_ port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = UInt16(port).bigEndian
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }
}

/// Why the capacity benchmark could not run.
private struct BenchFailure: Error, CustomStringConvertible {
    let description: String
}
