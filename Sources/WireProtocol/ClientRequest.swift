import SynthEngine

/// A decoded client message and the `id` to echo in its reply.
public struct ClientRequest: Sendable, Equatable {
    public let message: ClientMessage
    public let id: MessageID?

    public init(_ message: ClientMessage, id: MessageID? = nil) {
        self.message = message
        self.id = id
    }

    /// Decodes and validates one text frame. Every refusal is a `ProtocolError` that names what
    /// was wrong (and carries the message's `id` when it could be read).
    public static func decode(_ bytes: [UInt8]) throws(ProtocolError) -> ClientRequest {
        let root: JSONValue
        do { root = try JSONParser.parse(bytes) } catch { throw ProtocolError(.badJSON, "malformed JSON: \(error)") }
        guard case .object = root else {
            throw ProtocolError(.badMessage, "a message must be a JSON object, got \(root.kindName)")
        }
        var id: MessageID?
        if let raw = root["id"] {
            guard let parsed = MessageID(raw) else {
                throw ProtocolError(.badMessage, "'id' must be a string or a finite number, got \(raw.kindName)")
            }
            id = parsed
        }
        guard let typeValue = root["type"] else { throw ProtocolError(.badMessage, "missing field 'type'", id: id) }
        guard case .string(let type) = typeValue else {
            throw ProtocolError(.badMessage, "'type' must be a string, got \(typeValue.kindName)", id: id)
        }
        let fields = Fields(root: root, type: type, id: id)
        return ClientRequest(try fields.message(), id: id)
    }

    public static func decode(_ text: String) throws(ProtocolError) -> ClientRequest { try decode(Array(text.utf8)) }
}

/// Field access for one message, producing errors that name the message type and the field.
private struct Fields {
    let root: JSONValue
    let type: String
    let id: MessageID?

    func fail(_ code: ErrorCode, _ message: String, param: String? = nil) -> ProtocolError {
        ProtocolError(code, message, param: param, id: id)
    }

    func required(_ name: String) throws(ProtocolError) -> JSONValue {
        guard let v = root[name], v != .null else { throw fail(.badMessage, "'\(type)' needs the field '\(name)'") }
        return v
    }

    func string(_ name: String) throws(ProtocolError) -> String {
        let v = try required(name)
        guard case .string(let s) = v else { throw fail(.badMessage, "'\(type)': '\(name)' must be a string, got \(v.kindName)") }
        return s
    }

    /// `side`: "target" (A) or "mine" (B).
    func abSide() throws(ProtocolError) -> ABSide {
        let word = try string("side")
        guard let side = ABSide(rawValue: word) else {
            throw fail(.badOption, "'\(type)': side '\(word)' is not one of target, mine")
        }
        return side
    }

    func optionalString(_ name: String) throws(ProtocolError) -> String? {
        guard let v = root[name], v != .null else { return nil }
        guard case .string(let s) = v else { throw fail(.badMessage, "'\(type)': '\(name)' must be a string, got \(v.kindName)") }
        return s
    }

    func optionalBool(_ name: String) throws(ProtocolError) -> Bool? {
        guard let v = root[name], v != .null else { return nil }
        guard case .bool(let b) = v else { throw fail(.badMessage, "'\(type)': '\(name)' must be true or false, got \(v.kindName)") }
        return b
    }

    func bool(_ name: String) throws(ProtocolError) -> Bool {
        guard let b = try optionalBool(name) else { throw fail(.badMessage, "'\(type)' needs the field '\(name)'") }
        return b
    }

    /// A finite number; NaN-like strings and overflowing literals are `not_a_number`.
    func number(_ name: String) throws(ProtocolError) -> Double {
        let v = try required(name)
        switch v {
        case .number(let d) where d.isFinite: return d
        case .number, .string: throw fail(.notANumber, "'\(type)': '\(name)' must be a finite number")
        default: throw fail(.badMessage, "'\(type)': '\(name)' must be a number, got \(v.kindName)")
        }
    }

    func note() throws(ProtocolError) -> Int {
        let n = try number("note")
        guard n == n.rounded(), (0...127).contains(n) else {
            throw fail(.outOfRange, "'\(type)': note \(n.formatted()) is out of range 0...127 (a whole MIDI note number)")
        }
        return Int(n)
    }

