import Synchronization
import WireProtocol

/// A stream's audience: "encode once, send to many". A session's own synth has its owner's
/// connection subscribed from the start; listeners (a teacher listening in, a class hearing its
/// teacher's broadcast) join and leave from the service thread at any time while the worker publishes.
/// Joining or leaving costs the render path nothing: the packets are the same objects for everyone.
final class StreamFanout: Sendable {
    struct Subscriber {
        let queue: SendQueue
        /// Source byte the subscriber sees in media headers, if different from the stream's own.
        let sourceRewrite: UInt8?
        /// Set for a subscriber who joined mid-stream: its first audio packet is marked as a decoder
        /// restart point (its decoder has not seen the packets before).
        var needsRestart: Bool
        /// Media kinds (bit `1 << kind`) this subscriber does not get.
        let skipKinds: UInt8
        /// Gets one waveform frame in this many (1: all of them).
        let waveformStride: UInt8
        /// Waveform frames since the last one it got.
        var waveformSkipped: UInt8
        /// Whether its page shows the pictures now (the owner's page says so with `views`).
        var showsViews = true
        /// The frames of the tick being published it takes (bit n: the tick's nth packet), and whether
        /// they go as one bundle: set in `publish(tick:)`'s first pass, read in its second.
        var taken: UInt8 = 0
        var bundled = false
        /// A listener's batch (see `subscribe`): it gets the frames of this many ticks in one message.
        let batchTicks: UInt8
        /// The frames taken since its last batch went out, in order.
        var pending: [OutboundPacket] = []
        /// Its batch goes out in this tick: the index of its message in `publish(tick:)`'s list.
        var batch: Int?

        /// Whether it gets batches now (its client must read bundles: a batch is one). Read once a
        /// tick into `batching`: the client may say otherwise (`hello`) between the two passes.
        var batches: Bool { batchTicks > 1 && queue.takesBundles }
        var batching = false
        /// Its batch carries a restart point: it joined mid-stream and audio waits.
        var batchRestarts: Bool { needsRestart && pending.contains { $0.mediaKind == MediaHeader.Kind.audio.rawValue } }

        /// Whether its batch goes out in tick `tick`: every `batchTicks`, or at once when the stream falls quiet.
        func batchDue(tick: UInt64, quiet: Bool) -> Bool { quiet || tick % UInt64(batchTicks) == 0 }

        /// The pictures it draws now: none while its page hides them, none of a kind it skips, and no
        /// spectrum for a client that draws its own from the audio (`hello` with `spectrumFrames: false`).
        var views: MediaViews {
            guard showsViews else { return [] }
            var v: MediaViews = []
            if skipKinds & 1 << MediaHeader.Kind.waveform.rawValue == 0 { v.insert(.waveform) }
            if skipKinds & 1 << MediaHeader.Kind.spectrum.rawValue == 0 && queue.takesSpectrumFrames { v.insert(.spectrum) }
            return v
        }
    }

    /// The subscribers, and `publish(tick:)`'s lists of one tick's shared messages (bundles, listeners'
    /// batches): kept between ticks for their capacity so the render path allocates no list, and
    /// emptied at the end of each tick.
    private struct Audience {
        var subs: [Subscriber] = []
        var bundles: [(taken: UInt8, packet: OutboundPacket)] = []
        var batches: [(first: Int, packet: OutboundPacket)] = []
    }
    private let audience = Mutex<Audience>(Audience())
    /// Ticks published (each `publish` call is one; only the stream's render worker publishes):
    /// listeners' batches go out together, when it is a multiple of their `batchTicks`, so listeners
    /// taking the same frames share one message.
    private let ticks = Atomic<UInt64>(0)
    /// The pictures anybody in the audience draws (`MediaViews` bits): what nobody draws, the stream does
    /// not even analyse for (the views cost more than the synth). Written under the lock, read by the
    /// render worker once per frame without it.
    private let viewsWanted = Atomic<UInt8>(MediaViews.all.rawValue)

