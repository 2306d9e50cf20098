/// Building each control block's `VoiceControls` from the smoothed parameters and the LFO sums.
extension VoiceControls {
    /// The table's pulse-width range (read once: `ParameterSpec` carries strings and arrays).
    private static let widthRange = Param.osc1PulseWidth.spec.min...Param.osc1PulseWidth.spec.max

    /// Controls before an engine's first block (`update` fills in the rest then).
    init(sampleRate: Double) {
        self.init()
        self.sampleRate = sampleRate
        cutoffMin = Param.filterCutoff.spec.min
        cutoffMax = min(Param.filterCutoff.spec.max, 0.45 * sampleRate)
    }

    /// This block's controls. Every `x`/`xEnd` ramp starts where the last block's ended: the
    /// parameters' `previous` values, and for the LFO-moved width and tremolo the last `xEnd`.
    @inline(__always)
    mutating func update(_ p: SmoothedParameters, modulation m: ModulationMatrix.Output) {
        osc1Wave = OscillatorWave(index: p.target(.osc1Wave))
        osc2Wave = OscillatorWave(index: p.target(.osc2Wave))
        osc1Offset = p.value(.osc1Octave) * 12 + p.value(.osc1Semitones) + p.value(.osc1Fine) / 100
        osc2Offset = p.value(.osc2Octave) * 12 + p.value(.osc2Semitones) + p.value(.osc2Fine) / 100
        osc1Level = Float(p.previous(.osc1Level)); osc1LevelEnd = Float(p.value(.osc1Level))
        osc2Level = Float(p.previous(.osc2Level)); osc2LevelEnd = Float(p.value(.osc2Level))
        osc1Width = osc1WidthEnd; osc1WidthEnd = Float((p.value(.osc1PulseWidth) + m.width).clamped(to: Self.widthRange))
        osc2Width = osc2WidthEnd; osc2WidthEnd = Float((p.value(.osc2PulseWidth) + m.width).clamped(to: Self.widthRange))
        subLevel = Float(p.previous(.subLevel)); subLevelEnd = Float(p.value(.subLevel))
        noiseLevel = Float(p.previous(.noiseLevel)); noiseLevelEnd = Float(p.value(.noiseLevel))
        noisePink = Float(p.noiseColour.previous); noisePinkEnd = Float(p.noiseColour.value)

        ampAttack = p.value(.ampAttack); ampDecay = p.value(.ampDecay)
        ampSustain = p.value(.ampSustain); ampRelease = p.value(.ampRelease)
        modAttack = p.value(.env2Attack); modDecay = p.value(.env2Decay)
        modSustain = p.value(.env2Sustain); modRelease = p.value(.env2Release)
        modToPitch = p.value(.env2ToPitch)

        cutoffLog2 = p.value(.filterCutoff)
        resonance = p.value(.filterResonance)
        keyTrack = p.value(.filterKeyTrack)
        envAmount = p.value(.filterEnvAmount)
        filterWeights = p.filterWeights
        slopeMix = Float(p.slope.value)

        lfoPitch = m.pitch
        lfoCutoff = m.cutoff
        tremolo = tremoloEnd; tremoloEnd = Float(m.tremolo)
        velocitySensitivity = p.value(.voiceVelocity)

        unison = p.previous(.unisonVoices); unisonEnd = p.value(.unisonVoices)
        unisonTarget = Int(p.target(.unisonVoices)); unisonDetune = p.value(.unisonDetune)
        sync = p.target(.xmodSync) != 0
        fm = p.previous(.xmodFM); fmEnd = p.value(.xmodFM)
    }
}

extension Double {
    @inline(__always)
    fileprivate func clamped(to r: ClosedRange<Double>) -> Double { Swift.min(r.upperBound, Swift.max(r.lowerBound, self)) }
}
