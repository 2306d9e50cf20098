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
        #expect(fan.wantedViews == .all)
        fan.setShowsViews(owner, false)
        #expect(fan.wantedViews.isEmpty)
        for k in all { _ = fan.publish(frame(k), ready: ready) }
        #expect(kinds(owner) == [MediaHeader.Kind.audio.rawValue, MediaHeader.Kind.silence.rawValue])
        fan.setShowsViews(owner, true)
        #expect(fan.wantedViews == .all)
        for k in all { _ = fan.publish(frame(k), ready: ready) }
        #expect(kinds(owner) == all.map(\.rawValue))
    }

    @Test func aListenerWhoDrawsThePicturesKeepsThemComing() {
        let fan = StreamFanout(), owner = SendQueue(connectionID: 1), teacher = SendQueue(connectionID: 2), ready = ReadyList()
        fan.subscribe(owner)
        fan.setShowsViews(owner, false)
        fan.subscribe(teacher, as: .monitored, midStream: true)
        #expect(fan.wantedViews == .all)
        _ = fan.publish(frame(.spectrum), ready: ready)
        #expect(kinds(owner).isEmpty && kinds(teacher) == [MediaHeader.Kind.spectrum.rawValue])
        // A listener that skips both picture kinds wants none: the stream may stop analysing.
        fan.subscribe(teacher, as: .monitored, skipping: [.waveform, .spectrum])
        #expect(fan.wantedViews.isEmpty)
        fan.unsubscribe(teacher)
        #expect(fan.wantedViews.isEmpty)
    }

    /// A page that draws the spectrum from its own audio (`hello` with `spectrumFrames: false`) says so after
    /// its streams subscribed it: from then on they send it no spectrum frames and, with nobody else
    /// drawing one, stop analysing for it, while the waveform goes on.
    @Test func aPageThatDrawsItsOwnSpectrumGetsNoneAndNoneIsMade() {
        let fan = StreamFanout(), owner = SendQueue(connectionID: 1), ready = ReadyList()
        fan.subscribe(owner)
        owner.takesSpectrumFrames = false
        fan.refreshViews()
        #expect(fan.wantedViews == .waveform)
        for k in all { _ = fan.publish(frame(k), ready: ready) }
        #expect(kinds(owner) == ([.audio, .waveform, .silence] as [MediaHeader.Kind]).map(\.rawValue))
        // A second client that still reads spectrum frames gets them, and the stream makes them again.
        let other = SendQueue(connectionID: 2)
        fan.subscribe(other, as: .monitored, midStream: true)
        #expect(fan.wantedViews == .all)
        _ = fan.publish(frame(.spectrum), ready: ready)
        #expect(kinds(owner).isEmpty && kinds(other) == [MediaHeader.Kind.spectrum.rawValue])
        fan.unsubscribe(other)
        #expect(fan.wantedViews == .waveform)
        fan.setShowsViews(owner, false)
        #expect(fan.wantedViews.isEmpty)
    }
}
