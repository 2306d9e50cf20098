import Foundation
import Synchronization
import Lessons
import Logging

/// The trainer's data in PostgreSQL: the store several server instances share. Same rules as
/// `SQLiteTrainerStore`, statement for statement where it can be, and the same schema versions
/// (`PostgresMigrations`).
///
/// - Durability: every write is one transaction whose COMMIT returns after PostgreSQL flushed its WAL
///   (`synchronous_commit = on`, set on each connection), so an acknowledged result survives the server
///   process, this process, or both being killed.
/// - Two instances writing the same row: `updateProgress` locks the student's row first (`FOR NO KEY
///   UPDATE`), so read-merge-write for one student runs one at a time across every instance, and a new
///   progress row cannot be inserted twice.
/// - An unreachable database: every call throws `StoreError.failure` naming the server and the reason,
///   within the call deadline; the next call opens a new connection, so the store recovers by itself once
///   the database is back (`PostgresConnectionPool`).
/// - Calls block their thread on libpq (the protocol is synchronous): the server makes them from its
///   executor threads (`OffThreadCalls`), never from the lws service thread, as with the SQLite store.
public final class PostgresTrainerStore: TrainerStore, TeacherSessionEvents, Sendable {
    let pool: PostgresConnectionPool
    private let listener: PostgresSessionListener
    public let location: PostgresLocation
    /// This store's name in the migrations ledger (`appliedBy`).
    public let instanceID: String
    /// Migrations this store ran when it opened (empty when another had done them).
    public let ranMigrations: [String]
    /// The placement tables exist (`PostgresTrainerStore+Placement`): checked once per process.
    let placementTablesReady = Atomic<Bool>(false)

    /// Opens the store at `url` (postgres://USER:PASSWORD@HOST:PORT/DATABASE), migrating the schema.
    /// - Parameters:
    ///   - maxConnections: connections opened at most; the server runs 4 store calls at a time.
    ///   - callTimeout: how long one call may take before it fails (and its connection is dropped).
    ///   - probeEvery: how often the connection that listens for ended sessions is asked for an answer
    ///     (`PostgresSessionListener`).
    ///   - instance: the server instance's name (`--instance-name`), in every connection's `application_name`.
    public convenience init(url: String, maxConnections: Int = 8, callTimeout: Duration = .seconds(15),
                            probeEvery: Duration = .seconds(30), instance: String? = nil,
                            logger: Logger = Logger(label: "synth-trainer.postgres")) throws(StoreError) {
        var location = try PostgresLocation(url: url)
        location.instance = instance
        try self.init(location: location, maxConnections: maxConnections, callTimeout: callTimeout,
                      probeEvery: probeEvery, logger: logger)
    }

    public convenience init(location: PostgresLocation, maxConnections: Int = 8, callTimeout: Duration = .seconds(15),
                            probeEvery: Duration = .seconds(30),
                            logger: Logger = Logger(label: "synth-trainer.postgres")) throws(StoreError) {
        try self.init(location: location, maxConnections: maxConnections, callTimeout: callTimeout, probeEvery: probeEvery,
                      logger: logger, migrations: PostgresMigrations.all.count)
    }

    /// `migrations`: how many of the schema's migrations to run (tests build an old schema with fewer).
    init(location: PostgresLocation, maxConnections: Int, callTimeout: Duration, probeEvery: Duration = .seconds(30),
         logger: Logger, migrations: Int) throws(StoreError) {
        self.location = location
        self.instanceID = UUID().uuidString.lowercased()
        let pool = PostgresConnectionPool(location: location, maxConnections: maxConnections, callTimeout: callTimeout, logger: logger)
        self.pool = pool
        listener = PostgresSessionListener(location: location, probing: .init(every: probeEvery), logger: logger)
        let instance = instanceID
        ranMigrations = try Self.transaction(pool, unlimited: true, context: "cannot migrate the schema") { c in
            try PostgresMigrations.migrate(c, instance: instance, upTo: migrations)
        }
        if !ranMigrations.isEmpty {
            logger.info("postgres schema migrated", metadata: ["database": "\(location)", "ran": "\(ranMigrations)"])
        }
    }

    /// Closes the idle connections and stops listening; calls after this throw.
    public func close() {
        listener.stop()
        pool.shutDown()
    }

    // MARK: - Ended sessions (`TeacherSessionEvents`)

    public func watchEndedSessions(ended: @escaping @Sendable (String) -> Void, resync: @escaping @Sendable () -> Void) {
        listener.start(ended: ended, resync: resync)
    }

    public func stopWatching() { listener.stop() }

