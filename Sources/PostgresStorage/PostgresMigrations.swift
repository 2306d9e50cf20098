import Foundation
import Lessons

/// The database schema in PostgreSQL: the same versions as the SQLite store (`TrainerMigrations`, same
/// identifiers), as an append-only list. Never edit a shipped migration, add a new one, here and there.
///
/// Translating SQLite's choices:
/// - Every text column is `COLLATE "C"`: comparisons and `ORDER BY` compare bytes, as SQLite's default
///   BINARY collation does, whatever locale the database was created with.
/// - SQLite's `COLLATE NOCASE` (teacher names, join codes, student names) becomes an index on
///   `lower(column)`. `lower()` on a "C" column folds ASCII letters only, exactly like NOCASE.
/// - Instants stay `double precision` seconds since 1970, as in the SQLite file: the same values bit for
///   bit, so `Date`s read back equal and `store copy` is exact (a timestamp column keeps microseconds).
/// - Booleans are `boolean`, counters `bigint`.
enum PostgresMigrations {
    struct Migration {
        let identifier: String
        let sql: String
    }

    /// The table recording which migrations ran, when, and by which store instance.
    static let ledger = "trainer_migrations"

    /// Any constant works: advisory locks are per database and this one serialises migrations only.
    /// (The bytes of "SynthTrn" as a bigint.)
    static let lockKey: Int64 = 0x5379_6E74_6854_726E

