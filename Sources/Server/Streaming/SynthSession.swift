import OpusCodec
import Synchronization
import SynthEngine
import WireProtocol

/// One synth session (a student's, or a teacher's own): its streams (own synth, and the lesson
/// target once played), the command inbox the service thread fills, and the fan-out of its media.
///
/// Timing: while anything sounds, the session renders one frame per period on its `FrameClock`.
/// While it is silent it renders nothing; a command that starts sound rings its worker, which renders
/// the first frame at once and lays the grid from there (no wait for a tick of the old grid).
///
/// Threads: `send`, `close`, `fanout`, `targetFanout` and `attach` are safe from any thread.
/// Everything else belongs to the render worker the session is assigned to.
final class SynthSession: @unchecked Sendable {
    let id: String
    /// The owner's outbox (for control messages the worker produces, like `targetDone`).
    let owner: SendQueue
    /// The own synth's audience: the owner, plus a listening teacher or, for a teacher's session, the
    /// class hearing the broadcast.
    let fanout = StreamFanout()
    /// The lesson target's audience: the owner, plus a listening teacher, who hears the target the
    /// student is matching (a teacher's broadcast carries only the teacher's own synth).
    let targetFanout = StreamFanout()
    private let inbox = Mutex<[SynthCommand]>([])
    /// Set by `send`, cleared when the worker takes the inbox: lets the worker skip silent sessions
    /// with nothing to do without taking their lock.
    private let hasMail = Atomic<Bool>(false)
    /// The worker's view, published after every frame: nothing sounds and no phrase runs.
    private let idleFlag = Atomic<Bool>(true)
    private let closedFlag = Atomic<Bool>(false)
    private let doorbell = Mutex<WorkerDoorbell?>(nil)
    private let opus: OpusEncoder.Configuration

    // Worker-only state.
    private var pending: [SynthCommand] = []
    private let own: SourceStream
    private var target: SourceStream?
    /// Session position at which the target stream was made (its positions count from there).
    private var targetOrigin: UInt64 = 0
    private(set) var clock: FrameClock
    /// How far back a start from silence begins (the owner's page's `lead`, in samples).
    private var lead: UInt64 = 0

    /// Lesson targets already rendered by some session of the process (nil: every session renders its own).
    private let targetCache: TargetRecordingCache?
    /// The recording the target stream is making, and for which lesson target.
    private var recordingKey: TargetRecordingCache.Key?
    /// The frames of the stream being ticked (render worker only; kept for its capacity).
    private var tickScratch: [OutboundPacket] = []

    init(id: String, owner: SendQueue, opus: OpusEncoder.Configuration, patch: Patch = Patch(),
         targetCache: TargetRecordingCache? = nil) throws {
        self.id = id
        self.targetCache = targetCache
        self.owner = owner
        self.opus = opus
        own = try SourceStream(source: .own, opus: opus, patch: patch)
        clock = FrameClock(sampleRate: opus.sampleRate, frameSize: opus.frameSize, anchor: MonotonicClock.nanoseconds())
        inbox.withLock { $0.reserveCapacity(64) }
        pending.reserveCapacity(64)
        fanout.subscribe(owner)
        targetFanout.subscribe(owner)
    }

    /// Where `send` rings when a command should sound at once. Set by the worker that adopts the session.
    func attach(_ bell: WorkerDoorbell) { doorbell.withLock { $0 = bell } }

    /// Queues a command. Any thread. One that starts sound in a silent session wakes the worker so
    /// it renders at once; everything else is applied with the next frame (within one period).
    func send(_ command: SynthCommand) {
        inbox.withLock { $0.append(command) }
        hasMail.store(true, ordering: .releasing)
        if command.startsSound && idleFlag.load(ordering: .acquiring) {
            doorbell.withLock { $0 }?.ring()
        }
    }

    /// Marks the session finished; its worker releases it at the next tick. Any thread.
    func close() { closedFlag.store(true, ordering: .releasing) }

