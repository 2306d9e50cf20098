import CLibWebSockets
import Foundation
import Lessons
import Logging
import WireProtocol

/// The classroom side of the lws glue: performing the hub's actions, feeding it the lesson
/// outcomes, the teacher sign-in deadline. Service thread only.
extension LWSHost {
    /// One waveform frame in this many reaches a listening teacher (30/s made, 15/s heard in; while a
    /// picture stands still, 5/s made and 2.5/s heard in: `WaveformProvider`).
    static let listenerWaveformStride = max(1, Int((ProtocolLimits.waveformPerSecond / ProtocolLimits.listenerWaveformPerSecond).rounded()))

    // MARK: - Hub actions

    func performClassroom(_ actions: [ClassroomHub.Action]) {
        for a in actions {
            switch a {
            case let .send(to, message, id):
                guard let conn = service.connections[to], conn.pendingClose == nil else { continue }
                if case .error = message { ServerMetrics.add(metrics.errorsSent) }
                enqueue(OutboundPacket(text: message.encoded(id: id)), to: conn)
            case let .subscribe(listener, stream, source):
                guard let l = service.connections[listener], let s = service.connections[stream], let session = s.session else { continue }
                // A listening teacher's page draws a small waveform and no spectrum: the spectrum is not
                // sent and the waveform at the listen-in rate (each frame is a socket write per listener).
                let listening = source == .monitored
                // Listen-in comes in batches (the teacher only hears it, in a small picture). A class
                // hearing the broadcast does not: the student page draws the teacher's waveform large, at
                // the rate it is made, in step with the sound.
                let batch = listening ? config.listenerBatchTicks : 1
                session.fanout.subscribe(l.queue, as: source, midStream: true, skipping: listening ? [.spectrum] : [],
                                         waveformStride: listening ? Self.listenerWaveformStride : 1, batchTicks: batch)
                // And the lesson target the student plays, which the teacher hears and does not see.
                if listening {
                    session.targetFanout.subscribe(l.queue, as: .monitoredTarget, midStream: true, skipping: [.waveform, .spectrum],
                                                   batchTicks: batch)
                }
                if l.listeningTo.insert(stream).inserted { ServerMetrics.add(metrics.listeners) }
            case let .unsubscribe(listener, stream):
                guard let l = service.connections[listener] else { continue }
                unsubscribe(listener: l, from: stream)
            case let .push(teacher, student, from):
                guard let t = service.connections[teacher], let s = service.connections[student], s.pendingClose == nil else { continue }
                _ = perform(s.machine.teacherPushed(t.machine.patch, from: from), on: s, inCallback: false)
                if let hub { performClassroom(hub.studentPatch(s.id, s.machine.patch, now: Date())) }
            case .signedIn(let connection):
                guard let conn = service.connections[connection], conn.pendingClose == nil else { continue }
                lws_set_timer_usecs(conn.wsi, -1)
                if conn.session == nil { startSession(conn) }
            case let .call(call, connection, id):
                classroom?.submit(call, for: .socket(connection: connection, id: id), session: hub?.sessionToVerify(connection, call))
            case let .denied(connection, role, type, code, who, why):
                logDenial(connection: connection, role: role, type: type, code: code, who: who, why: why)
            }
        }
    }

    // MARK: - Teacher sign-in deadline

    /// A teacher socket opened: it has `teacherSignInSeconds` to sign in. Until then it has no synth.
    func awaitTeacherAuth(_ conn: Connection) {
        lws_set_timer_usecs(conn.wsi, lws_usec_t(ProtocolLimits.teacherSignInSeconds * 1_000_000))
    }

    /// The sign-in deadline passed (lws's per-connection timer, on the service thread).
    func teacherAuthDeadline(_ conn: Connection) {
        guard conn.session == nil, conn.pendingClose == nil else { return }
        if hub?.isSigningIn(conn.id) == true {
            // The store is answering an `auth` right now: give it a moment more.
            lws_set_timer_usecs(conn.wsi, 2_000_000)
            return
        }
        ServerMetrics.add(metrics.classroomDenied)
        logger.notice("closing a teacher socket that did not sign in", metadata: ["connection": "\(conn.id)"])
        close(conn, .policyViolation, "no teacher sign-in within \(Int(ProtocolLimits.teacherSignInSeconds)) s: sign in, then connect again")
    }

    /// Takes `listener` out of the audience of connection `stream`'s own synth and lesson target.
    func unsubscribe(listener: Connection, from stream: Int) {
        service.connections[stream]?.session?.fanout.unsubscribe(listener.queue)
        service.connections[stream]?.session?.targetFanout.unsubscribe(listener.queue)
        if listener.listeningTo.remove(stream) != nil { metrics.listeners.wrappingSubtract(1, ordering: .relaxed) }
    }

    /// A refusal, logged without the message's content (no hint text, token, name or password):
    /// who, which message type, the code and the server's own explanation.
    func logDenial(connection: Int, role: ConnectionRole, type: String, code: ErrorCode, who: String?, why: String) {
        ServerMetrics.add(metrics.classroomDenied)
        var meta: Logger.Metadata = ["connection": "\(connection)", "role": "\(role.rawValue)", "type": "\(type)",
                                     "code": "\(code.rawValue)", "why": "\(why)"]
        if let who { meta[role == .teacher ? "teacher" : "student"] = "\(who)" }
        logger.notice("denied", metadata: meta)
    }

    /// What the lesson calls tell the classroom: who logged in where, lessons opened and submitted.
    func lessonReachedClassroom(_ outcome: LessonOutcome, on conn: Connection) {
        guard let hub, conn.machine.role == .student else { return }
        let now = Date()
        switch outcome {
        case let .loggedIn(s, classID):
            performClassroom(hub.studentLoggedIn(conn.id, student: s.student, name: s.name, classID: classID, now: now))
        case .opened(let opened):
            performClassroom(hub.studentOpened(conn.id, lesson: opened.id, progress: opened.progress,
                                               startPatch: opened.resumePatch ?? opened.rules.startPatch, now: now))
        case let .submitted(_, progress), let .answered(_, progress, _, _):
            performClassroom(hub.studentSubmitted(conn.id, lesson: progress.lessonID, progress: progress, now: now))
        case .hint(let h):
            performClassroom(hub.studentUsedHint(conn.id, hintsUsed: h.index + 1, now: now))
        case .listed, .revealed, .secretSet, .draftSaved, .hearingProfile, .practice, .held, .failed, .answerFailed:
            break
        }
    }

    /// A classroom store call came back: to the hub for a socket, to the waiting HTTP request otherwise.
    func classroomFinished(_ c: ClassroomGateway.Completion) {
        switch c.requester {
        case let .socket(connection, id):
            guard let hub, service.connections[connection] != nil else { return }
            performClassroom(hub.finished(c.outcome, connection: connection, id: id, call: c.call, now: Date()))
        case .http(let requestID):
            teacherAPI.finished(c.outcome, requestID: requestID)
        }
    }
}
