import Foundation
import Lessons
import Logging
@testable import PostgresStorage
import Testing

/// The PostgreSQL server the storage tests use: the one SYNTH_TRAINER_TEST_POSTGRES names (`make test`
/// starts a throwaway one with scripts/pg-test-cluster.sh). Each test makes its own database on it.
enum PostgresFixtures {
    static let baseURL: String? = ProcessInfo.processInfo.environment["SYNTH_TRAINER_TEST_POSTGRES"].flatMap { $0.isEmpty ? nil : $0 }

    static let skipped: Comment = """
        SYNTH_TRAINER_TEST_POSTGRES is not set: the PostgreSQL half of the store tests was SKIPPED \
        (make test sets it; by hand: eval "$(scripts/pg-test-cluster.sh start)")
        """

    static var base: PostgresLocation {
        get throws { try PostgresLocation(url: try #require(baseURL, skipped)) }
    }

    /// A new, empty database on the test server.
    static func freshDatabase() throws -> PostgresLocation {
        let base = try base
        let name = "st_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        try admin(base) { c in try c.run("CREATE DATABASE \(name)") }
        return base.database(name)
    }

    /// Runs `body` on a plain libpq connection to `location`, outside the store's pool (setting up what
    /// the store itself must not do: databases, an old schema's rows).
    @discardableResult
    static func admin<T>(_ location: PostgresLocation, _ body: (PGConnection) throws -> T) throws -> T {
        let c = try PGConnection(location: location, applicationName: "storage-tests", id: 0)
        defer { c.close() }
        return try body(c)
    }

    static let logger = Logger(label: "storage-tests.postgres")

    /// The repository's scripts folder.
    static var scripts: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts", isDirectory: true)
    }

    /// A PostgreSQL server of the test's own, which it may stop and start (scripts/pg-test-cluster.sh):
    /// stopping the shared one would break the tests running beside it.
    final class PrivateCluster {
        let folder: String
        let url: String

        /// Made inside the shared cluster's folder when there is one, so removing that one (at the end of
        /// `pg-test-cluster.sh run`) stops this one too, should the test die before its own clean-up.
        init() throws {
            let parent = ProcessInfo.processInfo.environment["SYNTH_TRAINER_TEST_PG_DIR"] ?? FileManager.default.temporaryDirectory.path
            let out = try Self.script("start", "\(parent)/private-\(UUID().uuidString.prefix(8))")
            func value(_ name: String) throws -> String {
                let line = try #require(out.split(separator: "\n").first { $0.hasPrefix("export \(name)=") }, "no \(name) in: \(out)")
                return String(line.dropFirst("export \(name)=".count)).trimmingCharacters(in: CharacterSet(charactersIn: "'"))
            }
            url = try value("SYNTH_TRAINER_TEST_POSTGRES")
            folder = try value("SYNTH_TRAINER_TEST_PG_DIR")
        }

        /// `fast` ends every session as a clean shutdown does; `immediate` is a crash (WAL replay at start).
        func stop(_ mode: String = "fast") throws { try Self.script("stop", folder, mode) }
        func start() throws { try Self.script("start", folder) }
        deinit { _ = try? Self.script("destroy", folder) }

        /// Runs the script and returns what it printed. posix_spawn and waitpid rather than Foundation's
        /// `Process`: its `waitUntilExit` was seen to hang here on a child that had exited (left a zombie,
        /// never reaped) while other tests ran beside it.
        @discardableResult
        static func script(_ arguments: String...) throws -> String {
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("pg-cluster-\(UUID().uuidString).out").path
            defer { try? FileManager.default.removeItem(atPath: output) }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            let argv = ["/bin/bash", scripts.appendingPathComponent("pg-test-cluster.sh").path] + arguments
            let cArgs = argv.map { strdup($0) } + [nil]
            defer { cArgs.forEach { free($0) } }
            var pid: pid_t = 0
            let spawned = posix_spawn(&pid, "/bin/bash", &actions, nil, cArgs, environ)
            try #require(spawned == 0, "cannot run pg-test-cluster.sh: \(String(cString: strerror(spawned)))")
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
            // Exited normally with 0: WIFEXITED and WEXITSTATUS are macros Swift does not import.
            try #require(status & 0xffff == 0, "pg-test-cluster.sh \(arguments.joined(separator: " ")) failed (\(status)): \(text)")
            return text
        }
    }
}

extension PGConnection {
    /// One statement of the tests' own SQL (no values bound), without a deadline.
    func run(_ sql: String) throws { try execute(SQL(unsafeSQL: sql), deadline: nil) }
}
