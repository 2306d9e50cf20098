import Foundation
import Lessons

/// Whole-store reads and writes for `synth-trainer store copy` (SQLite to PostgreSQL).
extension PostgresTrainerStore {
    /// The tables a copy writes, parents before children (foreign keys).
    static let copiedTables = ["teachers", "classes", "students", "student_tokens", "progress", "teacher_sessions",
                               "lesson_drafts", "student_recovery", "hearing_staircases", "practice_state", "class_members"]

    /// Rows per table, counted in one snapshot.
    public func counts() throws(StoreError) -> StoreCounts {
        try read { c in
            let sql = "SELECT " + Self.copiedTables.map { "(SELECT count(*) FROM \($0))" }.joined(separator: ", ")
            guard let row = try c.query(SQL(unsafeSQL: sql)).first else { throw StoreError.failure("no count row") }
            let (t, k, s, tok, p, ts, d, r, h, pr, m) = try row.decode((Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int).self)
            return StoreCounts(teachers: t, classes: k, students: s, tokens: tok, progress: p, teacherSessions: ts, drafts: d,
                               recoveryCodes: r, staircases: h, practice: pr, members: m)
        }
    }

    /// Everything in the store, each table ordered by its key; read in one repeatable-read transaction,
    /// so the tables agree with each other while instances keep writing.
    public func snapshot() throws(StoreError) -> StoreSnapshot {
        try Self.transaction(pool, unlimited: true, context: "cannot read the store") { c in
            try c.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
            return StoreSnapshot(
                teachers: try c.query("SELECT \(unescaped: Self.teacherColumns) FROM teachers ORDER BY id").map(Self.teacher),
                classes: try c.query("SELECT \(unescaped: Self.classColumns) FROM classes ORDER BY id").map(Self.classRecord),
                students: try c.query("SELECT \(unescaped: Self.studentColumns) FROM students ORDER BY id").map(Self.student),
                tokens: try c.query("SELECT tokenHash, studentID, createdAt FROM student_tokens ORDER BY tokenHash").map { row in
                    let (hash, student, at) = try row.decode((String, String, Double).self)
                    return StudentTokenRecord(tokenHash: hash, studentID: student, createdAt: Date(timeIntervalSince1970: at))
                },
                progress: try c.query("SELECT \(unescaped: Self.progressColumns) FROM progress p ORDER BY studentID, lessonID")
                    .map(Self.progress),
                teacherSessions: try c.query("SELECT \(unescaped: Self.sessionColumns) FROM teacher_sessions ORDER BY tokenHash")
                    .map(Self.session),
                drafts: try c.query("SELECT studentID, lessonID, patch, result, updatedAt FROM lesson_drafts ORDER BY studentID, lessonID")
                    .map(Self.draft),
                recoveryCodes: try c.query("SELECT studentID, codeHash, createdAt FROM student_recovery ORDER BY studentID").map { row in
                    let (s, h, at) = try row.decode((String, String, Double).self)
                    return RecoveryCodeRecord(studentID: s, codeHash: h, createdAt: Date(timeIntervalSince1970: at))
                },
                staircases: try c.query("SELECT studentID, control, state, updatedAt FROM hearing_staircases ORDER BY studentID, control")
                    .map { row in
                        let (s, control, state, at) = try row.decode((String, String, String, Double).self)
                        return StaircaseRecord(studentID: s, control: control, state: state, updatedAt: Date(timeIntervalSince1970: at))
                    },
                practice: try c.query("SELECT studentID, state, updatedAt FROM practice_state ORDER BY studentID").map { row in
                    let (s, state, at) = try row.decode((String, String, Double).self)
                    return PracticeStateRecord(studentID: s, state: state, updatedAt: Date(timeIntervalSince1970: at))
                },
                members: try c.query("SELECT \(unescaped: Self.memberColumns) FROM class_members ORDER BY classID, studentID").map(Self.member))
        }
    }

