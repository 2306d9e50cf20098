import Foundation
import GRDB
import Lessons
import PostgresStorage
@testable import Storage

/// Store builders shared by the storage tests.
enum StoreFixtures {
    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("storage-tests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Which implementation a contract test runs against. PostgreSQL joins when the test server is
    /// given (SYNTH_TRAINER_TEST_POSTGRES); when it is not, `PostgresHalfTests` reports the skip.
    enum Kind: String, CaseIterable, CustomStringConvertible {
        case memory, sqlite, postgres
        var description: String { rawValue }

        static var allCases: [Kind] { PostgresFixtures.baseURL == nil ? [.memory, .sqlite] : [.memory, .sqlite, .postgres] }

        func make() throws -> any TrainerStore {
            switch self {
            case .memory: InMemoryTrainerStore()
            case .sqlite: try SQLiteTrainerStore(dataDirectory: temporaryDirectory())
            // A database of its own per test case, so cases running in parallel never see each other's rows.
            case .postgres: try PostgresTrainerStore(location: PostgresFixtures.freshDatabase())
            }
        }
    }

    static func student(_ id: String, token: String = UUID().uuidString, classID: String? = nil) -> StudentRecord {
        StudentRecord(id: id, name: "Student \(id)", tokenHash: TokenHash.hex(token), classID: classID,
                      createdAt: Date(timeIntervalSince1970: 1_700_000_000))
    }

    static func attempt(_ student: String, _ lesson: String, score: Double, passed: Bool, time: Double = 10,
                        at: TimeInterval = 1_700_000_100, stars: Int = 0, listens: Int = 0) -> AttemptRecord {
        AttemptRecord(studentID: student, lessonID: lesson, score: score, passed: passed, timeSpent: time,
                      at: Date(timeIntervalSince1970: at), stars: stars, listens: listens)
    }

    /// An SQLite store file as a server of an older version left it: the migrations up to `migration`,
    /// then `sql` (rows that server would have written). Returns the file's path, for the store to open.
    static func sqliteFile(upTo migration: String, _ sql: String) throws -> String {
        let path = temporaryDirectory().appendingPathComponent(SQLiteTrainerStore.fileName).path
        let queue = try DatabaseQueue(path: path)
        try TrainerMigrations.migrator.migrate(queue, upTo: migration)
        try queue.write { db in try db.execute(sql: sql) }
        return path
    }

    /// The repository's Courses folder.
    static var shippedCourses: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Courses", isDirectory: true)
    }
}
