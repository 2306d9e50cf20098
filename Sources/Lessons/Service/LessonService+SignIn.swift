import Foundation

/// Who a sign-in finds, and what a class code does to them. One person, one profile: a name and a
/// secret find the same student with or without a code; a code only joins its class (when the class
/// takes them: joining open, not archived, not removed from it by the teacher).
extension LessonService {
    /// The session, and whether a new student was made for it.
    func signIn(name: String, token: String?, classCode: String?, secret: String?) throws(LessonError) -> (StudentSession, made: Bool) {
        var classRecord: ClassRecord?
        if let code = Self.cleanCode(classCode) {
            classRecord = try storeCall { () throws(StoreError) in try store.classRecord(joinCode: code) }
            if classRecord == nil { throw .unknownClass(code) }
        }
        if let token, !token.isEmpty {
            let hash = TokenHash.hex(token)
            guard var student = try storeCall({ () throws(StoreError) in try store.student(tokenHash: hash) }) else {
                throw .unauthorized("unknown login token: log in with your name to start a new profile")
            }
            if let classRecord { try join(&student, classRecord) }
            return (try session(student, token: token), false)
        }
        let cleanName = try Self.validName(name)
        guard let secret, !secret.isEmpty else {
            return (try createStudent(cleanName, classRecord: classRecord, secretHash: nil), true)
        }
        try Self.validSecret(secret)
        // Everyone of that name who signs in by name, those of the class typed first: the secret is
        // checked against each (slowly) until one matches, so the likeliest goes first.
        let everyone = try storeCall { () throws(StoreError) in try store.students(named: cleanName) }.filter(\.isClaimableByName)
        let candidates = everyone.filter { $0.classID == classRecord?.id } + everyone.filter { $0.classID != classRecord?.id }
        if let match = slowHash({ candidates.first { $0.secretHash.map { PasswordHasher.verify(secret, against: $0) } ?? false } }) {
            return (try found(match, joining: classRecord), false)
        }
        // No secret matches. A teacher's reset is claimed only where the teacher made it: in the class
        // typed (or, without a code, among students in no class).
        let here = candidates.filter { $0.classID == classRecord?.id }
        if var reset = here.first(where: \.secretReset) {
            let hash = slowHash { hasher.hash(secret) }
            let id = reset.id
            // Claimed only while the reset still stands: of two sign-ins at once (two tabs, two
            // devices), one sets the secret, and the other signs in only if it typed the same one.
            guard try storeCall({ () throws(StoreError) in
                try store.setSecret(studentID: id, secretHash: hash, reset: false, onlyIf: .resetStanding)
            }) else {
                let now = try storeCall { () throws(StoreError) in try store.student(id: id) }
                guard let claimed = now, let stored = claimed.secretHash,
                      slowHash({ PasswordHasher.verify(secret, against: stored) }) else {
                    throw Self.resetClaimedElsewhere(cleanName)
                }
                return (try found(claimed, joining: classRecord), false)
            }
            reset.secretHash = hash
            reset.secretReset = false
            return (try session(reset, token: try addToken(reset.id)), false)
        }
        // Without a code, a namesake anywhere is refused rather than given a second, empty profile:
        // that was a student on a new device who forgot to type the code. With a code, namesakes in
        // other classes are other people.
        if classRecord != nil, !here.isEmpty {
            throw .unauthorized("the name '\(cleanName)' is taken in this class and that secret does not match it. "
                + "If it is you, check your secret (your teacher can reset it); if not, choose another name")
        }
        if classRecord == nil, !everyone.isEmpty {
            throw .unauthorized("the name '\(cleanName)' is taken and that secret does not match it. If it is you, check your "
                + "secret (if your teacher reset it, type your class code too); if not, choose another name")
        }
        return (try createStudent(cleanName, classRecord: classRecord, secretHash: slowHash { hasher.hash(secret) }), true)
    }

    /// A student whose secret the sign-in typed: joins the class typed (if any), with a new token.
    private func found(_ student: StudentRecord, joining classRecord: ClassRecord?) throws(LessonError) -> StudentSession {
        var student = student
        if let classRecord { try join(&student, classRecord) }
        return try session(student, token: try addToken(student.id))
    }

