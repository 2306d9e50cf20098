/// Everything a voice needs for one control block, computed once by the engine (smoothed
/// parameters and global LFO values) and shared by all voices. Pairs named `x`/`xEnd` are the
/// value at the block's start and end: voices ramp linearly between them, sample by sample.
struct VoiceControls {
    var sampleRate: Double = 48_000

    var osc1Wave: OscillatorWave = .saw, osc2Wave: OscillatorWave = .saw
    /// Octave × 12 + semitones + cents / 100.
    var osc1Offset: Double = 0, osc2Offset: Double = 0
    var osc1Level: Float = 0, osc1LevelEnd: Float = 0
    var osc2Level: Float = 0, osc2LevelEnd: Float = 0
    /// Pulse width including LFO modulation, clamped to the table's range.
    var osc1Width: Float = 0.5, osc1WidthEnd: Float = 0.5
    var osc2Width: Float = 0.5, osc2WidthEnd: Float = 0.5
    var subLevel: Float = 0, subLevelEnd: Float = 0
    var noiseLevel: Float = 0, noiseLevelEnd: Float = 0
    var noisePink: Float = 0, noisePinkEnd: Float = 0

    var ampAttack = 0.005, ampDecay = 0.3, ampSustain = 0.8, ampRelease = 0.2
    var modAttack = 0.005, modDecay = 0.3, modSustain = 0.0, modRelease = 0.3
    /// Semitones at the mod envelope's peak.
    var modToPitch = 0.0

    /// log2 of the cutoff in Hz (smoothed in octaves so sweeps sound even).
    var cutoffLog2 = 14.0
    var resonance = 0.707
    var keyTrack = 0.0
    /// Octaves at the mod envelope's peak.
    var envAmount = 0.0
    var filterWeights = FilterTypeWeights()
    var slopeMix: Float = 0
    var cutoffMin = 20.0, cutoffMax = 20_000.0

    /// LFO sums: semitones of vibrato, octaves of cutoff sweep, tremolo gain (start/end).
    var lfoPitch = 0.0
    var lfoCutoff = 0.0
    var tremolo: Float = 1, tremoloEnd: Float = 1

    var velocitySensitivity = 0.5

    /// Unison: the smoothed copy count at the block's start and end, the count as set (where the
    /// copies' detune positions come from) and the detune of the outermost copies in cents.
    var unison = 1.0, unisonEnd = 1.0, unisonTarget = 1, unisonDetune = 0.0
    /// Osc 2 hard-synced to osc 1.
    var sync = false
    /// FM index in radians (osc 2 modulating osc 1's phase) at the block's start and end.
    var fm = 0.0, fmEnd = 0.0
}
