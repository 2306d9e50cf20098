import Foundation
import SynthEngine
import Testing
@testable import WireProtocol

struct ServerMessageTests {
    func object(_ bytes: [UInt8]) throws -> JSONValue { try JSONParser.parse(bytes) }

    @Test func welcomeDescribesTheStream() throws {
        let v = try object(ServerMessage.welcome(.init(session: "s1", frameMs: 20)).encoded(id: .number(3)))
        #expect(v["type"] == .string("welcome") && v["protocol"] == .number(1) && v["session"] == .string("s1"))
        #expect(v["sampleRate"] == .number(48_000) && v["channels"] == .number(1) && v["frameMs"] == .number(20))
        #expect(v["codec"] == .string("opus") && v["id"] == .number(3) && v["routed"] == .bool(false))
        let routed = try object(ServerMessage.welcome(.init(session: "s1", frameMs: 20, routed: true)).encoded())
        #expect(routed["routed"] == .bool(true))
    }

    @Test func paramsCarryTheWholeTable() throws {
        for id in [nil, MessageID.string("p")] {
            let v = try object(ServerMessage.params.encoded(id: id))
            #expect(v["type"] == .string("params"))
            guard case .array(let rows) = v["parameters"] else { Issue.record("no parameters"); return }
            #expect(rows.count == Param.count)
            #expect(v["id"] == id.map { if case .string(let s) = $0 { .string(s) } else { .null } })
        }
    }

    @Test func patchHasEveryValueAndAPresetThatRoundTrips() throws {
        var p = Patch()
        try p.set(.filterCutoff, 640)
        let v = try object(ServerMessage.patch(p).encoded())
        guard case .object(let members) = v["patch"], case .string(let preset) = v["preset"] else {
            Issue.record("bad patch message"); return
        }
        #expect(members.count == Param.count)
        #expect(v["patch"]?["filter.cutoff"] == .number(640))
        #expect(v["patch"]?["osc1.wave"] == .string(Param.osc1Wave.spec.option(at: p[.osc1Wave])))
        #expect(try Patch(presetString: preset) == p)
    }

    @Test func errorCarriesCodeParamAndTheCausingID() throws {
        let e = ProtocolError(.outOfRange, "filter.cutoff: 5 is out of range", param: "filter.cutoff", id: .string("a"))
        let v = try object(ServerMessage.error(e).encoded())
        #expect(v["code"] == .string("out_of_range") && v["param"] == .string("filter.cutoff") && v["id"] == .string("a"))
        #expect(v["message"] == .string(e.message))
    }

    @Test func resultHidesTheTargetUnlessPassed() throws {
        let failed = ServerMessage.Result(score: 40, passed: false, threshold: 80, feedback: [], next: nil, targetPatch: Patch())
        #expect(try object(ServerMessage.result(failed).encoded())["targetPatch"] == nil)
        let passed = ServerMessage.Result(score: 90, passed: true, threshold: 80, feedback: [
            .init(param: "filter.cutoff", name: "Cutoff", verdict: "close", message: "Nearly.")], next: "b", targetPatch: Patch())
        let v = try object(ServerMessage.result(passed).encoded())
        #expect(v["targetPatch"] != nil && v["next"] == .string("b"))
        #expect(v["feedback"] == .array([.object([("param", .string("filter.cutoff")), ("name", .string("Cutoff")),
                                                  ("verdict", .string("close")), ("message", .string("Nearly."))])]))
    }

    @Test func clientIDsRoundTripAsTheyCame() throws {
        let v = try object(ServerMessage.targetDone.encoded(id: .number(12)))
        #expect(String(decoding: ServerMessage.targetDone.encoded(id: .number(12)), as: UTF8.self).contains(#""id":12"#))
        #expect(v["type"] == .string("targetDone"))
    }
}
