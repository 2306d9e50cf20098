import Lessons
import SynthEngine
import WireProtocol

/// The protocol logic of one connection, with no sockets, threads or clocks: messages in, actions
/// out (the lws glue performs them). Runs on the service thread.
///
/// It keeps a mirror of the session's patch (so `getPatch` answers at once while the engine, on its
/// worker, applies the change at the next frame), the rate limiter, and the login and lesson state.
/// Classroom messages go on to the `ClassroomHub` (as `.classroom`), which authorises them; on a
/// teacher socket the synth messages also need the teacher signed in (`authorized`, which the glue
/// sets from the hub before each message).
struct ConnectionStateMachine {
    /// What the glue must do.
    enum Action {
        /// Send a control message, echoing `id`.
        case send(ServerMessage, id: MessageID?)
        /// Queue a command for the session's engine (applied before the next frame).
        case engine(SynthCommand)
        /// What the client reads (its `hello` said): bundle messages (a tick's frames as one), and
        /// spectrum frames (a page that draws the spectrum from its audio does not).
        case reads(bundles: Bool, spectrumFrames: Bool)
        /// Close the connection with this code and reason.
        case close(CloseCode, String)
        /// Run a lesson-service call off the service thread; its outcome comes back through `lessonFinished`.
        case lesson(LessonCall, id: MessageID?)
        /// Play the open lesson's hidden target (the glue looks the target up; it never passes through here).
        /// `visuals`: whether its waveform and spectrum frames go out.
        case playTarget(lesson: String, phrase: [Phrase.Note], visuals: Bool)
        /// Start an A/B comparison against the open lesson's target (looked up by the glue), with
        /// the lesson phrase or (nil) the keys the student holds.
        case compare(lesson: String, phrase: [Phrase.Note]?, side: ABSide, visible: Bool)
        /// A classroom message for the `ClassroomHub`.
        case classroom(ClientRequest)
        /// The student left their lesson (the classroom hub shows free play).
        case closedLesson(to: StudentPlace?)
        /// Log (and count) an authorisation refusal: the message type and code, never its content.
        case denied(type: String, code: ErrorCode)
    }

    let sessionID: String
    let frameMs: Int
    /// Said in `welcome` (`ServerConfiguration.routesByClass`).
    let routed: Bool
    /// False when the server runs without a course (lesson messages then get an error).
    let lessonsAvailable: Bool
    let role: ConnectionRole
    /// On a teacher socket: whether a valid teacher session is signed in right now. Students: always.
    var authorized: Bool
    // The lesson state below is internal rather than private only so the extensions in
    // `ConnectionStateMachine+Outcomes` and `+Drafts` reach it; nothing outside this type sets it.
    var patch = Patch()
    var student: String?
    var lesson: OpenedLesson?
    var lessonOpenedAt = 0.0
    /// This run of the open lesson (since it was opened): submits so far, the target phrases heard
    /// through since the last submit (and the one sounding now), and whether the target may now be
    /// seen (passed or revealed, or the lesson shows it anyway).
    var run = LessonRun()
    /// Every student's submits per lesson on this server, shared by all its connections (so the
    /// pause before a quick resubmit survives reopening the lesson and new sockets). Service thread only.
    private let pacing: SubmitPacing
    /// Live-control values the student set on this lesson's examples (a replay keeps them).
    var exampleValues: [String: (Param, Double)] = [:]
    /// The open quiz's question and what the student did with it (nil unless a quiz is open).
    var quiz: QuizRun?
    private var limiter = RateLimiter()
    /// The bytes this connection may have parsed: the cost of a message is its size, checked before it
    /// is parsed (a message count alone let 64 KiB key-heavy messages starve a neighbour's audio).
    private var parseBudget = RateLimiter(rate: ProtocolLimits.parseBytesPerSecond, burst: ProtocolLimits.parseBytesBurst)
    /// The knobs changed on an open challenge since its draft was last written, and when that was:
    /// drafts are written at most every `draftEvery` seconds while knobs turn, and once more when the
    /// student leaves the lesson or the socket closes (`tick`, `closing`, in `ConnectionStateMachine+Drafts`).
    var draftDirty = false
    var draftSavedAt = -Double.infinity
    static let draftEvery = 1.0

