import Foundation
import SynthEngine

/// A control message from the server (PROTOCOL.md, "Control messages: server to client").
public enum ServerMessage: Sendable {
    case welcome(Welcome)
    /// The parameter table (`params`); its bytes are encoded once per process.
    case params
    /// The session's current patch, all values, plus its preset string.
    case patch(Patch)
    case error(ProtocolError)
    case student(Student)
    case lessons([ModuleListing])
    /// The student's hearing profile (`hearingProfile`).
    case hearingProfile([HearingControl])
    /// Daily practice (`practice`, `startPractice`).
    case practice(Practice)
    case lesson(LessonDetail)
    case targetDone
    /// An A/B comparison's phrase has ended; the next A or B press starts it again.
    case compareDone
    case result(Result)
    /// A quiz question (never its answer): on opening a quiz and after each answer.
    case quiz(Quiz)
    /// The answer to a quiz question, with what the difference was.
    case quizResult(QuizResult)
    case hint(Hint)
    case revealed(Patch)
    case teacherHint(text: String, from: String)
    case broadcast(active: Bool, teacher: String)
    /// To a student: the `patch` just sent came from their teacher.
    case teacherPatch(from: String)
    // Teacher socket (PROTOCOL.md "Classrooms").
    case teacher(TeacherInfo)
    /// `class`: a class was made.
    case classCreated(ClassInfo)
    /// `classes`: the answer to `listClasses`.
    case classes([ClassInfo])
    case roster(Roster)
    /// `studentUpdate`: `student` and only the fields that changed (see `StudentState.members`).
    case studentUpdate([(key: String, value: JSONValue)])
    case progress(ProgressTable)
    case listening(student: String?, name: String?)
    case hintSent(students: Int)
    case broadcasting(active: Bool, classID: String?, students: Int)
    case pushed(students: [String], skipped: [Skipped])
    case loggedOut
    /// The lesson is closed (free play): `patch` follows if it changed.
    case lessonClosed
    /// The student's own secret is set (student socket); `name` is their name now.
    case secretSet(name: String, recoveryCode: String?)
    /// A student's secret was reset (teacher socket): `student` id and name.
    case secretReset(student: String, name: String)
    /// A student left a class because its teacher removed them: to the class's watchers (and as the
    /// reply to `removeStudent`).
    case studentRemoved(student: String, name: String, classID: String)
    /// To the removed student's own sockets: who removed them from which class.
    case removedFromClass(className: String, teacher: String)
    /// A student's hearing profile for their teacher (`studentHearing`).
    case studentHearing(student: String, name: String, controls: [HearingControl])
    /// A class's hearing, weakest control first (`classHearing`): `students` in the class now.
    case classHearing(classID: String, students: Int, controls: [ClassHearingControl])
    /// A removed student is back in the class (to its watchers, and as the reply to `restoreStudent`).
    case studentRestored(student: String, name: String, classID: String)
    /// A removed student may join with the code again (reply to `allowRejoin`).
    case rejoinAllowed(student: String, name: String, classID: String)
    /// A class as it is now, after `updateClass` (to its watchers, and as the reply).
    case classUpdated(ClassInfo)
    /// To a student's sockets: the class they are in now (nil: none) and its lesson for today.
    case studentClass(name: String?, code: String?, assignedLesson: String?, lockLater: Bool)
    /// A QR code, `size` rows of `size` characters, "1" for a dark module (reply to `joinQR`).
    case joinQR(size: Int, rows: [String])
    /// To a student: the teacher paused the class ("Eyes on the teacher") or released it.
    case paused(active: Bool, teacher: String)
    /// To the teacher: the class is paused or released; `students` sockets were told.
    case pausing(active: Bool, students: Int)
    /// A raised hand: to the student (reply to `raiseHand`, or `teacher` answered it) and to the
    /// teacher (reply to `answerHand`).
    case hand(student: String?, up: Bool, teacher: String?)
    /// The store cannot be reached: the submit `request` is kept and its `result` (with that id) comes
    /// once it is written. Not a reply: the request stays open.
    case savingPaused(request: MessageID?, message: String)
    /// The class `classCode` lives on instance `at` (class placement); `move`: not this one, reconnect
    /// to `/ws?class=CODE&at=NAME`.
    case placed(classCode: String, at: String, move: Bool)

    /// `welcome`: what the stream looks like.
    public struct Welcome: Sendable, Equatable {
        public var session: String
        public var frameMs: Int
        /// Whether several instances may serve this site, each class on one of them: the page then
        /// opens its socket on its class's instance. False for the only instance (an embedded store),
        /// where moving a socket would only cut off what is in flight.
        public var routed: Bool
        public init(session: String, frameMs: Int, routed: Bool = false) {
            self.session = session
            self.frameMs = frameMs
            self.routed = routed
        }
    }

