import Foundation
import Lessons
import WireProtocol

/// A classroom request that needs the store (or the slow password check), so it runs on the
/// classroom executor, never on the service thread.
enum ClassroomCall: Sendable, Equatable {
    /// Teacher sign-in over HTTP from `client` (its address, for the limits on wrong passwords): the
    /// slow PBKDF2 check, then a new session.
    case login(name: String, password: String, client: String)
    case auth(token: String)
    /// Is the session still there (no logout elsewhere, no password change)?
    case revalidate(tokenHash: String)
    case logout(tokenHash: String)
    case createClass(teacherID: String, name: String)
    /// The teacher's classes as stored now (the dashboard asks again when it regains focus).
    case classes(teacherID: String)
    case roster(classID: String, teacherID: String)
    case progress(classID: String, teacherID: String)
    case resetSecret(studentID: String, teacherID: String)
    case removeStudent(studentID: String, teacherID: String)
    case studentHearing(studentID: String, teacherID: String)
    case classHearing(classID: String, teacherID: String)
    case restoreStudent(studentID: String, classID: String, teacherID: String)
    case allowRejoin(studentID: String, classID: String, teacherID: String)
    case updateClass(ClassUpdate, teacherID: String)
    /// The QR code of a join link, for a class of the teacher's (checked first).
    case joinQR(classID: String, teacherID: String, link: String)
}

extension ClassroomCall {
    /// Changes to one class run in the order the teacher made them (`OffThreadCalls.run(orderedBy:)`),
    /// so what its students and watchers are told last is what the store holds.
    var orderKey: String? {
        switch self {
        case let .updateClass(u, _): "class \(u.classID)"
        default: nil
        }
    }
}

/// What a `ClassroomCall` produced, handed back to the service thread.
enum ClassroomOutcome: Sendable {
    case loggedIn(TeacherLogin)
    case authenticated(TeacherSession, [ServerMessage.ClassInfo])
    /// nil: the session is gone (the reason is in `failed` otherwise).
    case revalidated(TeacherSession)
    case loggedOut
    case created(ServerMessage.ClassInfo)
    /// The class's students with their stored progress: the roster shows what offline students
    /// last worked on from it.
    case roster(ClassProgress)
    case classList([ServerMessage.ClassInfo])
    case progress(ClassProgress)
    case secretReset(StudentRecord)
    /// The student as they were, and the class they left.
    case removed(StudentRecord, from: ClassRecord)
    /// The session the call was made under is gone from the store (signed out anywhere, password
    /// changed): the call did not run.
    case sessionEnded(String, LessonError)
    /// A student's hearing profile, for their teacher.
    case studentHearing(StudentRecord, [ServerMessage.HearingControl])
    /// A class's hearing, weakest control first; `students`: in the class now.
    case classHearing(classID: String, students: Int, [ServerMessage.ClassHearingControl])
    /// The student back in the class, and the class.
    case restored(StudentRecord, ClassRecord)
    case rejoinAllowed(StudentRecord, ClassRecord)
    /// The class as stored now, with how many students are in it.
    case classUpdated(ClassRecord, students: Int)
    case qr(size: Int, rows: [String])
    case failed(LessonError)
}
