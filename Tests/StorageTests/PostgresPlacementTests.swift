import Foundation
import Lessons
@testable import PostgresStorage
import Testing

/// Class placement's liveness check on a real PostgreSQL server: a page that could not reach its class's
/// instance says so (`gone`), and the class is placed again only when that instance has no connection
/// to the database left, as a killed process has none (the kernel closes its sockets), while its last
/// load report still looks fresh. The placement rule itself is tested without a database (`PlacementTests`).
@Suite("Class placement in PostgreSQL", .enabled(if: PostgresFixtures.baseURL != nil, PostgresFixtures.skipped))
struct PostgresPlacementTests {
    static func store(_ database: PostgresLocation, instance: String) throws -> PostgresTrainerStore {
        var location = database
        location.instance = instance
        return try PostgresTrainerStore(location: location)
    }

    static func report(_ store: PostgresTrainerStore, _ name: String) throws {
        _ = try store.reportLoad(Placement.Instance(name: name, sessions: 0, maxSessions: 300, seenAt: 0), holding: [])
    }

    @Test func aPageSayingItsInstanceIsGoneMovesItsClassOnlyOnceThatInstanceHasNoConnection() throws {
        let database = try PostgresFixtures.freshDatabase()
        let stores = ["a": try Self.store(database, instance: "a"), "b": try Self.store(database, instance: "b")]
        for (name, store) in stores { try Self.report(store, name) }
        let home = try #require(try stores["a"]!.placeClass(code: "GONE1", seats: 30, unreachable: nil, gone: nil))
        let other = home == "a" ? "b" : "a"
        let asker = stores[other]!

        // The instance lives (its reports are fresh, its connections open): a page's word moves nothing.
        #expect(try asker.placeClass(code: "GONE1", seats: 30, unreachable: nil, gone: home) == home)
        #expect(try asker.placeClass(code: "GONE1", seats: 30, unreachable: nil, gone: "nobody") == home)

        // Its connections close (as a killed process's do). Its report is kept fresh here (written for it),
        // so only the missing connection can move the class, not the report going stale. The server ends
        // a closed connection's backend on its own time, so this waits for the event, with a bound.
        stores[home]!.close()
        // An instance that cannot see its own connection (no instance name: as behind a pooler that drops
        // application names) takes nobody for gone.
        var blind = database
        blind.instance = nil
        let unnamed = try PostgresTrainerStore(location: blind)
        try Self.report(asker, home)
        #expect(try unnamed.placeClass(code: "GONE1", seats: 30, unreachable: nil, gone: home) == home)
        unnamed.close()
        var placed: String?
        let giveUp = ContinuousClock.now + .seconds(20)
        repeat {
            try Self.report(asker, home)
            placed = try asker.placeClass(code: "GONE1", seats: 30, unreachable: nil, gone: home)
            if placed == other { break }
            Thread.sleep(forTimeInterval: 0.02)
        } while ContinuousClock.now < giveUp
        #expect(placed == other, "the class stayed with an instance that has no connection left")
        // The verdict holds for every class: a new one is not placed on it either, though it reported.
        #expect(try asker.placeClass(code: "GONE2", seats: 30, unreachable: nil, gone: nil) == other)
        // Without the page's word the lease it now has is kept: the class does not go back.
        #expect(try asker.placeClass(code: "GONE1", seats: 30, unreachable: nil, gone: nil) == other)
        asker.close()
    }

    @Test func theApplicationNameCarriesTheInstanceWithinPostgresLimit() {
        #expect(PostgresLocation.applicationName("synth-trainer", instance: nil) == "synth-trainer")
        #expect(PostgresLocation.applicationName("synth-trainer", instance: "pod-7") == "synth-trainer:pod-7")
        let long = String(repeating: "x", count: 63)
        #expect(PostgresLocation.applicationName("synth-trainer-listener", instance: long).utf8.count == 63)
    }
}
