import Foundation

/// The master section after the voice mix: distortion → bit-crusher → chorus → delay → reverb →
/// master volume → peak limiter, in place on the mix.
///
/// Once per control block `update` decides which effects run: a bypassed effect costs nothing. The
/// delay and the reverb stay on after their mix reaches 0 until their tail has been quiet (below
/// `SilenceDetector.threshold`) for a while: the delay time plus 50 ms, 150 ms for the reverb. The
/// chorus at mix 0 passes the signal exactly, so it is bypassed as soon as its mix reaches 0.
struct EffectsChain {
    private var distortion = Distortion()
    private var crusher = BitCrusher()
    private var chorus: Chorus
    private var delay: EchoDelay
    private var reverb: FDNReverb
    private var limiter: PeakLimiter
    private var crushActive = false, chorusActive = false, delayActive = false, reverbActive = false
    private var delayTime = 0.3
    private var masterGain: Float = 1, masterGainEnd: Float = 1, masterVolumeDB = Double.nan
    /// Consecutive quiet samples at the delay's and the reverb's output (`EchoDelay.process`).
    private var delayQuiet = Int.max / 2, reverbQuiet = Int.max / 2
    private let sampleRate: Double
    private let maxCrushBits: Double
    private let reverbHold: Int

    /// Allocates the delay line, the reverb's network and the limiter's look-ahead. This is the
    /// chain's `prepare`: the effects allocate in their own `init(sampleRate:)` (as every allocating
    /// unit in Effects/ does), so the chain cannot exist before it has a sample rate.
    init(sampleRate: Double, patch: Patch) {
        self.sampleRate = sampleRate
        maxCrushBits = Param.fxCrushBits.spec.max
        reverbHold = Int(0.15 * sampleRate)
        chorus = Chorus(sampleRate: sampleRate)
        delay = EchoDelay(sampleRate: sampleRate, maxSeconds: Param.fxDelayTime.spec.max + 0.05)
        reverb = FDNReverb(sampleRate: sampleRate)
        limiter = PeakLimiter(sampleRate: sampleRate)
        snap(patch)
        delay.reset(delaySeconds: patch[.fxDelayTime])
        reverb.reset(size: patch[.fxReverbSize])
    }

    func deallocate() {
        chorus.deallocate(); delay.deallocate(); reverb.deallocate(); limiter.deallocate()
    }

    /// Clears every effect's memory (delay line, reverb tail, crusher hold, limiter).
    mutating func reset(_ patch: Patch) {
        crusher.reset()
        chorus.reset()
        delay.reset(delaySeconds: patch[.fxDelayTime])
        reverb.reset(size: patch[.fxReverbSize])
        limiter.reset()
        delayQuiet = Int.max / 2; reverbQuiet = Int.max / 2
    }

    /// Takes the patch's delay time and volume at once (nothing is sounding).
    mutating func snap(_ patch: Patch) {
        delayTime = patch[.fxDelayTime]
        masterVolumeDB = patch[.masterVolume]
        masterGainEnd = Float(pow(10, masterVolumeDB / 20))
        masterGain = masterGainEnd
    }

    /// Control-block update: which effects run this block, and their block-rate settings.
    mutating func update(_ p: SmoothedParameters) {
        crushActive = !BitCrusher.isBypassed(bits: p.value(.fxCrushBits), rate: p.value(.fxCrushRate),
                                             sampleRate: sampleRate, maxBits: maxCrushBits)
            || !BitCrusher.isBypassed(bits: p.previous(.fxCrushBits), rate: p.previous(.fxCrushRate),
                                      sampleRate: sampleRate, maxBits: maxCrushBits)
        let chorusOn = p.target(.fxChorusMix) > 0 || p.previous(.fxChorusMix) > 0
        if chorusOn && !chorusActive { chorus.activate(depth: p.value(.fxChorusDepth)) }
        chorusActive = chorusOn
        if chorusActive { chorus.update(rate: p.value(.fxChorusRate), depth: p.value(.fxChorusDepth)) }
        delayTime = p.value(.fxDelayTime)
        let delayOn = p.target(.fxDelayMix) > 0 || p.previous(.fxDelayMix) > 0
            || delayQuiet < Int((delayTime + 0.05) * sampleRate)
        if delayOn && !delayActive { delay.activate(delaySeconds: delayTime) }
        delayActive = delayOn
        let reverbOn = p.target(.fxReverbMix) > 0 || p.previous(.fxReverbMix) > 0 || reverbQuiet < reverbHold
        if reverbOn && !reverbActive { reverb.activate() }
        reverbActive = reverbOn
        if reverbActive { reverb.setParameters(decay: p.value(.fxReverbDecay), damping: p.value(.fxReverbDamping)) }
        masterGain = masterGainEnd
        if p.value(.masterVolume) != masterVolumeDB {
            masterVolumeDB = p.value(.masterVolume)
            masterGainEnd = Float(pow(10, masterVolumeDB / 20))
        }
    }

