import CLibWebSockets
import Foundation
import Lessons
import Logging
import Synchronization
import SynthEngine
import WireProtocol

/// The one lws callback for every protocol. lws calls it on the service thread only; it finds the
/// host through the context's user pointer (a C callback cannot capture anything).
func lwsCallback(_ wsi: OpaquePointer?, _ reason: lws_callback_reasons, _ user: UnsafeMutableRawPointer?,
                 _ input: UnsafeMutableRawPointer?, _ len: Int) -> Int32 {
    guard let wsi, let context = lws_get_context(wsi), let raw = lws_context_user(context) else {
        return lws_callback_http_dummy(wsi, reason, user, input, len)
    }
    return Unmanaged<LWSHost>.fromOpaque(raw).takeUnretainedValue().handle(wsi, reason, user, input, len)
}

/// Routes lws's own log lines into swift-log.
private func lwsLogEmit(_ level: Int32, _ line: UnsafePointer<CChar>?) {
    guard let line else { return }
    let text = String(cString: line).trimmingCharacters(in: .whitespacesAndNewlines)
    if level & LLL_ERR != 0 {
        LWSHost.lwsLogger.error("\(text)")
        LWSHost.openErrors.withLock { $0?.append(text) }
    } else {
        LWSHost.lwsLogger.debug("\(text)")
    }
}

/// The libwebsockets side of the server: creates the context and vhost, runs the service loop and
/// handles every callback. All methods run on the service thread, except `requestStop`.
///
/// Per-connection state is a `Connection` retained in lws's per-connection user memory from
/// ESTABLISHED to CLOSED. Packets reach sockets only here: workers fill queues and wake this thread
/// (`EVENT_WAIT_CANCELLED`), which asks for writeable callbacks and writes one packet per callback.
final class LWSHost {
    static let lwsLogger = Logger(label: "synth-trainer.lws")
    /// Kernel send buffer per WebSocket: small, so a stalled client backs up into our queue (where
    /// stale media is dropped) after ~1 s of audio instead of into megabytes of kernel buffer.
    static let socketSendBuffer: Int32 = 32 * 1024
    /// lws's error lines while `open` makes the vhost (nil otherwise): OpenSSL's reason for refusing
    /// a certificate or key reaches us only as a log line, and the start-up error should name it.
    static let openErrors = Mutex<[String]?>(nil)

    let config: ServerConfiguration
    let logger: Logger
    let metrics = ServerMetrics()
    let ready = ReadyList()
    /// Teacher sessions ended on other instances of a shared store, waiting for the service thread.
    let endedSessions = EndedSessionsInbox()
    /// One encode of each lesson target for the whole process (nil with `shareTargets` off).
    lazy var targetCache: TargetRecordingCache? = config.shareTargets ? TargetRecordingCache() : nil
    let origins: OriginPolicy
    let clients: ClientAddressPolicy
    private let tables: LWSTables
    /// The page's files (service thread only, warmed in `open`; answered from `LWSHost+HTTP`).
    let staticFiles: StaticFiles
    private let lessonService: LessonService?
    private let classroomService: ClassroomService?
    private let placementStore: (any PlacementStore)?
    /// Class placement by load (`ClassPlacement`): with a shared store and an instance name only.
    private(set) var placement: ClassPlacement?

    private(set) var context: OpaquePointer?
    private(set) var vhost: OpaquePointer?
    /// The libev loop lws runs on (`EventLoop.epoll`), nil on lws's own poll loop.
    var eventLoop: UnsafeMutableRawPointer?
    private(set) var waker: ServiceWaker!
    private(set) var pool: RenderPool!
    private(set) var lessons: LessonGateway?
    /// Classrooms (nil without a course): the hub decides, the gateway runs the store calls.
    private(set) var classroom: ClassroomGateway?
    private(set) var hub: ClassroomHub?
    /// The teacher sign-in endpoints (made in `open`).
    private(set) var teacherAPI: TeacherAPI!

    /// Everything only the service thread touches, in one named place (as lws's own examples keep
    /// their per-vhost state in one struct).
    var service = ServiceState()

