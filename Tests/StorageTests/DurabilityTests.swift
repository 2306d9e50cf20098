import Foundation
import Testing
import Lessons
import Storage

/// A completion acknowledged to a student must survive the server being killed right after.
///
/// The test runs the real `synth-trainer` binary (`courses durability-probe`), which completes lessons
/// through `LessonService` on the SQLite store and prints an acknowledgement line, then keeps the
/// database open. The test kills it with SIGKILL (no clean shutdown, no WAL checkpoint) and reopens
/// the file.
@Suite("Durability across SIGKILL")
struct DurabilityTests {
    /// The binary built next to this test bundle (swift build --build-tests builds both).
    static var binary: URL {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("synth-trainer")
    }

    @Test func acknowledgedCompletionSurvivesSIGKILL() throws {
        let binary = Self.binary
        try #require(FileManager.default.isExecutableFile(atPath: binary.path),
                     "build the executable first (swift build --build-tests): \(binary.path)")
        let data = StoreFixtures.temporaryDirectory()
        let process = Process()
        process.executableURL = binary
        process.arguments = ["courses", "durability-probe", "--data", data.path,
                             "--courses", StoreFixtures.shippedCourses.path, "--lessons", "3"]
        let stdout = Pipe(), stdin = Pipe()
        process.standardOutput = stdout
        process.standardInput = stdin
        try process.run()

        // Wait for the acknowledgement line.
        var buffer = Data()
        while !buffer.contains(UInt8(ascii: "\n")) {
            let chunk = stdout.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
        }
        let ack = try #require(try JSONSerialization.jsonObject(with: buffer) as? [String: Any], "no acknowledgement from the probe")
        let studentID = try #require(ack["student"] as? String)
        let token = try #require(ack["token"] as? String)
        let completed = try #require(ack["completed"] as? [String])
        #expect(completed.count == 3)

        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGKILL)

        // At the kill the completions were only in the write-ahead log (nothing checkpointed them into
        // the main file): the main file alone does not know the student. So what follows tests WAL recovery.
        let mainOnly = StoreFixtures.temporaryDirectory()
        try FileManager.default.copyItem(at: data.appendingPathComponent("trainer.sqlite"),
                                         to: mainOnly.appendingPathComponent("trainer.sqlite"))
        #expect(try SQLiteTrainerStore(dataDirectory: mainOnly).student(id: studentID) == nil)

        let store = try SQLiteTrainerStore(dataDirectory: data)
        let rows = try store.progress(studentID: studentID)
        #expect(Set(rows.filter(\.completed).map(\.lessonID)) == Set(completed))
        // And the student can log back in with the token and carry on where they were.
        let course = CourseLoader.load(directory: StoreFixtures.shippedCourses).course
        let service = LessonService(course: course, store: store)
        let resumed = try service.login(name: "", token: token, classCode: nil)
        #expect(resumed.id == studentID)
        let states = try service.listLessons(student: studentID).flatMap(\.lessons).map(\.state)
        #expect(states.prefix(4) == [.completed, .completed, .completed, .current])
    }
}
