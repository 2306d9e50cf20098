import Synchronization

/// Counters for `/metrics`. Service-thread events (writes, messages, closes) are plain atomics;
/// the render workers keep their own `WorkerStats`, read when a scrape comes in.
final class ServerMetrics: Sendable {
    let sessionsActive = Atomic<Int>(0)
    let sessionsStarted = Atomic<Int>(0)
    let sessionsRejectedFull = Atomic<Int>(0)
    let connectionsOpen = Atomic<Int>(0)
    let mediaSent = Atomic<Int>(0)
    /// WebSocket messages carrying them (a bundle is one message of several frames).
    let mediaMessagesSent = Atomic<Int>(0)
    let controlSent = Atomic<Int>(0)
    let bytesOut = Atomic<Int>(0)
    let messagesIn = Atomic<Int>(0)
    let errorsSent = Atomic<Int>(0)
    let rateLimited = Atomic<Int>(0)
    let closedTooSlow = Atomic<Int>(0)
    let closedFlood = Atomic<Int>(0)
    let closedTooBig = Atomic<Int>(0)
    let closedBinary = Atomic<Int>(0)
    /// Neither signed in nor sent anything for `idleSeconds`.
    let closedIdle = Atomic<Int>(0)
    /// Over the per-client-address socket cap.
    let closedClientCap = Atomic<Int>(0)
    /// Closed to make room for a newcomer on a full server (the heaviest holder's longest-idle slot).
    let closedForNewcomer = Atomic<Int>(0)
    /// A student's longest-idle socket, closed when they signed in on one more than their cap.
    let closedStudentCap = Atomic<Int>(0)
    let originRefused = Atomic<Int>(0)
    /// Plain http or ws:// that reached the TLS port (redirected to https, or refused).
    let plainRefused = Atomic<Int>(0)
    /// Classroom authorisation refusals (a student's teacher message, another teacher's class, ...).
    let classroomDenied = Atomic<Int>(0)
    let teacherLogins = Atomic<Int>(0)
    let teacherLoginsRefused = Atomic<Int>(0)
    /// Subscriptions to someone else's stream right now: teachers listening in, students hearing a broadcast.
    let listeners = Atomic<Int>(0)

    init() {}

    static func add(_ a: borrowing Atomic<Int>, _ n: Int = 1) { a.wrappingAdd(n, ordering: .relaxed) }

    /// The Prometheus text exposition (format 0.0.4).
    func render(workers: WorkerStats) -> String {
        var out = ""
        func metric(_ name: String, _ type: String, _ help: String, _ value: Int) {
            out += "# HELP \(name) \(help)\n# TYPE \(name) \(type)\n\(name) \(value)\n"
        }
        let p = "synth_trainer_"
        metric(p + "sessions", "gauge", "Sessions streaming now.", sessionsActive.load(ordering: .relaxed))
        metric(p + "connections", "gauge", "Open WebSocket connections.", connectionsOpen.load(ordering: .relaxed))
        metric(p + "sessions_started_total", "counter", "Sessions started.", sessionsStarted.load(ordering: .relaxed))
        metric(p + "sessions_rejected_full_total", "counter", "Connections closed with 1013 at the session cap.",
               sessionsRejectedFull.load(ordering: .relaxed))
        metric(p + "frames_rendered_total", "counter", "Audio frames rendered and Opus-encoded.", workers.framesRendered)
        metric(p + "frames_silent_total", "counter", "Frame ticks skipped because the stream was silent.", workers.framesSilent)
        metric(p + "frames_replayed_total", "counter", "Lesson-target audio frames sent from a recording, not rendered or encoded.",
               workers.framesReplayed)
        metric(p + "media_frames_published_total", "counter", "Media frames produced (before fan-out).", workers.mediaPublished)
        metric(p + "media_frames_sent_total", "counter", "Media frames written to sockets.", mediaSent.load(ordering: .relaxed))
        metric(p + "media_messages_sent_total", "counter", "WebSocket messages carrying media (a bundle carries several frames).",
               mediaMessagesSent.load(ordering: .relaxed))
        metric(p + "media_frames_dropped_total", "counter", "Media frames dropped because a client read too slowly.",
               workers.mediaDropped)
        metric(p + "control_messages_sent_total", "counter", "JSON messages written to sockets.", controlSent.load(ordering: .relaxed))
        metric(p + "websocket_sent_bytes_total", "counter", "WebSocket payload bytes written.", bytesOut.load(ordering: .relaxed))
        metric(p + "messages_in_total", "counter", "Client messages received.", messagesIn.load(ordering: .relaxed))
        metric(p + "errors_sent_total", "counter", "Error replies sent.", errorsSent.load(ordering: .relaxed))
        metric(p + "rate_limited_total", "counter", "Client messages dropped by the rate limit.", rateLimited.load(ordering: .relaxed))
        out += "# HELP \(p)closed_total Connections the server closed, by reason.\n# TYPE \(p)closed_total counter\n"
        let closes = [("too_slow", closedTooSlow.load(ordering: .relaxed)), ("flood", closedFlood.load(ordering: .relaxed)),
                      ("too_big", closedTooBig.load(ordering: .relaxed)), ("binary", closedBinary.load(ordering: .relaxed)),
                      ("idle", closedIdle.load(ordering: .relaxed)), ("client_cap", closedClientCap.load(ordering: .relaxed)),
                      ("for_newcomer", closedForNewcomer.load(ordering: .relaxed)), ("student_cap", closedStudentCap.load(ordering: .relaxed))]
        for (reason, n) in closes { out += "\(p)closed_total{reason=\"\(reason)\"} \(n)\n" }
        metric(p + "origin_refused_total", "counter", "WebSocket handshakes refused for their Origin.", originRefused.load(ordering: .relaxed))
        metric(p + "plain_on_tls_total", "counter", "Plain http or ws:// requests on the TLS port (GET/HEAD redirected to https, the rest refused).",
               plainRefused.load(ordering: .relaxed))
        metric(p + "classroom_denied_total", "counter", "Classroom messages refused (not a teacher, not their class, expired session).",
               classroomDenied.load(ordering: .relaxed))
        metric(p + "teacher_logins_total", "counter", "Teacher sign-ins that succeeded.", teacherLogins.load(ordering: .relaxed))
        metric(p + "teacher_logins_refused_total", "counter", "Teacher sign-ins refused (wrong name or password, rate limit).",
               teacherLoginsRefused.load(ordering: .relaxed))
        metric(p + "stream_listeners", "gauge", "Extra subscribers of sessions' streams (listen-in and broadcast audiences; a listener, on a student's synth and target streams, counts once).",
               listeners.load(ordering: .relaxed))
        metric(p + "worker_resyncs_total", "counter", "Times a render worker fell over 5 frames behind and skipped.", workers.resyncs)
        metric(p + "realtime_threads", "gauge", "Render and service threads on SCHED_FIFO now (--realtime-priority).",
               RealtimeScheduling.raisedThreads.load(ordering: .relaxed))
        metric(p + "realtime_lowered_total", "counter", "Times a real-time thread went back to normal priority for using over a quarter of a core.",
               RealtimeScheduling.lowered.load(ordering: .relaxed))
        workers.lateness.render(name: p + "render_lateness_seconds",
                                help: "Delay between a frame's deadline and its worker waking.", into: &out)
        workers.renderTime.render(name: p + "render_seconds", help: "Synth render and analysis time per audio frame.", into: &out)
        workers.encodeTime.render(name: p + "encode_seconds", help: "Opus encode time per audio frame.", into: &out)
        ProcessFigures.render(into: &out)
        return out
    }
}
