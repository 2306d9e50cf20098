/// Which browser pages may open a WebSocket (PROTOCOL.md, "Origins"): the server's own origin, plus
/// any listed with `--allow-origin`. A handshake from anywhere else gets HTTP 403.
///
/// "Own origin" is judged against the request's Host header, so it also holds behind a reverse
/// proxy that forwards Host (the deploy/ nginx site does). Clients that send no Origin at all are not
/// browsers (a browser always sends one on a WebSocket handshake) and are let through: the check
/// protects users' browsers from other sites, not the server from scripts.
struct OriginPolicy: Sendable {
    private let allowed: Set<String>

    init(allowedOrigins: [String]) {
        allowed = Set(allowedOrigins.compactMap(Self.authority(ofOrigin:)))
    }

    /// `scheme://host[:port]` as `host:port`, lowercased, with the scheme's default port filled in;
    /// nil for anything that is not an http(s) origin.
    static func authority(ofOrigin origin: String) -> String? {
        let lower = origin.lowercased()
        let scheme: String, rest: Substring
        if lower.hasPrefix("https://") { scheme = "https"; rest = lower.dropFirst(8) } else if lower.hasPrefix("http://") {
            scheme = "http"; rest = lower.dropFirst(7)
        } else { return nil }
        let hostPort = rest.hasSuffix("/") ? rest.dropLast() : rest
        guard !hostPort.isEmpty, !hostPort.contains("/"), !hostPort.contains("@") else { return nil }
        return withDefaultPort(String(hostPort), scheme: scheme)
    }

    /// A Host header value as `host:port`, assuming the scheme the page's origin used.
    static func withDefaultPort(_ hostPort: String, scheme: String) -> String {
        let h = hostPort.lowercased()
        // "[::1]:8080" has its port after the bracket; "[::1]" and "example.com" have none.
        let hasPort = h.hasPrefix("[") ? h.contains("]:") : h.contains(":")
        return hasPort ? h : "\(h):\(scheme == "https" ? 443 : 80)"
    }

    /// Whether a handshake with this Origin and Host header may proceed.
    func allows(origin: String?, host: String?) -> Bool {
        guard let origin, !origin.isEmpty else { return true }
        guard let authority = Self.authority(ofOrigin: origin) else { return false }
        if allowed.contains(authority) { return true }
        guard let host, !host.isEmpty else { return false }
        let scheme = origin.lowercased().hasPrefix("https://") ? "https" : "http"
        return Self.withDefaultPort(host, scheme: scheme) == authority
    }
}
