import Foundation
import SynthEngine
import Testing
@testable import WireProtocol

/// The classroom messages of PROTOCOL.md "Classrooms": decoding the teacher's, encoding the server's.
struct ClassroomMessageTests {
    func decode(_ text: String) throws -> ClientMessage { try ClientRequest.decode(text).message }

    func json(_ m: ServerMessage, id: MessageID? = nil) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(m.encoded(id: id))) as? [String: Any])
    }

    @Test func teacherMessagesDecode() throws {
        #expect(try decode(#"{"type":"auth"}"#) == .auth(token: nil))
        #expect(try decode(#"{"type":"auth","token":"abc"}"#) == .auth(token: "abc"))
        #expect(try decode(#"{"type":"createClass","name":"Year 9"}"#) == .createClass(name: "Year 9"))
        #expect(try decode(#"{"type":"watchClass","class":"c-1"}"#) == .watchClass("c-1"))
        #expect(try decode(#"{"type":"listClasses"}"#) == .listClasses)
        #expect(try decode(#"{"type":"listClasses"}"#).isClassroom)
        #expect(try decode(#"{"type":"classProgress","class":"c-1"}"#) == .classProgress("c-1"))
        #expect(try decode(#"{"type":"listen","student":null}"#) == .listen(student: nil))
        #expect(try decode(#"{"type":"listen","student":"s-1"}"#) == .listen(student: "s-1"))
        #expect(try decode(#"{"type":"sendHint","text":"darker","student":null}"#) == .sendHint(text: "darker", student: nil))
        #expect(try decode(#"{"type":"broadcast","active":true}"#) == .broadcast(active: true))
        #expect(try decode(#"{"type":"pushPatch"}"#) == .pushPatch(student: nil))
        #expect(try decode(#"{"type":"logout"}"#) == .logout)
        #expect(try decode(#"{"type":"listen"}"#).isClassroom)
        #expect(try !decode(#"{"type":"noteOn","note":1}"#).isClassroom)
    }

    @Test func theLockOnLaterLessonsTravelsBothWays() throws {
        #expect(try decode(#"{"type":"updateClass","class":"c-1","lockLater":true}"#)
            == .updateClass(ClassUpdate(classID: "c-1", lockLater: true)))
        #expect(try decode(#"{"type":"updateClass","class":"c-1","assign":"a"}"#) == .updateClass(ClassUpdate(classID: "c-1", assign: .some("a"))))
        do {
            _ = try ClientRequest.decode(#"{"type":"updateClass","class":"c-1","lockLater":"on"}"#)
            Issue.record("accepted a lock that is not true or false")
        } catch {
            #expect(error.code == .badMessage && error.message.contains("lockLater"), "\(error)")
        }
        let told = try json(.studentClass(name: "Year 9", code: "K7QH3M", assignedLesson: "a", lockLater: true))
        #expect(told["assignedLesson"] as? String == "a" && told["lockLater"] as? Bool == true)
        let info = try json(.classUpdated(.init(id: "c-1", name: "Year 9", code: "K7QH3M", students: 1, assigned: "a", lockLater: true)))
        #expect((info["class"] as? [String: Any])?["lockLater"] as? Bool == true)
        let listing = try json(.lessons([.init(id: "m", title: "M", summary: "", lessons: [
            .init(id: "a", title: "A", kind: "theory", state: "current", bestScore: nil),
            .init(id: "b", title: "B", kind: "theory", state: "locked", bestScore: nil, lockedByTeacher: true)])]))
        let rows = try #require((listing["modules"] as? [[String: Any]])?.first?["lessons"] as? [[String: Any]])
        #expect(rows[0]["lockedByTeacher"] == nil && rows[1]["lockedByTeacher"] as? Bool == true)
        #expect(ErrorCode(rawValue: "locked_by_teacher") == .lockedByTeacher)
    }

    @Test func malformedTeacherMessagesSayWhatIsWrong() {
        for (text, fragment) in [(#"{"type":"broadcast","active":"yes"}"#, "true or false"), (#"{"type":"watchClass"}"#, "'class'"),
                                 (#"{"type":"sendHint","student":null}"#, "'text'"), (#"{"type":"listen","student":5}"#, "string")] {
            do {
                _ = try ClientRequest.decode(text)
                Issue.record("accepted \(text)")
            } catch {
                #expect(error.code == .badMessage && error.message.contains(fragment), "\(error)")
            }
        }
    }

    @Test func studentUpdatesCarryOnlyWhatChanged() throws {
        var a = StudentState(student: "s-1", name: "Ana", online: true)
        var b = a
        try b.patch.set(.filterCutoff, 500)
        let members = b.members(changedFrom: a)
        #expect(members.map(\.key) == ["student", "patch"])
        let update = try json(.studentUpdate(members))
        #expect(update["type"] as? String == "studentUpdate" && (update["patch"] as? [String: Double]) == ["filter.cutoff": 500])
        a = b
        b.lesson = .init(id: "dark", title: "Darker", kind: "challenge", shown: ["filter.cutoff"], locked: [], allowsPatch: false)
        b.target = ["filter.cutoff": .number(400)]
        #expect(b.members(changedFrom: a).map(\.key) == ["student", "lesson", "timeOnLesson", "target"])
        #expect(b.members(changedFrom: b).map(\.key) == ["student"])
        // A full state has every field, nulls included.
        let full = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(StudentState(student: "s", name: "x").json)) as? [String: Any])
        #expect(Set(full.keys) == ["student", "name", "online", "lesson", "attempts", "lastScore", "bestScore", "completed",
                                   "hintsUsed", "stars", "listens", "hand", "place", "timeOnLesson", "patch", "target"])
        #expect(full["lesson"] is NSNull && full["target"] is NSNull && (full["patch"] as? [String: Any])?.count == Param.allCases.count)
    }

    @Test func classroomRepliesEncodeAsDocumented() throws {
        let info = ServerMessage.ClassInfo(id: "c-1", name: "Year 9", code: "K7QH3M", students: 3)
        let teacher = try json(.teacher(.init(teacher: "t-1", name: "Ms Rivera", expires: "2030-01-01T00:00:00Z", classes: [info])), id: .number(4))
        #expect(teacher["type"] as? String == "teacher" && teacher["id"] as? Int == 4 && (teacher["classes"] as? [[String: Any]])?.first?["code"] as? String == "K7QH3M")
        #expect(try json(.classCreated(info))["type"] as? String == "class")
        let list = try json(.classes([info]), id: .string("r"))
        #expect(list["type"] as? String == "classes" && list["id"] as? String == "r")
        #expect((list["classes"] as? [[String: Any]])?.first?["name"] as? String == "Year 9")
        #expect((try json(.classes([]))["classes"] as? [Any])?.isEmpty == true)
        let listening = try json(.listening(student: nil, name: nil))
        #expect(listening["student"] is NSNull && listening["name"] is NSNull)
        let pushed = try json(.pushed(students: ["s-1"], skipped: [.init(student: "s-2", reason: "offline")]))
        #expect((pushed["skipped"] as? [[String: String]]) == [["student": "s-2", "reason": "offline"]])
        let cell = ServerMessage.ProgressCell(completed: true, bestScore: 90, lastScore: nil, attempts: 2, timeSpent: 30, hintsUsed: 1, revealed: false)
        let progress = try json(.progress(.init(classInfo: info, lessons: [.init(id: "a", title: "A", module: "m", kind: "challenge")],
                                                students: [.init(student: "s-1", name: "Ana", online: true, lessons: ["a": cell])])))
        let row = try #require((progress["students"] as? [[String: Any]])?.first)
        #expect(((row["lessons"] as? [String: Any])?["a"] as? [String: Any])?["lastScore"] is NSNull)
        #expect(try json(.teacherPatch(from: "Ms Rivera"))["from"] as? String == "Ms Rivera")
        #expect(try json(.broadcasting(active: true, classID: "c-1", students: 4))["class"] as? String == "c-1")
    }
}
