import Foundation
import Lessons
import SynthEngine
import WireProtocol

/// The classroom side of the server (PROTOCOL.md "Classrooms"): which students are online in which
/// class, and which teacher connections watch a class, listen to a student or broadcast to a class.
///
/// It authorises every classroom message when it arrives (not only at `auth`) and turns it into
/// actions the lws glue performs, as `ConnectionStateMachine` does for the synth: no sockets, threads,
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
        var stars = 0
        /// Target plays, summed over submits.
        var listens = 0

        init() {}

        init(_ p: LessonProgress?) {
            guard let p else { return }
            attempts = p.attempts
            lastScore = p.lastScore
            bestScore = p.attempts > 0 ? p.bestScore : nil
            completed = p.completed
            hintsUsed = p.hintsUsed
            timeSpent = p.timeSpent
            stars = p.stars
            listens = p.listens
        }
    }

    /// The answer to a message that was refused, carried through a `Result`.
    struct RefusalActions: Error {
        let actions: [Action]
        init(_ actions: [Action]) { self.actions = actions }
    }

    static let maxHintLength = 280
    /// How often a valid session is checked against the store again (a logout on another server
    /// process or a password change ends it within this time). One indexed read per signed-in
    /// teacher socket every few seconds: teachers are a handful per class, so this stays cheap, and a
    /// logout behind a cluster's load balancer takes effect everywhere within the interval.
    static let revalidateEvery: TimeInterval = 5

    /// A student known to the hub while some connection of theirs is in a class.
    struct Student {
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
        /// A hand raised and not answered yet.
        var hand = false
        /// With no lesson open: the screen the student went to.
        var place: StudentPlace?

        init(id: String, name: String, classID: String, at whereabouts: Whereabouts = Whereabouts()) {
            self.id = id
            self.name = name
            self.classID = classID
            self.whereabouts = whereabouts
        }

        /// Where the student is (their lesson or screen, and their patch), apart from who and which class.
        var whereabouts: Whereabouts {
            get { Whereabouts(lesson: lesson, progress: progress, lessonSince: lessonSince, patch: patch, place: place) }
            set {
                lesson = newValue.lesson
                progress = newValue.progress
                lessonSince = newValue.lessonSince
                patch = newValue.patch
                place = newValue.place
            }
        }
    }

    /// Where a signed-in student is, as their card shows it. Kept for students in no class as well
    /// (`soloWhere`), so a teacher who restores one sees where they really are, not "Free play".
    struct Whereabouts {
        var lesson: LessonInfo?
        var progress = LessonProgressInfo()
        /// When the current lesson was opened or last submitted.
        var lessonSince: Date?
        var patch = Patch()
        /// With no lesson open: the screen the student went to.
        var place: StudentPlace?
    }

    struct Teacher {
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

    let lessons: [String: LessonInfo]
    let courseOrder: [ServerMessage.LessonRef]
    let isoFormatter = ISO8601DateFormatter()

    var studentOfConnection: [Int: String] = [:]
    var students: [String: Student] = [:]
    var teachers: [Int: Teacher] = [:]
    /// Class id to the ids of its students the hub knows (online now, or listed in a roster).
    var members: [String: Set<String>] = [:]
    var watchers: [String: Set<Int>] = [:]
    /// Class id to the teacher connection broadcasting to it.
    var broadcasters: [String: Int] = [:]
    /// Student connection to the teacher connections listening to it.
    var listeners: [Int: Set<Int>] = [:]
    var names: [String: String] = [:]
    /// Signed-in sockets of students in no class (removed ones among them), so a restore reaches them.
    var solo: [String: Set<Int>] = [:]
    /// The student of each of those sockets.
    var soloStudent: [Int: String] = [:]
    /// Where each of those students is (`ClassroomHub+Solo.swift`).
    var soloWhere: [String: Whereabouts] = [:]
    /// Paused classes: the teacher connection that paused each, and their name.
    var paused: [String: (connection: Int, teacher: String)] = [:]

    init(lessons: [LessonInfo]) {
        courseOrder = lessons.map(\.ref)
        self.lessons = Dictionary(lessons.map { ($0.ref.id, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// What the hub needs of each lesson, in course order: built once from the loaded course.
    static func lessonInfos(_ course: Course) -> [LessonInfo] {
        let moduleTitles = Dictionary(course.modules.map { ($0.id, $0.title) }, uniquingKeysWith: { a, _ in a })
        return course.lessons.map { l in
            LessonInfo(ref: .init(id: l.id, title: l.title, module: l.moduleID, kind: l.kind.rawValue,
                                  moduleTitle: moduleTitles[l.moduleID]),
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

    /// The session hash a teacher's store call must still find in the store (nil for sign-in, sign-out
    /// and the periodic check, which look at the session themselves).
    func sessionToVerify(_ connection: Int, _ call: ClassroomCall) -> String? {
        switch call {
        case .login, .auth, .revalidate, .logout: return nil
        case .createClass, .classes, .roster, .progress, .resetSecret, .removeStudent, .studentHearing, .classHearing,
             .restoreStudent, .allowRejoin, .updateClass, .joinQR:
            return teachers[connection]?.session?.tokenHash
        }
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
        forgetSolo(connection)
        return out
    }

    // MARK: - Time

    /// Sign-outs elsewhere may have gone unheard (the store's notifications were interrupted): every
    /// signed-in teacher socket is checked against the store at the next tick.
    func checkEverySessionSoon() {
        for c in teachers.keys { teachers[c]?.lastValidated = .distantPast }
    }

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

}
