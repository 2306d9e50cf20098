import CLibWebSockets
import Foundation
import Lessons
import Logging
import WireProtocol

/// The HTTP side of the host (service thread only): requests that are not WebSockets (the teacher
/// API, `/readyz`, `/healthz`, `/metrics`, the page's files), the checks before a WebSocket upgrade,
/// and plain http arriving on the TLS port.
extension LWSHost {
    /// A plain HTTP request (service thread): the teacher API, probes, metrics, or a file of the page.
    func httpRequest(_ wsi: OpaquePointer) -> Int32 {
        if config.usesTLS, lws_is_ssl(wsi) == 0 { return plainOnTLS(wsi) }
        // lws keeps the path of a POST (and of a HEAD) in its own header slot.
        if let post = LWSHTTP.header(wsi, WSI_TOKEN_POST_URI) { return teacherAPI.request(wsi, path: post, method: "POST") }
        // HEAD is answered for the page's files only (the other answers are written with their body).
        if let head = LWSHTTP.header(wsi, WSI_TOKEN_HEAD_URI) { return serveFile(wsi, path: head, head: true) }
        let path = LWSHTTP.header(wsi, WSI_TOKEN_GET_URI) ?? ""
        if path == "/api" || path.hasPrefix("/api/") { return teacherAPI.request(wsi, path: path, method: "GET") }
        switch path {
        case "/readyz":
            // For the load balancer: 503 takes this instance out of rotation (draining, full) while
            // /healthz keeps saying the process is alive. The store's state is told, not judged (`Readiness`).
            let store = readiness.storeReachable ? "reachable" : "unreachable"
            if let why = notReadyBecause {
                return LWSHTTP.respond(wsi, status: 503, type: "application/json",
                                       body: LWSHTTP.json(["status": "unavailable", "reason": why, "store": store]) + [10])
            }
            return LWSHTTP.respond(wsi, status: 200, type: "application/json",
                                   body: LWSHTTP.json(["status": "ready", "store": store]) + [10])
        case "/healthz":
            let body = #"{"status":"ok","sessions":\#(metrics.sessionsActive.load(ordering: .relaxed))}"# + "\n"
            return LWSHTTP.respond(wsi, status: 200, type: "application/json", body: Array(body.utf8))
        case "/metrics":
            // Scraped from inside (the host, the pod's address); a request that came through a proxy
            // (nginx, an Ingress: they set X-Forwarded-For) is from outside and learns nothing, whatever
            // the proxy's own configuration forgot to block.
            if LWSHTTP.header(wsi, WSI_TOKEN_X_FORWARDED_FOR) != nil {
                return LWSHTTP.respond(wsi, status: 404, type: "text/plain; charset=utf-8", body: Array("not found\n".utf8))
            }
            var text = metrics.render(workers: pool.stats())
            text += "# HELP synth_trainer_ready 1 when /readyz answers 200 (course loaded, not draining, under the session cap).\n"
                + "# TYPE synth_trainer_ready gauge\nsynth_trainer_ready \(notReadyBecause == nil ? 1 : 0)\n"
                + "# HELP synth_trainer_store_reachable 1 when the store answered its last probe (submits are held while it is 0).\n"
                + "# TYPE synth_trainer_store_reachable gauge\nsynth_trainer_store_reachable \(readiness.storeReachable ? 1 : 0)\n"
                + "# HELP synth_trainer_held_submits Submits kept in memory until the store answers again.\n"
                + "# TYPE synth_trainer_held_submits gauge\nsynth_trainer_held_submits \(lessons?.heldCount ?? 0)\n"
            service.sendDelay.render(name: "synth_trainer_send_delay_seconds",
                             help: "Time from a media frame being encoded to being written to its socket.", into: &text)
            return LWSHTTP.respond(wsi, status: 200, type: "text/plain; version=0.0.4; charset=utf-8", body: Array(text.utf8))
        default:
            return serveFile(wsi, path: path, head: false)
        }
    }

    /// Why this instance should get no new classes now, or nil (`Readiness`).
    var notReadyBecause: String? {
        readiness.notReadyBecause(sessions: metrics.sessionsActive.load(ordering: .relaxed), maxSessions: config.maxSessions)
    }

