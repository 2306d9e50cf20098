import AudioAnalysis
import Foundation
import Testing
@testable import Lessons
import SynthEngine

@Test func probeCourse() {
    let loaded = CourseLoader.load(directory: URL(fileURLWithPath: "/work/main/Courses"))
    let c = SoundComparator()
    let p = ParameterComparator()
    for lesson in loaded.course.lessons where lesson.kind == .challenge {
        let start = lesson.attempt(from: lesson.startPatch)
        let near = lesson.attempt(from: CourseValidator.nearMiss(lesson))
        let ds = c.distance(attempt: start, target: lesson.targetPatch, lesson: lesson)
        let dn = c.distance(attempt: near, target: lesson.targetPatch, lesson: lesson)
        let ps = p.score(attempt: start, target: lesson.targetPatch, lesson: lesson).score
        let pn = p.score(attempt: near, target: lesson.targetPatch, lesson: lesson).score
        func fmt(_ d: SoundDistance) -> String { String(format: "%5.1f [e%.2f a%.2f s%.1f p%.0f v%.2f t%.2f v%.2f w%.2f pw%.2f]", d.similarity, d.envelope, d.attack, d.spectrum, d.pitch, d.voicing, d.tremolo, d.vibrato, d.filterWobble, d.pitchWeight) }
        print("PROBE \(lesson.id.padding(toLength: 26, withPad: " ", startingAt: 0)) start \(fmt(ds)) par \(Int(ps)) | near \(fmt(dn)) par \(Int(pn)) | \(lesson.changedParameters.map(\.spec.id).joined(separator: ","))")
    }
}

private func patch(_ values: [Param: Double]) -> Patch {
    var p = Patch()
    for (k, v) in values { try! p.set(k, v) }
    return p
}
private func wave(_ name: String) -> Double { Double(ParameterTable.oscillatorWaves.firstIndex(of: name)!) }

@Test func probePairs() {
    let phrase = Phrase(note: 57, length: 1)
    let comparator = SoundComparator()
    let saw = Patch()
    let cases: [(String, Patch, Patch)] = [
        ("osc1 vs osc2", saw, patch([.osc1Level: 0, .osc2Level: 0.8, .osc2Wave: wave("saw")])),
        ("sub vs osc2 -1", patch([.subLevel: 0.5]), patch([.osc2Wave: wave("sine"), .osc2Octave: -1, .osc2Level: 0.5])),
        ("cutoff 500/5000", patch([.filterCutoff: 500]), patch([.filterCutoff: 5000])),
        ("cutoff 1000/1100", patch([.filterCutoff: 1000]), patch([.filterCutoff: 1100])),
        ("cutoff 1000/1500", patch([.filterCutoff: 1000]), patch([.filterCutoff: 1500])),
        ("cutoff 1000/2500", patch([.filterCutoff: 1000]), patch([.filterCutoff: 2500])),
        ("attack 1ms/1s", patch([.ampAttack: 0.001]), patch([.ampAttack: 1])),
        ("attack 1ms/5ms", patch([.ampAttack: 0.001]), patch([.ampAttack: 0.005])),
        ("attack 1ms/50ms", patch([.ampAttack: 0.001]), patch([.ampAttack: 0.05])),
        ("saw/sine", saw, patch([.osc1Wave: wave("sine")])),
        ("saw/square", saw, patch([.osc1Wave: wave("square")])),
        ("level .8/.75", saw, patch([.osc1Level: 0.75])),
        ("level .8/.7", saw, patch([.osc1Level: 0.7])),
        ("level .8/.6", saw, patch([.osc1Level: 0.6])),
        ("level .8/.4", saw, patch([.osc1Level: 0.4])),
        ("octave", saw, patch([.osc1Octave: 1])),
        ("semitone", saw, patch([.osc1Semitones: 1])),
        ("fine 10", saw, patch([.osc1Fine: 10])),
        ("release .2/2", saw, patch([.ampRelease: 2])),
        ("release .2/.3", saw, patch([.ampRelease: 0.3])),
        ("noise", saw, patch([.noiseLevel: 0.3])),
        ("tremolo", saw, patch([.lfo1Depth: 0.5])),
        ("tremolo .5/.6", patch([.lfo1Depth: 0.5]), patch([.lfo1Depth: 0.6])),
        ("trem rate 5/5.5", patch([.lfo1Depth: 0.5]), patch([.lfo1Depth: 0.5, .lfo1Rate: 5.5])),
        ("trem rate 5/8", patch([.lfo1Depth: 0.5]), patch([.lfo1Depth: 0.5, .lfo1Rate: 8])),
        ("vib rate 5/5.5", patch([.lfo2Depth: 0.02]), patch([.lfo2Depth: 0.02, .lfo2Rate: 5.5])),
        ("vib rate 5/8", patch([.lfo2Depth: 0.02]), patch([.lfo2Depth: 0.02, .lfo2Rate: 8])),
        ("vib depth .02/.04", patch([.lfo2Depth: 0.02]), patch([.lfo2Depth: 0.04])),
        ("pulse .3/.7", patch([.osc1Wave: wave("pulse"), .osc1PulseWidth: 0.3]), patch([.osc1Wave: wave("pulse"), .osc1PulseWidth: 0.7])),
        ("res 0.7/5", patch([.filterCutoff: 1000]), patch([.filterCutoff: 1000, .filterResonance: 5])),
        ("decay .3/.6 s0", patch([.ampSustain: 0]), patch([.ampSustain: 0, .ampDecay: 0.6])),
        ("hpf", saw, patch([.filterType: 1, .filterCutoff: 1000])),
    ]
    for (name, a, b) in cases {
        let d = comparator.distance(attempt: b, target: a, phrase: phrase)
        print(String(format: "PROBE %-18@ %5.1f [e%.3f a%.2f s%.1f p%.0f v%.2f t%.2f v%.2f w%.2f pw%.2f]", name as NSString, d.similarity, d.envelope, d.attack, d.spectrum, d.pitch, d.voicing, d.tremolo, d.vibrato, d.filterWobble, d.pitchWeight))
    }
}

