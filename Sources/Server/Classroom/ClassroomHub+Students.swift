import Foundation
import Lessons
import SynthEngine
import WireProtocol

/// Presence: students coming and going, their lesson, progress and knobs, published to the teachers
/// watching their class. Service thread only.
extension ClassroomHub {
    // MARK: - Student events (from the lesson calls and the synth messages)

    /// A student logged in on `connection` (into `classID`, or none). `whereabouts`: where they are, for
    /// a socket that was signed in already (a restore); a fresh sign-in says so with its next screen.
    func studentLoggedIn(_ connection: Int, student id: String, name: String, classID: String?, now: Date,
                         whereabouts: Whereabouts = Whereabouts()) -> [Action] {
        var out: [Action] = []
        if let old = studentOfConnection[connection], old != id || students[old]?.classID != classID {
            studentOfConnection.removeValue(forKey: connection)
            out += leave(connection, student: old, now: now)
        }
        forgetSolo(connection)
        // Outside any class nobody watches: the hub only remembers the socket for a restore.
        guard let classID else {
            addSolo(connection, student: id)
            return out
        }
        studentOfConnection[connection] = id
        names[id] = name
        var s = students[id] ?? Student(id: id, name: name, classID: classID, at: whereabouts)
        if s.classID != classID {
            // Moved class on another tab: this connection's class wins for all of them.
            s = Student(id: id, name: name, classID: classID, at: whereabouts)
        }
        s.name = name
        s.connections.removeAll { $0 == connection }
        s.connections.append(connection)
        students[id] = s
        members[classID, default: []].insert(id)
        out += publish(id, now: now)
        if let b = broadcasters[classID], let t = teachers[b], let session = t.session {
            out.append(.subscribe(listener: connection, stream: b, as: .teacher))
            out.append(.send(connection, .broadcast(active: true, teacher: session.name), id: nil))
        }
        if let p = paused[classID] { out.append(.send(connection, .paused(active: true, teacher: p.teacher), id: nil)) }
        return out
    }

    /// The student opened a lesson; its stored progress and the synth's start patch come with it.
    func studentOpened(_ connection: Int, lesson lessonID: String, progress: LessonProgress?, startPatch: Patch, now: Date) -> [Action] {
        moved(connection, now: now) { w in
            w.lesson = lessons[lessonID]
            w.place = nil
            w.progress = LessonProgressInfo(progress)
            w.lessonSince = now
            w.patch = startPatch
            return true
        }
    }

    /// A connection of a student started sound (a note, a phrase). With two tabs open, listening
    /// follows the tab that plays: it becomes the student's latest connection, and teachers listening
    /// to another tab of theirs move to this one (their next audio packet is a restart point).
    ///
    /// Being the latest connection does not mean being heard: a tab that signed in after listening
    /// began (a reload whose old socket has not closed yet, a second tab) is already last, while the
    /// teachers still listen to the tab they started on. So the listeners of every other tab are
    /// looked for each time, not only when the order changes (a few tabs: cheap on every note).
    func studentSounded(_ connection: Int) -> [Action] {
        guard let id = studentOfConnection[connection], var s = students[id], s.connections.contains(connection) else { return [] }
        if s.connections.last != connection {
            s.connections.removeAll { $0 == connection }
            s.connections.append(connection)
            students[id] = s
        }
        var out: [Action] = []
        for other in s.connections where other != connection {
            for t in listeners.removeValue(forKey: other) ?? [] {
                out.append(.unsubscribe(listener: t, stream: other))
                teachers[t]?.listeningTo = connection
                listeners[connection, default: []].insert(t)
                out.append(.subscribe(listener: t, stream: connection, as: .monitored))
            }
        }
        return out
    }

    /// The student left their lesson (for `place`: the lesson list, free play, ...).
    func studentClosedLesson(_ connection: Int, place: StudentPlace? = nil, now: Date) -> [Action] {
        moved(connection, now: now) { w in
            w.lesson = nil
            w.place = place
            w.progress = LessonProgressInfo()
            w.lessonSince = now
            return true
        }
    }

    func studentSubmitted(_ connection: Int, lesson lessonID: String, progress: LessonProgress, now: Date) -> [Action] {
        moved(connection, now: now) { w in
            guard w.lesson?.ref.id == lessonID else { return false }
            w.progress = LessonProgressInfo(progress)
            w.lessonSince = now
            return true
        }
    }

    func studentUsedHint(_ connection: Int, hintsUsed: Int, now: Date) -> [Action] {
        moved(connection, now: now) { w in
            w.progress.hintsUsed = max(w.progress.hintsUsed, hintsUsed)
            return true
        }
    }

