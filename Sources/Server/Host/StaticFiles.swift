import Foundation
import Logging

/// The page's files (`--public`), served by the server itself rather than lws's file mount: lws 4.1
/// as Debian builds it has no HTTP compression, and its mount sends `cache-control: no-store`
/// (nothing is kept, so every reload fetched the whole page again) with an ETag made of the file's
/// size and whole-second time. Here each file is read once into memory with a content ETag,
/// Last-Modified and, for text types, a gzip copy made once with zlib; a reload then costs one
/// `stat` and a 304 per file.
///
/// A file changed on disk is seen at its next request: every request compares the file's
/// size, times and inode with what was read, and reads it again if any differ.
/// Service thread only (warmed before the service loop starts).
final class StaticFiles {
    /// What to answer one request with.
    enum Answer {
        /// 200: the body (gzipped or not) with its headers.
        case content(type: String, body: [UInt8], headers: [(String, String)])
        /// 304: no body, the validators again.
        case notModified(headers: [(String, String)])
        /// 200 streamed from disk by lws (files too large to keep in memory).
        case stream(path: String, type: String, headers: [(String, String)])
        case notFound
        /// A file whose type the server does not know (lws's mount said 415 too).
        case unsupportedType(String)
        /// A file that exists but could not be read (permissions, a race with a deploy).
        case unreadable(String)
    }

    /// What a conditional, content-negotiated GET or HEAD carried.
    struct Request {
        var path: String
        var ifNoneMatch: String? = nil
        var ifModifiedSince: String? = nil
        var acceptEncoding: String? = nil
    }

    /// Larger files are not kept in memory: lws streams them from disk (with validators, no gzip).
    static let memoryLimit = 4 << 20
    /// No file's new version is published before a browser asks whether it changed: a new release
    /// is picked up at the next load, and an unchanged file costs a 304.
    static let cacheControl = "no-cache"

    /// Extension (lowercased, with the dot) to Content-Type: the types the page uses, with a charset
    /// for text, and the ones lws's own mount knew.
    static let mimeTypes: [String: String] = [
        ".html": "text/html; charset=utf-8",
        ".js": "text/javascript; charset=utf-8",
        ".mjs": "text/javascript; charset=utf-8",
        ".css": "text/css; charset=utf-8",
        ".json": "application/json",
        ".map": "application/json",
        ".wasm": "application/wasm",
        ".webmanifest": "application/manifest+json",
        ".svg": "image/svg+xml",
        ".png": "image/png",
        ".jpg": "image/jpeg",
        ".jpeg": "image/jpeg",
        ".gif": "image/gif",
        ".ico": "image/x-icon",
        ".webp": "image/webp",
        ".woff": "font/woff",
        ".woff2": "font/woff2",
        ".ttf": "font/ttf",
        ".otf": "font/otf",
        ".md": "text/markdown; charset=utf-8",
        ".txt": "text/plain; charset=utf-8",
        ".xml": "application/xml",
        ".wav": "audio/wav",
        ".ogg": "audio/ogg",
        ".opus": "audio/ogg",
    ]

    /// Types worth gzipping (text compresses to a third or less; images, fonts and audio are
    /// compressed already).
    static func isCompressible(_ type: String) -> Bool {
        let base = type.split(separator: ";")[0]
        return base.hasPrefix("text/") || ["image/svg+xml", "application/json", "application/manifest+json",
                                            "application/wasm", "application/xml"].contains(String(base))
    }

    /// Identity of a file's content as `stat` sees it: a change to any part means read it again.
    struct Stamp: Equatable {
        var size: Int64, inode: UInt64, device: UInt64
        var modified: timespec, changed: timespec

        init(_ s: stat) {
            size = Int64(s.st_size)
            inode = UInt64(s.st_ino)
            device = UInt64(s.st_dev)
            modified = s.st_mtim
            changed = s.st_ctim
        }

        static func == (a: Stamp, b: Stamp) -> Bool {
            a.size == b.size && a.inode == b.inode && a.device == b.device
                && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
                && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
        }
    }

    private struct Entry {
        let stamp: Stamp
        let type: String
        let body: [UInt8]
        let tag: String
        /// The gzip copy and its tag, when the type compresses and the copy is smaller.
        let gzip: (body: [UInt8], tag: String)?
    }

    let root: String
    private let logger: Logger
    /// Keyed by the file's full path.
    private var entries: [String: Entry] = [:]

    init(root: String, logger: Logger) {
        self.root = root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root
        self.logger = logger
    }

