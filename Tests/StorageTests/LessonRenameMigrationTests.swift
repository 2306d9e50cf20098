import Foundation
import Lessons
@testable import PostgresStorage
@testable import Storage
import Testing

/// Migration v11 (`LessonRenames`): nine lessons whose id named their answer ("wave-sine" for "Match the
/// wave, part 1") have neutral ids, and a student's rows follow them: progress with its stars, the
/// draft on the desk, the class's lesson for today and the practice boxes and session. Rows of other
/// lessons, and ids that merely contain an old one, stay as they were.
@Suite("Store: renamed lesson ids (v11), SQLite and PostgreSQL")
struct LessonRenameMigrationTests {
    /// A practice document as the service writes it: a card under the old id, one under an id that
    /// contains it, and today's session with an item of the old lesson.
    static var practiceJSON: String {
        var state = PracticeState()
        state.cards["wave-sine"] = .init(box: 3, due: 20)
        state.cards["wave-sine-extra"] = .init(box: 2, due: 21)
        state.session = PracticeSession(day: 19, utcOffset: 0, startedAt: 1, items: [
            .init(lesson: "wave-sine", reason: .review, boxBefore: 3), .init(lesson: "env-attack", reason: .review)])
        return String(decoding: try! JSONEncoder().encode(state), as: UTF8.self)
    }

    func expectRenamed(_ store: any TrainerStore) throws {
        #expect(try store.progress(studentID: "s-1", lessonID: "wave-sine") == nil)
        let p = try #require(try store.progress(studentID: "s-1", lessonID: "wave-match-1"))
        #expect(p.completed && p.bestScore == 95 && p.stars == 3)
        #expect(try store.progress(studentID: "s-1", lessonID: "routing-lfo3-dest-2")?.attempts == 2)
        #expect(try store.progress(studentID: "s-1", lessonID: "env-attack")?.bestScore == 70, "other lessons keep their ids")
        #expect(try store.draft(studentID: "s-1", lessonID: "wave-sine") == nil)
        #expect(try store.draft(studentID: "s-1", lessonID: "wave-match-2")?.patch == #"{"osc1.wave":"triangle"}"#)
        #expect(try store.classRecord(id: "c-1")?.assignedLessonID == "routing-lfo2-dest-1")
        let json = try #require(try store.practiceState(studentID: "s-1"))
        let state = try JSONDecoder().decode(PracticeState.self, from: Data(json.utf8))
        #expect(state.cards["wave-match-1"]?.box == 3 && state.cards["wave-sine"] == nil)
        #expect(state.cards["wave-sine-extra"]?.box == 2, "an id that only contains an old one is not touched")
        #expect(state.session?.items.map(\.lesson) == ["wave-match-1", "env-attack"])
    }

    @Test func anSQLiteFileAtV10HasItsRowsRenamed() throws {
        let path = try StoreFixtures.sqliteFile(upTo: "v10: lessons after today's stay locked", """
            INSERT INTO teachers VALUES ('t-1', 'Ms Rivera', 'h', 1);
            INSERT INTO classes (id, teacherID, name, joinCode, createdAt, assignedLessonID)
                VALUES ('c-1', 't-1', 'Year 9', 'AAAAAA', 1, 'routing-lfo2-amp');
            INSERT INTO students (id, name, tokenHash, classID, createdAt) VALUES ('s-1', 'Ana', 'h-1', 'c-1', 1);
            INSERT INTO progress (studentID, lessonID, completed, bestScore, lastScore, attempts, updatedAt, stars)
            VALUES ('s-1', 'wave-sine', 1, 95, 95, 1, 10, 3),
                   ('s-1', 'routing-lfo3-pitch', 0, 40, 40, 2, 11, 0),
                   ('s-1', 'env-attack', 0, 70, 70, 1, 12, 0);
            INSERT INTO lesson_drafts (studentID, lessonID, patch, updatedAt)
                VALUES ('s-1', 'wave-square', '{"osc1.wave":"triangle"}', 13);
            INSERT INTO practice_state VALUES ('s-1', '\(Self.practiceJSON)', 14);
            """)
        try expectRenamed(try SQLiteTrainerStore(path: path))
    }

    @Test func aPostgreSQLDatabaseAtV10HasItsRowsRenamed() throws {
        let location = try PostgresFixtures.freshDatabase()
        let v10 = PostgresMigrations.all.firstIndex { $0.identifier.hasPrefix("v11:") }!
        let old = try PostgresTrainerStore(location: location, maxConnections: 1, callTimeout: .seconds(15),
                                           logger: PostgresFixtures.logger, migrations: v10)
        let now = Date(timeIntervalSince1970: 10)
        try old.createTeacher(TeacherRecord(id: "t-1", name: "Ms Rivera", passwordHash: "h", createdAt: now))
        try old.createClass(ClassRecord(id: "c-1", teacherID: "t-1", name: "Year 9", joinCode: "AAAAAA", createdAt: now,
                                        assignedLessonID: "routing-lfo2-amp"))
        try old.createStudent(StoreFixtures.student("s-1", classID: "c-1"))
        _ = try old.recordAttempt(StoreFixtures.attempt("s-1", "wave-sine", score: 95, passed: true, stars: 3))
        for _ in 0..<2 { _ = try old.recordAttempt(StoreFixtures.attempt("s-1", "routing-lfo3-pitch", score: 40, passed: false)) }
        _ = try old.recordAttempt(StoreFixtures.attempt("s-1", "env-attack", score: 70, passed: false))
        try old.saveDraftPatch(studentID: "s-1", lessonID: "wave-square", patch: #"{"osc1.wave":"triangle"}"#, at: now)
        try old.savePracticeState(studentID: "s-1", json: Self.practiceJSON, at: now)
        old.close()
        let store = try PostgresTrainerStore(location: location)
        #expect(store.ranMigrations == [PostgresMigrations.all[v10].identifier])
        try expectRenamed(store)
    }

}
