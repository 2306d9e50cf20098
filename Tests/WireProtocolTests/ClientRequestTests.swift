import SynthEngine
import Testing
@testable import WireProtocol

/// Client messages decode into validated values, and every bad input gets the right error code.
struct ClientRequestTests {
    func error(_ text: String) -> ProtocolError? {
        do {
            _ = try ClientRequest.decode(text)
            return nil
        } catch { return error }
    }

    @Test func decodesSynthMessages() throws {
        #expect(try ClientRequest.decode(#"{"type":"hello","client":"page/1"}"#).message == .hello(client: "page/1"))
        #expect(try ClientRequest.decode(#"{"type":"hello","bundles":true,"spectrumFrames":false}"#).message
                == .hello(client: nil, bundles: true, spectrumFrames: false))
        #expect(throws: ProtocolError.self) { try ClientRequest.decode(#"{"type":"hello","spectrumFrames":"no"}"#) }
        #expect(try ClientRequest.decode(#"{"type":"getParams"}"#).message == .getParams)
        #expect(try ClientRequest.decode(#"{"type":"set","param":"filter.cutoff","value":1200}"#).message == .set(.filterCutoff, 1200))
        let wave = try #require(ParameterTable.oscillatorWaves.firstIndex(of: "square"))
        #expect(try ClientRequest.decode(#"{"type":"set","param":"osc1.wave","value":"square"}"#).message == .set(.osc1Wave, Double(wave)))
        #expect(try ClientRequest.decode(#"{"type":"noteOn","note":60}"#).message == .noteOn(note: 60, velocity: 1))
        #expect(try ClientRequest.decode(#"{"type":"noteOn","note":61,"velocity":0.25}"#).message == .noteOn(note: 61, velocity: 0.25))
        #expect(try ClientRequest.decode(#"{"type":"noteOff","note":61}"#).message == .noteOff(note: 61))
        #expect(try ClientRequest.decode(#"{"type":"allNotesOff"}"#).message == .allNotesOff)
        #expect(try ClientRequest.decode(#"{"type":"getPatch"}"#).message == .getPatch)
        #expect(try ClientRequest.decode(#"{"type":"views","show":false}"#).message == .views(shown: false))
        #expect(try ClientRequest.decode(#"{"type":"views","show":true}"#).message == .views(shown: true))
        #expect(error(#"{"type":"views"}"#)?.code == .badMessage)
        #expect(try ClientRequest.decode(#"{"type":"lead","ms":12.5}"#).message == .lead(ms: 12.5))
        #expect(error(#"{"type":"lead","ms":-1}"#)?.code == .outOfRange)
        #expect(error(#"{"type":"lead","ms":1e9}"#)?.code == .outOfRange)
        #expect(error(#"{"type":"lead","ms":"NaN"}"#)?.code == .notANumber)
        #expect(error(#"{"type":"lead"}"#)?.code == .badMessage)
    }

    @Test func integerParametersSnapToTheirStep() throws {
        // osc1.octave has step 1 in the table: 1.2 snaps to 1.
        #expect(try ClientRequest.decode(#"{"type":"set","param":"osc1.octave","value":1.2}"#).message == .set(.osc1Octave, 1))
    }

    @Test func setManyKeepsOrderAndIsAllOrNothing() throws {
        let r = try ClientRequest.decode(#"{"type":"setMany","values":{"amp.attack":0.5,"filter.cutoff":800}}"#)
        #expect(r.message == .setMany([ParameterChange(.ampAttack, 0.5), ParameterChange(.filterCutoff, 800)]))
        let e = try #require(error(#"{"type":"setMany","values":{"amp.attack":0.5,"nope":1,"filter.cutoff":-5}}"#))
        #expect(e.code == .unknownParam && e.param == "nope")
    }

    @Test func loadPatchTakesAnObjectOrAPreset() throws {
        let r = try ClientRequest.decode(#"{"type":"loadPatch","patch":{"filter.cutoff":500,"osc1.wave":"sine"}}"#)
        var expected = Patch()
        try expected.set(.filterCutoff, 500)
        try expected.set(.osc1Wave, Double(ParameterTable.oscillatorWaves.firstIndex(of: "sine")!))
        #expect(r.message == .loadPatch(expected))
        let preset = try ClientRequest.decode(#"{"type":"loadPatch","preset":"\#(expected.presetString)"}"#)
        #expect(preset.message == .loadPatch(expected))
        #expect(error(#"{"type":"loadPatch","preset":"st1.garbage!"}"#)?.code == .badPreset)
        #expect(error(#"{"type":"loadPatch"}"#)?.code == .badMessage)
        #expect(error(#"{"type":"loadPatch","patch":{"filter.cutoff":5}}"#)?.code == .outOfRange)
    }

    @Test func decodesLessonMessages() throws {
        #expect(try ClientRequest.decode(#"{"type":"login","name":"Ada"}"#).message == .login(name: "Ada", token: nil, classCode: nil, secret: nil))
        #expect(try ClientRequest.decode(#"{"type":"login","token":"t","classCode":"AB12"}"#).message == .login(name: nil, token: "t", classCode: "AB12", secret: nil))
        #expect(try ClientRequest.decode(#"{"type":"login","name":"Ada","secret":"4711"}"#).message
                == .login(name: "Ada", token: nil, classCode: nil, secret: "4711"))
        #expect(try ClientRequest.decode(#"{"type":"setSecret","secret":"4711","name":"Ada L"}"#).message == .setSecret(secret: "4711", name: "Ada L"))
        #expect(try ClientRequest.decode(#"{"type":"resetSecret","student":"s-1"}"#).message == .resetSecret(student: "s-1"))
        #expect(try ClientRequest.decode(#"{"type":"removeStudent","student":"s-1"}"#).message == .removeStudent(student: "s-1"))
        #expect(throws: ProtocolError.self) { try ClientRequest.decode(#"{"type":"setSecret"}"#) }
        #expect(try ClientRequest.decode(#"{"type":"openLesson","lesson":"basics.saw"}"#).message == .openLesson("basics.saw"))
        for t in ["listLessons", "playTarget", "playMine", "submit", "hint", "reveal"] {
            #expect(try ClientRequest.decode(#"{"type":"\#(t)"}"#).message.type == t)
        }
        #expect(error(#"{"type":"login"}"#)?.code == .badMessage)
        #expect(error(#"{"type":"openLesson"}"#)?.code == .badMessage)
    }

    @Test func idIsKeptAndEchoedInErrors() throws {
        #expect(try ClientRequest.decode(#"{"type":"getPatch","id":7}"#).id == .number(7))
        #expect(try ClientRequest.decode(#"{"type":"getPatch","id":"x"}"#).id == .string("x"))
        #expect(error(#"{"type":"set","id":"k1","param":"nope","value":1}"#)?.id == .string("k1"))
        #expect(error(#"{"type":"getPatch","id":[1]}"#)?.code == .badMessage)
    }

    @Test func malformedInputIsBadJSONOrBadMessage() {
        #expect(error("{not json")?.code == .badJSON)
        #expect(error("")?.code == .badJSON)
        #expect(error("[1,2]")?.code == .badMessage)
        #expect(error(#"{"param":"x"}"#)?.code == .badMessage)
        #expect(error(#"{"type":5}"#)?.code == .badMessage)
        #expect(error(#"{"type":"launchRockets"}"#)?.code == .badMessage)
        #expect(error(#"{"type":"set","value":1}"#)?.code == .badMessage)
        #expect(error(#"{"type":"set","param":"filter.cutoff"}"#)?.code == .badMessage)
    }

    @Test func parameterErrorsNameTheParameterAndItsRange() throws {
        let unknown = try #require(error(#"{"type":"set","param":"filter.cutof","value":1}"#))
        #expect(unknown.code == .unknownParam && unknown.param == "filter.cutof")

        let spec = Param.filterCutoff.spec
        let range = try #require(error(#"{"type":"set","param":"filter.cutoff","value":99999}"#))
        #expect(range.code == .outOfRange && range.param == "filter.cutoff")
        #expect(range.message.contains(spec.min.formatted()) && range.message.contains(spec.max.formatted()))

        let option = try #require(error(#"{"type":"set","param":"osc1.wave","value":"kazoo"}"#))
        #expect(option.code == .badOption && option.message.contains("saw"))
    }

    @Test(arguments: [#""NaN""#, "1e999", "-1e999", #""Infinity""#, #""loud""#])
    func notANumber(value: String) throws {
        let e = try #require(error(#"{"type":"set","param":"filter.cutoff","value":\#(value)}"#))
        #expect(e.code == .notANumber && e.param == "filter.cutoff", "\(value): \(e)")
    }

    @Test func notesAreCheckedAgainstMIDIRange() {
        #expect(error(#"{"type":"noteOn","note":128}"#)?.code == .outOfRange)
        #expect(error(#"{"type":"noteOn","note":-1}"#)?.code == .outOfRange)
        #expect(error(#"{"type":"noteOn","note":60.5}"#)?.code == .outOfRange)
        #expect(error(#"{"type":"noteOn","note":"C4"}"#)?.code == .notANumber)
        #expect(error(#"{"type":"noteOn","note":1e999}"#)?.code == .notANumber)
        #expect(error(#"{"type":"noteOn","note":60,"velocity":2}"#)?.code == .outOfRange)
        #expect(error(#"{"type":"noteOff"}"#)?.code == .badMessage)
    }
}