    /// A JSON value as the parameter table's validator takes it.
    /// A whole number 0..<`limit` (a sound or a choice of a quiz).
    func index(_ name: String, below limit: Int) throws(ProtocolError) -> Int {
        let n = try number(name)
        guard n == n.rounded(), n >= 0, n < Double(limit) else {
            throw fail(.outOfRange, "'\(type)': \(name) \(n.formatted()) must be a whole number 0...\(limit - 1)")
        }
        return Int(n)
    }

    static func patchValue(_ v: JSONValue) -> PatchValue? {
        switch v {
        case .number(let d): .number(d)
        case .string(let s): .text(s)
        // Toggles may arrive as booleans, as in hand-written patch files.
        case .bool(let b): .text(b ? "on" : "off")
        default: nil
        }
    }

    func change(id paramID: String, _ raw: JSONValue) throws(ProtocolError) -> ParameterChange {
        do {
            let p = try Param(id: paramID)
            guard let pv = Self.patchValue(raw) else {
                throw fail(.notANumber, "\(paramID): expected a number or an option name, got \(raw.kindName)", param: paramID)
            }
            return ParameterChange(p, try p.spec.validate(pv))
        } catch let e as PatchError {
            throw ProtocolError(e, id: id)
        } catch let e as ProtocolError {
            throw e
        } catch {
            throw fail(.internal, "\(error)")
        }
    }

