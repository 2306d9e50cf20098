import CLibWebSockets
import Foundation
import Lessons
import Logging
import WireProtocol

/// One teacher API call over HTTP (`POST /api/login`, `POST /api/logout`) from its headers to its
/// answer. Service thread only; the body arrives in pieces, a sign-in's answer comes back from the
/// classroom executor after the password check.
final class APIRequest {
    let id: Int
    let path: String
    let method: String
    let origin: String?
    let peer: String
    /// The `st_teacher` cookie the request carried, if any.
    let cookieToken: String?
    var body: [UInt8] = []
    var tooLarge = false
    /// Status, JSON body and extra headers, once known; written at the next writeable callback.
    var response: (status: UInt32, body: [UInt8], headers: [(String, String)])?

    init(id: Int, path: String, method: String, origin: String?, peer: String, cookieToken: String?) {
        self.id = id
        self.path = path
        self.method = method
        self.origin = origin
        self.peer = peer
        self.cookieToken = cookieToken
    }
}

/// The classroom side of the lws glue: performing the hub's actions, feeding it the lesson
/// outcomes, and the teacher sign-in endpoints. Service thread only.
extension LWSHost {
    static let maxAPIBody = 4096
    /// Failed sign-ins from one address within `loginWindow` before 429.
    static let maxFailedLogins = 10
    static let loginWindow: TimeInterval = 60
    static let cookieName = "st_teacher"
    /// One waveform frame in this many reaches a listening teacher (30/s made, 15/s heard in).
    static let listenerWaveformStride = max(1, Int((ProtocolLimits.waveformPerSecond / ProtocolLimits.listenerWaveformPerSecond).rounded()))

    // MARK: - Hub actions

    func performClassroom(_ actions: [ClassroomHub.Action]) {
        for a in actions {
            switch a {
            case let .send(to, message, id):
                guard let conn = connections[to], conn.pendingClose == nil else { continue }
                if case .error = message { ServerMetrics.add(metrics.errorsSent) }
                enqueue(OutboundPacket(text: message.encoded(id: id)), to: conn)
            case let .subscribe(listener, stream, source):
                guard let l = connections[listener], let s = connections[stream], let fanout = s.session?.fanout else { continue }
                // A listening teacher's page draws a small waveform and no spectrum: the spectrum is not
                // sent and the waveform at the listen-in rate (each frame is a socket write per listener).
                let listening = source == .monitored
                fanout.subscribe(l.queue, as: source, midStream: true, skipping: listening ? [.spectrum] : [],
                                 waveformStride: listening ? Self.listenerWaveformStride : 1)
                if l.listeningTo.insert(stream).inserted { ServerMetrics.add(metrics.listeners) }
            case let .unsubscribe(listener, stream):
                guard let l = connections[listener] else { continue }
                unsubscribe(listener: l, from: stream)
            case let .push(teacher, student, from):
                guard let t = connections[teacher], let s = connections[student], s.pendingClose == nil else { continue }
                _ = perform(s.machine.teacherPushed(t.machine.patch, from: from), on: s, inCallback: false)
                if let hub { performClassroom(hub.studentPatch(s.id, s.machine.patch, now: Date())) }
            case .signedIn(let connection):
                guard let conn = connections[connection], conn.pendingClose == nil else { continue }
                lws_set_timer_usecs(conn.wsi, -1)
                if conn.session == nil { startSession(conn) }
            case let .call(call, connection, id):
                classroom?.submit(call, for: .socket(connection: connection, id: id))
            case let .denied(connection, role, type, code, who, why):
                logDenial(connection: connection, role: role, type: type, code: code, who: who, why: why)
            }
        }
    }

    // MARK: - Teacher sign-in deadline

    /// A teacher socket opened: it has `teacherSignInSeconds` to sign in. Until then it has no synth.
    func awaitTeacherAuth(_ conn: Connection) {
        lws_set_timer_usecs(conn.wsi, lws_usec_t(ProtocolLimits.teacherSignInSeconds * 1_000_000))
    }