    /// The student's synth patch after a message (cheap when nothing changed or nobody watches).
    func studentPatch(_ connection: Int, _ patch: Patch, now: Date) -> [Action] {
        guard let id = studentOfConnection[connection], var s = students[id] else {
            if let id = soloStudent[connection] { soloWhere[id, default: Whereabouts()].patch = patch }
            return []
        }
        guard s.patch != patch else { return [] }
        s.patch = patch
        students[id] = s
        guard watchers[s.classID]?.isEmpty == false else { return [] }
        return publish(id, now: now)
    }

    /// The student's whole state now (time on lesson included).
    func state(of s: Student, now: Date) -> StudentState {
        let live = s.lessonSince.map { max(0, now.timeIntervalSince($0)) } ?? 0
        return StudentState(student: s.id, name: s.name, online: !s.connections.isEmpty,
                            lesson: s.lesson.map { l in
                                StudentState.Lesson(id: l.ref.id, title: l.ref.title, kind: l.ref.kind, shown: l.shown,
                                                    locked: l.locked, allowsPatch: l.allowsTeacherPatch) },
                            attempts: s.progress.attempts, lastScore: s.progress.lastScore, bestScore: s.progress.bestScore,
                            completed: s.progress.completed, hintsUsed: s.progress.hintsUsed,
                            stars: s.progress.stars, listens: s.progress.listens,
                            timeOnLesson: s.lesson == nil ? 0 : s.progress.timeSpent + (s.connections.isEmpty ? 0 : live),
                            patch: s.patch, target: s.lesson?.target, hand: s.hand, place: s.lesson == nil ? s.place?.rawValue : nil)
    }

    /// An offline student the hub has not seen since it started: their most recently touched lesson
    /// of this class (by the store's `updatedAt`) with its progress, so the card says where they
    /// stopped. No live patch or target: their synth is not running.
    func storedState(_ id: String, lessons stored: [String: LessonProgress]) -> StudentState {
        let name = names[id] ?? id
        guard let last = stored.values.max(by: { ($0.updatedAt, $0.lessonID) < ($1.updatedAt, $1.lessonID) }),
              let info = lessons[last.lessonID] else { return StudentState(student: id, name: name) }
        let p = LessonProgressInfo(last)
        return StudentState(student: id, name: name, online: false,
                            lesson: .init(id: info.ref.id, title: info.ref.title, kind: info.ref.kind, shown: info.shown,
                                          locked: info.locked, allowsPatch: info.allowsTeacherPatch),
                            attempts: p.attempts, lastScore: p.lastScore, bestScore: p.bestScore, completed: p.completed,
                            hintsUsed: p.hintsUsed, stars: p.stars, listens: p.listens, timeOnLesson: p.timeSpent)
    }

    /// Tells the class's watchers what changed about one student.
    func publish(_ id: String, now: Date) -> [Action] {
        guard var s = students[id] else { return [] }
        let current = state(of: s, now: now)
        let members = current.members(changedFrom: s.sent)
        guard members.count > 1 else { return [] }
        s.sent = current
        students[id] = s
        return (watchers[s.classID] ?? []).map { .send($0, .studentUpdate(members), id: nil) }
    }

    /// One connection of a student leaves (closed, or logged in as someone else or elsewhere).
    func leave(_ connection: Int, student id: String, now: Date) -> [Action] {
        guard var s = students[id] else { return [] }
        var out: [Action] = []
        s.connections.removeAll { $0 == connection }
        // Teachers who listened to this connection follow the student's other tab if there is one;
        // otherwise they hear nothing more.
        for t in listeners.removeValue(forKey: connection) ?? [] {
            out.append(.unsubscribe(listener: t, stream: connection))
            if let other = s.connections.last {
                teachers[t]?.listeningTo = other
                listeners[other, default: []].insert(t)
                out.append(.subscribe(listener: t, stream: other, as: .monitored))
            } else {
                teachers[t]?.listeningTo = nil
                out.append(.send(t, .listening(student: nil, name: nil), id: nil))
            }
        }
        if let b = broadcasters[s.classID] { out.append(.unsubscribe(listener: connection, stream: b)) }
        if s.connections.isEmpty, s.lesson != nil, let since = s.lessonSince {
            // Offline: the clock stops where it stood.
            s.progress.timeSpent += max(0, now.timeIntervalSince(since))
            s.lessonSince = nil
        }
        students[id] = s
        out += publish(id, now: now)
        return out
    }
}
