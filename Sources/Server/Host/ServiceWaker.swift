import CLibWebSockets
import Synchronization

/// Wakes the lws service thread from any other thread with `lws_cancel_service`, the one lws call
/// that is safe off the service thread (LWS_MAX_SMP is 1). Coalesces: while a wake-up is pending,
/// further calls cost one atomic exchange instead of a pipe write.
final class ServiceWaker: Sendable {
    /// The context pointer, cleared before the context is destroyed so a late wake-up (a lesson
    /// call finishing during shutdown) is a no-op instead of a use-after-free.
    private struct Context: @unchecked Sendable { let pointer: OpaquePointer }
    private let context: Mutex<Context?>
    private let pending = Atomic<Bool>(false)

    init(context: OpaquePointer) { self.context = Mutex(Context(pointer: context)) }

    func wake() {
        if !pending.exchange(true, ordering: .acquiringAndReleasing) { forceWake() }
    }

    /// Wakes even if a wake-up is already pending (shutdown polling).
    func forceWake() {
        context.withLock { c in
            if let c { lws_cancel_service(c.pointer) }
        }
    }

    /// Called by the service thread when it handles the wake-up, before looking at what changed.
    func acknowledge() { pending.store(false, ordering: .releasing) }

    /// No more wake-ups: the context is about to be destroyed.
    func invalidate() { context.withLock { $0 = nil } }

    /// False once `invalidate` ran (the housekeeping thread then stops).
    var isValid: Bool { context.withLock { $0 != nil } }
}
