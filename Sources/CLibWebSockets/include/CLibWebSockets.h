// Shim for libwebsockets 4.1: only what Swift cannot import directly (macros, variadic functions).
// Imported by exactly one Swift module: Server.
#ifndef CLIBWEBSOCKETS_H
#define CLIBWEBSOCKETS_H
#include <libwebsockets.h>

/// LWS_PRE is a macro; lws_write() needs this much writable headroom before the payload.
static inline size_t clws_pre(void) { return LWS_PRE; }

#endif
