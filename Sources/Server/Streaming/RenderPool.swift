/// The render workers, and which one a new session goes to (the least loaded).
final class RenderPool: Sendable {
    let workers: [RenderWorker]

    init(count: Int, frameMilliseconds: Int, ready: ReadyList, waker: ServiceWaker) {
        let n = max(1, count)
        workers = (0..<n).map {
            RenderWorker(index: $0, frameMilliseconds: frameMilliseconds, ready: ready, waker: waker)
        }
    }

    func start(realtimePriority: Int) { for w in workers { w.start(realtimePriority: realtimePriority) } }

    func stop() { for w in workers { w.stop() } }

    func assign(_ s: SynthSession) {
        let w = workers.min { $0.load < $1.load }!
        w.adopt(s)
    }

    /// Every worker's measurements added up.
    func stats() -> WorkerStats {
        var total = WorkerStats()
        for w in workers { w.collect(into: &total) }
        return total
    }
}
