import Foundation
import Lessons
import SynthEngine
import WireProtocol

/// The classroom side of the server (PROTOCOL.md "Classrooms"): which students are online in which
/// class, and which teacher connections watch a class, listen to a student or broadcast to a class.
///
/// It authorises every classroom message when it arrives (not only at `auth`) and turns it into
/// actions the lws glue performs, as `SessionStateMachine` does for the synth: no sockets, threads,
/// clocks or store in here (store calls leave as `.call` and come back through `finished`), so it is
/// tested on its own. Service thread only.
final class ClassroomHub {
    typealias Role = ConnectionRole

    /// What the glue must do.
    enum Action {
        case send(Int, ServerMessage, id: MessageID?)
        /// Add connection `listener`'s queue to the audience of connection `stream`'s own synth,
        /// seeing it as `source`. The first audio packet it gets is marked as a decoder restart.
        case subscribe(listener: Int, stream: Int, as: MediaHeader.Source)
        case unsubscribe(listener: Int, stream: Int)
        /// Load the teacher connection's current patch into the student connection's synth, saying
        /// it came from `from` (the teacher's name).
        case push(teacher: Int, student: Int, from: String)
        /// The teacher connection just signed in: give it its own synth (a session slot) if it has none.
        /// Teacher sockets take no slot before that.
        case signedIn(Int)
        /// Run a store call off the service thread; the outcome comes back through `finished`.
        case call(ClassroomCall, connection: Int, id: MessageID?)
        /// Log (and count) a refusal: connection, role, message type, code and the server's own
        /// explanation, never the message's content.
        case denied(connection: Int, role: Role, type: String, code: ErrorCode, who: String?, why: String)
    }

    /// A lesson as the hub needs it: the dashboard's view of it, its target, whether pushes are allowed.
    struct LessonInfo: Sendable {
        let ref: ServerMessage.LessonRef
        let shown: [String]
        let locked: [String]
        /// Target values of the taught controls (challenges only).
        let target: [String: PatchValue]?
        let allowsTeacherPatch: Bool
    }

    /// A student's lesson state, as the lesson calls report it.
    struct LessonProgressInfo: Sendable {
        var attempts = 0
        var lastScore: Double?
        var bestScore: Double?
        var completed = false
        var hintsUsed = 0
        /// Stored seconds on the lesson (summed over submits).
        var timeSpent = 0.0

        init() {}

        init(_ p: LessonProgress?) {
            guard let p else { return }
            attempts = p.attempts
            lastScore = p.lastScore
            bestScore = p.attempts > 0 ? p.bestScore : nil
            completed = p.completed
            hintsUsed = p.hintsUsed
            timeSpent = p.timeSpent
        }
    }

    /// The answer to a message that was refused, carried through a `Result`.
    struct RefusalActions: Error {
        let actions: [Action]
        init(_ actions: [Action]) { self.actions = actions }
    }

    static let maxHintLength = 280
    /// How often a valid session is checked against the store again (a logout on another server
    /// process or a password change ends it within this time).
    static let revalidateEvery: TimeInterval = 30

    /// A student known to the hub while some connection of theirs is in a class.
    private struct Student {
        let id: String
        var name: String
        var classID: String
        /// Their connections, most recent last: listening follows the latest.
        var connections: [Int] = []
        var lesson: LessonInfo?
        var progress = LessonProgressInfo()
        /// When the current lesson was opened or last submitted.
        var lessonSince: Date?
        var patch = Patch()
        /// What the watching teachers were last told.
        var sent: StudentState?
    }

    private struct Teacher {
        var session: TeacherSession?
        /// The token sent as a cookie with the handshake, used by `auth` without a token.
        var cookieToken: String?
        var authPending = false
        var lastValidated = Date.distantPast
        var revalidating = false
        var watching: String?
        /// The student connection being listened to.
        var listeningTo: Int?
        var broadcasting: String?
        /// Why the last session ended (expired, signed out), for the answers that follow.
        var endedBecause: String?
    }

