import Foundation
import Lessons
import Logging
import Synchronization

/// The Synth Trainer server: static page, WebSocket sessions that stream Opus audio with waveform
/// and spectrum frames, lessons, `/healthz` and `/metrics`.
///
/// `run()` blocks the calling thread, which becomes the libwebsockets service thread, until `stop()`
/// (any thread, e.g. a signal handler) has closed every socket (1001, or 1012 when draining).
public final class SynthServer: @unchecked Sendable {
    // `host` is created in init and then used only by the thread inside `run()`, except for
    // `requestStop` and `port`, which are safe from any thread.
    private let host: LWSHost
    private let logger: Logger
    private let done = Atomic<Bool>(false)
    private let readiness: Readiness

    private let sessionEvents: (any TeacherSessionEvents)?

    /// `store` keeps progress, students, classes and teachers: the executable chooses and opens it
    /// (SQLite in the data folder by default), so this library depends on the protocol alone.
    /// `sessionEvents`: a store shared with other instances tells this one of teacher sessions they
    /// end, so the sockets using them here stop at once (nil: this process is the only one).
    public init(configuration: ServerConfiguration, store: any TrainerStore, sessionEvents: (any TeacherSessionEvents)? = nil,
                logger: Logger) throws(ServerError) {
        let problems = configuration.problems()
        guard problems.isEmpty else { throw .invalidConfiguration(problems) }
        self.logger = logger
        _ = ProcessFigures.startTime

        let services = Self.services(configuration, store: store, logger: logger)
        readiness = Readiness(store: store, courseLoaded: services != nil, logger: logger)
        host = LWSHost(config: configuration, logger: logger, lessonService: services?.lessons, classroomService: services?.classroom,
                       readiness: readiness, placementStore: configuration.instanceName == nil ? nil : store as? any PlacementStore)
        try host.open()
        readiness.startProbing()
        // Without a course there are no classrooms, so no teacher session to end.
        self.sessionEvents = services == nil ? nil : sessionEvents
        let inbox = host.endedSessions
        self.sessionEvents?.watchEndedSessions(ended: { inbox.post(tokenHash: $0) }, resync: { inbox.post(tokenHash: nil) })
        logger.info("listening", metadata: [
            "url": "\(configuration.usesTLS ? "https" : "http")://\(configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host):\(host.port)/",
            "workers": "\(configuration.workerCount)", "frameMs": "\(configuration.frameMilliseconds)",
            "bitrate": "\(configuration.bitrate)", "complexity": "\(configuration.complexity)",
            "maxSessions": "\(configuration.maxSessions)", "eventLoop": "\(host.eventLoopName)",
            "realtimePriority": "\(configuration.realtimePriority)",
        ])
    }

    /// The port being listened on.
    public var port: Int { host.port }

    /// Serves until `stop()`; returns once every connection is closed and the threads have ended.
    public func run() {
        host.run()
        sessionEvents?.stopWatching()
        readiness.stop()
        done.store(true, ordering: .releasing)
        logger.info("stopped")
    }

    /// Starts a graceful shutdown. Any thread. Plain: no new connections, every socket closed with
    /// 1001. `draining` (SIGTERM, as systemd and Kubernetes stop a service): `/readyz` answers 503,
    /// sockets close with 1012 so pages reconnect at once (to another instance behind the load
    /// balancer), and `run` returns once the store writes already started have finished.
    public func stop(draining: Bool = false) {
        host.requestStop(draining: draining)
        // The service thread only wakes for events; poke it until it has finished closing.
        let t = Thread { [self] in
            while !done.load(ordering: .acquiring) {
                host.waker?.forceWake()
                usleep(50_000)
            }
        }
        t.name = "shutdown"
        t.start()
    }

    /// Loads the course and builds the lesson and classroom services on `store`. A missing or empty
    /// course folder is not fatal: the synth still streams, and lesson and classroom messages answer
    /// that they are unavailable.
    private static func services(_ c: ServerConfiguration, store: any TrainerStore, logger: Logger)
        -> (lessons: LessonService, classroom: ClassroomService)? {
        let loaded = CourseLoader.load(directory: c.coursesDirectory)
        for issue in loaded.issues { logger.warning("course: \(issue)") }
        guard !loaded.course.lessons.isEmpty else {
            logger.warning("no lessons loaded from \(c.coursesDirectory.path): lessons are disabled")
            return nil
        }
        logger.info("course loaded", metadata: ["lessons": "\(loaded.course.lessons.count)",
                                                "modules": "\(loaded.course.modules.count)"])
        return (LessonService(course: loaded.course, store: store, scorer: .standard, maxClassSize: c.maxClassSize),
                ClassroomService(store: store, sessionLifetime: c.teacherSessionSeconds))
    }
}
