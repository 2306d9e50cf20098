// Shim for libwebsockets 4.1: only what Swift cannot import directly (macros, variadic functions).
// Imported by exactly one Swift module: Server. Every symbol carries the `clws_` prefix.
//
// Imported directly without a shim (and therefore not wrapped here): lws_create_context,
// lws_service, lws_cancel_service, lws_write, lws_callback_on_writable, lws_close_reason,
// lws_set_log_level (its emit callback is a plain C function pointer, so lws's own log lines reach
// swift-log without the variadic lwsl_* macros), the callback-reason,
// write-protocol and token enums, and simple integer macros (LWS_SERVER_OPTION_* as Int64,
// LWS_TO_KILL_ASYNC).
//
// zlib rides along here because libwebsockets already links it (Debian's libwebsockets-dev pulls
// zlib1g-dev) and lws 4.1 as Debian builds it has no HTTP compression of its own: the static files
// of the page are gzipped once, in memory, by the server (Server/Host/Gzip.swift).
#ifndef CLIBWEBSOCKETS_H
#define CLIBWEBSOCKETS_H
#include <libwebsockets.h>
#include <zlib.h>

/// No TLS 1.3 session tickets from this server's SSL_CTX (lws hands it over as a `void *`). With
/// tickets, about 1 in 300 wss handshakes over TLS 1.3 was closed by lws 4.1.6 (Debian, OpenSSL 3)
/// before it answered the upgrade; TLS 1.2, or 1.3 without tickets, lost none in thousands. A
/// ticket only saves a resumed connection part of a handshake, which a page opening a few sockets
/// an hour does not need. libssl is linked for this one call (lws itself links it already).
static inline void clws_tls_no_session_tickets(void *ssl_ctx) { SSL_CTX_set_num_tickets((SSL_CTX *)ssl_ctx, 0); }

/// LWS_PRE is a macro (an expression of other macros): lws_write() needs this much writable
/// headroom before the payload, where it builds the WebSocket frame header.
static inline size_t clws_pre(void) { return LWS_PRE; }

/// ALLOW_NON_SSL_ON_SSL_PORT is a macro built from other option macros, which Swift does not import.
/// Plain http on the TLS port is let in (with ALLOW_HTTP_ON_HTTPS_LISTENER) only so the server can
/// answer it itself: a GET or HEAD is redirected to https with its path and query, anything else
/// (a WebSocket upgrade, a POST) is refused (Server/Host/LWSHost.swift, `plainOnTLS`). lws's own
/// REDIRECT_HTTP_TO_HTTPS is not used: it drops the path, and lets WebSocket upgrades through in clear.
static inline uint64_t clws_option_plain_http_on_tls_port(void) {
    return (uint64_t)(LWS_SERVER_OPTION_ALLOW_NON_SSL_ON_SSL_PORT | LWS_SERVER_OPTION_ALLOW_HTTP_ON_HTTPS_LISTENER);
}

/// deflateInit2 is a macro (it passes zlib's version and the stream's size to deflateInit2_).
/// windowBits 15 + 16 asks for a gzip wrapper (RFC 1952) rather than zlib's own; memLevel 8 is
/// zlib's default.
static inline int clws_gzip_init(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
}

/// The service loop on libev (Debian's libwebsockets-evlib-ev plugin, which libwebsockets-dev
/// installs) instead of lws's own `poll()` loop: `poll()` hands the kernel every socket on each turn,
/// and at 200 playing sessions that scan was about a seventh of the server's CPU; libev's epoll
/// backend hears only from sockets with something to say. The loop is made here and given to lws as
/// a foreign loop, so the server still turns it once per pass of its own service loop.
/// `void *` keeps <ev.h> out of Swift's view (its macros do not import).
void *clws_ev_loop_new(void);
/// One turn: waits for events (or lws's next timer) and handles them. Returns ev_run's result.
int clws_ev_run_once(void *loop);
void clws_ev_loop_destroy(void *loop);
/// "epoll", "poll", ...: the backend libev chose.
const char *clws_ev_backend_name(void *loop);

#endif