    init(sessionID: String, frameMs: Int, lessonsAvailable: Bool, role: ConnectionRole = .student, routed: Bool = false,
         pacing: SubmitPacing = SubmitPacing()) {
        self.pacing = pacing
        self.routed = routed
        self.sessionID = sessionID
        self.frameMs = frameMs
        self.lessonsAvailable = lessonsAvailable
        self.role = role
        authorized = role == .student
    }

    /// A complete text message arrived at `now` (monotonic seconds).
    mutating func receivedText(_ bytes: [UInt8], now: Double) -> [Action] {
        // RFC 6455: a text message must be UTF-8; anything else closes the connection with 1007
        // (lws 4.1 as Debian builds it passes such frames through).
        guard String(validating: bytes, as: UTF8.self) != nil else {
            return [.close(.invalidPayload, "text message is not valid UTF-8")]
        }
        switch limiter.admit(now: now) {
        case .accept: break
        case .reject(let notify):
            return notify ? [.send(.error(ProtocolError(.rateLimited,
                "too many messages: at most \(Int(ProtocolLimits.messagesPerSecond)) per second; this one was dropped")), id: nil)] : []
        case .close:
            return [.close(.policyViolation, "rate limit exceeded")]
        }
        switch parseBudget.admit(now: now, cost: Double(bytes.count)) {
        case .accept: break
        case .reject(let notify):
            return notify ? [.send(.error(ProtocolError(.rateLimited,
                "too much to read: at most \(Int(ProtocolLimits.parseBytesPerSecond / 1024)) KiB of messages per second; "
                    + "this one (\(bytes.count) bytes) was dropped")), id: nil)] : []
        case .close:
            return [.close(.policyViolation, "rate limit exceeded: too many bytes of messages")]
        }
        let request: ClientRequest
        do { request = try ClientRequest.decode(bytes) } catch { return [.send(.error(error), id: nil)] }
        return handle(request, now: now)
    }

    /// A binary message arrived: the protocol has none from clients.
    func receivedBinary() -> [Action] { [.close(.unsupportedData, "binary messages are not accepted")] }

    /// A text message grew past the limit.
    func receivedOversized() -> [Action] {
        [.close(.messageTooBig, "message larger than \(ProtocolLimits.maxTextMessageBytes / 1024) KiB")]
    }

    private func error(_ code: ErrorCode, _ message: String, id: MessageID?, param: String? = nil) -> [Action] {
        [.send(.error(ProtocolError(code, message, param: param, id: id)), id: nil)]
    }

    /// Refuses changes to controls the open lesson hides or locks.
    private func forbidden(_ params: [Param], id: MessageID?) -> [Action]? {
        guard let lesson, let p = params.first(where: { !lesson.rules.controls.isTaught($0) }) else { return nil }
        return error(.forbidden, "\(p.spec.id) is fixed in this lesson", id: id, param: p.spec.id)
    }

