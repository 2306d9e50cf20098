import Foundation
import Testing
@testable import Server

struct HTTPCachingTests {
    @Test func entityTagsFollowTheContent() {
        let a = HTTPCaching.entityTag(of: Array("hello".utf8))
        #expect(a == HTTPCaching.entityTag(of: Array("hello".utf8)))
        #expect(a != HTTPCaching.entityTag(of: Array("hellp".utf8)))
        #expect(a.hasPrefix("\"5-") && a.hasSuffix("\""))
        #expect(HTTPCaching.entityTag(of: Array("hello".utf8), suffix: "-gz") == String(a.dropLast()) + "-gz\"")
    }

    @Test func ifNoneMatch() {
        let tag = "\"5-abc\""
        #expect(HTTPCaching.noneMatchNames("\"5-abc\"", tag: tag))
        #expect(HTTPCaching.noneMatchNames("W/\"5-abc\"", tag: tag))
        #expect(HTTPCaching.noneMatchNames("\"x\", \"5-abc\"", tag: tag))
        #expect(HTTPCaching.noneMatchNames("*", tag: tag))
        #expect(!HTTPCaching.noneMatchNames("\"5-abd\"", tag: tag))
        #expect(!HTTPCaching.noneMatchNames("5-abc", tag: tag))
    }

    @Test func ifNoneMatchOutranksIfModifiedSince() {
        let date = "Sun, 06 Nov 1994 08:49:37 GMT", t = 784_111_777
        #expect(HTTPCaching.notModified(ifNoneMatch: nil, ifModifiedSince: date, tag: "\"a\"", modified: t))
        #expect(!HTTPCaching.notModified(ifNoneMatch: nil, ifModifiedSince: date, tag: "\"a\"", modified: t + 1))
        #expect(!HTTPCaching.notModified(ifNoneMatch: "\"b\"", ifModifiedSince: date, tag: "\"a\"", modified: t))
        #expect(!HTTPCaching.notModified(ifNoneMatch: nil, ifModifiedSince: "not a date", tag: "\"a\"", modified: t))
        #expect(!HTTPCaching.notModified(ifNoneMatch: nil, ifModifiedSince: nil, tag: "\"a\"", modified: t))
    }

    @Test func httpDatesRoundTrip() {
        #expect(HTTPCaching.formatDate(784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPCaching.parseDate("Sun, 06 Nov 1994 08:49:37 GMT") == 784_111_777)
        #expect(HTTPCaching.formatDate(0) == "Thu, 01 Jan 1970 00:00:00 GMT")
        for t in [0, 951_782_400, 1_700_000_000, 2_000_000_000] { #expect(HTTPCaching.parseDate(HTTPCaching.formatDate(t)) == t) }
        #expect(HTTPCaching.parseDate("Sunday, 06-Nov-94 08:49:37 GMT") == nil)
        #expect(HTTPCaching.parseDate("Sun, 06 Nov 1994 25:49:37 GMT") == nil)
        #expect(HTTPCaching.parseDate("Sun, 06 Foo 1994 08:49:37 GMT") == nil)
    }

    @Test func acceptEncoding() {
        #expect(HTTPCaching.acceptsGzip("gzip, deflate, br"))
        #expect(HTTPCaching.acceptsGzip("br;q=1.0, gzip;q=0.8"))
        #expect(HTTPCaching.acceptsGzip("x-gzip"))
        #expect(HTTPCaching.acceptsGzip("*"))
        #expect(!HTTPCaching.acceptsGzip("gzip;q=0"))
        #expect(!HTTPCaching.acceptsGzip("gzip;q=0, *"))
        #expect(!HTTPCaching.acceptsGzip("identity"))
        #expect(!HTTPCaching.acceptsGzip(nil))
        #expect(!HTTPCaching.acceptsGzip(""))
    }

    @Test func pathsStayInsideThePublicFolder() {
        #expect(StaticFiles.resolve("/", under: "/srv/p") == "/srv/p/index.html")
        #expect(StaticFiles.resolve("/js/app.js", under: "/srv/p") == "/srv/p/js/app.js")
        #expect(StaticFiles.resolve("//js//app.js", under: "/srv/p") == "/srv/p/js/app.js")
        #expect(StaticFiles.resolve("/sub/", under: "/srv/p") == "/srv/p/sub/index.html")
        #expect(StaticFiles.resolve("/../etc/passwd", under: "/srv/p") == nil)
        #expect(StaticFiles.resolve("/js/../../x", under: "/srv/p") == nil)
        #expect(StaticFiles.resolve("/.git/config", under: "/srv/p") == nil)
        #expect(StaticFiles.resolve("/a\\..\\b", under: "/srv/p") == nil)
        #expect(StaticFiles.resolve("relative", under: "/srv/p") == nil)
        #expect(StaticFiles.extensionOf("/a/b.JS") == ".js")
        #expect(StaticFiles.extensionOf("/a/.hidden") == "")
        #expect(StaticFiles.extensionOf("/a.b/c") == "")
    }

    @Test func gzipHasTheRFC1952Framing() throws {
        let text = Array(String(repeating: "export const a = 1;\n", count: 500).utf8)
        let gz = try #require(Gzip.compress(text))
        #expect(gz.count < text.count / 10)
        #expect(gz.prefix(2) == [0x1f, 0x8b])
        // ISIZE, the trailer's last four bytes: the uncompressed length, little-endian.
        let size = gz.suffix(4).enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
        #expect(size == text.count)
        #expect(Gzip.compress([])?.prefix(2) == [0x1f, 0x8b])
    }
}
