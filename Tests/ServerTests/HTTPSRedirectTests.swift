import Testing
@testable import Server

/// Plain http on the TLS port is sent to https with its path and query (lws's own redirect dropped them).
struct HTTPSRedirectTests {
    @Test func pathAndQueryAreKept() {
        #expect(HTTPSRedirect.location(host: "192.168.1.20:8443", path: "/teacher.html", query: ["class=7", "x=a b"])
                == "https://192.168.1.20:8443/teacher.html?class=7&x=a%20b")
        #expect(HTTPSRedirect.location(host: "[::1]:8443", path: "/", query: []) == "https://[::1]:8443/")
        // What lws decoded is escaped again: an `&` inside a value stays inside it.
        #expect(HTTPSRedirect.location(host: "h", path: "/a b/ü", query: ["q=1&2", "flag"]) == "https://h/a%20b/%C3%BC?q=1%262&flag")
    }

    @Test func aHostHeaderThatIsNoHostGetsNoLocation() {
        #expect(HTTPSRedirect.location(host: nil, path: "/", query: []) == nil)
        #expect(HTTPSRedirect.location(host: "", path: "/", query: []) == nil)
        #expect(HTTPSRedirect.location(host: "evil.example/x?", path: "/", query: []) == nil)
        #expect(HTTPSRedirect.location(host: "a\r\nset-cookie: x", path: "/", query: []) == nil)
    }
}
