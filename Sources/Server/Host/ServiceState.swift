import Foundation

/// What only the libwebsockets service thread reads and writes: the open connections and the
/// host's own bookkeeping. Kept in one struct so "who owns what" is one look (ARCHITECTURE.md).
struct ServiceState {
    /// Every open WebSocket, by connection id (a `Connection` lives from ESTABLISHED to CLOSED).
    var connections: [Int: Connection] = [:]
    var nextConnectionID = 1
    /// When slow readers were last looked for (CLOCK_MONOTONIC ns).
    var lastSlowCheck: UInt64 = 0
    /// Time from a media packet being made to being written to its socket.
    var sendDelay = Histogram.timing()
    /// When a requested stop began closing sockets (ns), and whether the loop may end.
    var shutdownStarted: UInt64?
    var finished = false
    /// Open sockets per client (`Connection.holder`: an IPv6 client by its /64), for the per-client cap.
    var socketsPerClient: [String: Int] = [:]
    /// Each signed-in student's sockets, for the per-student cap.
    var socketsOfStudent: [String: Set<Int>] = [:]
    /// Each student's submits per lesson on this instance, for the pause before a quick resubmit
    /// (every connection's state machine shares it).
    let submitPacing = SubmitPacing()
    // Scratch arrays reused on every wake-up, so draining the hand-off queues allocates nothing.
    var readyScratch: [SendQueue] = []
    var lessonScratch: [LessonGateway.Completion] = []
    var classroomScratch: [ClassroomGateway.Completion] = []
    var placementScratch: [ClassPlacement.Answer] = []
}