@Test func probeTracks() {
    let loaded = CourseLoader.load(directory: URL(fileURLWithPath: "/work/main/Courses"))
    let c = SoundComparator()
    for id in ["sweeping-pad", "wah-wobble"] {
        let lesson = loaded.course.lesson(id)!
        let near = lesson.attempt(from: CourseValidator.nearMiss(lesson))
        print("PROBE \(id) phrase \(lesson.phrase.notes.map { "\($0.note)@\($0.start)+\($0.length)" })")
        for (name, p) in [("target", lesson.targetPatch), ("near", near)] {
            let f = c.features(of: p, phrase: lesson.phrase)
            print("PROBE \(name) pitch: " + f.pitchHz.enumerated().filter { $0.offset % 4 == 0 }.map { String(format: "%.0f", $0.element) }.joined(separator: " "))
            print("PROBE \(name) rms: " + f.rmsDB.enumerated().filter { $0.offset % 4 == 0 }.map { String(format: "%.0f", $0.element) }.joined(separator: " "))
        }
    }
}

@Test func probeTremolo() {
    let loaded = CourseLoader.load(directory: URL(fileURLWithPath: "/work/main/Courses"))
    let c = SoundComparator()
    for id in ["wah-wobble", "punchy-bass"] {
        let lesson = loaded.course.lesson(id)!
        let near = lesson.attempt(from: CourseValidator.nearMiss(lesson))
        let ft = c.features(of: lesson.targetPatch, phrase: lesson.phrase)
        let fa = c.features(of: near, phrase: lesson.phrase)
        let ref = max(ft.peakDB, fa.peakDB), lowest = ref - 60
        let hops = max(ft.frameCount, fa.frameCount)
        for (name, f) in [("target", ft), ("near", fa)] {
            let level = (0..<hops).map { max(lowest, $0 < f.frameCount ? f.rmsDB[$0] : f.floorDB) }
            let active = level.map { $0 > lowest }
            let loud = level.map { pow(2, Double($0 - ref) / 10) }
            let slow = Modulation.smoothed(loud, mask: [Bool](repeating: true, count: hops))
            let m = Modulation.measure(zip(loud, slow).map { $0 - $1 }, mask: active, hopSeconds: 0.01)
            print("PROBE \(id) \(name) tremolo depth \(m.depth) rate \(m.rate ?? -1) hops \(hops) active \(active.filter { $0 }.count)")
        }
    }
}

@Test func probeTremRate() {
    let c = SoundComparator()
    for rate in [5.0, 8.0] {
        let f = c.features(of: patch([.lfo1Depth: 0.5, .lfo1Rate: rate]), phrase: Phrase(note: 57, length: 1))
        let ref = f.peakDB, lowest = ref - 60
        let hops = f.frameCount
        let level = (0..<hops).map { max(lowest, f.rmsDB[$0]) }
        let active = level.map { $0 > lowest }
        let loud = level.map { pow(2, Double($0 - ref) / 10) }
        let slow = Modulation.smoothed(loud, mask: [Bool](repeating: true, count: hops))
        let res = zip(loud, slow).map { $0 - $1 }
        let m = Modulation.measure(res, mask: active, hopSeconds: 0.01)
        print("PROBE rate \(rate): depth \(m.depth) rate \(m.rate ?? -1) hops \(hops)")
        print("PROBE res: " + res.map { String(format: "%.2f", $0) }.joined(separator: " "))
    }
}
