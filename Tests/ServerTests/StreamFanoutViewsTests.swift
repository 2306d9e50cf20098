import Testing
import WireProtocol
@testable import Server

/// `views`: a page that does not show the pictures gets none, and a stream whose whole audience
/// shows none stops analysing for them; a listener who still draws them keeps them coming.
struct StreamFanoutViewsTests {
    func frame(_ kind: MediaHeader.Kind) -> OutboundPacket {
        let header = MediaHeader(kind: kind, source: .own, sequence: 0, samplePosition: 0)
        return OutboundPacket(capacity: MediaHeader.size, isBinary: true, isMedia: true, created: 0) { buf in
            header.write(to: buf)
            return MediaHeader.size
        }
    }

    func kinds(_ q: SendQueue) -> [UInt8] {
        var out: [UInt8] = []
        while let e = q.pop().entry { out.append(e.packet.mediaKind) }
        return out
    }

    let all: [MediaHeader.Kind] = [.audio, .waveform, .spectrum, .silence]

    @Test func anOwnerThatHidesThePicturesGetsOnlySound() {
        let fan = StreamFanout(), owner = SendQueue(connectionID: 1), ready = ReadyList()
        fan.subscribe(owner)
        #expect(fan.wantsViews)
        fan.setShowsViews(owner, false)
        #expect(!fan.wantsViews)
        for k in all { _ = fan.publish(frame(k), ready: ready) }
        #expect(kinds(owner) == [MediaHeader.Kind.audio.rawValue, MediaHeader.Kind.silence.rawValue])
        fan.setShowsViews(owner, true)
        #expect(fan.wantsViews)
        for k in all { _ = fan.publish(frame(k), ready: ready) }
        #expect(kinds(owner) == all.map(\.rawValue))
    }

    @Test func aListenerWhoDrawsThePicturesKeepsThemComing() {
        let fan = StreamFanout(), owner = SendQueue(connectionID: 1), teacher = SendQueue(connectionID: 2), ready = ReadyList()
        fan.subscribe(owner)
        fan.setShowsViews(owner, false)
        fan.subscribe(teacher, as: .monitored, midStream: true)
        #expect(fan.wantsViews)
        _ = fan.publish(frame(.spectrum), ready: ready)
        #expect(kinds(owner).isEmpty && kinds(teacher) == [MediaHeader.Kind.spectrum.rawValue])
        // A listener that skips both picture kinds wants none: the stream may stop analysing.
        fan.subscribe(teacher, as: .monitored, skipping: [.waveform, .spectrum])
        #expect(!fan.wantsViews)
        fan.unsubscribe(teacher)
        #expect(!fan.wantsViews)
    }
}
