import Foundation
import OpusCodec

/// Everything `synth-trainer serve` can be told, with the defaults PROTOCOL.md and README.md state.
public struct ServerConfiguration: Sendable {
    /// Address to listen on. An IPv4 literal listens on IPv4 only (loopback stays loopback);
    /// "::1" / "::" use IPv6; "0.0.0.0" all IPv4 interfaces.
    public var host = "127.0.0.1"
    /// TCP port; 0 lets the kernel pick one (see `SynthServer.port`).
    public var port = 8080
    /// The static page.
    public var publicDirectory = URL(fileURLWithPath: "Public")
    /// The curriculum.
    public var coursesDirectory = URL(fileURLWithPath: "Courses")
    /// Opus bitrate in bits per second. 128 kbit/s, chosen from `bench --mode capacity` (held A3,
    /// restricted low delay, complexity 5): a bright saw's 8-16 kHz band comes through at 8.0, 12.6 and
    /// 18.0 dB SNR at 64, 96 and 128 kbit/s, its third-octave log-spectral distance 1.7, 1.2 and
    /// 0.9 dB (a dark one's 0.7, 0.5, 0.4 dB). The encoder costs about 10% more CPU at 96 and 20% more
    /// at 128 kbit/s than at 64 (medians of noisy runs on a shared 2-core machine: 4.5, 4.9 and 5.5 ms
    /// per stream-second), about 12% fewer streams per core once rendering and the views are counted.
    /// The top octave is what filter and waveform lessons ask the ear to judge, and a classroom needs
    /// tens of streams, not hundreds, so the fidelity is worth it, and 16 kB/s per student (30 streams
    /// under 4 Mbit/s). A server sized for hundreds of students can lower it with `--bitrate`.
    public var bitrate = 128_000
    /// Opus complexity 0...10. 5, read off `synth-trainer bench --mode opus` (2026-11-26, loaded 2-core
    /// machine, restricted low delay, 20 ms frames): on the bright saw, the sound where settings
    /// show, 5 is the knee. Below it the third-octave log-spectral distance at 128 kbit/s is 2.4-3.6 dB
    /// (0.89 dB at 5) for 35-40% less encode time (1.8-2.2 against 2.8-3.1 ms per stream-second); from
    /// 6 up it is no closer (0.89-1.03 dB) and 7-10 cost 1.3-1.8x as much. The course's darkest target
    /// is close at every setting (0.08-0.23 dB) and its brightest, an open hi-hat (noise), barely moves
    /// with any setting (1.6-1.9 dB). Bitrate hardly changes the encode cost at 5 (2.8-3.1 ms from 64 to
    /// 128 kbit/s, within the noise), so a loaded server gains little CPU from a lower bitrate, and a
    /// lower complexity is not transparent on bright sounds: no lighter setting for loaded servers.
    public var complexity = 5
    /// Opus application: `serve --opus-application`, or the environment variable
    /// SYNTH_TRAINER_OPUS_APPLICATION. Restricted low delay by default: CELT only (what a synth at
    /// 64 kbit/s and up gets anyway), 2.5 ms encoder look-ahead instead of 6.5 ms.
    public var opusApplication: OpusApplication = .restrictedLowDelay
    /// Audio frame length: 10 or 20 ms.
    public var frameMilliseconds = 20
    /// A teacher listening in gets the student's audio in messages of this many ms (`StreamFanout`'s
    /// `batchTicks`), and at once when the sound stops; 0, or one frame, sends every frame alone. Each
    /// message costs a writeable callback and a `sendto`: at one per frame a listener cost 7.5-7.9 % of
    /// a session's render and encode, at 100 ms 2.2-3.9 % (`Tests/integration/bench_classroom.py
    /// listener 0|100`, three and five runs, 2026-11-27; deploy/CAPACITY.md). The teacher only hears it, so
    /// its cost is delay: the dashboard's player then holds ~115 ms instead of ~55 ms (test_teacher.py
    /// prints it). At most 100, whole frames: listen-in should stay live enough to follow a knob. A
    /// class hearing the broadcast gets every tick: the student page draws the teacher's waveform large.
    public var listenerBatchMilliseconds = 100
    /// Ticks in a listener's batch.
    public var listenerBatchTicks: Int { max(1, listenerBatchMilliseconds / frameMilliseconds) }
    /// Concurrent sessions; further connections are closed with 1013.
    public var maxSessions = 200
    /// Render/encode threads; 0 means one per core.
    public var workers = 0
    /// SCHED_FIFO priority of the render threads, the service thread one under it (`RealtimeScheduling`),
    /// 1...99; 0 keeps them at normal priority. 10, as JACK's default, is above every normal thread and
    /// below the kernel's own real-time threads.
    public var realtimePriority = 10
    /// Render and encode each lesson target once per process and replay the packets to every student
    /// who plays it (`TargetRecordingCache`); off only to measure what it saves.
    public var shareTargets = true
    /// Origins allowed to open a WebSocket. Empty: only the server's own origin (same host:port as
    /// the request's Host header), which also holds behind a reverse proxy that forwards Host.
    public var allowedOrigins: [String] = []
    /// How long a teacher sign-in lasts: `serve --teacher-session-seconds`, or the environment variable
    /// SYNTH_TRAINER_TEACHER_SESSION_SECONDS (tests use a short one to see expiry).
    public var teacherSessionSeconds: Double = 10 * 3600
    /// Proxies whose `X-Forwarded-For` / `X-Real-IP` are believed (`serve --trusted-proxy`, CIDR or
    /// address, repeatable). Empty: the TCP peer is the client.
    public var trustedProxies: [String] = []
    /// The service thread's event loop: lws's own `poll()` loop, or `epoll` (libev's, through lws's
    /// event-library support; `serve --event-loop epoll`). Poll is the default because keys sound
    /// sooner on it: key-to-sound p95 over local Web Audio, 100 presses a run, runs interleaved on
    /// one machine (`Tests/browser/bench_latency.py --mode latency`), median of 8 runs +21 ms on poll
    /// against +29 ms in 10 on epoll (the p50s the same, +17-23 ms); epoll's gain is CPU, -4 % of
    /// server CPU holding 160 sessions (deploy/CAPACITY.md), worth it only for an instance run near
    /// its capacity.
    public enum EventLoop: String, Sendable, CaseIterable { case epoll, poll }
    public var eventLoop = EventLoop.poll
    /// Open sockets one client address may hold (a school behind one NAT address needs many); an
    /// IPv6 client counts by its /64, as the sign-in limits do.
    public var maxSocketsPerClient = 100
    /// Open sockets one signed-in student may hold: a person needs a few tabs (a reload, a phone), not
    /// a hundred. Signing in on one more closes the student's longest-idle socket.
    public var maxSocketsPerStudent = 8
    /// A socket that neither signs in nor sends anything for this long is closed (seconds).
    public var idleSeconds = 120
    /// Students one class may hold.
    public var maxClassSize = 200
    /// Whether other instances may share this one's store (PostgreSQL), each class living on one of
    /// them behind a load balancer that hashes on `?class=` (deploy/nginx). The welcome says so, and
    /// only then do pages move their socket to the class's URL on a sign-in or a new watched class.
    /// `serve` sets it with `--database`; the embedded SQLite store has no other instance.
    public var routesByClass = false
    /// This instance's name in class placement (`serve --instance-name`): what the load balancer maps
    /// `/ws?at=NAME` to. With a shared store and a name, classes are placed by load (`ClassPlacement`);
    /// without a name the load balancer's hash on the class decides, as before.
    public var instanceName: String?
    /// TLS (`serve --tls-cert FILE --tls-key FILE`): a PEM certificate (the server's first, then any
    /// intermediates) and its unencrypted PEM private key. With both the server speaks https and wss
    /// itself through libwebsockets' OpenSSL; with neither, plain http (behind a TLS proxy, or on
    /// loopback, which browsers count as secure).
    public var tlsCertificate: URL?
    public var tlsPrivateKey: URL?

