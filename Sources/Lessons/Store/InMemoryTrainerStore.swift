import Foundation

/// A `TrainerStore` in memory, for fast tests and for running without a data folder. Same rules as
/// the SQLite store (unique names and codes, atomic progress updates); nothing survives the process.
public final class InMemoryTrainerStore: TrainerStore, @unchecked Sendable {
    // @unchecked: every stored property is only touched while holding `lock`.
    private let lock = NSLock()
    private var studentsByID: [String: StudentRecord] = [:]
    /// Extra tokens (by hash) to student ids; each record's own token is found through the record.
    private var extraTokens: [String: String] = [:]
    private var progressByKey: [String: LessonProgress] = [:]
    private var teachersByID: [String: TeacherRecord] = [:]
    private var classesByID: [String: ClassRecord] = [:]
    private var teacherSessions: [String: TeacherSessionRecord] = [:]
    private var throttle: [String: [Date]] = [:]
    private var drafts: [String: LessonDraft] = [:]
    private var recoveryHashes: [String: String] = [:]
    private var staircaseJSON: [String: [String: String]] = [:]
    private var practiceJSON: [String: String] = [:]
    /// Class memberships by `key(class, nil, student)`.
    private var membersByKey: [String: ClassMember] = [:]

    public init() {}

    private func locked<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    private static func key(_ student: String, _ classID: String?, _ lesson: String) -> String {
        "\(student)\u{0}\(classID ?? "")\u{0}\(lesson)"
    }

    // MARK: StudentStore

    public func createStudent(_ student: StudentRecord) throws(StoreError) {
        try locked { () throws(StoreError) in
            guard studentsByID[student.id] == nil else { throw .duplicate("student \(student.id)") }
            guard !tokenInUse(student.tokenHash) else { throw .duplicate("token") }
            if let c = student.classID {
                guard classesByID[c] != nil else { throw .notFound("class \(c)") }
                membersByKey[Self.key(c, nil, student.id)] = ClassMember(classID: c, studentID: student.id, joinedAt: student.createdAt)
            }
            studentsByID[student.id] = student
        }
    }

    public func student(id: String) throws(StoreError) -> StudentRecord? { try locked { studentsByID[id] } }

    public func student(tokenHash: String) throws(StoreError) -> StudentRecord? {
        try locked {
            if let id = extraTokens[tokenHash] { return studentsByID[id] }
            return studentsByID.values.first { $0.tokenHash == tokenHash }
        }
    }

    /// Call with `lock` held.
    private func tokenInUse(_ hash: String) -> Bool {
        extraTokens[hash] != nil || studentsByID.values.contains { $0.tokenHash == hash }
    }

    public func students(named name: String, classID: String?) throws(StoreError) -> [StudentRecord] {
        try locked {
            studentsByID.values.filter { $0.classID == classID && $0.name.caseInsensitiveCompare(name) == .orderedSame }
                .sorted { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }
        }
    }

    public func students(named name: String) throws(StoreError) -> [StudentRecord] {
        try locked {
            studentsByID.values.filter { $0.name.caseInsensitiveCompare(name) == .orderedSame }
                .sorted { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }
        }
    }

    public func rename(studentID: String, name: String) throws(StoreError) {
        try locked { () throws(StoreError) in
            guard studentsByID[studentID] != nil else { throw .notFound("student \(studentID)") }
            studentsByID[studentID]?.name = name
        }
    }

    public func setSecret(studentID: String, secretHash: String?, reset: Bool) throws(StoreError) {
        try locked { () throws(StoreError) in
            guard studentsByID[studentID] != nil else { throw .notFound("student \(studentID)") }
            studentsByID[studentID]?.secretHash = secretHash
            studentsByID[studentID]?.secretReset = reset
        }
    }

    public func setSecret(studentID: String, secretHash: String?, reset: Bool, onlyIf condition: SecretCondition) throws(StoreError) -> Bool {
        try locked { () throws(StoreError) -> Bool in
            guard let s = studentsByID[studentID] else { return false }
            switch condition {
            case .inClass(let classID): guard s.classID == classID else { return false }
            case .resetStanding: guard s.secretReset else { return false }
            }
            studentsByID[studentID]?.secretHash = secretHash
            studentsByID[studentID]?.secretReset = reset
            return true
        }
    }