    /// A migration as the ledger records it.
    public struct AppliedMigration: Sendable, Equatable {
        public let identifier: String
        public let appliedBy: String
    }

    /// The migrations ledger, oldest first: for tests and diagnostics.
    public func appliedMigrations() throws(StoreError) -> [AppliedMigration] {
        try read { c in
            try c.query(SQL(unsafeSQL: "SELECT identifier, appliedBy FROM \(PostgresMigrations.ledger) ORDER BY appliedAt, identifier"))
                .map { row in
                    let (identifier, by) = try row.decode((String, String).self)
                    return AppliedMigration(identifier: identifier, appliedBy: by)
                }
        }
    }

    // MARK: StudentStore

    static let studentColumns = "id, name, tokenHash, classID, createdAt, secretHash, secretReset"

    public func createStudent(_ student: StudentRecord) throws(StoreError) {
        try write(duplicate: "student \(student.id)") { c in
            if try !c.query("SELECT 1 FROM student_tokens WHERE tokenHash = \(student.tokenHash)").rows.isEmpty {
                throw StoreError.duplicate("token")
            }
            try c.query("""
                INSERT INTO students (id, name, tokenHash, classID, createdAt, secretHash, secretReset)
                VALUES (\(student.id), \(student.name), \(student.tokenHash), \(student.classID),
                        \(student.createdAt.timeIntervalSince1970), \(student.secretHash), \(student.secretReset))
                """)
            try c.query("""
                INSERT INTO student_tokens (tokenHash, studentID, createdAt)
                VALUES (\(student.tokenHash), \(student.id), \(student.createdAt.timeIntervalSince1970))
                """)
            if let classID = student.classID {
                try c.query("""
                    INSERT INTO class_members (classID, studentID, joinedAt)
                    VALUES (\(classID), \(student.id), \(student.createdAt.timeIntervalSince1970))
                    """)
            }
        }
    }

    public func student(id: String) throws(StoreError) -> StudentRecord? {
        try read { c in
            try c.query("SELECT \(unescaped: Self.studentColumns) FROM students WHERE id = \(id)").first.map(Self.student)
        }
    }

    public func student(tokenHash: String) throws(StoreError) -> StudentRecord? {
        try read { c in
            try c.query("""
                SELECT s.id, s.name, s.tokenHash, s.classID, s.createdAt, s.secretHash, s.secretReset
                FROM student_tokens t JOIN students s ON s.id = t.studentID WHERE t.tokenHash = \(tokenHash)
                """).first.map(Self.student)
        }
    }

    /// The student's row is locked first, so two moves of one student (on any instance) queue up and
    /// each sees the class the other left them in.
    public func moveStudent(studentID: String, toClass classID: String?, at: Date, removed: Bool) throws(StoreError) {
        try write(missing: "class \(classID ?? "")") { c in try Self.move(c, studentID, to: classID, at: at, removed: removed, onlyFrom: nil) }
    }

    public func removeStudent(studentID: String, fromClass classID: String, at: Date) throws(StoreError) -> Bool {
        try write { c in try Self.move(c, studentID, to: nil, at: at, removed: true, onlyFrom: classID) }
    }

    /// `moveStudent` in a transaction (the student's row held to its end); with `onlyFrom`, only for a
    /// student in that class now (false: nothing changed).
    @discardableResult
    static func move(_ c: PostgresConnectionPool.Lease, _ studentID: String, to classID: String?, at: Date, removed: Bool,
                     onlyFrom: String?) throws -> Bool {
        guard let row = try c.query("SELECT classID FROM students WHERE id = \(studentID) FOR NO KEY UPDATE").first else {
            throw StoreError.notFound("student \(studentID)")
        }
        let old = try row.decode(String?.self)
        if let onlyFrom, old != onlyFrom { return false }
        guard old != classID else { return true }
        let t = at.timeIntervalSince1970
        if let old {
            try c.query("""
                INSERT INTO class_members (classID, studentID, joinedAt, leftAt, removed) VALUES (\(old), \(studentID), \(t), \(t), \(removed))
                ON CONFLICT (classID, studentID) DO UPDATE SET leftAt = excluded.leftAt, removed = excluded.removed
                """)
        }
        if let classID {
            try c.query("""
                INSERT INTO class_members (classID, studentID, joinedAt) VALUES (\(classID), \(studentID), \(t))
                ON CONFLICT (classID, studentID) DO UPDATE SET joinedAt = excluded.joinedAt, leftAt = NULL, removed = false
                """)
        }
        try c.query("UPDATE students SET classID = \(classID) WHERE id = \(studentID)")
        return true
    }

