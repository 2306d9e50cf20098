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
    if level & LLL_ERR != 0 { LWSHost.lwsLogger.error("\(text)") } else { LWSHost.lwsLogger.debug("\(text)") }
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

    let config: ServerConfiguration
    let logger: Logger
    let metrics = ServerMetrics()
    let ready = ReadyList()
    let origins: OriginPolicy
    private let tables: LWSTables
    private let lessonService: LessonService?
    private let classroomService: ClassroomService?

    private(set) var context: OpaquePointer?
    private(set) var vhost: OpaquePointer?
    private(set) var waker: ServiceWaker!
    private(set) var pool: RenderPool!
    private var lessons: LessonGateway?
    /// Classrooms (nil without a course): the hub decides, the gateway runs the store calls.
    private(set) var classroom: ClassroomGateway?
    private(set) var hub: ClassroomHub?

    // Service-thread state.
    var connections: [Int: Connection] = [:]
    /// Teacher API requests (sign-in, sign-out) in progress, by their HTTP connection.
    var apiRequests: [OpaquePointer: APIRequest] = [:]
    var nextAPIRequestID = 1
    /// Failed sign-ins per client address in the last minute (the 429 rule).
    var failedLogins: [String: [Date]] = [:]
    private var classroomScratch: [ClassroomGateway.Completion] = []
    private var nextConnectionID = 1
    private var readyScratch: [SendQueue] = []
    private var completionScratch: [LessonGateway.Completion] = []
    private var lastSlowCheck: UInt64 = 0
    /// Time from a media packet being made to being written to its socket (service thread only).
    private var sendDelay = Histogram.timing()
    private var shutdownStarted: UInt64?
    private var finished = false

    let stopRequested = Atomic<Bool>(false)

    init(config: ServerConfiguration, logger: Logger, lessonService: LessonService?, classroomService: ClassroomService?) {
        self.config = config
        self.logger = logger
        self.lessonService = lessonService
        self.classroomService = classroomService
        origins = OriginPolicy(allowedOrigins: config.allowedOrigins)
        tables = LWSTables(publicDirectory: config.publicDirectory.standardizedFileURL.path)
    }

    deinit {
        if let context { lws_context_destroy(context) }
    }

    /// Creates the context and the listening vhost. Throws if the port cannot be bound.
    func open() throws(ServerError) {
        lws_set_log_level(LLL_ERR | LLL_WARN, lwsLogEmit)

        var info = lws_context_creation_info()
        info.options = UInt64(LWS_SERVER_OPTION_EXPLICIT_VHOSTS)
        info.user = Unmanaged.passUnretained(self).toOpaque()
        info.gid = -1
        info.uid = -1
        guard let ctx = lws_create_context(&info) else { throw .startFailed("libwebsockets could not create its context") }
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
        // With IPv6 compiled in, an IPv4 address would listen on every interface unless IPv6 is off (FACTS.md).
        var options = UInt64(LWS_SERVER_OPTION_VALIDATE_UTF8)
        // lws's security headers: a strict Content-Security-Policy (scripts, styles and sockets only from
        // this origin, no inline script), nosniff, no framing. The page is built for it, and it is the
        // second fence around course theory HTML (the course loader refuses raw HTML: the first).
        options |= UInt64(LWS_SERVER_OPTION_HTTP_HEADERS_SECURITY_BEST_PRACTICES_ENFORCE)
        if !isIPv6 { options |= UInt64(LWS_SERVER_OPTION_DISABLE_IPV6) }
        vinfo.options = options
        vinfo.keepalive_timeout = 30
        guard let vh = lws_create_vhost(ctx, &vinfo) else {
            throw .startFailed("cannot listen on \(host):\(config.port) (in use, or not an address of this machine)")
        }
        vhost = vh

        waker = ServiceWaker(context: ctx)
        pool = RenderPool(count: config.workerCount, frameMilliseconds: config.frameMilliseconds, ready: ready, waker: waker)
        if let lessonService { lessons = LessonGateway(service: lessonService, waker: waker) }
        if let classroomService, let lessonService {
            classroom = ClassroomGateway(service: classroomService, waker: waker)
            hub = ClassroomHub(lessons: ClassroomHub.lessonInfos(lessonService.course))
        }
    }

    /// The port actually listened on (differs from the configured one when that was 0).
    var port: Int { vhost.map { Int(lws_get_vhost_listen_port($0)) } ?? config.port }

    /// Runs the service loop on the calling thread until a requested stop has closed every socket.
    func run() {
        guard let context else { return }
        pool.start()
        while !finished {
            if lws_service(context, 0) < 0 { break }
        }
        pool.stop()
        waker.invalidate()
        // Destroying the context closes whatever is left (CLOSED callbacks release each Connection).
        lws_context_destroy(context)
        self.context = nil
        vhost = nil
    }

    /// Asks the service thread to shut down. Any thread.
    func requestStop() {
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
            // Stop accepting once shutting down.
            return stopRequested.load(ordering: .relaxed) ? 1 : 0
        case LWS_CALLBACK_HTTP:
            return httpRequest(wsi)
        case LWS_CALLBACK_HTTP_BODY:
            return apiBody(wsi, input, len)
        case LWS_CALLBACK_HTTP_BODY_COMPLETION:
            return apiBodyComplete(wsi)
        case LWS_CALLBACK_HTTP_WRITEABLE:
            return apiWriteable(wsi)
        case LWS_CALLBACK_CLOSED_HTTP:
            apiRequests.removeValue(forKey: wsi)
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

    func header(_ wsi: OpaquePointer, _ token: lws_token_indexes) -> String? {
        let n = Int(lws_hdr_total_length(wsi, token))
        guard n > 0 else { return nil }
        var buf = [CChar](repeating: 0, count: n + 1)
        let copied = Int(lws_hdr_copy(wsi, &buf, Int32(buf.count), token))
        guard copied >= 0 else { return nil }
        return String(decoding: buf.prefix(copied).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    // MARK: - HTTP

    private func httpRequest(_ wsi: OpaquePointer) -> Int32 {
        // lws keeps the path of a POST in its own header slot.
        if let post = header(wsi, WSI_TOKEN_POST_URI) { return apiRequest(wsi, path: post, method: "POST") }
        let path = header(wsi, WSI_TOKEN_GET_URI) ?? ""
        if path == "/api" || path.hasPrefix("/api/") { return apiRequest(wsi, path: path, method: "GET") }
        switch path {
        case "/healthz":
            let body = #"{"status":"ok","sessions":\#(metrics.sessionsActive.load(ordering: .relaxed))}"# + "\n"
            return respond(wsi, status: 200, type: "application/json", body: Array(body.utf8))
        case "/metrics":
            var text = metrics.render(workers: pool.stats())
            sendDelay.render(name: "synth_trainer_send_delay_seconds",
                             help: "Time from a media frame being encoded to being written to its socket.", into: &text)
            return respond(wsi, status: 200, type: "text/plain; version=0.0.4; charset=utf-8", body: Array(text.utf8))
        default:
            return respond(wsi, status: 404, type: "text/plain; charset=utf-8", body: Array("not found\n".utf8))
        }
    }

    /// Writes a complete small response (headers then body; lws queues what the socket cannot take).
    /// `headers` are extra `name:` / value pairs (e.g. `set-cookie:`).
    func respond(_ wsi: OpaquePointer, status: UInt32, type: String, body: [UInt8], headers: [(String, String)] = []) -> Int32 {
        let pre = OutboundPacket.headroom, headerSpace = 1024
        var buf = [UInt8](repeating: 0, count: pre + headerSpace + pre + body.count)
        let ok: Bool = buf.withUnsafeMutableBufferPointer { b in
            let base = b.baseAddress!
            let start = base + pre
            let end = start + headerSpace - 1
            var p: UnsafeMutablePointer<UInt8>? = start
            guard lws_add_http_common_headers(wsi, status, type, lws_filepos_t(body.count), &p, end) == 0 else { return false }
            let cc = "no-store"
            guard lws_add_http_header_by_name(wsi, "cache-control:", cc, Int32(cc.utf8.count), &p, end) == 0 else { return false }
            for (name, value) in headers {
                guard lws_add_http_header_by_name(wsi, name, value, Int32(value.utf8.count), &p, end) == 0 else { return false }
            }
            guard lws_finalize_write_http_header(wsi, start, &p, end) == 0 else { return false }
            let bodyStart = start + headerSpace + pre
            body.withUnsafeBytes { bodyStart.update(from: $0.bindMemory(to: UInt8.self).baseAddress!, count: body.count) }
            return lws_write(wsi, bodyStart, body.count, LWS_WRITE_HTTP_FINAL) == body.count
        }
        guard ok else { return -1 }
        return lws_http_transaction_completed(wsi) != 0 ? -1 : 0
    }

    /// Before a WebSocket upgrade: right path, allowed Origin; otherwise answer 404/403 ourselves (>0).
    private func confirmUpgrade(_ wsi: OpaquePointer) -> Int32 {
        let path = header(wsi, WSI_TOKEN_GET_URI) ?? ""
        guard path == ProtocolLimits.socketPath else { return rejectUpgrade(wsi, "404 Not Found") }
        let origin = header(wsi, WSI_TOKEN_ORIGIN), host = header(wsi, WSI_TOKEN_HOST)
        guard origins.allows(origin: origin, host: host) else {
            ServerMetrics.add(metrics.originRefused)
            logger.notice("refused WebSocket handshake", metadata: ["origin": "\(origin ?? "-")", "host": "\(host ?? "-")"])
            return rejectUpgrade(wsi, "403 Forbidden")
        }
        return 0
    }

    /// Answers a refused upgrade with a plain HTTP/1.1 status. lws's own status helper writes
    /// "HTTP/1.0" at this stage (the request version is parsed later), which some WebSocket clients
    /// reject as a malformed answer instead of reporting the status.
    private func rejectUpgrade(_ wsi: OpaquePointer, _ status: String) -> Int32 {
        let text = "HTTP/1.1 \(status)\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: \(status.utf8.count + 1)\r\n" +
            "connection: close\r\n\r\n\(status)\n"
        var buf = [UInt8](repeating: 0, count: OutboundPacket.headroom) + Array(text.utf8)
        let n = buf.withUnsafeMutableBufferPointer { b in
            lws_write(wsi, b.baseAddress! + OutboundPacket.headroom, text.utf8.count, LWS_WRITE_HTTP_FINAL)
        }
        // > 0: we answered ourselves (lws completes the transaction); < 0: just hang up.
        return n == text.utf8.count ? 1 : -1
    }

    // MARK: - WebSocket

    private func established(_ wsi: OpaquePointer, _ user: UnsafeMutableRawPointer?) {
        guard let user else { return }
        let id = nextConnectionID
        nextConnectionID += 1
        let sessionID = Self.newSessionID()
        let queue = SendQueue(connectionID: id)
        let role: ConnectionRole = lws_get_protocol(wsi)?.pointee.id == LWSTables.teacherProtocolID ? .teacher : .student
        let conn = Connection(id: id, wsi: wsi, queue: queue, machine: SessionStateMachine(
            sessionID: sessionID, frameMs: config.frameMilliseconds, lessonsAvailable: lessons != nil, role: role))
        user.storeBytes(of: Unmanaged.passRetained(conn).toOpaque(), as: UnsafeMutableRawPointer?.self)
        connections[id] = conn
        ServerMetrics.add(metrics.connectionsOpen)
        if role == .teacher {
            // The session cookie rides on the handshake; `auth` without a token uses it. Kept in
            // memory only, never logged.
            hub?.teacherConnected(id, cookieToken: Self.cookie("st_teacher", in: header(wsi, WSI_TOKEN_HTTP_COOKIE)))
        }

        var size = Self.socketSendBuffer
        let fd = lws_get_socket_fd(wsi)
        if fd >= 0 { setsockopt(fd, SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size)) }

        if stopRequested.load(ordering: .relaxed) {
            close(conn, .goingAway, "server shutting down")
            return
        }
        // A teacher's synth (and its session slot) waits for a successful `auth` (LWSHost+Classroom).
        if role == .teacher {
            awaitTeacherAuth(conn)
            return
        }
        startSession(conn)
    }

    /// Gives `conn` its own synth session, or closes it (server full, no encoder): a student's at
    /// once, a teacher's when signed in.
    func startSession(_ conn: Connection) {
        let sessionID = conn.machine.sessionID
        guard metrics.sessionsActive.load(ordering: .relaxed) < config.maxSessions else {
            ServerMetrics.add(metrics.sessionsRejectedFull)
            close(conn, .tryAgainLater, "server full")
            return
        }
        do {
            let session = try Session(id: sessionID, owner: conn.queue, opus: config.opus)
            conn.session = session
            pool.assign(session)
            ServerMetrics.add(metrics.sessionsActive)
            ServerMetrics.add(metrics.sessionsStarted)
            logger.debug("session started", metadata: ["session": "\(sessionID)", "connection": "\(conn.id)"])
        } catch {
            logger.error("could not start a session: \(error)")
            close(conn, .internalError, "could not start a session")
        }
    }

    private static func newSessionID() -> String {
        var g = SystemRandomNumberGenerator()
        return String(g.next() & 0xFFFF_FFFF_FFFF, radix: 16)
    }

    private func receive(_ conn: Connection, _ input: UnsafeMutableRawPointer?, _ len: Int) -> Int32 {
        if conn.pendingClose != nil { return 0 }
        let wsi = conn.wsi
        if lws_frame_is_binary(wsi) != 0 {
            ServerMetrics.add(metrics.closedBinary)
            return perform(conn.machine.receivedBinary(), on: conn, inCallback: true)
        }
        if let input, len > 0 { conn.incoming.append(contentsOf: UnsafeRawBufferPointer(start: input, count: len)) }
        if conn.incoming.count > ProtocolLimits.maxTextMessageBytes {
            ServerMetrics.add(metrics.closedTooBig)
            conn.incoming = []
            return perform(conn.machine.receivedOversized(), on: conn, inCallback: true)
        }
        guard lws_is_final_fragment(wsi) != 0, lws_remaining_packet_payload(wsi) == 0 else { return 0 }
        let message = conn.incoming
        conn.incoming.removeAll(keepingCapacity: conn.incoming.capacity <= 4096)
        ServerMetrics.add(metrics.messagesIn)
        if conn.machine.role == .teacher {
            // Authorised again for every message: a session that expired since the last one is
            // dropped here, before the message can do anything.
            let (ok, actions) = hub?.authorize(conn.id, now: Date()) ?? (false, [])
            conn.machine.authorized = ok
            performClassroom(actions)
        }
        let result = perform(conn.machine.receivedText(message, now: MonotonicClock.seconds()), on: conn, inCallback: true)
        if conn.machine.role == .student, let hub {
            // Knob turns reach a watching teacher as they happen.
            performClassroom(hub.studentPatch(conn.id, conn.machine.patch, now: Date()))
        }
        return result
    }

    /// Carries out the state machine's actions. Returns -1 when the connection must close now
    /// (only allowed from inside that connection's own callback).
    func perform(_ actions: [SessionStateMachine.Action], on conn: Connection, inCallback: Bool) -> Int32 {
        for a in actions {
            switch a {
            case let .send(message, id):
                if case .error(let e) = message {
                    ServerMetrics.add(metrics.errorsSent)
                    if e.code == .rateLimited { ServerMetrics.add(metrics.rateLimited) }
                }
                enqueue(OutboundPacket(text: message.encoded(id: id)), to: conn)
            case .engine(let command):
                conn.session?.send(command)
            case let .close(code, reason):
                if code == .policyViolation { ServerMetrics.add(metrics.closedFlood) }
                if inCallback {
                    closeNow(conn, code, reason)
                    return -1
                }
                close(conn, code, reason)
            case let .lesson(call, id):
                lessons?.submit(call, connectionID: conn.id, id: id)
            case let .playTarget(lessonID, phrase):
                guard let target = lessons?.target(of: lessonID) else { continue }
                conn.session?.send(.playTarget(target, phrase))
            case .classroom(let request):
                guard let hub else {
                    let e = ProtocolError(.internal, "classrooms are not available on this server (no course loaded)", id: request.id)
                    enqueue(OutboundPacket(text: ServerMessage.error(e).encoded()), to: conn)
                    continue
                }
                performClassroom(hub.handle(request, from: conn.id, role: conn.machine.role, now: Date()))
            case let .denied(type, code):
                logDenial(connection: conn.id, role: conn.machine.role, type: type, code: code, who: nil,
                          why: conn.machine.role == .teacher ? "not signed in as a teacher" : "not allowed on this socket")
            }
        }
        // Rate-limited messages are counted even when no error goes back.
        if actions.isEmpty { ServerMetrics.add(metrics.rateLimited) }
        return 0
    }

    func enqueue(_ packet: OutboundPacket, to conn: Connection) {
        if case .queued = conn.queue.push(packet).result { lws_callback_on_writable(conn.wsi) }
    }

    /// Closes from inside the connection's own callback (the caller returns -1).
    private func closeNow(_ conn: Connection, _ code: CloseCode, _ reason: String) {
        var bytes = Array(reason.utf8.prefix(120))
        lws_close_reason(conn.wsi, lws_close_status(rawValue: UInt32(code.rawValue)), &bytes, bytes.count)
        conn.pendingClose = (code, reason)
    }

    /// Closes at the connection's next writeable callback; if that never comes (a client that does not
    /// read), lws kills the connection after two seconds.
    func close(_ conn: Connection, _ code: CloseCode, _ reason: String) {
        guard conn.pendingClose == nil else { return }
        conn.pendingClose = (code, reason)
        lws_callback_on_writable(conn.wsi)
        lws_set_timeout(conn.wsi, PENDING_TIMEOUT_USER_OK, 2)
    }

    private func writeable(_ conn: Connection) -> Int32 {
        if let (code, reason) = conn.pendingClose {
            closeNow(conn, code, reason)
            return -1
        }
        let (entry, more) = conn.queue.pop()
        guard let e = entry else { return 0 }
        let p = e.packet
        if p.isMedia, p.length >= MediaHeader.size {
            // The shared packet carries the stream's own source and flags; a listener's copy says
            // `monitored` (or `teacher`), and its first audio packet is a restart point. lws copies
            // what it cannot send at once, so the next connection's rewrite cannot reach this one.
            p.payload.storeBytes(of: e.sourceRewrite ?? p.mediaSource, toByteOffset: 2, as: UInt8.self)
            p.payload.storeBytes(of: e.flagsRewrite ?? p.mediaFlags, toByteOffset: 3, as: UInt8.self)
        }
        let n = lws_write(conn.wsi, p.payload.assumingMemoryBound(to: UInt8.self), p.length,
                          p.isBinary ? LWS_WRITE_BINARY : LWS_WRITE_TEXT)
        // lws queues whatever the socket does not take; a short count means the connection failed.
        guard n >= p.length else { return -1 }
        ServerMetrics.add(metrics.bytesOut, p.length)
        if p.isMedia {
            ServerMetrics.add(metrics.mediaSent)
            let now = MonotonicClock.nanoseconds()
            sendDelay.observe(Double(now - min(now, p.created)) / 1e9)
        } else {
            ServerMetrics.add(metrics.controlSent)
        }
        if more { lws_callback_on_writable(conn.wsi) }
        return 0
    }

    private func closed(_ user: UnsafeMutableRawPointer?) {
        guard let user, let raw = user.load(as: UnsafeMutableRawPointer?.self) else { return }
        user.storeBytes(of: nil, as: UnsafeMutableRawPointer?.self)
        let conn = Unmanaged<Connection>.fromOpaque(raw).takeRetainedValue()
        // Whatever this connection listened to or broadcast stops, while both ends still exist.
        if let hub { performClassroom(hub.disconnected(conn.id, now: Date())) }
        for other in conn.listeningTo { unsubscribe(listener: conn, from: other) }
        conn.queue.close()
        if let s = conn.session {
            s.fanout.unsubscribe(conn.queue)
            s.close()
            metrics.sessionsActive.wrappingSubtract(1, ordering: .relaxed)
            logger.debug("session ended", metadata: ["session": "\(s.id)", "connection": "\(conn.id)"])
        }
        connections.removeValue(forKey: conn.id)
        metrics.connectionsOpen.wrappingSubtract(1, ordering: .relaxed)
        if stopRequested.load(ordering: .relaxed), connections.isEmpty { finished = true }
    }

    // MARK: - Wake-ups from other threads

    private func serviceWakeup() {
        waker.acknowledge()
        readyScratch.removeAll(keepingCapacity: true)
        ready.drain(into: &readyScratch)
        for q in readyScratch {
            if let conn = connections[q.connectionID] { lws_callback_on_writable(conn.wsi) }
        }
        readyScratch.removeAll(keepingCapacity: true)

        if let lessons {
            completionScratch.removeAll(keepingCapacity: true)
            lessons.drain(into: &completionScratch)
            let now = MonotonicClock.seconds()
            for c in completionScratch {
                guard let conn = connections[c.connectionID], conn.pendingClose == nil else { continue }
                _ = perform(conn.machine.lessonFinished(c.outcome, id: c.id, now: now), on: conn, inCallback: false)
                lessonReachedClassroom(c.outcome, on: conn)
            }
            completionScratch.removeAll()
        }
        if let classroom {
            classroomScratch.removeAll(keepingCapacity: true)
            classroom.drain(into: &classroomScratch)
            for c in classroomScratch { classroomFinished(c) }
            classroomScratch.removeAll()
        }

        let now = MonotonicClock.nanoseconds()
        if now - lastSlowCheck > 250_000_000 {
            lastSlowCheck = now
            for conn in connections.values where conn.pendingClose == nil && conn.queue.isTooSlow(now: now) {
                ServerMetrics.add(metrics.closedTooSlow)
                logger.info("closing a connection that stopped reading", metadata: ["connection": "\(conn.id)"])
                close(conn, .policyViolation, "too slow")
            }
            // Teacher sessions expire on time even on a socket that says nothing.
            if let hub { performClassroom(hub.tick(now: Date())) }
        }

        if stopRequested.load(ordering: .relaxed) {
            if shutdownStarted == nil {
                shutdownStarted = now
                logger.info("shutting down: closing \(connections.count) connections")
                for conn in connections.values { close(conn, .goingAway, "server shutting down") }
            }
            if connections.isEmpty || now - shutdownStarted! > 3_000_000_000 { finished = true }
        }
    }
}
