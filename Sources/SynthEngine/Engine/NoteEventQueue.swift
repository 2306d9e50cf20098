/// Note (and modulation-restart) events waiting for the next control-block boundary.
///
/// `play`/`stop` may be called between any two samples; applying them at the next absolute block
/// boundary (at most 0.33 ms later) is what makes the output independent of the caller's block
/// sizes. A fixed ring: pushing never allocates.
struct NoteEventQueue {
    enum Kind: UInt8 { case noteOn, noteOff, allNotesOff, restartModulation }
    struct Event {
        var kind: Kind
        var note: Int
        var velocity: Double
    }

    private let storage: UnsafeMutablePointer<Event>
    let capacity: Int
    private var head = 0, count = 0

    init(capacity: Int) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
        storage.initialize(repeating: Event(kind: .noteOff, note: 0, velocity: 0), count: capacity)
    }

    func deallocate() { storage.deallocate() }

    var isEmpty: Bool { count == 0 }
    var isFull: Bool { count == capacity }

    mutating func push(_ e: Event) {
        guard count < capacity else { return }
        storage[(head + count) % capacity] = e
        count += 1
    }

    mutating func pop() -> Event? {
        guard count > 0 else { return nil }
        let e = storage[head]
        head = (head + 1) % capacity
        count -= 1
        return e
    }

    mutating func removeAll() { head = 0; count = 0 }
}
