import Foundation
import SynthEngine

/// Getting a student back to where they were: the work left on a challenge (drafts), and a recovery
/// code that sets a new secret when they forgot theirs (a student with no class has no teacher to
/// reset it, and their progress would otherwise be lost with the secret).
extension LessonService {
    // MARK: - Drafts

    /// The student's draft of a challenge: their knobs (nil after a pass) and the last result.
    public func draft(student id: String, lesson lessonID: String) throws(LessonError) -> LessonDraft? {
        try storeCall { () throws(StoreError) in try store.draft(studentID: id, lessonID: lessonID) }
    }

    /// Keeps the student's knobs on an open challenge (the page's reload, another device).
    public func saveDraft(student id: String, lesson lessonID: String, patch: Patch) throws(LessonError) {
        guard course.lesson(lessonID)?.kind == .challenge else { return }
        try storeCall { () throws(StoreError) in
            try store.saveDraftPatch(studentID: id, lessonID: lessonID, patch: patch.presetString, at: clock())
        }
    }

    /// Keeps a submit's outcome: the result the page showed (`resultJSON`), and the knobs unless the
    /// attempt passed (a replay of a passed lesson starts from its start, like the first run).
    /// `keepingKnobsSavedAfter`: a submit held through a store outage and written only now; knobs the
    /// student saved after asking for it are newer than the attempt's and stay (a student's writes
    /// run in order, so none is written between this read and the write).
    public func saveSubmit(student id: String, lesson lessonID: String, attempt: Patch, passed: Bool,
                           resultJSON: String, keepingKnobsSavedAfter askedAt: Date? = nil) throws(LessonError) {
        guard course.lesson(lessonID)?.kind == .challenge else { return }
        var knobs = passed ? nil : attempt.presetString
        if let askedAt, let newer = try draft(student: id, lesson: lessonID), newer.updatedAt > askedAt, let patch = newer.patch {
            knobs = patch
        }
        let d = LessonDraft(studentID: id, lessonID: lessonID, patch: knobs, result: resultJSON, updatedAt: clock())
        try storeCall { () throws(StoreError) in try store.saveDraft(d) }
    }

    // MARK: - Recovery codes

    /// 16 characters from the join codes' alphabet (no look-alikes), about 79 bits: written as four
    /// groups of four. Only its SHA-256 is stored; guessing meets the wrong-secret limits.
    static func newRecoveryCode() -> String {
        let raw = SecureRandom.string(length: 16, alphabet: Array("ABCDEFGHJKMNPQRSTUVWXYZ23456789"))
        return stride(from: 0, to: 16, by: 4).map { i in
            String(raw[raw.index(raw.startIndex, offsetBy: i)..<raw.index(raw.startIndex, offsetBy: i + 4)])
        }.joined(separator: "-")
    }

    /// What is hashed of a typed code: letters and digits only, upper case (spaces, hyphens and case
    /// as typed do not matter).
    static func recoveryHash(_ code: String) -> String {
        TokenHash.hex(String(code.uppercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init)))
    }

    /// A new recovery code for a student who has a secret and no code yet (a sign-up, a first secret,
    /// a profile from before codes); nil when they have one or no secret. The page shows it once.
    func issueRecoveryCodeIfMissing(student id: String, hasSecret: Bool) throws(LessonError) -> String? {
        // A read first: most sign-ins find a code and write nothing.
        guard hasSecret, try storeCall({ () throws(StoreError) in try store.recoveryHash(studentID: id) }) == nil else { return nil }
        let code = Self.newRecoveryCode()
        // Two sign-ins at once (two tabs) both found none: the store keeps the first code written, and
        // only the page whose code it kept shows one. Before, each page showed its own and only the
        // last one written worked.
        let kept = try storeCall { () throws(StoreError) in
            try store.setRecoveryHash(studentID: id, hash: Self.recoveryHash(code), replacing: nil, at: clock())
        }
        return kept ? code : nil
    }

    /// `s` with a recovery code when this sign-in should hand one out (see `issueRecoveryCodeIfMissing`).
    func withRecoveryCode(_ s: StudentSession) throws(LessonError) -> StudentSession {
        // `needsSecret` is false exactly when the student has a secret: no second read of the record.
        s.with(recoveryCode: try issueRecoveryCodeIfMissing(student: s.id, hasSecret: !s.needsSecret))
    }

    /// Signs in the student called `name` whose recovery code is `code` (a `classCode` joins its
    /// class, as at sign-in), sets `secret` as their new secret, and gives them a new code (each code works
    /// once). A wrong code counts as a wrong secret (`SignInLimits`).
    public func recover(name: String, code: String, secret: String, classCode: String?,
                        client: String?) throws(LessonError) -> StudentSession {
        let cleanName = try Self.validName(name)
        try Self.validSecret(secret)
        let account = SignInLimits.studentAccount(name: cleanName)
        let limits = client.map { SignInLimits(store: store, client: $0, refusals: refusals) }, now = clock()
        if let limits, let (_, wait) = try storeCall({ () throws(StoreError) in
            try limits.refusal(limits.wrongSecret(account: account), now: now)
        }) {
            throw .rateLimited("too many wrong codes or secrets for '\(cleanName)'", retryAfter: wait)
        }
        var classRecord: ClassRecord?
        if let c = Self.cleanCode(classCode) {
            classRecord = try storeCall { () throws(StoreError) in try store.classRecord(joinCode: c) }
            if classRecord == nil { throw .unknownClass(c) }
        }
        let hash = Self.recoveryHash(code)
        // One person, one profile: the name is looked for everywhere, as at sign-in; a code only joins.
        let candidates = try storeCall { () throws(StoreError) in try store.students(named: cleanName) }
        var match: StudentRecord?
        for s in candidates where try storeCall({ () throws(StoreError) in try store.recoveryHash(studentID: s.id) }) == hash {
            match = s
        }
        guard var student = match else {
            if let limits { try storeCall { () throws(StoreError) in try limits.record(limits.wrongSecret(account: account), now: now) } }
            throw .unauthorized("that name and recovery code do not match: check both")
        }
        let secretHash = slowHash { hasher.hash(secret) }
        // Everything that can refuse or fail comes before the code is used, so a refusal (a class that
        // does not take the student) or a store error leaves the code they hold working: the class
        // joined, a device token, the reply. A token made for a recovery that then loses the race
        // below is never handed out.
        if let classRecord { try join(&student, classRecord) }
        student.secretHash = secretHash
        let reply = try session(student, token: try addToken(student.id))
        // Each code works once, also for two recoveries sent at once: the code and the secret change
        // in one transaction, and only if the code is still the one typed.
        let newCode = Self.newRecoveryCode()
        guard try storeCall({ () throws(StoreError) in
            try store.recoverSecret(studentID: student.id, secretHash: secretHash, codeHash: Self.recoveryHash(newCode),
                                    replacing: hash, at: clock())
        }) else {
            throw .unauthorized("that recovery code has just been used: sign in with the secret chosen with it")
        }
        return reply.with(recoveryCode: newCode)
    }
}
