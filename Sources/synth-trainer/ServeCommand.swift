import ArgumentParser
import Dispatch
import Foundation
import Logging
import Lessons
import OpusCodec
import Server

/// `synth-trainer serve`: runs the product server. Every option can also come from an environment
/// variable (for systemd's EnvironmentFile); a flag on the command line wins over the variable.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: "Run the Synth Trainer server.",
        discussion: """
        Serves the page in --public, streams each WebSocket session's synth as Opus with waveform and \
        spectrum frames (PROTOCOL.md), and answers /healthz and /metrics (Prometheus).
        Environment variables (a flag on the command line wins): SYNTH_TRAINER_HOST, SYNTH_TRAINER_PORT, \
        SYNTH_TRAINER_DATA, SYNTH_TRAINER_DATABASE (keeps the password out of the process list), SYNTH_TRAINER_PUBLIC, SYNTH_TRAINER_COURSES, SYNTH_TRAINER_BITRATE, \
        SYNTH_TRAINER_COMPLEXITY, SYNTH_TRAINER_OPUS_APPLICATION, SYNTH_TRAINER_FRAME_MS, SYNTH_TRAINER_MAX_SESSIONS, SYNTH_TRAINER_WORKERS, \
        SYNTH_TRAINER_TEACHER_SESSION_SECONDS, SYNTH_TRAINER_ALLOW_ORIGIN (comma-separated), SYNTH_TRAINER_TRUSTED_PROXY \
        (comma-separated), SYNTH_TRAINER_TLS_CERT, SYNTH_TRAINER_TLS_KEY, SYNTH_TRAINER_MAX_SOCKETS_PER_CLIENT, SYNTH_TRAINER_IDLE_SECONDS, SYNTH_TRAINER_MAX_CLASS_SIZE, SYNTH_TRAINER_LOG_LEVEL, SYNTH_TRAINER_LOG_FORMAT, SYNTH_TRAINER_DATABASE_PROBE_SECONDS.
        SIGTERM: drain (/readyz answers 503, every socket closes with 1012 so pages reconnect at once, the store writes already started finish), exit 0. SIGINT: stop accepting, close every socket with 1001, exit 0.
        /healthz: liveness. /readyz: 200 when the course is loaded and the store answers, 503 while draining or when it does not.
        """)

    @Option(help: "Address to listen on (127.0.0.1 keeps it on this machine; 0.0.0.0 or :: for all). [default: 127.0.0.1]")
    var host: String?
    @Option(help: "TCP port (0: any free port). [default: 8080]")
    var port: Int?
    @Option(help: "Folder for the progress database. [default: ./data]")
    var data: String?
    @Option(help: """
        Keep everything in PostgreSQL instead of SQLite in --data, so several instances share it: \
        postgres://USER:PASSWORD@HOST:PORT/DATABASE[?sslmode=disable|prefer|require|verify-full]. [default: none]
        """)
    var database: String?
    @Option(name: .customLong("database-probe-seconds"), help: """
        With --database: how often the connection that hears sign-outs from other instances is asked for an \
        answer; one that does not answer within 10 s (a network cut that left it half-open) is replaced. [default: 30]
        """)
    var databaseProbeSeconds: Int?
    @Option(name: .customLong("public"), help: "Folder with the page. [default: ./Public]")
    var publicDirectory: String?
    @Option(help: "Folder with the course. [default: ./Courses]")
    var courses: String?
    @Option(help: "Opus bitrate in bit/s. [default: 128000]")
    var bitrate: Int?
    @Option(help: "Opus complexity 0-10 (CPU against quality). [default: 5]")
    var complexity: Int?
    @Option(name: .customLong("opus-application"),
            help: "Opus encoder mode: restricted-lowdelay (2.5 ms look-ahead), audio (6.5 ms) or voip. [default: restricted-lowdelay]")
    var opusApplication: String?
    @Option(name: .customLong("frame-ms"), help: "Audio frame length, 10 or 20 ms: 10 answers keys played into a sounding stream 7-10 ms sooner, for ~15% more Opus work and up to ~35% more server CPU (deploy/CAPACITY.md). [default: 20]")
    var frameMs: Int?
    @Option(name: .customLong("listener-batch-ms"),
            help: "A teacher listening in gets the student's audio in messages of this many ms: 0 (every frame alone) to 100, whole frames. [default: 100]")
    var listenerBatchMs: Int?
    @Option(name: .customLong("max-sessions"), help: "Concurrent sessions; more are closed with 1013. [default: 200]")
    var maxSessions: Int?
    @Option(name: .customLong("teacher-session-seconds"),
            help: "How long a teacher sign-in lasts, in seconds (1 to 2592000). [default: 36000]")
    var teacherSessionSeconds: Int?
    @Option(help: "Render threads (0: one per core). [default: 0]")
    var workers: Int?
    @Option(name: .customLong("realtime-priority"),
            help: "SCHED_FIFO priority of the render and service threads, 1-99 (needs CAP_SYS_NICE or LimitRTPRIO); 0: normal priority. [default: 10]")
    var realtimePriority: Int?
    @Flag(name: .customLong("no-shared-targets"),
          help: "Render every student's lesson target separately instead of once per server (for measuring).")
    var noSharedTargets = false
    @Option(name: .customLong("trusted-proxy"),
            help: "A reverse proxy (address or CIDR) whose X-Forwarded-For / X-Real-IP name the client (repeatable). [default: none]")
    var trustedProxy: [String] = []
    @Option(name: .customLong("event-loop"),
            help: "The sockets' event loop: poll (libwebsockets' own: keys sound sooner) or epoll (libev's: less CPU near capacity). [default: poll]")
    var eventLoop: String?
    @Option(name: .customLong("max-sockets-per-client"), help: "Open sockets one client address (an IPv6 /64) may hold. [default: 100]")
    var maxSocketsPerClient: Int?
    @Option(name: .customLong("max-sockets-per-student"),
            help: "Open sockets one signed-in student may hold; one more closes their longest-idle one. [default: 8]")
    var maxSocketsPerStudent: Int?
    @Option(name: .customLong("instance-name"),
            help: "This instance's name for class placement by load (with --database): what the load balancer maps /ws?at=NAME to. [default: none, the balancer's hash decides]")
    var instanceName: String?
    @Option(name: .customLong("max-class-size"), help: "Students one class may hold. [default: 200]")
    var maxClassSize: Int?
    @Option(name: .customLong("idle-seconds"), help: "Close a socket that neither signs in nor sends anything for this long. [default: 120]")
    var idleSeconds: Int?
    @Option(name: .customLong("allow-origin"), help: "Also accept WebSockets from this page origin (repeatable). [default: own origin only]")
    var allowOrigin: [String] = []
    @Option(name: .customLong("tls-cert"),
            help: "PEM certificate (chain) for https and wss on --port; needs --tls-key. `synth-trainer cert` makes one. [default: plain http]")
    var tlsCert: String?
    @Option(name: .customLong("tls-key"), help: "The certificate's unencrypted PEM private key (keep it 0600). [default: none]")
    var tlsKey: String?
    @Option(name: .customLong("log-format"), help: "text, or json (one object per line, for log shippers). [default: text]")
    var logFormat: String?
    @Option(name: .customLong("log-level"), help: "trace, debug, info, notice, warning, error or critical. [default: info]")
    var logLevel: String?

    func run() throws {
        // Block SIGINT/SIGTERM before any server thread exists (threads inherit the mask), so a signal
        // that arrives at any moment stays pending until the sigwait thread below takes it. A dispatch
        // signal source with SIG_IGN loses a signal sent before its registration completes: a server
        // stopped right after it became healthy then never shut down.
        var stopSignals = sigset_t()
        sigemptyset(&stopSignals)
        sigaddset(&stopSignals, SIGINT)
        sigaddset(&stopSignals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &stopSignals, nil)
        let env = ProcessInfo.processInfo.environment
        func value(_ flag: String?, _ name: String) -> String? { flag ?? env["SYNTH_TRAINER_" + name].flatMap { $0.isEmpty ? nil : $0 } }
        func number(_ flag: Int?, _ name: String, _ option: String) throws -> Int? {
            if let flag { return flag }
            guard let text = env["SYNTH_TRAINER_" + name], !text.isEmpty else { return nil }
            guard let n = Int(text) else { throw ValidationError("SYNTH_TRAINER_\(name)=\(text): \(option) must be a whole number") }
            return n
        }

        let levelText = value(logLevel, "LOG_LEVEL") ?? "info"
        guard let level = Logger.Level(rawValue: levelText) else {
            throw ValidationError("--log-level \(levelText): use trace, debug, info, notice, warning, error or critical")
        }
        let format = value(logFormat, "LOG_FORMAT") ?? "text"
        guard format == "text" || format == "json" else {
            throw ValidationError("--log-format \(format) (or SYNTH_TRAINER_LOG_FORMAT): use text or json")
        }
        LoggingSystem.bootstrap { label in
            if format == "json" {
                var h = JSONLogHandler(label: label)
                h.logLevel = level
                return h
            }
            var h = StreamLogHandler.standardError(label: label)
            h.logLevel = level
            return h
        }
        let logger = Logger(label: "synth-trainer")

        var c = ServerConfiguration()
        if let v = value(host, "HOST") { c.host = v }
        if let v = try number(port, "PORT", "--port") { c.port = v }
        if let v = value(publicDirectory, "PUBLIC") { c.publicDirectory = URL(fileURLWithPath: v) }
        if let v = value(courses, "COURSES") { c.coursesDirectory = URL(fileURLWithPath: v) }
        if let v = try number(bitrate, "BITRATE", "--bitrate") { c.bitrate = v }
        if let v = try number(complexity, "COMPLEXITY", "--complexity") { c.complexity = v }
        if let v = value(opusApplication, "OPUS_APPLICATION") {
            guard let app = OpusApplication(name: v) else {
                throw ValidationError("--opus-application \(v) (or SYNTH_TRAINER_OPUS_APPLICATION): use \(ServerConfiguration.opusApplicationNames)")
            }
            c.opusApplication = app
        }
        if let v = try number(frameMs, "FRAME_MS", "--frame-ms") { c.frameMilliseconds = v }
        if let v = try number(listenerBatchMs, "LISTENER_BATCH_MS", "--listener-batch-ms") { c.listenerBatchMilliseconds = v }
        if let v = try number(maxSessions, "MAX_SESSIONS", "--max-sessions") { c.maxSessions = v }
        if let v = try number(workers, "WORKERS", "--workers") { c.workers = v }
        if let v = try number(realtimePriority, "REALTIME_PRIORITY", "--realtime-priority") { c.realtimePriority = v }
        if noSharedTargets { c.shareTargets = false }
        // A malformed variable is an error here, like the other numbers, not a silent default.
        if let v = try number(teacherSessionSeconds, "TEACHER_SESSION_SECONDS", "--teacher-session-seconds") {
            guard (1...30 * 86_400).contains(v) else {
                throw ValidationError("--teacher-session-seconds \(v) (or SYNTH_TRAINER_TEACHER_SESSION_SECONDS): use 1 to 2592000 seconds")
            }
            c.teacherSessionSeconds = Double(v)
        }
        c.trustedProxies = trustedProxy.isEmpty
            ? (env["SYNTH_TRAINER_TRUSTED_PROXY"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            : trustedProxy
        if let v = value(eventLoop, "EVENT_LOOP") {
            guard let loop = ServerConfiguration.EventLoop(rawValue: v) else {
                throw ValidationError("--event-loop \(v) (or SYNTH_TRAINER_EVENT_LOOP): use epoll or poll")
            }
            c.eventLoop = loop
        }
        if let v = try number(maxSocketsPerClient, "MAX_SOCKETS_PER_CLIENT", "--max-sockets-per-client") { c.maxSocketsPerClient = v }
        if let v = try number(maxSocketsPerStudent, "MAX_SOCKETS_PER_STUDENT", "--max-sockets-per-student") { c.maxSocketsPerStudent = v }
        if let v = try number(idleSeconds, "IDLE_SECONDS", "--idle-seconds") { c.idleSeconds = v }
        if let v = try number(maxClassSize, "MAX_CLASS_SIZE", "--max-class-size") { c.maxClassSize = v }
        c.routesByClass = try StoreChoice.databaseURL(database) != nil
        if c.routesByClass { c.instanceName = value(instanceName, "INSTANCE_NAME") }
        c.allowedOrigins = allowOrigin.isEmpty
            ? (env["SYNTH_TRAINER_ALLOW_ORIGIN"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            : allowOrigin

        if let v = value(tlsCert, "TLS_CERT") { c.tlsCertificate = URL(fileURLWithPath: v) }
        if let v = value(tlsKey, "TLS_KEY") { c.tlsPrivateKey = URL(fileURLWithPath: v) }
        if c.tlsCertificate != nil || c.tlsPrivateKey != nil {
            // The configuration's own check names a missing flag or an unreadable file; only with two
            // readable PEM files is the pair read, so the key is matched against its certificate.
            let problems = c.tlsProblems()
            guard problems.isEmpty else {
                logger.critical("cannot start: \(problems.joined(separator: "; "))")
                throw ExitCode(2)
            }
            let pair: TLSKeyPair
            do { pair = try TLSKeyPair(certificate: c.tlsCertificate!, privateKey: c.tlsPrivateKey!) } catch {
                logger.critical("cannot start: \(error)")
                throw ExitCode(2)
            }
            // An expired (or not yet valid) certificate is refused by every browser: stop here, saying how
            // to make a new one, rather than serve a page nobody can open.
            if let problem = pair.validityProblem(certFile: c.tlsCertificate!) {
                logger.critical("cannot start: \(problem)")
                throw ExitCode(2)
            }
            if let warning = pair.validityWarning(certFile: c.tlsCertificate!) { logger.warning("\(warning)") }
        }

        // PostgreSQL when a URL is given (shared by several instances), else the embedded default:
        // SQLite in the data folder. The server sees only `TrainerStore`.
        let dataDirectory = URL(fileURLWithPath: value(data, "DATA") ?? "data", isDirectory: true)
        let place = try StoreChoice.describe(database: database, dataDirectory: dataDirectory)
        let probeSeconds = try number(databaseProbeSeconds, "DATABASE_PROBE_SECONDS", "--database-probe-seconds") ?? 30
        guard (1...3_600).contains(probeSeconds) else {
            throw ValidationError("--database-probe-seconds \(probeSeconds) (or SYNTH_TRAINER_DATABASE_PROBE_SECONDS): use 1 to 3600 seconds")
        }
        if try StoreChoice.databaseURL(database) == nil { try Self.tightenDataFolder(dataDirectory, logger: logger) }
        let store: any TrainerStore
        do {
            store = try StoreChoice.open(database: database, dataDirectory: dataDirectory, probeEvery: .seconds(probeSeconds),
                                         instance: c.instanceName, logger: logger)
        } catch {
            logger.critical("cannot open the progress store (\(place)): \(error)")
            throw ExitCode(2)
        }
        logger.info("progress store: \(place)")

        let server: SynthServer
        do {
            // A shared store tells this instance of sign-outs on the others (PostgreSQL LISTEN/NOTIFY).
            server = try SynthServer(configuration: c, store: store, sessionEvents: store as? any TeacherSessionEvents, logger: logger)
        } catch {
            logger.critical("cannot start: \(error)")
            throw ExitCode(2)
        }

        let signals = stopSignals
        let waiter = Thread {
            var set = signals
            var sig: Int32 = 0
            guard sigwait(&set, &sig) == 0 else { return }
            // SIGTERM is how systemd and Kubernetes stop (or roll) an instance: drain, so pages move
            // to another instance at once. SIGINT (Ctrl-C at a terminal) just shuts down.
            logger.info("signal \(sig == SIGINT ? "SIGINT: shutting down" : "SIGTERM: draining")")
            server.stop(draining: sig == SIGTERM)
        }
        waiter.name = "signals"
        waiter.start()
        server.run()
        // Everything is closed and the store's writes are done. End here rather than return through
        // exit(): this instance's helper threads (signals, the shutdown poke, readiness probes, load
        // reports) are winding down at this moment, and exit()'s clean-up racing a Foundation thread's
        // own exit aborted with "double free or corruption" after "stopped" (seen in the test logs,
        // about one stop in a few hundred). Nothing is left for exit() to do but flush the logs.
        fflush(nil)
        _exit(0)
    }

    /// The data folder holds every student's progress and the hashes of their secrets and tokens: a
    /// new one is made 0700 (`SQLiteTrainerStore`); one that already exists open to group or others (a
    /// `mkdir` under umask 022 gives 0755) is narrowed to 0700 here, and the log says so.
    static func tightenDataFolder(_ folder: URL, logger: Logger) throws {
        var info = stat()
        guard stat(folder.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return }
        let mode = info.st_mode & 0o777
        guard mode & 0o077 != 0 else { return }
        guard chmod(folder.path, 0o700) == 0 else {
            let reason = String(cString: strerror(errno))
            logger.critical("cannot start: the data folder \(folder.path) is open to group or others (mode \(String(mode, radix: 8))) and cannot be narrowed to 0700: \(reason); run `chmod 700 \(folder.path)`")
            throw ExitCode(2)
        }
        logger.notice("the data folder \(folder.path) was open to group or others (mode \(String(mode, radix: 8))): narrowed to 700")
    }
}
