/// The parameter table's perceptual columns: how an ear judges each control. The comparators, the
/// course validator and the calibration read these rows; nothing else keeps per-parameter knowledge.
///
/// `perception(_:)` is exhaustive over `Param` (no `default`), so a new parameter does not compile
/// until it has its row here as well as in `ParameterTable+Rows.swift`.
public struct Perception: Sendable, Equatable {
    /// When turning the control can be heard at all.
    public let audibleWhen: Audibility
    /// How far off it may be before the ear notices.
    public let tolerance: ToleranceRule
    /// How much it matters to the overall impression when a lesson gives no weight of its own.
    public let weight: Double

    init(_ audibleWhen: Audibility = .always, _ tolerance: ToleranceRule = .standard, weight: Double = 1) {
        self.audibleWhen = audibleWhen
        self.tolerance = tolerance
        self.weight = weight
    }
}

/// When a control makes a difference to a patch's sound. A control that makes none (the wave of a
/// silent oscillator, the rate of an LFO with no depth) must cost no marks.
public indirect enum Audibility: Sendable, Equatable {
    case always
    /// While any of these is non-zero (a level, a depth, a mix, a bipolar amount).
    case whileAnyNonZero([Param])
    /// While the choice `param` is set to `option`.
    case whileOption(Param, is: String)
    /// While the choice `param` is not set to `option`.
    case whileOptionNot(Param, is: String)
    /// While `param` is below `value` (a decay only matters with something to decay to).
    case whileBelow(Param, Double)
    /// While `param` is above `value` (detune only matters with more than one unison copy).
    case whileAbove(Param, Double)
    case all([Audibility])
    case any([Audibility])
    /// An envelope's release: inaudible when every key-up of the phrase finds the envelope already at
    /// zero (sustain 0, attack and decay over). Judged against the lesson's phrase.
    case releaseOf(attack: Param, decay: Param, sustain: Param)
}

/// A control's tolerance: its own, the standard one for its scale and unit, or one that depends on
/// a choice elsewhere in the target (an LFO depth is heard in the terms of its destination).
public enum ToleranceRule: Sendable, Equatable {
    case standard
    case fixed(ParameterTolerance)
    case byOption(of: Param, [String: ParameterTolerance], otherwise: ParameterTolerance)
}

extension Param {
    /// This control's perceptual row.
    public var perception: Perception { ParameterTable.perceptions[rawValue] }

    /// The tolerance this control gets when the target is `target`.
    public func tolerance(in target: Patch) -> ParameterTolerance {
        switch perception.tolerance {
        case .standard: return .standard(for: spec)
        case .fixed(let t): return t
        case let .byOption(other, table, otherwise): return table[target.option(other)] ?? otherwise
        }
    }
}

extension ParameterTable {
    /// All perceptual rows, indexed by `Param.rawValue`; option names checked against the table.
    public static let perceptions: [Perception] = Param.allCases.map { p in
        let row = perception(p)
        check(row.audibleWhen, of: p)
        if case .byOption(let other, let table, _) = row.tolerance {
            for option in table.keys { precondition(other.spec.options.contains(option), "\(p): no option '\(option)' in \(other.spec.id)") }
        }
        return row
    }

    private static func check(_ a: Audibility, of p: Param) {
        switch a {
        case .whileOption(let q, let option), .whileOptionNot(let q, let option):
            precondition(q.spec.options.contains(option), "\(p): no option '\(option)' in \(q.spec.id)")
        case .all(let parts), .any(let parts): parts.forEach { check($0, of: p) }
        default: break
        }
    }

    private static func octaves(floor: Double = 0, close: Double, wrong: Double) -> ToleranceRule {
        .fixed(.init(.octaves(floor: floor), close: close, wrong: wrong))
    }

    private static func linear(close: Double, wrong: Double) -> ToleranceRule {
        .fixed(.init(.linear, close: close, wrong: wrong))
    }

