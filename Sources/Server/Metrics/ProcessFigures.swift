import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The build and this process as Prometheus' client libraries report them (`process_*` names, base
/// units), read from /proc at scrape time: resident memory, CPU seconds, open and maximum file
/// descriptors, start time.
public enum BuildInfo {
    /// The release this build calls itself (`synth-trainer --version`, `synth_trainer_build_info`).
    public static let version = "0.10.0"
}

enum ProcessFigures {
    /// Seconds since the epoch when the process started, fixed at first use (the server reads it at start-up).
    static let startTime = Date().timeIntervalSince1970

    /// User and system CPU time this process has used, in seconds (also what class placement samples).
    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }

    static func render(into out: inout String) {
        func metric(_ name: String, _ type: String, _ help: String, _ value: String) {
            out += "# HELP \(name) \(help)\n# TYPE \(name) \(type)\n\(name) \(value)\n"
        }
        out += "# HELP synth_trainer_build_info The running build.\n# TYPE synth_trainer_build_info gauge\n"
        out += "synth_trainer_build_info{version=\"\(BuildInfo.version)\",swift=\"6\"} 1\n"
        metric("process_cpu_seconds_total", "counter", "User and system CPU time spent, in seconds.", String(format: "%.3f", cpuSeconds()))
        if let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
           let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) {
            metric("process_resident_memory_bytes", "gauge", "Resident memory size in bytes.", "\(pages * Int(sysconf(Int32(_SC_PAGESIZE))))")
        }
        if let fds = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") {
            metric("process_open_fds", "gauge", "Open file descriptors.", "\(fds.count)")
        }
        var limit = rlimit()
        if getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 {
            metric("process_max_fds", "gauge", "Maximum open file descriptors.", "\(limit.rlim_cur)")
        }
        metric("process_start_time_seconds", "gauge", "Start time of the process since the Unix epoch, in seconds.",
               String(format: "%.0f", startTime))
    }
}
