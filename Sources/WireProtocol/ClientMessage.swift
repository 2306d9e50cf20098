import SynthEngine

/// A control message from a student's (or any synth player's) socket, already validated:
/// parameter values here are checked against the parameter table and ready for the engine.
public enum ClientMessage: Sendable, Equatable {
    /// `bundles`: the client reads bundle messages (a tick's media frames in one; PROTOCOL.md).
    /// `spectrumFrames`: false for a client that draws no spectrum from the server's frames (the page
    /// computes its own from the audio it plays): its streams send it (and analyse for it) none.
    case hello(client: String?, bundles: Bool = false, spectrumFrames: Bool = true)
    case getParams
    /// One validated parameter value (choices as their option index).
    case set(Param, Double)
    /// Several validated values, in the order the client sent them; all or nothing.
    case setMany([ParameterChange])
    case noteOn(note: Int, velocity: Double)
    case noteOff(note: Int)
    case allNotesOff
    /// Stops everything playing: a lesson phrase (target or own) and held notes.
    case stopPlayback
    /// Whether the page shows the waveform and spectrum now: while it does not, its streams send
    /// (and analyse) no pictures for it.
    case views(shown: Bool)
    /// How much audio the page's player of this socket's own stream wants in hand when the next frame
    /// arrives (its jitter target less a frame, in ms, 0...`ClientMessage.maxLeadMs`): a stream that
    /// starts from silence begins that far back, so its first frame plays on arrival (PROTOCOL.md).
    case lead(ms: Double)
    /// A complete patch (missing ids took their defaults).
    case loadPatch(Patch)
    case getPatch
    /// `secret` (a PIN or password) signs the name in from any device; see PROTOCOL.md "Students".
    case login(name: String?, token: String?, classCode: String?, secret: String?)
    /// Chooses (or changes) the logged-in student's secret, optionally with a new name.
    case setSecret(secret: String, name: String?)
    /// Signs in with a recovery code instead of the forgotten secret, and sets `secret` as the new one.
    case recover(name: String, code: String, secret: String, classCode: String?)
    case listLessons
    /// The student's hearing profile: thresholds per control from the adaptive quizzes.
    case hearingProfile
    /// Daily practice at the page's UTC offset (minutes east of UTC): `practice` reads the streak and
    /// what is due; `startPractice` (`start`) begins today's session or goes on with it.
    case practice(utcOffset: Double, start: Bool)
    /// Opens an item of today's practice session: the lesson in review mode.
    case openPracticeItem(String)
    case openLesson(String)
    /// Leaves the open lesson: every control may change again, a target stops. `to`: the screen the
    /// student went to (`StudentPlace`), for their teacher's card.
    case closeLesson(to: StudentPlace? = nil)
    case playTarget
    case playMine
    /// A/B comparison: the target and the student's synth play the lesson phrase (with `phrase`)
    /// or the keys held from now on, from one clock; the stream carries `side`. Counts as a listen.
    case compare(side: ABSide, phrase: Bool)
    /// Switches which side of a running comparison is streamed, at the same position, with no restart.
    case abSwitch(ABSide)
    /// Plays one of the open lesson's sound examples (a theory page's play button).
    case playExample(String)
    /// Turns the playing example's live control.
    case exampleSet(example: String, ParameterChange)
    /// Plays sound `sound` (0 = A) of the open quiz's question; `previous`: of the question just answered.
    /// `choice`: with `previous`, the sound that choice would have been, in a question that played one
    /// sound and named it by its choices ("which wave is this?"): the student hears what they picked.
    case playQuizSound(sound: Int, previous: Bool, choice: Int? = nil)
    /// Answers the open quiz's question with choice `choice` (0-based).
    case answerQuiz(choice: Int)
    case submit
    case hint
    case reveal
    // Classroom messages (PROTOCOL.md "Classrooms"): only a signed-in teacher socket may use them.
    /// Signs a teacher socket in with a session token (nil: the cookie the handshake carried).
    case auth(token: String?)
    case createClass(name: String)
    /// The teacher's classes as the store has them now (classes made elsewhere, e.g. the CLI, included).
    case listClasses
    case watchClass(String)
    case classProgress(String)
    /// Listen to a student's synth (nil: stop).
    case listen(student: String?)
    /// A hint to one student, or (nil) to every student of the watched class.
    case sendHint(text: String, student: String?)
    case broadcast(active: Bool)
    /// The teacher's current patch into one student's synth, or (nil) the watched class's.
    case pushPatch(student: String?)
    /// Clears a student's secret so their next sign-in by name picks a new one.
    case resetSecret(student: String)
    /// Takes a student out of the teacher's class (they keep their account and go on alone).
    case removeStudent(student: String)
    /// One student's hearing profile (in one of the teacher's classes).
    case studentHearing(student: String)
    /// The class's weakest controls: the median threshold per control.
    case classHearing(String)
    case logout
    /// Puts a student who was removed from (or left) the class back into it.
    case restoreStudent(student: String, classID: String)
    /// Lets a removed student join with the class's code again.
    case allowRejoin(student: String, classID: String)
    /// Changes a class: name, archived, joining, a new code, the lesson for today.
    case updateClass(ClassUpdate)
    /// The QR code of the class's join link, for the projector view (`link` must carry the class's code).
    case joinQR(classID: String, link: String)
    /// Silences every student of the watched class behind "Eyes on the teacher" (or releases them).
    case pauseAll(active: Bool)
    /// The teacher has seen a student's raised hand: it goes down.
    case answerHand(student: String)
    /// A student asks their teacher for help with one press (or takes the hand down).
    case raiseHand(up: Bool)