    public func addToken(studentID: String, tokenHash: String, at: Date) throws(StoreError) {
        try locked { () throws(StoreError) in
            guard studentsByID[studentID] != nil else { throw .notFound("student \(studentID)") }
            guard !tokenInUse(tokenHash) else { throw .duplicate("token") }
            extraTokens[tokenHash] = studentID
        }
    }

    public func moveStudent(studentID: String, toClass classID: String?, at: Date, removed: Bool) throws(StoreError) {
        try locked { () throws(StoreError) in try move(studentID, to: classID, at: at, removed: removed) }
    }

    public func removeStudent(studentID: String, fromClass classID: String, at: Date) throws(StoreError) -> Bool {
        try locked { () throws(StoreError) in
            guard let student = studentsByID[studentID] else { throw .notFound("student \(studentID)") }
            guard student.classID == classID else { return false }
            try move(studentID, to: nil, at: at, removed: true)
            return true
        }
    }

    /// `moveStudent` with the lock held.
    private func move(_ studentID: String, to classID: String?, at: Date, removed: Bool) throws(StoreError) {
        guard let student = studentsByID[studentID] else { throw .notFound("student \(studentID)") }
        if let classID, classesByID[classID] == nil { throw .notFound("class \(classID)") }
        guard student.classID != classID else { return }
        if let old = student.classID {
            let k = Self.key(old, nil, studentID)
            var m = membersByKey[k] ?? ClassMember(classID: old, studentID: studentID, joinedAt: student.createdAt)
            m.leftAt = at
            m.removed = removed
            membersByKey[k] = m
        }
        if let classID {
            membersByKey[Self.key(classID, nil, studentID)] = ClassMember(classID: classID, studentID: studentID, joinedAt: at)
        }
        studentsByID[studentID]?.classID = classID
    }

    public func students(inClass classID: String) throws(StoreError) -> [StudentRecord] {
        try locked { studentsByID.values.filter { $0.classID == classID }.sorted { ($0.name, $0.id) < ($1.name, $1.id) } }
    }

    // MARK: ProgressStore

    public func progress(studentID: String) throws(StoreError) -> [LessonProgress] {
        try locked {
            progressByKey.values.filter { $0.studentID == studentID }.sorted { $0.lessonID < $1.lessonID }
        }
    }

    public func progress(studentID: String, lessonID: String) throws(StoreError) -> LessonProgress? {
        try locked { progressByKey[Self.key(studentID, nil, lessonID)] }
    }

    public func progress(classID: String) throws(StoreError) -> [LessonProgress] {
        try locked {
            progressByKey.values.filter { membersByKey[Self.key(classID, nil, $0.studentID)] != nil }
                .sorted { ($0.studentID, $0.lessonID) < ($1.studentID, $1.lessonID) }
        }
    }

    public func updateProgress(studentID student: String, lessonID lesson: String, at date: Date,
                               _ change: @escaping @Sendable (LessonProgress) -> LessonProgress) throws(StoreError) -> LessonProgress {
        try locked { () throws(StoreError) in
            guard studentsByID[student] != nil else { throw .notFound("student \(student)") }
            let k = Self.key(student, nil, lesson)
            let old = progressByKey[k] ?? LessonProgress(studentID: student, lessonID: lesson, updatedAt: date)
            let new = change(old)
            progressByKey[k] = new
            return new
        }
    }

    // MARK: ClassroomStore

    public func createTeacher(_ teacher: TeacherRecord) throws(StoreError) {
        try locked { () throws(StoreError) in
            guard teachersByID[teacher.id] == nil else { throw .duplicate("teacher \(teacher.id)") }
            guard !teachersByID.values.contains(where: { $0.name.lowercased() == teacher.name.lowercased() }) else {
                throw .duplicate("teacher '\(teacher.name)'")
            }
            teachersByID[teacher.id] = teacher
        }
    }

