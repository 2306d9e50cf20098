import Foundation
import Lessons
import SynthEngine
import WireProtocol

/// Classroom messages from sockets: authorised one by one, then sign-in, watching, listening in,
/// broadcasting, hints and pushes. Service thread only.
extension ClassroomHub {
    // MARK: - Classroom messages

    /// A classroom message from either socket. Students are refused outright; teachers are
    /// checked (session, class, student) before anything happens. `now` is wall-clock time.
    func handle(_ request: ClientRequest, from connection: Int, role: Role, now: Date) -> [Action] {
        let id = request.id
        let type = request.message.type
        if case .raiseHand(let up) = request.message, role == .student { return raiseHand(connection, up: up, id: id) }
        guard role == .teacher, let t = teachers[connection] else {
            return refuse(connection, role, type, .forbidden,
                          "'\(type)' is a teacher message: students cannot list, watch or listen to other students",
                          id: id, who: studentOfConnection[connection])
        }
        if case .auth(let token) = request.message { return auth(connection, token: token ?? t.cookieToken, id: id) }
        guard let session = t.session else {
            let why = t.authPending ? "wait for the answer to 'auth' before sending anything else"
                : t.endedBecause.map { "\($0): send 'auth' with a new token" }
                ?? "this socket is for teachers: send 'auth' with a teacher token first"
            return refuse(connection, role, type, .unauthorized, why, id: id, who: nil)
        }
        guard session.isValid(at: now) else {
            return revoke(connection, reason: nil, ended: Self.expired) + refuse(connection, role, type, .unauthorized,
                                                                                 Self.expired, id: id, who: session.teacherID)
        }
        let who = session.teacherID
        switch request.message {
        case .logout:
            // Every socket of the session stops now; the answer waits until the store has forgotten
            // the token, so a sign-in attempt with it right after cannot slip through.
            var out = revokeSession(tokenHash: session.tokenHash, except: connection, reason: "signed out")
            out += revoke(connection, reason: nil, ended: "signed out")
            out.append(.call(.logout(tokenHash: session.tokenHash), connection: connection, id: id))
            return out
        case .createClass(let name):
            return [.call(.createClass(teacherID: who, name: name), connection: connection, id: id)]
        case .listClasses:
            return [.call(.classes(teacherID: who), connection: connection, id: id)]
        case .watchClass(let classID):
            return [.call(.roster(classID: classID, teacherID: who), connection: connection, id: id)]
        case .classProgress(let classID):
            return [.call(.progress(classID: classID, teacherID: who), connection: connection, id: id)]
        case .listen(let student):
            return listen(connection, to: student, id: id, type: type, who: who)
        case let .sendHint(text, student):
            let clean = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !clean.isEmpty, clean.count <= Self.maxHintLength else {
                return [.send(connection, .error(ProtocolError(.badMessage,
                    "'sendHint': the text must be 1 to \(Self.maxHintLength) characters", id: id)), id: nil)]
            }
            guard !clean.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && $0 != "\n" }) else {
                return [.send(connection, .error(ProtocolError(.badMessage, "'sendHint': control characters are not allowed", id: id)), id: nil)]
            }
            switch recipients(connection, student: student, type: type, id: id, who: who) {
            case .failure(let refusal): return refusal.actions
            case .success(let ids):
                var out: [Action] = []
                var reached = 0
                for sid in ids {
                    guard let s = students[sid], !s.connections.isEmpty else { continue }
                    reached += 1
                    for c in s.connections { out.append(.send(c, .teacherHint(text: clean, from: session.name), id: nil)) }
                }
                out.append(.send(connection, .hintSent(students: reached), id: id))
                return out
            }
        case .broadcast(let active):
            return broadcast(connection, active: active, id: id, type: type, who: who)
        case .resetSecret(let student):
            // The store checks the student is in one of this teacher's classes now.
            return [.call(.resetSecret(studentID: student, teacherID: who), connection: connection, id: id)]
        case .studentHearing(let student):
            // The store checks the student is in one of this teacher's classes now, as for resetSecret.
            return [.call(.studentHearing(studentID: student, teacherID: who), connection: connection, id: id)]
        case .classHearing(let classID):
            return [.call(.classHearing(classID: classID, teacherID: who), connection: connection, id: id)]
        case .removeStudent(let student):
            // As for resetSecret, the store checks the student is in one of this teacher's classes.
            return [.call(.removeStudent(studentID: student, teacherID: who), connection: connection, id: id)]
        case let .restoreStudent(student, classID):
            // The store checks the class is this teacher's and the student was in it.
            return [.call(.restoreStudent(studentID: student, classID: classID, teacherID: who), connection: connection, id: id)]
        case let .allowRejoin(student, classID):
            return [.call(.allowRejoin(studentID: student, classID: classID, teacherID: who), connection: connection, id: id)]
        case .updateClass(let u):
            if case .some(.some(let lesson)) = u.assign, lessons[lesson] == nil {
                return [.send(connection, .error(ProtocolError(.unknownLesson, "there is no lesson '\(lesson)' to set for today", id: id)), id: nil)]
            }
            return [.call(.updateClass(u, teacherID: who), connection: connection, id: id)]
        case let .joinQR(classID, link):
            guard !link.isEmpty, link.utf8.count <= Self.maxLinkLength else {
                return [.send(connection, .error(ProtocolError(.badMessage,
                    "'joinQR': the link must be 1 to \(Self.maxLinkLength) bytes", id: id)), id: nil)]
            }
            return [.call(.joinQR(classID: classID, teacherID: who, link: link), connection: connection, id: id)]
        case .pauseAll(let active):
            return pauseAll(connection, active: active, id: id, name: session.name)
        case .answerHand(let student):
            return answerHand(connection, student: student, id: id, type: type, who: who, name: session.name)
        case .pushPatch(let student):
            switch recipients(connection, student: student, type: type, id: id, who: who) {
            case .failure(let refusal): return refusal.actions
            case .success(let ids):
                var out: [Action] = []
                var pushed: [String] = [], skipped: [ServerMessage.Skipped] = []
                for sid in ids {
                    guard let s = students[sid], !s.connections.isEmpty else {
                        skipped.append(.init(student: sid, reason: "offline"))
                        continue
                    }
                    if let l = s.lesson, !l.allowsTeacherPatch {
                        skipped.append(.init(student: sid, reason: "their lesson '\(l.ref.title)' does not allow a pushed sound"))
                        continue
                    }
                    pushed.append(sid)
                    for c in s.connections { out.append(.push(teacher: connection, student: c, from: session.name)) }
                }
                out.append(.send(connection, .pushed(students: pushed, skipped: skipped), id: id))
                return out
            }
        default:
            // Synth and lesson messages never reach the hub.
            return []
        }
    }

    static let expired = "teacher session expired"

    func refuse(_ connection: Int, _ role: Role, _ type: String, _ code: ErrorCode, _ message: String,
                        id: MessageID?, who: String?) -> [Action] {
        [.send(connection, .error(ProtocolError(code, message, id: id)), id: nil),
         .denied(connection: connection, role: role, type: type, code: code, who: who, why: message)]
    }

    func auth(_ connection: Int, token: String?, id: MessageID?) -> [Action] {
        guard let token, !token.isEmpty else {
            return refuse(connection, .teacher, "auth", .unauthorized, "no teacher token: sign in first", id: id, who: nil)
        }
        teachers[connection]?.authPending = true
        return [.call(.auth(token: token), connection: connection, id: id)]
    }

    /// The students a hint or a pushed sound goes to: one student of the watched class, or all of it.
    func recipients(_ connection: Int, student: String?, type: String, id: MessageID?,
                            who: String) -> Result<[String], RefusalActions> {
        let watching = teachers[connection]?.watching
        if let student {
            // One student: theirs to reach only if in the class on the teacher's screen.
            guard let classID = watching, isMember(student, of: classID) else {
                return .failure(RefusalActions(refuse(connection, .teacher, type, .forbidden,
                    "not a student of the class you are watching: choose their class first", id: id, who: who)))
            }
            return .success([student])
        }
        guard let classID = watching else {
            return .failure(RefusalActions([.send(connection, .error(ProtocolError(.badMessage,
                "Choose a class first: \(type == "sendHint" ? "a hint" : "your sound") goes to the class you are watching", id: id)), id: nil)]))
        }
        return .success((members[classID] ?? []).filter { students[$0].map { $0.classID == classID } ?? false }.sorted())
    }

    /// In the class now: listed in it, and not seen in another class since.
    func isMember(_ student: String, of classID: String) -> Bool {
        guard members[classID]?.contains(student) == true else { return false }
        return students[student].map { $0.classID == classID } ?? true
    }

    func listen(_ connection: Int, to student: String?, id: MessageID?, type: String, who: String) -> [Action] {
        var out = stopListening(connection)
        guard let student else {
            out.append(.send(connection, .listening(student: nil, name: nil), id: id))
            return out
        }
        guard let classID = teachers[connection]?.watching, isMember(student, of: classID) else {
            return out + refuse(connection, .teacher, type, .forbidden,
                                "not a student of the class you are watching: choose their class first", id: id, who: who)
        }
        guard let s = students[student], let stream = s.connections.last else {
            return out + [.send(connection, .error(ProtocolError(.studentOffline,
                "\(names[student] ?? "that student") is not connected right now", id: id)), id: nil)]
        }
        teachers[connection]?.listeningTo = stream
        listeners[stream, default: []].insert(connection)
        // The reply first: it then precedes the student's first packet in the teacher's queue, so the
        // page knows whom it hears before it hears them.
        out.append(.send(connection, .listening(student: student, name: s.name), id: id))
        out.append(.subscribe(listener: connection, stream: stream, as: .monitored))
        return out
    }

    func stopListening(_ connection: Int) -> [Action] {
        guard let stream = teachers[connection]?.listeningTo else { return [] }
        teachers[connection]?.listeningTo = nil
        listeners[stream]?.remove(connection)
        if listeners[stream]?.isEmpty == true { listeners.removeValue(forKey: stream) }
        return [.unsubscribe(listener: connection, stream: stream)]
    }

    func broadcast(_ connection: Int, active: Bool, id: MessageID?, type: String, who: String) -> [Action] {
        guard let classID = teachers[connection]?.watching, let session = teachers[connection]?.session else {
            return [.send(connection, .error(ProtocolError(.badMessage, "Choose a class first: broadcasting plays to the class you are watching",
                                                           id: id)), id: nil)]
        }
        var out = stopBroadcast(connection)
        guard active else {
            out.append(.send(connection, .broadcasting(active: false, classID: classID, students: 0), id: id))
            return out
        }
        if let other = broadcasters[classID], other != connection {
            // One teacher stream per class: a second socket takes over from the first.
            out += stopBroadcast(other)
            out.append(.send(other, .broadcasting(active: false, classID: classID, students: 0), id: nil))
        }
        broadcasters[classID] = connection
        teachers[connection]?.broadcasting = classID
        var audience = 0
        for sid in (members[classID] ?? []).sorted() {
            guard let s = students[sid], s.classID == classID else { continue }
            for c in s.connections {
                audience += 1
                out.append(.subscribe(listener: c, stream: connection, as: .teacher))
                out.append(.send(c, .broadcast(active: true, teacher: session.name), id: nil))
            }
        }
        out.append(.send(connection, .broadcasting(active: true, classID: classID, students: audience), id: id))
        return out
    }

    func stopBroadcast(_ connection: Int) -> [Action] {
        guard let classID = teachers[connection]?.broadcasting else { return [] }
        teachers[connection]?.broadcasting = nil
        guard broadcasters[classID] == connection else { return [] }
        broadcasters.removeValue(forKey: classID)
        let name = teachers[connection]?.session?.name ?? ""
        var out: [Action] = []
        for sid in members[classID] ?? [] {
            guard let s = students[sid], s.classID == classID else { continue }
            for c in s.connections {
                out.append(.unsubscribe(listener: c, stream: connection))
                out.append(.send(c, .broadcast(active: false, teacher: name), id: nil))
            }
        }
        return out
    }

    func stopTeaching(_ connection: Int) -> [Action] {
        let out = stopListening(connection) + stopBroadcast(connection) + releasePause(connection)
        if let w = teachers[connection]?.watching {
            watchers[w]?.remove(connection)
            teachers[connection]?.watching = nil
        }
        return out
    }

    /// Drops a connection's teacher rights (expired, logged out): nothing it set up keeps running.
    /// With a `reason`, the teacher is told unprompted (otherwise the caller answers the message);
    /// `ended` is what later messages are told.
    func revoke(_ connection: Int, reason: String?, ended: String? = nil) -> [Action] {
        guard teachers[connection]?.session != nil else { return [] }
        var out = stopTeaching(connection)
        let who = teachers[connection]?.session?.teacherID
        teachers[connection]?.session = nil
        teachers[connection]?.endedBecause = ended ?? reason
        if let reason {
            out.append(.send(connection, .error(ProtocolError(.unauthorized, reason)), id: nil))
            out.append(.denied(connection: connection, role: .teacher, type: "session", code: .unauthorized, who: who, why: reason))
        }
        return out
    }

    /// Ends every connection's use of one session (logout, or the store no longer knows it).
    func revokeSession(tokenHash: String, except: Int? = nil, reason: String) -> [Action] {
        var out: [Action] = []
        for (c, t) in teachers where c != except && t.session?.tokenHash == tokenHash {
            out += revoke(c, reason: reason)
        }
        return out
    }
}