    var isClosed: Bool { closedFlag.load(ordering: .acquiring) }

    // MARK: - Worker thread

    /// Starts the session's frame grid at `now` (the worker adopting it).
    func startClock(at now: UInt64) {
        clock = FrameClock(sampleRate: opus.sampleRate, frameSize: opus.frameSize, anchor: now)
    }

    /// Nothing sounds and no phrase is running: the session is off the grid.
    var isIdle: Bool {
        own.isSilent && !own.isPlayingPhrase && (target.map { $0.isSilent && !$0.isPlayingPhrase } ?? true)
    }

    /// Commands are waiting.
    var hasCommands: Bool { hasMail.load(ordering: .acquiring) }

    /// The end (session samples) of the last audio any stream sent: a restart must not begin before it.
    private var soundEnd: UInt64 {
        max(own.audioEnd, target.map { $0.audioEnd + targetOrigin } ?? 0)
    }

    /// What the worker should do next with this session.
    enum Due: Equatable {
        /// Render a frame now (`renderDue`).
        case now
        /// Nothing before this monotonic time.
        case at(UInt64)
        /// Silent with nothing queued: nothing until a command arrives.
        case parked
    }

    /// When this session next needs its worker, looking at the clock and the inbox at `now`.
    func due(now: UInt64) -> Due {
        if isIdle {
            guard hasCommands else { return .parked }
            // Starting now would overlap audio just sent: wait until that audio's end is due.
            let earliest = clock.time(of: soundEnd)
            return now >= earliest ? .now : .at(earliest)
        }
        return clock.due <= now ? .now : .at(clock.due)
    }

    /// Renders the frame `due(now:)` asked for: a silent session's commands start at `now` (the
    /// grid restarts there), a sounding session takes its next grid frame. Returns true if a
    /// connection queue went on `ready` (the service thread must be woken).
    func renderDue(now: UInt64, ready: ReadyList, stats: inout WorkerStats) -> Bool {
        let position: UInt64
        if isIdle {
            guard let p = clock.startFrame(now: now, notBefore: soundEnd, lead: lead) else { return false }
            position = p
        } else {
            let f = clock.nextGridFrame(now: now)
            stats.lateness.observe(Double(f.lateness) / 1e9)
            if f.resynced { stats.resyncs += 1 }
            position = f.position
        }
        let readied = renderFrame(at: position, ready: ready, stats: &stats)
        idleFlag.store(isIdle, ordering: .releasing)
        return readied
    }

