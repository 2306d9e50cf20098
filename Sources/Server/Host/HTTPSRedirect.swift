import Foundation

/// Where plain http that reached the TLS port is sent: the same host and port over https, with the
/// path and query the client asked for (lws's own redirect sent everyone to `/`). Pure, so the
/// escaping is tested without sockets.
enum HTTPSRedirect {
    /// `https://HOST/PATH?QUERY` for a request with this Host header, path and query arguments (lws
    /// hands them over decoded, one `name=value` each); nil when the Host header is missing or is
    /// not a plain host name or address with an optional port (it would land in a Location header).
    static func location(host: String?, path: String, query: [String]) -> String? {
        guard let host, !host.isEmpty, host.utf8.count <= 255,
              host.unicodeScalars.allSatisfy({ hostCharacters.contains($0) }) else { return nil }
        let path = path.hasPrefix("/") ? path : "/" + path
        var url = "https://" + host + escape(path, keeping: pathCharacters)
        if !query.isEmpty { url += "?" + query.map(escapeArgument).joined(separator: "&") }
        return url
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    /// Names, IPv4 and bracketed IPv6 addresses, and a port.
    private static let hostCharacters = unreserved.union(CharacterSet(charactersIn: ":[]"))
    private static let pathCharacters = unreserved.union(CharacterSet(charactersIn: "/!$'()*+,;=:@"))
    /// In a query argument: its value may hold anything but `&` (and its name no `=`) unescaped.
    private static let argumentCharacters = unreserved.union(CharacterSet(charactersIn: "/?!$'()*,;:@"))

    /// `name=value` with each side escaped (the first `=` separates them, as lws split it).
    private static func escapeArgument(_ argument: String) -> String {
        guard let eq = argument.firstIndex(of: "=") else { return escape(argument, keeping: argumentCharacters) }
        return escape(String(argument[..<eq]), keeping: argumentCharacters) + "="
            + escape(String(argument[argument.index(after: eq)...]), keeping: argumentCharacters)
    }

    private static func escape(_ text: String, keeping allowed: CharacterSet) -> String {
        text.addingPercentEncoding(withAllowedCharacters: allowed) ?? "/"
    }
}
