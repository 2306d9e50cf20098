import CLibWebSockets

/// The lws context and the loop its sockets' events come from.
extension LWSHost {
    /// What the sockets' events come from: libev's backend ("epoll") or lws's own "poll" loop.
    var eventLoopName: String { eventLoop.map { String(cString: clws_ev_backend_name($0)) } ?? "poll" }

    /// Makes the lws context: on a libev loop of our own (epoll: one wake-up per ready socket) when
    /// `config.eventLoop` says so and lws can load its libev plugin, else on lws's own poll loop.
    func makeContext() throws(ServerError) -> OpaquePointer {
        var info = lws_context_creation_info()
        info.options = UInt64(LWS_SERVER_OPTION_EXPLICIT_VHOSTS)
        // With explicit vhosts lws initialises OpenSSL only when the context is told to.
        if config.usesTLS { info.options |= UInt64(LWS_SERVER_OPTION_DO_SSL_GLOBAL_INIT) }
        info.user = Unmanaged.passUnretained(self).toOpaque()
        info.gid = -1
        info.uid = -1
        if config.eventLoop == .epoll {
            guard let loop = clws_ev_loop_new() else { throw .startFailed("libev could not make an event loop") }
            info.options |= UInt64(LWS_SERVER_OPTION_LIBEV)
            var loops: [UnsafeMutableRawPointer?] = [loop]
            let created = loops.withUnsafeMutableBufferPointer { p in
                info.foreign_loops = p.baseAddress
                defer { info.foreign_loops = nil }
                return lws_create_context(&info)
            }
            if let created {
                eventLoop = loop
                return created
            }
            // lws loads libev's support as a plugin (Debian's libwebsockets-evlib-ev): without it the
            // server still runs, on lws's own poll loop, which costs more CPU per socket.
            logger.warning("libwebsockets did not start on libev (its plugin is Debian's libwebsockets-evlib-ev): trying its own poll loop")
            clws_ev_loop_destroy(loop)
            info.options &= ~UInt64(LWS_SERVER_OPTION_LIBEV)
        }
        guard let created = lws_create_context(&info) else { throw .startFailed("libwebsockets could not create its context") }
        return created
    }
}