    /// Reads (and compresses) every file of the page now, so the first class to load it does not
    /// wait for the compression. Files that fail here are tried again when asked for.
    func warm() {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return }
        var count = 0, bytes = 0, gzipped = 0
        while let relative = walker.nextObject() as? String {
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            if case .content(_, let body, _) = answer(Request(path: "/" + relative)) {
                count += 1
                bytes += body.count
                gzipped += entries[root + "/" + relative]?.gzip?.body.count ?? body.count
            }
        }
        logger.debug("static files read", metadata: ["files": "\(count)", "bytes": "\(bytes)", "gzipBytes": "\(gzipped)"])
    }

    /// The answer to a GET or HEAD of `request.path` (already percent-decoded by lws, no query).
    func answer(_ request: Request) -> Answer {
        guard let file = Self.resolve(request.path, under: root) else { return .notFound }
        var info = stat()
        guard stat(file, &info) == 0 else {
            entries[file] = nil
            return .notFound
        }
        var path = file
        if info.st_mode & S_IFMT == S_IFDIR {
            // A folder answers with its index.html, as lws's mount did.
            path = file + "/index.html"
            guard stat(path, &info) == 0 else { return .notFound }
        }
        guard info.st_mode & S_IFMT == S_IFREG else { return .notFound }
        let ext = Self.extensionOf(path)
        guard let type = Self.mimeTypes[ext] else { return .unsupportedType(ext.isEmpty ? "(none)" : ext) }
        let stamp = Stamp(info)
        let modified = Int(info.st_mtim.tv_sec)

        if Int(info.st_size) > Self.memoryLimit {
            entries[path] = nil
            // Size and time in nanoseconds: the best tag without reading the whole file per request.
            let tag = "\"\(String(stamp.size, radix: 16))-\(String(stamp.modified.tv_sec, radix: 16))\(String(stamp.modified.tv_nsec, radix: 16))\""
            let headers = validators(tag: tag, modified: modified, varies: false)
            if HTTPCaching.notModified(ifNoneMatch: request.ifNoneMatch, ifModifiedSince: request.ifModifiedSince, tag: tag, modified: modified) {
                return .notModified(headers: headers)
            }
            return .stream(path: path, type: type, headers: headers)
        }

        let entry: Entry
        if let cached = entries[path], cached.stamp == stamp {
            entry = cached
        } else {
            guard let body = FileManager.default.contents(atPath: path).map({ [UInt8]($0) }) else {
                entries[path] = nil
                return .unreadable(path)
            }
            var gzip: (body: [UInt8], tag: String)?
            // Kept only when it saves a tenth or more: below that the client's inflate is not worth it.
            if Self.isCompressible(type), let gz = Gzip.compress(body), gz.count * 10 <= body.count * 9 {
                gzip = (gz, HTTPCaching.entityTag(of: body, suffix: "-gz"))
            }
            // The stamp is from before the read: a write during the read changes the stamp, and the
            // next request reads the file again.
            entry = Entry(stamp: stamp, type: type, body: body, tag: HTTPCaching.entityTag(of: body), gzip: gzip)
            entries[path] = entry
        }

        let varies = Self.isCompressible(type)
        let gzipped = entry.gzip != nil && HTTPCaching.acceptsGzip(request.acceptEncoding)
        let tag = gzipped ? entry.gzip!.tag : entry.tag
        var headers = validators(tag: tag, modified: modified, varies: varies)
        if HTTPCaching.notModified(ifNoneMatch: request.ifNoneMatch, ifModifiedSince: request.ifModifiedSince, tag: tag, modified: modified) {
            return .notModified(headers: headers)
        }
        if gzipped { headers.append(("content-encoding:", "gzip")) }
        return .content(type: entry.type, body: gzipped ? entry.gzip!.body : entry.body, headers: headers)
    }

    /// The headers a 200 and a 304 both carry (RFC 9110 §15.4.5: a 304 repeats the validators, the
    /// cache policy and Vary).
    private func validators(tag: String, modified: Int, varies: Bool) -> [(String, String)] {
        var h: [(String, String)] = [("etag:", tag), ("last-modified:", HTTPCaching.formatDate(modified))]
        if varies { h.append(("vary:", "Accept-Encoding")) }
        return h
    }

    /// The file a request path names under `root`, or nil for one that tries to leave it (`..`), a
    /// hidden file (`.git`, `.env`: never part of the page) or a NUL. A path ending in `/` names
    /// that folder's index.html.
    static func resolve(_ path: String, under root: String) -> String? {
        guard path.hasPrefix("/"), !path.utf8.contains(0) else { return nil }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !parts.contains(where: { $0.hasPrefix(".") || $0.contains("\\") }) else { return nil }
        var file = root + (parts.isEmpty ? "" : "/" + parts.joined(separator: "/"))
        if path.hasSuffix("/") { file += "/index.html" }
        return file
    }

    static func extensionOf(_ path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[dot...].lowercased()
    }
}
