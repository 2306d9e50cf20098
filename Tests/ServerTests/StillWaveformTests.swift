import OpusCodec
import SynthEngine
import Testing
import WireProtocol
@testable import Server

/// A held note's waveform stands still, so its stream draws one frame in six (`WaveformProvider`):
/// what wakes it (a control turned, someone new watching) and what must not (the page's `lead`,
/// sent several times a second as its player's jitter target moves).
struct StillWaveformTests {
    let t0: UInt64 = 5_000_000_000

    /// Renders `frames` frames on the session's grid; returns how many waveform frames each sent.
    func run(_ s: SynthSession, _ q: SendQueue, frames: Int, before: ((Int) -> Void)? = nil) throws -> [Int] {
        var stats = WorkerStats()
        var out: [Int] = []
        for i in 0..<frames {
            before?(i)
            _ = s.renderDue(now: s.clock.due, ready: ReadyList(), stats: &stats)
            out.append(try SessionTimingTests().headers(q).filter { $0.kind == .waveform }.count)
        }
        return out
    }

    @Test func aStillPictureWakesForAControlAndANewcomerButNotForTheLead() throws {
        let q = SendQueue(connectionID: 1)
        let s = try SynthSession(id: "s", owner: q, opus: OpusEncoder.Configuration())
        s.startClock(at: t0)
        s.send(.noteOn(57, velocity: 0.8))
        // 20 ms frames: a second of the held note (the default patch's envelope settles well within it).
        _ = try run(s, q, frames: 50)
        // Still: 5 waveforms a second (one due frame in six; due 30 times a second).
        #expect(try run(s, q, frames: 50).reduce(0, +) == 5)

        // The page's lead, every 240 ms: the picture stays still.
        let withLead = try run(s, q, frames: 50) { i in if i % 12 == 0 { s.send(.lead(ms: Double(10 + i % 5))) } }
        #expect(withLead.reduce(0, +) <= 6)

        // A knob turned: the next frame's waveform (due within 2 frames) and every one after it, until
        // six match again (the new picture settles at once: six drawn, then one in six).
        s.send(.set(.masterVolume, 0.5))
        let turned = try run(s, q, frames: 25)
        #expect(turned.prefix(2).reduce(0, +) >= 1)
        #expect(turned.reduce(0, +) >= 7)

        // Still again; then a listener subscribes: a waveform within the next two frames.
        _ = try run(s, q, frames: 50)
        let listener = SendQueue(connectionID: 2)
        s.fanout.subscribe(listener, as: .monitored, midStream: true)
        let joined = try run(s, q, frames: 2)
        #expect(joined.reduce(0, +) >= 1)
    }

    /// A square LFO on a resonant filter steps the sound every 2.5 s with no command: between the steps the
    /// picture stands still, but a still picture would show each step up to 200 ms late, so such a sound
    /// is drawn at the full rate (the engine is not steady while an LFO is heard). With the LFO's depth at
    /// 0 the same patch stands still.
    @Test func aSoundThatChangesByItselfIsDrawnAtTheFullRate() throws {
        for depth in [0.5, 0.0] {
            let q = SendQueue(connectionID: 1)
            let s = try SynthSession(id: "s", owner: q, opus: OpusEncoder.Configuration())
            s.startClock(at: t0)
            s.send(.setMany([.init(.filterCutoff, 1_260), .init(.filterResonance, 4.5), .init(.lfo1Wave, 2),
                             .init(.lfo1Dest, 2), .init(.lfo1Rate, 0.2), .init(.lfo1Depth, depth)]))
            s.send(.noteOn(48, velocity: 0.8))
            _ = try run(s, q, frames: 50)
            let second = try run(s, q, frames: 50).reduce(0, +)
            #expect(depth > 0 ? second >= 29 : second == 5, "depth \(depth): \(second) waveforms in a second")
        }
    }
}
