import Foundation

/// The rules of conditional requests and content coding for the page's static files, pure so they
/// are tested without sockets: entity tags, HTTP dates, If-None-Match / If-Modified-Since
/// (RFC 9110 §13) and Accept-Encoding (§12.5.3).
enum HTTPCaching {
    /// A strong entity tag for these bytes: their length and a 64-bit FNV-1a hash of them. Made from
    /// the content (not the file's time), so a redeploy that rewrites identical files, or two servers
    /// behind one proxy, still answer 304 to what a browser already has. `suffix` names a variant
    /// (the gzip one) so each representation has a tag of its own.
    static func entityTag(of bytes: [UInt8], suffix: String = "") -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes {
            hash ^= UInt64(b)
            hash &*= 0x100_0000_01b3
        }
        return "\"\(String(bytes.count, radix: 16))-\(String(hash, radix: 16))\(suffix)\""
    }

    /// Whether an If-None-Match value names `tag` (weak comparison, as §13.1.2 asks: `W/` is ignored).
    static func noneMatchNames(_ header: String, tag: String) -> Bool {
        let opaque = { (t: Substring) -> Substring in t.hasPrefix("W/") ? t.dropFirst(2) : t }
        let wanted = opaque(Substring(tag))
        for item in header.split(separator: ",") {
            let t = item.trimmingCharacters(in: .whitespaces)
            if t == "*" || opaque(Substring(t)) == wanted { return true }
        }
        return false
    }

    /// Whether a GET or HEAD may be answered 304. If-None-Match, when present, decides alone; only
    /// without it does If-Modified-Since count (§13.2.2), and an unreadable date is ignored.
    static func notModified(ifNoneMatch: String?, ifModifiedSince: String?, tag: String, modified: Int) -> Bool {
        if let ifNoneMatch, !ifNoneMatch.isEmpty { return noneMatchNames(ifNoneMatch, tag: tag) }
        if let ifModifiedSince, let since = parseDate(ifModifiedSince) { return modified <= since }
        return false
    }

    /// Whether the client takes gzip: listed (or `x-gzip`, or `*`) with a q-value above 0.
    static func acceptsGzip(_ header: String?) -> Bool {
        guard let header else { return false }
        var gzip: Double?, any: Double?
        for item in header.split(separator: ",") {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let coding = parts.first, !coding.isEmpty else { continue }
            var q = 1.0
            for p in parts.dropFirst() where p.hasPrefix("q=") { q = Double(p.dropFirst(2)) ?? 0 }
            if coding == "gzip" || coding == "x-gzip" { gzip = q } else if coding == "*" { any = q }
        }
        return (gzip ?? any ?? 0) > 0
    }

    private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Seconds since 1970 as an IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`). By hand, not with a
    /// locale-dependent formatter: the names must be English whatever the machine's locale.
    static func formatDate(_ seconds: Int) -> String {
        var t = time_t(seconds), tm = tm()
        gmtime_r(&t, &tm)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(days[Int(tm.tm_wday)]), \(two(tm.tm_mday)) \(months[Int(tm.tm_mon)]) \(1900 + tm.tm_year) " +
            "\(two(tm.tm_hour)):\(two(tm.tm_min)):\(two(tm.tm_sec)) GMT"
    }

    /// An IMF-fixdate back to seconds since 1970; nil for anything else. (The obsolete RFC 850 and
    /// asctime forms are not read: browsers send back the Last-Modified they were given.)
    static func parseDate(_ text: String) -> Int? {
        let f = text.trimmingCharacters(in: .whitespaces).split(separator: " ")
        guard f.count == 6, f[5] == "GMT", days.contains(String(f[0].dropLast())), f[0].hasSuffix(","),
              let day = Int32(f[1]), let month = months.firstIndex(of: String(f[2])), let year = Int32(f[3]) else { return nil }
        let hms = f[4].split(separator: ":").compactMap { Int32($0) }
        guard hms.count == 3, (1...31).contains(day), (0...23).contains(hms[0]), (0...59).contains(hms[1]),
              (0...60).contains(hms[2]), year >= 1970 else { return nil }
        var tm = tm()
        tm.tm_year = year - 1900
        tm.tm_mon = Int32(month)
        tm.tm_mday = day
        tm.tm_hour = hms[0]
        tm.tm_min = hms[1]
        tm.tm_sec = hms[2]
        return Int(timegm(&tm))
    }
}