    static let all: [Migration] = [
        Migration(identifier: "v1: students, progress, teachers, classes", sql: """
            CREATE TABLE teachers (
                id text COLLATE "C" PRIMARY KEY,
                name text COLLATE "C" NOT NULL,
                passwordHash text COLLATE "C" NOT NULL,
                createdAt double precision NOT NULL
            );
            CREATE UNIQUE INDEX teachers_name ON teachers (lower(name));
            CREATE TABLE classes (
                id text COLLATE "C" PRIMARY KEY,
                teacherID text COLLATE "C" NOT NULL REFERENCES teachers(id) ON DELETE CASCADE,
                name text COLLATE "C" NOT NULL,
                joinCode text COLLATE "C" NOT NULL,
                createdAt double precision NOT NULL
            );
            CREATE UNIQUE INDEX classes_joinCode ON classes (lower(joinCode));
            CREATE INDEX classes_teacher ON classes (teacherID);
            CREATE TABLE students (
                id text COLLATE "C" PRIMARY KEY,
                name text COLLATE "C" NOT NULL,
                tokenHash text COLLATE "C" NOT NULL UNIQUE,
                classID text COLLATE "C" REFERENCES classes(id) ON DELETE SET NULL,
                createdAt double precision NOT NULL
            );
            CREATE INDEX students_class ON students (classID);
            CREATE TABLE progress (
                studentID text COLLATE "C" NOT NULL REFERENCES students(id) ON DELETE CASCADE,
                lessonID text COLLATE "C" NOT NULL,
                completed boolean NOT NULL DEFAULT false,
                bestScore double precision NOT NULL DEFAULT 0,
                lastScore double precision,
                attempts bigint NOT NULL DEFAULT 0,
                timeSpent double precision NOT NULL DEFAULT 0,
                revealed boolean NOT NULL DEFAULT false,
                hintsUsed bigint NOT NULL DEFAULT 0,
                completedAt double precision,
                updatedAt double precision NOT NULL,
                PRIMARY KEY (studentID, lessonID)
            );
            """),
        // Progress gains its class as part of the key (see `LessonProgress`); '' stands for "no class",
        // as in SQLite (a key column cannot be NULL). Existing rows belong to the class their student is
        // in now, so nobody's progress moves or disappears.
        Migration(identifier: "v2: progress per class, teacher sessions", sql: """
            ALTER TABLE progress ADD COLUMN classID text COLLATE "C" NOT NULL DEFAULT '';
            UPDATE progress p SET classID = coalesce(s.classID, '') FROM students s WHERE s.id = p.studentID;
            ALTER TABLE progress DROP CONSTRAINT progress_pkey, ADD PRIMARY KEY (studentID, classID, lessonID);
            CREATE INDEX progress_class ON progress (classID, studentID);
            CREATE TABLE teacher_sessions (
                tokenHash text COLLATE "C" PRIMARY KEY,
                teacherID text COLLATE "C" NOT NULL REFERENCES teachers(id) ON DELETE CASCADE,
                createdAt double precision NOT NULL,
                expiresAt double precision NOT NULL
            );
            CREATE INDEX teacher_sessions_teacher ON teacher_sessions (teacherID);
            CREATE INDEX teacher_sessions_expiry ON teacher_sessions (expiresAt);
            """),
        // Existing students keep their token (copied into student_tokens) and have no secret yet.
        Migration(identifier: "v3: student secrets, more than one token per student", sql: """
            ALTER TABLE students ADD COLUMN secretHash text COLLATE "C",
                                 ADD COLUMN secretReset boolean NOT NULL DEFAULT false;
            CREATE INDEX students_name ON students (coalesce(classID, ''), lower(name));
            CREATE TABLE student_tokens (
                tokenHash text COLLATE "C" PRIMARY KEY,
                studentID text COLLATE "C" NOT NULL REFERENCES students(id) ON DELETE CASCADE,
                createdAt double precision NOT NULL
            );
            CREATE INDEX student_tokens_student ON student_tokens (studentID);
            INSERT INTO student_tokens (tokenHash, studentID, createdAt) SELECT tokenHash, id, createdAt FROM students;
            """),
        // Earlier passes get stars by their best score (as in SQLite's v4).
        Migration(identifier: "v4: stars and target listens per lesson", sql: """
            ALTER TABLE progress ADD COLUMN stars bigint NOT NULL DEFAULT 0,
                                 ADD COLUMN listens bigint NOT NULL DEFAULT 0;
            UPDATE progress SET stars = CASE
                WHEN revealed THEN 1 WHEN bestScore >= 95 THEN 3 WHEN bestScore >= 80 THEN 2 ELSE 1 END
                WHERE completed;
            """),
        // Sign-in throttle timestamps (as in SQLite's v5): shared by every instance.
        Migration(identifier: "v5: sign-in throttle events", sql: """
            CREATE TABLE throttle_events (
                key text COLLATE "C" NOT NULL,
                at double precision NOT NULL
            );
            CREATE INDEX throttle_events_key ON throttle_events (key, at);
            CREATE INDEX throttle_events_at ON throttle_events (at);
            """),
        Migration(identifier: "v6: failed attempts since the last pass", sql: """
            ALTER TABLE progress ADD COLUMN misses bigint NOT NULL DEFAULT 0;
            """),
        // Lesson drafts, recovery codes and hearing staircases (as in SQLite's v7).
        Migration(identifier: "v7: lesson drafts, recovery codes, hearing staircases", sql: """
            CREATE TABLE lesson_drafts (
                studentID text COLLATE "C" NOT NULL REFERENCES students (id) ON DELETE CASCADE,
                lessonID text COLLATE "C" NOT NULL,
                patch text COLLATE "C",
                result text COLLATE "C",
                updatedAt double precision NOT NULL,
                PRIMARY KEY (studentID, lessonID)
            );
            CREATE TABLE student_recovery (
                studentID text COLLATE "C" PRIMARY KEY REFERENCES students (id) ON DELETE CASCADE,
                codeHash text COLLATE "C" NOT NULL,
                createdAt double precision NOT NULL
            );
            CREATE TABLE hearing_staircases (
                studentID text COLLATE "C" NOT NULL REFERENCES students (id) ON DELETE CASCADE,
                control text COLLATE "C" NOT NULL,
                state text COLLATE "C" NOT NULL,
                updatedAt double precision NOT NULL,
                PRIMARY KEY (studentID, control)
            );
            """),
        // Daily practice: Leitner boxes, the streak and today's session as one JSON document per
        // student (as in SQLite's v8; queries in PostgresTrainerStore+Practice.swift).
        Migration(identifier: "v8: daily practice", sql: """
            CREATE TABLE practice_state (
                studentID text COLLATE "C" PRIMARY KEY REFERENCES students (id) ON DELETE CASCADE,
                state text COLLATE "C" NOT NULL,
                updatedAt double precision NOT NULL
            );
            """),
        // Progress belongs to the student (as in SQLite's v9, where the reasons are): rows made in
        // different classes merge into one per lesson, and the classes a student made rows in but has
        // left become "left" memberships. Done in place, so the table keeps its foreign key.
        Migration(identifier: "v9: progress per student, class memberships, class settings", sql: """
            ALTER TABLE classes ADD COLUMN archived boolean NOT NULL DEFAULT false,
                ADD COLUMN joiningOpen boolean NOT NULL DEFAULT true,
                ADD COLUMN assignedLessonID text COLLATE "C";
            CREATE TABLE class_members (
                classID text COLLATE "C" NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
                studentID text COLLATE "C" NOT NULL REFERENCES students (id) ON DELETE CASCADE,
                joinedAt double precision NOT NULL,
                leftAt double precision,
                removed boolean NOT NULL DEFAULT false,
                PRIMARY KEY (classID, studentID)
            );
            CREATE INDEX class_members_student ON class_members (studentID);
            INSERT INTO class_members (classID, studentID, joinedAt) SELECT classID, id, createdAt FROM students WHERE classID IS NOT NULL;
            INSERT INTO class_members (classID, studentID, joinedAt, leftAt)
                SELECT p.classID, p.studentID, min(p.updatedAt), max(p.updatedAt)
                FROM progress p JOIN students s ON s.id = p.studentID JOIN classes c ON c.id = p.classID
                WHERE p.classID <> coalesce(s.classID, '')
                GROUP BY p.classID, p.studentID;
            CREATE TABLE progress_merged (LIKE progress INCLUDING DEFAULTS);
            INSERT INTO progress_merged (studentID, classID, lessonID, completed, bestScore, lastScore, attempts, timeSpent, revealed,
                                         hintsUsed, completedAt, updatedAt, stars, listens, misses)
                SELECT studentID, '', lessonID, bool_or(completed), max(bestScore), (array_agg(lastScore ORDER BY updatedAt DESC))[1],
                       sum(attempts), sum(timeSpent), bool_or(revealed), max(hintsUsed), min(completedAt), max(updatedAt), max(stars),
                       sum(listens), (array_agg(misses ORDER BY updatedAt DESC))[1]
                FROM progress GROUP BY studentID, lessonID;
            DELETE FROM progress;
            ALTER TABLE progress DROP CONSTRAINT progress_pkey;
            DROP INDEX progress_class;
            INSERT INTO progress SELECT * FROM progress_merged;
            DROP TABLE progress_merged;
            ALTER TABLE progress DROP COLUMN classID, ADD PRIMARY KEY (studentID, lessonID);
            """),
        // A class setting beside the lesson for today (as in SQLite's v10): off for every class that exists.
        Migration(identifier: "v10: lessons after today's stay locked", sql: """
            ALTER TABLE classes ADD COLUMN locksLaterLessons boolean NOT NULL DEFAULT false;
            """),
        // Lesson ids that named their answer take neutral ones (as in SQLite's v11; `LessonRenames`).
        Migration(identifier: "v11: lesson ids that named the answer", sql: LessonRenames.statements(LessonRenames.v11)),
    ]

