import Testing
@testable import QRCode

@Suite("QR codes through libqrencode")
struct QRCodeTests {
    /// The 7x7 finder pattern every QR code has in three corners: a dark ring, a light ring, a dark 3x3.
    func hasFinder(_ q: QRCode, row: Int, column: Int) -> Bool {
        (0..<7).allSatisfy { r in
            (0..<7).allSatisfy { c in
                let ring = min(r, c, 6 - r, 6 - c)
                return q[row + r, column + c] == (ring != 1)
            }
        }
    }

    @Test func aJoinLinkIsASquareWithItsThreeFinderPatterns() throws {
        let q = try QRCode("https://192.168.1.20:8443/?join=K7QH3MXP")
        #expect(q.size >= 21 && (q.size - 21) % 4 == 0, "a version's size is 21 + 4 per version")
        #expect(q.modules.count == q.size * q.size)
        #expect(hasFinder(q, row: 0, column: 0) && hasFinder(q, row: 0, column: q.size - 7) && hasFinder(q, row: q.size - 7, column: 0))
        #expect(q.rows.count == q.size && q.rows.allSatisfy { $0.count == q.size })
    }

    @Test func longerTextNeedsALargerCodeAndTheSameTextTheSameCode() throws {
        let short = try QRCode("http://127.0.0.1:8080/?join=AB")
        let long = try QRCode("http://127.0.0.1:8080/?join=" + String(repeating: "X", count: 200))
        #expect(long.size > short.size)
        #expect(try QRCode("http://127.0.0.1:8080/?join=AB") == short)
    }

    @Test func emptyAndOversizedTextAreRefusedWithAReason() {
        #expect(throws: QRCode.Failure.empty) { try QRCode("") }
        #expect(throws: QRCode.Failure.tooLong(4000)) { try QRCode(String(repeating: "a", count: 4000), correction: .high) }
    }
}
