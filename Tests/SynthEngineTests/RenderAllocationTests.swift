#if canImport(Glibc)
import Testing
@testable import SynthEngine

/// The render path's contract: no allocation once the engine exists (see `SynthEngine`).
struct RenderAllocationTests {
    @Test("the counter sees an allocation (so a zero below means something)")
    func counterWorks() throws {
        let n = try #require(AllocationCounter.allocations {
            let a = [Float](repeating: 1, count: Int.random(in: 100...200))
            #expect(a.count >= 100)
        })
        #expect(n >= 1)
    }

    @Test("rendering a busy patch, with notes, steals, parameter changes and a modulation restart, allocates nothing")
    func busyRenderAllocatesNothing() throws {
        let engine = SynthEngine(patch: EngineTests.busy)
        let buffer = UnsafeMutablePointer<Float>.allocate(capacity: 480)
        defer { buffer.deallocate() }
        // The same work as the measured run, once, so anything lazy (tables, statics) happens here.
        func play(_ round: Int) {
            engine.restartModulation()
            for k in 0..<10 { engine.play(pitch: 40 + 3 * k + round, velocity: 0.8) }   // 10 keys, 8 voices: steals
            for block in 0..<200 {
                if block == 50 { engine.set(.filterCutoff, 700 + Double(round)) }
                if block == 60 { engine.set(.lfo1Dest, Double(round % 4)) }
                if block == 80 { for k in 0..<10 { engine.stop(pitch: 40 + 3 * k + round) } }
                if block == 120 { engine.allNotesOff() }
                engine.render(into: buffer, count: 480)
            }
        }
        play(0)
        let allocations = try #require(AllocationCounter.allocations { for round in 1...3 { play(round) } })
        #expect(allocations == 0, "\(allocations) allocations while rendering")
        // The busy patch really was busy: effects and voices ran.
        #expect(engine.patch[.fxReverbMix] > 0 && engine.patch[.fxDelayMix] > 0)
    }
}
#endif
