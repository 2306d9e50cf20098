// Shim for libwebsockets 4.1: only what Swift cannot import directly (macros, variadic functions).
// Imported by exactly one Swift module: Server. Every symbol carries the `clws_` prefix.
//
// Imported directly without a shim (and therefore not wrapped here): lws_create_context,
// lws_service, lws_cancel_service, lws_write, lws_callback_on_writable, lws_close_reason,
// lws_set_log_level (its emit callback is a plain C function pointer, so lws's own log lines reach
// swift-log without the variadic lwsl_* macros), the callback-reason,
// write-protocol and token enums, and simple integer macros (LWS_SERVER_OPTION_* as Int64,
// LWS_TO_KILL_ASYNC).
#ifndef CLIBWEBSOCKETS_H
#define CLIBWEBSOCKETS_H
#include <libwebsockets.h>

/// LWS_PRE is a macro (an expression of other macros): lws_write() needs this much writable
/// headroom before the payload, where it builds the WebSocket frame header.
static inline size_t clws_pre(void) { return LWS_PRE; }

#endif