    public func students(named name: String) throws(StoreError) -> [StudentRecord] {
        try read { c in
            try c.query("""
                SELECT \(unescaped: Self.studentColumns) FROM students WHERE lower(name) = lower(\(name) COLLATE "C") ORDER BY createdAt, id
                """).map(Self.student)
        }
    }

    public func students(inClass classID: String) throws(StoreError) -> [StudentRecord] {
        try read { c in
            try c.query("SELECT \(unescaped: Self.studentColumns) FROM students WHERE classID = \(classID) ORDER BY name, id")
                .map(Self.student)
        }
    }

    public func students(named name: String, classID: String?) throws(StoreError) -> [StudentRecord] {
        // `lower(... COLLATE "C")` on the argument too: folded like the column (ASCII only, as SQLite's
        // NOCASE), whatever the database's locale would do to it.
        try read { c in
            try c.query("""
                SELECT \(unescaped: Self.studentColumns) FROM students
                WHERE coalesce(classID, '') = \(classID ?? "") AND lower(name) = lower(\(name) COLLATE "C")
                ORDER BY createdAt, id
                """).map(Self.student)
        }
    }

    public func rename(studentID: String, name: String) throws(StoreError) {
        try write { c in
            if try c.query("UPDATE students SET name = \(name) WHERE id = \(studentID)").affectedRows == 0 {
                throw StoreError.notFound("student \(studentID)")
            }
        }
    }

    public func setSecret(studentID: String, secretHash: String?, reset: Bool) throws(StoreError) {
        try write { c in
            if try c.query("UPDATE students SET secretHash = \(secretHash), secretReset = \(reset) WHERE id = \(studentID)")
                .affectedRows == 0 {
                throw StoreError.notFound("student \(studentID)")
            }
        }
    }

    public func setSecret(studentID: String, secretHash: String?, reset: Bool, onlyIf condition: SecretCondition) throws(StoreError) -> Bool {
        try write { c in
            switch condition {
            case .inClass(let classID):
                try c.query("UPDATE students SET secretHash = \(secretHash), secretReset = \(reset) WHERE id = \(studentID) AND classID = \(classID)")
                    .affectedRows == 1
            case .resetStanding:
                try c.query("UPDATE students SET secretHash = \(secretHash), secretReset = \(reset) WHERE id = \(studentID) AND secretReset")
                    .affectedRows == 1
            }
        }
    }

    public func addToken(studentID: String, tokenHash: String, at: Date) throws(StoreError) {
        try write(duplicate: "token") { c in
            if try c.query("SELECT 1 FROM students WHERE id = \(studentID)").rows.isEmpty {
                throw StoreError.notFound("student \(studentID)")
            }
            if try !c.query("SELECT 1 FROM student_tokens WHERE tokenHash = \(tokenHash)").rows.isEmpty {
                throw StoreError.duplicate("token")
            }
            try c.query("INSERT INTO student_tokens (tokenHash, studentID, createdAt) VALUES (\(tokenHash), \(studentID), \(at.timeIntervalSince1970))")
        }
    }

    static func student(_ row: PGRow) throws -> StudentRecord {
        let (id, name, tokenHash, classID, createdAt, secretHash, secretReset)
            = try row.decode((String, String, String, String?, Double, String?, Bool).self)
        return StudentRecord(id: id, name: name, tokenHash: tokenHash, classID: classID, createdAt: Date(timeIntervalSince1970: createdAt),
                             secretHash: secretHash, secretReset: secretReset)
    }

    // MARK: ProgressStore

    static let progressColumns = """
        p.studentID, p.lessonID, p.completed, p.bestScore, p.lastScore, p.attempts, p.timeSpent, \
        p.revealed, p.hintsUsed, p.completedAt, p.updatedAt, p.stars, p.listens, p.misses
        """

    public func progress(studentID: String) throws(StoreError) -> [LessonProgress] {
        try read { c in
            try c.query("SELECT \(unescaped: Self.progressColumns) FROM progress p WHERE p.studentID = \(studentID) ORDER BY p.lessonID")
                .map(Self.progress)
        }
    }

    public func progress(studentID: String, lessonID: String) throws(StoreError) -> LessonProgress? {
        try read { c in
            try c.query("""
                SELECT \(unescaped: Self.progressColumns) FROM progress p WHERE p.studentID = \(studentID) AND p.lessonID = \(lessonID)
                """).first.map(Self.progress)
        }
    }