    /// Whether the server speaks TLS.
    public var usesTLS: Bool { tlsCertificate != nil && tlsPrivateKey != nil }

    // Defaults only: `synth-trainer serve` reads flags and SYNTH_TRAINER_* variables in one place.
    public init() {}

    /// The names `--opus-application` accepts.
    public static let opusApplicationNames = OpusApplication.allCases.map(\.name).joined(separator: ", ")

    /// Threads actually used for rendering.
    public var workerCount: Int {
        workers > 0 ? workers : max(1, ProcessInfo.processInfo.activeProcessorCount)
    }

    /// The encoder settings every stream uses.
    public var opus: OpusEncoder.Configuration {
        OpusEncoder.Configuration(sampleRate: 48_000, channels: 1, application: opusApplication, bitrate: bitrate,
                                  complexity: complexity, frameMilliseconds: Double(frameMilliseconds))
    }

    /// Problems that would stop the server from starting, each naming its setting.
    public func problems() -> [String] {
        var out: [String] = []
        if !(0...65_535).contains(port) { out.append("--port \(port) is not a TCP port (0...65535)") }
        if ![10, 20].contains(frameMilliseconds) { out.append("--frame-ms \(frameMilliseconds): use 10 or 20") }
        if !(0...100).contains(listenerBatchMilliseconds) || listenerBatchMilliseconds % frameMilliseconds != 0 {
            out.append("--listener-batch-ms \(listenerBatchMilliseconds): use 0 (every frame alone) to 100, whole frames (--frame-ms \(frameMilliseconds))")
        }
        if maxSessions < 1 { out.append("--max-sessions must be at least 1") }
        if workers < 0 { out.append("--workers must be 0 (one per core) or more") }
        if !(0...99).contains(realtimePriority) { out.append("--realtime-priority \(realtimePriority): use 0 (off) or 1 to 99") }
        if !(teacherSessionSeconds > 0) || teacherSessionSeconds > 30 * 86_400 {
            out.append("--teacher-session-seconds \(teacherSessionSeconds): use 1 to 2592000 seconds")
        }
        do { try opus.validate() } catch { out.append("\(error)") }
        var isDir: ObjCBool = false
        if !FileManager.default.fileExists(atPath: publicDirectory.path, isDirectory: &isDir) || !isDir.boolValue {
            out.append("--public \(publicDirectory.path) is not a folder")
        }
        if let n = instanceName, n.isEmpty || n.count > 63 || !n.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) {
            out.append("--instance-name '\(n)': use 1 to 63 letters, digits, '-' or '_' (it goes into URLs and nginx maps)")
        }
        for p in trustedProxies where IPRange(p) == nil {
            out.append("--trusted-proxy \(p) is not an address or CIDR range like 10.0.0.0/8 or ::1")
        }
        if !(1...100_000).contains(maxClassSize) { out.append("--max-class-size \(maxClassSize): use 1 to 100000") }
        if maxSocketsPerClient < 1 { out.append("--max-sockets-per-client must be at least 1") }
        if maxSocketsPerStudent < 1 { out.append("--max-sockets-per-student must be at least 1") }
        if !(10...86_400).contains(idleSeconds) { out.append("--idle-seconds \(idleSeconds): use 10 to 86400") }
        for o in allowedOrigins where OriginPolicy.authority(ofOrigin: o) == nil {
            out.append("--allow-origin \(o) is not an origin like https://example.com")
        }
        out += tlsProblems()
        return out
    }

    /// Both TLS files or neither, each a readable PEM file of the right kind. Whether the key belongs
    /// to the certificate is OpenSSL's to say when the server starts (`LWSHost.open`).
    public func tlsProblems() -> [String] {
        switch (tlsCertificate, tlsPrivateKey) {
        case (nil, nil): return []
        case (.some(let cert), nil):
            return ["--tls-cert \(cert.path) needs --tls-key with its private key (give both for https, or neither for http)"]
        case (nil, .some(let key)):
            return ["--tls-key \(key.path) needs --tls-cert with its certificate (give both for https, or neither for http)"]
        case (.some(let cert), .some(let key)):
            return [Self.pemProblem(cert, option: "--tls-cert", label: "CERTIFICATE", what: "a PEM certificate"),
                    Self.pemProblem(key, option: "--tls-key", label: "PRIVATE KEY", what: "a PEM private key")
                        ?? Self.keyModeProblem(key)].compactMap { $0 }
        }
    }

    /// A private key other users of the machine may read (or write) is refused, as OpenSSH refuses
    /// one: whoever reads it can pose as this server to every student's browser.
    private static func keyModeProblem(_ key: URL) -> String? {
        var info = stat()
        guard stat(key.path, &info) == 0 else { return nil }  // unreadable: pemProblem said so already
        let mode = info.st_mode & 0o777
        guard mode & 0o077 != 0 else { return nil }
        return "--tls-key \(key.path) is open to group or others (mode \(String(mode, radix: 8))): a private key must be " +
            "readable by the server's user only: chmod 600 \(key.path)"
    }

    /// Why `file` cannot serve as `what`: unreadable (with the system's reason), or without a
    /// `-----BEGIN ...<label>-----` block (a DER file, the key given for the certificate, ...).
    private static func pemProblem(_ file: URL, option: String, label: String, what: String) -> String? {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: file.path, isDirectory: &isDir), isDir.boolValue {
            return "\(option) \(file.path) is a folder, not \(what)"
        }
        // Read through POSIX to report the real reason (no such file, permission denied).
        guard let handle = fopen(file.path, "r") else {
            return "\(option) \(file.path): cannot read it (\(String(cString: strerror(errno))))"
        }
        defer { fclose(handle) }
        var bytes = [UInt8](repeating: 0, count: 64 * 1024)
        let n = fread(&bytes, 1, bytes.count, handle)
        let text = String(decoding: bytes.prefix(n), as: UTF8.self)
        if text.contains("-----BEGIN ENCRYPTED PRIVATE KEY-----") || text.contains("Proc-Type: 4,ENCRYPTED") {
            return "\(option) \(file.path) is encrypted with a passphrase: the server cannot ask for one " +
                "(decrypt it once with `openssl pkey -in KEY -out KEY.plain`, kept 0600)"
        }
        let found = text.components(separatedBy: "-----BEGIN ").dropFirst().contains { block in
            block.prefix(while: { $0 != "-" }).hasSuffix(label)
        }
        return found ? nil : "\(option) \(file.path) is not \(what) (no -----BEGIN ...\(label)----- block)"
    }
}