    /// Applies queued commands, then renders one frame of every stream starting at session sample
    /// `position`.
    private func renderFrame(at position: UInt64, ready: ReadyList, stats: inout WorkerStats) -> Bool {
        // A restart moves a silent stream's clock back to the wall clock's position (it ran one frame
        // ahead); commands below (a phrase) then count from the frame actually rendered.
        own.seek(to: position)
        target?.seek(to: position > targetOrigin ? position - targetOrigin : 0)
        if hasMail.exchange(false, ordering: .acquiringAndReleasing) {
            inbox.withLock { swap(&$0, &pending) }
            for c in pending { apply(c, at: position) }
            pending.removeAll(keepingCapacity: true)
        }

        let fan = fanout, targetFan = targetFanout, owner = owner
        var dropped = 0, readied = false
        // A stream's frames of this tick go out together (one message per subscriber: a bundle).
        var packets: [OutboundPacket] = []
        swap(&packets, &tickScratch)  // its capacity, without a copy on the first append
        defer { swap(&packets, &tickScratch) }
        func publishTick(on audience: StreamFanout) {
            guard !packets.isEmpty else { return }
            let r = audience.publish(tick: packets, ready: ready)
            packets.removeAll(keepingCapacity: true)
            dropped += r.dropped
            readied = readied || r.readied
        }
        own.audience(views: fan.wantedViews, changes: fan.audienceChanges)
        target?.audience(views: targetFan.wantedViews, changes: targetFan.audienceChanges)
        let wasComparing = own.isComparing
        let ownDone = own.tick(publish: { packets.append($0) }, stats: &stats).phraseDone
        publishTick(on: fan)
        if ownDone, wasComparing {
            // The compared phrase is over: a switch now would flip between two silences. The
            // comparison ends and the page is told, so its next A or B press starts the phrase again.
            // Both engines are silent by now (that is when a phrase is done), so a cut is inaudible
            // and leaves nothing to render.
            own.endComparison(cut: true)
            if owner.push(OutboundPacket(text: ServerMessage.compareDone.encoded())).result == .queued(wake: true) {
                ready.add(owner)
                readied = true
            }
        }
        if let t = target {
            let r = t.tick(publish: { packets.append($0) }, stats: &stats)
            publishTick(on: targetFan)
            if let recorded = r.recorded, let key = recordingKey { targetCache?.store(recorded, for: key) }
            if r.phraseDone {
                recordingKey = nil
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

    private func apply(_ c: SynthCommand, at position: UInt64) {
        if c.changesSound {
            own.soundMayChange()
            target?.soundMayChange()
        }
        switch c {
        case let .set(p, v): own.engine.set(p, v)
        case .setMany(let changes): for ch in changes { own.engine.set(ch.param, ch.value) }
        case .load(let patch): own.engine.load(patch)
        case let .noteOn(n, v):
            own.engine.play(pitch: n, velocity: v)
            own.comparingPartner?.play(pitch: n, velocity: v)
        case .noteOff(let n):
            own.engine.stop(pitch: n)
            own.comparingPartner?.stop(pitch: n)
        case .allNotesOff:
            own.engine.allNotesOff()
            own.comparingPartner?.allNotesOff()
        case .playOwnPhrase(let notes):
            // Both phrases start their LFOs from the same phase, so "mine" and the target compare fairly.
            own.endComparison(cut: false)
            own.engine.restartModulation()
            own.play(notes)
        case let .compare(patch, notes, side, visible):
            // The target phrase would play over the comparison: one sound at a time.
            target?.stopAll()
            // A phrase of "mine" still running would end a comparison of held keys when it finishes.
            if notes == nil { own.stopPhrase() }
            own.beginComparison(with: patch, side: side, visible: visible)
            if let notes {
                own.engine.allNotesOff()
                own.engine.restartModulation()
                own.comparingPartner?.restartModulation()
                own.play(notes)
            }
        case .abSwitch(let side):
            if own.isComparing { own.select(side) }
        case .views(let shown):
            fanout.setShowsViews(owner, shown)
            targetFanout.setShowsViews(owner, shown)
        case .lead(let ms):
            lead = UInt64((ms * Double(opus.sampleRate) / 1000).rounded())
        case let .playTarget(patch, notes, visuals, lesson):
            // The second engine is made on first use: most sessions never play a target.
            if target == nil {
                target = try? SourceStream(source: .target, opus: opus, patch: patch)
                targetOrigin = position
            }
            guard let t = target else { return }
            own.endComparison(cut: false)
            t.sendsVisuals = visuals
            t.stopAll()
            t.engine.load(patch)
            t.engine.restartModulation()
            t.play(notes)
            recordingKey = nil
            // A hidden target sounds the same for every student: replay the process's recording of it,
            // or make one. Never with pictures (they follow the engine, which a replay does not run).
            if !visuals, let lesson, let cache = targetCache {
                let key = TargetRecordingCache.Key(lesson: lesson, patch: patch, notes: notes)
                if let r = cache.recording(for: key), t.replay(r) { return }
                t.startRecording()
                recordingKey = key
            }
        case let .setTarget(p, v):
            target?.cancelRecording()
            recordingKey = nil
            target?.engine.set(p, v)
        case .stopTarget:
            target?.stopAll()
            own.endComparison(cut: true)
        case .stopPlayback:
            target?.stopAll()
            own.stopPhrase()
            own.engine.allNotesOff()
            own.endComparison(cut: false)
        }
    }
}
