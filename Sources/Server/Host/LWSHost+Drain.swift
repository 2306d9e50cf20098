import CLibWebSockets
import WireProtocol

/// Stopping (service thread, at each wake-up once a stop was asked). SIGINT closes every socket at
/// once with 1001. A drain (SIGTERM, 1012) first lets each socket's lesson calls in flight answer:
/// a socket closes once it has none left, and its close frame follows the replies already queued
/// (`writeable`), so a submit fired just before the signal shows its result (the store has it) rather
/// than vanishing with the socket. A call that takes longer than `replyWait` is not waited for.
extension LWSHost {
    /// How long a drain keeps a socket open for its calls' replies (ns).
    static let replyWait: UInt64 = 5_000_000_000

    func continueShutdown(now: UInt64) {
        let (code, reason) = stopClose
        if service.shutdownStarted == nil {
            service.shutdownStarted = now
            logger.info("shutting down: closing \(service.connections.count) connections with \(code.rawValue)")
        }
        let elapsed = now - service.shutdownStarted!
        let waitForReplies = code == .serviceRestart && elapsed < Self.replyWait
        for conn in service.connections.values where conn.pendingClose == nil && !(waitForReplies && conn.lessonCallsInFlight > 0) {
            close(conn, code, reason)
        }
        // Sockets get 3 s to close (plus the wait for replies); the store writes already started get up
        // to 10 s to finish, so nothing a student was told is saved is lost by a restart.
        let socketsDone = service.connections.isEmpty || elapsed > Self.replyWait + 3_000_000_000
        if socketsDone && (callsIdle || elapsed > 10_000_000_000) {
            if !callsIdle {
                logger.warning("stopping with store calls still running after 10 s", metadata: ["held submits, not written": "\(lessons?.heldCount ?? 0)"])
            }
            service.finished = true
        }
    }
}
