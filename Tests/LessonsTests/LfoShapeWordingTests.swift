import SynthEngine
import Testing
@testable import Lessons

/// LFO shape feedback points the right way between the two smooth shapes (the siren lesson: a sine
/// against a triangle target was told to "try a rounder shape", the sine being the rounder one).
struct LfoShapeWordingTests {
    func message(attempt: String, target: String) throws -> String {
        var a = Patch(), t = Patch()
        try a.set(.lfo2Wave, Double(Param.lfo2Wave.spec.options.firstIndex(of: attempt)!))
        try t.set(.lfo2Wave, Double(Param.lfo2Wave.spec.options.firstIndex(of: target)!))
        return FeedbackWording.message(for: .lfo2Wave, verdict: .wrong, attempt: a, target: t)
    }

    @Test func sineAgainstATriangleIsToldToGoPointed() throws {
        let m = try message(attempt: "sine", target: "triangle")
        #expect(m.contains("pointed") && !m.contains("rounder"), "\(m)")
    }

    @Test func triangleAgainstASineIsToldToGoRounder() throws {
        #expect(try message(attempt: "triangle", target: "sine").contains("rounder"))
    }

    @Test func aSquareAgainstASmoothTargetStillHearsSmoothAndEven() throws {
        #expect(try message(attempt: "square", target: "triangle").contains("smooth and even"))
    }
}
