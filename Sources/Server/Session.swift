import OpusCodec
import Synchronization
import SynthEngine
import WireProtocol

/// One synth session (a student's, or a teacher's own): its streams (own synth, and the lesson
/// target once played), the command inbox the service thread fills, and the fan-out of its media.
///
/// Threads: `send`, `close` and `fanout` are safe from any thread. Everything else belongs to the
/// render worker the session is assigned to, which calls `renderFrame` once per frame tick.
final class Session: @unchecked Sendable {
    let id: String
    /// The owner's outbox (for control messages the worker produces, like `targetDone`).
    let owner: SendQueue
    /// The own synth's audience: the owner, plus a listening teacher or, for a teacher's session, the
    /// class hearing the broadcast. The target stream goes to the owner only.
    let fanout = StreamFanout()
    private let inbox = Mutex<[SessionCommand]>([])
    private let closedFlag = Atomic<Bool>(false)
    private let opus: OpusEncoder.Configuration

    // Worker-only state.
    private var pending: [SessionCommand] = []
    private let own: SourceStream
    private var target: SourceStream?

    init(id: String, owner: SendQueue, opus: OpusEncoder.Configuration, patch: Patch = Patch()) throws {
        self.id = id
        self.owner = owner
        self.opus = opus
        own = try SourceStream(source: .own, opus: opus, patch: patch)
        inbox.withLock { $0.reserveCapacity(64) }
        pending.reserveCapacity(64)
        fanout.subscribe(owner)
    }

    /// Queues a command for the next frame. Any thread.
    func send(_ command: SessionCommand) { inbox.withLock { $0.append(command) } }

    /// Marks the session finished; its worker releases it at the next tick. Any thread.
    func close() { closedFlag.store(true, ordering: .releasing) }

    var isClosed: Bool { closedFlag.load(ordering: .acquiring) }

    /// Applies queued commands, then renders one frame of every stream. Worker thread only.
    /// Returns true if a connection queue went on `ready` (the service thread must be woken).
    func renderFrame(ready: ReadyList, stats: inout WorkerStats) -> Bool {
        inbox.withLock { swap(&$0, &pending) }
        for c in pending { apply(c) }
        pending.removeAll(keepingCapacity: true)

        let fan = fanout, owner = owner
        var dropped = 0, readied = false
        func publish(_ p: OutboundPacket) {
            let r = fan.publish(p, ready: ready)
            dropped += r.dropped
            readied = readied || r.readied
        }
        // The lesson target is the owner's alone: a listening teacher hears the student's own synth.
        func publishToOwner(_ p: OutboundPacket) {
            let r = owner.push(p, now: p.created)
            dropped += r.dropped
            if r.result == .queued(wake: true) {
                ready.add(owner)
                readied = true
            }
        }
        _ = own.tick(publish: publish, stats: &stats)
        if let t = target {
            let r = t.tick(publish: publishToOwner, stats: &stats)
            if r.phraseDone {
                let done = OutboundPacket(text: ServerMessage.targetDone.encoded())
                if owner.push(done).result == .queued(wake: true) {
                    ready.add(owner)
                    readied = true
                }
            }
        }
        stats.mediaDropped += dropped
        return readied
    }

    private func apply(_ c: SessionCommand) {
        switch c {
        case let .set(p, v): own.engine.set(p, v)
        case .setMany(let changes): for ch in changes { own.engine.set(ch.param, ch.value) }
        case .load(let patch): own.engine.load(patch)
        case let .noteOn(n, v): own.engine.play(pitch: n, velocity: v)
        case .noteOff(let n): own.engine.stop(pitch: n)
        case .allNotesOff: own.engine.allNotesOff()
        case .playOwnPhrase(let notes):
            // Both phrases start their LFOs from the same phase, so "mine" and the target compare fairly.
            own.engine.restartModulation()
            own.play(notes)
        case let .playTarget(patch, notes):
            // The second engine is made on first use: most sessions never play a target.
            if target == nil { target = try? SourceStream(source: .target, opus: opus, patch: patch) }
            guard let t = target else { return }
            t.stopAll()
            t.engine.load(patch)
            t.engine.restartModulation()
            t.play(notes)
        case .stopTarget:
            target?.stopAll()
        }
    }
}
