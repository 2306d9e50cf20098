import Foundation
import Lessons
import Logging
import Synchronization

/// PostgreSQL's LISTEN/NOTIFY carrying ended teacher sessions between the instances of a cluster: a
/// store that ends a session (sign-out, password change) sends the token hash on `channel` in the
/// same transaction, so it reaches every listening instance when the delete commits (and never for a
/// delete that rolled back).
///
/// One libpq connection of its own, outside the pool, on a thread of its own: it sits in LISTEN for the
/// life of the server, sleeping in `poll` on the connection's socket (and on a pipe that `stop` writes
/// to), and hands each notification libpq parsed (`PQnotifies`) to `ended`. When the connection is lost
/// (the database restarted, a network cut) it reconnects with a growing pause, and once it listens again
/// it asks for a `resync`, since notifications sent meanwhile were missed.
///
/// A connection in LISTEN only reads, so a half-open one (a network cut or a failover that sent no
/// reset) would otherwise wait for notifications that never come, for as long as the kernel's TCP
/// keepalive allows (two hours by default), with only the hub's periodic re-check to fall back on.
/// The listener therefore asks it for an answer every `probeEvery` and replaces it when none comes
/// within `answerWithin` (the pool's connections need no probe: every call has a deadline).
final class PostgresSessionListener: Sendable {
    /// The NOTIFY channel; the payload is a session's token hash.
    static let channel = "synth_trainer_session_ended"

    struct Probing: Sendable {
        var every: Duration
        var answerWithin: Duration

        /// A probe every `every` (30 s by default), answered within 10 s or within `every` if shorter.
        init(every: Duration = .seconds(30)) {
            self.every = every
            self.answerWithin = min(every, .seconds(10))
        }
    }

    private let location: PostgresLocation
    private let probing: Probing
    private let logger: Logger
    /// The running loop's stop signal, if one runs.
    private let running = Mutex<StopSignal?>(nil)

    init(location: PostgresLocation, probing: Probing = Probing(), logger: Logger) {
        self.location = location
        self.probing = probing
        self.logger = logger
    }

    deinit { stop() }

    func start(ended: @escaping @Sendable (String) -> Void, resync: @escaping @Sendable () -> Void) {
        let signal = StopSignal()
        running.withLock { current in
            current?.fire()
            current = signal
        }
        let (location, probing, logger) = (location, probing, logger)
        let thread = Thread {
            Self.listen(location: location, probing: probing, logger: logger, stop: signal, ended: ended, resync: resync)
        }
        thread.name = "postgres-listener"
        thread.start()
    }

    func stop() { running.withLock { $0?.fire(); $0 = nil } }

    private static func listen(location: PostgresLocation, probing: Probing, logger: Logger, stop: StopSignal,
                               ended: @Sendable (String) -> Void, resync: @Sendable () -> Void) {
        var missedSome = false
        var pause = 0.25
        while !stop.fired {
            do {
                let connection = try PGConnection(location: location, applicationName: "synth-trainer-listener", id: 0)
                // Closed whichever way the listening ends (stopped at shutdown included).
                defer { connection.close() }
                // A channel is an identifier, not a value: it cannot be a bound parameter (a constant here).
                try connection.execute(SQL(unsafeSQL: "LISTEN \(channel)"), deadline: .now + probing.answerWithin)
                // LISTEN is in place: anything ended while nobody listened must be checked now.
                if missedSome {
                    logger.info("listening for ended teacher sessions again", metadata: ["database": "\(location)"])
                    resync()
                }
                missedSome = false
                pause = 0.25
                do {
                    try listenAndProbe(connection, probing: probing, logger: logger, stop: stop, ended: ended)
                } catch {
                    if !stop.fired {
                        logger.warning("lost the PostgreSQL connection that listens for ended teacher sessions",
                                       metadata: ["database": "\(location)", "error": "\(error)"])
                    }
                }
            } catch {
                if !stop.fired, !missedSome {
                    logger.warning("cannot listen for ended teacher sessions; retrying",
                                   metadata: ["database": "\(location)", "error": "\(error)"])
                }
            }
            guard !stop.fired else { return }
            missedSome = true
            _ = stop.wait(milliseconds: Int32(pause * 1000))
            pause = min(pause * 2, 5)
        }
    }

    /// Hands on every notification until the connection breaks (throws) or `stop` fires (returns),
    /// sending a `SELECT 1` every `probing.every`; one not answered within `probing.answerWithin`
    /// closes the connection and throws.
    private static func listenAndProbe(_ connection: PGConnection, probing: Probing, logger: Logger, stop: StopSignal,
                                       ended: @Sendable (String) -> Void) throws {
        var nextProbe = ContinuousClock.now + probing.every
        while true {
            for n in connection.takeNotifications() where n.channel == channel { ended(n.payload) }
            let left = nextProbe - .now
            let (seconds, attoseconds) = left.components
            let timeout = left <= .zero ? 0 : Int32(min(seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1, 60_000))
            switch stop.wait(alsoReading: connection.socket, milliseconds: timeout) {
            case .stopped: return
            case .readable:
                guard connection.consumeInput() else { throw PGError.connectionLost("the server closed the connection") }
            case .timedOut:
                do {
                    try connection.execute("SELECT 1", deadline: .now + probing.answerWithin)
                } catch .timedOut {
                    logger.warning("the PostgreSQL connection that listens for ended teacher sessions did not answer a probe; replacing it",
                                   metadata: ["within": "\(probing.answerWithin)"])
                    throw PGError.timedOut
                }
                nextProbe = .now + probing.every
            }
        }
    }

    /// Tells a listening thread to end: a pipe whose read end it polls beside the connection's socket,
    /// so `stop` wakes it at once rather than at its next probe.
    final class StopSignal: Sendable {
        private let readEnd: Int32
        private let writeEnd: Int32
        private let flag = Flag()

        init() {
            var fds: [Int32] = [-1, -1]
            if pipe(&fds) != 0 { fds = [-1, -1] }  // without a pipe, `fired` is still checked each probe period
            readEnd = fds[0]
            writeEnd = fds[1]
        }

        deinit {
            if readEnd >= 0 { close(readEnd) }
            if writeEnd >= 0 { close(writeEnd) }
        }

        var fired: Bool { flag.isSet }

        func fire() {
            flag.set()
            var byte: UInt8 = 1
            if writeEnd >= 0 { _ = write(writeEnd, &byte, 1) }
        }

        enum Woken { case stopped, readable, timedOut }

        /// Waits up to `milliseconds` for `stop` or for `socket` (when given) to have data.
        func wait(alsoReading socket: Int32 = -1, milliseconds: Int32) -> Woken {
            var fds = [pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0), pollfd(fd: socket, events: Int16(POLLIN), revents: 0)]
            while true {
                if fired { return .stopped }
                let n = poll(&fds, socket >= 0 ? 2 : 1, milliseconds)
                if n < 0, errno == EINTR { continue }
                if fired { return .stopped }
                if n > 0, socket >= 0, fds[1].revents != 0 { return .readable }
                return .timedOut
            }
        }
    }
}
