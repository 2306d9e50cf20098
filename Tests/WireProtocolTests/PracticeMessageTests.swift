import Foundation
import SynthEngine
import Testing
@testable import WireProtocol

/// The daily practice and teacher hearing messages on the wire: what decodes, what is refused, and
/// the shape of `practice` (nulls present, so the page need not test for keys).
struct PracticeMessageTests {
    @Test func practiceRequestsDecodeWithAFiniteOffset() throws {
        #expect(try ClientRequest.decode(#"{"type":"practice","utcOffset":60}"#).message == .practice(utcOffset: 60, start: false))
        #expect(try ClientRequest.decode(#"{"type":"startPractice","utcOffset":-300}"#).message == .practice(utcOffset: -300, start: true))
        #expect(try ClientRequest.decode(#"{"type":"openPracticeItem","lesson":"wave-match-1"}"#).message == .openPracticeItem("wave-match-1"))
        #expect(try ClientRequest.decode(#"{"type":"studentHearing","student":"s-1"}"#).message == .studentHearing(student: "s-1"))
        #expect(try ClientRequest.decode(#"{"type":"classHearing","class":"c-1"}"#).message == .classHearing("c-1"))
        #expect(ClientMessage.studentHearing(student: "s").isClassroom && ClientMessage.practice(utcOffset: 0, start: true).isLesson)
        for (text, code) in [(#"{"type":"startPractice","utcOffset":"NaN"}"#, ErrorCode.notANumber),
                             (#"{"type":"startPractice","utcOffset":1e999}"#, .notANumber),
                             (#"{"type":"startPractice"}"#, .badMessage),
                             (#"{"type":"openPracticeItem"}"#, .badMessage)] {
            #expect(throws: ProtocolError.self) { try ClientRequest.decode(text) }
            do { _ = try ClientRequest.decode(text) } catch { #expect(error.code == code, "\(text)") }
        }
    }

    @Test func practiceCarriesStreakSessionAndSummary() throws {
        let item = ServerMessage.Practice.Item(lesson: "a", title: "A", kind: "challenge", reason: "review", control: nil, controlName: nil,
                                               questions: 1, attempts: 0, rightFirstTime: nil, done: false, boxBefore: 1, boxAfter: nil)
        let p = ServerMessage.Practice(streak: .init(days: 2, best: 5, today: false), due: 3,
                                       session: .init(items: [item], current: 0, finished: false), summary: nil)
        let v = try JSONParser.parse(ServerMessage.practice(p).encoded(id: .string("p")))
        #expect(v["type"] == .string("practice") && v["id"] == .string("p") && v["due"] == .number(3))
        #expect(v["streak"]?["days"] == .number(2) && v["streak"]?["today"] == .bool(false))
        #expect(v["summary"] == .null)
        let first = v["session"]?["items"]
        guard case .array(let items) = first else { Issue.record("no items"); return }
        #expect(items[0]["rightFirstTime"] == .null && items[0]["control"] == .null && items[0]["boxAfter"] == .null)
        #expect(v["session"]?["current"] == .number(0))
        let none = try JSONParser.parse(ServerMessage.practice(.init(streak: .init(days: 0, best: 0, today: false), due: 0,
                                                                     session: nil, summary: nil)).encoded())
        #expect(none["session"] == .null && none["summary"] == .null)
        // A plain result has no practice; a practice item's has it.
        var r = ServerMessage.Result(score: 50, passed: false, threshold: 80, feedback: [], next: nil, targetPatch: nil)
        #expect(try JSONParser.parse(ServerMessage.result(r).encoded())["practice"] == nil)
        r.practice = p
        #expect(try JSONParser.parse(ServerMessage.result(r).encoded())["practice"]?["due"] == .number(3))
    }
}
