import CLibWebSockets
import Foundation
import Lessons
import Logging
import WireProtocol

/// The teacher sign-in endpoints over HTTP (`POST /api/login`, `POST /api/logout`; PROTOCOL.md
/// "Teacher sign-in"): request bodies and the session cookie. Wrong passwords are limited by the
/// classroom service (`SignInLimits`, counted in the store so the limit holds on every instance).
///
/// The host hands it lws's HTTP callbacks for paths under `/api`; a sign-in's password check runs on
/// the classroom gateway and comes back through `finished`. Service thread only.
final class TeacherAPI {
    static let maxBody = 4096
    static let cookieName = "st_teacher"

    /// One call from its headers to its answer; the body arrives in pieces.
    final class Request {
        let id: Int
        let path: String
        let origin: String?
        let peer: String
        /// The `st_teacher` cookie the request carried, if any.
        let cookieToken: String?
        var body: [UInt8] = []
        var tooLarge = false
        /// Status, JSON body and extra headers, once known; written at the next writeable callback.
        var response: (status: UInt32, body: [UInt8], headers: [(String, String)])?

        init(id: Int, path: String, origin: String?, peer: String, cookieToken: String?) {
            self.id = id
            self.path = path
            self.origin = origin
            self.peer = peer
            self.cookieToken = cookieToken
        }

        /// `; Secure` when the page came over https, so the cookie never travels in clear.
        var secureAttribute: String { origin?.lowercased().hasPrefix("https://") == true ? "; Secure" : "" }
    }

    private let origins: OriginPolicy
    private let clients: ClientAddressPolicy
    private let metrics: ServerMetrics
    private let logger: Logger
    private let classroom: ClassroomGateway?
    /// Ends every socket's use of a teacher session at once (a sign-out), before the store forgets it.
    private let revokeSession: (_ tokenHash: String) -> Void
    private var requests: [OpaquePointer: Request] = [:]
    private var nextID = 1

    init(origins: OriginPolicy, clients: ClientAddressPolicy, metrics: ServerMetrics, logger: Logger,
         classroom: ClassroomGateway?, revokeSession: @escaping (String) -> Void) {
        self.origins = origins
        self.clients = clients
        self.metrics = metrics
        self.logger = logger
        self.classroom = classroom
        self.revokeSession = revokeSession
    }

    /// The headers of a request under `/api` arrived.
    func request(_ wsi: OpaquePointer, path: String, method: String) -> Int32 {
        guard path == "/api/login" || path == "/api/logout" else {
            return LWSHTTP.respondJSON(wsi, 404, ["error": "not_found", "message": "no such API: \(path)"])
        }
        guard method == "POST" else {
            return LWSHTTP.respondJSON(wsi, 405, ["error": "bad_message", "message": "\(path) takes POST with a JSON body"],
                                       headers: [("allow:", "POST")])
        }
        guard classroom != nil else {
            return LWSHTTP.respondJSON(wsi, 503, ["error": "internal", "message": "classrooms are not available on this server (no course loaded)"])
        }
        let origin = LWSHTTP.header(wsi, WSI_TOKEN_ORIGIN)
        // A page from elsewhere must not sign anyone in or out (the cookie is SameSite=Strict too).
        guard origins.allows(origin: origin, host: LWSHTTP.header(wsi, WSI_TOKEN_HOST)) else {
            ServerMetrics.add(metrics.originRefused)
            logger.notice("refused teacher API request", metadata: ["path": "\(path)", "origin": "\(origin ?? "-")"])
            return LWSHTTP.respondJSON(wsi, 403, ["error": "forbidden", "message": "requests from \(origin ?? "this page") are not allowed"])
        }
        let peer = LWSHTTP.client(wsi, clients)
        let request = Request(id: nextID, path: path, origin: origin, peer: peer,
                              cookieToken: LWSHTTP.cookie(Self.cookieName, in: LWSHTTP.header(wsi, WSI_TOKEN_HTTP_COOKIE)))
        nextID += 1
        requests[wsi] = request
        let length = LWSHTTP.header(wsi, WSI_TOKEN_HTTP_CONTENT_LENGTH).flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 0
        if length > Self.maxBody {
            request.tooLarge = true
            return bodyComplete(wsi)
        }
        // No body: lws sends no body callbacks, so answer now.
        return length == 0 ? bodyComplete(wsi) : 0
    }

    func body(_ wsi: OpaquePointer, _ input: UnsafeMutableRawPointer?, _ len: Int) -> Int32 {
        guard let request = requests[wsi] else { return 0 }
        if let input, len > 0, !request.tooLarge {
            if request.body.count + len > Self.maxBody {
                request.tooLarge = true
                request.body = []
            } else {
                request.body.append(contentsOf: UnsafeRawBufferPointer(start: input, count: len))
            }
        }
        return 0
    }