    /// Counts changes of the audience (a subscriber added or gone, a page's pictures shown or hidden):
    /// the stream draws a still waveform at the full rate again when it moves, so a newcomer's picture
    /// comes with the next frame. Written under the lock, read by the render worker without it.
    private let changes = Atomic<UInt64>(0)

    /// The pictures somebody in the audience draws now.
    var wantedViews: MediaViews { MediaViews(rawValue: viewsWanted.load(ordering: .relaxed)) }

    /// How many times the audience has changed (see `changes`).
    var audienceChanges: UInt64 { changes.load(ordering: .relaxed) }

    init() {}

    /// Adds `queue` (replacing an earlier subscription of it). `midStream`: the subscriber joins a
    /// stream that may already be playing. `skipping`: media kinds it has no use for.
    /// `waveformStride`: it gets one waveform frame in that many (its picture is smaller, or drawn
    /// less often, than the owner's).
    /// `batchTicks`: a listener who only hears (a teacher listening in) gets the frames of this many
    /// ticks in one message, if its client reads bundles, and at once when the stream goes silent. A message is a writeable callback and a `sendto`: one per tick made a
    /// listener cost ~8 % of a session's render and encode (`bench_classroom.py listener`); a teacher
    /// only hears it, so they wait a batch longer. The owner never batches.
    func subscribe(_ queue: SendQueue, as source: MediaHeader.Source? = nil, midStream: Bool = false,
                   skipping: [MediaHeader.Kind] = [], waveformStride: Int = 1, batchTicks: Int = 1) {
        let mask = skipping.reduce(UInt8(0)) { $0 | (1 << $1.rawValue) }
        let stride = UInt8(clamping: max(1, waveformStride))
        let batch = UInt8(clamping: max(1, batchTicks))
        audience.withLock { a in
            let earlier = a.subs.first { $0.queue === queue }
            a.subs.removeAll { $0.queue === queue }
            // The first waveform goes out at once, so the picture appears with the sound.
            var sub = Subscriber(queue: queue, sourceRewrite: source?.rawValue, needsRestart: midStream, skipKinds: mask,
                                 waveformStride: stride, waveformSkipped: stride - 1, batchTicks: batch)
            // Its frames of a batch, allocated here and not on the render path (a tick takes at most 4).
            if batch > 1 { sub.pending.reserveCapacity(Int(batch) * 4) }
            // Subscribed again as the same listener: the frames of its batch so far still go out (a
            // restart point first if they were to have one).
            if let earlier, earlier.sourceRewrite == sub.sourceRewrite, !earlier.pending.isEmpty {
                sub.pending.append(contentsOf: earlier.pending)
                sub.needsRestart = sub.needsRestart || earlier.needsRestart
            }
            a.subs.append(sub)
            updateViewsWanted(a.subs)
        }
    }

    func unsubscribe(_ queue: SendQueue) {
        audience.withLock { a in
            a.subs.removeAll { $0.queue === queue }
            updateViewsWanted(a.subs)
        }
    }

    /// `queue`'s page shows the pictures (`views`) or not: frames it would not draw are not sent.
    func setShowsViews(_ queue: SendQueue, _ shows: Bool) {
        audience.withLock { a in
            for i in a.subs.indices where a.subs[i].queue === queue { a.subs[i].showsViews = shows }
            updateViewsWanted(a.subs)
        }
    }

    /// A subscriber's client said what it draws (`hello`) after it subscribed: the wanted pictures again.
    func refreshViews() {
        audience.withLock { updateViewsWanted($0.subs) }
    }

    private func updateViewsWanted(_ s: [Subscriber]) {
        viewsWanted.store(s.reduce(MediaViews()) { $0.union($1.views) }.rawValue, ordering: .relaxed)
        changes.add(1, ordering: .relaxed)
    }

