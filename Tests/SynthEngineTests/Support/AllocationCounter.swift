#if canImport(Glibc)
import Glibc
import Synchronization

/// Counts the Swift heap allocations one thread makes while running a closure.
///
/// How: the Swift runtime calls every `swift_allocObject` (arrays, strings, dictionaries, closure
/// contexts, boxes, existential buffers, class instances: everything Swift code allocates without
/// saying so) through the function pointer `_swift_allocObject`, which exists so tools can hook it.
/// The counter swaps in a hook that forwards to the original and counts calls made on the watched
/// thread. glibc 2.34 removed `__malloc_hook`, and `mallinfo2()` is process-wide (other tests run in
/// parallel) and blind to an allocation freed again, so it cannot prove "allocates nothing".
/// Not seen: explicit `UnsafeMutablePointer.allocate` and C `malloc`, which render code would have
/// to write out by name.
enum AllocationCounter {
    typealias AllocateObject = @convention(c) (UnsafeRawPointer?, Int, Int) -> UnsafeMutableRawPointer?

    private static let watchedThread = Atomic<UInt>(0)
    private static let count = Atomic<Int>(0)
    private static let original = Atomic<UInt>(0)
    private static let oneAtATime = Mutex<Void>(())

    /// Installs the hook once for the life of the process (removing it while another thread may be
    /// inside it would be a race; forwarding costs nothing that matters). Nil if the runtime has no hook.
    private static let installed: Bool = {
        // Touch the counters first so the hook never runs a lazy initialiser (which could allocate).
        _ = watchedThread.load(ordering: .relaxed); _ = count.load(ordering: .relaxed)
        guard let slot = dlsym(nil, "_swift_allocObject")?.assumingMemoryBound(to: UInt.self) else { return false }
        let hook: AllocateObject = { metadata, size, alignmentMask in
            if AllocationCounter.watchedThread.load(ordering: .relaxed) == UInt(pthread_self()) {
                AllocationCounter.count.add(1, ordering: .relaxed)
            }
            let forward = unsafeBitCast(AllocationCounter.original.load(ordering: .relaxed), to: AllocateObject.self)
            return forward(metadata, size, alignmentMask)
        }
        original.store(slot.pointee, ordering: .relaxed)
        slot.pointee = unsafeBitCast(hook, to: UInt.self)
        return true
    }()

    /// Swift heap allocations made by this thread during `body`, or nil if they cannot be counted here.
    static func allocations(during body: () -> Void) -> Int? {
        guard installed else { return nil }
        return oneAtATime.withLock { _ in
            count.store(0, ordering: .relaxed)
            watchedThread.store(UInt(pthread_self()), ordering: .relaxed)
            body()
            watchedThread.store(0, ordering: .relaxed)
            return count.load(ordering: .relaxed)
        }
    }
}
#endif
