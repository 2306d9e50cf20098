import Testing
import WireProtocol
@testable import Server

/// One render tick is one message per subscriber whose client reads bundles: its audio and pictures
/// in a bundle, each subscriber's own selection (a listener skips what it does not draw), its source
/// byte and its restart point written into the inner headers as it is sent. A client that did not say
/// it reads bundles gets each frame alone.
struct StreamFanoutBundleTests {
    func frame(_ kind: MediaHeader.Kind, sequence: UInt32, flags: UInt8 = 0) -> OutboundPacket {
        let header = MediaHeader(kind: kind, source: .own, flags: flags, sequence: sequence, samplePosition: 4800)
        return OutboundPacket(capacity: MediaHeader.size + 3, isBinary: true, isMedia: true, created: 0) { buf in
            header.write(to: buf)
            for i in 0..<3 { buf[MediaHeader.size + i] = kind.rawValue }
            return MediaHeader.size + 3
        }
    }

    /// What `q` would put on the wire: each message's inner headers (a lone frame is its own), after
    /// the send path's rewrite for that subscriber.
    func sent(_ q: SendQueue) throws -> [[MediaHeader]] {
        var out: [[MediaHeader]] = []
        while let e = q.pop().entry {
            let p = e.packet
            e.prepareHeaders()  // what the send path does (LWSHost.write)
            let bytes = p.bytes
            let outer = try MediaHeader(bytes)
            guard outer.kind == .bundle else { out.append([outer]); continue }
            let ranges = try bytes.withUnsafeBytes { try MediaBundle.frames(in: $0) }
            out.append(try ranges.map { try MediaHeader(Array(bytes[$0])) })
        }
        return out
    }

    func tick(_ base: UInt32, restart: Bool = false) -> [OutboundPacket] {
        [frame(.audio, sequence: base, flags: restart ? MediaHeader.flagRestart : 0),
         frame(.waveform, sequence: base + 1), frame(.spectrum, sequence: base + 2)]
    }

    func bundling(_ id: Int) -> SendQueue {
        let q = SendQueue(connectionID: id)
        q.takesBundles = true
        return q
    }

    @Test func anOwnersTickIsOneMessageHoldingEveryFrameInOrder() throws {
        let fan = StreamFanout(), owner = bundling(1), ready = ReadyList()
        fan.subscribe(owner)
        let r = fan.publish(tick: tick(10, restart: true), ready: ready)
        #expect(r.readied && r.dropped == 0)
        let messages = try sent(owner)
        #expect(messages.count == 1)
        #expect(messages[0].map(\.kind) == [.audio, .waveform, .spectrum])
        #expect(messages[0].map(\.sequence) == [10, 11, 12])
        #expect(messages[0].map(\.source) == [.own, .own, .own])
        #expect(messages[0][0].isRestart && !messages[0][1].isRestart)
        // A tick of one frame goes as that frame, unwrapped.
        _ = fan.publish(tick: [frame(.silence, sequence: 13)], ready: ready)
        #expect(try sent(owner).map { $0.map(\.kind) } == [[.silence]])
    }

    @Test func aListenerGetsItsOwnSelectionWithItsSourceAndARestartPointWhileTheOwnersCopyStaysAsItWas() throws {
        let fan = StreamFanout(), owner = bundling(1), teacher = bundling(2)
        let ready = ReadyList()
        fan.subscribe(owner)
        // A dashboard's listener: no spectrum, one waveform in two, joined mid-stream.
        fan.subscribe(teacher, as: .monitored, midStream: true, skipping: [.spectrum], waveformStride: 2)
        for t in 0..<4 { _ = fan.publish(tick: tick(UInt32(t * 3)), ready: ready) }
        let mine = try sent(owner), theirs = try sent(teacher)
        #expect(mine.count == 4 && mine.allSatisfy { $0.map(\.kind) == [.audio, .waveform, .spectrum] })
        #expect(mine.allSatisfy { $0.allSatisfy { $0.source == .own && !$0.isRestart } })
        // The first waveform goes at once, then one in two; ticks without one are the audio alone.
        #expect(theirs.map { $0.map(\.kind) } == [[.audio, .waveform], [.audio], [.audio, .waveform], [.audio]])
        #expect(theirs.allSatisfy { $0.allSatisfy { $0.source == .monitored } })
        #expect(theirs[0][0].isRestart && !theirs[1][0].isRestart)
    }

    @Test func subscribersTakingTheSameFramesShareOneBundle() {
        let fan = StreamFanout(), ready = ReadyList()
        let queues = (1...3).map(bundling)
        for q in queues { fan.subscribe(q) }
        _ = fan.publish(tick: tick(0), ready: ready)
        let packets = queues.compactMap { $0.pop().entry?.packet }
        #expect(packets.count == 3 && packets.allSatisfy { $0 === packets[0] })
        #expect(packets[0].mediaKind == MediaHeader.Kind.bundle.rawValue)
    }

