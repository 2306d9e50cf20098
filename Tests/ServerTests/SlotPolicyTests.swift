import Testing
@testable import Server

/// Who gives way when sockets are scarce, without sockets.
struct SlotPolicyTests {
    func held(_ holder: String, _ ids: ClosedRange<Int>, idleFrom start: UInt64 = 0, evictable: Bool = true) -> [SlotPolicy.Holding] {
        ids.map { .init(connection: $0, holder: holder, lastActive: start + UInt64($0), evictable: evictable) }
    }

    @Test func anIPv6ClientCountsByItsSlash64() {
        #expect(SlotPolicy.holder(of: "2001:db8:1:2::5") == SlotPolicy.holder(of: "2001:db8:1:2:ffff::9"))
        #expect(SlotPolicy.holder(of: "2001:db8:1:2::5") != SlotPolicy.holder(of: "2001:db8:1:3::5"))
        #expect(SlotPolicy.holder(of: "::ffff:127.0.0.2") == "127.0.0.2")
        #expect(SlotPolicy.holder(of: "127.0.0.2") != SlotPolicy.holder(of: "127.0.0.3"))
    }

    @Test func theHeaviestHolderGivesWayWithItsLongestIdleSlot() {
        // A holds 3 (socket 2 quiet longest: it talked at 2, the others later), B holds 1.
        var slots = held("A", 1...3, idleFrom: 100) + held("B", 4...4)
        slots[1] = .init(connection: 2, holder: "A", lastActive: 50, evictable: true)
        #expect(SlotPolicy.slotToFree(for: "C", among: slots) == 2)
        // B (1 slot) may take one from A (3): A keeps as many as B then has.
        #expect(SlotPolicy.slotToFree(for: "B", among: slots) == 2)
    }

    @Test func nobodyTakesASlotBackInTurn() {
        // A 3 and B 2: B would leave A with 2 and itself with 3, and A could take it back: refused.
        #expect(SlotPolicy.slotToFree(for: "B", among: held("A", 1...3) + held("B", 4...5)) == nil)
        // The heaviest holder's own newcomer is refused, as are newcomers when everyone holds one.
        #expect(SlotPolicy.slotToFree(for: "A", among: held("A", 1...3) + held("B", 4...4)) == nil)
        #expect(SlotPolicy.slotToFree(for: "Z", among: held("A", 1...1) + held("B", 2...2)) == nil)
        #expect(SlotPolicy.slotToFree(for: "Z", among: []) == nil)
    }

    @Test func aTeachersDashboardIsNeverClosedButCounts() {
        // A's two slots are a teacher's (not evictable): the next heaviest with an evictable slot gives way.
        let slots = held("A", 1...2, evictable: false) + held("B", 3...4)
        #expect(SlotPolicy.slotToFree(for: "C", among: slots) == 3)
        #expect(SlotPolicy.slotToFree(for: "C", among: held("A", 1...4, evictable: false)) == nil)
    }

    @Test func amongEquallyHeavyHoldersTheQuietestSlotGoes() {
        let slots = held("A", 1...2, idleFrom: 100) + held("B", 3...4, idleFrom: 10)
        #expect(SlotPolicy.slotToFree(for: "C", among: slots) == 3)
    }

    @Test func aStudentOverTheCapLosesTheLongestIdleOtherTab() {
        let tabs = held("A", 1...4)
        #expect(SlotPolicy.tabsToClose(keeping: 4, of: tabs, cap: 4).isEmpty)
        #expect(SlotPolicy.tabsToClose(keeping: 4, of: tabs, cap: 3) == [1])
        // The newest tab stays even when it is the quietest (it has only just signed in).
        #expect(SlotPolicy.tabsToClose(keeping: 1, of: tabs, cap: 3) == [2])
        #expect(SlotPolicy.tabsToClose(keeping: 4, of: tabs, cap: 2) == [1, 2])
    }
}