    let stopRequested = Atomic<Bool>(false)
    /// How sockets are closed when stopping: 1001 (going away, SIGINT) or 1012 (service restart, a
    /// drain on SIGTERM: pages reconnect at once and the load balancer sends them elsewhere).
    private let stopCode = Atomic<UInt16>(CloseCode.goingAway.rawValue)
    var stopClose: (code: CloseCode, reason: String) {
        stopCode.load(ordering: .relaxed) == CloseCode.serviceRestart.rawValue
            ? (.serviceRestart, "server restarting: reconnecting") : (.goingAway, "server shutting down")
    }
    /// `/readyz`: the course, whether this instance is draining, and the store's state (told, not judged).
    let readiness: Readiness

    init(config: ServerConfiguration, logger: Logger, lessonService: LessonService?, classroomService: ClassroomService?,
         readiness: Readiness, placementStore: (any PlacementStore)? = nil) {
        self.readiness = readiness
        self.placementStore = placementStore
        self.config = config
        self.logger = logger
        self.lessonService = lessonService
        self.classroomService = classroomService
        origins = OriginPolicy(allowedOrigins: config.allowedOrigins)
        clients = ClientAddressPolicy(trusted: config.trustedProxies.compactMap(IPRange.init))
        tables = LWSTables()
        staticFiles = StaticFiles(root: config.publicDirectory.standardizedFileURL.path, logger: logger)
    }

    deinit {
        if let context { lws_context_destroy(context) }
        if let eventLoop { clws_ev_loop_destroy(eventLoop) }
    }

    /// Creates the context and the listening vhost. Throws if the port cannot be bound.
    func open() throws(ServerError) {
        lws_set_log_level(LLL_ERR | LLL_WARN, lwsLogEmit)

        let ctx = try makeContext()
        context = ctx

        let host = config.host == "localhost" ? "127.0.0.1" : config.host
        let isIPv6 = host.contains(":")
        let iface: String? = (host == "0.0.0.0" || host == "::" || host.isEmpty) ? nil : host
        var vinfo = lws_context_creation_info()
        vinfo.port = Int32(config.port)
        vinfo.iface = iface.map(tables.cString)
        vinfo.protocols = UnsafePointer(tables.protocols)
        vinfo.mounts = UnsafePointer(tables.mounts)
        vinfo.pvo = UnsafePointer(tables.vhostOptions)
        vinfo.retry_and_idle_policy = UnsafePointer(tables.retryPolicy)
        vinfo.server_string = tables.cString("synth-trainer")
        vinfo.vhost_name = tables.cString("synth-trainer")
        // With IPv6 compiled in, an IPv4 address would listen on every interface unless IPv6 is off (lws 4.1.6 as Debian builds it: check with `ss -ltnp`).
        var options = UInt64(LWS_SERVER_OPTION_VALIDATE_UTF8)
        // lws's security headers: a strict Content-Security-Policy (scripts, styles and sockets only from
        // this origin, no inline script), nosniff, no framing. The page is built for it, and it is the
        // second fence around course theory HTML (the course loader refuses raw HTML: the first).
        options |= UInt64(LWS_SERVER_OPTION_HTTP_HEADERS_SECURITY_BEST_PRACTICES_ENFORCE)
        if !isIPv6 { options |= UInt64(LWS_SERVER_OPTION_DISABLE_IPV6) }
        if let cert = config.tlsCertificate, let key = config.tlsPrivateKey {
            // https and wss on this port through lws's own OpenSSL (LWS_WITH_TLS in Debian's build).
            vinfo.ssl_cert_filepath = tables.cString(cert.path)
            vinfo.ssl_private_key_filepath = tables.cString(key.path)
            // HTTP/1.1 only: lws would offer h2 over TLS, and every response here is written for h1
            // (one lws_write per answer, the raw refusal of an upgrade, a send buffer per socket,
            // which h2 would share among a tab's streams). Browsers speak h1 to a server that offers it.
            vinfo.alpn = tables.cString("http/1.1")
            // Someone who types http://ADDRESS:PORT/PATH gets a redirect to https://ADDRESS:PORT/PATH instead
            // of a connection that fails without a word; nothing else is served in clear (`plainOnTLS`).
            // No Strict-Transport-Security (LWS_SERVER_OPTION_STS stays off): with a self-signed
            // certificate it would forbid clicking through the warning.
            options |= clws_option_plain_http_on_tls_port()
        }
        vinfo.options = options
        vinfo.keepalive_timeout = 30
        Self.openErrors.withLock { $0 = [] }
        let made = lws_create_vhost(ctx, &vinfo)
        let lwsSaid = Self.openErrors.withLock { errors in
            defer { errors = nil }
            return errors ?? []
        }
        guard let vh = made else {
            let detail = lwsSaid.isEmpty ? "" : " (libwebsockets: \(lwsSaid.joined(separator: "; ")))"
            let aboutTLS = lwsSaid.contains { line in ["ssl", "cert", "key", "tls"].contains { line.lowercased().contains($0) } }
            if let cert = config.tlsCertificate, let key = config.tlsPrivateKey, aboutTLS {
                throw .startFailed("cannot start TLS with --tls-cert \(cert.path) and --tls-key \(key.path)\(detail)")
            }
            throw .startFailed("cannot listen on \(host):\(config.port) (in use, or not an address of this machine)\(detail)")
        }
        vhost = vh
        staticFiles.warm()

        waker = ServiceWaker(context: ctx)
        endedSessions.attach(waker)
        pool = RenderPool(count: config.workerCount, frameMilliseconds: config.frameMilliseconds, ready: ready, waker: waker)
        if let lessonService { lessons = LessonGateway(service: lessonService, waker: waker, logger: logger) }
        if let placementStore, let name = config.instanceName {
            placement = ClassPlacement(name: name, store: placementStore, maxSessions: config.maxSessions, waker: waker, logger: logger)
        }
        if let classroomService, let lessonService {
            classroom = ClassroomGateway(service: classroomService, waker: waker)
            hub = ClassroomHub(lessons: ClassroomHub.lessonInfos(lessonService.course))
        }
        teacherAPI = TeacherAPI(origins: origins, clients: clients, metrics: metrics, logger: logger, classroom: classroom) { [unowned self] hash in
            if let hub { performClassroom(hub.revokeSession(tokenHash: hash, reason: "signed out")) }
        }
    }