    @Test func aClientThatDidNotSayItReadsBundlesGetsEachFrameAloneAndItsRestartOnTheAudio() throws {
        let fan = StreamFanout(), owner = bundling(1), old = SendQueue(connectionID: 2), ready = ReadyList()
        fan.subscribe(owner)
        fan.subscribe(old, as: .monitored, midStream: true)
        _ = fan.publish(tick: tick(0), ready: ready)
        #expect(try sent(owner).map { $0.map(\.kind) } == [[.audio, .waveform, .spectrum]])
        let theirs = try sent(old)
        #expect(theirs.map { $0.map(\.kind) } == [[.audio], [.waveform], [.spectrum]])
        #expect(theirs.map { $0[0].isRestart } == [true, false, false])
        #expect(theirs.allSatisfy { $0[0].source == .monitored })
    }

    @Test func metricsCountABundlesFrames() {
        let fan = StreamFanout(), owner = bundling(1), ready = ReadyList()
        fan.subscribe(owner)
        _ = fan.publish(tick: tick(0), ready: ready)
        #expect(owner.pop().entry?.packet.frameCount == 3)
    }

    // MARK: - A listener's batches

    @Test func aListenerGetsSeveralTicksInOneMessageWhileTheOwnerGetsEachTick() throws {
        let fan = StreamFanout(), owner = bundling(1), teacher = bundling(2), ready = ReadyList()
        fan.subscribe(owner)
        fan.subscribe(teacher, as: .monitored, midStream: true, skipping: [.spectrum], waveformStride: 2, batchTicks: 5)
        for t in 0..<10 { _ = fan.publish(tick: tick(UInt32(t * 3)), ready: ready) }
        let mine = try sent(owner), theirs = try sent(teacher)
        #expect(mine.count == 10 && mine.allSatisfy { $0.map(\.kind) == [.audio, .waveform, .spectrum] })
        #expect(mine.allSatisfy { $0.allSatisfy { $0.source == .own && !$0.isRestart } })
        // Two messages of five ticks, every audio frame in order, and the newest of the waveforms
        // taken (one in two) since the last batch: the page would draw the others in the same instant.
        #expect(theirs.map { $0.map(\.kind) } == [[.audio, .audio, .audio, .audio, .audio, .waveform],
                                                  [.audio, .audio, .audio, .audio, .waveform, .audio]])
        #expect(theirs.map { $0.filter { $0.kind == .waveform }.map(\.sequence) } == [[13], [25]])
        let audioSequences: [UInt32] = theirs.flatMap { $0.filter { $0.kind == .audio }.map(\.sequence) }
        #expect(audioSequences == Array(stride(from: UInt32(0), to: 30, by: 3)))
        #expect(theirs.allSatisfy { $0.allSatisfy { $0.source == .monitored } })
        // Only the first audio frame it ever gets is a restart point.
        #expect(theirs.flatMap { $0 }.filter(\.isRestart).map(\.sequence) == [0])
    }

    @Test func aBatchGoesOutWhenTheStreamFallsSilentAndKeepsTheStreamsOwnRestartPoints() throws {
        let fan = StreamFanout(), owner = bundling(1), student = bundling(2), ready = ReadyList()
        fan.subscribe(owner)
        // A class hearing its teacher, subscribed before the teacher played.
        fan.subscribe(student, as: .teacher, batchTicks: 5)
        _ = fan.publish(tick: tick(0, restart: true), ready: ready)
        _ = fan.publish(tick: [frame(.audio, sequence: 3)], ready: ready)
        #expect(student.count == 0)
        _ = fan.publish(tick: [frame(.audio, sequence: 4), frame(.silence, sequence: 5)], ready: ready)
        let theirs = try sent(student)
        #expect(theirs.map { $0.map(\.kind) } == [[.audio, .waveform, .spectrum, .audio, .audio, .silence]])
        #expect(theirs[0].map(\.sequence) == [0, 1, 2, 3, 4, 5])
        #expect(theirs[0].map(\.isRestart) == [true, false, false, false, false, false])
        #expect(theirs[0].allSatisfy { $0.source == .teacher })
        // A tick of one frame when nothing waits: that frame alone.
        _ = fan.publish(tick: [frame(.silence, sequence: 6)], ready: ready)
        #expect(try sent(student).map { $0.map(\.kind) } == [[.silence]])
    }

    @Test func listenersTakingTheSameFramesShareOneBatchAndALateOneGetsItsOwnRestartPoint() throws {
        let fan = StreamFanout(), ready = ReadyList()
        let early = (1...3).map(bundling), late = bundling(9)
        for q in early { fan.subscribe(q, as: .teacher, batchTicks: 2) }
        _ = fan.publish(tick: tick(0), ready: ready)
        _ = fan.publish(tick: tick(3), ready: ready)
        let shared = early.compactMap { $0.pop().entry?.packet }
        #expect(shared.count == 3 && shared.allSatisfy { $0 === shared[0] && $0.headersFinal })
        fan.subscribe(late, as: .teacher, midStream: true, batchTicks: 2)
        _ = fan.publish(tick: tick(6), ready: ready)
        _ = fan.publish(tick: tick(9), ready: ready)
        let next = early.compactMap { $0.pop().entry?.packet }, lateOne = try #require(late.pop().entry?.packet)
        #expect(next.count == 3 && next.allSatisfy { $0 === next[0] } && lateOne !== next[0])
        #expect(try sent(early[0]).isEmpty)
        let lateHeaders = try bytesHeaders(lateOne), earlyHeaders = try bytesHeaders(next[0])
        // Two ticks: both audio frames, the newest waveform and spectrum.
        #expect(lateHeaders.map(\.kind) == [.audio, .audio, .waveform, .spectrum])
        #expect(lateHeaders.map(\.isRestart) == [true, false, false, false])
        #expect(earlyHeaders.allSatisfy { !$0.isRestart } && earlyHeaders.map(\.sequence) == lateHeaders.map(\.sequence))
    }

    @Test func aListenerWhoseClientReadsNoBundlesGetsEveryFrameAtOnce() throws {
        let fan = StreamFanout(), old = SendQueue(connectionID: 2), ready = ReadyList()
        fan.subscribe(old, as: .monitored, midStream: true, batchTicks: 5)
        _ = fan.publish(tick: tick(0), ready: ready)
        #expect(try sent(old).map { $0.map(\.kind) } == [[.audio], [.waveform], [.spectrum]])
    }

    @Test func aBatchWritesItsOwnHeadersWithoutReadingTheOnesAnotherQueueRewrites() throws {
        // The service thread rewrites a queued frame's source and flags bytes for its own subscriber; a
        // batch made meanwhile must carry the listener's source and the frame's own flags.
        let frames = [frame(.audio, sequence: 1, flags: MediaHeader.flagRestart), frame(.audio, sequence: 2)]
        for f in frames { f.payload.storeBytes(of: UInt16(0xEEEE), toByteOffset: 2, as: UInt16.self) }
        let batch = OutboundPacket(batching: frames, source: MediaHeader.Source.monitored.rawValue, restart: false)
        let headers = try bytesHeaders(batch)
        #expect(headers.map(\.source) == [.monitored, .monitored] && headers.map(\.isRestart) == [true, false])
        #expect(headers.map(\.flags) == [MediaHeader.flagRestart, 0])
        // The send path leaves it as it was made.
        SendQueue.Entry(packet: batch, sourceRewrite: MediaHeader.Source.teacher.rawValue, flagsRewrite: 0).prepareHeaders()
        #expect(try bytesHeaders(batch).map(\.source) == [.monitored, .monitored])
    }

    @Test func aListenerSubscribedAgainKeepsWhatWaitedAndOneWhoseClientStopsReadingBundlesGetsItAlone() throws {
        let fan = StreamFanout(), teacher = bundling(2), ready = ReadyList()
        fan.subscribe(teacher, as: .monitored, midStream: true, skipping: [.waveform, .spectrum], batchTicks: 5)
        _ = fan.publish(tick: tick(0), ready: ready)
        _ = fan.publish(tick: tick(3), ready: ready)
        fan.subscribe(teacher, as: .monitored, midStream: true, skipping: [.waveform, .spectrum], batchTicks: 5)
        for t in 2..<5 { _ = fan.publish(tick: tick(UInt32(t * 3)), ready: ready) }
        let batch = try sent(teacher)
        #expect(batch.map { $0.map(\.sequence) } == [[0, 3, 6, 9, 12]])
        #expect(batch[0].map(\.isRestart) == [true, false, false, false, false])
        _ = fan.publish(tick: tick(15), ready: ready)
        teacher.takesBundles = false
        _ = fan.publish(tick: tick(18), ready: ready)
        #expect(try sent(teacher).map { $0.map(\.sequence) } == [[15], [18]])
    }

    /// The inner headers of a bundle packet as they are (no send-path rewrite).
    func bytesHeaders(_ p: OutboundPacket) throws -> [MediaHeader] {
        let bytes = p.bytes
        let ranges = try bytes.withUnsafeBytes { try MediaBundle.frames(in: $0) }
        return try ranges.map { try MediaHeader(Array(bytes[$0])) }
    }
}