    /// The message as UTF-8 JSON, ready for a text frame.
    public func encoded(id: MessageID? = nil) -> [UInt8] {
        if case .params = self {
            if let id { return Self.paramsBytes(id: id) }
            return Self.paramsBytes
        }
        let enc = JSONEncoder()
        // Encoding plain structs of strings and finite numbers cannot fail; `internal` is the fallback.
        if let data = try? enc.encode(Envelope(message: self, id: id)) { return Array(data) }
        return Array(#"{"type":"error","code":"internal","message":"could not encode a reply"}"#.utf8)
    }

    /// `{"type":"params",` spliced in front of the table's own encoding, which is computed once.
    static let paramsBytes: [UInt8] = {
        let table = ParameterTable.jsonData
        return Array(#"{"type":"params","#.utf8) + Array(table.dropFirst())
    }()

    static func paramsBytes(id: MessageID) -> [UInt8] {
        let idJSON = (try? JSONEncoder().encode(id)).map(Array.init) ?? Array("null".utf8)
        return Array(#"{"type":"params","id":"#.utf8) + idJSON + [UInt8(ascii: ",")] + Array(ParameterTable.jsonData.dropFirst())
    }

    var type: String {
        switch self {
        case .welcome: "welcome"
        case .params: "params"
        case .patch: "patch"
        case .error: "error"
        case .student: "student"
        case .lessons: "lessons"
        case .hearingProfile: "hearingProfile"
        case .practice: "practice"
        case .lesson: "lesson"
        case .targetDone: "targetDone"
        case .compareDone: "compareDone"
        case .result: "result"
        case .quiz: "quiz"
        case .quizResult: "quizResult"
        case .hint: "hint"
        case .revealed: "revealed"
        case .teacherHint: "teacherHint"
        case .broadcast: "broadcast"
        case .teacherPatch: "teacherPatch"
        case .teacher: "teacher"
        case .classCreated: "class"
        case .classes: "classes"
        case .roster: "roster"
        case .studentUpdate: "studentUpdate"
        case .progress: "progress"
        case .listening: "listening"
        case .hintSent: "hintSent"
        case .broadcasting: "broadcasting"
        case .pushed: "pushed"
        case .loggedOut: "loggedOut"
        case .secretReset: "secretReset"
        case .studentRemoved: "studentRemoved"
        case .removedFromClass: "removedFromClass"
        case .studentRestored: "studentRestored"
        case .rejoinAllowed: "rejoinAllowed"
        case .classUpdated: "classUpdated"
        case .studentClass: "studentClass"
        case .joinQR: "joinQR"
        case .paused: "paused"
        case .pausing: "pausing"
        case .hand: "hand"
        case .savingPaused: "savingPaused"
        case .placed: "placed"
        case .studentHearing: "studentHearing"
        case .classHearing: "classHearing"
        case .lessonClosed: "lessonClosed"
        case .secretSet: "secretSet"
        }
    }
}

/// Writes `type`, the message's own fields and the echoed `id` into one flat object.
private struct Envelope: Encodable {
    let message: ServerMessage
    let id: MessageID?

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: DynamicKey.self)
        try c.encode(message.type, forKey: DynamicKey("type"))
        func put<T: Encodable>(_ key: String, _ v: T) throws { try c.encode(v, forKey: DynamicKey(key)) }
        func putOptional<T: Encodable>(_ key: String, _ v: T?) throws {
            if let v { try put(key, v) } else { try c.encodeNil(forKey: DynamicKey(key)) }
        }
        switch message {
        case .welcome(let w):
            try put("protocol", ProtocolLimits.version)
            try put("session", w.session)
            try put("sampleRate", 48_000)
            try put("channels", 1)
            try put("frameMs", w.frameMs)
            try put("codec", "opus")
            try put("routed", w.routed)
        case .params:
            break  // encoded from cached bytes, never here
        case .patch(let p), .revealed(let p):
            try put("patch", p.jsonValues())
            if case .patch = message { try put("preset", p.presetString) }
        case .error(let e):
            try put("code", e.code)
            try put("message", e.message)
            if let param = e.param { try put("param", param) }
        case .student(let s):
            try put("student", s.student)
            try put("name", s.name)
            try put("token", s.token)
            try putOptional("classCode", s.classCode)
            try put("needsSecret", s.needsSecret)
            // Only on the sign-in that made it: the page shows it once, to be written down or saved.
            if let code = s.recoveryCode { try put("recoveryCode", code) }
            try putOptional("className", s.className)
            try putOptional("assignedLesson", s.assignedLesson)
            try put("lockLater", s.lockLater)
        case .lessons(let modules):
            try put("modules", modules)
        case .hearingProfile(let controls):
            try put("controls", controls)
        case .practice(let p):
            try put("streak", p.streak)
            try put("due", p.due)
            try putOptional("session", p.session)
            try putOptional("summary", p.summary)
        case let .studentHearing(student, name, controls):
            try put("student", student)
            try put("name", name)
            try put("controls", controls)
        case let .classHearing(classID, students, controls):
            try put("class", classID)
            try put("students", students)
            try put("controls", controls)
        case .lesson(let l):
            try put("lesson", l)
        case .targetDone, .compareDone:
            break
        case .result(let r):
            try put("score", r.score)
            try put("passed", r.passed)
            try put("threshold", r.threshold)
            try put("feedback", r.feedback)
            try putOptional("next", r.next)
            if let t = r.targetPatch { try put("targetPatch", t.jsonValues()) }
            try put("stars", r.stars)
            try putOptional("note", r.note)
            if let p = r.practice { try put("practice", p) }
        case .quiz(let q):
            try put("lesson", q.lesson)
            try put("question", q.question)
            try put("sounds", q.sounds)
            try put("choices", q.choices)
            try put("number", q.number)
        case .quizResult(let r):
            try put("correct", r.correct)
            try put("choice", r.choice)
            try put("answer", r.answer)
            try put("explanation", r.explanation)
            try put("sounds", r.sounds)
            try put("stars", r.stars)
            try putOptional("next", r.next)
            if let p = r.practice { try put("practice", p) }
        case .hint(let h):
            try put("index", h.index)
            try put("text", h.text)
            try put("remaining", h.remaining)
        case let .teacherHint(text, from):
            try put("text", text)
            try put("from", from)
        case let .broadcast(active, teacher):
            try put("active", active)
            try put("teacher", teacher)
        case .teacherPatch(let from):
            try put("from", from)
        case .teacher(let t):
            try put("teacher", t.teacher)
            try put("name", t.name)
            try put("expires", t.expires)
            try put("classes", t.classes)
        case .classCreated(let c):
            try put("class", c)
        case .classes(let list):
            try put("classes", list)
        case .roster(let r):
            try put("class", r.classInfo)
            try put("lessons", r.lessons)
            try put("students", JSONValue.array(r.students.map(\.json)))
        case .studentUpdate(let members):
            for m in members { try put(m.key, m.value) }
        case .progress(let t):
            try put("class", t.classInfo)
            try put("lessons", t.lessons)
            try put("students", t.students)
        case let .listening(student, name):
            try putOptional("student", student)
            try putOptional("name", name)
        case .hintSent(let n):
            try put("students", n)
        case let .broadcasting(active, classID, students):
            try put("active", active)
            try putOptional("class", classID)
            try put("students", students)
        case let .pushed(students, skipped):
            try put("students", students)
            try put("skipped", skipped)
        case .loggedOut, .lessonClosed:
            break
        case let .secretSet(name, recoveryCode):
            try put("name", name)
            if let recoveryCode { try put("recoveryCode", recoveryCode) }
        case let .secretReset(student, name):
            try put("student", student)
            try put("name", name)
        case let .removedFromClass(className, teacher):
            try put("className", className)
            try put("teacher", teacher)
        case let .studentRemoved(student, name, classID), let .studentRestored(student, name, classID),
             let .rejoinAllowed(student, name, classID):
            try put("student", student)
            try put("name", name)
            try put("class", classID)
        case .classUpdated(let info):
            try put("class", info)
        case let .studentClass(name, code, assigned, lockLater):
            try putOptional("className", name)
            try putOptional("classCode", code)
            try putOptional("assignedLesson", assigned)
            try put("lockLater", lockLater)
        case let .joinQR(size, rows):
            try put("size", size)
            try put("rows", rows)
        case let .paused(active, teacher):
            try put("active", active)
            try put("teacher", teacher)
        case let .pausing(active, students):
            try put("active", active)
            try put("students", students)
        case let .hand(student, up, teacher):
            if let student { try put("student", student) }
            try put("up", up)
            if let teacher { try put("teacher", teacher) }
        case let .savingPaused(request, text):
            try putOptional("request", request)
            try put("message", text)
        case let .placed(classCode, at, move):
            try put("class", classCode)
            try put("at", at)
            try put("move", move)
        }
        // An error carries the id of the message that caused it; replies carry the request's id.
        let echo: MessageID? = if case .error(let e) = message { e.id ?? id } else { id }
        if let echo { try put("id", echo) }
    }
}
