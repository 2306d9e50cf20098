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
            p.rewriteMediaHeaders(source: e.sourceRewrite ?? p.mediaSource, audioFlags: e.flagsRewrite ?? p.mediaFlags)
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
}
