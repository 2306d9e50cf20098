import CLibWebSockets
import Foundation
import WireProtocol

/// Small HTTP helpers over lws: read a header, write a whole small response, build JSON bodies and
/// read a cookie. Service thread only (they act on a `wsi` inside its callback).
enum LWSHTTP {
    static func header(_ wsi: OpaquePointer, _ token: lws_token_indexes) -> String? {
        let n = Int(lws_hdr_total_length(wsi, token))
        guard n > 0 else { return nil }
        var buf = [CChar](repeating: 0, count: n + 1)
        let copied = Int(lws_hdr_copy(wsi, &buf, Int32(buf.count), token))
        guard copied >= 0 else { return nil }
        return String(decoding: buf.prefix(copied).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Each fragment of a header lws keeps in parts: the query's arguments (`WSI_TOKEN_HTTP_URI_ARGS`,
    /// decoded, one per `name=value`), which `header` would join with commas.
    static func fragments(_ wsi: OpaquePointer, _ token: lws_token_indexes) -> [String] {
        let n = Int(lws_hdr_total_length(wsi, token))
        guard n > 0 else { return [] }
        var buf = [CChar](repeating: 0, count: n + 1)
        var parts: [String] = []
        for index in 0..<64 {
            let copied = Int(lws_hdr_copy_fragment(wsi, &buf, Int32(buf.count), token, Int32(index)))
            guard copied >= 0 else { break }
            parts.append(String(decoding: buf.prefix(copied).map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return parts
    }

    /// The peer's address as lws sees it (the TCP peer: a proxy's address behind one).
    static func peer(_ wsi: OpaquePointer) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        return lws_get_peer_simple(wsi, &buffer, buffer.count).map { String(cString: $0) } ?? "?"
    }

    /// The client's address under `policy`: the TCP peer, or what a trusted proxy says it saw.
    static func client(_ wsi: OpaquePointer, _ policy: ClientAddressPolicy) -> String {
        let peer = peer(wsi)
        guard policy.isTrusted(peer) else { return peer }
        return policy.client(peer: peer, forwardedFor: header(wsi, WSI_TOKEN_X_FORWARDED_FOR),
                             realIP: header(wsi, WSI_TOKEN_HTTP_X_REAL_IP))
    }

    /// Writes a complete small response (headers then body; lws queues what the socket cannot take).
    /// `headers` are extra `name:` / value pairs (e.g. `set-cookie:`). Answers that must not be kept
    /// (API, health, metrics) say `no-store`; the page's files say what StaticFiles decides.
    /// `withBody: false` answers a HEAD: the same headers, Content-Length included, and no body.
    static func respond(_ wsi: OpaquePointer, status: UInt32, type: String, body: [UInt8], headers: [(String, String)] = [],
                        cacheControl: String = "no-store", withBody: Bool = true) -> Int32 {
        let pre = OutboundPacket.headroom
        var buf = [UInt8](repeating: 0, count: pre + headerSpace + pre + body.count)
        let ok: Bool = buf.withUnsafeMutableBufferPointer { b in
            let start = b.baseAddress! + pre
            let end = start + headerSpace - 1
            var p: UnsafeMutablePointer<UInt8>? = start
            guard lws_add_http_common_headers(wsi, status, type, lws_filepos_t(body.count), &p, end) == 0,
                  add(wsi, [("cache-control:", cacheControl)] + headers, &p, end),
                  lws_finalize_http_header(wsi, &p, end) == 0, let p else { return false }
            let headerLength = p - start
            guard withBody else {
                return lws_write(wsi, start, headerLength, headersEndingStream) == headerLength
            }
            guard lws_write(wsi, start, headerLength, LWS_WRITE_HTTP_HEADERS) == headerLength else { return false }
            let bodyStart = start + headerSpace + pre
            body.withUnsafeBytes { bodyStart.update(from: $0.bindMemory(to: UInt8.self).baseAddress!, count: body.count) }
            return lws_write(wsi, bodyStart, body.count, LWS_WRITE_HTTP_FINAL) == body.count
        }
        guard ok else { return -1 }
        return lws_http_transaction_completed(wsi) != 0 ? -1 : 0
    }

    /// 304 Not Modified: the status and `headers` (the validators), no Content-Type and no
    /// Content-Length (RFC 9110 §8.6 allows one only if it equals the 200's, which would make lws
    /// wait for a body), then the transaction is over.
    static func respondNotModified(_ wsi: OpaquePointer, headers: [(String, String)], cacheControl: String) -> Int32 {
        let pre = OutboundPacket.headroom
        var buf = [UInt8](repeating: 0, count: pre + headerSpace)
        let ok: Bool = buf.withUnsafeMutableBufferPointer { b in
            let start = b.baseAddress! + pre
            let end = start + headerSpace - 1
            var p: UnsafeMutablePointer<UInt8>? = start
            guard lws_add_http_header_status(wsi, 304, &p, end) == 0,
                  add(wsi, [("cache-control:", cacheControl)] + headers, &p, end),
                  lws_finalize_http_header(wsi, &p, end) == 0, let p else { return false }
            return lws_write(wsi, start, p - start, headersEndingStream) == p - start
        }
        guard ok else { return -1 }
        return lws_http_transaction_completed(wsi) != 0 ? -1 : 0
    }

    /// A file too large to keep in memory, streamed from disk by lws (which adds Content-Type and
    /// Content-Length, and leaves Cache-Control to `headers` when they carry one).
    static func streamFile(_ wsi: OpaquePointer, path: String, type: String, headers: [(String, String)], cacheControl: String) -> Int32 {
        var buf = [UInt8](repeating: 0, count: headerSpace)
        let length: Int? = buf.withUnsafeMutableBufferPointer { b in
            var p: UnsafeMutablePointer<UInt8>? = b.baseAddress!
            guard add(wsi, [("cache-control:", cacheControl)] + headers, &p, b.baseAddress! + b.count - 1), let p else { return nil }
            return p - b.baseAddress!
        }
        guard let length else { return -1 }
        let n = buf.withUnsafeBufferPointer { b in
            b.withMemoryRebound(to: CChar.self) { lws_serve_http_file(wsi, path, type, $0.baseAddress, Int32(length)) }
        }
        // As lws's own file mount does: < 0 hang up; > 0 the answer is complete (an error status was sent).
        if n < 0 || (n > 0 && lws_http_transaction_completed(wsi) != 0) { return -1 }
        return 0
    }

    /// Room for the headers of one answer: lws's security headers (a long Content-Security-Policy)
    /// come first, then ours.
    private static let headerSpace = 2048

    /// Headers only, and the end of the answer (an h2 stream would need the flag; h1 ignores it).
    private static let headersEndingStream = lws_write_protocol(rawValue: LWS_WRITE_HTTP_HEADERS.rawValue | LWS_WRITE_H2_STREAM_END.rawValue)

    private static func add(_ wsi: OpaquePointer, _ headers: [(String, String)], _ p: inout UnsafeMutablePointer<UInt8>?,
                            _ end: UnsafeMutablePointer<UInt8>) -> Bool {
        for (name, value) in headers {
            guard lws_add_http_header_by_name(wsi, name, value, Int32(value.utf8.count), &p, end) == 0 else { return false }
        }
        return true
    }

    /// A JSON answer whose body is a flat object of strings (error bodies: `{"error", "message"}`).
    static func respondJSON(_ wsi: OpaquePointer, _ status: UInt32, _ body: [String: String], headers: [(String, String)] = []) -> Int32 {
        respond(wsi, status: status, type: "application/json", body: json(body), headers: headers)
    }

    /// A flat JSON object of strings, keys sorted.
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
