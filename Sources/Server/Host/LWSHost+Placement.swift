import CLibWebSockets
import WireProtocol

/// Class placement on the service thread (`ClassPlacement`): a socket for a class asks where the class
/// lives and is told (`placed`, with `move` when that is another instance); so is every socket of a
/// class the placement moved elsewhere. Without placement (one instance, or no --instance-name) nothing
/// happens.
extension LWSHost {
    /// The class and instance a new socket's URL names; asks where the class lives.
    func placementArrived(_ conn: Connection, _ wsi: OpaquePointer) {
        guard let placement else { return }
        var gone: String?
        for arg in LWSHTTP.fragments(wsi, WSI_TOKEN_HTTP_URI_ARGS) {
            if arg.hasPrefix("class="), arg.count > 6 { conn.classCode = String(arg.dropFirst(6)).uppercased() }
            if arg.hasPrefix("at="), arg.count > 3 { conn.askedInstance = String(arg.dropFirst(3)) }
            if arg.hasPrefix("gone="), arg.count > 5 { gone = String(arg.dropFirst(5).prefix(63)) }
        }
        if let code = conn.classCode { placement.lookup(code, connectionID: conn.id, asked: conn.askedInstance, gone: gone) }
    }

    /// Answers to the sockets' questions, and classes moved away from here. Service thread, at wake-ups
    /// (`timed`: the twice-a-second checks, when the held classes are reported).
    func placementWakeup(timed: Bool) {
        guard let placement else { return }
        service.placementScratch.removeAll(keepingCapacity: true)
        placement.drain(into: &service.placementScratch)
        for answer in service.placementScratch {
            guard let at = answer.instance, let conn = service.connections[answer.connectionID], conn.pendingClose == nil else { continue }
            if at != placement.name {
                tellToMove(conn, classCode: answer.classCode, at: at)
            } else {
                _ = perform([.send(.placed(classCode: answer.classCode, at: at, move: false), id: nil)], on: conn, inCallback: false)
            }
        }
        guard timed else { return }
        let moved = placement.held(Set(service.connections.values.compactMap(\.classCode)))
        guard !moved.isEmpty else { return }
        for conn in service.connections.values {
            if let code = conn.classCode, let at = moved[code] { tellToMove(conn, classCode: code, at: at) }
        }
    }

    private func tellToMove(_ conn: Connection, classCode: String, at: String) {
        guard conn.pendingClose == nil else { return }
        logger.debug("class placed elsewhere: moving a socket", metadata: ["connection": "\(conn.id)", "class": "\(classCode)", "at": "\(at)"])
        // Counted as elsewhere from now on: it goes there, and stops renewing the class's lease here.
        conn.classCode = nil
        _ = perform([.send(.placed(classCode: classCode, at: at, move: true), id: nil)], on: conn, inCallback: false)
    }
}