    /// Writes `snapshot` into this store in one transaction: all of it or, on any error, nothing.
    /// Refuses a store that holds any row unless `replacing`, which empties it first. Other writers
    /// wait for the copy (the tables are locked against writes for its length).
    public func load(_ snapshot: StoreSnapshot, replacing: Bool) throws(StoreError) {
        try Self.transaction(pool, unlimited: true, context: "cannot copy into \(location)", duplicate: "a copied row") { c in
            let tables = Self.copiedTables.joined(separator: ", ")
            if replacing {
                try c.query(SQL(unsafeSQL: "TRUNCATE \(tables)"))
            } else {
                try c.query(SQL(unsafeSQL: "LOCK TABLE \(tables) IN SHARE ROW EXCLUSIVE MODE"))
                let filled = try Self.copiedTables.filter { table in
                    try !c.query(SQL(unsafeSQL: "SELECT 1 FROM \(table) LIMIT 1")).rows.isEmpty
                }
                if !filled.isEmpty {
                    throw StoreError.failure("""
                        \(location) already holds data (\(filled.joined(separator: ", "))): copy into an empty database, \
                        or pass --force to replace what is there
                        """)
                }
            }
            try Self.insert(snapshot.teachers, into: "teachers", Self.teacherColumns, c) { b, t in
                b.append(t.id); b.append(t.name); b.append(t.passwordHash); b.append(t.createdAt.timeIntervalSince1970)
            }
            try Self.insert(snapshot.classes, into: "classes", Self.classColumns, c) { b, k in
                b.append(k.id); b.append(k.teacherID); b.append(k.name); b.append(k.joinCode); b.append(k.createdAt.timeIntervalSince1970)
                b.append(k.archived); b.append(k.joiningOpen); b.append(k.assignedLessonID); b.append(k.locksLaterLessons)
            }
            try Self.insert(snapshot.students, into: "students", Self.studentColumns, c) { b, s in
                b.append(s.id); b.append(s.name); b.append(s.tokenHash); b.append(s.classID); b.append(s.createdAt.timeIntervalSince1970)
                b.append(s.secretHash); b.append(s.secretReset)
            }
            try Self.insert(snapshot.tokens, into: "student_tokens", "tokenHash, studentID, createdAt", c) { b, t in
                b.append(t.tokenHash); b.append(t.studentID); b.append(t.createdAt.timeIntervalSince1970)
            }
            try Self.insert(snapshot.progress, into: "progress", Self.progressColumns.replacingOccurrences(of: "p.", with: ""), c) { b, p in
                b.append(p.studentID); b.append(p.lessonID); b.append(p.completed); b.append(p.bestScore)
                b.append(p.lastScore); b.append(p.attempts); b.append(p.timeSpent); b.append(p.revealed); b.append(p.hintsUsed)
                b.append(p.completedAt?.timeIntervalSince1970); b.append(p.updatedAt.timeIntervalSince1970)
                b.append(p.stars); b.append(p.listens); b.append(p.misses)
            }
            try Self.insert(snapshot.teacherSessions, into: "teacher_sessions", Self.sessionColumns, c) { b, s in
                b.append(s.tokenHash); b.append(s.teacherID); b.append(s.createdAt.timeIntervalSince1970); b.append(s.expiresAt.timeIntervalSince1970)
            }
            try Self.insert(snapshot.drafts, into: "lesson_drafts", "studentID, lessonID, patch, result, updatedAt", c) { b, d in
                b.append(d.studentID); b.append(d.lessonID); b.append(d.patch); b.append(d.result); b.append(d.updatedAt.timeIntervalSince1970)
            }
            try Self.insert(snapshot.recoveryCodes, into: "student_recovery", "studentID, codeHash, createdAt", c) { b, r in
                b.append(r.studentID); b.append(r.codeHash); b.append(r.createdAt.timeIntervalSince1970)
            }
            try Self.insert(snapshot.staircases, into: "hearing_staircases", "studentID, control, state, updatedAt", c) { b, h in
                b.append(h.studentID); b.append(h.control); b.append(h.state); b.append(h.updatedAt.timeIntervalSince1970)
            }
            try Self.insert(snapshot.practice, into: "practice_state", "studentID, state, updatedAt", c) { b, p in
                b.append(p.studentID); b.append(p.state); b.append(p.updatedAt.timeIntervalSince1970)
            }
            try Self.insert(snapshot.members, into: "class_members", Self.memberColumns, c) { b, m in
                b.append(m.classID); b.append(m.studentID); b.append(m.joinedAt.timeIntervalSince1970)
                b.append(m.leftAt?.timeIntervalSince1970); b.append(m.removed)
            }
        }
    }

    /// Multi-row INSERTs, a few thousand values per statement (the protocol allows 65,535 per statement).
    /// Each row's values are bound (`PQexecParams` parameters), as everywhere in this store.
    /// The SQL is built from the constant table and column names above, never from data: data only
    /// travels as bound values.
    private static func insert<Row>(_ rows: [Row], into table: String, _ columns: String, _ c: PostgresConnectionPool.Lease,
                                    bind: (inout SQLBinds, Row) -> Void) throws {
        let width = columns.split(separator: ",").count
        let perStatement = max(1, 8_000 / width)
        var start = 0
        while start < rows.count {
            let batch = rows[start..<min(start + perStatement, rows.count)]
            var binds = SQLBinds()
            var tuples: [String] = []
            tuples.reserveCapacity(batch.count)
            for (i, row) in batch.enumerated() {
                bind(&binds, row)
                tuples.append("(" + (1...width).map { "$\(i * width + $0)" }.joined(separator: ", ") + ")")
            }
            try c.query(SQL(unsafeSQL: "INSERT INTO \(table) (\(columns)) VALUES \(tuples.joined(separator: ", "))", binds: binds))
            start += batch.count
        }
    }
}