    /// The sign-in deadline passed (lws's per-connection timer, on the service thread).
    func teacherAuthDeadline(_ conn: Connection) {
        guard conn.session == nil, conn.pendingClose == nil else { return }
        if hub?.isSigningIn(conn.id) == true {
            // The store is answering an `auth` right now: give it a moment more.
            lws_set_timer_usecs(conn.wsi, 2_000_000)
            return
        }
        ServerMetrics.add(metrics.classroomDenied)
        logger.notice("closing a teacher socket that did not sign in", metadata: ["connection": "\(conn.id)"])
        close(conn, .policyViolation, "no teacher sign-in within \(Int(ProtocolLimits.teacherSignInSeconds)) s: sign in, then connect again")
    }

    /// Takes `listener` out of the audience of connection `stream`'s own synth.
    func unsubscribe(listener: Connection, from stream: Int) {
        connections[stream]?.session?.fanout.unsubscribe(listener.queue)
        if listener.listeningTo.remove(stream) != nil { metrics.listeners.wrappingSubtract(1, ordering: .relaxed) }
    }

    /// A refusal, logged without the message's content (no hint text, token, name or password):
    /// who, which message type, the code and the server's own explanation.
    func logDenial(connection: Int, role: ConnectionRole, type: String, code: ErrorCode, who: String?, why: String) {
        ServerMetrics.add(metrics.classroomDenied)
        var meta: Logger.Metadata = ["connection": "\(connection)", "role": "\(role.rawValue)", "type": "\(type)",
                                     "code": "\(code.rawValue)", "why": "\(why)"]
        if let who { meta[role == .teacher ? "teacher" : "student"] = "\(who)" }
        logger.notice("denied", metadata: meta)
    }

    /// What the lesson calls tell the classroom: who logged in where, lessons opened and submitted.
    func lessonReachedClassroom(_ outcome: LessonOutcome, on conn: Connection) {
        guard let hub, conn.machine.role == .student else { return }
        let now = Date()
        switch outcome {
        case let .loggedIn(s, classID):
            performClassroom(hub.studentLoggedIn(conn.id, student: s.student, name: s.name, classID: classID, now: now))
        case .opened(let opened):
            performClassroom(hub.studentOpened(conn.id, lesson: opened.id, progress: opened.progress,
                                               startPatch: opened.startPatch, now: now))
        case let .submitted(_, progress):
            performClassroom(hub.studentSubmitted(conn.id, lesson: progress.lessonID, progress: progress, now: now))
        case .hint(let h):
            performClassroom(hub.studentUsedHint(conn.id, hintsUsed: h.index + 1, now: now))
        case .listed, .revealed, .failed:
            break
        }
    }

    /// A classroom store call came back: to the hub for a socket, to the waiting HTTP request otherwise.
    func classroomFinished(_ c: ClassroomGateway.Completion) {
        switch c.requester {
        case let .socket(connection, id):
            guard let hub, connections[connection] != nil else { return }
            performClassroom(hub.finished(c.outcome, connection: connection, id: id, call: c.call, now: Date()))
        case .http(let requestID):
            guard let (wsi, request) = apiRequests.first(where: { $0.value.id == requestID }).map({ ($0.key, $0.value) }) else { return }
            loginFinished(c.outcome, request: request)
            lws_callback_on_writable(wsi)
        }
    }

    // MARK: - The sign-in endpoints