    /// A file of the page: 200 from memory (gzipped when the client takes it), 304 when the
    /// client's copy is current, or streamed from disk by lws when too large to keep.
    private func serveFile(_ wsi: OpaquePointer, path: String, head: Bool) -> Int32 {
        let request = StaticFiles.Request(path: path, ifNoneMatch: LWSHTTP.header(wsi, WSI_TOKEN_HTTP_IF_NONE_MATCH),
                                          ifModifiedSince: LWSHTTP.header(wsi, WSI_TOKEN_HTTP_IF_MODIFIED_SINCE),
                                          acceptEncoding: LWSHTTP.header(wsi, WSI_TOKEN_HTTP_ACCEPT_ENCODING))
        let text = "text/plain; charset=utf-8"
        switch staticFiles.answer(request) {
        case .content(let type, let body, let headers):
            return LWSHTTP.respond(wsi, status: 200, type: type, body: body, headers: headers,
                                   cacheControl: StaticFiles.cacheControl, withBody: !head)
        case .notModified(let headers):
            return LWSHTTP.respondNotModified(wsi, headers: headers, cacheControl: StaticFiles.cacheControl)
        case .stream(let file, let type, let headers):
            return LWSHTTP.streamFile(wsi, path: file, type: type, headers: headers, cacheControl: StaticFiles.cacheControl)
        case .notFound:
            return LWSHTTP.respond(wsi, status: 404, type: text, body: Array("not found\n".utf8), withBody: !head)
        case .unsupportedType(let ext):
            return LWSHTTP.respond(wsi, status: 415, type: text, body: Array("no content type known for \(ext) files\n".utf8), withBody: !head)
        case .unreadable(let file):
            logger.warning("cannot read a file of the page", metadata: ["file": "\(file)"])
            return LWSHTTP.respond(wsi, status: 403, type: text, body: Array("forbidden\n".utf8), withBody: !head)
        }
    }

    /// Before a WebSocket upgrade: over TLS when the server speaks it, right path, allowed Origin;
    /// otherwise answer 403/404 ourselves (>0).
    func confirmUpgrade(_ wsi: OpaquePointer) -> Int32 {
        if config.usesTLS, lws_is_ssl(wsi) == 0 {
            // A ws:// socket on the TLS port would carry a teacher's `auth` and every message in clear.
            ServerMetrics.add(metrics.plainRefused)
            logger.notice("refused a WebSocket without TLS on the TLS port", metadata: ["peer": "\(LWSHTTP.peer(wsi))"])
            return rejectUpgrade(wsi, "403 Forbidden", body: "this port speaks TLS only: use wss://\n")
        }
        let path = LWSHTTP.header(wsi, WSI_TOKEN_GET_URI) ?? ""
        guard path == ProtocolLimits.socketPath else { return rejectUpgrade(wsi, "404 Not Found") }
        let origin = LWSHTTP.header(wsi, WSI_TOKEN_ORIGIN), host = LWSHTTP.header(wsi, WSI_TOKEN_HOST)
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
    private func rejectUpgrade(_ wsi: OpaquePointer, _ status: String, body: String? = nil) -> Int32 {
        let body = body ?? "\(status)\n"
        let text = "HTTP/1.1 \(status)\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: \(body.utf8.count)\r\n" +
            "connection: close\r\n\r\n\(body)"
        var buf = [UInt8](repeating: 0, count: OutboundPacket.headroom) + Array(text.utf8)
        let n = buf.withUnsafeMutableBufferPointer { b in
            lws_write(wsi, b.baseAddress! + OutboundPacket.headroom, text.utf8.count, LWS_WRITE_HTTP_FINAL)
        }
        // > 0: we answered ourselves (lws completes the transaction); < 0: just hang up.
        return n == text.utf8.count ? 1 : -1
    }

    /// Plain http on the TLS port: a GET or HEAD is sent to the same address over https, path and
    /// query kept (`http://host:8443/teacher.html` lands on the teacher page, not on `/`); anything else
    /// (a POST carrying a password, say) is refused and never reaches the API.
    private func plainOnTLS(_ wsi: OpaquePointer) -> Int32 {
        ServerMetrics.add(metrics.plainRefused)
        let text = "text/plain; charset=utf-8"
        let path = LWSHTTP.header(wsi, WSI_TOKEN_GET_URI) ?? LWSHTTP.header(wsi, WSI_TOKEN_HEAD_URI)
        guard let path, let location = HTTPSRedirect.location(host: LWSHTTP.header(wsi, WSI_TOKEN_HOST), path: path,
                                                              query: LWSHTTP.fragments(wsi, WSI_TOKEN_HTTP_URI_ARGS)) else {
            return LWSHTTP.respond(wsi, status: 403, type: text, body: Array("this port speaks https only\n".utf8),
                                   headers: [("connection:", "close")])
        }
        return LWSHTTP.respond(wsi, status: 301, type: text, body: Array("use \(location)\n".utf8),
                               headers: [("location:", location)])
    }
}