    var count: Int { audience.withLock { $0.subs.count } }

    /// Hands `packet` to every subscriber's queue; queues that need the service thread's attention
    /// go on `ready`. Returns how many older media frames the queues dropped to make room, and
    /// whether any queue went on `ready` (then the service thread must be woken).
    func publish(_ packet: OutboundPacket, ready: ReadyList) -> (dropped: Int, readied: Bool) {
        publish(tick: CollectionOfOne(packet), ready: ready)
    }

    /// Hands one render tick's packets (in order) to every subscriber's queue: each takes the ones
    /// it wants (its kinds, its waveform stride, pictures only while shown), several of them as one
    /// bundle (MediaBundle: one write, one wake-up) if its client reads bundles. Subscribers that take
    /// the same frames share one bundle. Queues that need the service thread go on `ready`; returns
    /// how many older media frames the queues dropped, and whether any queue went on `ready`.
    func publish<C: Collection<OutboundPacket>>(tick packets: C, ready: ReadyList) -> (dropped: Int, readied: Bool)
    where C.Index == Int {
        // A tick makes at most four media frames (audio, waveform, spectrum, silence); a mask has room for 8.
        precondition(packets.count <= 8 && packets.allSatisfy(\.isMedia), "a tick publishes at most 8 media frames")
        let first = packets.startIndex
        func bit(_ n: Int) -> UInt8 { 1 << UInt8(n - first) }
        /// The packets a mask names, in the tick's order.
        func chosen(_ mask: UInt8) -> some Collection<OutboundPacket> {
            packets.indices.lazy.filter { mask & bit($0) != 0 }.map { packets[$0] }
        }
        let audio = packets.indices.reduce(UInt8(0)) { packets[$1].mediaKind == MediaHeader.Kind.audio.rawValue ? $0 | bit($1) : $0 }
        // The stream went quiet: batches go out now, not when the next sound starts.
        let quiet = packets.contains { $0.mediaKind == MediaHeader.Kind.silence.rawValue }
        let tick = ticks.wrappingAdd(1, ordering: .relaxed).newValue
        return audience.withLock { a in
            // First what everyone takes and every bundle, then the pushes: once a packet is in a
            // queue the service thread may rewrite its header bytes, which a bundle must not copy.
            // (The lists are emptied at the end, so no packet outlives its tick in them.)
            defer {
                a.bundles.removeAll(keepingCapacity: true)
                a.batches.removeAll(keepingCapacity: true)
            }
            for i in a.subs.indices {
                var taken: UInt8 = 0
                for n in packets.indices where takes(packets[n], &a.subs[i]) { taken |= bit(n) }
                a.subs[i].taken = taken
                a.subs[i].batch = nil
                a.subs[i].batching = a.subs[i].batches
                if a.subs[i].batching {
                    // A listener's frames wait for its batch; a single frame goes as itself (below). A
                    // batch carries its newest picture of each kind only: the page would draw the older
                    // ones in the same instant, each over the last.
                    for n in packets.indices where taken & bit(n) != 0 {
                        let kind = packets[n].mediaKind
                        if kind == MediaHeader.Kind.waveform.rawValue || kind == MediaHeader.Kind.spectrum.rawValue {
                            a.subs[i].pending.removeAll { $0.mediaKind == kind }
                        }
                        a.subs[i].pending.append(packets[n])
                    }
                    a.subs[i].taken = 0
                    guard a.subs[i].batchDue(tick: tick, quiet: quiet) && a.subs[i].pending.count > 1 else { continue }
                    if let j = a.batches.firstIndex(where: { sameBatch(a.subs[$0.first], a.subs[i]) }) {
                        a.subs[i].batch = j
                    } else {
                        a.batches.append((i, OutboundPacket(batching: a.subs[i].pending, source: a.subs[i].sourceRewrite ?? a.subs[i].pending[0].mediaSource,
                                                          restart: a.subs[i].batchRestarts)))
                        a.subs[i].batch = a.batches.count - 1
                    }
                    continue
                }
                a.subs[i].bundled = taken.nonzeroBitCount > 1 && a.subs[i].queue.takesBundles
                if a.subs[i].bundled && !a.bundles.contains(where: { $0.taken == taken }) {
                    a.bundles.append((taken, OutboundPacket(bundling: chosen(taken))))
                }
            }
            var dropped = 0, readied = false
            func push(_ message: OutboundPacket, _ sub: inout Subscriber, audio: Bool) {
                var flags: UInt8?
                if audio && sub.needsRestart {
                    flags = message.mediaFlags | MediaHeader.flagRestart
                    sub.needsRestart = false
                }
                let r = sub.queue.push(message, sourceRewrite: sub.sourceRewrite, flagsRewrite: flags, now: message.created)
                dropped += r.dropped
                if r.result == .queued(wake: true) {
                    ready.add(sub.queue)
                    readied = true
                }
            }
            for i in a.subs.indices where !a.subs[i].pending.isEmpty {
                guard a.subs[i].batching else {
                    // Its client stopped reading bundles mid-batch: what waited goes out alone, first.
                    for p in a.subs[i].pending { push(p, &a.subs[i], audio: p.mediaKind == MediaHeader.Kind.audio.rawValue) }
                    a.subs[i].pending.removeAll(keepingCapacity: true)
                    continue
                }
                if let j = a.subs[i].batch {
                    // Headers final: the restart point, if it needed one, is in the batch already.
                    let batch = a.batches[j].packet
                    push(batch, &a.subs[i], audio: false)
                    if a.subs[i].batchRestarts { a.subs[i].needsRestart = false }
                    a.subs[i].pending.removeAll(keepingCapacity: true)
                } else if a.subs[i].batchDue(tick: tick, quiet: quiet) {
                    let only = a.subs[i].pending[0]
                    push(only, &a.subs[i], audio: only.mediaKind == MediaHeader.Kind.audio.rawValue)
                    a.subs[i].pending.removeAll(keepingCapacity: true)
                }
            }
            for i in a.subs.indices where a.subs[i].taken != 0 {
                let taken = a.subs[i].taken
                if a.subs[i].bundled, let b = a.bundles.first(where: { $0.taken == taken }) {
                    push(b.packet, &a.subs[i], audio: taken & audio != 0)
                } else {
                    for n in packets.indices where taken & bit(n) != 0 {
                        push(packets[n], &a.subs[i], audio: audio & bit(n) != 0)
                    }
                }
            }
            return (dropped, readied)
        }
    }

    /// Whether two listeners' batches are the same message: the same frames, seen as the same source,
    /// and the same restart point.
    private func sameBatch(_ a: Subscriber, _ b: Subscriber) -> Bool {
        a.sourceRewrite == b.sourceRewrite && a.batchRestarts == b.batchRestarts && a.pending.count == b.pending.count
            && zip(a.pending, b.pending).allSatisfy { $0 === $1 }
    }

    /// Whether `sub` takes `packet` (and counts a waveform against its stride).
    private func takes(_ packet: OutboundPacket, _ sub: inout Subscriber) -> Bool {
        let kind = packet.mediaKind
        let kindBit: UInt8 = kind < 8 ? 1 << kind : 0
        let isWaveform = kind == MediaHeader.Kind.waveform.rawValue
        let view: MediaViews? = isWaveform ? .waveform : kind == MediaHeader.Kind.spectrum.rawValue ? .spectrum : nil
        if sub.skipKinds & kindBit != 0 { return false }
        if let view, !sub.views.contains(view) { return false }
        if isWaveform && sub.waveformStride > 1 {
            sub.waveformSkipped &+= 1
            if sub.waveformSkipped < sub.waveformStride { return false }
            sub.waveformSkipped = 0
        }
        return true
    }
}