    public func teacher(id: String) throws(StoreError) -> TeacherRecord? { try locked { teachersByID[id] } }

    public func teacher(name: String) throws(StoreError) -> TeacherRecord? {
        try locked { teachersByID.values.first { $0.name.lowercased() == name.lowercased() } }
    }

    public func teachers() throws(StoreError) -> [TeacherRecord] {
        try locked { teachersByID.values.sorted { $0.name.lowercased() < $1.name.lowercased() } }
    }

    public func setPasswordHash(teacherID: String, passwordHash: String) throws(StoreError) {
        try locked { () throws(StoreError) in
            guard teachersByID[teacherID] != nil else { throw .notFound("teacher \(teacherID)") }
            teachersByID[teacherID]?.passwordHash = passwordHash
        }
    }

    public func createClass(_ record: ClassRecord) throws(StoreError) {
        try locked { () throws(StoreError) in
            guard teachersByID[record.teacherID] != nil else { throw .notFound("teacher \(record.teacherID)") }
            guard classesByID[record.id] == nil else { throw .duplicate("class \(record.id)") }
            guard !classesByID.values.contains(where: { $0.joinCode.uppercased() == record.joinCode.uppercased() }) else {
                throw .duplicate("class code \(record.joinCode)")
            }
            classesByID[record.id] = record
        }
    }

    public func classRecord(id: String) throws(StoreError) -> ClassRecord? { try locked { classesByID[id] } }

    public func classRecord(joinCode: String) throws(StoreError) -> ClassRecord? {
        try locked { classesByID.values.first { $0.joinCode.uppercased() == joinCode.uppercased() } }
    }

