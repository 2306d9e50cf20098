import Testing
@testable import SynthEngine

/// The LFO bank's routing on its own: what reaches each destination, block by block.
struct ModulationMatrixTests {
    /// Runs `blocks` control blocks of `patch` (with `change` applied before block `changeAt`) and
    /// returns the matrix's output for each.
    static func outputs(_ patch: Patch, blocks: Int, changeAt: Int = -1,
                        change: (inout SmoothedParameters) -> Void = { _ in }) -> [ModulationMatrix.Output] {
        var p = SmoothedParameters(), m = ModulationMatrix()
        p.prepare(sampleRate: Signal.fs, patch: patch)
        m.prepare(sampleRate: Signal.fs)
        defer { p.deallocate(); m.deallocate() }
        return (0..<blocks).map { k in
            if k == changeAt { change(&p) }
            p.step()
            return m.process(p)
        }
    }

    @Test("an LFO at depth 0 everywhere is not heard, and every sum is exactly neutral")
    func silentBankIsNeutral() {
        let p = Signal.patch(["lfo1.rate": .number(7), "lfo2.wave": .text("sampleHold"), "lfo3.dest": .text("pitch")])
        for o in Self.outputs(p, blocks: 100) {
            #expect(!o.isHeard)
            #expect(o.tremolo == 1 && o.pitch == 0 && o.cutoff == 0 && o.width == 0)
        }
    }

    @Test("an LFO reaches only its destination; a new destination fades in as the old one fades out")
    func destinationCrossfade() {
        let p = Signal.patch(["lfo1.dest": .text("pitch"), "lfo1.depth": .number(0.5), "lfo1.rate": .number(2)])
        let o = Self.outputs(p, blocks: 1_000, changeAt: 500) { $0.setTarget(.lfo1Dest, 2) }   // to cutoff
        // Before the change: vibrato only (depth 0.5 swings ±6 semitones).
        #expect(o[100..<500].allSatisfy { $0.isHeard && $0.cutoff == 0 && $0.tremolo == 1 && $0.width == 0 })
        #expect(o[100..<500].map { abs($0.pitch) }.max()! > 5)
        #expect(o[100..<500].map { abs($0.pitch) }.max()! <= 0.5 * ModulationMatrix.pitchSemitones)
        // Right after it both routes carry some (no jump), within ~50 ms only the cutoff does.
        #expect(o[501].pitch != 0 && o[501].cutoff != 0)
        #expect(o[700..<1_000].allSatisfy { $0.pitch == 0 })
        #expect(o[700..<1_000].map { abs($0.cutoff) }.max()! > 1.5)
    }
}
