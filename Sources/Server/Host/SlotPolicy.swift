import Lessons

/// Which socket gives way when sockets are scarce (PROTOCOL.md "Limits per client"). Pure: the host
/// hands it what it knows of the open sockets; nothing here touches a socket or reads a clock.
///
/// Two rules. A student signed in on more sockets than their cap loses the longest-idle other one (a
/// person needs a few tabs; a script with their token gets no more). And a full server frees the
/// longest-idle slot of the heaviest holder for a newcomer from a lighter one, instead of refusing the
/// newcomer: a few addresses that keep hundreds of sockets alive no longer hold every slot.
enum SlotPolicy {
    /// One open socket as the rules see it.
    struct Holding: Equatable {
        let connection: Int
        /// The client the socket counts against (`holder(of:)`).
        let holder: String
        /// When it last sent a complete message (any monotonic unit: only the order matters).
        let lastActive: UInt64
        /// Whether it may be closed to make room. A signed-in teacher's dashboard is not: it watches
        /// and listens for a whole lesson without sending a word.
        let evictable: Bool
    }

    /// The client key a socket counts against: the address, an IPv6 one by its /64 (one machine is
    /// handed a whole /64), the same key the sign-in limits use.
    static func holder(of address: String) -> String { SignInLimits.clientKey(address) }

    /// The server is full and a client from `newcomer` (a holder key) wants a slot: the slot to free,
    /// or nil to refuse the newcomer. `held`: every socket that holds a slot now.
    ///
    /// The holder with the most slots gives way, with its longest-idle evictable one, but only when it
    /// holds at least two more than the newcomer's holder: afterwards it still holds as many as the
    /// newcomer's, so two clients never take a slot back from each other in turn, and a newcomer from
    /// the heaviest holder itself is refused (its own sockets are its business).
    static func slotToFree(for newcomer: String, among held: [Holding]) -> Int? {
        var count: [String: Int] = [:]
        var idlest: [String: Holding] = [:]
        for h in held {
            count[h.holder, default: 0] += 1
            guard h.evictable else { continue }
            if let o = idlest[h.holder], (o.lastActive, o.connection) <= (h.lastActive, h.connection) { continue }
            idlest[h.holder] = h
        }
        let floor = (count[newcomer] ?? 0) + 2
        let best = idlest.values.filter { count[$0.holder]! >= floor }.min { a, b in
            let (ca, cb) = (count[a.holder]!, count[b.holder]!)
            // Heaviest first; among equals, the one whose idlest socket has been quiet longest.
            return ca != cb ? ca > cb : (a.lastActive, a.connection) < (b.lastActive, b.connection)
        }
        return best?.connection
    }

    /// A student has just signed in on `keeping`; `sockets` are all their signed-in sockets, that one
    /// included. Over `cap`, the longest-idle others close, so the newest tab (a reload) always wins.
    static func tabsToClose(keeping: Int, of sockets: [Holding], cap: Int) -> [Int] {
        let excess = sockets.count - max(1, cap)
        guard excess > 0 else { return [] }
        return sockets.filter { $0.connection != keeping }
            .sorted { ($0.lastActive, $0.connection) < ($1.lastActive, $1.connection) }
            .prefix(excess).map(\.connection)
    }
}