    /// The port actually listened on (differs from the configured one when that was 0).
    var port: Int { vhost.map { Int(lws_get_vhost_listen_port($0)) } ?? config.port }

    /// Runs the service loop on the calling thread until a requested stop has closed every socket.
    func run() {
        guard let context else { return }
        // The service thread writes the workers' packets: it keeps their time too, one priority under
        // theirs (RealtimeScheduling). Asked at the workers' priority first, so what the process may
        // not give them is said here, once.
        let priority = config.realtimePriority
        let refused = priority > 0 ? RealtimeScheduling.raiseCallingThread(to: priority) : nil
        if let why = refused {
            logger.notice("audio threads at normal priority: SCHED_FIFO \(priority) refused (\(why)); allow it with CAP_SYS_NICE or LimitRTPRIO=\(priority), or --realtime-priority 0 to not ask (synth-trainer realtime-check)")
        }
        let allowed = priority > 0 && refused == nil
        var realtime = RealtimeThread(priority: allowed ? max(1, priority - 1) : 0, now: MonotonicClock.nanoseconds())
        pool.start(realtimePriority: allowed ? priority : 0)
        placement?.start(sessions: { [metrics] in metrics.sessionsActive.load(ordering: .relaxed) },
                         draining: { [readiness] in readiness.isDraining })
        // Timed checks (slow readers, idle sockets, teacher expiry) run on wake-ups; a silent server
        // has none from the workers, so a small thread rings twice a second. On libev it also bounds
        // how late lws's own timers can fire (lws 4.1 arms its libev timer again only after an event,
        // so a timer set while the loop waits, such as lws_set_timeout's, waits for the next one).
        let housekeeping = Thread { [waker] in
            guard let waker else { return }
            while waker.isValid {
                usleep(500_000)
                waker.wake()
            }
        }
        housekeeping.name = "housekeeping"
        housekeeping.start()
        while !service.finished {
            if let eventLoop {
                // lws's watchers and timers are on this loop: one turn is what lws_service is to poll.
                _ = clws_ev_run_once(eventLoop)
            } else if lws_service(context, 0) < 0 {
                break
            }
            realtime.check(now: MonotonicClock.nanoseconds())
        }
        realtime.end()
        pool.stop()
        placement?.stop()
        waker.invalidate()
        // Destroying the context closes whatever is left (CLOSED callbacks release each Connection).
        lws_context_destroy(context)
        self.context = nil
        vhost = nil
        if let eventLoop { clws_ev_loop_destroy(eventLoop) }
        eventLoop = nil
    }

