import Foundation
import Lessons
import QRCode
import WireProtocol

/// Runs classroom store calls (and the deliberately slow password check) off the service thread and
/// hands each outcome back to it, like `LessonGateway` does for lessons.
final class ClassroomGateway: Sendable {
    /// Who asked: a socket (and the message id to answer), or an HTTP request waiting for its reply.
    enum Requester: Sendable, Equatable {
        case socket(connection: Int, id: MessageID?)
        case http(request: Int)
    }

    struct Completion: Sendable {
        let requester: Requester
        let call: ClassroomCall
        let outcome: ClassroomOutcome
    }

    let service: ClassroomService
    /// Two calls at a time: a burst of sign-ins (0.5 s of CPU each) must not starve the render
    /// workers of both cores.
    private let calls: OffThreadCalls<Completion>

    init(service: ClassroomService, concurrency: Int = 2, waker: ServiceWaker) {
        self.service = service
        calls = OffThreadCalls(label: "synth-trainer.classroom", concurrency: concurrency, waker: waker)
    }

    /// `session`: the token hash of the teacher session the call is made under, checked against the
    /// store first, in the same call: a session ended on another instance is refused at this very
    /// message even if that instance's notification has not arrived yet.
    func submit(_ call: ClassroomCall, for requester: Requester, session: String? = nil) {
        calls.run(orderedBy: call.orderKey) { [self] in
            if let session {
                do throws(LessonError) { _ = try service.session(tokenHash: session) } catch {
                    return Completion(requester: requester, call: call,
                                      outcome: error.code == "unauthorized" ? .sessionEnded(session, error) : .failed(error))
                }
            }
            return Completion(requester: requester, call: call, outcome: perform(call))
        }
    }

    func drain(into out: inout [Completion]) { calls.drain(into: &out) }

    /// No call is running or waiting (see `LessonGateway.isIdle`).
    var isIdle: Bool { calls.isIdle }

    private func perform(_ call: ClassroomCall) -> ClassroomOutcome {
        do throws(LessonError) {
            switch call {
            case let .login(name, password, client):
                return .loggedIn(try service.login(name: name, password: password, client: client))
            case .auth(let token):
                let session = try service.session(token: token)
                return .authenticated(session, try classes(of: session.teacherID))
            case .revalidate(let hash):
                return .revalidated(try service.session(tokenHash: hash))
            case .logout(let hash):
                try service.logout(tokenHash: hash)
                return .loggedOut
            case let .createClass(teacherID, name):
                let c = try service.createClass(teacherID: teacherID, name: name)
                return .created(Self.info(c, students: 0))
            case .classes(let teacherID):
                return .classList(try classes(of: teacherID))
            case let .roster(classID, teacherID):
                // The progress table is the roster plus every stored lesson state: two queries.
                return .roster(try service.classProgress(classID: classID, teacherID: teacherID))
            case let .progress(classID, teacherID):
                return .progress(try service.classProgress(classID: classID, teacherID: teacherID))
            case let .resetSecret(studentID, teacherID):
                return .secretReset(try service.resetSecret(studentID: studentID, teacherID: teacherID))
            case let .studentHearing(studentID, teacherID):
                let (student, profile) = try service.studentHearing(studentID: studentID, teacherID: teacherID)
                return .studentHearing(student, profile.map(LessonGateway.wire))
            case let .classHearing(classID, teacherID):
                let (c, students, rows) = try service.classHearing(classID: classID, teacherID: teacherID)
                return .classHearing(classID: c.id, students: students, rows.map {
                    .init(param: $0.control.spec.id, name: $0.control.spec.name, measure: $0.measure, median: $0.median,
                          trained: $0.trained, ratio: $0.ratio, measured: $0.measured)
                })
            case let .removeStudent(studentID, teacherID):
                let (student, classRecord) = try service.removeStudent(studentID: studentID, teacherID: teacherID)
                return .removed(student, from: classRecord)
            case let .restoreStudent(studentID, classID, teacherID):
                let s = try service.restoreStudent(studentID: studentID, classID: classID, teacherID: teacherID)
                return .restored(s, try service.ownedClass(classID: classID, teacherID: teacherID))
            case let .allowRejoin(studentID, classID, teacherID):
                let s = try service.allowRejoin(studentID: studentID, classID: classID, teacherID: teacherID)
                return .rejoinAllowed(s, try service.ownedClass(classID: classID, teacherID: teacherID))
            case let .updateClass(u, teacherID):
                // The hub has checked an assigned lesson against the course.
                let c = try service.updateClass(classID: u.classID, teacherID: teacherID,
                                                .init(name: u.name, archived: u.archived, joiningOpen: u.joining, newCode: u.newCode,
                                                      assignedLesson: u.assign, locksLaterLessons: u.lockLater), lessonExists: { _ in true })
                return .classUpdated(c, students: try service.roster(classID: c.id, teacherID: teacherID).count)
            case let .joinQR(classID, teacherID, link):
                let c = try service.ownedClass(classID: classID, teacherID: teacherID)
                // Only the class's own join link: the projector shows nothing else.
                guard link.uppercased().contains(c.joinCode.uppercased()) else {
                    throw .badMessage("'joinQR': the link must carry the class's join code \(c.joinCode)")
                }
                return try Self.qr(link)
            }
        } catch {
            return .failed(error)
        }
    }

    static func qr(_ link: String) throws(LessonError) -> ClassroomOutcome {
        do {
            let q = try QRCode(link)
            return .qr(size: q.size, rows: q.rows)
        } catch {
            throw .badMessage("'joinQR': \(error.description)")
        }
    }

    static func info(_ c: ClassRecord, students: Int) -> ServerMessage.ClassInfo {
        .init(id: c.id, name: c.name, code: c.joinCode, students: students, archived: c.archived, joining: c.joiningOpen,
              assigned: c.assignedLessonID, lockLater: c.locksLaterLessons)
    }

    private func classes(of teacherID: String) throws(LessonError) -> [ServerMessage.ClassInfo] {
        var out: [ServerMessage.ClassInfo] = []
        for c in try service.classes(teacherID: teacherID) {
            out.append(Self.info(c, students: try service.roster(classID: c.id, teacherID: teacherID).count))
        }
        return out
    }
}
