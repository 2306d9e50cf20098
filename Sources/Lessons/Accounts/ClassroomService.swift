import Foundation

/// Teacher accounts, their login sessions, and classes: password checks, session tokens with an
/// expiry, join codes, rosters and per-class progress. The server's teacher login and the
/// `synth-trainer teacher` command both go through here.
///
/// Every question about a class takes the asking teacher's id and answers `forbidden` for a class
/// that is not theirs, so a teacher only ever sees their own classes whatever the caller passes.
///
/// Thread-safe like `LessonService`. `authenticate` and `login` are deliberately slow (PBKDF2), and
/// every method may block on the store: call them off the service thread.
public final class ClassroomService: Sendable {
    let store: any TrainerStore
    private let hasher: PasswordHasher
    let clock: @Sendable () -> Date
    /// Limits found exceeded lately, so repeated attempts are refused without a store read.
    let refusals = SignInLimits.RecentRefusals()
    /// Checked when the name is unknown, so that such a login costs as much as one for a known name
    /// (the timing then does not reveal which teacher names exist).
    private let decoyHash: String

    /// How long a teacher login lasts.
    public let sessionLifetime: TimeInterval

    public static let minimumPasswordLength = 8
    /// A school day with room to spare: a teacher logs in once in the morning. Short enough that a
    /// token left on a shared classroom computer is useless by the next day.
    public static let defaultSessionLifetime: TimeInterval = 10 * 3600

