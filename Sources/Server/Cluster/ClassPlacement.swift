import Foundation
import Lessons
import Logging
import Synchronization

/// This instance's side of class placement by load (`Placement`, `PlacementStore`): a thread reports
/// its load every `interval` seconds and renews the leases of the classes it holds; a socket that
/// arrives for a class asks where the class lives (off the service thread), and the service thread
/// tells the page to move when that is elsewhere. A report also says where each held class lives now,
/// so sockets of a class re-placed elsewhere (this instance was taken for dead, or is draining) are
/// told to move too: a class's teacher and students end up on one instance.
final class ClassPlacement: Sendable {
    /// Where a class lives, for a socket that asked (`connectionID`), handed to the service thread.
    struct Answer: Sendable {
        let connectionID: Int
        let classCode: String
        /// nil: no instance had room (the socket stays where it is).
        let instance: String?
    }

    let name: String
    private let store: any PlacementStore
    private let maxSessions: Int
    private let interval: Double
    private let logger: Logger
    private let lookups: OffThreadCalls<Answer>
    private let waker: ServiceWaker
    /// Seats reserved for a class being placed: a class of the usual size.
    static let classSeats = 30
    /// What the service thread last said it holds (class codes of open sockets), and what the last
    /// report said about where they live.
    private let holding = Mutex<Set<String>>([])
    private let lastPlaced = Mutex<[String: String]?>(nil)
    private let stopped = Atomic<Bool>(false)

    init(name: String, store: any PlacementStore, maxSessions: Int, waker: ServiceWaker, interval: Double = 2,
         logger: Logger) {
        self.name = name
        self.store = store
        self.maxSessions = maxSessions
        self.interval = interval
        self.logger = logger
        self.waker = waker
        lookups = OffThreadCalls(label: "synth-trainer.placement", concurrency: 2, waker: waker)
    }

    /// Reports load until `stop`. `sessions` and `draining` are read at each report (atomics).
    func start(sessions: @escaping @Sendable () -> Int, draining: @escaping @Sendable () -> Bool) {
        let t = Thread { [self] in
            var cpu = CPUShare()
            while !stopped.load(ordering: .relaxed) {
                let me = Placement.Instance(name: name, sessions: sessions(), maxSessions: maxSessions, cpu: cpu.sample(),
                                            draining: draining(), seenAt: 0)
                do {
                    let placed = try store.reportLoad(me, holding: holding.withLock { $0 })
                    lastPlaced.withLock { $0 = placed }
                    waker.wake()
                } catch {
                    logger.debug("placement: load report failed", metadata: ["error": "\(error)"])
                }
                Thread.sleep(forTimeInterval: interval)
            }
        }
        t.name = "placement"
        t.start()
    }

    func stop() { stopped.store(true, ordering: .relaxed) }

    /// Asks where `classCode` lives for the socket `connectionID`, which asked for `asked` (`?at=`) and
    /// reached this instance: when that was another, the balancer could not reach it, so it is not
    /// chosen (`PlacementStore.placeClass`). The answer arrives through `drain`.
    /// `gone`: the instance the page says it could not reach (`?gone=`), checked by the store.
    func lookup(_ classCode: String, connectionID: Int, asked: String?, gone: String?) {
        let unreachable = asked == name ? nil : asked
        let gone = gone == name ? nil : gone
        lookups.run { [self] in
            do {
                return Answer(connectionID: connectionID, classCode: classCode,
                              instance: try store.placeClass(code: classCode, seats: Self.classSeats, unreachable: unreachable, gone: gone))
            } catch {
                logger.warning("placement: no answer for a class", metadata: ["error": "\(error)"])
                return Answer(connectionID: connectionID, classCode: classCode, instance: nil)
            }
        }
    }

    /// Answers to `lookup`. Service thread.
    func drain(into out: inout [Answer]) { lookups.drain(into: &out) }

    /// The service thread's view of the classes it holds sockets for; returns the held classes that
    /// the last report found placed on another instance (their sockets should move there).
    func held(_ codes: Set<String>) -> [String: String] {
        holding.withLock { $0 = codes }
        guard let placed = lastPlaced.withLock({ p in defer { p = nil }; return p }) else { return [:] }
        return placed.filter { codes.contains($0.key) && $0.value != name }
    }
}

/// The share of this machine's cores the process used since the last sample (0-1).
struct CPUShare {
    private var last: (cpu: Double, wall: Double)?

    mutating func sample() -> Double {
        let cpu = ProcessFigures.cpuSeconds()
        let wall = MonotonicClock.seconds()
        defer { last = (cpu, wall) }
        guard let last, wall > last.wall else { return 0 }
        return min(1, (cpu - last.cpu) / (wall - last.wall) / Double(max(1, ProcessInfo.processInfo.activeProcessorCount)))
    }
}