    /// No lesson or classroom call is running: every store write started has finished.
    var callsIdle: Bool { (lessons?.isIdle ?? true) && (classroom?.isIdle ?? true) }

    /// A student logged in, or a teacher signed in (their synth starts only then).
    func isSignedIn(_ conn: Connection) -> Bool {
        conn.machine.role == .student ? conn.machine.student != nil : conn.session != nil
    }

    /// Asks the service thread to shut down. Any thread. `draining` (SIGTERM): sockets close with
    /// 1012, `/readyz` answers 503 and new connections are still taken (a health check must get its
    /// answer; a WebSocket is closed at once), and the process waits for the store writes it started.
    func requestStop(draining: Bool = false) {
        if draining {
            stopCode.store(CloseCode.serviceRestart.rawValue, ordering: .relaxed)
            readiness.startDraining()
        }
        guard !stopRequested.exchange(true, ordering: .acquiringAndReleasing) else { return }
        waker?.forceWake()
    }

    // MARK: - Callback dispatch (service thread)

    func handle(_ wsi: OpaquePointer, _ reason: lws_callback_reasons, _ user: UnsafeMutableRawPointer?,
                _ input: UnsafeMutableRawPointer?, _ len: Int) -> Int32 {
        switch reason {
        case LWS_CALLBACK_EVENT_WAIT_CANCELLED:
            // Sent once per protocol; act once.
            if lws_get_protocol(wsi)?.pointee.id == LWSTables.studentProtocolID { serviceWakeup() }
            return 0
        case LWS_CALLBACK_FILTER_NETWORK_CONNECTION:
            // Stop accepting once shutting down; a drain still answers /readyz (with 503).
            return stopRequested.load(ordering: .relaxed) && !readiness.isDraining ? 1 : 0
        case LWS_CALLBACK_OPENSSL_LOAD_EXTRA_SERVER_VERIFY_CERTS:
            // Once, as the TLS vhost is made; `user` is its SSL_CTX. See clws_tls_no_session_tickets:
            // with TLS 1.3 tickets lws dropped a wss handshake now and then.
            if let user { clws_tls_no_session_tickets(user) }
            return 0
        case LWS_CALLBACK_HTTP:
            return httpRequest(wsi)
        case LWS_CALLBACK_HTTP_BODY:
            return teacherAPI.body(wsi, input, len)
        case LWS_CALLBACK_HTTP_BODY_COMPLETION:
            return teacherAPI.bodyComplete(wsi)
        case LWS_CALLBACK_HTTP_WRITEABLE:
            return teacherAPI.writeable(wsi)
        case LWS_CALLBACK_CLOSED_HTTP:
            teacherAPI.closed(wsi)
            return lws_callback_http_dummy(wsi, reason, user, input, len)
        case LWS_CALLBACK_HTTP_CONFIRM_UPGRADE:
            return confirmUpgrade(wsi)
        case LWS_CALLBACK_ESTABLISHED:
            established(wsi, user)
            return 0
        case LWS_CALLBACK_RECEIVE:
            guard let conn = connection(user) else { return -1 }
            return receive(conn, input, len)
        case LWS_CALLBACK_SERVER_WRITEABLE:
            guard let conn = connection(user) else { return 0 }
            return writeable(conn)
        case LWS_CALLBACK_CLOSED:
            closed(user)
            return 0
        case LWS_CALLBACK_TIMER:
            // Armed only on teacher sockets: the deadline for signing in (LWSHost+Classroom).
            guard let conn = connection(user) else { return 0 }
            teacherAuthDeadline(conn)
            return 0
        default:
            return lws_callback_http_dummy(wsi, reason, user, input, len)
        }
    }

    private func connection(_ user: UnsafeMutableRawPointer?) -> Connection? {
        guard let raw = user?.load(as: UnsafeMutableRawPointer?.self) else { return nil }
        return Unmanaged<Connection>.fromOpaque(raw).takeUnretainedValue()
    }

