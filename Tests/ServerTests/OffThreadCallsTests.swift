import Dispatch
@testable import Server
import Testing

/// The executor that runs store calls off the service thread: calls that share a key (changes to one
/// class) run one at a time and hand back in the order they came; others do not wait for them.
@Suite("Off-thread calls")
struct OffThreadCallsTests {
    /// Waits (a bounded number of short sleeps) until `done` holds, collecting what `calls` handed back.
    static func collect(_ calls: OffThreadCalls<Int>, into got: inout [Int], until done: ([Int]) -> Bool) async throws {
        for _ in 0..<2_000 where !done(got) {
            calls.drain(into: &got)
            if done(got) { return }
            try await Task.sleep(nanoseconds: 5_000_000)
        }
    }

    @Test func callsWithOneKeyHandBackInOrderAndOthersDoNotWait() async throws {
        // No lws context here: the test drains by polling, so the waker has nothing to wake.
        let waker = ServiceWaker(context: OpaquePointer(bitPattern: 0x1)!)
        waker.invalidate()
        let calls = OffThreadCalls<Int>(label: "test.offthread", concurrency: 4, waker: waker)
        let gate = DispatchSemaphore(value: 0)
        calls.run(orderedBy: "class c-1") { gate.wait(); return 1 }   // slow: held until the others are in
        calls.run(orderedBy: "class c-1") { 2 }
        calls.run(orderedBy: "class c-1") { 3 }
        calls.run { 10 }
        calls.run(orderedBy: "class c-2") { 20 }

        var got: [Int] = []
        try await Self.collect(calls, into: &got) { $0.contains(10) && $0.contains(20) }
        #expect(Set(got) == [10, 20], "a call without a key and a call on another class ran while c-1's first was held")
        #expect(!calls.isIdle, "c-1's calls are still waiting and count as in flight")

        gate.signal()
        // The count drops just after the hand-back: wait for both.
        try await Self.collect(calls, into: &got) { $0.count == 5 && calls.isIdle }
        #expect(got.filter { $0 < 10 } == [1, 2, 3], "c-1's calls handed back in the order they came")
        #expect(calls.isIdle)
        // The key's line was cleared once it ran dry: a later call on it starts at once.
        calls.run(orderedBy: "class c-1") { 4 }
        try await Self.collect(calls, into: &got) { $0.contains(4) }
        #expect(got.last == 4)
    }
}
