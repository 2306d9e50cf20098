import WireProtocol

/// One WebSocket connection. Reached from lws callbacks through the per-connection user pointer
/// (retained from ESTABLISHED until CLOSED). Service thread only, except `queue`, which workers and
/// the lesson executor push into.
final class Connection {
    let id: Int
    /// The lws connection handle; valid until CLOSED.
    let wsi: OpaquePointer
    let queue: SendQueue
    var machine: ConnectionStateMachine
    /// The session this connection owns (nil while being refused, e.g. at the session cap).
    var session: SynthSession?
    /// Fragments of the text message being received.
    var incoming: [UInt8] = []
    /// Set when the connection should close at its next writeable callback.
    var pendingClose: (code: CloseCode, reason: String)?
    let openedAt: UInt64
    /// The client's address (the TCP peer, or what a trusted proxy reported), for per-client limits and logs.
    let peer: String
    /// What the per-client cap counts it against: `peer`, an IPv6 one as its /64 (`SlotPolicy.holder`).
    let holder: String
    /// The student signed in on this socket, as the per-student cap counts it.
    var signedInAs: String?
    /// When the last complete message arrived (CLOCK_MONOTONIC ns); the idle rule reads it.
    var lastMessageAt: UInt64
    /// The subscriptions this connection has to other connections' streams (listening in, hearing
    /// a broadcast), by the other connection's id: undone when either side closes.
    var listeningTo: Set<Int> = []
    /// Lesson calls started for this socket whose outcome has not come back: a drain closes the socket
    /// only after their replies (a submit's result) are written.
    var lessonCallsInFlight = 0
    /// The class and instance the socket's URL names (`/ws?class=CODE&at=NAME`): class placement asks
    /// where the class lives and moves the page there.
    var classCode: String?
    var askedInstance: String?

    init(id: Int, wsi: OpaquePointer, queue: SendQueue, machine: ConnectionStateMachine, peer: String) {
        self.id = id
        self.peer = peer
        holder = SlotPolicy.holder(of: peer)
        self.wsi = wsi
        self.queue = queue
        self.machine = machine
        openedAt = MonotonicClock.nanoseconds()
        lastMessageAt = openedAt
    }
}
