import Foundation
import Synchronization

/// A render thread: paced by its own `FrameClock`, it renders and encodes one frame of each of its
/// sessions per tick, hands the packets to their connections' queues and wakes the service thread
/// once per tick if any queue needs a writeable callback.
///
/// Sessions stay on one worker for life, so an engine is never touched by two threads.
final class RenderWorker: @unchecked Sendable {
    let index: Int
    private let frameNanoseconds: UInt64
    private let ready: ReadyList
    private let waker: ServiceWaker
    private let incoming = Mutex<[Session]>([])
    private let running = Atomic<Bool>(true)
    private let published = Mutex(WorkerStats())
    private let sessionCount = Atomic<Int>(0)
    private let finished = DispatchSemaphore(value: 0)

    // Worker-thread state.
    private var sessions: [Session] = []
    private var local = WorkerStats()

    init(index: Int, frameMilliseconds: Int, ready: ReadyList, waker: ServiceWaker) {
        self.index = index
        frameNanoseconds = UInt64(frameMilliseconds) * 1_000_000
        self.ready = ready
        self.waker = waker
    }

    /// Sessions on this worker (for balancing).
    var load: Int { sessionCount.load(ordering: .relaxed) }

    /// Hands a session to this worker; it starts rendering at the next tick. Any thread.
    func adopt(_ s: Session) {
        sessionCount.wrappingAdd(1, ordering: .relaxed)
        incoming.withLock { $0.append(s) }
    }

    func start() {
        let t = Thread { [self] in run() }
        t.name = "render-\(index)"
        t.qualityOfService = .userInteractive
        t.start()
    }

    /// Stops the thread and waits for it to exit.
    func stop() {
        running.store(false, ordering: .releasing)
        finished.wait()
    }

    /// Adds this worker's measurements into `into`.
    func collect(into out: inout WorkerStats) {
        published.withLock { out.merge($0) }
    }

    private func run() {
        var clock = FrameClock(periodNanoseconds: frameNanoseconds)
        sessions.reserveCapacity(256)
        while running.load(ordering: .acquiring) {
            let tick = clock.waitForNextFrame()
            local.lateness.observe(Double(tick.lateness) / 1e9)
            if tick.resynced { local.resyncs += 1 }
            incoming.withLock { list in
                sessions.append(contentsOf: list)
                list.removeAll(keepingCapacity: true)
            }
            var wake = false
            var i = 0
            while i < sessions.count {
                if sessions[i].isClosed {
                    // Released here, on the thread that used it.
                    sessions.swapAt(i, sessions.count - 1)
                    sessions.removeLast()
                    sessionCount.wrappingSubtract(1, ordering: .relaxed)
                    continue
                }
                if sessions[i].renderFrame(ready: ready, stats: &local) { wake = true }
                i += 1
            }
            if wake { waker.wake() }
            published.withLock { $0.merge(local) }
            local.clear()
        }
        sessions.removeAll()
        finished.signal()
    }
}