    func message() throws(ProtocolError) -> ClientMessage {
        switch type {
        case "hello":
            return .hello(client: try optionalString("client"), bundles: try optionalBool("bundles") ?? false,
                          spectrumFrames: try optionalBool("spectrumFrames") ?? true)
        case "getParams":
            return .getParams
        case "set":
            let c = try change(id: try string("param"), try required("value"))
            return .set(c.param, c.value)
        case "setMany":
            let v = try required("values")
            guard case .object(let members) = v else {
                throw fail(.badMessage, "'setMany': 'values' must be an object of parameter id to value, got \(v.kindName)")
            }
            var changes: [ParameterChange] = []
            changes.reserveCapacity(members.count)
            for m in members { changes.append(try change(id: m.key, m.value)) }
            return .setMany(changes)
        case "noteOn":
            let note = try note()
            var velocity = 1.0
            if root["velocity"] != nil, root["velocity"] != .null {
                velocity = try number("velocity")
                guard (0...1).contains(velocity) else {
                    throw fail(.outOfRange, "'noteOn': velocity \(velocity.formatted()) is out of range 0...1")
                }
            }
            return .noteOn(note: note, velocity: velocity)
        case "noteOff":
            return .noteOff(note: try note())
        case "allNotesOff":
            return .allNotesOff
        case "stopPlayback":
            return .stopPlayback
        case "views":
            return .views(shown: try bool("show"))
        case "lead":
            let ms = try number("ms")
            guard (0...ClientMessage.maxLeadMs).contains(ms) else {
                throw fail(.outOfRange, "'lead': ms \(ms.formatted()) is out of range 0...\(ClientMessage.maxLeadMs.formatted())")
            }
            return .lead(ms: ms)
        case "closeLesson":
            guard let word = try optionalString("to") else { return .closeLesson() }
            guard let place = StudentPlace(rawValue: word) else {
                throw fail(.badMessage, "'closeLesson': 'to' must be one of \(StudentPlace.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return .closeLesson(to: place)
        case "loadPatch":
            return .loadPatch(try patch())
        case "getPatch":
            return .getPatch
        case "login":
            let name = try optionalString("name"), token = try optionalString("token")
            guard name != nil || token != nil else { throw fail(.badMessage, "'login' needs 'name' (or 'token' to resume)") }
            return .login(name: name, token: token, classCode: try optionalString("classCode"), secret: try optionalString("secret"))
        case "recover":
            return .recover(name: try string("name"), code: try string("code"), secret: try string("secret"),
                            classCode: try optionalString("classCode"))
        case "setSecret":
            return .setSecret(secret: try string("secret"), name: try optionalString("name"))
        case "listLessons":
            return .listLessons
        case "hearingProfile":
            return .hearingProfile
        case "practice", "startPractice":
            return .practice(utcOffset: try number("utcOffset"), start: type == "startPractice")
        case "openPracticeItem":
            return .openPracticeItem(try string("lesson"))
        case "openLesson":
            return .openLesson(try string("lesson"))
        case "playTarget":
            return .playTarget
        case "playMine":
            return .playMine
        case "compare":
            var phrase = true
            if let v = root["phrase"], v != .null {
                guard case .bool(let b) = v else { throw fail(.badMessage, "'compare': 'phrase' must be true or false, got \(v.kindName)") }
                phrase = b
            }
            let side = root["side"] == nil || root["side"] == .null ? ABSide.target : try abSide()
            return .compare(side: side, phrase: phrase)
        case "abSwitch":
            return .abSwitch(try abSide())
        case "playExample":
            return .playExample(try string("example"))
        case "exampleSet":
            return .exampleSet(example: try string("example"), try change(id: try string("param"), try required("value")))
        case "playQuizSound":
            var previous = false
            if let v = root["previous"], v != .null {
                guard case .bool(let b) = v else { throw fail(.badMessage, "'playQuizSound': 'previous' must be true or false, got \(v.kindName)") }
                previous = b
            }
            let choice = root["choice"] == nil || root["choice"] == .null ? nil : try index("choice", below: 16)
            return .playQuizSound(sound: try index("sound", below: 3), previous: previous, choice: choice)
        case "answerQuiz":
            return .answerQuiz(choice: try index("choice", below: 16))
        case "submit":
            return .submit
        case "hint":
            return .hint
        case "reveal":
            return .reveal
        case "auth":
            return .auth(token: try optionalString("token"))
        case "createClass":
            return .createClass(name: try string("name"))
        case "listClasses":
            return .listClasses
        case "watchClass":
            return .watchClass(try string("class"))
        case "classProgress":
            return .classProgress(try string("class"))
        case "listen":
            return .listen(student: try optionalString("student"))
        case "sendHint":
            return .sendHint(text: try string("text"), student: try optionalString("student"))
        case "broadcast":
            let v = try required("active")
            guard case .bool(let active) = v else { throw fail(.badMessage, "'broadcast': 'active' must be true or false, got \(v.kindName)") }
            return .broadcast(active: active)
        case "pushPatch":
            return .pushPatch(student: try optionalString("student"))
        case "resetSecret":
            return .resetSecret(student: try string("student"))
        case "removeStudent":
            return .removeStudent(student: try string("student"))
        case "studentHearing":
            return .studentHearing(student: try string("student"))
        case "classHearing":
            return .classHearing(try string("class"))
        case "logout":
            return .logout
        case "restoreStudent":
            return .restoreStudent(student: try string("student"), classID: try string("class"))
        case "allowRejoin":
            return .allowRejoin(student: try string("student"), classID: try string("class"))
        case "updateClass":
            var u = ClassUpdate(classID: try string("class"), name: try optionalString("name"), archived: try optionalBool("archived"),
                                joining: try optionalBool("joining"), newCode: try optionalBool("newCode") ?? false,
                                lockLater: try optionalBool("lockLater"))
            // "assign": a lesson id sets the lesson for today, null clears it, no field leaves it.
            if let v = root["assign"] {
                if v == .null { u.assign = .some(nil) } else { u.assign = .some(try string("assign")) }
            }
            return .updateClass(u)
        case "joinQR":
            return .joinQR(classID: try string("class"), link: try string("link"))
        case "pauseAll":
            return .pauseAll(active: try bool("active"))
        case "answerHand":
            return .answerHand(student: try string("student"))
        case "raiseHand":
            return .raiseHand(up: try optionalBool("up") ?? true)
        default:
            throw fail(.badMessage, "unknown message type '\(type)'")
        }
    }

    func patch() throws(ProtocolError) -> Patch {
        if let preset = try optionalString("preset") {
            do { return try Patch(presetString: preset) } catch { throw ProtocolError(error, id: id) }
        }
        guard let v = root["patch"], v != .null else {
            throw fail(.badMessage, "'loadPatch' needs 'patch' (an object of parameter id to value) or 'preset' (a string)")
        }
        guard case .object(let members) = v else {
            throw fail(.badMessage, "'loadPatch': 'patch' must be an object of parameter id to value, got \(v.kindName)")
        }
        // Validated one by one in the client's order so the error names the first bad entry.
        var patch = Patch()
        for m in members {
            let c = try change(id: m.key, m.value)
            do { try patch.set(c.param, c.value) } catch { throw ProtocolError(error, id: id) }
        }
        return patch
    }
}
