import ArgumentParser
import Foundation
import Lessons
import Logging
import PostgresStorage
import Storage

/// Which store a command uses: PostgreSQL when `--database` (or SYNTH_TRAINER_DATABASE) names one,
/// else SQLite in the data folder, the embedded default. The server library never sees which.
enum StoreChoice {
    /// The PostgreSQL URL from the flag or, failing that, the environment; nil for SQLite.
    static func databaseURL(_ flag: String?) throws -> String? {
        let env = ProcessInfo.processInfo.environment["SYNTH_TRAINER_DATABASE"].flatMap { $0.isEmpty ? nil : $0 }
        guard let url = flag ?? env else { return nil }
        guard PostgresLocation.isPostgresURL(url) else {
            throw ValidationError("--database (or SYNTH_TRAINER_DATABASE) takes postgres://USER:PASSWORD@HOST:PORT/DATABASE")
        }
        return url
    }

    /// The chosen store for logs: the PostgreSQL URL without its password, or the SQLite folder.
    static func describe(database flag: String?, dataDirectory: URL) throws -> String {
        guard let url = try databaseURL(flag) else { return "SQLite in \(dataDirectory.path)" }
        return (try? PostgresLocation(url: url).description) ?? "PostgreSQL (a URL that does not parse)"
    }

    /// Opens the chosen store. What it says on failure names the database without its password.
    /// `probeEvery`: PostgreSQL only, how often its sign-out listener checks its connection.
    static func open(database flag: String?, dataDirectory: URL, probeEvery: Duration = .seconds(30), instance: String? = nil,
                     logger: Logger = Logger(label: "synth-trainer.store")) throws -> any TrainerStore {
        if let url = try databaseURL(flag) {
            return try PostgresTrainerStore(url: url, probeEvery: probeEvery, instance: instance, logger: logger)
        }
        return try SQLiteTrainerStore(dataDirectory: dataDirectory)
    }
}
