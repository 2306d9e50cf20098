import Foundation

/// The single source of truth for every synth parameter.
///
/// The engine, input validation (server), the page's controls (sent as JSON), the preset codec and
/// the lesson comparators all read this table. Nothing else may restate a range or a default.
///
/// `Param`'s raw value is the parameter's stable code in preset strings: the table is append-only.
/// Never reorder or remove a case; deprecate by hiding it instead.
public enum Param: Int, CaseIterable, Sendable, Hashable {
    // Oscillator 1
    case osc1Wave, osc1PulseWidth, osc1Octave, osc1Semitones, osc1Fine, osc1Level
    // Oscillator 2
    case osc2Wave, osc2PulseWidth, osc2Octave, osc2Semitones, osc2Fine, osc2Level
    // Sub oscillator and noise
    case subLevel, noiseType, noiseLevel
    // Amplitude envelope
    case ampAttack, ampDecay, ampSustain, ampRelease
    // Modulation envelope (env2): routed to cutoff by filter.envAmount and to pitch by env2.toPitch
    case env2Attack, env2Decay, env2Sustain, env2Release, env2ToPitch
    // Filter
    case filterType, filterSlope, filterCutoff, filterResonance, filterKeyTrack, filterEnvAmount
    // LFO 1 and 2
    case lfo1Wave, lfo1Rate, lfo1Depth, lfo1Dest, lfo1Retrigger
    case lfo2Wave, lfo2Rate, lfo2Depth, lfo2Dest, lfo2Retrigger
    // Voice handling
    case voiceMode, voiceGlide, voiceVelocity
    // Effects, in signal order
    case fxDrive, fxCrushBits, fxCrushRate
    case fxDelayTime, fxDelayFeedback, fxDelayMix
    case fxReverbSize, fxReverbDecay, fxReverbDamping, fxReverbMix
    case masterVolume
    // LFO 3 (appended: codes are stable)
    case lfo3Wave, lfo3Rate, lfo3Depth, lfo3Dest, lfo3Retrigger
    // Unison, cross-modulation (osc 2 syncing to and modulating osc 1) and chorus (appended)
    case unisonVoices, unisonDetune
    case xmodSync, xmodFM
    case fxChorusMix, fxChorusRate, fxChorusDepth

    /// Number of parameters; patches are dense arrays of this length.
    public static let count = allCases.count

    /// This parameter's row of the table.
    @inlinable public var spec: ParameterSpec { ParameterTable.specs[rawValue] }
}

/// Where a control lives on the page (its tab) and how lessons group feedback.
public enum ParameterGroup: String, Sendable, CaseIterable, Codable {
    case wave, envelope, filter, lfo, voice, effects

    public var title: String {
        switch self {
        case .wave: "Basic wave"
        case .envelope: "Envelope"
        case .filter: "Filter"
        case .lfo: "LFO"
        case .voice: "Voice"
        case .effects: "Effects & master"
        }
    }
}

/// How a knob maps its travel to values, and how comparators measure distance.
public enum ParameterScale: String, Sendable, Codable {
    /// Even steps in value (levels, cents, semitones).
    case linear
    /// Even steps in ratio (frequencies, times): requires min > 0.
    case log
    /// One of a fixed list of options; stored as the option's index.
    case choice
}

/// One row of the parameter table.
public struct ParameterSpec: Sendable, Equatable {
    public let param: Param
    /// Dotted id used in JSON patches and messages, e.g. `filter.cutoff`.
    public let id: String
    public let name: String
    public let group: ParameterGroup
    /// Display unit: "Hz", "s", "ct", "st", "dB", "oct", "%" or "".
    public let unit: String
    public let scale: ParameterScale
    public let min: Double
    public let max: Double
    public let defaultValue: Double
    /// Snap to multiples of this (1 for integer parameters); nil for continuous.
    public let step: Double?
    /// Option values for `.choice` parameters (`min` is 0, `max` is options.count - 1).
    public let options: [String]
    /// One sentence for tooltips and theory pages.
    public let help: String

    /// Maps a value to 0...1 knob travel, following the scale (used by the page and comparators).
    public func normalized(_ value: Double) -> Double {
        switch scale {
        case .linear, .choice:
            return max > min ? (value - min) / (max - min) : 0
        case .log:
            return Foundation.log(value / min) / Foundation.log(max / min)
        }
    }

    /// Inverse of `normalized`.
    public func value(fromNormalized t: Double) -> Double {
        let t = Swift.min(1, Swift.max(0, t))
        let v: Double
        switch scale {
        case .linear, .choice: v = min + t * (max - min)
        case .log: v = min * pow(max / min, t)
        }
        return quantized(v)
    }

    /// Snaps to `step` (choices to an index) without range checks.
    public func quantized(_ v: Double) -> Double {
        if scale == .choice { return v.rounded() }
        guard let step else { return v }
        return (v / step).rounded() * step
    }

    /// The option string for a choice value.
    public func option(at value: Double) -> String {
        let i = Int(value.rounded())
        return options.indices.contains(i) ? options[i] : options[0]
    }
}
