import Foundation
import Lessons
import WireProtocol

/// What a teacher does with the whole class during a lesson: pause everyone, answer raised hands,
/// change the class (its students hear of a new name or lesson for today), restore a removed
/// student. Service thread only.
extension ClassroomHub {
    /// A join link is a URL with the code: a few hundred bytes is plenty, and it bounds the QR work.
    static let maxLinkLength = 512

    /// The student connections of a class now.
    func connections(of classID: String) -> [Int] {
        (members[classID] ?? []).sorted().flatMap { sid in
            students[sid].map { $0.classID == classID ? $0.connections : [] } ?? []
        }
    }

    // MARK: - Pause all

    /// Every student of the watched class stops hearing anything and sees "Eyes on the teacher"
    /// until the same class is released (or the teacher who paused it leaves it).
    func pauseAll(_ connection: Int, active: Bool, id: MessageID?, name: String) -> [Action] {
        guard let classID = teachers[connection]?.watching else {
            return [.send(connection, .error(ProtocolError(.badMessage, "Choose a class first: pausing works on the class you are watching",
                                                           id: id)), id: nil)]
        }
        if active { paused[classID] = (connection, name) } else { paused.removeValue(forKey: classID) }
        let reached = connections(of: classID)
        var out: [Action] = reached.map { .send($0, .paused(active: active, teacher: name), id: nil) }
        for w in watchers[classID] ?? [] where w != connection { out.append(.send(w, .pausing(active: active, students: reached.count), id: nil)) }
        out.append(.send(connection, .pausing(active: active, students: reached.count), id: id))
        return out
    }

    /// The teacher who paused a class stops watching it: the class is released, so nobody stays
    /// behind "Eyes on the teacher" with no one to release them.
    func releasePause(_ connection: Int) -> [Action] {
        var out: [Action] = []
        for (classID, p) in paused where p.connection == connection {
            paused.removeValue(forKey: classID)
            out += connections(of: classID).map { .send($0, .paused(active: false, teacher: p.teacher), id: nil) }
        }
        return out
    }

    // MARK: - Hands up

    /// A student's hand goes up (or down): the teachers watching their class see it on the card.
    func raiseHand(_ connection: Int, up: Bool, id: MessageID?) -> [Action] {
        guard let sid = studentOfConnection[connection], students[sid] != nil else {
            return [.send(connection, .error(ProtocolError(.badMessage, "Join a class to ask your teacher for help", id: id)), id: nil)]
        }
        students[sid]?.hand = up
        let out = (students[sid]?.connections ?? []).filter { $0 != connection }.map { Action.send($0, .hand(student: nil, up: up, teacher: nil), id: nil) }
        return out + [.send(connection, .hand(student: nil, up: up, teacher: nil), id: id)] + publish(sid, now: Date())
    }

    /// The teacher answered a raised hand: it goes down on every card and on the student's page.
    func answerHand(_ connection: Int, student: String, id: MessageID?, type: String, who: String, name: String) -> [Action] {
        guard let classID = teachers[connection]?.watching, isMember(student, of: classID) else {
            return refuse(connection, .teacher, type, .forbidden, "not a student of the class you are watching", id: id, who: who)
        }
        var out: [Action] = []
        if students[student]?.hand == true {
            students[student]?.hand = false
            for c in students[student]?.connections ?? [] { out.append(.send(c, .hand(student: nil, up: false, teacher: name), id: nil)) }
            out += publish(student, now: Date())
        }
        out.append(.send(connection, .hand(student: student, up: false, teacher: nil), id: id))
        return out
    }

    // MARK: - Class changes

    /// The store changed a class: its watchers see the new settings, its students the new name and
    /// lesson for today.
    func classUpdated(_ c: ClassRecord, students n: Int, by connection: Int, id: MessageID?) -> [Action] {
        let info = ClassroomGateway.info(c, students: n)
        var out: [Action] = []
        for w in watchers[c.id] ?? [] where w != connection { out.append(.send(w, .classUpdated(info), id: nil)) }
        for s in connections(of: c.id) {
            out.append(.send(s, .studentClass(name: c.name, code: c.joinCode, assignedLesson: c.assignedLessonID, lockLater: c.heldAt != nil), id: nil))
        }
        out.append(.send(connection, .classUpdated(info), id: id))
        return out
    }

    /// The store put `student` back into `c`: their signed-in sockets join the class here too (and
    /// are told which), and every watcher of the class hears of it.
    func restored(_ student: StudentRecord, to c: ClassRecord, by connection: Int, id: MessageID?, now: Date) -> [Action] {
        var out: [Action] = []
        // Sockets in no class, or in the class they were in since: this class wins now.
        var sockets = solo[student.id] ?? []
        // Where the student is now, so their card shows it rather than "Free play".
        var whereabouts = soloWhere[student.id] ?? Whereabouts()
        if let s = students[student.id], s.classID != c.id {
            sockets.formUnion(s.connections)
            whereabouts = s.whereabouts
        }
        for s in sockets.sorted() {
            out += studentLoggedIn(s, student: student.id, name: student.name, classID: c.id, now: now, whereabouts: whereabouts)
            out.append(.send(s, .studentClass(name: c.name, code: c.joinCode, assignedLesson: c.assignedLessonID, lockLater: c.heldAt != nil), id: nil))
        }
        members[c.id, default: []].insert(student.id)
        names[student.id] = student.name
        let message = ServerMessage.studentRestored(student: student.id, name: student.name, classID: c.id)
        for w in watchers[c.id] ?? [] where w != connection { out.append(.send(w, message, id: nil)) }
        out.append(.send(connection, message, id: id))
        return out
    }
}
