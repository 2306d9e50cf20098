import SynthEngine

/// A control message from a student's (or any synth player's) socket, already validated:
/// parameter values here are checked against the parameter table and ready for the engine.
public enum ClientMessage: Sendable, Equatable {
    case hello(client: String?)
    case getParams
    /// One validated parameter value (choices as their option index).
    case set(Param, Double)
    /// Several validated values, in the order the client sent them; all or nothing.
    case setMany([ParameterChange])
    case noteOn(note: Int, velocity: Double)
    case noteOff(note: Int)
    case allNotesOff
    /// A complete patch (missing ids took their defaults).
    case loadPatch(Patch)
    case getPatch
    case login(name: String?, token: String?, classCode: String?)
    case listLessons
    case openLesson(String)
    case playTarget
    case playMine
    case submit
    case hint
    case reveal

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
        case .loadPatch: "loadPatch"
        case .getPatch: "getPatch"
        case .login: "login"
        case .listLessons: "listLessons"
        case .openLesson: "openLesson"
        case .playTarget: "playTarget"
        case .playMine: "playMine"
        case .submit: "submit"
        case .hint: "hint"
        case .reveal: "reveal"
        }
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
