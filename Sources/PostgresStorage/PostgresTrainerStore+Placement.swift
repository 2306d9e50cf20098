import Foundation
import Lessons

/// Class placement in PostgreSQL (`PlacementStore`): two small tables of operational state, the
/// instances' last reports and the classes' leases. They are not part of the data model (no migration
/// version, not copied by `store copy`): created on first use, under an advisory lock so instances
/// starting together do not race, and rebuilt within seconds from the instances' reports if dropped.
/// Placing runs under a second advisory lock, so two instances placing classes at the same moment
/// see each other's reservations.
extension PostgresTrainerStore: PlacementStore {
    /// Advisory lock keys ("SynthPlc" and "SynthPlT" as bigints): placement decisions, table creation.
    static let placementLock: Int64 = 0x5379_6E74_6850_6C63
    static let placementTablesLock: Int64 = 0x5379_6E74_6850_6C54
    /// Instances and leases not heard of for this long are deleted (long after they stopped counting).
    static let placementForgetAfter: Double = 3600

    public func reportLoad(_ me: Placement.Instance, holding: Set<String>) throws(StoreError) -> [String: String] {
        try ensurePlacementTables()
        return try write { c in
            let now = try Self.databaseNow(c)
            try c.query("""
                INSERT INTO placement_instances (name, sessions, maxSessions, cpu, draining, seenAt)
                VALUES (\(me.name), \(me.sessions), \(me.maxSessions), \(me.cpu), \(me.draining), \(now))
                ON CONFLICT (name) DO UPDATE SET sessions = EXCLUDED.sessions, maxSessions = EXCLUDED.maxSessions,
                    cpu = EXCLUDED.cpu, draining = EXCLUDED.draining, seenAt = EXCLUDED.seenAt
                """)
            var placed: [String: String] = [:]
            for code in holding.sorted() {
                try c.query("UPDATE placement_leases SET renewedAt = \(now) WHERE classCode = \(code) AND instance = \(me.name)")
                if let row = try c.query("SELECT instance FROM placement_leases WHERE classCode = \(code)").first {
                    placed[code] = try row.decode(String.self)
                }
            }
            try c.query("DELETE FROM placement_leases WHERE renewedAt < \(now - Self.placementForgetAfter)")
            try c.query("DELETE FROM placement_instances WHERE seenAt < \(now - Self.placementForgetAfter)")
            return placed
        }
    }

    public func placeClass(code: String, seats: Int, unreachable: String?, gone: String?) throws(StoreError) -> String? {
        try ensurePlacementTables()
        return try write { c in
            try c.query("SELECT pg_advisory_xact_lock(\(Self.placementLock))")
            let now = try Self.databaseNow(c)
            // A killed instance's connections end with it (the kernel closes its sockets), while its last
            // report stays fresh for `Placement.staleAfter`: without this its classes' pages would be sent
            // back to it for seconds. A live instance always has one (its pool's, which its reports keep
            // open, and its listener's), so the page's word alone cannot move a class.
            var passedOver: Set<String> = unreachable.map { [$0] } ?? []
            if let gone, !passedOver.contains(gone), try hasNoConnection(gone, c) {
                passedOver.insert(gone)
                // For every class, not only this one: its report is made stale (a live instance would
                // write it again at its next report, within 2 s).
                try c.query("UPDATE placement_instances SET seenAt = 0 WHERE name = \(gone)")
            }
            let instances = try c.query("SELECT name, sessions, maxSessions, cpu, draining, seenAt FROM placement_instances")
                .map { row in
                    let (name, sessions, maxSessions, cpu, draining, seenAt) = try row.decode((String, Int, Int, Double, Bool, Double).self)
                    return Placement.Instance(name: name, sessions: sessions, maxSessions: maxSessions, cpu: cpu,
                                              draining: draining || passedOver.contains(name), seenAt: seenAt)
                }
            let leases = try c.query("""
                SELECT classCode, instance, seats, renewedAt FROM placement_leases WHERE renewedAt >= \(now - Placement.leaseFor)
                """).map { row in
                    let (classCode, instance, seats, renewedAt) = try row.decode((String, String, Int, Double).self)
                    return Placement.Lease(classCode: classCode, instance: instance, seats: seats, renewedAt: renewedAt)
                }
            guard let (instance, changed) = Placement.place(classCode: code, seats: seats, instances: instances, leases: leases, now: now)
            else { return nil }
            if changed {
                try c.query("""
                    INSERT INTO placement_leases (classCode, instance, seats, renewedAt) VALUES (\(code), \(instance), \(seats), \(now))
                    ON CONFLICT (classCode) DO UPDATE SET instance = EXCLUDED.instance, seats = EXCLUDED.seats, renewedAt = EXCLUDED.renewedAt
                    """)
            }
            return instance
        }
    }

    /// Whether the instance `name` has no connection to this database now (its `application_name`s,
    /// `PostgresLocation.applicationName`; every instance connects as the same role, so it sees them).
    /// Fails closed: when this instance cannot see its own connection there (no instance name, or a
    /// pooler in front of PostgreSQL that does not pass application names on) nobody is taken for gone.
    private func hasNoConnection(_ name: String, _ c: PostgresConnectionPool.Lease) throws -> Bool {
        guard let me = location.instance else { return false }
        let theirs = ["synth-trainer", "synth-trainer-listener"].map { PostgresLocation.applicationName($0, instance: name) }
        let mine = PostgresLocation.applicationName("synth-trainer", instance: me)
        let (seen, own) = try c.query("""
            SELECT count(*) FILTER (WHERE application_name IN (\(theirs[0]), \(theirs[1]))),
                   count(*) FILTER (WHERE application_name = \(mine))
            FROM pg_stat_activity WHERE datname = current_database()
            """).first!.decode((Int, Int).self)
        return own > 0 && seen == 0
    }

    /// The database's clock (epoch seconds): every instance's reports and leases are stamped by one clock,
    /// so a skewed machine clock cannot make a live instance look dead.
    private static func databaseNow(_ c: PostgresConnectionPool.Lease) throws -> Double {
        try c.query("SELECT extract(epoch from clock_timestamp())::float8").first!.decode(Double.self)
    }

    /// Creates the two tables once per process (IF NOT EXISTS, under a lock: concurrent creation of the
    /// same table can fail on PostgreSQL's catalog even with IF NOT EXISTS).
    private func ensurePlacementTables() throws(StoreError) {
        guard !placementTablesReady.load(ordering: .acquiring) else { return }
        try write { c in
            try c.query("SELECT pg_advisory_xact_lock(\(Self.placementTablesLock))")
            try c.query("""
                CREATE TABLE IF NOT EXISTS placement_instances (
                    name text COLLATE "C" PRIMARY KEY, sessions bigint NOT NULL, maxSessions bigint NOT NULL,
                    cpu double precision NOT NULL, draining boolean NOT NULL, seenAt double precision NOT NULL)
                """)
            try c.query("""
                CREATE TABLE IF NOT EXISTS placement_leases (
                    classCode text COLLATE "C" PRIMARY KEY, instance text COLLATE "C" NOT NULL,
                    seats bigint NOT NULL, renewedAt double precision NOT NULL)
                """)
        }
        placementTablesReady.store(true, ordering: .releasing)
    }
}
