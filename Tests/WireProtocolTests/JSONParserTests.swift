import Testing
@testable import WireProtocol

struct JSONParserTests {
    @Test func parsesEveryKindOfValue() throws {
        let v = try JSONParser.parse(#" {"a": [1, -2.5e3, true, false, null], "b": {"c": "d\u00e9\n\ud83c\udfb9"}} "#)
        #expect(v["a"] == .array([.number(1), .number(-2500), .bool(true), .bool(false), .null]))
        #expect(v["b"]?["c"] == .string("dé\n🎹"))
    }

    @Test func objectsKeepDocumentOrderAndLastDuplicateWins() throws {
        guard case .object(let members) = try JSONParser.parse(#"{"z":1,"a":2,"z":3}"#) else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a", "z"])
        #expect(members.last?.value == .number(3))
    }

    @Test func largeObjectsKeepTheSameRulesAsSmallOnes() throws {
        // Past a few keys the parser indexes them; order and "last duplicate wins" must not change.
        var text = "{"
        for i in 0..<50 { text += "\"k\(i)\":\(i)," }
        text += #""k3":"again","k40":"again","k3":"third","tail":true}"#
        guard case .object(let members) = try JSONParser.parse(text) else { Issue.record("not an object"); return }
        let keys = members.map(\.key)
        #expect(keys.count == 51)
        #expect(Set(keys).count == keys.count)
        #expect(Array(keys.suffix(3)) == ["k40", "k3", "tail"])
        #expect(members.first { $0.key == "k3" }?.value == .string("third"))
        #expect(members.first { $0.key == "k40" }?.value == .string("again"))
        #expect(keys.prefix(3) == ["k0", "k1", "k2"])
    }

    @Test func hugeLiteralsBecomeInfinityInsteadOfFailing() throws {
        #expect(try JSONParser.parse("1e999") == .number(.infinity))
        #expect(try JSONParser.parse("-1e999") == .number(-.infinity))
        #expect(try JSONParser.parse("1e-999") == .number(0))
    }

    @Test(arguments: [
        ("", 0), ("{", 1), (#"{"a":1,}"#, 7), ("[1 2]", 3), ("NaN", 0), ("01", 1), ("1.", 2), ("-", 1),
        (#""abc"#, 4), (#""\x""#, 3), (#""\ud800""#, 7), ("\"a\u{01}b\"", 3), ("{} {}", 3), ("tru", 3),
    ])
    func syntaxErrorsSayWhere(text: String, offset: Int) {
        do {
            _ = try JSONParser.parse(text)
            Issue.record("\(text) parsed")
        } catch {
            #expect(error.offset == offset, "\(text): \(error)")
            #expect(!error.reason.isEmpty)
        }
    }

    @Test func nestingIsCapped() {
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(deep) }
        let ok = String(repeating: "[", count: JSONParser.maxDepth) + String(repeating: "]", count: JSONParser.maxDepth)
        #expect(throws: Never.self) { try JSONParser.parse(ok) }
    }
}
