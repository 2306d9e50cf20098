import GRDB

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
        return m
    }
}