    private let lessons: [String: LessonInfo]
    private let courseOrder: [ServerMessage.LessonRef]
    private let isoFormatter = ISO8601DateFormatter()

    private var studentOfConnection: [Int: String] = [:]
    private var students: [String: Student] = [:]
    private var teachers: [Int: Teacher] = [:]
    /// Class id to the ids of its students the hub knows (online now, or listed in a roster).
    private var members: [String: Set<String>] = [:]
    private var watchers: [String: Set<Int>] = [:]
    /// Class id to the teacher connection broadcasting to it.
    private var broadcasters: [String: Int] = [:]
    /// Student connection to the teacher connections listening to it.
    private var listeners: [Int: Set<Int>] = [:]
    private var names: [String: String] = [:]

    init(lessons: [LessonInfo]) {
        courseOrder = lessons.map(\.ref)
        self.lessons = Dictionary(lessons.map { ($0.ref.id, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// What the hub needs of each lesson, in course order: built once from the loaded course.
    static func lessonInfos(_ course: Course) -> [LessonInfo] {
        course.lessons.map { l in
            LessonInfo(ref: .init(id: l.id, title: l.title, module: l.moduleID, kind: l.kind.rawValue),
                       shown: l.controls.shownIDs, locked: l.controls.lockedIDs,
                       target: l.kind == .challenge
                           ? Dictionary(l.taught.map { ($0.spec.id, $0.spec.jsonValue(l.targetPatch[$0])) }, uniquingKeysWith: { a, _ in a })
                           : nil,
                       allowsTeacherPatch: l.allowsTeacherPatch)
        }
    }

    // MARK: - Connections

    func teacherConnected(_ connection: Int, cookieToken: String?) {
        teachers[connection] = Teacher(cookieToken: cookieToken)
    }

    /// Whether a teacher connection may use its synth now. An expired session is dropped here, on
    /// the message that finds it expired (the returned actions tell the others).
    func authorize(_ connection: Int, now: Date) -> (Bool, [Action]) {
        guard let t = teachers[connection], let s = t.session else { return (false, []) }
        if s.isValid(at: now) { return (true, []) }
        return (false, revoke(connection, reason: Self.expired + ": sign in again", ended: Self.expired))
    }

    /// True while the connection's `auth` is with the store (its sign-in deadline waits for it).
    func isSigningIn(_ connection: Int) -> Bool { teachers[connection]?.authPending == true }

    /// A connection closed: everything it took part in stops.
    func disconnected(_ connection: Int, now: Date) -> [Action] {
        var out: [Action] = []
        if teachers[connection] != nil {
            out += stopTeaching(connection)
            teachers.removeValue(forKey: connection)
        }
        if let id = studentOfConnection.removeValue(forKey: connection) {
            out += leave(connection, student: id, now: now)
        }
        return out
    }

    // MARK: - Student events (from the lesson calls and the synth messages)

    /// A student logged in on `connection` (into `classID`, or none).
    func studentLoggedIn(_ connection: Int, student id: String, name: String, classID: String?, now: Date) -> [Action] {
        var out: [Action] = []
        if let old = studentOfConnection[connection], old != id || students[old]?.classID != classID {
            studentOfConnection.removeValue(forKey: connection)
            out += leave(connection, student: old, now: now)
        }
        // Outside any class nobody watches: the hub forgets the connection.
        guard let classID else { return out }
        studentOfConnection[connection] = id
        names[id] = name
        var s = students[id] ?? Student(id: id, name: name, classID: classID)
        if s.classID != classID {
            // Moved class on another tab: this connection's class wins for all of them.
            s = Student(id: id, name: name, classID: classID)
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
        return out
    }

    /// The student opened a lesson; its stored progress and the synth's start patch come with it.
    func studentOpened(_ connection: Int, lesson lessonID: String, progress: LessonProgress?, startPatch: Patch, now: Date) -> [Action] {
        guard let id = studentOfConnection[connection], var s = students[id] else { return [] }
        s.lesson = lessons[lessonID]
        s.progress = LessonProgressInfo(progress)
        s.lessonSince = now
        s.patch = startPatch
        students[id] = s
        return publish(id, now: now)
    }

    func studentSubmitted(_ connection: Int, lesson lessonID: String, progress: LessonProgress, now: Date) -> [Action] {
        guard let id = studentOfConnection[connection], var s = students[id], s.lesson?.ref.id == lessonID else { return [] }
        s.progress = LessonProgressInfo(progress)
        s.lessonSince = now
        students[id] = s
        return publish(id, now: now)
    }

    func studentUsedHint(_ connection: Int, hintsUsed: Int, now: Date) -> [Action] {
        guard let id = studentOfConnection[connection], var s = students[id] else { return [] }
        s.progress.hintsUsed = max(s.progress.hintsUsed, hintsUsed)
        students[id] = s
        return publish(id, now: now)
    }

    /// The student's synth patch after a message (cheap when nothing changed or nobody watches).
    func studentPatch(_ connection: Int, _ patch: Patch, now: Date) -> [Action] {
        guard let id = studentOfConnection[connection], var s = students[id], s.patch != patch else { return [] }
        s.patch = patch
        students[id] = s
        guard watchers[s.classID]?.isEmpty == false else { return [] }
        return publish(id, now: now)
    }

    /// The student's whole state now (time on lesson included).
    private func state(of s: Student, now: Date) -> StudentState {
        let live = s.lessonSince.map { max(0, now.timeIntervalSince($0)) } ?? 0
        return StudentState(student: s.id, name: s.name, online: !s.connections.isEmpty,
                            lesson: s.lesson.map { l in
                                StudentState.Lesson(id: l.ref.id, title: l.ref.title, kind: l.ref.kind, shown: l.shown,
                                                    locked: l.locked, allowsPatch: l.allowsTeacherPatch) },
                            attempts: s.progress.attempts, lastScore: s.progress.lastScore, bestScore: s.progress.bestScore,
                            completed: s.progress.completed, hintsUsed: s.progress.hintsUsed,
                            timeOnLesson: s.lesson == nil ? 0 : s.progress.timeSpent + (s.connections.isEmpty ? 0 : live),
                            patch: s.patch, target: s.lesson?.target)
    }

    /// An offline student the hub has not seen since it started: their most recently touched lesson
    /// of this class (by the store's `updatedAt`) with its progress, so the card says where they
    /// stopped. No live patch or target: their synth is not running.
    private func storedState(_ id: String, lessons stored: [String: LessonProgress]) -> StudentState {
        let name = names[id] ?? id
        guard let last = stored.values.max(by: { ($0.updatedAt, $0.lessonID) < ($1.updatedAt, $1.lessonID) }),
              let info = lessons[last.lessonID] else { return StudentState(student: id, name: name) }
        let p = LessonProgressInfo(last)
        return StudentState(student: id, name: name, online: false,
                            lesson: .init(id: info.ref.id, title: info.ref.title, kind: info.ref.kind, shown: info.shown,
                                          locked: info.locked, allowsPatch: info.allowsTeacherPatch),
                            attempts: p.attempts, lastScore: p.lastScore, bestScore: p.bestScore, completed: p.completed,
                            hintsUsed: p.hintsUsed, timeOnLesson: p.timeSpent)
    }

    /// Tells the class's watchers what changed about one student.
    private func publish(_ id: String, now: Date) -> [Action] {
        guard var s = students[id] else { return [] }
        let current = state(of: s, now: now)
        let members = current.members(changedFrom: s.sent)
        guard members.count > 1 else { return [] }
        s.sent = current
        students[id] = s
        return (watchers[s.classID] ?? []).map { .send($0, .studentUpdate(members), id: nil) }
    }

    /// One connection of a student leaves (closed, or logged in as someone else or elsewhere).
    private func leave(_ connection: Int, student id: String, now: Date) -> [Action] {
        guard var s = students[id] else { return [] }
        var out: [Action] = []
        s.connections.removeAll { $0 == connection }
        // Teachers who listened to this connection hear nothing more of it.
        for t in listeners.removeValue(forKey: connection) ?? [] {
            teachers[t]?.listeningTo = nil
            out.append(.unsubscribe(listener: t, stream: connection))
            out.append(.send(t, .listening(student: nil, name: nil), id: nil))
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

    // MARK: - Classroom messages

    /// A classroom message from either socket. Students are refused outright; teachers are
    /// checked (session, class, student) before anything happens. `now` is wall-clock time.
    func handle(_ request: ClientRequest, from connection: Int, role: Role, now: Date) -> [Action] {
        let id = request.id
        let type = request.message.type
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

    private func refuse(_ connection: Int, _ role: Role, _ type: String, _ code: ErrorCode, _ message: String,
                        id: MessageID?, who: String?) -> [Action] {
        [.send(connection, .error(ProtocolError(code, message, id: id)), id: nil),
         .denied(connection: connection, role: role, type: type, code: code, who: who, why: message)]
    }

    private func auth(_ connection: Int, token: String?, id: MessageID?) -> [Action] {
        guard let token, !token.isEmpty else {
            return refuse(connection, .teacher, "auth", .unauthorized, "no teacher token: sign in first", id: id, who: nil)
        }
        teachers[connection]?.authPending = true
        return [.call(.auth(token: token), connection: connection, id: id)]
    }

    /// The students a hint or a pushed sound goes to: one student of the watched class, or all of it.
    private func recipients(_ connection: Int, student: String?, type: String, id: MessageID?,
                            who: String) -> Result<[String], RefusalActions> {
        let watching = teachers[connection]?.watching
        if let student {
            // One student: theirs to reach only if in the class on the teacher's screen.
            guard let classID = watching, isMember(student, of: classID) else {
                return .failure(RefusalActions(refuse(connection, .teacher, type, .forbidden,
                    "not a student of the class you are watching (watchClass first)", id: id, who: who)))
            }
            return .success([student])
        }
        guard let classID = watching else {
            return .failure(RefusalActions([.send(connection, .error(ProtocolError(.badMessage,
                "'\(type)' to the whole class: watch a class first (watchClass)", id: id)), id: nil)]))
        }
        return .success((members[classID] ?? []).filter { students[$0].map { $0.classID == classID } ?? false }.sorted())
    }

    /// In the class now: listed in it, and not seen in another class since.
    private func isMember(_ student: String, of classID: String) -> Bool {
        guard members[classID]?.contains(student) == true else { return false }
        return students[student].map { $0.classID == classID } ?? true
    }

    private func listen(_ connection: Int, to student: String?, id: MessageID?, type: String, who: String) -> [Action] {
        var out = stopListening(connection)
        guard let student else {
            out.append(.send(connection, .listening(student: nil, name: nil), id: id))
            return out
        }
        guard let classID = teachers[connection]?.watching, isMember(student, of: classID) else {
            return out + refuse(connection, .teacher, type, .forbidden,
                                "not a student of the class you are watching (watchClass first)", id: id, who: who)
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

    private func stopListening(_ connection: Int) -> [Action] {
        guard let stream = teachers[connection]?.listeningTo else { return [] }
        teachers[connection]?.listeningTo = nil
        listeners[stream]?.remove(connection)
        if listeners[stream]?.isEmpty == true { listeners.removeValue(forKey: stream) }
        return [.unsubscribe(listener: connection, stream: stream)]
    }

    private func broadcast(_ connection: Int, active: Bool, id: MessageID?, type: String, who: String) -> [Action] {
        guard let classID = teachers[connection]?.watching, let session = teachers[connection]?.session else {
            return [.send(connection, .error(ProtocolError(.badMessage, "'broadcast': watch a class first (watchClass)", id: id)), id: nil)]
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

    private func stopBroadcast(_ connection: Int) -> [Action] {
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

    private func stopTeaching(_ connection: Int) -> [Action] {
        let out = stopListening(connection) + stopBroadcast(connection)
        if let w = teachers[connection]?.watching {
            watchers[w]?.remove(connection)
            teachers[connection]?.watching = nil
        }
        return out
    }

    /// Drops a connection's teacher rights (expired, logged out): nothing it set up keeps running.
    /// With a `reason`, the teacher is told unprompted (otherwise the caller answers the message);
    /// `ended` is what later messages are told.
    private func revoke(_ connection: Int, reason: String?, ended: String? = nil) -> [Action] {
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

    // MARK: - Time

    /// Called a few times a second: sessions that have expired stop now, even on a silent socket,
    /// and long-lived ones are checked against the store now and then.
    func tick(now: Date) -> [Action] {
        var out: [Action] = []
        for (c, t) in teachers {
            guard let s = t.session else { continue }
            if !s.isValid(at: now) {
                out += revoke(c, reason: Self.expired + ": sign in again", ended: Self.expired)
            } else if !t.revalidating, now.timeIntervalSince(t.lastValidated) > Self.revalidateEvery {
                teachers[c]?.revalidating = true
                out.append(.call(.revalidate(tokenHash: s.tokenHash), connection: c, id: nil))
            }
        }
        return out
    }

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
        case (_, .created(let info)):
            return [.send(connection, .classCreated(info), id: id)]
        case (.classes(let teacherID), .classList(let list)):
            guard teachers[connection]?.session?.teacherID == teacherID else { return [] }
            return [.send(connection, .classes(list), id: id)]
        case (.roster(_, let teacherID), .roster(let table)):
            guard teachers[connection]?.session?.teacherID == teacherID else { return [] }
            return watch(connection, table: table, id: id, now: now)
        case (.progress, .progress(let table)):
            let info = ServerMessage.ClassInfo(id: table.classRecord.id, name: table.classRecord.name,
                                               code: table.classRecord.joinCode, students: table.rows.count)
            let rows = table.rows.map { row in
                ServerMessage.ProgressRow(student: row.student.id, name: row.student.name,
                                          online: students[row.student.id].map { !$0.connections.isEmpty && $0.classID == table.classRecord.id } ?? false,
                                          lessons: row.lessons.mapValues {
                                              .init(completed: $0.completed, bestScore: $0.bestScore, lastScore: $0.lastScore,
                                                    attempts: $0.attempts, timeSpent: $0.timeSpent, hintsUsed: $0.hintsUsed,
                                                    revealed: $0.revealed) })
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

    private static func messageType(of call: ClassroomCall) -> String {
        switch call {
        case .login: "login"
        case .auth: "auth"
        case .revalidate: "session"
        case .logout: "logout"
        case .createClass: "createClass"
        case .classes: "listClasses"
        case .roster: "watchClass"
        case .progress: "classProgress"
        }
    }

    /// The teacher now watches the class of `table`: the roster, then updates as students change.
    /// Students online now show their live state; the others what the store last saw them do.
    private func watch(_ connection: Int, table: ClassProgress, id: MessageID?, now: Date) -> [Action] {
        let record = table.classRecord
        var out = stopTeaching(connection)
        teachers[connection]?.watching = record.id
        watchers[record.id, default: []].insert(connection)
        var ids = members[record.id] ?? []
        var stored: [String: [String: LessonProgress]] = [:]
        for row in table.rows {
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
        let info = ServerMessage.ClassInfo(id: record.id, name: record.name, code: record.joinCode, students: states.count)
        out.append(.send(connection, .roster(.init(classInfo: info, lessons: courseOrder, students: states)), id: id))
        return out
    }
}
