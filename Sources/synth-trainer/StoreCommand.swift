import ArgumentParser
import Foundation
import Lessons
import PostgresStorage
import Storage

/// `synth-trainer store copy --from FILE.sqlite --to postgres://...`: moves a school from one box (the
/// embedded SQLite file) to the shared PostgreSQL database several instances use.
struct StoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store", abstract: "Move the trainer's data between stores.", subcommands: [Copy.self])

    struct Copy: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Copy everything from a SQLite file into PostgreSQL, then check the row counts.",
            discussion: """
            Copies teachers, classes, students with their secrets and tokens, progress and teacher sign-ins, \
            in one transaction: all of it or nothing. The SQLite file may be in use by a running server \
            (it is read in one consistent snapshot); opening it upgrades its schema like a server start does. \
            The target is migrated to the current schema first. It must be empty unless --force, which \
            replaces whatever it holds. Pass the URL through SYNTH_TRAINER_DATABASE instead of --to to keep \
            the password out of the process list.
            """)

        @Option(help: "The SQLite database: a trainer.sqlite file, or the data folder holding one.")
        var from: String
        @Option(help: "The PostgreSQL database: postgres://USER:PASSWORD@HOST:PORT/DATABASE. [default: SYNTH_TRAINER_DATABASE]")
        var to: String?
        @Flag(help: "Replace what the target holds instead of refusing a non-empty one.")
        var force = false

        func run() throws {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: from, isDirectory: &isFolder) else {
                throw ValidationError("no SQLite database at \(from)")
            }
            let file = isFolder.boolValue ? URL(fileURLWithPath: from).appendingPathComponent(SQLiteTrainerStore.fileName).path : from
            guard FileManager.default.fileExists(atPath: file) else { throw ValidationError("no \(SQLiteTrainerStore.fileName) in \(from)") }
            guard let url = try StoreChoice.databaseURL(to) else {
                throw ValidationError("name the target with --to postgres://... or SYNTH_TRAINER_DATABASE")
            }

            let snapshot = try SQLiteTrainerStore(path: file).snapshot()
            let target = try PostgresTrainerStore(url: url)
            defer { target.close() }
            try target.load(snapshot, replacing: force)
            // Counted afresh, after the commit: what the target really holds now.
            let copied = try target.counts()
            let source = snapshot.counts

            print("copied \(file) to \(target.location)\(force ? " (replacing its contents)" : "")")
            print("table".padding(toLength: 18, withPad: " ", startingAt: 0) + "source".leftPadded(8) + "target".leftPadded(8))
            for (s, t) in zip(source.tables, copied.tables) {
                print(s.name.padding(toLength: 18, withPad: " ", startingAt: 0) + "\(s.rows)".leftPadded(8) + "\(t.rows)".leftPadded(8)
                      + (s.rows == t.rows ? "" : "  MISMATCH"))
            }
            guard source == copied else {
                throw ValidationError("the row counts differ after the copy: the target is not a faithful copy")
            }
            print("verified: \(copied.total) rows, every table's count matches")
        }
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
