import Foundation

/// Teacher accounts and classes: password checks and join codes. The server's teacher login and the
/// `synth-trainer teacher` command both go through here.
///
/// Thread-safe like `LessonService`. `authenticate` is deliberately slow (PBKDF2): call it off the
/// service thread.
public final class ClassroomService: Sendable {
    private let store: any TrainerStore
    private let hasher: PasswordHasher
    private let clock: @Sendable () -> Date
    /// Checked when the name is unknown, so that such a login costs as much as one for a known name
    /// (the timing then does not reveal which teacher names exist).
    private let decoyHash: String

    public static let minimumPasswordLength = 8

    public init(store: any TrainerStore, hasher: PasswordHasher = PasswordHasher(),
                clock: @escaping @Sendable () -> Date = { Date() }) {
        self.store = store
        self.hasher = hasher
        self.clock = clock
        // Random salt and hash in the stored format: verifying against it costs a full PBKDF2 run and never matches.
        decoyHash = [PasswordHasher.scheme, String(hasher.iterations), Data(SecureRandom.bytes(16)).base64EncodedString(),
                     Data(SecureRandom.bytes(32)).base64EncodedString()].joined(separator: "$")
    }

    public func createTeacher(name: String, password: String) throws(LessonError) -> TeacherRecord {
        let clean = try LessonService.validName(name)
        guard password.count >= Self.minimumPasswordLength else {
            throw .badMessage("password: at least \(Self.minimumPasswordLength) characters")
        }
        let record = TeacherRecord(id: SecureRandom.id(prefix: "t-"), name: clean, passwordHash: hasher.hash(password),
                                   createdAt: clock())
        do { try store.createTeacher(record) } catch {
            if case .duplicate = error { throw .badMessage("a teacher named '\(clean)' already exists") }
            throw .internal(error.description)
        }
        return record
    }

    /// The teacher if the password matches; `unauthorized` otherwise (same answer for unknown names).
    /// Upgrades the stored hash when the work factor has risen since it was made.
    public func authenticate(name: String, password: String) throws(LessonError) -> TeacherRecord {
        let found: TeacherRecord?
        do { found = try store.teacher(name: name.trimmingCharacters(in: .whitespacesAndNewlines)) } catch {
            throw .internal(error.description)
        }
        guard let teacher = found else {
            _ = PasswordHasher.verify(password, against: decoyHash)
            throw .unauthorized("wrong name or password")
        }
        guard PasswordHasher.verify(password, against: teacher.passwordHash) else { throw .unauthorized("wrong name or password") }
        if hasher.needsRehash(teacher.passwordHash) {
            try? store.setPasswordHash(teacherID: teacher.id, passwordHash: hasher.hash(password))
        }
        return teacher
    }

    public func setPassword(teacherName: String, password: String) throws(LessonError) {
        guard password.count >= Self.minimumPasswordLength else {
            throw .badMessage("password: at least \(Self.minimumPasswordLength) characters")
        }
        do {
            guard let teacher = try store.teacher(name: teacherName) else { throw LessonError.badMessage("no teacher named '\(teacherName)'") }
            try store.setPasswordHash(teacherID: teacher.id, passwordHash: hasher.hash(password))
        } catch let error as LessonError {
            throw error
        } catch {
            throw .internal("\(error)")
        }
    }

    public func teachers() throws(LessonError) -> [TeacherRecord] {
        do { return try store.teachers() } catch { throw .internal(error.description) }
    }

    /// A new class with a fresh join code.
    public func createClass(teacherID: String, name: String) throws(LessonError) -> ClassRecord {
        let clean = try LessonService.validName(name)
        // Codes are random; on the rare collision, draw again.
        for _ in 0..<8 {
            let record = ClassRecord(id: SecureRandom.id(prefix: "c-"), teacherID: teacherID, name: clean,
                                     joinCode: SecureRandom.joinCode(), createdAt: clock())
            do {
                try store.createClass(record)
                return record
            } catch {
                switch error {
                case .duplicate: continue
                case .notFound: throw .forbidden("unknown teacher")
                case .failure: throw .internal(error.description)
                }
            }
        }
        throw .internal("could not find a free class code")
    }

    public func classes(teacherID: String) throws(LessonError) -> [ClassRecord] {
        do { return try store.classes(teacherID: teacherID) } catch { throw .internal(error.description) }
    }

    /// The students of a class that belongs to `teacherID` (`forbidden` for someone else's class).
    public func roster(classID: String, teacherID: String) throws(LessonError) -> [StudentRecord] {
        do {
            guard let c = try store.classRecord(id: classID), c.teacherID == teacherID else {
                throw LessonError.forbidden("not your class")
            }
            return try store.students(inClass: classID)
        } catch let error as LessonError {
            throw error
        } catch {
            throw .internal("\(error)")
        }
    }
}
