/// A Prometheus-style histogram with fixed bucket bounds (seconds). A value type with its own
/// storage: each worker fills a private one per tick and merges it into a shared one under a lock,
/// so observing costs no lock and no allocation.
struct Histogram: Sendable {
    /// Upper bounds, ascending; an implicit +Inf bucket follows.
    let bounds: [Double]
    private(set) var counts: [Int]
    private(set) var sum = 0.0
    private(set) var count = 0

    init(bounds: [Double]) {
        self.bounds = bounds
        counts = [Int](repeating: 0, count: bounds.count + 1)
    }

    mutating func observe(_ v: Double) {
        var i = 0
        while i < bounds.count, v > bounds[i] { i += 1 }
        counts[i] += 1
        sum += v
        count += 1
    }

    mutating func merge(_ other: Histogram) {
        for i in counts.indices { counts[i] += other.counts[i] }
        sum += other.sum
        count += other.count
    }

    mutating func clear() {
        for i in counts.indices { counts[i] = 0 }
        sum = 0
        count = 0
    }

    /// The smallest bucket bound below which at least `q` of the observations fall (+Inf if none).
    func quantileUpperBound(_ q: Double) -> Double {
        guard count > 0 else { return 0 }
        var seen = 0
        for (i, c) in counts.enumerated() {
            seen += c
            if Double(seen) >= q * Double(count) { return i < bounds.count ? bounds[i] : .infinity }
        }
        return .infinity
    }

    /// The exposition-format lines for this histogram.
    func render(name: String, help: String, into out: inout String) {
        out += "# HELP \(name) \(help)\n# TYPE \(name) histogram\n"
        var cumulative = 0
        for (i, b) in bounds.enumerated() {
            cumulative += counts[i]
            out += "\(name)_bucket{le=\"\(b)\"} \(cumulative)\n"
        }
        out += "\(name)_bucket{le=\"+Inf\"} \(count)\n\(name)_sum \(sum)\n\(name)_count \(count)\n"
    }

    /// Buckets for per-frame timings: 10 µs to 100 ms.
    static func timing() -> Histogram {
        Histogram(bounds: [0.00001, 0.000025, 0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01,
                           0.02, 0.05, 0.1])
    }
}
