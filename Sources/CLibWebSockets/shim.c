// Most of this shim is static inline in the header; the libev loop's few calls live here, so that
// <ev.h> (whose macros Swift cannot import) stays out of the header Swift reads.
#include "CLibWebSockets.h"
#include <ev.h>

void *clws_ev_loop_new(void) { return ev_loop_new(EVFLAG_AUTO); }

int clws_ev_run_once(void *loop) { return ev_run((struct ev_loop *)loop, EVRUN_ONCE); }

void clws_ev_loop_destroy(void *loop) { ev_loop_destroy((struct ev_loop *)loop); }

const char *clws_ev_backend_name(void *loop) {
    switch (ev_backend((struct ev_loop *)loop)) {
    case EVBACKEND_EPOLL: return "epoll";
    case EVBACKEND_POLL: return "poll";
    case EVBACKEND_SELECT: return "select";
    default: return "other";
    }
}