    /// The headers of a request under `/api` arrived.
    func apiRequest(_ wsi: OpaquePointer, path: String, method: String) -> Int32 {
        guard path == "/api/login" || path == "/api/logout" else {
            return respondJSON(wsi, 404, ["error": "not_found", "message": "no such API: \(path)"])
        }
        guard method == "POST" else {
            return respondJSON(wsi, 405, ["error": "bad_message", "message": "\(path) takes POST with a JSON body"],
                               headers: [("allow:", "POST")])
        }
        guard classroom != nil else {
            return respondJSON(wsi, 503, ["error": "internal", "message": "classrooms are not available on this server (no course loaded)"])
        }
        let origin = header(wsi, WSI_TOKEN_ORIGIN)
        // A page from elsewhere must not sign anyone in or out (the cookie is SameSite=Strict too).
        guard origins.allows(origin: origin, host: header(wsi, WSI_TOKEN_HOST)) else {
            ServerMetrics.add(metrics.originRefused)
            logger.notice("refused teacher API request", metadata: ["path": "\(path)", "origin": "\(origin ?? "-")"])
            return respondJSON(wsi, 403, ["error": "forbidden", "message": "requests from \(origin ?? "this page") are not allowed"])
        }
        var peerBuffer = [CChar](repeating: 0, count: 64)
        let peer = lws_get_peer_simple(wsi, &peerBuffer, peerBuffer.count).map { String(cString: $0) } ?? "?"
        if path == "/api/login", recentFailures(peer) >= Self.maxFailedLogins {
            ServerMetrics.add(metrics.teacherLoginsRefused)
            logger.notice("teacher sign-in refused: too many failures", metadata: ["peer": "\(peer)"])
            return respondJSON(wsi, 429, ["error": "rate_limited", "message": "too many failed sign-ins: wait a minute and try again"],
                               headers: [("retry-after:", "60")])
        }
        let request = APIRequest(id: nextAPIRequestID, path: path, method: method, origin: origin, peer: peer,
                                 cookieToken: Self.cookie(Self.cookieName, in: header(wsi, WSI_TOKEN_HTTP_COOKIE)))
        nextAPIRequestID += 1
        apiRequests[wsi] = request
        let length = header(wsi, WSI_TOKEN_HTTP_CONTENT_LENGTH).flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 0
        if length > Self.maxAPIBody {
            request.tooLarge = true
            return apiBodyComplete(wsi)
        }
        // No body: lws sends no body callbacks, so answer now.
        return length == 0 ? apiBodyComplete(wsi) : 0
    }

    func apiBody(_ wsi: OpaquePointer, _ input: UnsafeMutableRawPointer?, _ len: Int) -> Int32 {
        guard let request = apiRequests[wsi] else { return 0 }
        if let input, len > 0, !request.tooLarge {
            if request.body.count + len > Self.maxAPIBody {
                request.tooLarge = true
                request.body = []
            } else {
                request.body.append(contentsOf: UnsafeRawBufferPointer(start: input, count: len))
            }
        }
        return 0
    }

    /// The whole body is in: answer at once, or start the (slow) password check.
    func apiBodyComplete(_ wsi: OpaquePointer) -> Int32 {
        guard let request = apiRequests[wsi], request.response == nil else { return 0 }
        func reply(_ status: UInt32, _ body: [String: String], headers: [(String, String)] = []) -> Int32 {
            request.response = (status, Self.json(body), headers)
            lws_callback_on_writable(wsi)
            return 0
        }
        guard !request.tooLarge else { return reply(413, ["error": "bad_message", "message": "request body larger than 4 KiB"]) }
        var fields: [String: String] = [:]
        if !request.body.isEmpty || request.path == "/api/login" {
            let root: JSONValue
            do { root = try JSONParser.parse(request.body) } catch {
                return reply(400, ["error": "bad_json", "message": "the body must be JSON: \(error)"])
            }
            guard case .object(let members) = root else {
                return reply(400, ["error": "bad_message", "message": "the body must be a JSON object"])
            }
            for m in members { if case .string(let v) = m.value { fields[m.key] = v } }
        }
        if request.path == "/api/logout" {
            // Ends the session of the token given (or the cookie's) on every socket now; the answer
            // (which clears the cookie) goes out once the store has forgotten it.
            if let token = fields["token"] ?? request.cookieToken, !token.isEmpty, let classroom {
                let hash = SHA256.hex(token)
                if let hub { performClassroom(hub.revokeSession(tokenHash: hash, reason: "signed out")) }
                classroom.submit(.logout(tokenHash: hash), for: .http(request: request.id))
                return 0
            }
            request.response = (200, Self.json([("ok", .bool(true))]), [("set-cookie:", clearCookie(request))])
            lws_callback_on_writable(wsi)
            return 0
        }
        guard let user = fields["user"], let password = fields["password"], !user.isEmpty, !password.isEmpty else {
            return reply(400, ["error": "bad_message", "message": "sign-in needs 'user' and 'password' (strings)"])
        }
        classroom?.submit(.login(name: user, password: password), for: .http(request: request.id))
        return 0
    }

