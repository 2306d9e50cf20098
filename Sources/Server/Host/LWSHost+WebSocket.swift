import CLibWebSockets
import Foundation
import Lessons
import Logging
import Synchronization
import SynthEngine
import WireProtocol

/// The WebSocket side of the lws glue: a socket's life from ESTABLISHED to CLOSED, carrying out the
/// connection state machine's actions, and one packet written per writeable callback.
/// Service thread only.
extension LWSHost {
    // MARK: - WebSocket

    func established(_ wsi: OpaquePointer, _ user: UnsafeMutableRawPointer?) {
        guard let user else { return }
        let id = service.nextConnectionID
        service.nextConnectionID += 1
        let sessionID = Self.newSessionID()
        let queue = SendQueue(connectionID: id)
        let role: ConnectionRole = lws_get_protocol(wsi)?.pointee.id == LWSTables.teacherProtocolID ? .teacher : .student
        let conn = Connection(id: id, wsi: wsi, queue: queue, machine: ConnectionStateMachine(
            sessionID: sessionID, frameMs: config.frameMilliseconds, lessonsAvailable: lessons != nil, role: role,
            routed: config.routesByClass, pacing: service.submitPacing), peer: LWSHTTP.client(wsi, clients))
        user.storeBytes(of: Unmanaged.passRetained(conn).toOpaque(), as: UnsafeMutableRawPointer?.self)
        service.connections[id] = conn
        ServerMetrics.add(metrics.connectionsOpen)
        let fromClient = service.socketsPerClient[conn.holder, default: 0] + 1
        service.socketsPerClient[conn.holder] = fromClient
        if role == .teacher {
            // The session cookie rides on the handshake; `auth` without a token uses it. Kept in
            // memory only, never logged.
            hub?.teacherConnected(id, cookieToken: LWSHTTP.cookie(TeacherAPI.cookieName, in: LWSHTTP.header(wsi, WSI_TOKEN_HTTP_COOKIE)))
        }

        var size = Self.socketSendBuffer
        let fd = lws_get_socket_fd(wsi)
        if fd >= 0 { setsockopt(fd, SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size)) }

