/// White and pink noise. White: xorshift32 scaled to [-1, 1). Pink: white noise through Paul
/// Kellet's "economy" three-pole pinking filter (musicdsp.org, within ±0.5 dB of -3 dB/octave
/// above ~40 Hz). `pinkMix` crossfades the two so switching colour does not click.
struct NoiseGenerator {
    private var rng: XorShift32
    private var b0: Float = 0, b1: Float = 0, b2: Float = 0

    init(seed: UInt32) { rng = XorShift32(seed: seed) }

    mutating func reset() { b0 = 0; b1 = 0; b2 = 0 }

    /// Adds `count` samples of noise with gain and pink-mix ramps (block start value plus step per
    /// sample, evaluated at the position `offset + i` in the control block).
    mutating func render(adding out: UnsafeMutablePointer<Float>, count: Int, offset: Int, gain: Float,
                         gainStep: Float, pinkMix: Float, pinkMixStep: Float) {
        var j = Float(offset)
        for i in 0..<count {
            let white = rng.nextBipolar()
            b0 = 0.99765 * b0 + white * 0.0990460
            b1 = 0.96300 * b1 + white * 0.2965164
            b2 = 0.57000 * b2 + white * 1.0526913
            // The pinking filter raises RMS about 2.98x (summed pole variances); 0.336 keeps the two colours at similar loudness.
            let pink = (b0 + b1 + b2 + white * 0.1848) * 0.336
            out[i] += (white + (pink - white) * (pinkMix + pinkMixStep * j)) * (gain + gainStep * j)
            j += 1
        }
        // Flush denormals from the filter memory (they only appear if the level stays 0 for long).
        b0 = AntiDenormal.flush(b0); b1 = AntiDenormal.flush(b1); b2 = AntiDenormal.flush(b2)
    }
}
