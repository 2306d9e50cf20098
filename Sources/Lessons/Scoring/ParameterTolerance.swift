import Foundation
import SynthEngine

/// How far apart two values of one parameter may be before the ear notices, and when they are plainly
/// different. This is perceptual judgement owned by the comparator; ranges and units still come from
/// the parameter table.
///
/// Distances are measured in the parameter's natural terms: octaves (frequency or time ratios) for
/// log-scale parameters, units (fractions, cents, semitones, dB) for linear ones.
public struct ParameterTolerance: Sendable, Equatable {
    public enum Measure: Sendable, Equatable {
        /// |a - b| in the parameter's unit.
        case linear
        /// |log2((a + floor) / (b + floor))|: ratios, with a floor under which differences stop mattering
        /// (an attack of 1 ms and one of 4 ms both sound instant).
        case octaves(floor: Double)
    }

    public let measure: Measure
    /// Up to this distance the two sound the same: full marks.
    public let close: Double
    /// From this distance on the control is simply wrong: no marks.
    public let wrong: Double

    public init(_ measure: Measure, close: Double, wrong: Double) {
        self.measure = measure
        self.close = close
        self.wrong = max(wrong, close + 1e-9)
    }

    public func distance(_ a: Double, _ b: Double) -> Double {
        switch measure {
        case .linear: return abs(a - b)
        case .octaves(let floor): return abs(log2((a + floor) / (b + floor)))
        }
    }

    /// 1 when close, 0 when wrong, linear in between.
    public func closeness(_ a: Double, _ b: Double) -> Double {
        let d = distance(a, b)
        if d <= close { return 1 }
        if d >= wrong { return 0 }
        return 1 - (d - close) / (wrong - close)
    }

    /// The tolerance for a parameter: by what the parameter is (unit and scale from the table),
    /// with a few parameters whose ear sensitivity differs from their unit's.
    public static func of(_ p: Param, target: Patch) -> ParameterTolerance {
        let spec = p.spec
        switch p {
        // What an LFO depth means depends on where it goes: a vibrato of depth 0.05 is already wide
        // (±0.6 semitone), while a tremolo needs tenths to change.
        case .lfo1Depth, .lfo2Depth, .lfo3Depth:
            let dest: Param = p == .lfo1Depth ? .lfo1Dest : (p == .lfo2Depth ? .lfo2Dest : .lfo3Dest)
            switch target.option(dest) {
            // Vibrato depths are heard as ratios: 0.02 against 0.04 is twice as wide, 0.45 against 0.5 is alike.
            case "pitch": return .init(.octaves(floor: 0.01), close: 0.3, wrong: 1.5)
            case "cutoff": return .init(.linear, close: 0.06, wrong: 0.4)
            default: return .init(.linear, close: 0.07, wrong: 0.4)
            }
        case .filterCutoff: return .init(.octaves(floor: 0), close: 0.25, wrong: 2)
        case .lfo1Rate, .lfo2Rate, .lfo3Rate: return .init(.octaves(floor: 0), close: 0.2, wrong: 1.5)
        case .fxCrushRate: return .init(.octaves(floor: 0), close: 0.3, wrong: 2)
        // Echo timing is heard against the rhythm: small errors already show.
        case .fxDelayTime: return .init(.octaves(floor: 0), close: 0.12, wrong: 1)
        case .fxCrushBits: return .init(.linear, close: 1, wrong: 6)
        case .voiceGlide: return .init(.linear, close: 0.04, wrong: 0.5)
        case .env2ToPitch: return .init(.linear, close: 1, wrong: 12)
        case .filterEnvAmount: return .init(.linear, close: 0.35, wrong: 3)
        default: break
        }
        switch (spec.scale, spec.unit) {
        case (.choice, _): return .init(.linear, close: 0, wrong: 1)
        // Envelope times: ratios matter, but below ~10 ms everything is "instant".
        case (.log, "s"): return .init(.octaves(floor: 0.01), close: 0.35, wrong: 2.5)
        case (.log, "Q"): return .init(.octaves(floor: 0), close: 0.4, wrong: 2.5)
        case (.log, _): return .init(.octaves(floor: 0), close: 0.25, wrong: 2)
        case (.linear, "%"): return .init(.linear, close: 0.07, wrong: 0.4)
        case (.linear, "ct"): return .init(.linear, close: 3, wrong: 20)
        case (.linear, "dB"): return .init(.linear, close: 1.5, wrong: 12)
        case (.linear, _) where spec.step != nil:
            // Octaves and semitones: one step off is a different note.
            return .init(.linear, close: 0, wrong: spec.step!)
        case (.linear, _):
            let range = spec.max - spec.min
            return .init(.linear, close: 0.05 * range, wrong: 0.35 * range)
        }
    }
}