    public func classes(teacherID: String) throws(StoreError) -> [ClassRecord] {
        try locked { classesByID.values.filter { $0.teacherID == teacherID }.sorted { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) } }
    }

    public func updateClass(id: String, _ change: (inout ClassRecord) -> Void) throws(StoreError) -> ClassRecord {
        try locked { () throws(StoreError) in
            // The owner and the date of creation are `let`: `change` cannot touch them.
            guard var c = classesByID[id] else { throw .notFound("class \(id)") }
            change(&c)
            guard !classesByID.values.contains(where: { $0.id != id && $0.joinCode.uppercased() == c.joinCode.uppercased() }) else {
                throw .duplicate("class code \(c.joinCode)")
            }
            classesByID[id] = c
            return c
        }
    }

    public func members(classID: String) throws(StoreError) -> [ClassMember] {
        try locked { membersByKey.values.filter { $0.classID == classID }.sorted { $0.studentID < $1.studentID } }
    }

    public func membership(classID: String, studentID: String) throws(StoreError) -> ClassMember? {
        try locked { membersByKey[Self.key(classID, nil, studentID)] }
    }

    public func setRemoved(classID: String, studentID: String, removed: Bool) throws(StoreError) {
        try locked { () throws(StoreError) in
            let k = Self.key(classID, nil, studentID)
            guard membersByKey[k] != nil else { throw .notFound("member \(studentID) of \(classID)") }
            membersByKey[k]?.removed = removed
        }
    }

    public func createTeacherSession(_ session: TeacherSessionRecord) throws(StoreError) {
        try locked { () throws(StoreError) in
            guard teachersByID[session.teacherID] != nil else { throw .notFound("teacher \(session.teacherID)") }
            guard teacherSessions[session.tokenHash] == nil else { throw .duplicate("teacher session") }
            teacherSessions[session.tokenHash] = session
        }
    }

    public func teacherSession(tokenHash: String) throws(StoreError) -> TeacherSessionRecord? {
        try locked { teacherSessions[tokenHash] }
    }

    public func deleteTeacherSession(tokenHash: String) throws(StoreError) {
        try locked { teacherSessions[tokenHash] = nil }
    }

    @discardableResult
    public func deleteTeacherSessions(teacherID: String) throws(StoreError) -> Int {
        try locked {
            let before = teacherSessions.count
            teacherSessions = teacherSessions.filter { $0.value.teacherID != teacherID }
            return before - teacherSessions.count
        }
    }

    @discardableResult
    public func deleteExpiredTeacherSessions(now: Date) throws(StoreError) -> Int {
        try locked {
            let before = teacherSessions.count
            teacherSessions = teacherSessions.filter { !$0.value.isExpired(at: now) }
            return before - teacherSessions.count
        }
    }

    // MARK: - Throttle

    public func throttleEvents(keys: [String], since: Date) throws(StoreError) -> [String: [Date]] {
        try locked {
            var out: [String: [Date]] = [:]
            for k in keys { if let recent = throttle[k]?.filter({ $0 > since }), !recent.isEmpty { out[k] = recent } }
            return out
        }
    }

    public func recordThrottleEvents(keys: [String], at: Date, forgetBefore: Date) throws(StoreError) {
        try locked {
            for k in keys { throttle[k, default: []].append(at) }
            throttle = throttle.compactMapValues { dates in
                let kept = dates.filter { $0 >= forgetBefore }
                return kept.isEmpty ? nil : kept
            }
        }
    }

    // MARK: - Resume

    public func draft(studentID: String, lessonID: String) throws(StoreError) -> LessonDraft? {
        try locked { drafts[Self.key(studentID, nil, lessonID)] }
    }

    public func saveDraft(_ draft: LessonDraft) throws(StoreError) {
        try locked { () throws(StoreError) in
            guard studentsByID[draft.studentID] != nil else { throw .notFound("student \(draft.studentID)") }
            drafts[Self.key(draft.studentID, nil, draft.lessonID)] = draft
        }
    }

    public func saveDraftPatch(studentID: String, lessonID: String, patch: String, at: Date) throws(StoreError) {
        try locked { () throws(StoreError) in
            guard studentsByID[studentID] != nil else { throw .notFound("student \(studentID)") }
            let k = Self.key(studentID, nil, lessonID)
            var d = drafts[k] ?? LessonDraft(studentID: studentID, lessonID: lessonID, patch: nil, result: nil, updatedAt: at)
            d.patch = patch
            d.updatedAt = at
            drafts[k] = d
        }
    }

    public func recoveryHash(studentID: String) throws(StoreError) -> String? { try locked { recoveryHashes[studentID] } }

    public func staircases(studentID: String) throws(StoreError) -> [String: String] { try locked { staircaseJSON[studentID] ?? [:] } }

    public func saveStaircase(studentID: String, control: String, json: String, at: Date) throws(StoreError) {
        try locked { () throws(StoreError) in
            guard studentsByID[studentID] != nil else { throw .notFound("student \(studentID)") }
            staircaseJSON[studentID, default: [:]][control] = json
        }
    }

    public func practiceState(studentID: String) throws(StoreError) -> String? { try locked { practiceJSON[studentID] } }

    public func savePracticeState(studentID: String, json: String, at: Date) throws(StoreError) {
        try locked { () throws(StoreError) in
            guard studentsByID[studentID] != nil else { throw .notFound("student \(studentID)") }
            practiceJSON[studentID] = json
        }
    }

    public func recoverSecret(studentID: String, secretHash: String, codeHash: String, replacing: String,
                              at: Date) throws(StoreError) -> Bool {
        try locked { () throws(StoreError) in
            guard try replaceCode(studentID, with: codeHash, replacing: replacing) else { return false }
            studentsByID[studentID]?.secretHash = secretHash
            studentsByID[studentID]?.secretReset = false
            return true
        }
    }

    @discardableResult
    public func setRecoveryHash(studentID: String, hash: String, replacing: String?, at: Date) throws(StoreError) -> Bool {
        try locked { () throws(StoreError) in try replaceCode(studentID, with: hash, replacing: replacing) }
    }

    /// The student's code becomes `hash` if it is `replacing` now (nil: none yet), with the lock held.
    private func replaceCode(_ studentID: String, with hash: String, replacing: String?) throws(StoreError) -> Bool {
        guard studentsByID[studentID] != nil else { throw .notFound("student \(studentID)") }
        guard recoveryHashes[studentID] == replacing else { return false }
        recoveryHashes[studentID] = hash
        return true
    }
}
