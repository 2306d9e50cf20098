import Foundation
import Synchronization

/// A render thread: renders and encodes the frames of its sessions as they fall due, hands the
/// packets to their connections' queues and wakes the service thread when a queue needs a writeable
/// callback.
///
/// Each session keeps its own frame grid (`FrameClock`): while it sounds, one frame per period on
/// absolute deadlines; while silent, nothing at all. A note reaching a silent session rings the
/// worker's doorbell, and the session's first frame is rendered at once, its grid starting there.
/// So sessions' deadlines fall wherever their notes began, which spreads the CPU load over the period
/// by itself (no fixed slots), and the worker sleeps until the earliest deadline among its sessions.
///
/// Sessions stay on one worker for life, so an engine is never touched by two threads.
final class RenderWorker: @unchecked Sendable {
    let index: Int
    /// The longest sleep: new and closed sessions and the statistics are looked at this often even
    /// when every session is silent.
    private let housekeeping: UInt64
    private let ready: ReadyList
    private let waker: ServiceWaker
    private let doorbell = WorkerDoorbell()
    private let incoming = Mutex<[SynthSession]>([])
    private let running = Atomic<Bool>(true)
    private let published = Mutex(WorkerStats())
    private let sessionCount = Atomic<Int>(0)
    private let finished = DispatchSemaphore(value: 0)

    // Worker-thread state.
    private var sessions: [SynthSession] = []
    private var local = WorkerStats()

    init(index: Int, frameMilliseconds: Int, ready: ReadyList, waker: ServiceWaker) {
        self.index = index
        housekeeping = UInt64(frameMilliseconds) * 1_000_000
        self.ready = ready
        self.waker = waker
    }

    /// Sessions on this worker (for balancing).
    var load: Int { sessionCount.load(ordering: .relaxed) }

    /// Hands a session to this worker; its clock starts when the worker picks it up (at once). Any thread.
    func adopt(_ s: SynthSession) {
        sessionCount.wrappingAdd(1, ordering: .relaxed)
        s.attach(doorbell)
        incoming.withLock { $0.append(s) }
        doorbell.ring()
    }

    /// Starts the thread, on SCHED_FIFO at `realtimePriority` where the process may (0: normal).
    func start(realtimePriority: Int) {
        let t = Thread { [self] in
            RealtimeScheduling.nameCallingThread("render-\(index)")
            run(realtimePriority: realtimePriority)
        }
        t.start()
    }

    /// Stops the thread and waits for it to exit.
    func stop() {
        running.store(false, ordering: .releasing)
        doorbell.ring()
        finished.wait()
    }

    /// Adds this worker's measurements into `into`.
    func collect(into out: inout WorkerStats) {
        published.withLock { out.merge($0) }
    }

    private func run(realtimePriority: Int) {
        sessions.reserveCapacity(256)
        var wakeAt = MonotonicClock.nanoseconds()
        var realtime = RealtimeThread(priority: realtimePriority, now: wakeAt)
        while running.load(ordering: .acquiring) {
            doorbell.wait(until: wakeAt)
            let now = MonotonicClock.nanoseconds()
            incoming.withLock { list in
                for s in list {
                    s.startClock(at: now)
                    sessions.append(s)
                }
                list.removeAll(keepingCapacity: true)
            }
            var next = now + housekeeping
            var i = 0
            while i < sessions.count {
                let s = sessions[i]
                if s.isClosed {
                    // Released here, on the thread that used it.
                    sessions.swapAt(i, sessions.count - 1)
                    sessions.removeLast()
                    sessionCount.wrappingSubtract(1, ordering: .relaxed)
                    continue
                }
                i += 1
                switch s.due(now: now) {
                case .parked:
                    continue
                case .at(let t):
                    next = min(next, t)
                    continue
                case .now:
                    // A fresh clock reading: `now` is stale by the frames rendered since.
                    let t = MonotonicClock.nanoseconds()
                    // The service thread sends while this thread renders the next session (coalesced:
                    // while a wake-up is pending this is one atomic exchange).
                    if s.renderDue(now: t, ready: ready, stats: &local) { waker.wake() }
                    switch s.due(now: t) {
                    case .parked: break
                    case .at(let d): next = min(next, d)
                    case .now: next = t  // behind by more than a frame: go round again at once
                    }
                }
            }
            published.withLock { $0.merge(local) }
            local.clear()
            realtime.check(now: now)
            wakeAt = next
        }
        realtime.end()
        sessions.removeAll()
        finished.signal()
    }
}
