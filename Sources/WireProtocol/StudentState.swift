import SynthEngine

/// One student as the teacher dashboard sees them (PROTOCOL.md "Classrooms", student state): the
/// whole of it goes out in `roster`, and `studentUpdate` carries only what changed since.
public struct StudentState: Sendable, Equatable {
    /// The lesson the student has open, as the teacher sees it (the target included).
    public struct Lesson: Sendable, Equatable {
        public var id, title, kind: String
        public var shown, locked: [String]
        /// Whether "load my sound" may change this student's synth now.
        public var allowsPatch: Bool

        public init(id: String, title: String, kind: String, shown: [String], locked: [String], allowsPatch: Bool) {
            self.id = id
            self.title = title
            self.kind = kind
            self.shown = shown
            self.locked = locked
            self.allowsPatch = allowsPatch
        }

        var json: JSONValue {
            .object([("id", .string(id)), ("title", .string(title)), ("kind", .string(kind)),
                     ("shown", .array(shown.map(JSONValue.string))), ("locked", .array(locked.map(JSONValue.string))),
                     ("allowsPatch", .bool(allowsPatch))])
        }
    }

    public var student: String
    public var name: String
    public var online: Bool
    public var lesson: Lesson?
    public var attempts: Int
    public var lastScore: Double?
    public var bestScore: Double?
    public var completed: Bool
    public var hintsUsed: Int
    /// Best stars on the open lesson, and target plays on it (summed over submits).
    public var stars: Int
    public var listens: Int
    /// Seconds on the current lesson as of `timeAsOf` (the sender adds the time since).
    public var timeOnLesson: Double
    public var patch: Patch
    /// The open challenge's target for the controls it teaches (parameter id to value), or nil.
    public var target: [String: PatchValue]?
    /// The student raised a hand and the teacher has not answered it yet.
    public var hand: Bool
    /// With no lesson open: where the student is (the lesson list, free play, ...), if known.
    public var place: String?

    public init(student: String, name: String, online: Bool = false, lesson: Lesson? = nil, attempts: Int = 0,
                lastScore: Double? = nil, bestScore: Double? = nil, completed: Bool = false, hintsUsed: Int = 0,
                stars: Int = 0, listens: Int = 0, timeOnLesson: Double = 0, patch: Patch = Patch(), target: [String: PatchValue]? = nil,
                hand: Bool = false, place: String? = nil) {
        self.hand = hand
        self.place = place
        self.student = student
        self.name = name
        self.online = online
        self.lesson = lesson
        self.attempts = attempts
        self.lastScore = lastScore
        self.bestScore = bestScore
        self.completed = completed
        self.hintsUsed = hintsUsed
        self.stars = stars
        self.listens = listens
        self.timeOnLesson = timeOnLesson
        self.patch = patch
        self.target = target
    }

    /// Every field, for `roster`.
    public var json: JSONValue { .object(members(changedFrom: nil)) }

    /// The fields that differ from `old` (all of them without one), `student` first. Only the
    /// controls that changed go into `patch`. Empty (bar `student`) when nothing changed.
    public func members(changedFrom old: StudentState?) -> [(key: String, value: JSONValue)] {
        var out: [(key: String, value: JSONValue)] = [("student", .string(student))]
        func put(_ key: String, _ changed: Bool, _ value: @autoclosure () -> JSONValue) {
            if old == nil || changed { out.append((key, value())) }
        }
        put("name", old?.name != name, .string(name))
        put("online", old?.online != online, .bool(online))
        put("lesson", old?.lesson != lesson, lesson?.json ?? .null)
        put("attempts", old?.attempts != attempts, .number(Double(attempts)))
        put("lastScore", old?.lastScore != lastScore, lastScore.map(JSONValue.number) ?? .null)
        put("bestScore", old?.bestScore != bestScore, bestScore.map(JSONValue.number) ?? .null)
        put("completed", old?.completed != completed, .bool(completed))
        put("hintsUsed", old?.hintsUsed != hintsUsed, .number(Double(hintsUsed)))
        put("stars", old?.stars != stars, .number(Double(stars)))
        put("listens", old?.listens != listens, .number(Double(listens)))
        put("hand", old?.hand != hand, .bool(hand))
        put("place", old?.place != place, place.map(JSONValue.string) ?? .null)
        // Time runs on its own between messages; it is worth a message only alongside another change.
        if old == nil || out.count > 1 || old?.lesson != lesson { out.append(("timeOnLesson", .number(timeOnLesson.rounded()))) }
        let changedParams = Param.allCases.filter { old == nil || old!.patch[$0] != patch[$0] }
        if !changedParams.isEmpty {
            out.append(("patch", .object(changedParams.map { ($0.spec.id, Self.json(patch, $0)) })))
        }
        put("target", old?.target != target, target.map { t in .object(t.sorted { $0.key < $1.key }.map { ($0.key, Self.json($0.value)) }) } ?? .null)
        return out
    }

    static func json(_ patch: Patch, _ p: Param) -> JSONValue { json(p.spec.jsonValue(patch[p])) }

    static func json(_ v: PatchValue) -> JSONValue {
        switch v {
        case .number(let d): .number(d)
        case .text(let s): .string(s)
        }
    }
}