    /// The update for a block whose parameters are settled and unchanged: every decision stays as it
    /// was unless a delay or reverb tail is running (its quiet count moves).
    @inline(__always)
    mutating func updateSettled(_ p: SmoothedParameters) {
        if chorusActive || delayActive || reverbActive { update(p) } else { holdGain() }
    }

    /// Ends the master-volume ramp (blocks that skip `update`).
    @inline(__always)
    mutating func holdGain() { masterGain = masterGainEnd }

    /// No effect with state of its own per block runs (crusher, chorus, delay, reverb) and the master
    /// gain does not move: blocks can render as one piece (see `SynthEngine.canRenderSteadily`).
    var canRenderSteadily: Bool {
        !crushActive && !chorusActive && !delayActive && !reverbActive && masterGain == masterGainEnd
    }

    /// The chorus's LFO back to the start of its cycle, with the engine's LFOs.
    mutating func restartModulation() { chorus.restart() }

    /// The delay's and the reverb's tails (if running) have decayed below audibility.
    var tailsQuiet: Bool {
        if delayActive && delayQuiet < Int((delayTime + 0.05) * sampleRate) { return false }
        if reverbActive && reverbQuiet < reverbHold { return false }
        return true
    }

    /// Processes `n` samples in place; `offset` is the position of `mix[0]` in the control block.
    @inline(__always)
    mutating func process(_ mix: UnsafeMutablePointer<Float>, count n: Int, offset: Int, _ p: SmoothedParameters) {
        distortion.process(mix, count: n, offset: offset, driveStart: Float(p.previous(.fxDrive)),
                           driveEnd: Float(p.value(.fxDrive)))
        if crushActive {
            crusher.process(mix, count: n, offset: offset, bitsStart: p.previous(.fxCrushBits),
                            bitsEnd: p.value(.fxCrushBits), rateStart: p.previous(.fxCrushRate),
                            rateEnd: p.value(.fxCrushRate), sampleRate: sampleRate)
        }
        if chorusActive {
            chorus.process(mix, count: n, offset: offset, mix: Float(p.previous(.fxChorusMix)), mixEnd: Float(p.value(.fxChorusMix)))
        }
        if delayActive {
            delayQuiet = delay.process(mix, count: n, offset: offset, time: delayTime,
                                       feedback: Float(p.previous(.fxDelayFeedback)),
                                       feedbackEnd: Float(p.value(.fxDelayFeedback)),
                                       mix: Float(p.previous(.fxDelayMix)), mixEnd: Float(p.value(.fxDelayMix)),
                                       quietRun: delayQuiet, threshold: SilenceDetector.threshold)
        }
        if reverbActive {
            reverbQuiet = reverb.process(mix, count: n, offset: offset, size: p.value(.fxReverbSize),
                                         mix: Float(p.previous(.fxReverbMix)), mixEnd: Float(p.value(.fxReverbMix)),
                                         quietRun: reverbQuiet, threshold: SilenceDetector.threshold)
        }
        let g0 = masterGain, gStep = (masterGainEnd - masterGain) / Float(ControlBlock.size)
        if gStep == 0 {
            // A steady volume: g0 + 0·j is g0, so the same products without the ramp.
            if g0 != 1 { for i in 0..<n { mix[i] *= g0 } }
        } else {
            var j = Float(offset)
            for i in 0..<n {
                mix[i] *= g0 + gStep * j
                j += 1
            }
        }
        limiter.process(mix, count: n)
    }
}