        if stopRequested.load(ordering: .relaxed) {
            let (code, reason) = stopClose
            close(conn, code, reason)
            return
        }
        if fromClient > config.maxSocketsPerClient {
            ServerMetrics.add(metrics.closedClientCap)
            logger.notice("refused a socket over the per-client cap", metadata: ["peer": "\(conn.peer)", "client": "\(conn.holder)",
                                                                              "open": "\(fromClient - 1)"])
            close(conn, .tryAgainLater, "too many connections from your network address: close other tabs and try again")
            return
        }
        placementArrived(conn, wsi)
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
        // Full: the heaviest holder's longest-idle slot makes room, if it holds clearly more (SlotPolicy).
        guard metrics.sessionsActive.load(ordering: .relaxed) < config.maxSessions || freeSlot(for: conn) else {
            ServerMetrics.add(metrics.sessionsRejectedFull)
            close(conn, .tryAgainLater, "server full")
            return
        }
        do {
            let session = try SynthSession(id: sessionID, owner: conn.queue, opus: config.opus, targetCache: targetCache)
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

    static func newSessionID() -> String {
        var g = SystemRandomNumberGenerator()
        return String(g.next() & 0xFFFF_FFFF_FFFF, radix: 16)
    }

    func receive(_ conn: Connection, _ input: UnsafeMutableRawPointer?, _ len: Int) -> Int32 {
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
        conn.lastMessageAt = MonotonicClock.nanoseconds()
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
    func perform(_ actions: [ConnectionStateMachine.Action], on conn: Connection, inCallback: Bool) -> Int32 {
        for a in actions {
            switch a {
            case let .send(message, id):
                if case .error(let e) = message {
                    ServerMetrics.add(metrics.errorsSent)
                    if e.code == .rateLimited { ServerMetrics.add(metrics.rateLimited) }
                }
                enqueue(OutboundPacket(text: message.encoded(id: id)), to: conn)
            case let .reads(bundles, spectrumFrames):
                conn.queue.takesBundles = bundles
                if conn.queue.takesSpectrumFrames != spectrumFrames {
                    conn.queue.takesSpectrumFrames = spectrumFrames
                    // The socket's own streams subscribed it when it opened; listening and a
                    // broadcast read the flag when they subscribe it (the page's `hello` comes before
                    // either; were one earlier, its frames would still be filtered, as `takes` reads the
                    // flag live, and only its analysis would run until that stream's audience changes).
                    conn.session?.fanout.refreshViews()
                    conn.session?.targetFanout.refreshViews()
                }
            case .engine(let command):
                // A listening teacher moves to this tab first, so the sound's first frame reaches them too.
                if command.startsSound, conn.machine.role == .student, let hub {
                    performClassroom(hub.studentSounded(conn.id))
                }
                conn.session?.send(command)
            case let .close(code, reason):
                if code == .policyViolation { ServerMetrics.add(metrics.closedFlood) }
                if inCallback {
                    closeNow(conn, code, reason)
                    return -1
                }
                close(conn, code, reason)
            case let .lesson(call, id):
                // Sign-ins meet their limits (`SignInLimits`) in the lesson service, counted in the store.
                guard let lessons else { continue }
                conn.lessonCallsInFlight += 1
                lessons.submit(call, connectionID: conn.id, id: id, client: conn.peer)
            case let .playTarget(lessonID, phrase, visuals):
                guard let target = lessons?.target(of: lessonID) else { continue }
                // A listening teacher hears the target too: listening follows the tab that plays it
                // (moved first, so the target's first frame reaches them).
                if conn.machine.role == .student, let hub { performClassroom(hub.studentSounded(conn.id)) }
                conn.session?.send(.playTarget(target, phrase, visuals: visuals, lesson: lessonID))
            case let .compare(lessonID, phrase, side, visible):
                guard let target = lessons?.target(of: lessonID) else { continue }
                if phrase != nil, conn.machine.role == .student, let hub { performClassroom(hub.studentSounded(conn.id)) }
                conn.session?.send(.compare(target, phrase, side: side, visible: visible))
            case .closedLesson(let place):
                if let hub, conn.machine.role == .student { performClassroom(hub.studentClosedLesson(conn.id, place: place, now: Date())) }
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
    func closeNow(_ conn: Connection, _ code: CloseCode, _ reason: String) {
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

    func writeable(_ conn: Connection) -> Int32 {
        if let (code, reason) = conn.pendingClose {
            // A drain's close goes out after the replies already queued (a submit's result): the page
            // shows what the store kept. Media still queued is dropped on the way.
            if code == .serviceRestart, let reply = nextControl(conn) { return write(reply, to: conn, more: true) }
            closeNow(conn, code, reason)
            return -1
        }
        let (entry, more) = conn.queue.pop()
        guard let e = entry else { return 0 }
        return write(e, to: conn, more: more)
    }

    /// The next queued control message (JSON), skipping media; nil when none is left.
    private func nextControl(_ conn: Connection) -> SendQueue.Entry? {
        while let e = conn.queue.pop().entry {
            if !e.packet.isMedia { return e }
        }
        return nil
    }

    /// One `lws_write` of a queued packet; `more`: ask for another writeable callback.
    private func write(_ e: SendQueue.Entry, to conn: Connection, more: Bool) -> Int32 {
        let p = e.packet
        // The shared packet carries the stream's own source and flags; a listener's copy says
        // `monitored` (or `teacher`), and its first audio packet is a restart point. lws copies
        // what it cannot send at once, so the next connection's rewrite cannot reach this one.
        e.prepareHeaders()
        let n = lws_write(conn.wsi, p.payload.assumingMemoryBound(to: UInt8.self), p.length,
                          p.isBinary ? LWS_WRITE_BINARY : LWS_WRITE_TEXT)
        // lws queues whatever the socket does not take; a short count means the connection failed.
        guard n >= p.length else { return -1 }
        ServerMetrics.add(metrics.bytesOut, p.length)
        if p.isMedia {
            ServerMetrics.add(metrics.mediaSent, p.frameCount)
            ServerMetrics.add(metrics.mediaMessagesSent)
            let now = MonotonicClock.nanoseconds()
            service.sendDelay.observe(Double(now - min(now, p.created)) / 1e9)
        } else {
            ServerMetrics.add(metrics.controlSent)
        }
        if more { lws_callback_on_writable(conn.wsi) }
        return 0
    }

    func closed(_ user: UnsafeMutableRawPointer?) {
        guard let user, let raw = user.load(as: UnsafeMutableRawPointer?.self) else { return }
        user.storeBytes(of: nil, as: UnsafeMutableRawPointer?.self)
        let conn = Unmanaged<Connection>.fromOpaque(raw).takeRetainedValue()
        // The open challenge's knobs are kept (a reload finds them); the write runs on the lesson executor.
        let saving = conn.machine.closing()
        if !saving.isEmpty { _ = perform(saving, on: conn, inCallback: false) }
        // Whatever this connection listened to or broadcast stops, while both ends still exist.
        if let hub { performClassroom(hub.disconnected(conn.id, now: Date())) }
        for other in conn.listeningTo { unsubscribe(listener: conn, from: other) }
        conn.queue.close()
        releaseSession(conn)
        service.connections.removeValue(forKey: conn.id)
        metrics.connectionsOpen.wrappingSubtract(1, ordering: .relaxed)
        if let n = service.socketsPerClient[conn.holder] { service.socketsPerClient[conn.holder] = n > 1 ? n - 1 : nil }
        forgetStudentSocket(conn)
        if stopRequested.load(ordering: .relaxed), service.connections.isEmpty, callsIdle { service.finished = true }
    }
}
