import Testing
@testable import Lessons

/// Class placement by load (`Placement`), pure: the rules, and a simulation of the capacity plan's
/// 10,000 students (334 classes of 30) arriving in random order over 38 instances of 300 sessions.
struct PlacementTests {
    static func instance(_ name: String, _ sessions: Int, max: Int = 300, draining: Bool = false, seenAt: Double = 100) -> Placement.Instance {
        Placement.Instance(name: name, sessions: sessions, maxSessions: max, draining: draining, seenAt: seenAt)
    }

    @Test func aNewClassGoesToTheInstanceWithTheMostRoomNeverToAFullOne() {
        let a = Self.instance("a", 4, max: 4), b = Self.instance("b", 10), c = Self.instance("c", 2)
        #expect(Placement.place(classCode: "K1", seats: 30, instances: [a, b, c], leases: [], now: 100)! == ("c", true))
        // c's reservation counts before its students arrive: the next class goes to b.
        let lease = Placement.Lease(classCode: "K1", instance: "c", seats: 30, renewedAt: 100)
        #expect(Placement.place(classCode: "K2", seats: 30, instances: [a, b, c], leases: [lease], now: 100)!.instance == "b")
        // Only the full one left with anything: nobody is placed there.
        #expect(Placement.choose(seats: 1, instances: [a], leases: []) == nil)
    }

    @Test func aClassStaysWhereItIsUntilItsInstanceDiesOrDrains() {
        let lease = Placement.Lease(classCode: "K1", instance: "a", seats: 30, renewedAt: 100)
        let busyA = Self.instance("a", 250), idleB = Self.instance("b", 0)
        #expect(Placement.place(classCode: "K1", seats: 30, instances: [busyA, idleB], leases: [lease], now: 101)! == ("a", false))
        let drainingA = Self.instance("a", 250, draining: true)
        #expect(Placement.place(classCode: "K1", seats: 30, instances: [drainingA, idleB], leases: [lease], now: 101)! == ("b", true))
        let deadA = Self.instance("a", 250, seenAt: 90)
        #expect(Placement.place(classCode: "K1", seats: 30, instances: [deadA, idleB], leases: [lease], now: 101)! == ("b", true))
    }

    @Test func aClassTooBigForAnyInstanceGoesWhereMostRoomIs() {
        let a = Self.instance("a", 280), b = Self.instance("b", 290)
        #expect(Placement.choose(seats: 30, instances: [a, b], leases: []) == "a")
        // Seats left, not the share: a small instance nearly empty loses to a big one with more seats.
        let small = Self.instance("s", 0, max: 4), big = Self.instance("b", 90, max: 100)
        #expect(Placement.choose(seats: 30, instances: [small, big], leases: []) == "b")
    }

    /// The capacity plan (deploy/CAPACITY.md): 334 classes of 30 over 38 instances capped at 300. Every
    /// student arrives in a random order (classes interleaved, as a school day starts); a class is placed
    /// when its first member arrives and its members join it there. Nobody may be refused while any
    /// instance has room; the busiest instance's load is printed for CAPACITY.md.
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func theCapacityPlanPlacesEveryStudent(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)  // the course's own seeded generator (QuizTemplate)
        let classes = 334, size = 30, cap = 300
        var instances = (0..<38).map { Self.instance("i\($0)", 0, max: cap, seenAt: 0) }
        var leases: [String: Placement.Lease] = [:]
        var arrivals = (0..<classes).flatMap { c in Array(repeating: c, count: size) }
        arrivals.shuffle(using: &rng)
        var refused = 0
        for (n, c) in arrivals.enumerated() {
            let now = Double(n) * 0.01
            for i in instances.indices { instances[i].seenAt = now }  // every instance reports
            let code = "C\(c)"
            guard let (name, changed) = Placement.place(classCode: code, seats: size, instances: instances,
                                                         leases: leases.values.map { var l = $0; l.renewedAt = now; return l }, now: now)
            else { refused += 1; continue }
            if changed { leases[code] = Placement.Lease(classCode: code, instance: name, seats: size, renewedAt: now) }
            let i = instances.firstIndex { $0.name == name }!
            if instances[i].sessions >= cap { refused += 1 } else { instances[i].sessions += 1 }
        }
        let loads = instances.map(\.sessions).sorted()
        let mean = Double(loads.reduce(0, +)) / Double(loads.count)
        print("placement simulation seed \(seed): \(classes) classes of \(size) over \(instances.count) instances (cap \(cap)): "
              + "refused \(refused), busiest \(loads.last!) (\(String(format: "%.2f", Double(loads.last!) / mean))x the mean \(String(format: "%.1f", mean))), quietest \(loads.first!)")
        #expect(refused == 0)
        #expect(loads.last! <= cap)
        #expect(Set(leases.values.map(\.instance)).count == instances.count, "every instance takes classes")
    }
}