    /// The whole body is in: answer at once, or start the (slow) password check.
    func bodyComplete(_ wsi: OpaquePointer) -> Int32 {
        guard let request = requests[wsi], request.response == nil else { return 0 }
        func reply(_ status: UInt32, _ body: [String: String], headers: [(String, String)] = []) -> Int32 {
            request.response = (status, LWSHTTP.json(body), headers)
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
                let hash = TokenHash.hex(token)
                revokeSession(hash)
                classroom.submit(.logout(tokenHash: hash), for: .http(request: request.id))
                return 0
            }
            request.response = (200, LWSHTTP.json([("ok", .bool(true))]), [("set-cookie:", clearCookie(request))])
            lws_callback_on_writable(wsi)
            return 0
        }
        guard let user = fields["user"], let password = fields["password"], !user.isEmpty, !password.isEmpty else {
            return reply(400, ["error": "bad_message", "message": "sign-in needs 'user' and 'password' (strings)"])
        }
        classroom?.submit(.login(name: user, password: password, client: request.peer), for: .http(request: request.id))
        return 0
    }

    /// The password check (or a sign-out's store call) of request `id` finished: its answer is ready.
    func finished(_ outcome: ClassroomOutcome, requestID id: Int) {
        guard let (wsi, request) = requests.first(where: { $0.value.id == id }).map({ ($0.key, $0.value) }) else { return }
        request.response = response(to: outcome, of: request)
        lws_callback_on_writable(wsi)
    }

    private func response(to outcome: ClassroomOutcome, of request: Request) -> (UInt32, [UInt8], [(String, String)]) {
        guard request.path == "/api/login" else {
            return (200, LWSHTTP.json([("ok", .bool(true))]), [("set-cookie:", clearCookie(request))])
        }
        switch outcome {
        case .loggedIn(let login):
            ServerMetrics.add(metrics.teacherLogins)
            logger.info("teacher signed in", metadata: ["teacher": "\(login.teacher.id)", "peer": "\(request.peer)"])
            let seconds = max(1, Int(login.expiresAt.timeIntervalSinceNow.rounded(.down)))
            let cookie = "\(Self.cookieName)=\(login.token); Path=/; Max-Age=\(seconds); HttpOnly; SameSite=Strict\(request.secureAttribute)"
            let body = LWSHTTP.json([("token", .string(login.token)),
                                     ("expires", .string(ISO8601DateFormatter().string(from: login.expiresAt))),
                                     ("teacher", .object([("id", .string(login.teacher.id)), ("name", .string(login.teacher.name))]))])
            return (200, body, [("set-cookie:", cookie)])
        case .failed(.rateLimited(let why, let wait)):
            ServerMetrics.add(metrics.teacherLoginsRefused)
            logger.notice("teacher sign-in refused: \(why)", metadata: ["peer": "\(request.peer)"])
            return (429, LWSHTTP.json(["error": "rate_limited", "message": LessonError.rateLimited(why, retryAfter: wait).description]),
                    [("retry-after:", "\(wait)")])
        case .failed(let e):
            let status: UInt32 = switch e.code { case "unauthorized": 401; case "internal": 500; case "store_unavailable": 503; default: 400 }
            if let why = e.logDetail { logger.warning("teacher sign-in: store unavailable", metadata: ["error": "\(why)"]) }
            if status == 401 {
                ServerMetrics.add(metrics.teacherLoginsRefused)
                logger.notice("teacher sign-in refused", metadata: ["peer": "\(request.peer)"])
            }
            return (status, LWSHTTP.json(["error": e.code, "message": e.description]), [])
        default:
            return (500, LWSHTTP.json(["error": "internal", "message": "unexpected answer to a sign-in"]), [])
        }
    }

    /// The socket can take the answer (if there is one yet).
    func writeable(_ wsi: OpaquePointer) -> Int32 {
        guard let request = requests[wsi], let r = request.response else { return 0 }
        requests.removeValue(forKey: wsi)
        return LWSHTTP.respond(wsi, status: r.status, type: "application/json", body: r.body, headers: r.headers)
    }

    /// The HTTP connection closed (answered, or the client went away mid-request).
    func closed(_ wsi: OpaquePointer) {
        requests.removeValue(forKey: wsi)
    }

    private func clearCookie(_ request: Request) -> String {
        "\(Self.cookieName)=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict\(request.secureAttribute)"
    }
}
