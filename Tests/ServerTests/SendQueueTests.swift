import Testing
import WireProtocol
@testable import Server

/// The bounded per-connection outbox: stale media is dropped, control messages never are, and a
/// queue that stays behind is reported too slow.
struct SendQueueTests {
    func media(at t: UInt64) -> OutboundPacket {
        OutboundPacket(capacity: 16, isBinary: true, isMedia: true, created: t) { buf in
            buf[2] = 0
            return 16
        }
    }

    let ms: UInt64 = 1_000_000

    @Test func firstPushWakesLaterOnesDoNot() {
        let q = SendQueue(connectionID: 1)
        #expect(q.push(media(at: 0), now: 0).result == .queued(wake: true))
        #expect(q.push(media(at: 1), now: 1).result == .queued(wake: false))
        #expect(q.pop().more)
        #expect(!q.pop().more)
        // Idle again: the next push must wake the service thread.
        #expect(q.push(media(at: 2), now: 2).result == .queued(wake: true))
    }

    @Test func mediaOlderThanTheBoundIsDroppedControlIsKept() {
        let q = SendQueue(connectionID: 1, maxMediaAgeMs: 200)
        _ = q.push(media(at: 0), now: 0)
        _ = q.push(OutboundPacket(text: Array("{}".utf8)), now: 0)
        _ = q.push(media(at: 100 * ms), now: 100 * ms)
        let r = q.push(media(at: 250 * ms), now: 250 * ms)
        #expect(r.dropped == 1)
        #expect(q.count == 3 && q.drops == 1)
        #expect(q.pop().entry?.packet.isMedia == false, "the control message is first now")
    }

    @Test func behindForLongIsTooSlowAndDrainingClearsIt() {
        let q = SendQueue(connectionID: 1, maxMediaAgeMs: 200, tooSlowAfterSeconds: 5)
        var t: UInt64 = 0
        while t < 6_000 * ms {
            _ = q.push(media(at: t), now: t)
            t += 20 * ms
        }
        #expect(q.isTooSlow(now: t))
        while q.pop().entry != nil {}
        #expect(!q.isTooSlow(now: t))
    }

    @Test func closedQueueRefusesPushes() {
        let q = SendQueue(connectionID: 1)
        _ = q.push(media(at: 0), now: 0)
        q.close()
        #expect(q.push(media(at: 1), now: 1).result == .closed)
        #expect(q.pop().entry == nil)
    }

    @Test func fanoutSendsOnePacketToEverySubscriberWithItsSource() {
        let fan = StreamFanout(), ready = ReadyList()
        let owner = SendQueue(connectionID: 1), teacher = SendQueue(connectionID: 2)
        fan.subscribe(owner)
        fan.subscribe(teacher, as: .monitored)
        let p = media(at: 0)
        #expect(fan.publish(p, ready: ready).readied)
        let a = owner.pop().entry, b = teacher.pop().entry
        #expect(a?.packet === p && b?.packet === p)
        #expect(a?.sourceRewrite == nil && b?.sourceRewrite == 2)
        var queues: [SendQueue] = []
        ready.drain(into: &queues)
        #expect(queues.count == 2)
        fan.unsubscribe(teacher)
        #expect(fan.count == 1)
    }

    @Test func aListenerGetsOneWaveformInStrideAndEveryAudioFrame() {
        let fan = StreamFanout(), ready = ReadyList()
        let owner = SendQueue(connectionID: 1), teacher = SendQueue(connectionID: 2)
        fan.subscribe(owner)
        fan.subscribe(teacher, as: .monitored, midStream: true, skipping: [.spectrum], waveformStride: 2)
        func frame(_ kind: MediaHeader.Kind, _ seq: UInt32) -> OutboundPacket {
            let h = MediaHeader(kind: kind, source: .own, sequence: seq, samplePosition: UInt64(seq) * 960)
            return OutboundPacket(capacity: MediaHeader.size + 4, isBinary: true, isMedia: true, created: UInt64(seq)) { buf in
                h.write(to: buf)
                return MediaHeader.size + 4
            }
        }
        var seq: UInt32 = 0
        for _ in 0..<6 {
            for kind in [MediaHeader.Kind.audio, .waveform, .spectrum] {
                _ = fan.publish(frame(kind, seq), ready: ready)
                seq += 1
            }
        }
        func kinds(_ q: SendQueue) -> [UInt8] {
            var out: [UInt8] = []
            while let e = q.pop().entry { out.append(e.packet.mediaKind) }
            return out
        }
        let a = MediaHeader.Kind.audio.rawValue, w = MediaHeader.Kind.waveform.rawValue
        #expect(kinds(owner).count == 18)
        // The first waveform goes out at once (the picture appears with the sound), then every other one.
        #expect(kinds(teacher) == [a, w, a, a, w, a, a, w, a])
    }
}
