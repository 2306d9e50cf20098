import Foundation
import Logging

/// Carrying out `SlotPolicy`: who holds the session slots and a student's sockets, and closing the
/// socket that gives way. Service thread only.
extension LWSHost {
    /// Close reasons start with "idle:", so the page parks (shows the reason and a Connect button)
    /// instead of reconnecting on its own and taking a slot back from the one that got it.
    static let closedForNewcomerReason = "idle: the server is full and this tab was unused longest"

    static func closedForStudentCapReason(_ cap: Int) -> String {
        "idle: you are signed in on more than \(cap) tabs and this one was unused longest"
    }

    /// The server is full and `newcomer` wants a slot: frees the heaviest holder's longest-idle one
    /// (now, not when its socket has finished closing, so the newcomer can take it). False when no
    /// holder holds clearly more than the newcomer's (then the newcomer is refused).
    func freeSlot(for newcomer: Connection) -> Bool {
        let held = service.connections.values.compactMap { c -> SlotPolicy.Holding? in
            guard c.session != nil, c.pendingClose == nil, c !== newcomer else { return nil }
            return .init(connection: c.id, holder: c.holder, lastActive: c.lastMessageAt, evictable: c.machine.role == .student)
        }
        guard let id = SlotPolicy.slotToFree(for: newcomer.holder, among: held), let victim = service.connections[id] else { return false }
        ServerMetrics.add(metrics.closedForNewcomer)
        logger.notice("closed the longest-idle socket of the heaviest client for a newcomer",
                      metadata: ["connection": "\(victim.id)", "client": "\(victim.holder)", "newcomer": "\(newcomer.holder)"])
        releaseSession(victim)
        close(victim, .policyViolation, Self.closedForNewcomerReason)
        return true
    }

    /// Stops `conn`'s synth and gives its session slot back (at CLOSED, or earlier for a socket that
    /// made room for a newcomer and is still closing).
    func releaseSession(_ conn: Connection) {
        guard let s = conn.session else { return }
        conn.session = nil
        s.fanout.unsubscribe(conn.queue)
        s.targetFanout.unsubscribe(conn.queue)
        s.close()
        metrics.sessionsActive.wrappingSubtract(1, ordering: .relaxed)
        logger.debug("session ended", metadata: ["session": "\(s.id)", "connection": "\(conn.id)"])
    }

    /// A student signed in on `conn`: counted against their cap, and over it their longest-idle other
    /// sockets close (the newest tab, a reload, always wins).
    func studentSignedIn(_ conn: Connection, student: String) {
        if conn.signedInAs != student { forgetStudentSocket(conn) }
        conn.signedInAs = student
        service.socketsOfStudent[student, default: []].insert(conn.id)
        // Knobs another socket of theirs turned in the last second are written now, before this socket
        // can open that lesson: after a reload the old socket's close (which would write them) can
        // reach us after the new page has signed in and read the draft (a worker's socket closes when
        // the browser gets round to ending the worker).
        for id in service.socketsOfStudent[student] ?? [] where id != conn.id {
            guard let other = service.connections[id] else { continue }
            let saving = other.machine.flushDraft()
            if !saving.isEmpty { _ = perform(saving, on: other, inCallback: false) }
        }
        let sockets = (service.socketsOfStudent[student] ?? []).compactMap { id -> SlotPolicy.Holding? in
            guard let c = service.connections[id], c.pendingClose == nil else { return nil }
            return .init(connection: id, holder: c.holder, lastActive: c.lastMessageAt, evictable: true)
        }
        for id in SlotPolicy.tabsToClose(keeping: conn.id, of: sockets, cap: config.maxSocketsPerStudent) {
            guard let c = service.connections[id] else { continue }
            ServerMetrics.add(metrics.closedStudentCap)
            logger.notice("closed a student's longest-idle socket over the per-student cap",
                          metadata: ["connection": "\(id)", "student": "\(student)", "peer": "\(c.peer)"])
            close(c, .policyViolation, Self.closedForStudentCapReason(config.maxSocketsPerStudent))
        }
    }

    /// `conn` closed or signed in as someone else: it no longer counts against its student.
    func forgetStudentSocket(_ conn: Connection) {
        guard let student = conn.signedInAs else { return }
        conn.signedInAs = nil
        service.socketsOfStudent[student]?.remove(conn.id)
        if service.socketsOfStudent[student]?.isEmpty == true { service.socketsOfStudent.removeValue(forKey: student) }
    }
}
