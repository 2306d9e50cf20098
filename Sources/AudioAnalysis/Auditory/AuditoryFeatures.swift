import Foundation

/// What the ear makes of a sound, hop by hop: loudness per critical band (`LoudnessModel`), its
/// sum, sharpness, roughness (`RoughnessModel`), and how the bands' loudness wobbles (fluctuation).
/// The sound comparator compares these rather than raw levels. Part of `SoundFeatures`, on its hops.
public struct AuditoryFeatures: Sendable, Equatable {
    /// Critical-band channels per hop (`LoudnessModel.channelCount`).
    public let channelCount: Int
    /// Specific loudness, sone/Bark, row-major: hop h's channels are
    /// `specificLoudness[h·channelCount ..< (h+1)·channelCount]`.
    public let specificLoudness: [Float]
    /// Total loudness per hop, sone.
    public let loudness: [Float]
    /// Sharpness per hop, acum (DIN 45692); 0 when silent.
    public let sharpness: [Float]
    /// Roughness per hop, asper (computed every few hops and held between).
    public let roughness: [Float]
    /// Frequency of the strongest spectral peak per hop, in cents from A4, 0 when silent: it follows
    /// vibrato and glides even in a chord, where a fundamental is undefined.
    public let peakCents: [Float]
    /// The bands' loudness wobble, in dB of excitation (10/0.23·log10 of specific loudness), pooled
    /// over the bands (see `Modulation.measure(pooled:)`).
    public let bandWobble: Modulation
    /// Fluctuation strength in vacil (Fastl & Zwicker eq. 10.2): the bands' wobble depth summed
    /// over Bark, weighted by the ear's band-pass around 4 Hz; 0 without a regular wobble.
    public let fluctuation: Double

    public init(channelCount: Int, specificLoudness: [Float], loudness: [Float], sharpness: [Float],
                roughness: [Float], peakCents: [Float], bandWobble: Modulation, fluctuation: Double) {
        precondition(specificLoudness.count == loudness.count * channelCount && sharpness.count == loudness.count
                         && roughness.count == loudness.count && peakCents.count == loudness.count,
                     "AuditoryFeatures series must all have one entry per hop")
        self.channelCount = channelCount
        self.specificLoudness = specificLoudness
        self.loudness = loudness
        self.sharpness = sharpness
        self.roughness = roughness
        self.peakCents = peakCents
        self.bandWobble = bandWobble
        self.fluctuation = fluctuation
    }

    /// Hop `frame`'s specific loudness.
    public func channels(at frame: Int) -> ArraySlice<Float> {
        specificLoudness[(frame * channelCount)..<((frame + 1) * channelCount)]
    }

    /// Median of a series over the hops where the sound is audible (loudness above 1% of its peak):
    /// the stationary figure of a held sound.
    public func median(_ series: [Float]) -> Double {
        let peak = loudness.max() ?? 0
        let values = zip(series, loudness).filter { $0.1 > 0.01 * peak && peak > 0 }.map(\.0).sorted()
        return values.isEmpty ? 0 : Double(values[values.count / 2])
    }
}