    /// Brings the database up to the newest schema, in one transaction under an advisory lock: a second
    /// instance starting at the same moment waits for the lock, then finds every migration recorded and
    /// runs none. Migrations this build does not know (a newer instance ran them) are left alone: an older
    /// instance keeps working during a rolling upgrade, as migrations only ever add.
    /// Returns the identifiers it ran.
    static func migrate(_ lease: PostgresConnectionPool.Lease, instance: String, upTo last: Int = all.count) throws -> [String] {
        try lease.query("SELECT pg_advisory_xact_lock(\(lockKey))")
        try lease.query(SQL(unsafeSQL: """
            CREATE TABLE IF NOT EXISTS \(ledger) (
                identifier text COLLATE "C" PRIMARY KEY,
                appliedAt double precision NOT NULL,
                appliedBy text COLLATE "C" NOT NULL
            )
            """))
        let done = Set(try lease.query(SQL(unsafeSQL: "SELECT identifier FROM \(ledger)")).map { try $0.decode(String.self) })
        var ran: [String] = []
        for m in all.prefix(last) where !done.contains(m.identifier) {
            // Every statement goes through PQsendQueryParams (the extended protocol, one statement per
            // call), so a migration's script is split where a line ends a statement.
            for statement in statements(m.sql) { try lease.query(SQL(unsafeSQL: statement)) }
            try lease.query("INSERT INTO \(unescaped: ledger) (identifier, appliedAt, appliedBy) VALUES (\(m.identifier), \(Date().timeIntervalSince1970), \(instance))")
            ran.append(m.identifier)
        }
        return ran
    }

    /// A script's statements: split at each `;` that ends a line.
    static func statements(_ sql: String) -> [String] {
        sql.components(separatedBy: ";\n")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: ";"))) }
            .filter { !$0.isEmpty }
    }
}
