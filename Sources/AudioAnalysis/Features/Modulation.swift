import Foundation

/// A periodic wobble riding on a feature curve (tremolo on loudness, vibrato on pitch, a wah on
/// brightness): how deep it is and, when it repeats, how fast.
///
/// The sound comparator splits each curve into a slow part (a centred moving average over
/// `smoothingHops`, about a third of a second) and the residual wobble. Slow parts are compared hop
/// by hop; wobbles are compared by these two numbers, because two LFOs a little apart in rate drift
/// out of phase within a second and a hop-by-hop comparison would call them completely different
/// while the ear hears the same tremolo.
public struct Modulation: Sendable, Equatable {
    /// RMS of the residual, in the curve's unit.
    public let depth: Double
    /// Repetition rate in Hz from the residual's autocorrelation, or nil when it does not repeat
    /// (noise, a single swell) within the phrase.
    public let rate: Double?
    /// The autocorrelation at that period (up to 1 for a perfectly regular wobble; 0 without a rate):
    /// how much the rate can be trusted.
    public let periodicity: Double

    public init(depth: Double, rate: Double?, periodicity: Double = 0) {
        self.depth = depth
        self.rate = rate
        self.periodicity = rate == nil ? 0 : periodicity
    }

    /// Hops in the moving average that separates the slow part from the wobble (330 ms at 10 ms
    /// hops: it cancels a 3 Hz wobble exactly and leaves at most a fifth of anything faster).
    public static let smoothingHops = 33

    /// Centred moving average over `width` hops of the values where `mask` is true (masked-out hops
    /// neither contribute nor receive a value: they stay 0).
    public static func smoothed(_ values: [Double], mask: [Bool], width: Int = smoothingHops) -> [Double] {
        let n = values.count
        var sum = [Double](repeating: 0, count: n + 1), count = [Int](repeating: 0, count: n + 1)
        for i in 0..<n {
            sum[i + 1] = sum[i] + (mask[i] ? values[i] : 0)
            count[i + 1] = count[i] + (mask[i] ? 1 : 0)
        }
        let half = width / 2
        return (0..<n).map { i in
            guard mask[i] else { return 0 }
            let lo = max(0, i - half), hi = min(n, i + half + 1)
            return (sum[hi] - sum[lo]) / Double(count[hi] - count[lo])
        }
    }

    /// Centred moving median over `width` hops of the values where `mask` is true (masked-out hops
    /// stay 0). Unlike the mean it follows a step (a new note) at once, so only true wobbles remain
    /// in the residual.
    public static func medianSmoothed(_ values: [Double], mask: [Bool], width: Int = smoothingHops) -> [Double] {
        let n = values.count, half = width / 2
        // The window slides: kept sorted, one value leaves and one enters per hop (a binary search and
        // a short move each), instead of sorting every window afresh (a tenth of the judge's time).
        var window: [Double] = []
        window.reserveCapacity(width + 1)
        func position(_ v: Double) -> Int {
            var lo = 0, hi = window.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if window[mid] < v { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
        for j in 0..<min(n, half + 1) where mask[j] { window.insert(values[j], at: position(values[j])) }
        var out = [Double](repeating: 0, count: n)
        for i in 0..<n {
            if i > 0 {
                let leaving = i - half - 1, entering = i + half
                if leaving >= 0, mask[leaving] {
                    let k = position(values[leaving])
                    if k < window.count, window[k] == values[leaving] { window.remove(at: k) }
                }
                if entering < n, mask[entering] { window.insert(values[entering], at: position(values[entering])) }
            }
            guard mask[i], !window.isEmpty else { continue }
            let m = window.count
            out[i] = m % 2 == 1 ? window[m / 2] : 0.5 * (window[m / 2 - 1] + window[m / 2])
        }
        return out
    }

    /// Depth and rate of `residual` over the hops where `mask` is true. The rate comes from the
    /// autocorrelation: among its peaks of at least `minCorrelation` after it first turns negative,
    /// the first at 60% of the strongest or more. No such peak (beating, noise, a single swell): no rate.
    /// Rates between 1/(`maxLag`·hop) and 1/(2·hop) are found (3.3-50 Hz at 10 ms hops): slower
    /// wobbles stay in the slow part and are compared hop by hop, and a phrase's note rhythm (2-4
    /// notes a second) is not taken for an LFO.
    public static func measure(_ residual: [Double], mask: [Bool], hopSeconds: Double, maxLag: Int = 30,
                               minCorrelation: Double = 0.3) -> Modulation {
        measure(pooled: [residual], mask: mask, hopSeconds: hopSeconds, maxLag: maxLag, minCorrelation: minCorrelation)
    }

    /// Depth and rate of several residuals at once (one per critical band: a chorus on a chord moves
    /// each band's loudness at its rate while the total hardly moves). The depth is the RMS over all
    /// of them; the autocorrelation pools their products, so the bands that wobble most decide the rate.
    public static func measure(pooled residuals: [[Double]], mask: [Bool], hopSeconds: Double, maxLag: Int = 30,
                               minCorrelation: Double = 0.3) -> Modulation {
        let n = mask.count
        var energy = 0.0, hops = 0
        for residual in residuals {
            for i in 0..<n where mask[i] {
                energy += residual[i] * residual[i]
                hops += 1
            }
        }
        guard hops > 0, energy > 0 else { return Modulation(depth: 0, rate: nil) }
        let depth = (energy / Double(hops)).squareRoot()
        let lags = min(maxLag, n - 1)
        guard lags >= 3 else { return Modulation(depth: depth, rate: nil) }
        var r = [Double](repeating: 0, count: lags + 2)
        // Normalised over the overlapping pairs only (no bias towards short lags).
        for lag in 1...min(lags + 1, n - 1) {
            var s = 0.0, e0 = 0.0, e1 = 0.0
            for residual in residuals {
                for i in 0..<(n - lag) where mask[i] && mask[i + lag] {
                    s += residual[i] * residual[i + lag]
                    e0 += residual[i] * residual[i]
                    e1 += residual[i + lag] * residual[i + lag]
                }
            }
            r[lag] = e0 > 0 && e1 > 0 ? s / (e0 * e1).squareRoot() : 0
        }
        // Only after the correlation has dipped below zero: before that, a smooth residual is still
        // "like itself" and a ripple on the way down is not a period.
        guard let firstNegative = (1...lags).first(where: { r[$0] < 0 }), firstNegative < lags else {
            return Modulation(depth: depth, rate: nil)
        }
        // Peaks strong enough to call the wobble periodic; of those, the first one at least 60% as strong as
        // the strongest (a periodic wobble repeats at every multiple of its period, about as strongly).
        var peaks: [(lag: Int, value: Double)] = []
        for lag in (firstNegative + 1)...lags where r[lag] >= minCorrelation && r[lag] >= r[lag - 1] && r[lag] > r[lag + 1] {
            peaks.append((lag, r[lag]))
        }
        if let strongest = peaks.map(\.value).max(), let pick = peaks.first(where: { $0.value >= 0.6 * strongest }) {
            let lag = pick.lag
            let denominator = r[lag - 1] - 2 * r[lag] + r[lag + 1]
            let offset = denominator < 0 ? 0.5 * (r[lag - 1] - r[lag + 1]) / denominator : 0
            return Modulation(depth: depth, rate: 1 / ((Double(lag) + offset) * hopSeconds), periodicity: r[lag])
        }
        return Modulation(depth: depth, rate: nil)
    }
}
