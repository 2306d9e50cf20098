import Foundation

/// How far apart two values of one parameter may be before the ear notices, and when they are plainly
/// different. Each parameter's tolerance is a column of the perception table
/// (`ParameterTable+Perception.swift`), next to its range and unit.
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

    /// `value` moved `distance` away in this tolerance's measure (up for a positive distance): the
    /// inverse of `distance(_:_:)`, for tools that step a control away from a target.
    public func offset(_ value: Double, by distance: Double) -> Double {
        switch measure {
        case .linear: return value + distance
        case .octaves(let floor): return (value + floor) * pow(2, distance) - floor
        }
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

    /// The tolerance a parameter gets from what it is (its scale and unit), when the perception table
    /// gives it none of its own.
    public static func standard(for spec: ParameterSpec) -> ParameterTolerance {
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