    public func progress(classID: String) throws(StoreError) -> [LessonProgress] {
        try read { c in
            try c.query("""
                SELECT \(unescaped: Self.progressColumns) FROM progress p JOIN class_members m ON m.studentID = p.studentID
                WHERE m.classID = \(classID) ORDER BY p.studentID, p.lessonID
                """).map(Self.progress)
        }
    }

    /// Read, merge and write in one transaction. The student's row is locked first, so concurrent
    /// updates for one student (from this instance or any other) queue up instead of losing an attempt.
    /// `FOR NO KEY UPDATE` rather than `FOR UPDATE`: it still excludes other updaters but lets unrelated
    /// inserts that reference the student (its tokens) check their foreign key without waiting. Returns
    /// after the COMMIT's WAL flush.
    public func updateProgress(studentID: String, lessonID: String, at date: Date,
                               _ change: @escaping @Sendable (LessonProgress) -> LessonProgress) throws(StoreError) -> LessonProgress {
        try write { c in
            guard try c.query("SELECT 1 FROM students WHERE id = \(studentID) FOR NO KEY UPDATE").first != nil else {
                throw StoreError.notFound("student \(studentID)")
            }
            let old = try c.query("""
                SELECT \(unescaped: Self.progressColumns) FROM progress p WHERE p.studentID = \(studentID) AND p.lessonID = \(lessonID)
                """).first.map(Self.progress)
                ?? LessonProgress(studentID: studentID, lessonID: lessonID, updatedAt: date)
            let p = change(old)
            try c.query("""
                INSERT INTO progress (studentID, lessonID, completed, bestScore, lastScore, attempts, timeSpent,
                                      revealed, hintsUsed, completedAt, updatedAt, stars, listens, misses)
                VALUES (\(p.studentID), \(p.lessonID), \(p.completed), \(p.bestScore), \(p.lastScore), \(p.attempts),
                        \(p.timeSpent), \(p.revealed), \(p.hintsUsed), \(p.completedAt?.timeIntervalSince1970),
                        \(p.updatedAt.timeIntervalSince1970), \(p.stars), \(p.listens), \(p.misses))
                ON CONFLICT (studentID, lessonID) DO UPDATE SET
                    completed = excluded.completed, bestScore = excluded.bestScore, lastScore = excluded.lastScore,
                    attempts = excluded.attempts, timeSpent = excluded.timeSpent, revealed = excluded.revealed,
                    hintsUsed = excluded.hintsUsed, completedAt = excluded.completedAt, updatedAt = excluded.updatedAt,
                    stars = excluded.stars, listens = excluded.listens, misses = excluded.misses
                """)
            return p
        }
    }

    static func progress(_ row: PGRow) throws -> LessonProgress {
        let (studentID, lessonID, completed, bestScore, lastScore, attempts, timeSpent, revealed, hintsUsed, completedAt, updatedAt,
             stars, listens, misses)
            = try row.decode((String, String, Bool, Double, Double?, Int, Double, Bool, Int, Double?, Double, Int, Int, Int).self)
        return LessonProgress(studentID: studentID, lessonID: lessonID, completed: completed,
                              bestScore: bestScore, lastScore: lastScore, attempts: attempts, timeSpent: timeSpent, revealed: revealed,
                              hintsUsed: hintsUsed, completedAt: completedAt.map(Date.init(timeIntervalSince1970:)),
                              updatedAt: Date(timeIntervalSince1970: updatedAt), stars: stars, listens: listens,
                              misses: misses)
    }

    // MARK: - Throttle

    public func throttleEvents(keys: [String], since: Date) throws(StoreError) -> [String: [Date]] {
        guard !keys.isEmpty else { return [:] }
        return try read { c in
            var out: [String: [Date]] = [:]
            for row in try c.query("SELECT key, at FROM throttle_events WHERE key = ANY(\(keys)) AND at > \(since.timeIntervalSince1970) ORDER BY at") {
                let (key, at) = try row.decode((String, Double).self)
                out[key, default: []].append(Date(timeIntervalSince1970: at))
            }
            return out
        }
    }

    /// Two instances recording at once may both see a count one under the limit and both go ahead: the
    /// limit can be passed by the number of instances at most, once, which is fine for a throttle.
    public func recordThrottleEvents(keys: [String], at: Date, forgetBefore: Date) throws(StoreError) {
        try write { c in
            try c.query("DELETE FROM throttle_events WHERE at < \(forgetBefore.timeIntervalSince1970)")
            try c.query("INSERT INTO throttle_events (key, at) SELECT unnest(\(keys)::text[]), \(at.timeIntervalSince1970)")
        }
    }
}
