import ArgumentParser
import Foundation
import Storage

/// `synth-trainer backup --to FILE`: a consistent copy of the running server's database (SQLite's
/// online backup, safe while it serves). Restore: stop the server, copy the file over
/// DATA/trainer.sqlite (deleting trainer.sqlite-wal and -shm), start it (deploy/README.md).
struct BackupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup", abstract: "Copy the progress database consistently, even while the server runs.")

    @Option(help: "The data folder holding trainer.sqlite.") var data = "./data"
    @Option(help: "The new file to write (must not exist).") var to: String

    func run() throws {
        let file = URL(fileURLWithPath: data, isDirectory: true).appendingPathComponent(SQLiteTrainerStore.fileName).path
        guard FileManager.default.fileExists(atPath: file) else { throw ValidationError("no database at \(file)") }
        let store = try SQLiteTrainerStore(path: file)
        try store.backup(to: to)
        print("copied \(file) to \(to)")
    }
}
