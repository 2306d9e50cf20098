import SynthEngine

/// Payloads of the lesson messages, as the page sees them. The server maps the lesson service's
/// types onto these, so the wire format is stated here only.
extension ServerMessage {
    /// `student`: who is logged in on this socket.
    public struct Student: Sendable, Equatable {
        public var student, name, token: String
        public var classCode: String?
        /// No secret yet (or reset by the teacher): the page asks for one.
        public var needsSecret: Bool
        /// A recovery code this sign-in made (see `LessonService.recover`); nil otherwise.
        public var recoveryCode: String?
        /// The class the student is in (the page says so) and its lesson for today.
        public var className: String?
        public var assignedLesson: String?
        /// Lessons after `assignedLesson` stay locked until the teacher moves it on.
        public var lockLater: Bool
        public init(student: String, name: String, token: String, classCode: String?, needsSecret: Bool = false,
                    recoveryCode: String? = nil, className: String? = nil, assignedLesson: String? = nil, lockLater: Bool = false) {
            self.lockLater = lockLater
            self.className = className
            self.assignedLesson = assignedLesson
            self.recoveryCode = recoveryCode
            self.student = student
            self.name = name
            self.token = token
            self.classCode = classCode
            self.needsSecret = needsSecret
        }
    }

    /// One module in the lesson selector.
    public struct ModuleListing: Sendable, Equatable, Encodable {
        public var id, title: String
        /// One or two sentences for the selector.
        public var summary: String
        public var lessons: [LessonListing]
        public init(id: String, title: String, summary: String, lessons: [LessonListing]) {
            self.id = id
            self.title = title
            self.summary = summary
            self.lessons = lessons
        }
    }

