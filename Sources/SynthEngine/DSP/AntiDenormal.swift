/// Flushing of tiny values in recursive state. x86 has no flush-to-zero from Swift without a C shim,
/// and subnormal floats are up to 100x slower, so decaying feedback paths (filters, delay, reverb)
/// call this on their state once per block, or per sample where the state is a buffer.
enum AntiDenormal {
    /// Below this a state value is inaudible (-300 dB) and is set to zero.
    static let threshold: Float = 1e-15

    @inline(__always)
    static func flush(_ x: Float) -> Float { abs(x) < threshold ? 0 : x }

    @inline(__always)
    static func flush(_ x: Double) -> Double { abs(x) < 1e-15 ? 0 : x }
}
