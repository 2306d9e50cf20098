import Foundation

extension SoundFeatureExtractor {
    /// Runs `body` with an extractor of the default settings (48 kHz, 10 ms hops, 32 bands) taken from a
    /// process-wide pool, and puts it back afterwards.
    ///
    /// Why: making an extractor builds its analysers' buffers and band tables (the FFTs' own tables are
    /// shared already), and the sound comparator describes sounds by the thousand (`courses validate`'s
    /// sweep about 10,000, each submit a few); a fresh extractor each time was 4 % of the validator's
    /// CPU. An extractor is not thread-safe, so each caller gets its own for the length of `body`, which must
    /// not keep it; the pool keeps at most `pooledLimit` idle ones (one per thread that analyses at once is
    /// what it settles to), each holding its last sound's per-hop arrays until its next.
    public static func withPooled<T>(_ body: (SoundFeatureExtractor) throws -> T) rethrows -> T {
        let extractor = Pool.shared.take() ?? SoundFeatureExtractor()
        defer { Pool.shared.give(extractor) }
        return try body(extractor)
    }

    /// Idle extractors kept for reuse.
    static let pooledLimit = 16

    private final class Pool: @unchecked Sendable {
        static let shared = Pool()
        private let lock = NSLock()
        private var idle: [SoundFeatureExtractor] = []

        func take() -> SoundFeatureExtractor? { lock.withLock { idle.popLast() } }

        func give(_ extractor: SoundFeatureExtractor) {
            lock.withLock { if idle.count < SoundFeatureExtractor.pooledLimit { idle.append(extractor) } }
        }
    }
}