    /// A teacher's reset that another sign-in claimed a moment before this one.
    static func resetClaimedElsewhere(_ name: String) -> LessonError {
        .unauthorized("the secret of '\(name)' was set a moment ago, from another sign-in: sign in with the secret "
            + "chosen there (or ask your teacher to reset it once more)")
    }

    /// A typed class code as stored: spaces and hyphens dropped ("DCKX-YN9J" is "DCKXYN9J"); nil when empty.
    static func cleanCode(_ code: String?) -> String? {
        let clean = String((code ?? "").unicodeScalars.filter { !CharacterSet.whitespaces.contains($0) && $0 != "-" }.map(Character.init))
        return clean.isEmpty ? nil : clean
    }

    /// Puts `student` into `c` unless they are in it already. Refused when the teacher removed them
    /// (until the teacher lets them back), when the class is archived or closed to joining, when
    /// their name is taken there, or when it is full.
    func join(_ student: inout StudentRecord, _ c: ClassRecord) throws(LessonError) {
        guard student.classID != c.id else { return }
        let member = try storeCall { () throws(StoreError) in try store.membership(classID: c.id, studentID: student.id) }
        if member?.removed == true {
            throw .forbidden("your teacher took you out of the class '\(c.name)', so its code does not take you back until they "
                + "let you in again. Your work is kept: sign in without the code to go on")
        }
        try ensureJoinable(c)
        if student.isClaimableByName { try ensureNameFree(student.name, classID: c.id, except: student.id) }
        try ensureRoom(in: c)
        let id = student.id
        try storeCall { () throws(StoreError) in try store.moveStudent(studentID: id, toClass: c.id, at: clock(), removed: false) }
        student.classID = c.id
    }

    func ensureJoinable(_ c: ClassRecord) throws(LessonError) {
        if c.archived { throw .forbidden("the class '\(c.name)' is archived: ask your teacher for the code of this year's class") }
        if !c.joiningOpen { throw .forbidden("the class '\(c.name)' is not taking new students right now: ask your teacher to open it") }
    }

    /// Refuses `name` when another student who signs in by name has it in `classID`.
    func ensureNameFree(_ name: String, classID: String?, except id: String) throws(LessonError) {
        let others = try storeCall { () throws(StoreError) in try store.students(named: name, classID: classID) }
            .filter { $0.id != id && $0.isClaimableByName }
        guard others.isEmpty else {
            throw .nameTaken("another student is called '\(name)' \(classID == nil ? "here" : "in this class"): choose another name")
        }
    }

    /// Refuses a newcomer to a class that holds `maxClassSize` students already.
    func ensureRoom(in c: ClassRecord) throws(LessonError) {
        let count = try storeCall { () throws(StoreError) in try store.students(inClass: c.id).count }
        guard count < maxClassSize else {
            throw .forbidden("the class '\(c.name)' is full (\(maxClassSize) students): ask your teacher")
        }
    }

    func createStudent(_ name: String, classRecord: ClassRecord?, secretHash: String?) throws(LessonError) -> StudentSession {
        if let classRecord {
            try ensureJoinable(classRecord)
            try ensureRoom(in: classRecord)
        }
        let newToken = SecureRandom.token()
        let record = StudentRecord(id: SecureRandom.id(prefix: "s-"), name: name, tokenHash: TokenHash.hex(newToken),
                                   classID: classRecord?.id, createdAt: clock(), secretHash: secretHash)
        try storeCall { () throws(StoreError) in try store.createStudent(record) }
        return StudentSession(id: record.id, name: name, token: newToken, classCode: classRecord?.joinCode,
                              classID: classRecord?.id, needsSecret: secretHash == nil, className: classRecord?.name,
                              assignedLesson: classRecord?.assignedLessonID, locksLaterLessons: classRecord?.heldAt != nil)
    }

    func session(_ student: StudentRecord, token: String) throws(LessonError) -> StudentSession {
        let c = try classOf(student)
        return StudentSession(id: student.id, name: student.name, token: token, classCode: c?.joinCode, classID: student.classID,
                              needsSecret: student.secretHash == nil, className: c?.name, assignedLesson: c?.assignedLessonID,
                              locksLaterLessons: c?.heldAt != nil)
    }

    func classOf(_ student: StudentRecord) throws(LessonError) -> ClassRecord? {
        guard let id = student.classID else { return nil }
        return try storeCall { () throws(StoreError) in try store.classRecord(id: id) }
    }
}
