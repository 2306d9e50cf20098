import Foundation
import Lessons
import Synchronization

/// What the store costs per student action (`synth-trainer bench --mode store`): the calls a class
/// makes, through the real store the server would use (SQLite or PostgreSQL, chosen by the executable),
/// from `concurrency` threads at once as the lesson gateway runs them.
///
/// - submit: `recordAttempt`, the read-merge-write transaction of every submit (the store's busiest
///   write; one per active student per minute is the capacity plan's assumption);
/// - sign-in: the limit check and the sign-up count (`SignInLimits`: one read, one write), plus a
///   device token;
/// - lesson-list: `progress(studentID:)`, the read behind every lesson list and lesson open.
///
/// Prints calls per second and the median and 99th percentile time of one call. The database server's
/// own CPU is another process: `Tests/integration/bench_store.py` reads it from /proc around this run.
public struct StoreBench: Sendable {
    let store: any TrainerStore
    let seconds: Double
    let concurrency: Int
    let students: Int
    let kinds: [String]

    public static let allKinds = ["submit", "sign-in", "lesson-list"]

    public init(store: any TrainerStore, seconds: Double, concurrency: Int = 4, students: Int = 300, kinds: [String] = allKinds) {
        self.store = store
        self.seconds = seconds
        self.concurrency = concurrency
        self.students = students
        self.kinds = kinds
    }

    public func run() throws {
        let prefix = "bench-\(UInt32.random(in: 0...UInt32.max))-"
        let ids = (0..<students).map { "\(prefix)\($0)" }
        for id in ids {
            try store.createStudent(StudentRecord(id: id, name: id, tokenHash: TokenHash.hex(id), classID: nil, createdAt: Date()))
        }
        print("store calls, \(concurrency) threads at once, \(students) students, \(seconds.formatted()) s per kind")
        for kind in kinds {
            let r = try measure(kind, ids: ids)
            print("\(kind.padding(toLength: 12, withPad: " ", startingAt: 0)) \(String(format: "%7.0f", r.perSecond)) calls/s"
                + "  median \(String(format: "%.2f", r.median * 1000)) ms  p99 \(String(format: "%.2f", r.p99 * 1000)) ms  (\(r.count) calls)")
        }
    }

    private func call(_ kind: String, _ id: String, _ n: Int) throws {
        let now = Date()
        switch kind {
        case "submit":
            _ = try store.recordAttempt(AttemptRecord(studentID: id, lessonID: "lesson-\(n % 40)", score: Double(n % 100), passed: n % 3 == 0,
                                                      timeSpent: 30, at: now, stars: n % 3 == 0 ? 2 : 0, listens: 1))
        case "sign-in":
            let limits = SignInLimits(store: store, client: "10.0.\(n % 200 / 10).\(n % 10)")
            _ = try limits.refusal(limits.signUp(classCode: nil), now: now)
            try limits.record(limits.signUp(classCode: nil), now: now)
            try store.addToken(studentID: id, tokenHash: TokenHash.hex("\(id)-\(n)-\(UInt64.random(in: 0...UInt64.max))"), at: now)
        default:
            _ = try store.progress(studentID: id)
        }
    }

    private func measure(_ kind: String, ids: [String]) throws -> (perSecond: Double, median: Double, p99: Double, count: Int) {
        let times = Mutex<[Double]>([])
        let failure = Mutex<(any Error)?>(nil)
        let start = Date()
        let deadline = start.addingTimeInterval(seconds)
        let group = DispatchGroup()
        for t in 0..<concurrency {
            group.enter()
            Thread.detachNewThread { [self] in
                defer { group.leave() }
                var mine: [Double] = []
                var n = t
                while Date() < deadline {
                    let began = DispatchTime.now().uptimeNanoseconds
                    do { try call(kind, ids[n % ids.count], n) } catch {
                        failure.withLock { $0 = $0 ?? error }
                        return
                    }
                    mine.append(Double(DispatchTime.now().uptimeNanoseconds - began) / 1e9)
                    n += concurrency
                }
                times.withLock { $0 += mine }
            }
        }
        group.wait()
        if let e = failure.withLock({ $0 }) { throw e }
        let all = times.withLock { $0 }.sorted()
        guard !all.isEmpty else { return (0, 0, 0, 0) }
        let elapsed = Date().timeIntervalSince(start)
        return (Double(all.count) / elapsed, all[all.count / 2], all[min(all.count - 1, Int(Double(all.count) * 0.99))], all.count)
    }
}
