import Foundation

/// The capacity ramp against a server that is already running (one instance, or several behind the
/// cluster's nginx site): sessions each holding a note, doubled while they pass, then bisected. A
/// step passes when every session connects and stays, no frame is missing, and audio inter-arrival
/// p99 stays under 30 ms, the same rule as `CapacityBench`. The caller measures the servers' CPU.
public struct RampBench {
    public let port: Int
    /// Class codes to spread sessions over (`/ws?class=CODE`); empty: plain `/ws`.
    public let classes: [String]
    public let seconds: Double
    public let start: Int
    /// A step's pass line for audio inter-arrival p99, as in `CapacityBench`.
    static let p99LimitMs = 30.0

    /// The step rule both ramps use: every session connected and stayed, no frame missing, p99 under the line.
    static func passes(_ r: LoadClient.Report, sessions n: Int) -> Bool {
        r.failed == 0 && r.closed == 0 && r.connected == n && r.sequenceGaps == 0 && r.interarrivalP99 < p99LimitMs
    }

    /// Doubles from `start` while `trial` passes, then bisects between the last pass and the first
    /// failure (to within 5 sessions or 5%): the most sessions that passed, nil if `start` did not.
    static func largestPassing(from start: Int, _ trial: (Int) -> Bool) -> Int? {
        var best: Int?, failedAt: Int?
        var n = start
        while failedAt == nil, n <= 4096 {
            if trial(n) { best = n; n *= 2 } else { failedAt = n }
        }
        if var lo = best, var hi = failedAt {
            while hi - lo > max(5, lo / 20) {
                let mid = (lo + hi) / 2
                if trial(mid) { lo = mid; best = mid } else { hi = mid }
            }
        }
        return best
    }

    public init(port: Int, classes: Int, seconds: Double, start: Int = 20) {
        self.port = port
        self.classes = (0..<classes).map { "LOAD\($0)" }
        self.seconds = seconds
        self.start = start
    }

    /// Runs the ramp, printing a line per step; returns the most sessions that passed.
    @discardableResult
    public func run() -> Int? {
        print("ramp against 127.0.0.1:\(port)\(classes.isEmpty ? "" : ", sessions spread over \(classes.count) class codes")")
        print("sessions  p50 ms  p99 ms  max ms  gaps  failed  closed  client CPU  result")
        let setup = [#"{"type":"hello","client":"bench","bundles":true,"spectrumFrames":false}"#, #"{"type":"noteOn","note":57,"velocity":0.9}"#]
        var options = LoadClient.Options(port: port, sessions: 0, seconds: seconds, warmup: 2, setup: setup, probes: 0)
        if !classes.isEmpty { options.paths = classes.map { "/ws?class=\($0)" } }
        func trial(_ n: Int) -> Bool {
            options.sessions = n
            let t0 = Date()
            let r = LoadClient.run(options)
            let clientCores = r.clientCPU / Date().timeIntervalSince(t0)
            let pass = Self.passes(r, sessions: n)
            print(String(format: "%8d  %6.1f  %6.1f  %6.1f  %4d  %6d  %6d  %8.2f c  %@", n, r.interarrivalP50, r.interarrivalP99,
                         r.interarrivalMax, r.sequenceGaps, r.failed, r.closed, clientCores, pass ? "pass" : "FAIL"))
            Thread.sleep(forTimeInterval: 1)
            return pass
        }
        let best = Self.largestPassing(from: start, trial)
        print("sustained: \(best.map(String.init) ?? "fewer than \(start)") sessions")
        return best
    }
}
