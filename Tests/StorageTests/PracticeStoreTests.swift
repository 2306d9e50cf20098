import Foundation
import Lessons
import Storage
import Testing

/// Daily practice state (Leitner boxes, streak, today's session as one JSON document per student),
/// held to the same rules in memory, in SQLite and in PostgreSQL.
@Suite("Practice store (in-memory, SQLite, PostgreSQL)")
struct PracticeStoreTests {
    @Test(arguments: StoreFixtures.Kind.allCases)
    func practiceStateIsKeptPerStudentAndReplaced(kind: StoreFixtures.Kind) throws {
        let store = try kind.make()
        try store.createStudent(StoreFixtures.student("s-1", token: "one"))
        try store.createStudent(StoreFixtures.student("s-2", token: "two"))
        #expect(try store.practiceState(studentID: "s-1") == nil)
        try store.savePracticeState(studentID: "s-1", json: #"{"streak":1}"#, at: Date(timeIntervalSince1970: 10))
        try store.savePracticeState(studentID: "s-1", json: #"{"streak":2,"items":{"a":{"box":3}}}"#, at: Date(timeIntervalSince1970: 20))
        #expect(try store.practiceState(studentID: "s-1") == #"{"streak":2,"items":{"a":{"box":3}}}"#)
        #expect(try store.practiceState(studentID: "s-2") == nil)
        // An unknown student is refused, not stored.
        #expect(throws: StoreError.self) { try store.savePracticeState(studentID: "nobody", json: "{}", at: .now) }
        #expect(try store.practiceState(studentID: "nobody") == nil)
    }
}
