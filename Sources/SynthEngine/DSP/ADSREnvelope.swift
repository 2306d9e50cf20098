import Foundation

/// An ADSR envelope with exponential-shaped segments that end exactly on time.
///
/// Each segment is a one-pole approach to a target placed slightly beyond the segment's end level
/// (the "target ratio" method popularised by Nigel Redmon, earlevel.com, "Envelope generators",
/// 2013): the curve has an analog feel yet crosses its end level after exactly the stage time, so
/// attack/decay/release times mean what the knobs say. Attack runs from the current level (a
/// retrigger does not click); decay lasts the set time whatever the sustain; release lasts the set
/// time from whatever level the key was released at, and ends at exactly 0.
///
/// `stepRate` is how often `next` is called per second: the sample rate for the amp envelope, the
/// control rate for the mod envelope.
struct ADSREnvelope {
    enum Stage: Int { case idle, attack, decay, sustain, release }

    private(set) var stage: Stage = .idle
    private(set) var level: Double = 0
    private var coefficient: Double = 0
    private var target: Double = 0
    private var stepRate: Double = 48_000

    // Current settings (seconds, 0...1); coefficients are recomputed only when these change.
    private var attack = 0.005, decay = 0.3, sustain = 0.8, release = 0.2
    /// Follows sustain-level changes during the sustain stage (about 5 ms).
    private var sustainFollow: Double = 0

    /// Overshoot of the attack target above 1: 0.5 gives a gently convex rise.
    private static let attackRatio = 0.5
    /// Overshoot of decay/release targets: 0.001 is a clean exponential (-60 dB at the end).
    static let decayRatio = 0.001

    var isActive: Bool { stage != .idle }
    /// Holding a constant level: `next()` would return `level` for every step.
    var isSteady: Bool { stage == .sustain && level == sustain }

    mutating func prepare(stepRate: Double) {
        self.stepRate = stepRate
        sustainFollow = exp(-1 / (0.005 * stepRate))
        reset()
    }

    mutating func reset() {
        stage = .idle
        level = 0
    }

    /// Updates the settings; an in-progress stage continues with the new time.
    mutating func set(attack a: Double, decay d: Double, sustain s: Double, release r: Double) {
        let changedTimes = a != attack || d != decay || r != release
        let changedSustain = s != sustain
        guard changedTimes || changedSustain else { return }
        attack = a; decay = d; sustain = s; release = r
        switch stage {
        case .attack: enterAttack()
        case .decay: enterDecay()
        case .release: enterRelease()
        case .idle, .sustain: break
        }
    }

    /// Key down: attack from the current level.
    mutating func gateOn() { enterAttack() }

    /// Key up: release from the current level.
    mutating func gateOff() {
        guard stage != .idle else { return }
        enterRelease()
    }

    /// Advances one step and returns the new level.
    @inline(__always)
    mutating func next() -> Double {
        switch stage {
        case .idle:
            return 0
        case .attack:
            level = target + (level - target) * coefficient
            if level >= 1 { level = 1; enterDecay() }
        case .decay:
            level = target + (level - target) * coefficient
            if level <= sustain { level = sustain; stage = .sustain }
        case .sustain:
            if level != sustain {
                level = sustain + (level - sustain) * sustainFollow
                if abs(level - sustain) < 1e-9 { level = sustain }
            }
        case .release:
            level = target + (level - target) * coefficient
            if level <= 0 { level = 0; stage = .idle }
        }
        return level
    }

    private func steps(_ seconds: Double) -> Double { max(1, seconds * stepRate) }

    private mutating func enterAttack() {
        stage = .attack
        let r = Self.attackRatio
        target = 1 + r
        coefficient = pow(r / (1 + r), 1 / steps(attack))
    }

    private mutating func enterDecay() {
        guard level > sustain else { stage = .sustain; return }
        stage = .decay
        let r = Self.decayRatio
        target = sustain - r
        coefficient = pow(r / (1 - sustain + r), 1 / steps(decay))
    }

    private mutating func enterRelease() {
        guard level > 0 else { stage = .idle; level = 0; return }
        stage = .release
        let r = Self.decayRatio
        target = -r
        coefficient = pow(r / (level + r), 1 / steps(release))
    }
}