    /// True for the classroom messages, which the server authorises separately.
    public var isClassroom: Bool {
        switch self {
        case .auth, .createClass, .listClasses, .watchClass, .classProgress, .listen, .sendHint, .broadcast, .pushPatch, .resetSecret, .removeStudent,
             .studentHearing, .classHearing, .logout, .restoreStudent, .allowRejoin, .updateClass, .joinQR, .pauseAll, .answerHand,
             .raiseHand: true
        default: false
        }
    }

    /// True for the lesson messages, which belong to a student socket.
    public var isLesson: Bool {
        switch self {
        case .login, .setSecret, .recover, .listLessons, .hearingProfile, .practice, .openPracticeItem, .openLesson, .closeLesson, .playTarget, .playMine, .compare, .abSwitch, .playExample, .exampleSet,
             .playQuizSound, .answerQuiz, .submit, .hint, .reveal: true
        default: false
        }
    }

    /// The `type` string of each message, as clients spell it.
    public var type: String {
        switch self {
        case .hello: "hello"
        case .getParams: "getParams"
        case .set: "set"
        case .setMany: "setMany"
        case .noteOn: "noteOn"
        case .noteOff: "noteOff"
        case .allNotesOff: "allNotesOff"
        case .stopPlayback: "stopPlayback"
        case .views: "views"
        case .lead: "lead"
        case .loadPatch: "loadPatch"
        case .getPatch: "getPatch"
        case .login: "login"
        case .setSecret: "setSecret"
        case .recover: "recover"
        case .listLessons: "listLessons"
        case .hearingProfile: "hearingProfile"
        case .practice(_, let start): start ? "startPractice" : "practice"
        case .openPracticeItem: "openPracticeItem"
        case .openLesson: "openLesson"
        case .closeLesson: "closeLesson"
        case .playTarget: "playTarget"
        case .playMine: "playMine"
        case .compare: "compare"
        case .abSwitch: "abSwitch"
        case .playExample: "playExample"
        case .exampleSet: "exampleSet"
        case .playQuizSound: "playQuizSound"
        case .answerQuiz: "answerQuiz"
        case .submit: "submit"
        case .hint: "hint"
        case .reveal: "reveal"
        case .auth: "auth"
        case .createClass: "createClass"
        case .listClasses: "listClasses"
        case .watchClass: "watchClass"
        case .classProgress: "classProgress"
        case .listen: "listen"
        case .sendHint: "sendHint"
        case .broadcast: "broadcast"
        case .pushPatch: "pushPatch"
        case .resetSecret: "resetSecret"
        case .removeStudent: "removeStudent"
        case .studentHearing: "studentHearing"
        case .classHearing: "classHearing"
        case .logout: "logout"
        case .restoreStudent: "restoreStudent"
        case .allowRejoin: "allowRejoin"
        case .updateClass: "updateClass"
        case .joinQR: "joinQR"
        case .pauseAll: "pauseAll"
        case .answerHand: "answerHand"
        case .raiseHand: "raiseHand"
        }
    }
}

/// Where a student is when no lesson is open, as their teacher's card says it.
public enum StudentPlace: String, Sendable, Equatable, CaseIterable {
    /// The lesson list (home).
    case lessons
    /// The synth without a lesson.
    case free
    case practice
    case profile
}

/// A teacher's change to one class (`updateClass`); nil fields stay as they are.
public struct ClassUpdate: Sendable, Equatable {
    public var classID: String
    public var name: String?
    public var archived: Bool?
    public var joining: Bool?
    /// Draw a new join code (the old one stops working).
    public var newCode: Bool
    /// The lesson for today: `.some(nil)` clears it, nil leaves it.
    public var assign: String??
    /// Lessons after the lesson for today stay locked for the class until it moves on.
    public var lockLater: Bool?

    public init(classID: String, name: String? = nil, archived: Bool? = nil, joining: Bool? = nil, newCode: Bool = false,
                assign: String?? = nil, lockLater: Bool? = nil) {
        self.lockLater = lockLater
        self.classID = classID
        self.name = name
        self.archived = archived
        self.joining = joining
        self.newCode = newCode
        self.assign = assign
    }
}

/// One validated parameter value.
public struct ParameterChange: Sendable, Equatable {
    public let param: Param
    public let value: Double

    public init(_ param: Param, _ value: Double) {
        self.param = param
        self.value = value
    }
}

extension ClientMessage {
    /// The most lead a page may ask for: the server uses less than one frame of it (at most 19 ms with
    /// 20 ms frames), and a player wanting more than this is in trouble anyway (its `maxMs` is 400).
    public static let maxLeadMs = 400.0
}
