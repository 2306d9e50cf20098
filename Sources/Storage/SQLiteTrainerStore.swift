import Foundation
import GRDB
import Lessons

/// The trainer's SQLite database (`<data>/trainer.sqlite`): students, progress, teachers, classes.
///
/// Durability: the file is in WAL mode (GRDB's `DatabasePool`) with `synchronous = FULL`, so every
/// commit fsyncs the WAL before `write` returns. A completion acknowledged to a student therefore
/// survives not only the process being killed (NORMAL would already give that: the WAL write sits in
/// the OS page cache, which outlives the process) but also a power cut. The cost, one fsync per
/// write, is fine at human submit rates.
public final class SQLiteTrainerStore: TrainerStore, Sendable {
    public static let fileName = "trainer.sqlite"

    let pool: DatabasePool
    public let path: String

    /// Opens (creating and migrating as needed) the database at `path`.
    public init(path: String) throws(StoreError) {
        var config = Configuration()
        config.foreignKeysEnabled = true
        // Several server workers (or a CLI next to a running server) may write at once: wait, don't fail.
        config.busyMode = .timeout(10)
        // Only the server's own user may read the file: it holds hashes of every token and password.
        // SQLite gives the -wal and -shm files the database file's mode, so they follow.
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
        }
        do {
            pool = try DatabasePool(path: path, configuration: config)
            // After opening: GRDB sets NORMAL on the writer when it enables WAL. The setting is per
            // connection and the pool keeps its one writer connection, so it stays FULL.
            try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
            try TrainerMigrations.migrator.migrate(pool)
        } catch {
            throw .failure("cannot open \(path): \(error)")
        }
        self.path = path
    }

    /// Opens `<directory>/trainer.sqlite`, creating the directory if needed.
    public convenience init(dataDirectory: URL) throws(StoreError) {
        do {
            // A new data folder is private to the server's user.
            try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw .failure("cannot create the data folder \(dataDirectory.path): \(error.localizedDescription)")
        }
        try self.init(path: dataDirectory.appendingPathComponent(Self.fileName).path)
    }

    /// A consistent copy of the whole database at `destination` (a new file, mode 0600), made while
    /// the server keeps running: SQLite's online backup, through GRDB. Refuses an existing file.
    public func backup(to destination: String) throws(StoreError) {
        guard !FileManager.default.fileExists(atPath: destination) else {
            throw .failure("\(destination) exists: choose a new file name")
        }
        guard FileManager.default.createFile(atPath: destination, contents: nil, attributes: [.posixPermissions: 0o600]) else {
            throw .failure("cannot create \(destination)")
        }
        do {
            let copy = try DatabaseQueue(path: destination)
            try pool.backup(to: copy)
            try copy.close()
        } catch {
            try? FileManager.default.removeItem(atPath: destination)
            throw .failure("backup to \(destination) failed: \(error)")
        }
    }

    /// The journal mode and synchronous level in force, for tests and diagnostics.
    public func pragmas() throws(StoreError) -> (journalMode: String, synchronous: Int) {
        try run { try pool.write { db in
            (try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "", try Int.fetchOne(db, sql: "PRAGMA synchronous") ?? -1)
        } }
    }

    /// Everything in the database, each table ordered by its key, read in one transaction (a
    /// consistent copy while the server writes): what `store copy` moves to PostgreSQL.
    public func snapshot() throws(StoreError) -> StoreSnapshot {
        try run { try pool.read { db in
            StoreSnapshot(
                teachers: try Row.fetchAll(db, sql: "SELECT * FROM teachers ORDER BY id").map(Self.teacher),
                classes: try Row.fetchAll(db, sql: "SELECT * FROM classes ORDER BY id").map(Self.classRecord),
                students: try Row.fetchAll(db, sql: "SELECT * FROM students ORDER BY id").map(Self.student),
                tokens: try Row.fetchAll(db, sql: "SELECT * FROM student_tokens ORDER BY tokenHash").map { row in
                    StudentTokenRecord(tokenHash: row["tokenHash"], studentID: row["studentID"],
                                       createdAt: Date(timeIntervalSince1970: row["createdAt"]))
                },
                progress: try Row.fetchAll(db, sql: "SELECT * FROM progress ORDER BY studentID, lessonID").map(Self.progress),
                teacherSessions: try Row.fetchAll(db, sql: "SELECT * FROM teacher_sessions ORDER BY tokenHash").map(Self.teacherSession),
                drafts: try Row.fetchAll(db, sql: "SELECT * FROM lesson_drafts ORDER BY studentID, lessonID").map(Self.draft),
                recoveryCodes: try Row.fetchAll(db, sql: "SELECT * FROM student_recovery ORDER BY studentID").map { row in
                    RecoveryCodeRecord(studentID: row["studentID"], codeHash: row["codeHash"],
                                       createdAt: Date(timeIntervalSince1970: row["createdAt"]))
                },
                staircases: try Row.fetchAll(db, sql: "SELECT * FROM hearing_staircases ORDER BY studentID, control").map { row in
                    StaircaseRecord(studentID: row["studentID"], control: row["control"], state: row["state"],
                                    updatedAt: Date(timeIntervalSince1970: row["updatedAt"]))
                },
                practice: try Row.fetchAll(db, sql: "SELECT * FROM practice_state ORDER BY studentID").map { row in
                    PracticeStateRecord(studentID: row["studentID"], state: row["state"], updatedAt: Date(timeIntervalSince1970: row["updatedAt"]))
                },
                members: try Row.fetchAll(db, sql: "SELECT * FROM class_members ORDER BY classID, studentID").map(Self.member))
        } }
    }

    // MARK: StudentStore

    public func createStudent(_ student: StudentRecord) throws(StoreError) {
        try run { try pool.write { db in
            if try Bool.fetchOne(db, sql: "SELECT 1 FROM student_tokens WHERE tokenHash = ?", arguments: [student.tokenHash]) == true {
                throw StoreError.duplicate("token")
            }
            try db.execute(sql: """
                INSERT INTO students (id, name, tokenHash, classID, createdAt, secretHash, secretReset) VALUES (?, ?, ?, ?, ?, ?, ?)
                """, arguments: [student.id, student.name, student.tokenHash, student.classID,
                                 student.createdAt.timeIntervalSince1970, student.secretHash, student.secretReset])
            try db.execute(sql: "INSERT INTO student_tokens (tokenHash, studentID, createdAt) VALUES (?, ?, ?)",
                           arguments: [student.tokenHash, student.id, student.createdAt.timeIntervalSince1970])
            if let classID = student.classID {
                try db.execute(sql: "INSERT INTO class_members (classID, studentID, joinedAt) VALUES (?, ?, ?)",
                               arguments: [classID, student.id, student.createdAt.timeIntervalSince1970])
            }
        } }
    }

    public func student(id: String) throws(StoreError) -> StudentRecord? {
        try run { try pool.read { db in try Row.fetchOne(db, sql: "SELECT * FROM students WHERE id = ?", arguments: [id]).map(Self.student) } }
    }

    public func student(tokenHash: String) throws(StoreError) -> StudentRecord? {
        try run { try pool.read { db in
            try Row.fetchOne(db, sql: """
                SELECT s.* FROM student_tokens t JOIN students s ON s.id = t.studentID WHERE t.tokenHash = ?
                """, arguments: [tokenHash]).map(Self.student)
        } }
    }

    public func moveStudent(studentID: String, toClass classID: String?, at: Date, removed: Bool) throws(StoreError) {
        _ = try run { try pool.write { db in try Self.move(db, studentID, to: classID, at: at, removed: removed, onlyFrom: nil) } }
    }

    public func removeStudent(studentID: String, fromClass classID: String, at: Date) throws(StoreError) -> Bool {
        try run { try pool.write { db in try Self.move(db, studentID, to: nil, at: at, removed: true, onlyFrom: classID) } }
    }

    /// `moveStudent` in a write transaction; with `onlyFrom`, only for a student in that class now
    /// (false: nothing changed).
    @discardableResult
    static func move(_ db: Database, _ studentID: String, to classID: String?, at: Date, removed: Bool, onlyFrom: String?) throws -> Bool {
        guard let row = try Row.fetchOne(db, sql: "SELECT classID FROM students WHERE id = ?", arguments: [studentID]) else {
            throw StoreError.notFound("student \(studentID)")
        }
        let old: String? = row["classID"]
        if let onlyFrom, old != onlyFrom { return false }
        guard old != classID else { return true }
        if let classID, try Bool.fetchOne(db, sql: "SELECT 1 FROM classes WHERE id = ?", arguments: [classID]) == nil {
            throw StoreError.notFound("class \(classID)")
        }
        let t = at.timeIntervalSince1970
        if let old {
            try db.execute(sql: """
                INSERT INTO class_members (classID, studentID, joinedAt, leftAt, removed) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (classID, studentID) DO UPDATE SET leftAt = excluded.leftAt, removed = excluded.removed
                """, arguments: [old, studentID, t, t, removed])
        }
        if let classID {
            try db.execute(sql: """
                INSERT INTO class_members (classID, studentID, joinedAt) VALUES (?, ?, ?)
                ON CONFLICT (classID, studentID) DO UPDATE SET joinedAt = excluded.joinedAt, leftAt = NULL, removed = 0
                """, arguments: [classID, studentID, t])
        }
        try db.execute(sql: "UPDATE students SET classID = ? WHERE id = ?", arguments: [classID, studentID])
        return true
    }

    public func students(named name: String) throws(StoreError) -> [StudentRecord] {
        try run { try pool.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM students WHERE name = ? COLLATE NOCASE ORDER BY createdAt, id",
                             arguments: [name]).map(Self.student)
        } }
    }

    public func students(inClass classID: String) throws(StoreError) -> [StudentRecord] {
        try run { try pool.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM students WHERE classID = ? ORDER BY name, id", arguments: [classID]).map(Self.student)
        } }
    }

    public func students(named name: String, classID: String?) throws(StoreError) -> [StudentRecord] {
        try run { try pool.read { db in
            try Row.fetchAll(db, sql: """
                SELECT * FROM students WHERE IFNULL(classID, '') = ? AND name = ? COLLATE NOCASE ORDER BY createdAt, id
                """, arguments: [classID ?? "", name]).map(Self.student)
        } }
    }

    public func rename(studentID: String, name: String) throws(StoreError) {
        try run { try pool.write { db in
            try db.execute(sql: "UPDATE students SET name = ? WHERE id = ?", arguments: [name, studentID])
            if db.changesCount == 0 { throw StoreError.notFound("student \(studentID)") }
        } }
    }

    public func setSecret(studentID: String, secretHash: String?, reset: Bool) throws(StoreError) {
        try run { try pool.write { db in
            try db.execute(sql: "UPDATE students SET secretHash = ?, secretReset = ? WHERE id = ?",
                           arguments: [secretHash, reset, studentID])
            if db.changesCount == 0 { throw StoreError.notFound("student \(studentID)") }
        } }
    }

    public func setSecret(studentID: String, secretHash: String?, reset: Bool, onlyIf condition: SecretCondition) throws(StoreError) -> Bool {
        try run { try pool.write { db in
            switch condition {
            case .inClass(let classID):
                try db.execute(sql: "UPDATE students SET secretHash = ?, secretReset = ? WHERE id = ? AND classID = ?",
                               arguments: [secretHash, reset, studentID, classID])
            case .resetStanding:
                try db.execute(sql: "UPDATE students SET secretHash = ?, secretReset = ? WHERE id = ? AND secretReset",
                               arguments: [secretHash, reset, studentID])
            }
            return db.changesCount == 1
        } }
    }

    public func addToken(studentID: String, tokenHash: String, at: Date) throws(StoreError) {
        try run { try pool.write { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM students WHERE id = ?", arguments: [studentID]) == true else {
                throw StoreError.notFound("student \(studentID)")
            }
            if try Bool.fetchOne(db, sql: "SELECT 1 FROM student_tokens WHERE tokenHash = ?", arguments: [tokenHash]) == true {
                throw StoreError.duplicate("token")
            }
            try db.execute(sql: "INSERT INTO student_tokens (tokenHash, studentID, createdAt) VALUES (?, ?, ?)",
                           arguments: [tokenHash, studentID, at.timeIntervalSince1970])
        } }
    }

    static func student(_ row: Row) -> StudentRecord {
        StudentRecord(id: row["id"], name: row["name"], tokenHash: row["tokenHash"], classID: row["classID"],
                      createdAt: Date(timeIntervalSince1970: row["createdAt"]),
                      secretHash: row["secretHash"], secretReset: row["secretReset"] ?? false)
    }

    // MARK: ProgressStore

    public func progress(studentID: String) throws(StoreError) -> [LessonProgress] {
        try run { try pool.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM progress WHERE studentID = ? ORDER BY lessonID", arguments: [studentID]).map(Self.progress)
        } }
    }

    public func progress(studentID: String, lessonID: String) throws(StoreError) -> LessonProgress? {
        try run { try pool.read { db in try Self.fetchProgress(db, studentID, lessonID) } }
    }

    public func progress(classID: String) throws(StoreError) -> [LessonProgress] {
        try run { try pool.read { db in
            try Row.fetchAll(db, sql: """
                SELECT p.* FROM progress p JOIN class_members m ON m.studentID = p.studentID
                WHERE m.classID = ? ORDER BY p.studentID, p.lessonID
                """, arguments: [classID]).map(Self.progress)
        } }
    }

    /// Read, merge and write in one transaction: GRDB serialises writers, so two submits of the same
    /// student cannot lose an attempt. Returns after the commit (and its fsync).
    public func updateProgress(studentID: String, lessonID: String, at date: Date,
                               _ change: @escaping @Sendable (LessonProgress) -> LessonProgress) throws(StoreError) -> LessonProgress {
        try run { try pool.write { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM students WHERE id = ?", arguments: [studentID]) != nil else {
                throw StoreError.notFound("student \(studentID)")
            }
            let old = try Self.fetchProgress(db, studentID, lessonID) ?? LessonProgress(studentID: studentID, lessonID: lessonID, updatedAt: date)
            let p = change(old)
            try db.execute(sql: """
                INSERT INTO progress (studentID, lessonID, completed, bestScore, lastScore, attempts, timeSpent,
                                      revealed, hintsUsed, completedAt, updatedAt, stars, listens, misses)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (studentID, lessonID) DO UPDATE SET
                    completed = excluded.completed, bestScore = excluded.bestScore, lastScore = excluded.lastScore,
                    attempts = excluded.attempts, timeSpent = excluded.timeSpent, revealed = excluded.revealed,
                    hintsUsed = excluded.hintsUsed, completedAt = excluded.completedAt, updatedAt = excluded.updatedAt,
                    stars = excluded.stars, listens = excluded.listens, misses = excluded.misses
                """, arguments: [p.studentID, p.lessonID, p.completed, p.bestScore, p.lastScore, p.attempts, p.timeSpent,
                                 p.revealed, p.hintsUsed, p.completedAt?.timeIntervalSince1970, p.updatedAt.timeIntervalSince1970,
                                 p.stars, p.listens, p.misses])
            return p
        } }
    }

    private static func fetchProgress(_ db: Database, _ studentID: String, _ lessonID: String) throws -> LessonProgress? {
        try Row.fetchOne(db, sql: "SELECT * FROM progress WHERE studentID = ? AND lessonID = ?",
                         arguments: [studentID, lessonID]).map(progress)
    }

    static func progress(_ row: Row) -> LessonProgress {
        LessonProgress(studentID: row["studentID"], lessonID: row["lessonID"], completed: row["completed"],
                       bestScore: row["bestScore"], lastScore: row["lastScore"], attempts: row["attempts"],
                       timeSpent: row["timeSpent"], revealed: row["revealed"], hintsUsed: row["hintsUsed"],
                       completedAt: (row["completedAt"] as Double?).map(Date.init(timeIntervalSince1970:)),
                       updatedAt: Date(timeIntervalSince1970: row["updatedAt"]), stars: row["stars"], listens: row["listens"],
                       misses: row["misses"])
    }

    // MARK: - Throttle

    public func throttleEvents(keys: [String], since: Date) throws(StoreError) -> [String: [Date]] {
        guard !keys.isEmpty else { return [:] }
        return try run { try pool.read { db in
            let marks = Array(repeating: "?", count: keys.count).joined(separator: ", ")
            var args = StatementArguments(keys)
            args += [since.timeIntervalSince1970]
            var out: [String: [Date]] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT key, at FROM throttle_events WHERE key IN (\(marks)) AND at > ? ORDER BY at",
                                        arguments: args) {
                out[row["key"], default: []].append(Date(timeIntervalSince1970: row["at"]))
            }
            return out
        } }
    }

    public func recordThrottleEvents(keys: [String], at: Date, forgetBefore: Date) throws(StoreError) {
        try run { try pool.write { db in
            try db.execute(sql: "DELETE FROM throttle_events WHERE at < ?", arguments: [forgetBefore.timeIntervalSince1970])
            for k in keys {
                try db.execute(sql: "INSERT INTO throttle_events (key, at) VALUES (?, ?)", arguments: [k, at.timeIntervalSince1970])
            }
        } }
    }

    // MARK: - Errors

    /// Runs a database call, turning GRDB errors into `StoreError` (a unique-constraint violation
    /// into `.duplicate(duplicate)`).
    func run<T>(duplicate: String = "row", _ body: () throws -> T) throws(StoreError) -> T {
        do { return try body() } catch let error as StoreError {
            throw error
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE
            || error.extendedResultCode == .SQLITE_CONSTRAINT_PRIMARYKEY {
            throw .duplicate(duplicate)
        } catch {
            throw .failure("\(error)")
        }
    }
}
