/// Which subprotocol a WebSocket speaks: a student's synth and lessons, or a teacher's dashboard
/// (with the teacher's own synth).
enum ConnectionRole: String, Sendable {
    case student
    case teacher
}
