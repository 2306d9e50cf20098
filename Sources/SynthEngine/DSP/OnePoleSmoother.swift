import Foundation

/// A one-pole (exponential) parameter smoother stepped at the control rate, snapping onto its
/// target once within `epsilon` so that "off" settings become exactly off and bypasses can engage.
struct OnePoleSmoother {
    private(set) var value: Double
    private(set) var previous: Double
    var target: Double
    private var coefficient: Double = 1
    private var epsilon: Double

    init(value: Double, epsilon: Double = 1e-6) {
        self.value = value
        previous = value
        target = value
        self.epsilon = epsilon
    }

    /// Time constant in seconds for steps taken `stepRate` times per second.
    mutating func prepare(timeConstant: Double, stepRate: Double) {
        coefficient = 1 - exp(-1 / max(1e-9, timeConstant * stepRate))
    }

    /// Jumps to the target (nothing sounding, so nothing to smooth).
    mutating func snap() { value = target; previous = target }

    /// Starts over at `v`, as if just created with it.
    mutating func reset(to v: Double) { value = v; previous = v; target = v }

    /// On target with nothing left to ramp: `step()` would leave it exactly as it is.
    @inline(__always)
    var isSettled: Bool { value == target && previous == value }

    /// Settled at exactly 0: a depth that contributes nothing, now or during the step.
    @inline(__always)
    var isSilent: Bool { value == 0 && previous == 0 && target == 0 }

    @inline(__always)
    mutating func step() {
        previous = value
        if value == target { return }
        value += (target - value) * coefficient
        if abs(target - value) <= epsilon { value = target }
    }
}