    private mutating func handle(_ r: ClientRequest, now: Double) -> [Action] {
        let id = r.id
        if r.message.isClassroom { return [.classroom(r)] }
        if role == .teacher {
            guard authorized else {
                return error(.unauthorized, "this socket is for teachers: send 'auth' with a valid teacher token first", id: id)
                    + [.denied(type: r.message.type, code: .unauthorized)]
            }
            if r.message.isLesson {
                return error(.forbidden, "'\(r.message.type)' is a student message: use a student socket for lessons", id: id)
                    + [.denied(type: r.message.type, code: .forbidden)]
            }
        }
        switch r.message {
        case let .hello(_, bundles, spectrumFrames):
            let welcome = Action.send(.welcome(.init(session: sessionID, frameMs: frameMs, routed: routed)), id: id)
            return [.reads(bundles: bundles, spectrumFrames: spectrumFrames), welcome]
        case .getParams:
            return [.send(.params, id: id)]
        case let .set(p, v):
            if let refusal = forbidden([p], id: id) { return refusal }
            // Validated by the decoder, so this cannot throw.
            try? patch.set(p, v)
            return [.engine(.set(p, v))] + knobsChanged(now: now)
        case .setMany(let changes):
            if let refusal = forbidden(changes.map(\.param), id: id) { return refusal }
            for c in changes { try? patch.set(c.param, c.value) }
            return [.engine(.setMany(changes))] + knobsChanged(now: now)
        case let .noteOn(n, v):
            return [.engine(.noteOn(n, velocity: v))]
        case .noteOff(let n):
            return [.engine(.noteOff(n))]
        case .allNotesOff:
            return [.engine(.allNotesOff)]
        case .views(let shown):
            return [.engine(.views(shown))]
        case .lead(let ms):
            return [.engine(.lead(ms: ms))]
        case .stopPlayback:
            // Stopped early, a target phrase or a quiz sound does not count as heard.
            run.phraseStopped(at: now)
            if var q = quiz {
                q.listened(until: now)
                q.playing = nil
                quiz = q
            }
            return [.engine(.stopPlayback)]
        case .closeLesson(let place):
            // Free play after a lesson: nothing is fixed any more; the sound stays as it was.
            let saved = flushDraft()
            lesson = nil
            quiz = nil
            return saved + [.engine(.stopPlayback), .closedLesson(to: place), .send(.lessonClosed, id: id)]
        case .loadPatch(let p):
            var next = p
            // Inside a lesson only the taught controls may change; the rest stay as the lesson set them.
            if let lesson { next = lesson.rules.attempt(from: p) }
            patch = next
            return [.engine(.load(next)), .send(.patch(next), id: id)] + knobsChanged(now: now)
        case .getPatch:
            return [.send(.patch(patch), id: id)]
        case let .login(name, token, classCode, secret):
            guard lessonsAvailable else { return error(.internal, "lessons are not available on this server", id: id) }
            return [.lesson(.login(name: name, token: token, classCode: classCode, secret: secret), id: id)]
        case let .setSecret(secret, name):
            guard lessonsAvailable else { return error(.internal, "lessons are not available on this server", id: id) }
            guard let student else { return error(.notLoggedIn, "log in first", id: id) }
            return [.lesson(.setSecret(student: student, secret: secret, name: name), id: id)]
        case let .recover(name, code, secret, classCode):
            guard lessonsAvailable else { return error(.internal, "lessons are not available on this server", id: id) }
            return [.lesson(.recover(name: name, code: code, secret: secret, classCode: classCode), id: id)]
        case .listLessons:
            guard lessonsAvailable else { return error(.internal, "lessons are not available on this server", id: id) }
            guard let student else { return error(.notLoggedIn, "log in first", id: id) }
            return [.lesson(.list(student: student), id: id)]
        case .hearingProfile:
            guard lessonsAvailable else { return error(.internal, "lessons are not available on this server", id: id) }
            guard let student else { return error(.notLoggedIn, "log in first", id: id) }
            return [.lesson(.hearingProfile(student: student), id: id)]
        case let .practice(utcOffset, start):
            guard lessonsAvailable else { return error(.internal, "lessons are not available on this server", id: id) }
            guard let student else { return error(.notLoggedIn, "log in first", id: id) }
            return [.lesson(.practice(student: student, utcOffset: utcOffset, start: start), id: id)]
        case .openPracticeItem(let lessonID):
            guard lessonsAvailable else { return error(.internal, "lessons are not available on this server", id: id) }
            guard let student else { return error(.notLoggedIn, "log in first", id: id) }
            return flushDraft() + [.lesson(.openPracticeItem(student: student, lesson: lessonID), id: id)]
        case .openLesson(let lessonID):
            guard lessonsAvailable else { return error(.internal, "lessons are not available on this server", id: id) }
            guard let student else { return error(.notLoggedIn, "log in first", id: id) }
            // The lesson being left keeps its knobs.
            return flushDraft() + [.lesson(.open(student: student, lesson: lessonID), id: id)]
        case .abSwitch(let side):
            guard lesson != nil else { return error(.noLesson, "open a lesson first", id: id) }
            return [.engine(.abSwitch(side))]
        case .playExample(let exampleID), .exampleSet(let exampleID, _):
            guard lessonsAvailable else { return error(.internal, "lessons are not available on this server", id: id) }
            guard student != nil else { return error(.notLoggedIn, "log in first", id: id) }
            guard let lesson else { return error(.noLesson, "open a lesson first", id: id) }
            guard let example = lesson.rules.examples.first(where: { $0.id == exampleID }) else {
                return error(.unknownExample, "the lesson '\(lesson.rules.id)' has no example '\(exampleID)'", id: id)
            }
            if case .exampleSet(_, let change) = r.message {
                guard let control = example.control, control == change.param else {
                    let what = example.control.map { "only \($0.spec.name) (\($0.spec.id))" } ?? "no control"
                    return error(.badMessage, "example '\(exampleID)' has \(what) to turn", id: id, param: change.param.spec.id)
                }
                exampleValues[exampleID] = (change.param, change.value)
                return [.engine(.setTarget(change.param, change.value))]
            }
            // An example is a public sound: it plays on the target stream, pictures and all, and is
            // not the target, so it does not count as listening to a challenge (and cuts the target off).
            run.phraseStopped(at: now)
            var patch = example.patch
            if let (p, v) = exampleValues[exampleID] { try? patch.set(p, v) }
            return [.engine(.playTarget(patch, example.phrase.notes, visuals: true))]
        case .playQuizSound(let sound, let previous, let choice):
            guard lessonsAvailable else { return error(.internal, "lessons are not available on this server", id: id) }
            guard student != nil else { return error(.notLoggedIn, "log in first", id: id) }
            guard let lesson, var q = quiz else { return error(.noLesson, "open a quiz first", id: id) }
            guard let round = previous ? q.previous : q.round else {
                return error(.noLesson, "no question has been answered yet in '\(lesson.rules.id)'", id: id)
            }
            guard round.sounds.indices.contains(sound) else {
                return error(.outOfRange, "this question has \(round.sounds.count) sounds (0...\(round.sounds.count - 1))", id: id)
            }
            if let choice {
                // What the student picked in a "which wave is this?" question, heard after the answer.
                guard previous, let picks = round.choiceSounds else {
                    return error(.badMessage, "'choice' plays an option of the question just answered (with 'previous'), "
                                 + "in a question of one sound named by its choices", id: id)
                }
                guard picks.indices.contains(choice) else {
                    return error(.outOfRange, "this question has \(picks.count) choices (0...\(picks.count - 1))", id: id)
                }
                q.listened(until: now)
                q.playing = nil
                quiz = q
                return [.engine(.playTarget(picks[choice], round.phrase.notes, visuals: false))]
            }
            q.listened(until: now)
            // A new sound cuts off the one playing; a replay of the answered question counts for nothing.
            q.playing = previous ? nil : (sound, now)
            quiz = q
            // Pictures could give a quiz's answer away (the saw's waveform): quiz sounds are heard only.
            return [.engine(.playTarget(round.sounds[sound], round.phrase.notes, visuals: false))]
        case .answerQuiz(let choice):
            guard lessonsAvailable else { return error(.internal, "lessons are not available on this server", id: id) }
            guard let student else { return error(.notLoggedIn, "log in first", id: id) }
            guard let lesson, var q = quiz else { return error(.noLesson, "open a quiz first", id: id) }
            guard !q.answering else { return error(.tooSoon, "the previous answer is still being recorded", id: id) }
            guard q.round.choices.indices.contains(choice) else {
                return error(.outOfRange, "this question has \(q.round.choices.count) choices (0...\(q.round.choices.count - 1))", id: id)
            }
            q.listened(until: now)
            quiz = q
            let unheard = q.round.soundNames.indices.filter { !q.heard.contains($0) }.map { q.round.soundNames[$0] }
            guard unheard.isEmpty else {
                return error(.listenFirst, "play \(unheard.joined(separator: " and ")) to the end first: listening is the quiz", id: id)
            }
            q.answering = true
            q.answers += 1
            quiz = q
            if lesson.practice {
                return [.lesson(.reviewAnswer(student: student, lesson: lesson.id, round: q.round, choice: choice,
                                              timeSpent: max(0, now - lessonOpenedAt), answers: q.answers), id: id)]
            }
            return [.lesson(.answerQuiz(student: student, lesson: lesson.id, round: q.round, choice: choice,
                                        timeSpent: max(0, now - lessonOpenedAt), answers: q.answers), id: id)]
        case .playTarget, .playMine, .compare, .submit, .hint, .reveal:
            guard lessonsAvailable else { return error(.internal, "lessons are not available on this server", id: id) }
            guard let student else { return error(.notLoggedIn, "log in first", id: id) }
            guard let lesson else { return error(.noLesson, "open a lesson first", id: id) }
            if lesson.rules.kind == .quiz, r.message != .playMine {
                return error(.noLesson, "a quiz has no target: play its sounds (playQuizSound) and answer it (answerQuiz)", id: id)
            }
            switch r.message {
            case .playTarget:
                run.phraseStarted(at: now, compared: false)
                return [.playTarget(lesson: lesson.id, phrase: lesson.rules.phrase.notes, visuals: run.targetVisible)]
            case .playMine:
                // "Mine" ends a comparison (the target's own play goes on beside it).
                run.comparisonStopped(at: now)
                return [.engine(.playOwnPhrase(lesson.rules.phrase.notes))]
            case .compare(let side, let withPhrase):
                guard lesson.rules.kind == .challenge else { return error(.noLesson, "a theory page has no target to compare with", id: id) }
                // A comparison of the phrase is heard once the phrase has played through; one of held
                // keys plays nothing by itself, and it cuts off a target play.
                if withPhrase { run.phraseStarted(at: now, compared: true) } else { run.phraseStopped(at: now) }
                return [.compare(lesson: lesson.id, phrase: withPhrase ? lesson.rules.phrase.notes : nil, side: side,
                                 visible: run.targetVisible)]
            case .submit:
                if lesson.rules.kind == .challenge {
                    if let refusal = run.refusal(now: now, pacing: pacing.entry(student: student, lesson: lesson.id, now: now)) {
                        return error(refusal.code, refusal.message, id: id)
                    }
                    pacing.submitted(student: student, lesson: lesson.id, now: now)
                }
                let (submits, listens) = run.submitted(at: now)
                draftDirty = false  // the submit keeps the knobs with its result
                if lesson.practice {
                    return [.lesson(.reviewSubmit(student: student, lesson: lesson.id, attempt: patch,
                                                  timeSpent: max(0, now - lessonOpenedAt), submits: submits, listens: listens), id: id)]
                }
                return [.lesson(.submit(student: student, lesson: lesson.id, attempt: patch,
                                        timeSpent: max(0, now - lessonOpenedAt), submits: submits, listens: listens), id: id)]
            case .hint: return [.lesson(.hint(student: student, lesson: lesson.id), id: id)]
            default:
                // Practice is remembering: the answer is not shown (the lesson was passed before).
                if lesson.practice {
                    return error(.forbidden, "reveal is not available in practice: listen, turn the knobs, and submit", id: id)
                }
                return [.lesson(.reveal(student: student, lesson: lesson.id), id: id)]
            }
        case .auth, .createClass, .listClasses, .watchClass, .classProgress, .listen, .sendHint, .broadcast, .pushPatch, .resetSecret, .removeStudent,
             .studentHearing, .classHearing, .logout, .restoreStudent, .allowRejoin, .updateClass, .joinQR, .pauseAll, .answerHand, .raiseHand:
            return [.classroom(r)]  // handled above; listed so a new message type is a compile error here
        }
    }

    /// The student's teacher pushed their sound ("load my sound"; the hub checked the lesson allows
    /// it). In a challenge only the taught controls change, as with `loadPatch`; on a theory page or
    /// in free play the whole patch loads.
    mutating func teacherPushed(_ p: Patch, from teacher: String) -> [Action] {
        var next = p
        if let lesson, lesson.rules.kind == .challenge { next = lesson.rules.attempt(from: p) }
        patch = next
        if lesson?.rules.kind == .challenge { draftDirty = true }
        return [.engine(.load(next)), .send(.patch(next), id: nil), .send(.teacherPatch(from: teacher), id: nil)]
    }
}
