import GRDB
import Lessons

/// The database schema, as an append-only list of migrations: never edit a shipped migration,
/// add a new one. GRDB records which ran, so opening an old file upgrades it in place.
enum TrainerMigrations {
    static var migrator: DatabaseMigrator {
        var m = DatabaseMigrator()
        m.registerMigration("v1: students, progress, teachers, classes") { db in
            try db.execute(sql: """
                CREATE TABLE teachers (
                    id TEXT PRIMARY KEY NOT NULL,
                    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
                    passwordHash TEXT NOT NULL,
                    createdAt REAL NOT NULL
                );
                CREATE TABLE classes (
                    id TEXT PRIMARY KEY NOT NULL,
                    teacherID TEXT NOT NULL REFERENCES teachers(id) ON DELETE CASCADE,
                    name TEXT NOT NULL,
                    joinCode TEXT NOT NULL UNIQUE COLLATE NOCASE,
                    createdAt REAL NOT NULL
                );
                CREATE INDEX classes_teacher ON classes(teacherID);
                CREATE TABLE students (
                    id TEXT PRIMARY KEY NOT NULL,
                    name TEXT NOT NULL,
                    tokenHash TEXT NOT NULL UNIQUE,
                    classID TEXT REFERENCES classes(id) ON DELETE SET NULL,
                    createdAt REAL NOT NULL
                );
                CREATE INDEX students_class ON students(classID);
                CREATE TABLE progress (
                    studentID TEXT NOT NULL REFERENCES students(id) ON DELETE CASCADE,
                    lessonID TEXT NOT NULL,
                    completed INTEGER NOT NULL DEFAULT 0,
                    bestScore REAL NOT NULL DEFAULT 0,
                    lastScore REAL,
                    attempts INTEGER NOT NULL DEFAULT 0,
                    timeSpent REAL NOT NULL DEFAULT 0,
                    revealed INTEGER NOT NULL DEFAULT 0,
                    hintsUsed INTEGER NOT NULL DEFAULT 0,
                    completedAt REAL,
                    updatedAt REAL NOT NULL,
                    PRIMARY KEY (studentID, lessonID)
                ) WITHOUT ROWID;
                """)
        }
        m.registerMigration("v2: progress per class, teacher sessions") { db in
            // Progress gains its class as part of the key (see `LessonProgress`). Existing rows belong
            // to the class their student is in now, so nobody's progress moves or disappears.
            try db.execute(sql: """
                CREATE TABLE progress_v2 (
                    studentID TEXT NOT NULL REFERENCES students(id) ON DELETE CASCADE,
                    classID TEXT NOT NULL DEFAULT '',
                    lessonID TEXT NOT NULL,
                    completed INTEGER NOT NULL DEFAULT 0,
                    bestScore REAL NOT NULL DEFAULT 0,
                    lastScore REAL,
                    attempts INTEGER NOT NULL DEFAULT 0,
                    timeSpent REAL NOT NULL DEFAULT 0,
                    revealed INTEGER NOT NULL DEFAULT 0,
                    hintsUsed INTEGER NOT NULL DEFAULT 0,
                    completedAt REAL,
                    updatedAt REAL NOT NULL,
                    PRIMARY KEY (studentID, classID, lessonID)
                ) WITHOUT ROWID;
                INSERT INTO progress_v2 (studentID, classID, lessonID, completed, bestScore, lastScore, attempts,
                                         timeSpent, revealed, hintsUsed, completedAt, updatedAt)
                    SELECT p.studentID, IFNULL(s.classID, ''), p.lessonID, p.completed, p.bestScore, p.lastScore,
                           p.attempts, p.timeSpent, p.revealed, p.hintsUsed, p.completedAt, p.updatedAt
                    FROM progress p JOIN students s ON s.id = p.studentID;
                DROP TABLE progress;
                ALTER TABLE progress_v2 RENAME TO progress;
                CREATE INDEX progress_class ON progress(classID, studentID);
                CREATE TABLE teacher_sessions (
                    tokenHash TEXT PRIMARY KEY NOT NULL,
                    teacherID TEXT NOT NULL REFERENCES teachers(id) ON DELETE CASCADE,
                    createdAt REAL NOT NULL,
                    expiresAt REAL NOT NULL
                ) WITHOUT ROWID;
                CREATE INDEX teacher_sessions_teacher ON teacher_sessions(teacherID);
                CREATE INDEX teacher_sessions_expiry ON teacher_sessions(expiresAt);
                """)
        }
        m.registerMigration("v3: student secrets, more than one token per student") { db in
            // Existing students keep their token (copied into student_tokens) and have no secret
            // yet: the page asks them for one at their next sign-in.
            try db.execute(sql: """
                ALTER TABLE students ADD COLUMN secretHash TEXT;
                ALTER TABLE students ADD COLUMN secretReset INTEGER NOT NULL DEFAULT 0;
                CREATE INDEX students_name ON students(IFNULL(classID, ''), name COLLATE NOCASE);
                CREATE TABLE student_tokens (
                    tokenHash TEXT PRIMARY KEY NOT NULL,
                    studentID TEXT NOT NULL REFERENCES students(id) ON DELETE CASCADE,
                    createdAt REAL NOT NULL
                ) WITHOUT ROWID;
                CREATE INDEX student_tokens_student ON student_tokens(studentID);
                INSERT INTO student_tokens (tokenHash, studentID, createdAt) SELECT tokenHash, id, createdAt FROM students;
                """)
        }
        m.registerMigration("v4: stars and target listens per lesson") { db in
            // Earlier passes get stars by their best score (`Stars`' lines; how many submits it took
            // was not kept, so no star is taken off for it); a revealed answer keeps one.
            try db.execute(sql: """
                ALTER TABLE progress ADD COLUMN stars INTEGER NOT NULL DEFAULT 0;
                ALTER TABLE progress ADD COLUMN listens INTEGER NOT NULL DEFAULT 0;
                UPDATE progress SET stars = CASE
                    WHEN revealed = 1 THEN 1 WHEN bestScore >= 95 THEN 3 WHEN bestScore >= 80 THEN 2 ELSE 1 END
                    WHERE completed = 1;
                """)
        }
        m.registerMigration("v5: sign-in throttle events") { db in
            // Timestamps only, one window's worth (`ThrottleStore`): the limits hold for every process
            // sharing the file.
            try db.execute(sql: """
                CREATE TABLE throttle_events (
                    key TEXT NOT NULL,
                    at REAL NOT NULL
                );
                CREATE INDEX throttle_events_key ON throttle_events(key, at);
                CREATE INDEX throttle_events_at ON throttle_events(at);
                """)
        }
        m.registerMigration("v6: failed attempts since the last pass") { db in
            try db.execute(sql: "ALTER TABLE progress ADD COLUMN misses INTEGER NOT NULL DEFAULT 0")
        }
        m.registerMigration("v7: lesson drafts, recovery codes, hearing staircases") { db in
            // A draft is the student's desk on one challenge (knobs, last result), whatever their class;
            // a recovery code (its SHA-256 only) sets a new secret without a teacher.
            try db.execute(sql: """
                CREATE TABLE lesson_drafts (
                    studentID TEXT NOT NULL REFERENCES students(id) ON DELETE CASCADE,
                    lessonID TEXT NOT NULL,
                    patch TEXT,
                    result TEXT,
                    updatedAt REAL NOT NULL,
                    PRIMARY KEY (studentID, lessonID)
                ) WITHOUT ROWID;
                CREATE TABLE student_recovery (
                    studentID TEXT PRIMARY KEY NOT NULL REFERENCES students(id) ON DELETE CASCADE,
                    codeHash TEXT NOT NULL,
                    createdAt REAL NOT NULL
                ) WITHOUT ROWID;
                CREATE TABLE hearing_staircases (
                    studentID TEXT NOT NULL REFERENCES students(id) ON DELETE CASCADE,
                    control TEXT NOT NULL,
                    state TEXT NOT NULL,
                    updatedAt REAL NOT NULL,
                    PRIMARY KEY (studentID, control)
                ) WITHOUT ROWID;
                """)
        }
        m.registerMigration("v8: daily practice") { db in
            // Leitner boxes, the streak and today's session, one JSON document per student (`PracticeState`).
            try db.execute(sql: """
                CREATE TABLE practice_state (
                    studentID TEXT PRIMARY KEY NOT NULL REFERENCES students(id) ON DELETE CASCADE,
                    state TEXT NOT NULL,
                    updatedAt REAL NOT NULL
                ) WITHOUT ROWID;
                """)
        }
        m.registerMigration("v9: progress per student, class memberships, class settings") { db in
            // Progress belongs to the student (`LessonProgress`): the rows a student made in different
            // classes merge into one per lesson (counts add up, bests and completion are kept, the last
            // score and the run of misses come from the latest row). The class a row was made in becomes
            // a membership: a student no longer in that class (removed, or moved on) is listed as left,
            // so work that per-class progress had hidden from everyone shows in both places again.
            try db.execute(sql: """
                ALTER TABLE classes ADD COLUMN archived INTEGER NOT NULL DEFAULT 0;
                ALTER TABLE classes ADD COLUMN joiningOpen INTEGER NOT NULL DEFAULT 1;
                ALTER TABLE classes ADD COLUMN assignedLessonID TEXT;
                CREATE TABLE class_members (
                    classID TEXT NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
                    studentID TEXT NOT NULL REFERENCES students(id) ON DELETE CASCADE,
                    joinedAt REAL NOT NULL,
                    leftAt REAL,
                    removed INTEGER NOT NULL DEFAULT 0,
                    PRIMARY KEY (classID, studentID)
                ) WITHOUT ROWID;
                CREATE INDEX class_members_student ON class_members(studentID);
                INSERT INTO class_members (classID, studentID, joinedAt) SELECT classID, id, createdAt FROM students WHERE classID IS NOT NULL;
                INSERT INTO class_members (classID, studentID, joinedAt, leftAt)
                    SELECT p.classID, p.studentID, MIN(p.updatedAt), MAX(p.updatedAt)
                    FROM progress p JOIN students s ON s.id = p.studentID JOIN classes c ON c.id = p.classID
                    WHERE p.classID <> IFNULL(s.classID, '')
                    GROUP BY p.classID, p.studentID;
                CREATE TABLE progress_v9 (
                    studentID TEXT NOT NULL REFERENCES students(id) ON DELETE CASCADE,
                    lessonID TEXT NOT NULL,
                    completed INTEGER NOT NULL DEFAULT 0,
                    bestScore REAL NOT NULL DEFAULT 0,
                    lastScore REAL,
                    attempts INTEGER NOT NULL DEFAULT 0,
                    timeSpent REAL NOT NULL DEFAULT 0,
                    revealed INTEGER NOT NULL DEFAULT 0,
                    hintsUsed INTEGER NOT NULL DEFAULT 0,
                    completedAt REAL,
                    updatedAt REAL NOT NULL,
                    stars INTEGER NOT NULL DEFAULT 0,
                    listens INTEGER NOT NULL DEFAULT 0,
                    misses INTEGER NOT NULL DEFAULT 0,
                    PRIMARY KEY (studentID, lessonID)
                ) WITHOUT ROWID;
                INSERT INTO progress_v9 (studentID, lessonID, completed, bestScore, lastScore, attempts, timeSpent, revealed,
                                         hintsUsed, completedAt, updatedAt, stars, listens, misses)
                    SELECT p.studentID, p.lessonID, MAX(p.completed), MAX(p.bestScore),
                           (SELECT q.lastScore FROM progress q WHERE q.studentID = p.studentID AND q.lessonID = p.lessonID
                            ORDER BY q.updatedAt DESC LIMIT 1),
                           SUM(p.attempts), SUM(p.timeSpent), MAX(p.revealed), MAX(p.hintsUsed), MIN(p.completedAt),
                           MAX(p.updatedAt), MAX(p.stars), SUM(p.listens),
                           (SELECT q.misses FROM progress q WHERE q.studentID = p.studentID AND q.lessonID = p.lessonID
                            ORDER BY q.updatedAt DESC LIMIT 1)
                    FROM progress p GROUP BY p.studentID, p.lessonID;
                DROP TABLE progress;
                ALTER TABLE progress_v9 RENAME TO progress;
                """)
        }
        m.registerMigration("v10: lessons after today's stay locked") { db in
            // A class setting beside the lesson for today (`ClassRecord.locksLaterLessons`); off for
            // every class that exists, so nothing locks until a teacher turns it on.
            try db.execute(sql: "ALTER TABLE classes ADD COLUMN locksLaterLessons INTEGER NOT NULL DEFAULT 0")
        }
        m.registerMigration("v11: lesson ids that named the answer") { db in
            // "Match the wave, part 1" was `wave-sine` in the address bar; its rows follow the new id
            // (`LessonRenames`). Unlike the migrations before, this one rewrites: an instance still on the
            // old course would not find these rows (deploy/README.md, PostgreSQL).
            try db.execute(sql: LessonRenames.statements(LessonRenames.v11))
        }
        return m
    }
}