    // MARK: - Wake-ups from other threads

    private func serviceWakeup() {
        waker.acknowledge()
        service.readyScratch.removeAll(keepingCapacity: true)
        ready.drain(into: &service.readyScratch)
        for q in service.readyScratch {
            if let conn = service.connections[q.connectionID] { lws_callback_on_writable(conn.wsi) }
        }
        service.readyScratch.removeAll(keepingCapacity: true)

        if let lessons {
            service.lessonScratch.removeAll(keepingCapacity: true)
            lessons.drain(into: &service.lessonScratch)
            let now = MonotonicClock.seconds()
            for c in service.lessonScratch {
                guard let conn = service.connections[c.connectionID] else { continue }
                // A retry's completion answers a call already counted out (its first try was held).
                if !c.retried { conn.lessonCallsInFlight -= 1 }
                guard conn.pendingClose == nil else { continue }
                // Refusals by a limit are counted in /metrics, not logged one by one (a flood would fill the log).
                if case .login = c.call, case .failed(let e) = c.outcome, [.unauthorized, .unknownClass].contains(e.code) {
                    logger.notice("student sign-in refused", metadata: ["peer": "\(conn.peer)", "connection": "\(conn.id)",
                                                                       "code": "\(e.code.rawValue)"])
                }
                _ = perform(conn.machine.lessonFinished(c.outcome, id: c.id, now: now), on: conn, inCallback: false)
                if case let .loggedIn(s, _) = c.outcome, conn.machine.role == .student { studentSignedIn(conn, student: s.student) }
                lessonReachedClassroom(c.outcome, on: conn)
            }
            service.lessonScratch.removeAll()
        }
        if let hub {
            // Sign-outs and password changes on other instances: their sockets here stop now.
            let ended = endedSessions.take()
            for hash in ended.hashes { performClassroom(hub.revokeSession(tokenHash: hash, reason: "signed out")) }
            if ended.resync { hub.checkEverySessionSoon() }
        }
        if let classroom {
            service.classroomScratch.removeAll(keepingCapacity: true)
            classroom.drain(into: &service.classroomScratch)
            for c in service.classroomScratch { classroomFinished(c) }
            service.classroomScratch.removeAll()
        }

        let now = MonotonicClock.nanoseconds()
        let timed = now - service.lastSlowCheck > 250_000_000
        placementWakeup(timed: timed)
        if timed {
            service.lastSlowCheck = now
            for conn in service.connections.values where conn.pendingClose == nil && conn.queue.isTooSlow(now: now) {
                ServerMetrics.add(metrics.closedTooSlow)
                logger.info("closing a connection that stopped reading", metadata: ["connection": "\(conn.id)"])
                close(conn, .policyViolation, "too slow")
            }
            // Sockets that hold a slot without signing in or saying anything (a frame header that never
            // finishes its payload included) are closed, so one client cannot sit on every slot.
            let idle = UInt64(config.idleSeconds) * 1_000_000_000
            for conn in service.connections.values where conn.pendingClose == nil && !isSignedIn(conn)
                && now &- conn.lastMessageAt > idle {
                ServerMetrics.add(metrics.closedIdle)
                logger.info("closing an idle connection", metadata: ["connection": "\(conn.id)", "peer": "\(conn.peer)"])
                close(conn, .policyViolation, "idle: no sign-in and no message for \(config.idleSeconds) s")
            }
            // Knobs turned in the last second reach the store (a draft; see `ConnectionStateMachine.tick`).
            let seconds = MonotonicClock.seconds()
            for conn in service.connections.values where conn.pendingClose == nil {
                let saving = conn.machine.tick(now: seconds)
                if !saving.isEmpty { _ = perform(saving, on: conn, inCallback: false) }
            }
            // Teacher sessions expire on time even on a socket that says nothing.
            if let hub { performClassroom(hub.tick(now: Date())) }
            // Submits held while the store was away are written once it answers again.
            lessons?.retryHeld(storeAnswers: readiness.storeReachable)
        }

        if stopRequested.load(ordering: .relaxed) { continueShutdown(now: now) }
    }
}
