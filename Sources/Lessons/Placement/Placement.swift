import Foundation

/// Where a class's live session runs when several instances share one store: the instance with the
/// most room when the class's first member arrives, kept there (a lease its instance renews while it
/// lives) and moved only when that instance dies or drains. Pure: the PostgreSQL store runs it inside
/// one transaction over the instances' reported loads and the current leases; the placement simulation
/// runs it over thousands of arrivals.
///
/// Why not a hash of the class code (what nginx did): a few hundred keys over a few dozen instances
/// spread unevenly (the busiest got 1.6-2.4x the mean, issue 24), a class hashed to a full instance was
/// refused while others had room, and a restarted instance split classes. Load-based placement with
/// reservations fills instances evenly and never picks a full one while another has room.
public enum Placement {
    /// An instance as it last reported itself.
    public struct Instance: Sendable, Equatable {
        public var name: String
        /// Sockets open now, and the most it takes (`--max-sessions`).
        public var sessions: Int
        public var maxSessions: Int
        /// Share of its cores busy (0-1), a tie-breaker between equally full instances.
        public var cpu: Double
        public var draining: Bool
        /// When it last reported (seconds, the store's clock).
        public var seenAt: Double

        public init(name: String, sessions: Int, maxSessions: Int, cpu: Double = 0, draining: Bool = false, seenAt: Double) {
            self.name = name
            self.sessions = sessions
            self.maxSessions = maxSessions
            self.cpu = cpu
            self.draining = draining
            self.seenAt = seenAt
        }
    }

    /// A class placed on an instance, with the seats it was expected to take (its roster, or a
    /// default class size): counted against the instance until its members arrive, so classes whose
    /// first members arrive together do not all pick the same emptiest instance.
    public struct Lease: Sendable, Equatable {
        public var classCode: String
        public var instance: String
        public var seats: Int
        public var renewedAt: Double

        public init(classCode: String, instance: String, seats: Int, renewedAt: Double) {
            self.classCode = classCode
            self.instance = instance
            self.seats = seats
            self.renewedAt = renewedAt
        }
    }

    /// How long an instance's report stays valid (seconds): one that reports every 2 s and misses three
    /// reports is dead, and its classes are placed again.
    public static let staleAfter: Double = 6
    /// How long a lease its instance stopped renewing (no socket of the class left there) still holds:
    /// a class whose pages reload, or whose first member is on the way, finds its instance again, and its
    /// seats stay reserved meanwhile. A dead or draining instance's leases are not honoured anyway.
    public static let leaseFor: Double = 60

    /// The instance a class lives on now: its lease's, while that instance is alive and not draining;
    /// otherwise the best instance for `seats` more (`choose`). `changed`: a new or moved lease to write.
    public static func place(classCode: String, seats: Int, instances: [Instance], leases: [Lease], now: Double)
        -> (instance: String, changed: Bool)? {
        let live = instances.filter { now - $0.seenAt <= staleAfter }
        let current = leases.filter { now - $0.renewedAt <= leaseFor }
        if let lease = current.first(where: { $0.classCode == classCode }),
           live.contains(where: { $0.name == lease.instance && !$0.draining }) {
            return (lease.instance, false)
        }
        let others = current.filter { $0.classCode != classCode }
        return choose(seats: seats, instances: live, leases: others).map { ($0, true) }
    }

    /// Seats an instance is committed to: its open sessions or what its classes reserved, whichever is
    /// more (a reservation is spent as its members arrive, so the two are not added).
    public static func committed(_ i: Instance, leases: [Lease]) -> Int {
        max(i.sessions, leases.reduce(0) { $0 + ($1.instance == i.name ? $1.seats : 0) })
    }

    /// The ready instance with the most room left for `seats`: among those with room for the whole
    /// class, the least full (ties: less CPU, then name, so every instance deciding alike picks the
    /// same); when none has room for it all, the one with the most seats left (the class's limit: it
    /// may outgrow that instance). A full or draining instance is never chosen; nil when all are full.
    public static func choose(seats: Int, instances: [Instance], leases: [Lease]) -> String? {
        let candidates = instances.filter { !$0.draining }.map { i in (i, i.maxSessions - committed(i, leases: leases)) }
            .filter { $0.1 > 0 }
        let fits = candidates.filter { $0.1 >= seats }
        guard !fits.isEmpty else {
            return candidates.min { a, b in (-a.1, a.0.cpu, a.0.name) < (-b.1, b.0.cpu, b.0.name) }?.0.name
        }
        return fits.min { a, b in
            let fa = Double(a.0.maxSessions - a.1) / Double(max(a.0.maxSessions, 1))
            let fb = Double(b.0.maxSessions - b.1) / Double(max(b.0.maxSessions, 1))
            return (fa, a.0.cpu, a.0.name) < (fb, b.0.cpu, b.0.name)
        }?.0.name
    }
}
