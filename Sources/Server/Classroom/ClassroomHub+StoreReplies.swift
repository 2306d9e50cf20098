import Foundation
import Lessons
import SynthEngine
import WireProtocol

/// Store calls coming back from the classroom gateway: sign-ins, rosters, progress tables.
/// Service thread only.
extension ClassroomHub {
    // MARK: - Store calls coming back

    func finished(_ outcome: ClassroomOutcome, connection: Int, id: MessageID?, call: ClassroomCall, now: Date) -> [Action] {
        guard teachers[connection] != nil else { return [] }
        switch (call, outcome) {
        case (_, .authenticated(let session, let classes)):
            teachers[connection]?.authPending = false
            // Signing in again (a fresh token, perhaps another teacher) starts from nothing.
            let stopped = stopTeaching(connection)
            teachers[connection]?.endedBecause = nil
            teachers[connection]?.session = session
            teachers[connection]?.lastValidated = now
            // The synth first: on a full server it closes the socket before the reply goes out.
            return stopped + [.signedIn(connection), .send(connection, .teacher(.init(teacher: session.teacherID, name: session.name,
                                                               expires: isoFormatter.string(from: session.expiresAt), classes: classes)), id: id)]
        case (.auth, .failed(let e)):
            teachers[connection]?.authPending = false
            return refuse(connection, .teacher, "auth", ErrorCode(rawValue: e.code) ?? .internal, e.description, id: id, who: nil)
        case (.revalidate, .revalidated):
            teachers[connection]?.revalidating = false
            teachers[connection]?.lastValidated = now
            return []
        case (.revalidate(let hash), .failed(let e)):
            teachers[connection]?.revalidating = false
            // A store hiccup is not a reason to throw a teacher out; a missing session is.
            guard e.code == "unauthorized" else { return [] }
            return revokeSession(tokenHash: hash, reason: e.description)
        case (.logout, _):
            return [.send(connection, .loggedOut, id: id)]
        case (_, .sessionEnded(let hash, let e)):
            // Every socket of that session stops now, as on a sign-out here; this request is refused.
            return revokeSession(tokenHash: hash, except: connection, reason: e.description)
                + revoke(connection, reason: nil, ended: e.description)
                + refuseEndedSession(connection, call, id: id)
        case (_, .secretReset(let s)):
            return [.send(connection, .secretReset(student: s.id, name: s.name), id: id)]
        case (_, .removed(let student, let classRecord)):
            return removed(student, from: classRecord, by: connection, id: id, now: now)
        case (_, .restored(let student, let classRecord)):
            return restored(student, to: classRecord, by: connection, id: id, now: now)
        case (_, .rejoinAllowed(let s, let c)):
            return [.send(connection, .rejoinAllowed(student: s.id, name: s.name, classID: c.id), id: id)]
        case (_, .classUpdated(let c, let n)):
            return classUpdated(c, students: n, by: connection, id: id)
        case (_, .qr(let size, let rows)):
            return [.send(connection, .joinQR(size: size, rows: rows), id: id)]
        case (.studentHearing(_, let teacherID), .studentHearing(let s, let controls)):
            guard teachers[connection]?.session?.teacherID == teacherID else { return refuseEndedSession(connection, call, id: id) }
            return [.send(connection, .studentHearing(student: s.id, name: s.name, controls: controls), id: id)]
        case (.classHearing(_, let teacherID), .classHearing(let classID, let students, let controls)):
            guard teachers[connection]?.session?.teacherID == teacherID else { return refuseEndedSession(connection, call, id: id) }
            return [.send(connection, .classHearing(classID: classID, students: students, controls: controls), id: id)]
        case (_, .created(let info)):
            return [.send(connection, .classCreated(info), id: id)]
        case (.classes(let teacherID), .classList(let list)):
            guard teachers[connection]?.session?.teacherID == teacherID else { return refuseEndedSession(connection, call, id: id) }
            return [.send(connection, .classes(list), id: id)]
        case (.roster(_, let teacherID), .roster(let table)):
            guard teachers[connection]?.session?.teacherID == teacherID else { return refuseEndedSession(connection, call, id: id) }
            return watch(connection, table: table, id: id, now: now)
        case (.progress(_, let teacherID), .progress(_)) where teachers[connection]?.session?.teacherID != teacherID:
            return refuseEndedSession(connection, call, id: id)
        case (.progress, .progress(let table)):
            let info = ClassroomGateway.info(table.classRecord, students: table.rows.filter { !$0.hasLeft }.count)
            let rows = table.rows.map { row in
                ServerMessage.ProgressRow(student: row.student.id, name: row.student.name,
                                          online: !row.hasLeft && (students[row.student.id].map { !$0.connections.isEmpty && $0.classID == table.classRecord.id } ?? false),
                                          lessons: row.lessons.mapValues {
                                              .init(completed: $0.completed, bestScore: $0.bestScore, lastScore: $0.lastScore,
                                                    attempts: $0.attempts, timeSpent: $0.timeSpent, hintsUsed: $0.hintsUsed,
                                                    revealed: $0.revealed, stars: $0.stars, listens: $0.listens) },
                                          left: row.hasLeft, removed: row.wasRemoved)
            }
            return [.send(connection, .progress(.init(classInfo: info, lessons: courseOrder, students: rows)), id: id)]
        case (_, .failed(let e)):
            let code = ErrorCode(rawValue: e.code) ?? .internal
            if code == .forbidden || code == .unauthorized {
                return refuse(connection, .teacher, Self.messageType(of: call), code, e.description, id: id,
                              who: teachers[connection]?.session?.teacherID)
            }
            return [.send(connection, .error(ProtocolError(code, e.description, id: id)), id: nil)]
        default:
            return []
        }
    }

