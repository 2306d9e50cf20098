import Foundation
import Synchronization

/// A render thread: renders and encodes one frame of each of its sessions every frame period, hands
/// the packets to their connections' queues and wakes the service thread when a queue needs a
/// writeable callback.
///
/// Smoothing: the frame period is cut into slots of ~5 ms and each session lives in one slot, so a
/// worker renders a quarter of its sessions every 5 ms (20 ms frames) instead of all of them at
/// once. Every session still gets exactly one frame per period, but the CPU bursts are a quarter as
/// long, the service thread gets packets to send while rendering goes on, and workers are offset
/// from each other within a slot so their bursts do not coincide.
///
/// Sessions stay on one worker (and one slot) for life, so an engine is never touched by two threads.
final class RenderWorker: @unchecked Sendable {
    /// Target slot length.
    static let slotNanoseconds: UInt64 = 5_000_000

    let index: Int
    private let slotCount: Int
    private let slotPeriod: UInt64
    private let phase: UInt64
    private let ready: ReadyList
    private let waker: ServiceWaker
    private let incoming = Mutex<[Session]>([])
    private let running = Atomic<Bool>(true)
    private let published = Mutex(WorkerStats())
    private let sessionCount = Atomic<Int>(0)
    private let finished = DispatchSemaphore(value: 0)

    // Worker-thread state: the sessions of each slot.
    private var slots: [[Session]]
    private var local = WorkerStats()

    init(index: Int, of count: Int, frameMilliseconds: Int, ready: ReadyList, waker: ServiceWaker) {
        self.index = index
        let frame = UInt64(frameMilliseconds) * 1_000_000
        slotCount = max(1, Int(frame / Self.slotNanoseconds))
        slotPeriod = frame / UInt64(slotCount)
        phase = slotPeriod * UInt64(index) / UInt64(max(1, count))
        slots = Array(repeating: [], count: slotCount)
        self.ready = ready
        self.waker = waker
    }

    /// Sessions on this worker (for balancing).
    var load: Int { sessionCount.load(ordering: .relaxed) }

    /// Hands a session to this worker; it starts rendering within one frame. Any thread.
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
        var clock = FrameClock(periodNanoseconds: slotPeriod, startOffset: phase, maxLagFrames: 5 * UInt64(slotCount))
        for i in slots.indices { slots[i].reserveCapacity(64) }
        var slot = 0
        while running.load(ordering: .acquiring) {
            let tick = clock.waitForNextFrame()
            local.lateness.observe(Double(tick.lateness) / 1e9)
            if tick.resynced { local.resyncs += 1 }
            incoming.withLock { list in
                // Newcomers go to the emptiest slot.
                for s in list {
                    let target = slots.indices.min { slots[$0].count < slots[$1].count }!
                    slots[target].append(s)
                }
                list.removeAll(keepingCapacity: true)
            }
            var wake = false
            var i = 0
            while i < slots[slot].count {
                let s = slots[slot][i]
                if s.isClosed {
                    // Released here, on the thread that used it.
                    slots[slot].swapAt(i, slots[slot].count - 1)
                    slots[slot].removeLast()
                    sessionCount.wrappingSubtract(1, ordering: .relaxed)
                    continue
                }
                if s.renderFrame(ready: ready, stats: &local) { wake = true }
                i += 1
            }
            if wake { waker.wake() }
            published.withLock { $0.merge(local) }
            local.clear()
            slot = (slot + 1) % slotCount
        }
        slots.removeAll()
        finished.signal()
    }
}
