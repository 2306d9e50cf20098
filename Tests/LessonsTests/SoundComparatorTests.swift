import AudioAnalysis
import Foundation
import Testing
@testable import Lessons
import SynthEngine

@Suite struct SoundComparatorTests {
    private let comparator = SoundComparator()

    private func patch(_ values: [Param: Double]) -> Patch {
        var p = Patch()
        for (k, v) in values { try! p.set(k, v) }
        return p
    }

    private func wave(_ name: String) -> Double { Double(ParameterTable.oscillatorWaves.firstIndex(of: name)!) }

    @Test func probePitch() {
        let phrase = Phrase(note: 57, length: 1)
        for lvl in [0.1, 0.3, 0.6] {
            let f = comparator.features(of: patch([.noiseLevel: lvl]), phrase: phrase)
            print("PROBE noise \(lvl): " + f.pitchHz.map { String(format: "%.0f", $0) }.joined(separator: " "))
        }
    }

    @Test func probe() {
        let phrase = Phrase(note: 57, length: 1)
        let saw = Patch()
        let cases: [(String, Patch, Patch)] = [
            ("identical", saw, saw),
            ("osc1 vs osc2", saw, patch([.osc1Level: 0, .osc2Level: 0.8, .osc2Wave: wave("saw")])),
            ("sub vs osc2 -1", patch([.subLevel: 0.5]), patch([.osc2Wave: wave("sine"), .osc2Octave: -1, .osc2Level: 0.5])),
            ("cutoff 500/5000", patch([.filterCutoff: 500]), patch([.filterCutoff: 5000])),
            ("cutoff 1000/1100", patch([.filterCutoff: 1000]), patch([.filterCutoff: 1100])),
            ("cutoff 1000/1500", patch([.filterCutoff: 1000]), patch([.filterCutoff: 1500])),
            ("attack 1ms/1s", patch([.ampAttack: 0.001]), patch([.ampAttack: 1])),
            ("attack 1ms/5ms", patch([.ampAttack: 0.001]), patch([.ampAttack: 0.005])),
            ("attack 1ms/50ms", patch([.ampAttack: 0.001]), patch([.ampAttack: 0.05])),
            ("saw/sine", saw, patch([.osc1Wave: wave("sine")])),
            ("saw/square", saw, patch([.osc1Wave: wave("square")])),
            ("level .8/.7", saw, patch([.osc1Level: 0.7])),
            ("level .8/.4", saw, patch([.osc1Level: 0.4])),
            ("octave", saw, patch([.osc1Octave: 1])),
            ("semitone", saw, patch([.osc1Semitones: 1])),
            ("fine 10", saw, patch([.osc1Fine: 10])),
            ("release .2/2", saw, patch([.ampRelease: 2])),
            ("release .2/.3", saw, patch([.ampRelease: 0.3])),
            ("noise", saw, patch([.noiseLevel: 0.3])),
            ("tremolo", saw, patch([.lfo1Depth: 0.5])),
        ]
        let clock = ContinuousClock()
        for (name, a, b) in cases {
            var d: SoundDistance!
            let t = clock.measure { d = comparator.distance(attempt: b, target: a, phrase: phrase) }
            print(String(format: "PROBE %-18@ env %6.2f spec %6.2f pitch %7.2f voic %.3f -> %6.1f  (%@)", name as NSString, d.envelope, d.spectrum, d.pitch, d.voicing, d.similarity, "\(t)" as NSString))
        }
    }
}
