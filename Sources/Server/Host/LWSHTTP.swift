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
    /// `headers` are extra `name:` / value pairs (e.g. `set-cookie:`).
    static func respond(_ wsi: OpaquePointer, status: UInt32, type: String, body: [UInt8], headers: [(String, String)] = []) -> Int32 {
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
