import ArgumentParser
import AudioAnalysis
import Foundation
import Lessons
import SynthEngine

extension CoursesCommand {
    /// `courses compare LESSON A B`: how far apart two settings sound in a lesson's phrase, as the
    /// sound comparator hears them, part by part. For course authors deciding a quiz's gap or a
    /// challenge's change ("will a student hear this?"), and for checking the comparator against the ear.
    struct Compare: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print how different two settings of a lesson sound to the sound comparator, part by part.",
            discussion: """
                A and B are inline JSON overrides ({"sub.level": 0.9}) applied on the lesson's target (a challenge) \
                or its quiz's base patch, played with the lesson's phrase. Prints the similarity (a challenge passes \
                at its pass line) and each distance the similarity is made of, with its allowance.
                """)

        @Option(help: "The courses folder (holding course.yaml).") var courses = "Courses"
        @Argument(help: "The lesson id.") var lesson: String
        @Argument(help: "Overrides for A (inline JSON).") var a: String = "{}"
        @Argument(help: "Overrides for B (inline JSON).") var b: String = "{}"
        @Flag(help: "B starts from the challenge's start instead of its target (does the start already sound like it?).")
        var start = false
        @Flag(help: "Also print both sounds' level and detected pitch, hop by hop (10 ms).") var hops = false

        func run() throws {
            guard let l = try CoursesCommand.course(in: courses).lesson(lesson) else { throw ValidationError("no lesson '\(lesson)'") }
            let base = l.quiz?.base ?? l.targetPatch
            let (pa, pb) = (try Self.apply(a, on: base), try Self.apply(b, on: start ? l.startPatch : base))
            let sound = SoundComparator()
            let d = sound.distance(attempt: pb, target: pa, phrase: l.phrase)
            if hops {
                let fa = sound.features(of: pa, phrase: l.phrase), fb = sound.features(of: pb, phrase: l.phrase)
                print("hop   A dB     A Hz    B dB     B Hz")
                for h in 0..<max(fa.frameCount, fb.frameCount) {
                    func at(_ f: SoundFeatures) -> (Float, Float) { h < f.frameCount ? (f.rmsDB[h], f.pitchHz[h]) : (f.floorDB, 0) }
                    let (la, pa) = at(fa), (lb, pb) = at(fb)
                    guard max(la, lb) > fa.floorDB + 1 else { continue }
                    print(String(format: "%4d %6.1f %8.1f  %6.1f %8.1f", h, la, pa, lb, pb))
                }
            }
            print(String(format: "similarity %.1f (pass line %.0f)", d.similarity, l.passThreshold))
            let allowance = SoundDistance.allowance
            for (name, value, allowed) in [("envelope", d.envelope, allowance.envelope), ("attack", d.attack, allowance.attack),
                                           ("ending", d.ending, allowance.ending), ("spectrum", d.spectrum, allowance.spectrum),
                                           ("spectralPeak", d.spectralPeak, allowance.spectralPeak),
                                           ("pitch", d.pitch, allowance.pitch), ("voicing", d.voicing, allowance.voicing),
                                           ("roughness", d.roughness, allowance.roughness)] {
                print(name.padding(toLength: 16, withPad: " ", startingAt: 0), String(format: "%8.3f  (allowed %.3f)", value, allowed))
            }
            for (name, value) in [("tremolo", d.tremolo), ("vibrato", d.vibrato), ("filterWobble", d.filterWobble),
                                  ("bandWobble", d.bandWobble), ("partialVibrato", d.partialVibrato),
                                  ("polyphonicShare", d.polyphonicShare), ("pitchWeight", d.pitchWeight)] {
                print(name.padding(toLength: 16, withPad: " ", startingAt: 0), String(format: "%8.3f", value))
            }
        }

        static func apply(_ json: String, on base: Patch) throws -> Patch {
            let object: [String: PatchValue]
            do { object = try JSONDecoder().decode([String: PatchValue].self, from: Data(json.utf8)) } catch {
                throw ValidationError("'\(json)' is not a JSON object of parameter ids to values")
            }
            var patch = base
            for (id, value) in object {
                let p = try Param(id: id)
                try patch.set(p, try p.spec.validate(value))
            }
            return patch
        }
    }
}
