import Foundation

/// Removing, restoring and letting back a student, and the class's own settings (rename, archive, a
/// new code, joining on and off, the lesson for today and whether later lessons wait for it). Every call takes the asking teacher's id and
/// answers `forbidden` for a class or student that is not theirs.
extension ClassroomService {
    /// Takes a student in one of `teacherID`'s classes out of it (a fake sign-up, someone who left).
    /// They keep their account, their devices, their secret and all their progress, and go on as a
    /// student with no class; the class's table keeps them as a removed row, and its code does not
    /// take them back until the teacher restores them or lets them rejoin. Returns the student as
    /// they were and the class they left.
    public func removeStudent(studentID: String, teacherID: String) throws(LessonError) -> (StudentRecord, ClassRecord) {
        guard try teaches(studentID: studentID, teacherID: teacherID) else { throw .forbidden("not your student") }
        return try storeCall {
            guard let s = try store.student(id: studentID), let classID = s.classID,
                  let c = try store.classRecord(id: classID) else { throw LessonError.forbidden("not your student") }
            // Only from the class checked above: had the student just joined another (with its code),
            // the removal must not land there.
            guard try store.removeStudent(studentID: studentID, fromClass: classID, at: clock()) else {
                throw LessonError.forbidden("the student has just left your class")
            }
            return (s, c)
        }
    }

    /// Undoes a removal (or brings back a student who left): the student is in the class again at
    /// once, leaving any class they went to since. Returns the student as they are now.
    public func restoreStudent(studentID: String, classID: String, teacherID: String) throws(LessonError) -> StudentRecord {
        let c = try ownedClass(classID: classID, teacherID: teacherID)
        return try storeCall {
            guard try store.membership(classID: c.id, studentID: studentID) != nil, var s = try store.student(id: studentID) else {
                throw LessonError.forbidden("not a student of this class")
            }
            if s.classID != c.id {
                if s.isClaimableByName, try store.students(named: s.name, classID: c.id).contains(where: { $0.id != s.id && $0.isClaimableByName }) {
                    throw LessonError.nameTaken("another student in '\(c.name)' is called '\(s.name)' now: rename one of them first")
                }
                try store.moveStudent(studentID: studentID, toClass: c.id, at: clock(), removed: false)
                s.classID = c.id
            }
            return s
        }
    }

    /// Lets a removed student join with the class's code again (they are not put back: they choose).
    public func allowRejoin(studentID: String, classID: String, teacherID: String) throws(LessonError) -> StudentRecord {
        let c = try ownedClass(classID: classID, teacherID: teacherID)
        return try storeCall {
            guard let s = try store.student(id: studentID), try store.membership(classID: c.id, studentID: studentID) != nil else {
                throw LessonError.forbidden("not a student of this class")
            }
            try store.setRemoved(classID: c.id, studentID: studentID, removed: false)
            return s
        }
    }

    /// What a teacher may change about a class in one go; nil fields stay as they are.
    public struct ClassChange: Sendable, Equatable {
        public var name: String?
        public var archived: Bool?
        public var joiningOpen: Bool?
        /// Draw a new join code: the old one joins nobody from now on.
        public var newCode = false
        /// `.some(nil)` clears the lesson for today.
        public var assignedLesson: String??
        /// Lessons after the lesson for today stay locked for the class (`ClassRecord.locksLaterLessons`).
        public var locksLaterLessons: Bool?

        public init(name: String? = nil, archived: Bool? = nil, joiningOpen: Bool? = nil, newCode: Bool = false,
                    assignedLesson: String?? = nil, locksLaterLessons: Bool? = nil) {
            self.locksLaterLessons = locksLaterLessons
            self.name = name
            self.archived = archived
            self.joiningOpen = joiningOpen
            self.newCode = newCode
            self.assignedLesson = assignedLesson
        }
    }

    /// Applies `change` to a class of `teacherID`'s and returns the class as stored. `lessonExists`
    /// checks an assigned lesson id against the course (the service does not hold one).
    public func updateClass(classID: String, teacherID: String, _ change: ClassChange,
                            lessonExists: (String) -> Bool) throws(LessonError) -> ClassRecord {
        // The owner never changes: checked once, before the store's own read-change-write.
        _ = try ownedClass(classID: classID, teacherID: teacherID)
        let name = try change.name.map { n throws(LessonError) in try LessonService.validName(n) }
        if let assigned = change.assignedLesson, let id = assigned, !lessonExists(id) {
            throw .badMessage("there is no lesson '\(id)' to set for today")
        }
        // Codes are random; on the rare collision, draw again (as when a class is made).
        for attempt in 0..<8 {
            let code = change.newCode ? SecureRandom.joinCode() : nil
            do {
                // Only the fields the teacher changed: a change sent at the same moment keeps the rest.
                return try store.updateClass(id: classID) { c in
                    if let name { c.name = name }
                    if let a = change.archived { c.archived = a }
                    if let j = change.joiningOpen { c.joiningOpen = j }
                    if let l = change.locksLaterLessons { c.locksLaterLessons = l }
                    if let assigned = change.assignedLesson { c.assignedLessonID = assigned }
                    if let code { c.joinCode = code }
                }
            } catch {
                switch error {
                case .duplicate where change.newCode && attempt < 7: continue
                case .duplicate: throw .internal("could not find a free class code")
                case .notFound: throw .forbidden("not your class")
                case .failure: throw .store(error)
                }
            }
        }
        throw .internal("could not find a free class code")
    }
}