    /// The password check (or a sign-out's store call) finished.
    func loginFinished(_ outcome: ClassroomOutcome, request: APIRequest) {
        guard request.path == "/api/login" else {
            request.response = (200, Self.json([("ok", .bool(true))]), [("set-cookie:", clearCookie(request))])
            return
        }
        switch outcome {
        case .loggedIn(let login):
            ServerMetrics.add(metrics.teacherLogins)
            logger.info("teacher signed in", metadata: ["teacher": "\(login.teacher.id)", "peer": "\(request.peer)"])
            let seconds = max(1, Int(login.expiresAt.timeIntervalSinceNow.rounded(.down)))
            let secure = request.origin?.lowercased().hasPrefix("https://") == true ? "; Secure" : ""
            let cookie = "\(Self.cookieName)=\(login.token); Path=/; Max-Age=\(seconds); HttpOnly; SameSite=Strict\(secure)"
            let body = Self.json([("token", .string(login.token)),
                                  ("expires", .string(ISO8601DateFormatter().string(from: login.expiresAt))),
                                  ("teacher", .object([("id", .string(login.teacher.id)), ("name", .string(login.teacher.name))]))])
            request.response = (200, body, [("set-cookie:", cookie)])
        case .failed(let e):
            let status: UInt32 = e.code == "unauthorized" ? 401 : e.code == "internal" ? 500 : 400
            if status == 401 {
                ServerMetrics.add(metrics.teacherLoginsRefused)
                failedLogins[request.peer, default: []].append(Date())
                logger.notice("teacher sign-in refused", metadata: ["peer": "\(request.peer)"])
            }
            request.response = (status, Self.json(["error": e.code, "message": e.description]), [])
        default:
            request.response = (500, Self.json(["error": "internal", "message": "unexpected answer to a sign-in"]), [])
        }
    }

    func apiWriteable(_ wsi: OpaquePointer) -> Int32 {
        guard let request = apiRequests[wsi], let r = request.response else { return 0 }
        apiRequests.removeValue(forKey: wsi)
        return respond(wsi, status: r.status, type: "application/json", body: r.body, headers: r.headers)
    }

    private func respondJSON(_ wsi: OpaquePointer, _ status: UInt32, _ body: [String: String], headers: [(String, String)] = []) -> Int32 {
        respond(wsi, status: status, type: "application/json", body: Self.json(body), headers: headers)
    }

    private func clearCookie(_ request: APIRequest) -> String {
        let secure = request.origin?.lowercased().hasPrefix("https://") == true ? "; Secure" : ""
        return "\(Self.cookieName)=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict\(secure)"
    }

    private func recentFailures(_ peer: String) -> Int {
        let cutoff = Date().addingTimeInterval(-Self.loginWindow)
        let recent = (failedLogins[peer] ?? []).filter { $0 > cutoff }
        failedLogins[peer] = recent.isEmpty ? nil : recent
        return recent.count
    }

    /// A flat JSON object of strings (error bodies: `{"error", "message"}`).
    static func json(_ fields: [String: String]) -> [UInt8] {
        json(fields.sorted { $0.key < $1.key }.map { ($0.key, JSONValue.string($0.value)) })
    }

    static func json(_ members: [(String, JSONValue)]) -> [UInt8] {
        let object = JSONValue.object(members.map { (key: $0.0, value: $0.1) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return Array((try? encoder.encode(object)) ?? Data("{}".utf8))
    }

    /// The value of cookie `name` in a Cookie header (`a=1; st_teacher=xyz`).
    static func cookie(_ name: String, in header: String?) -> String? {
        guard let header else { return nil }
        for part in header.split(separator: ";") {
            let kv = part.trimmingCharacters(in: .whitespaces)
            if kv.hasPrefix(name + "=") {
                let value = String(kv.dropFirst(name.count + 1))
                return value.isEmpty ? nil : value
            }
        }
        return nil
    }
}
