/// Marsaglia's xorshift32 ("Xorshift RNGs", 2003): a tiny deterministic generator for noise and
/// sample-and-hold. Deterministic on purpose: the same notes give the same output, every run.
struct XorShift32 {
    private var state: UInt32

    init(seed: UInt32) { state = seed == 0 ? 0x9E37_79B9 : seed }

    @inline(__always)
    mutating func next() -> UInt32 {
        state ^= state << 13
        state ^= state >> 17
        state ^= state << 5
        return state
    }

    /// Uniform in [-1, 1).
    @inline(__always)
    mutating func nextBipolar() -> Float {
        Float(Int32(bitPattern: next())) * (1 / 2_147_483_648.0)
    }
}