    public init(store: any TrainerStore, hasher: PasswordHasher = PasswordHasher(),
                sessionLifetime: TimeInterval = ClassroomService.defaultSessionLifetime,
                clock: @escaping @Sendable () -> Date = { Date() }) {
        precondition(sessionLifetime > 0, "sessionLifetime must be positive")
        self.store = store
        self.hasher = hasher
        self.sessionLifetime = sessionLifetime
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
            throw .store(error)
        }
        return record
    }

    /// The teacher if the password matches; `unauthorized` otherwise (same answer for unknown names).
    /// Upgrades the stored hash when the work factor has risen since it was made.
    public func authenticate(name: String, password: String) throws(LessonError) -> TeacherRecord {
        let found: TeacherRecord?
        do { found = try store.teacher(name: name.trimmingCharacters(in: .whitespacesAndNewlines)) } catch {
            throw .store(error)
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

    // MARK: - Sessions

    /// Checks the password and starts a session: a fresh 256-bit token valid for `sessionLifetime`.
    /// Same `unauthorized` answer (and cost) for an unknown name as for a wrong password.
    /// `client`: the client's address, for the limits on wrong passwords (`SignInLimits`: per name
    /// from that address, per address, per name; counted in the store so they hold across instances).
    public func login(name: String, password: String, client: String? = nil) throws(LessonError) -> TeacherLogin {
        let now = clock()
        let teacher: TeacherRecord
        if let client {
            let limits = SignInLimits(store: store, client: client, refusals: refusals)
            let keys = limits.wrongPassword(teacher: name)
            let refused: (rule: SignInLimits.Rule, wait: Int)?
            do { refused = try limits.refusal(keys, now: now) } catch { throw .store(error) }
            if let refused { throw .rateLimited("too many failed sign-ins", retryAfter: refused.wait) }
            do { teacher = try authenticate(name: name, password: password) } catch .unauthorized(let why) {
                do { try limits.record(keys, now: now) } catch { throw .store(error) }
                throw .unauthorized(why)
            }
        } else {
            teacher = try authenticate(name: name, password: password)
        }
        // Expired rows are useless; dropping them here keeps the table the size of the staff room.
        _ = try? store.deleteExpiredTeacherSessions(now: now)
        let token = SecureRandom.token()
        let record = TeacherSessionRecord(tokenHash: TokenHash.hex(token), teacherID: teacher.id, createdAt: now,
                                          expiresAt: now.addingTimeInterval(sessionLifetime))
        do { try store.createTeacherSession(record) } catch { throw .store(error) }
        return TeacherLogin(teacher: teacher, token: token, expiresAt: record.expiresAt)
    }

    /// The session a token stands for, if it is known and not expired; `unauthorized` otherwise,
    /// saying which (the teacher then knows to log in again).
    public func session(token: String) throws(LessonError) -> TeacherSession {
        guard !token.isEmpty else { throw .unauthorized("no teacher token: log in first") }
        return try session(tokenHash: TokenHash.hex(token))
    }

    /// The same check by the token's hash: what a server that has let go of the token itself
    /// re-checks now and then (a password change or a logout elsewhere ends the session).
    public func session(tokenHash: String) throws(LessonError) -> TeacherSession {
        let now = clock()
        do {
            guard let record = try store.teacherSession(tokenHash: tokenHash) else {
                throw LessonError.unauthorized("unknown or logged-out teacher token: log in again")
            }
            guard !record.isExpired(at: now) else { throw LessonError.unauthorized("teacher session expired: log in again") }
            guard let teacher = try store.teacher(id: record.teacherID) else {
                throw LessonError.unauthorized("that teacher account no longer exists")
            }
            return TeacherSession(teacherID: teacher.id, name: teacher.name, tokenHash: record.tokenHash, expiresAt: record.expiresAt)
        } catch let error as LessonError {
            throw error
        } catch {
            throw .store(error)
        }
    }

    /// Ends the session with this token hash (logout from a socket that no longer holds the token).
    public func logout(tokenHash: String) throws(LessonError) {
        do { try store.deleteTeacherSession(tokenHash: tokenHash) } catch { throw .store(error) }
    }

    /// Ends the session of `token` (logout). An unknown token is already logged out: not an error.
    public func logout(token: String) throws(LessonError) { try logout(tokenHash: TokenHash.hex(token)) }

    // MARK: - Accounts

    /// Sets a new password and ends every session of that teacher (a changed password is usually a
    /// leaked one: the old logins must stop working).
    public func setPassword(teacherName: String, password: String) throws(LessonError) {
        guard password.count >= Self.minimumPasswordLength else {
            throw .badMessage("password: at least \(Self.minimumPasswordLength) characters")
        }
        do {
            guard let teacher = try store.teacher(name: teacherName) else { throw LessonError.badMessage("no teacher named '\(teacherName)'") }
            try store.setPasswordHash(teacherID: teacher.id, passwordHash: hasher.hash(password))
            try store.deleteTeacherSessions(teacherID: teacher.id)
        } catch let error as LessonError {
            throw error
        } catch {
            throw .store(error)
        }
    }

    public func teachers() throws(LessonError) -> [TeacherRecord] {
        do { return try store.teachers() } catch { throw .store(error) }
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
                case .failure: throw .store(error)
                }
            }
        }
        throw .internal("could not find a free class code")
    }

    public func classes(teacherID: String) throws(LessonError) -> [ClassRecord] {
        do { return try store.classes(teacherID: teacherID) } catch { throw .store(error) }
    }

    /// The class if it belongs to `teacherID`. Someone else's class and a class that does not exist
    /// get the same `forbidden`, so class ids cannot be probed.
    public func ownedClass(classID: String, teacherID: String) throws(LessonError) -> ClassRecord {
        let found: ClassRecord?
        do { found = try store.classRecord(id: classID) } catch { throw .store(error) }
        guard let c = found, c.teacherID == teacherID else { throw .forbidden("not your class") }
        return c
    }

    /// The students of a class that belongs to `teacherID` (`forbidden` for someone else's class).
    public func roster(classID: String, teacherID: String) throws(LessonError) -> [StudentRecord] {
        _ = try ownedClass(classID: classID, teacherID: teacherID)
        do { return try store.students(inClass: classID) } catch { throw .store(error) }
    }

    /// The progress table of a class that belongs to `teacherID`: each student in it now, and each who
    /// left or was removed (marked so), with all their progress (it is theirs, wherever they made it).
    public func classProgress(classID: String, teacherID: String) throws(LessonError) -> ClassProgress {
        let c = try ownedClass(classID: classID, teacherID: teacherID)
        do {
            let present = try store.students(inClass: classID)
            let members = try store.members(classID: classID)
            let byID = Dictionary(members.map { ($0.studentID, $0) }, uniquingKeysWith: { a, _ in a })
            var rows = present.map { ClassProgress.Row(student: $0, lessons: [:], member: byID[$0.id]) }
            let here = Set(present.map(\.id))
            // Those who left: a read each, but a class's leavers are a handful.
            for m in members where !here.contains(m.studentID) {
                guard let s = try store.student(id: m.studentID) else { continue }
                var left = m
                if left.leftAt == nil { left.leftAt = left.joinedAt }  // moved on before memberships were kept
                rows.append(ClassProgress.Row(student: s, lessons: [:], member: left))
            }
            var byStudent: [String: [String: LessonProgress]] = [:]
            for p in try store.progress(classID: classID) { byStudent[p.studentID, default: [:]][p.lessonID] = p }
            rows = rows.map { ClassProgress.Row(student: $0.student, lessons: byStudent[$0.student.id] ?? [:], member: $0.member) }
            return ClassProgress(classRecord: c, rows: rows.sorted { ($0.student.name, $0.student.id) < ($1.student.name, $1.student.id) })
        } catch {
            throw .store(error)
        }
    }

    /// True if the student is in a class of `teacherID` right now: the check behind "a teacher sees
    /// only their own students" for anything addressed to one student.
    public func teaches(studentID: String, teacherID: String) throws(LessonError) -> Bool {
        do { return try classTaught(studentID: studentID, teacherID: teacherID) != nil } catch { throw .store(error) }
    }

    /// The class of `teacherID`'s the student is in now, if they are in one.
    private func classTaught(studentID: String, teacherID: String) throws -> String? {
        guard let classID = try store.student(id: studentID)?.classID,
              try store.classRecord(id: classID)?.teacherID == teacherID else { return nil }
        return classID
    }

    /// Clears the secret of a student in one of `teacherID`'s classes: their next sign-in by name in
    /// the class picks a new one, and a device that still holds their token is asked for one.
    /// `forbidden` for anyone else's student. Returns the student.
    @discardableResult
    public func resetSecret(studentID: String, teacherID: String) throws(LessonError) -> StudentRecord {
        return try storeCall {
            guard let classID = try classTaught(studentID: studentID, teacherID: teacherID),
                  // Written only while the student is still in that class: one who moved to another
                  // teacher's class since the read above is not this teacher's to reset.
                  try store.setSecret(studentID: studentID, secretHash: nil, reset: true, onlyIf: .inClass(classID)),
                  let s = try store.student(id: studentID)
            else { throw LessonError.forbidden("not your student") }
            return s
        }
    }

    /// The teacher id owning class `classID`, if the class exists (the command line acts as them).
    public func ownerOfClass(_ classID: String) throws(LessonError) -> String? {
        do { return try store.classRecord(id: classID)?.teacherID } catch { throw .store(error) }
    }

    /// The student called `name` in the class with join code `joinCode` (the command line's reset).
    public func student(named name: String, joinCode: String) throws(LessonError) -> StudentRecord {
        return try storeCall {
            guard let c = try store.classRecord(joinCode: joinCode) else { throw LessonError.unknownClass(joinCode) }
            let found = try store.students(named: name, classID: c.id)
            guard let s = found.first(where: \.isClaimableByName) ?? found.first else {
                throw LessonError.badMessage("no student called '\(name)' in class \(c.joinCode)")
            }
            return s
        }
    }

    /// Runs store calls that may also refuse with a `LessonError` of their own: a refusal passes
    /// through, any other failure (the store's) is internal.
    func storeCall<T>(_ body: () throws -> T) throws(LessonError) -> T {
        do { return try body() } catch let e as LessonError { throw e } catch { throw .store(error) }
    }
}