    /// What 0...1 LFO depth means depends on where it goes: a vibrato of depth 0.05 is already wide
    /// (±0.6 semitone) and heard as a ratio (0.02 against 0.04 is twice as wide, 0.45 against 0.5
    /// alike), while a tremolo needs tenths to change.
    private static func lfoDepth(_ dest: Param) -> ToleranceRule {
        .byOption(of: dest, ["pitch": .init(.octaves(floor: 0.01), close: 0.3, wrong: 1.5),
                             "cutoff": .init(.linear, close: 0.06, wrong: 0.4)],
                  otherwise: .init(.linear, close: 0.07, wrong: 0.4))
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    private static func perception(_ p: Param) -> Perception {
        /// The mod envelope is heard only where it is routed.
        let modEnvRouted = Audibility.whileAnyNonZero([.filterEnvAmount, .env2ToPitch])
        let lfoRate = octaves(close: 0.2, wrong: 1.5)
        // The sub oscillator follows osc 1's pitch, and a synced osc 2 restarts with osc 1's cycle, so
        // osc 1's tuning matters while any of them sounds.
        let osc1Pitched = Audibility.any([.whileAnyNonZero([.osc1Level, .subLevel]),
                                          .all([.whileOption(.xmodSync, is: "on"), .whileAnyNonZero([.osc2Level])])])
        // Osc 2 is heard directly, or through osc 1 when it modulates it (FM).
        let osc2Heard = Audibility.any([.whileAnyNonZero([.osc2Level]),
                                        .all([.whileAnyNonZero([.xmodFM]), .whileAnyNonZero([.osc1Level])])])
        let eitherOsc = Audibility.whileAnyNonZero([.osc1Level, .osc2Level])
        switch p {
        case .osc1Wave: return .init(.whileAnyNonZero([.osc1Level]))
        case .osc1PulseWidth: return .init(.all([.whileAnyNonZero([.osc1Level]), .whileOption(.osc1Wave, is: "pulse")]))
        case .osc1Octave, .osc1Semitones: return .init(osc1Pitched)
        case .osc1Fine: return .init(osc1Pitched, weight: 0.7)
        case .osc1Level, .osc2Level, .subLevel, .noiseLevel: return .init()
        case .osc2Wave, .osc2Octave, .osc2Semitones: return .init(osc2Heard)
        case .osc2Fine: return .init(osc2Heard, weight: 0.7)
        case .osc2PulseWidth: return .init(.all([osc2Heard, .whileOption(.osc2Wave, is: "pulse")]))
        // Six copies against seven are hard to tell apart; one against three is plain.
        case .unisonVoices: return .init(eitherOsc, linear(close: 0, wrong: 3))
        // Detune is heard as a ratio of beat rates: 10 against 20 cents is twice the shimmer.
        case .unisonDetune: return .init(.all([.whileAbove(.unisonVoices, 1), eitherOsc]), octaves(floor: 2, close: 0.3, wrong: 1.5))
        case .xmodSync: return .init(.whileAnyNonZero([.osc2Level, .xmodFM]))
        // An index is heard as a ratio too (1 against 2 is a plainly brighter bell), and below ~0.3 barely at all.
        case .xmodFM: return .init(.whileAnyNonZero([.osc1Level]), octaves(floor: 0.3, close: 0.3, wrong: 2))
        case .fxChorusMix: return .init()
        case .fxChorusRate: return .init(.whileAnyNonZero([.fxChorusMix]), octaves(close: 0.3, wrong: 2))
        case .fxChorusDepth: return .init(.whileAnyNonZero([.fxChorusMix]))
        case .noiseType: return .init(.whileAnyNonZero([.noiseLevel]), weight: 0.7)

        case .ampAttack, .ampSustain: return .init()
        // The decay is heard as the level falling to the sustain: from a sustain 1 dB under full volume
        // up, the whole fall is under the intensity JND, and any decay sounds the same (PerceptionTable).
        case .ampDecay: return .init(.whileBelow(.ampSustain, PerceptionTable.decayHeardBelowSustain))
        case .ampRelease: return .init(.releaseOf(attack: .ampAttack, decay: .ampDecay, sustain: .ampSustain))
        case .env2Attack, .env2Decay, .env2Sustain: return .init(modEnvRouted)
        case .env2Release:
            return .init(.all([modEnvRouted, .releaseOf(attack: .env2Attack, decay: .env2Decay, sustain: .env2Sustain)]))
        case .env2ToPitch: return .init(.always, linear(close: 1, wrong: 12))

        case .filterType, .filterResonance, .filterKeyTrack: return .init()
        case .filterSlope: return .init(weight: 0.5)
        case .filterCutoff: return .init(.always, octaves(close: 0.25, wrong: 2))
        case .filterEnvAmount: return .init(.always, linear(close: 0.35, wrong: 3))

        case .lfo1Wave, .lfo1Dest: return .init(.whileAnyNonZero([.lfo1Depth]))
        case .lfo2Wave, .lfo2Dest: return .init(.whileAnyNonZero([.lfo2Depth]))
        case .lfo3Wave, .lfo3Dest: return .init(.whileAnyNonZero([.lfo3Depth]))
        case .lfo1Rate: return .init(.whileAnyNonZero([.lfo1Depth]), lfoRate)
        case .lfo2Rate: return .init(.whileAnyNonZero([.lfo2Depth]), lfoRate)
        case .lfo3Rate: return .init(.whileAnyNonZero([.lfo3Depth]), lfoRate)
        case .lfo1Retrigger: return .init(.whileAnyNonZero([.lfo1Depth]), weight: 0.5)
        case .lfo2Retrigger: return .init(.whileAnyNonZero([.lfo2Depth]), weight: 0.5)
        case .lfo3Retrigger: return .init(.whileAnyNonZero([.lfo3Depth]), weight: 0.5)
        case .lfo1Depth: return .init(.always, lfoDepth(.lfo1Dest))
        case .lfo2Depth: return .init(.always, lfoDepth(.lfo2Dest))
        case .lfo3Depth: return .init(.always, lfoDepth(.lfo3Dest))

        case .voiceMode: return .init()
        case .voiceGlide: return .init(.whileOptionNot(.voiceMode, is: "poly"), linear(close: 0.04, wrong: 0.5))
        case .voiceVelocity: return .init(weight: 0.5)

        case .fxDrive, .fxDelayMix, .fxReverbMix: return .init()
        case .fxCrushBits: return .init(.always, linear(close: 1, wrong: 6))
        case .fxCrushRate: return .init(.always, octaves(close: 0.3, wrong: 2))
        // Echo timing is heard against the rhythm: small errors already show.
        case .fxDelayTime: return .init(.whileAnyNonZero([.fxDelayMix]), octaves(close: 0.12, wrong: 1))
        case .fxDelayFeedback: return .init(.whileAnyNonZero([.fxDelayMix]))
        case .fxReverbSize, .fxReverbDecay: return .init(.whileAnyNonZero([.fxReverbMix]))
        case .fxReverbDamping: return .init(.whileAnyNonZero([.fxReverbMix]), weight: 0.7)
        case .masterVolume: return .init(weight: 0.5)
        }
    }
}