    /// One lesson in the selector; `state` is `completed`, `current` or `locked`.
    public struct LessonListing: Sendable, Equatable, Encodable {
        public var id, title, kind, state: String
        public var bestScore: Double?
        /// Best stars, 0...3 (0 until passed).
        public var stars: Int
        /// Locked because the class's teacher holds the class at an earlier lesson (sent only when true).
        public var lockedByTeacher: Bool
        /// A review challenge of the stretch the student may test out of now, passed or not (sent only when true).
        public var review: Bool
        public init(id: String, title: String, kind: String, state: String, bestScore: Double?, stars: Int = 0,
                    lockedByTeacher: Bool = false, review: Bool = false) {
            self.lockedByTeacher = lockedByTeacher
            self.review = review
            self.stars = stars
            self.id = id
            self.title = title
            self.kind = kind
            self.state = state
            self.bestScore = bestScore
        }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: DynamicKey.self)
            try c.encode(id, forKey: DynamicKey("id"))
            try c.encode(title, forKey: DynamicKey("title"))
            try c.encode(kind, forKey: DynamicKey("kind"))
            try c.encode(state, forKey: DynamicKey("state"))
            // Always present (null when never attempted) so the page need not test for the key.
            if let bestScore { try c.encode(bestScore, forKey: DynamicKey("bestScore")) } else {
                try c.encodeNil(forKey: DynamicKey("bestScore"))
            }
            try c.encode(stars, forKey: DynamicKey("stars"))
            if lockedByTeacher { try c.encode(true, forKey: DynamicKey("lockedByTeacher")) }
            if review { try c.encode(true, forKey: DynamicKey("review")) }
        }
    }

    /// `lesson`: everything the page shows for an opened lesson. Never the target.
    public struct LessonDetail: Sendable, Equatable, Encodable {
        public struct Controls: Sendable, Equatable, Encodable {
            public var shown, locked: [String]
            public init(shown: [String], locked: [String]) {
                self.shown = shown
                self.locked = locked
            }
        }
        public var id, title, module, kind, theoryHtml: String
        public var controls: Controls
        public var startPatch: [String: PatchValue]
        public var passThreshold: Double
        public var hintCount: Int
        public var hintsUsed: Int
        public var phrase: [Phrase.Note]
        /// The page's sound examples: `control` (a parameter id) and its `value` in the example, when it
        /// has a live control.
        public var examples: [Example] = []
        /// The latest hint the student has seen in this lesson (absent before the first).
        public var hint: String?
        /// The server sends the target's waveform and spectrum before a pass (the lesson opts in).
        public var showsTarget = false
        /// The student's knobs as they left this challenge (a reload, another device); absent when
        /// they start from `startPatch`. The server has loaded it already.
        public var savedPatch: [String: PatchValue]?
        /// The last submit's `result` message, for a result screen reloaded.
        public var lastResult: JSONValue?
        /// Opened as an item of today's practice (review mode): results move the item, never lower stars.
        public var practice = false

        public struct Example: Sendable, Equatable, Encodable {
            public var id, label: String
            public var control: String?
            public var value: Double?
            public init(id: String, label: String, control: String?, value: Double?) {
                self.id = id
                self.label = label
                self.control = control
                self.value = value
            }
        }

        public init(id: String, title: String, module: String, kind: String, theoryHtml: String, controls: Controls,
                    startPatch: Patch, passThreshold: Double, hintCount: Int, hintsUsed: Int, phrase: [Phrase.Note]) {
            self.id = id
            self.title = title
            self.module = module
            self.kind = kind
            self.theoryHtml = theoryHtml
            self.controls = controls
            self.startPatch = startPatch.jsonValues()
            self.passThreshold = passThreshold
            self.hintCount = hintCount
            self.hintsUsed = hintsUsed
            self.phrase = phrase
        }
    }

    /// One line of feedback after `submit`; `verdict` is `close`, `tooHigh`, `tooLow` or `wrong`.
    public struct Feedback: Sendable, Equatable, Encodable {
        public var param, name, verdict, message: String
        public init(param: String, name: String, verdict: String, message: String) {
            self.param = param
            self.name = name
            self.verdict = verdict
            self.message = message
        }
    }

    /// `result` of a submission. `targetPatch` only when passed.
    public struct Result: Sendable, Equatable {
        public var score: Double
        public var passed: Bool
        public var threshold: Double
        public var feedback: [Feedback]
        public var next: String?
        public var targetPatch: Patch?
        /// Stars this attempt earned (0 unless passed).
        public var stars: Int
        /// Why the verdict is what it is when the score or the feedback alone would not say (a
        /// control off although the score is high enough; a control off that cannot be heard).
        public var note: String?
        /// A practice item's result: where today's practice stands after it.
        public var practice: Practice?
        public init(score: Double, passed: Bool, threshold: Double, feedback: [Feedback], next: String?, targetPatch: Patch?,
                    stars: Int = 0, note: String? = nil) {
            self.stars = stars
            self.note = note
            self.score = score
            self.passed = passed
            self.threshold = threshold
            self.feedback = feedback
            self.next = next
            self.targetPatch = passed ? targetPatch : nil
        }
    }

    /// One control of the hearing profile: the student's threshold and a trained listener's JND, both
    /// in `measure` ("octaves" or the control's unit); `history`: one point a week.
    public struct HearingControl: Sendable, Equatable, Encodable {
        public struct Point: Sendable, Equatable, Encodable {
            public var at, threshold: Double
            public init(at: Double, threshold: Double) {
                self.at = at
                self.threshold = threshold
            }
        }
        public var param, name: String
        public var threshold, trained: Double
        public var measure: String
        public var trials, right: Int
        public var converged: Bool
        public var history: [Point]
        public init(param: String, name: String, threshold: Double, trained: Double, measure: String, trials: Int, right: Int,
                    converged: Bool, history: [Point]) {
            self.param = param
            self.name = name
            self.threshold = threshold
            self.trained = trained
            self.measure = measure
            self.trials = trials
            self.right = right
            self.converged = converged
            self.history = history
        }
    }

    /// `quiz`: a question of the open quiz: the sounds' names (`A`, `B`), the question and its choices.
    /// The answer stays on the server until the student answers.
    public struct Quiz: Sendable, Equatable {
        public var lesson, question: String
        public var sounds, choices: [String]
        /// The question's number in this run of the quiz (1 = the first).
        public var number: Int
        public init(lesson: String, question: String, sounds: [String], choices: [String], number: Int) {
            self.lesson = lesson
            self.question = question
            self.sounds = sounds
            self.choices = choices
            self.number = number
        }
    }

    /// `quizResult`: right or wrong, the answer, what the difference was, and what each sound was.
    public struct QuizResult: Sendable, Equatable {
        public var correct: Bool
        public var choice, answer: Int
        public var explanation: String
        public var sounds: [String]
        public var stars: Int
        public var next: String?
        /// A practice item's answer: where today's practice stands after it.
        public var practice: Practice?
        public init(correct: Bool, choice: Int, answer: Int, explanation: String, sounds: [String], stars: Int, next: String?) {
            self.correct = correct
            self.choice = choice
            self.answer = answer
            self.explanation = explanation
            self.sounds = sounds
            self.stars = stars
            self.next = next
        }
    }

    /// `hint`: the next hint and how many are left.
    public struct Hint: Sendable, Equatable {
        public var index: Int
        public var text: String
        public var remaining: Int
        public init(index: Int, text: String, remaining: Int) {
            self.index = index
            self.text = text
            self.remaining = remaining
        }
    }
}
