/// The latest samples of a stream, in a preallocated ring (power-of-two capacity, masked indices).
/// Feeds the waveform and spectrum frames, which always look at the most recent audio.
final class SampleHistory {
    let capacity: Int
    /// Samples appended since creation or `reset`.
    private(set) var totalWritten = 0

    private let storage: UnsafeMutablePointer<Float>
    private let mask: Int

    init(capacity requested: Int) {
        var c = 1
        while c < requested { c *= 2 }
        capacity = c
        mask = c - 1
        storage = .allocate(capacity: c)
        storage.initialize(repeating: 0, count: c)
    }

    deinit { storage.deallocate() }

    /// Samples actually held (fewer than `capacity` at the start of a stream).
    var available: Int { min(totalWritten, capacity) }

    func append(_ samples: UnsafeBufferPointer<Float>) {
        guard let source = samples.baseAddress else { return }
        var remaining = samples.count
        var offset = 0
        // Only the last `capacity` samples of a huge block can survive; skip the rest.
        if remaining > capacity {
            offset = remaining - capacity
            totalWritten += offset
            remaining = capacity
        }
        while remaining > 0 {
            let position = totalWritten & mask
            let chunk = min(remaining, capacity - position)
            (storage + position).update(from: source + offset, count: chunk)
            offset += chunk
            remaining -= chunk
            totalWritten += chunk
        }
    }

    /// Copies the latest `count` samples (oldest first) to `destination`; positions before the start
    /// of the stream read as zeros.
    func copyLatest(_ count: Int, into destination: UnsafeMutablePointer<Float>) {
        precondition(count <= capacity, "SampleHistory holds \(capacity) samples, asked for \(count)")
        let missing = max(0, count - totalWritten)
        if missing > 0 { destination.update(repeating: 0, count: missing) }
        var index = totalWritten - (count - missing)
        var written = missing
        while written < count {
            let position = index & mask
            let chunk = min(count - written, capacity - position)
            (destination + written).update(from: storage + position, count: chunk)
            written += chunk
            index += chunk
        }
    }

    /// True if any of the latest `count` samples has |x| >= `level` (or is NaN). Reads the ring in
    /// place, newest first, and stops at the first such sample: a sounding stream answers after a
    /// few samples, and only true silence is scanned in full.
    func anyMagnitude(atLeast level: Float, inLatest count: Int) -> Bool {
        let n = min(count, available)
        var index = totalWritten - 1
        let stop = totalWritten - n
        while index >= stop {
            let x = storage[index & mask]
            if !(abs(x) < level) { return true }
            index -= 1
        }
        return false
    }

    func reset() {
        totalWritten = 0
        storage.update(repeating: 0, count: capacity)
    }
}
