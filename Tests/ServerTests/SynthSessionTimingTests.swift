import OpusCodec
import Testing
import WireProtocol
@testable import Server

/// When a session renders: nothing while silent, its first frame at once when a note arrives (no
/// wait for a tick), then one frame per period on the grid laid from that moment.
struct SessionTimingTests {
    let ms: UInt64 = 1_000_000
    let t0: UInt64 = 5_000_000_000

    func session() throws -> (SynthSession, SendQueue) {
        let q = SendQueue(connectionID: 1)
        let s = try SynthSession(id: "s", owner: q, opus: OpusEncoder.Configuration())
        s.startClock(at: t0)
        return (s, q)
    }

    /// Media headers waiting in `q`, oldest first (a bundle's inner frames, as a client reads them).
    func headers(_ q: SendQueue) throws -> [MediaHeader] {
        var out: [MediaHeader] = []
        while case let (entry?, _) = q.pop() {
            guard entry.packet.isMedia else { continue }
            let bytes = entry.packet.bytes
            let header = try MediaHeader(bytes)
            guard header.kind == .bundle else { out.append(header); continue }
            for r in try bytes.withUnsafeBytes({ try MediaBundle.frames(in: $0) }) { out.append(try MediaHeader(Array(bytes[r]))) }
        }
        return out
    }

    @Test func aSilentSessionIsParkedUntilACommandArrives() throws {
        let (s, q) = try session()
        #expect(s.due(now: t0 + 100 * ms) == .parked)
        // A knob turn is applied at once, but sounds like nothing and sends nothing.
        s.send(.set(.filterCutoff, 800))
        #expect(s.due(now: t0 + 100 * ms) == .now)
        var stats = WorkerStats()
        _ = s.renderDue(now: t0 + 100 * ms, ready: ReadyList(), stats: &stats)
        #expect(try headers(q).isEmpty)
        #expect(s.due(now: t0 + 101 * ms) == .parked)
    }

    @Test func aNoteStartsAtOnceAndThenFollowsItsOwnGrid() throws {
        let (s, q) = try session()
        var stats = WorkerStats()
        let ready = ReadyList()
        // 107.3 ms in: the old grid (every 20 ms from t0) would have made the note wait 12.7 ms.
        let noteAt = t0 + 107_300_000
        s.send(.noteOn(60, velocity: 0.8))
        #expect(s.due(now: noteAt) == .now)
        _ = s.renderDue(now: noteAt, ready: ready, stats: &stats)
        let first = try headers(q).filter { $0.kind == .audio }
        #expect(first.count == 1)
        #expect(first.first?.isRestart == true)
        // Its position is the one due at that moment: 107.3 ms of 48 kHz samples.
        #expect(first.first?.samplePosition == 5_150)
        #expect(s.due(now: noteAt) == .at(s.clock.time(of: 5_150 + 960)))

        // Sounding: a second note waits for the grid instead of bursting ahead.
        s.send(.noteOn(64, velocity: 0.8))
        #expect(s.due(now: noteAt + 5 * ms) == .at(s.clock.time(of: 6_110)))
        _ = s.renderDue(now: s.clock.time(of: 6_110), ready: ready, stats: &stats)
        let next = try headers(q).filter { $0.kind == .audio }
        #expect(next.map(\.samplePosition) == [6_110])
        #expect(next.first?.isRestart == false)
    }

    @Test func aNoteFromSilenceBeginsThePagesLeadBack() throws {
        let (s, q) = try session()
        var stats = WorkerStats()
        let ready = ReadyList()
        // The page's player wants 12 ms in hand when a frame arrives (`lead`): said while silent.
        s.send(.lead(ms: 12))
        _ = s.renderDue(now: t0 + 50 * ms, ready: ready, stats: &stats)
        let noteAt = t0 + 107_300_000
        s.send(.noteOn(60, velocity: 0.8))
        _ = s.renderDue(now: noteAt, ready: ready, stats: &stats)
        let first = try headers(q).filter { $0.kind == .audio }
        // 5_150 is due now; the frame begins 576 samples (12 ms) before, so the page plays it on arrival.
        #expect(first.map(\.samplePosition) == [4_574])
        #expect(first.first?.isRestart == true)
        // The next frame keeps to the grid from there: due 20 ms after the first frame's start.
        #expect(s.due(now: noteAt) == .at(s.clock.time(of: 4_574 + 960)))
        _ = s.renderDue(now: s.clock.time(of: 5_534), ready: ready, stats: &stats)
        #expect(try headers(q).filter { $0.kind == .audio }.map(\.samplePosition) == [5_534])
    }

    @Test func soundStartingCommandsRingTheWorkerOnlyWhenSilent() throws {
        let (s, _) = try session()
        let bell = WorkerDoorbell()
        s.attach(bell)
        s.send(.set(.filterCutoff, 800))
        #expect(!bell.wait(until: 0), "a knob turn waits for the next pass")
        s.send(.noteOn(60, velocity: 0.8))
        #expect(bell.wait(until: 0), "a note in a silent session wakes the worker")
        var stats = WorkerStats()
        _ = s.renderDue(now: t0 + 50 * ms, ready: ReadyList(), stats: &stats)
        s.send(.noteOn(62, velocity: 0.8))
        #expect(!bell.wait(until: 0), "a sounding session stays on its grid")
    }

    @Test func doorbellWaitEndsAtItsDeadline() {
        let bell = WorkerDoorbell()
        let start = MonotonicClock.nanoseconds()
        #expect(!bell.wait(until: start + 3 * ms))
        #expect(MonotonicClock.nanoseconds() >= start + 3 * ms)
        bell.ring()
        bell.ring()
        #expect(bell.wait(until: start + 10_000 * ms), "rung before the wait: returns at once")
    }
}
