import Foundation
import Lessons
import Logging
import Synchronization

/// The Synth Trainer server: static page, WebSocket sessions that stream Opus audio with waveform
/// and spectrum frames, lessons, `/healthz` and `/metrics`.
///
/// `run()` blocks the calling thread, which becomes the libwebsockets service thread, until `stop()`
/// (any thread, e.g. a signal handler) has closed every socket with 1001.
public final class SynthServer: @unchecked Sendable {
    // `host` is created in init and then used only by the thread inside `run()`, except for
    // `requestStop` and `port`, which are safe from any thread.
    private let host: LWSHost
    private let logger: Logger
    private let done = Atomic<Bool>(false)

    /// `store` keeps progress, students, classes and teachers: the executable chooses and opens it
    /// (SQLite in the data folder by default), so this library depends on the protocol alone.
    public init(configuration: ServerConfiguration, store: any TrainerStore, logger: Logger) throws(ServerError) {
        let problems = configuration.problems()
        guard problems.isEmpty else { throw .invalidConfiguration(problems) }
        self.logger = logger
        _ = ProcessFigures.startTime

        let services = Self.services(configuration, store: store, logger: logger)
        host = LWSHost(config: configuration, logger: logger, lessonService: services?.lessons, classroomService: services?.classroom)
        try host.open()
        logger.info("listening", metadata: [
            "url": "\(configuration.usesTLS ? "https" : "http")://\(configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host):\(host.port)/",
            "workers": "\(configuration.workerCount)", "frameMs": "\(configuration.frameMilliseconds)",
            "bitrate": "\(configuration.bitrate)", "complexity": "\(configuration.complexity)",
            "maxSessions": "\(configuration.maxSessions)",
        ])
    }

    /// The port being listened on.
    public var port: Int { host.port }

    /// Serves until `stop()`; returns once every connection is closed and the threads have ended.
    public func run() {
        host.run()
        done.store(true, ordering: .releasing)
        logger.info("stopped")
    }

    /// Starts a graceful shutdown: no new connections, every socket closed with 1001. Any thread.
    public func stop() {
        host.requestStop()
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
