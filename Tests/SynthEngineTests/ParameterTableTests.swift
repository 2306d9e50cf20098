import Foundation
import Testing
@testable import SynthEngine

/// The parameter table, patch JSON and preset strings.
struct ParameterTableTests {
    static func randomPatch(_ rng: inout some RandomNumberGenerator) -> Patch {
        var p = Patch()
        for param in Param.allCases where Bool.random(using: &rng) {
            // Float-representable values: preset strings store Float32.
            let v = Double(Float(param.spec.value(fromNormalized: Double.random(in: 0...1, using: &rng))))
            try? p.set(param, v)
        }
        return p
    }

    @Test("the table is consistent: unique ids, defaults in range, log scales positive")
    func table() throws {
        #expect(Set(ParameterTable.specs.map(\.id)).count == Param.count)
        for s in ParameterTable.specs {
            #expect(s.min < s.max, "\(s.id)")
            #expect(s.defaultValue >= s.min && s.defaultValue <= s.max, "\(s.id)")
            if s.scale == .log { #expect(s.min > 0, "\(s.id)") }
            if s.scale == .choice { #expect(s.options.count == Int(s.max) + 1, "\(s.id)") }
            #expect(try Param(id: s.id) == s.param)
        }
    }

    @Test("patch JSON round-trips")
    func jsonRoundTrip() throws {
        var rng = SplitMix64(seed: 0x5EED)
        for _ in 0..<30 {
            let p = Self.randomPatch(&rng)
            #expect(try Patch(json: p.jsonData()) == p)
            #expect(try Patch(json: p.jsonData(onlyNonDefault: true)) == p)
        }
    }

    @Test("preset strings round-trip")
    func presetRoundTrip() throws {
        var rng = SplitMix64(seed: 0x5EED)
        for _ in 0..<30 {
            let p = Self.randomPatch(&rng)
            let s = p.presetString
            #expect(s.hasPrefix(Patch.presetPrefix))
            #expect(try Patch(presetString: s) == p)
            #expect(try Patch(presetOrJSON: " \(s)\n") == p)
        }
        #expect(try Patch(presetString: Patch().presetString) == Patch())
    }

    @Test("corrupt preset strings are refused: flipped character, truncated, wrong prefix")
    func corruptPresets() throws {
        let p = try Patch().setting(.filterCutoff, to: 800).setting(.osc1Wave, to: 4).setting(.fxReverbMix, to: 0.5)
        let s = p.presetString
        let body = Array(s.dropFirst(Patch.presetPrefix.count))
        for i in [0, body.count / 2, body.count - 1] {
            var flipped = body
            flipped[i] = flipped[i] == "A" ? "B" : "A"
            #expect(throws: PatchError.self) { try Patch(presetString: Patch.presetPrefix + String(flipped)) }
        }
        #expect(throws: PatchError.self) { try Patch(presetString: String(s.dropLast(3))) }
        #expect(throws: PatchError.self) { try Patch(presetString: "st2." + String(body)) }
        #expect(throws: PatchError.self) { try Patch(presetString: String(body)) }
        #expect(throws: PatchError.self) { try Patch(presetString: Patch.presetPrefix + "!!!") }
    }

    @Test("bad values are refused with messages naming the parameter and its range")
    func badValues() throws {
        func message(_ json: String) -> String {
            do { _ = try Patch(json: Data(json.utf8)); return "accepted" } catch { return error.description }
        }
        let range = message(#"{"filter.cutoff": 30000}"#)
        #expect(range.contains("filter.cutoff") && range.contains("20") && range.contains("20,000") && range.contains("Hz"), "\(range)")
        let unknown = message(#"{"filter.cutof": 300}"#)
        #expect(unknown.contains("filter.cutof"))
        let option = message(#"{"osc1.wave": "sawtooth"}"#)
        #expect(option.contains("osc1.wave") && option.contains("saw"))
        let type = message(#"{"amp.attack": "fast"}"#)
        #expect(type.contains("amp.attack") && type.contains("0.001"))
        #expect(message("{not json").contains("JSON"))
        // NaN and infinity cannot come through JSON; through the API they are refused by id.
        #expect(throws: PatchError.notANumber(id: "amp.decay")) { try Patch().setting(.ampDecay, to: .nan) }
        #expect(throws: PatchError.self) { try Patch().setting(.ampDecay, to: .infinity) }
        do {
            _ = try Patch().setting(.masterVolume, to: 3)
            Issue.record("accepted +3 dB")
        } catch {
            #expect(error.parameterID == "master.volume")
            #expect(error.description.contains("-40") && error.description.contains("dB"))
        }
    }

    @Test("the table's JSON document lists every parameter")
    func document() throws {
        let doc = try JSONDecoder().decode(ParameterTableDocument.self, from: ParameterTable.jsonData)
        #expect(doc.parameters.map(\.id) == ParameterTable.specs.map(\.id))
    }
}

/// The perception columns: every row is there and names real options; tolerances by destination.
struct PerceptionTableTests {
    @Test func everyParameterHasAPerceptionRow() {
        #expect(ParameterTable.perceptions.count == Param.count)
        #expect(ParameterTable.perceptions.allSatisfy { $0.weight > 0 && $0.weight <= 1 })
    }

    @Test func lfoDepthToleranceFollowsTheTargetsDestination() throws {
        var vibrato = Patch(), tremolo = Patch()
        try vibrato.set(.lfo1Dest, Double(try #require(Param.lfo1Dest.spec.options.firstIndex(of: "pitch"))))
        try tremolo.set(.lfo1Dest, Double(try #require(Param.lfo1Dest.spec.options.firstIndex(of: "amplitude"))))
        // A vibrato depth of 0.02 against 0.04 is twice as wide: plainly off. A tremolo of the same
        // difference is close.
        #expect(Param.lfo1Depth.tolerance(in: vibrato).closeness(0.02, 0.04) < 0.7)
        #expect(Param.lfo1Depth.tolerance(in: tremolo).closeness(0.02, 0.04) == 1)
    }

    @Test func standardTolerancesComeFromScaleAndUnit() {
        // One semitone off is a different note; an envelope time is judged as a ratio.
        #expect(Param.osc1Semitones.tolerance(in: Patch()).closeness(3, 4) == 0)
        #expect(Param.ampAttack.tolerance(in: Patch()).closeness(0.2, 0.21) == 1)
        #expect(Param.ampAttack.tolerance(in: Patch()).closeness(0.2, 2) == 0)
    }
}