    /// A read asked for under a session that ended (signed out here or on another instance, expired)
    /// before its answer came back: the answer is not sent, but the request is still answered.
    private func refuseEndedSession(_ connection: Int, _ call: ClassroomCall, id: MessageID?) -> [Action] {
        let why = teachers[connection]?.endedBecause.map { "\($0): send 'auth' with a new token" } ?? "the teacher session ended"
        return refuse(connection, .teacher, Self.messageType(of: call), .unauthorized, why, id: id, who: nil)
    }

    static func messageType(of call: ClassroomCall) -> String {
        switch call {
        case .login: "login"
        case .auth: "auth"
        case .revalidate: "session"
        case .logout: "logout"
        case .createClass: "createClass"
        case .classes: "listClasses"
        case .roster: "watchClass"
        case .progress: "classProgress"
        case .resetSecret: "resetSecret"
        case .removeStudent: "removeStudent"
        case .studentHearing: "studentHearing"
        case .classHearing: "classHearing"
        case .restoreStudent: "restoreStudent"
        case .allowRejoin: "allowRejoin"
        case .updateClass: "updateClass"
        case .joinQR: "joinQR"
        }
    }

    /// The store has taken `student` out of `classRecord`: their open tabs leave the class here too
    /// (listeners and the broadcast let go of them, they are told who removed them), and every
    /// teacher watching the class drops their card. The student keeps their account and goes on alone.
    func removed(_ student: StudentRecord, from classRecord: ClassRecord, by connection: Int, id: MessageID?, now: Date) -> [Action] {
        var out: [Action] = []
        let teacherName = teachers[connection]?.session?.name ?? "your teacher"
        if let s = students[student.id], s.classID == classRecord.id {
            for c in s.connections {
                out += leave(c, student: student.id, now: now)
                studentOfConnection.removeValue(forKey: c)
                // Still signed in, in no class: a restore finds this socket again.
                addSolo(c, student: student.id)
                out.append(.send(c, .removedFromClass(className: classRecord.name, teacher: teacherName), id: nil))
            }
            // And where they are (as before leaving: their clock on the lesson runs on), so that a
            // restore shows it on their card at once.
            if !s.connections.isEmpty { soloWhere[student.id] = s.whereabouts }
            students.removeValue(forKey: student.id)
        }
        members[classRecord.id]?.remove(student.id)
        let message = ServerMessage.studentRemoved(student: student.id, name: student.name, classID: classRecord.id)
        for w in watchers[classRecord.id] ?? [] where w != connection { out.append(.send(w, message, id: nil)) }
        out.append(.send(connection, message, id: id))
        return out
    }

    /// The teacher now watches the class of `table`: the roster, then updates as students change.
    /// Students online now show their live state; the others what the store last saw them do.
    func watch(_ connection: Int, table: ClassProgress, id: MessageID?, now: Date) -> [Action] {
        let record = table.classRecord
        var out = stopTeaching(connection)
        teachers[connection]?.watching = record.id
        watchers[record.id, default: []].insert(connection)
        var ids = members[record.id] ?? []
        var stored: [String: [String: LessonProgress]] = [:]
        for row in table.rows where !row.hasLeft {
            ids.insert(row.student.id)
            names[row.student.id] = row.student.name
            stored[row.student.id] = row.lessons
        }
        // Students who left the class since they were seen here are no longer members.
        ids = ids.filter { sid in students[sid].map { $0.classID == record.id } ?? (stored[sid] != nil) }
        members[record.id] = ids
        let states = ids.sorted().map { sid -> StudentState in
            // Live (or last live) state when the hub has one with a lesson; an offline student it
            // only saw in free play still shows where they stopped, from the store.
            if let s = students[sid], s.classID == record.id, !(s.connections.isEmpty && s.lesson == nil) {
                let st = state(of: s, now: now)
                students[sid]?.sent = st
                return st
            }
            let st = storedState(sid, lessons: stored[sid] ?? [:])
            if students[sid]?.classID == record.id { students[sid]?.sent = st }
            return st
        }.sorted { ($0.name, $0.student) < ($1.name, $1.student) }
        let info = ClassroomGateway.info(record, students: states.count)
        out.append(.send(connection, .roster(.init(classInfo: info, lessons: courseOrder, students: states)), id: id))
        return out
    }
}
