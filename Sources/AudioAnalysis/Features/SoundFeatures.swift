/// How a rendered sound evolves, hop by hop: what the sound comparator compares.
///
/// Every series has one value per hop (`hopSize` samples, 10 ms by default); hop h describes the
/// audio around sample `h·hopSize + hopSize/2`. Levels are dBFS floored at `floorDB`, powers are mean
/// squares (a full-scale sine reads −3 dB, like its RMS). Computation is deterministic: the same
/// samples always give the same features. Build one with `SoundFeatureExtractor`.
public struct SoundFeatures: Sendable, Equatable {
    public let sampleRate: Double
    public let hopSize: Int
    /// Number of hops (the sound's length rounded up to whole hops).
    public let frameCount: Int
    /// Lowest level any series reports.
    public let floorDB: Float
    /// RMS level of each hop's own samples: the loudness curve.
    public let rmsDB: [Float]
    /// Spectral centroid (power-weighted mean frequency) of each hop, 0 when silent: brightness.
    public let centroidHz: [Float]
    /// Number of bands in the coarse spectral envelope.
    public let bandCount: Int
    /// Centre frequency of each band (log-spaced).
    public let bandCenters: [Double]
    /// Power per band and hop in dB, row-major: hop h's bands are `bandsDB[h·bandCount ..< (h+1)·bandCount]`.
    public let bandsDB: [Float]
    /// Fundamental frequency of each hop, 0 where there is none (silence, noise, chords).
    public let pitchHz: [Float]
    /// Seconds from the first note's onset (10% of its peak amplitude) to 90% of that peak; 0 if silent.
    public let attackTime: Double
    /// Seconds from the start of the buffer to the onset; 0 if silent.
    public let onsetTime: Double
    /// Seconds from the start of the buffer to the end of the last hop within `endRange` dB of the
    /// loudest: where the sound (release and effect tails included) has died away; 0 if silent.
    public let endTime: Double
    /// How far under the peak `endTime` is taken.
    public static let endRange: Float = 40
    /// Loudest hop's RMS level.
    public let peakDB: Float
    /// RMS level of the whole sound.
    public let loudnessDB: Float
    /// What the ear makes of it: loudness per critical band, sharpness, roughness, fluctuation.
    public let auditory: AuditoryFeatures

    public init(sampleRate: Double, hopSize: Int, floorDB: Float, rmsDB: [Float], centroidHz: [Float],
                bandCenters: [Double], bandsDB: [Float], pitchHz: [Float], attackTime: Double,
                onsetTime: Double, endTime: Double, peakDB: Float, loudnessDB: Float, auditory: AuditoryFeatures) {
        precondition(centroidHz.count == rmsDB.count && pitchHz.count == rmsDB.count
                         && bandsDB.count == rmsDB.count * bandCenters.count && auditory.loudness.count == rmsDB.count,
                     "SoundFeatures series must all have one entry per hop")
        self.sampleRate = sampleRate
        self.hopSize = hopSize
        self.frameCount = rmsDB.count
        self.floorDB = floorDB
        self.rmsDB = rmsDB
        self.centroidHz = centroidHz
        self.bandCount = bandCenters.count
        self.bandCenters = bandCenters
        self.bandsDB = bandsDB
        self.pitchHz = pitchHz
        self.attackTime = attackTime
        self.onsetTime = onsetTime
        self.endTime = endTime
        self.peakDB = peakDB
        self.loudnessDB = loudnessDB
        self.auditory = auditory
    }

    /// Length of one hop in seconds.
    public var hopSeconds: Double { Double(hopSize) / sampleRate }

    /// The spectral envelope of hop `frame`.
    public func bands(at frame: Int) -> ArraySlice<Float> {
        bandsDB[(frame * bandCount)..<((frame + 1) * bandCount)]
    }
}
