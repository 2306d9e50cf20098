import Foundation

/// Results of `DispatchQueue.concurrentPerform`'s iterations, each writing its own slot: the course
/// checks (`CourseValidator`, `ScoreSweep`, the `courses` commands) share lessons among the cores and report them in order.
public final class ConcurrentSlots<T>: @unchecked Sendable {
    // @unchecked: `slots` is only touched with `lock` held.
    private let lock = NSLock()
    private var slots: [T?]
    public init(count: Int) { slots = Array(repeating: nil, count: count) }
    public func set(_ i: Int, _ value: T) { lock.withLock { slots[i] = value } }
    /// Every slot, in order; call after `concurrentPerform` returned (each slot was set).
    public var all: [T] { lock.withLock { slots.map { $0! } } }
}
