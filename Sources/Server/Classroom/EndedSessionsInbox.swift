import Synchronization

/// Teacher sessions other instances ended (`TeacherSessionEvents`), handed from the store's listener
/// thread to the service thread, which alone may touch the classroom hub. A nil hash asks for every
/// session to be checked against the store again (notifications were missed).
final class EndedSessionsInbox: Sendable {
    private let pending = Mutex<(hashes: [String], resync: Bool)>(([], false))
    private let waker = Mutex<ServiceWaker?>(nil)

    /// The service thread's waker, once the context exists.
    func attach(_ w: ServiceWaker) { waker.withLock { $0 = w } }

    /// Any thread.
    func post(tokenHash: String?) {
        pending.withLock { p in
            if let tokenHash { p.hashes.append(tokenHash) } else { p.resync = true }
        }
        waker.withLock { $0 }?.wake()
    }

    /// Service thread: what arrived since the last call.
    func take() -> (hashes: [String], resync: Bool) {
        pending.withLock { p in
            defer { p = ([], false) }
            return p
        }
    }
}
