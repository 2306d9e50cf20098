/// Payloads of daily practice and of the teacher's view of hearing, as the page sees them.
extension ServerMessage {
    /// `practice`: the streak, what is due, today's session and, once it is finished, its summary.
    public struct Practice: Sendable, Equatable, Encodable {
        public struct Streak: Sendable, Equatable, Encodable {
            /// Days in a row with a finished session, up to today (0 once a day was missed).
            public var days, best: Int
            /// A session was finished today.
            public var today: Bool
            public init(days: Int, best: Int, today: Bool) {
                self.days = days
                self.best = best
                self.today = today
            }
        }

        public struct Item: Sendable, Equatable, Encodable {
            public var lesson, title, kind, reason: String
            /// The control an adaptive quiz measures (`param` id and name), or nil.
            public var control, controlName: String?
            public var questions, attempts: Int
            /// nil before the first judgement.
            public var rightFirstTime: Bool?
            public var done: Bool
            public var boxBefore, boxAfter: Int?
            public init(lesson: String, title: String, kind: String, reason: String, control: String?, controlName: String?,
                        questions: Int, attempts: Int, rightFirstTime: Bool?, done: Bool, boxBefore: Int?, boxAfter: Int?) {
                self.lesson = lesson
                self.title = title
                self.kind = kind
                self.reason = reason
                self.control = control
                self.controlName = controlName
                self.questions = questions
                self.attempts = attempts
                self.rightFirstTime = rightFirstTime
                self.done = done
                self.boxBefore = boxBefore
                self.boxAfter = boxAfter
            }

            public func encode(to encoder: Encoder) throws {
                var c = encoder.container(keyedBy: DynamicKey.self)
                try c.encode(lesson, forKey: DynamicKey("lesson"))
                try c.encode(title, forKey: DynamicKey("title"))
                try c.encode(kind, forKey: DynamicKey("kind"))
                try c.encode(reason, forKey: DynamicKey("reason"))
                try c.encode(control, forKey: DynamicKey("control"))
                try c.encode(controlName, forKey: DynamicKey("controlName"))
                try c.encode(questions, forKey: DynamicKey("questions"))
                try c.encode(attempts, forKey: DynamicKey("attempts"))
                try c.encode(rightFirstTime, forKey: DynamicKey("rightFirstTime"))
                try c.encode(done, forKey: DynamicKey("done"))
                try c.encode(boxBefore, forKey: DynamicKey("boxBefore"))
                try c.encode(boxAfter, forKey: DynamicKey("boxAfter"))
            }
        }

        public struct Session: Sendable, Equatable, Encodable {
            public var items: [Item]
            /// The index of the first item not done; nil once finished.
            public var current: Int?
            public var finished: Bool
            public init(items: [Item], current: Int?, finished: Bool) {
                self.items = items
                self.current = current
                self.finished = finished
            }

            public func encode(to encoder: Encoder) throws {
                var c = encoder.container(keyedBy: DynamicKey.self)
                try c.encode(items, forKey: DynamicKey("items"))
                try c.encode(current, forKey: DynamicKey("current"))
                try c.encode(finished, forKey: DynamicKey("finished"))
            }
        }

        /// An adaptive control the session trained: its threshold before and now, beside a trained ear.
        public struct ControlChange: Sendable, Equatable, Encodable {
            public var param, name, measure: String
            public var before: Double?
            public var after, trained: Double
            public init(param: String, name: String, measure: String, before: Double?, after: Double, trained: Double) {
                self.param = param
                self.name = name
                self.measure = measure
                self.before = before
                self.after = after
                self.trained = trained
            }

            public func encode(to encoder: Encoder) throws {
                var c = encoder.container(keyedBy: DynamicKey.self)
                try c.encode(param, forKey: DynamicKey("param"))
                try c.encode(name, forKey: DynamicKey("name"))
                try c.encode(measure, forKey: DynamicKey("measure"))
                try c.encode(before, forKey: DynamicKey("before"))
                try c.encode(after, forKey: DynamicKey("after"))
                try c.encode(trained, forKey: DynamicKey("trained"))
            }
        }

        public struct Summary: Sendable, Equatable, Encodable {
            public var items, rightFirstTime: Int
            public var controls: [ControlChange]
            public init(items: Int, rightFirstTime: Int, controls: [ControlChange]) {
                self.items = items
                self.rightFirstTime = rightFirstTime
                self.controls = controls
            }
        }

        public var streak: Streak
        /// Items due that no session holds yet.
        public var due: Int
        public var session: Session?
        public var summary: Summary?
        public init(streak: Streak, due: Int, session: Session?, summary: Summary?) {
            self.streak = streak
            self.due = due
            self.session = session
            self.summary = summary
        }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: DynamicKey.self)
            try c.encode(streak, forKey: DynamicKey("streak"))
            try c.encode(due, forKey: DynamicKey("due"))
            try c.encode(session, forKey: DynamicKey("session"))
            try c.encode(summary, forKey: DynamicKey("summary"))
        }
    }

    /// One control of a class's hearing: the median threshold of the students measured, beside a
    /// trained listener's JND, and `ratio` the median of each student's threshold over it.
    public struct ClassHearingControl: Sendable, Equatable, Encodable {
        public var param, name, measure: String
        public var median, trained, ratio: Double
        /// Students with a staircase on this control.
        public var measured: Int
        public init(param: String, name: String, measure: String, median: Double, trained: Double, ratio: Double, measured: Int) {
            self.param = param
            self.name = name
            self.measure = measure
            self.median = median
            self.trained = trained
            self.ratio = ratio
            self.measured = measured
        }
    }
}
