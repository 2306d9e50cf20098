import Foundation

/// The patch as the control block reads it: one `OnePoleSmoother` per parameter (~5 ms), plus the
/// crossfades that turn three choices into continuous mixes (filter type as four weights, slope,
/// noise colour). Setting a value only moves a target; `step` runs once per control block.
///
/// The smoothers work on cutoff in octaves (log2 Hz), so sweeps sound even; every other parameter in
/// its own unit. A target always holds the patch's value (cutoff: its log2): nothing else sets one.
struct SmoothedParameters {
    static let timeConstant = 0.005
    /// The unison copy count glides more slowly: a copy fades in as the count passes it
    /// (`OscillatorStack`), and at 5 ms the first copies would come in within a millisecond, a tick.
    static let unisonTimeConstant = 0.03

    /// One smoother per `Param`, indexed by raw value (allocated in `prepare`).
    private var smoothers = UnsafeMutableBufferPointer<OnePoleSmoother>(start: nil, count: 0)
    /// Low, high, band, notch: 1 for the patch's filter type, 0 for the others.
    private var typeWeights = UnsafeMutableBufferPointer<OnePoleSmoother>(start: nil, count: 0)
    private(set) var slope = OnePoleSmoother(value: 0)
    private(set) var noiseColour = OnePoleSmoother(value: 0)
    /// True when every smoother sits on its target with `previous == value`: stepping them would
    /// change nothing, so `step` skips the ~70 steps. Any new target clears it.
    private(set) var isSettled = false

    /// Allocates the smoothers and snaps them onto `patch`. Call once, before anything else.
    mutating func prepare(sampleRate: Double, patch: Patch) {
        let stepRate = sampleRate / Double(ControlBlock.size)
        smoothers = .allocate(capacity: Param.count)
        for p in Param.allCases {
            var s = OnePoleSmoother(value: Self.target(p, patch[p]))
            s.prepare(timeConstant: p == .unisonVoices ? Self.unisonTimeConstant : Self.timeConstant, stepRate: stepRate)
            smoothers.initializeElement(at: p.rawValue, to: s)
        }
        typeWeights = .allocate(capacity: 4)
        for i in 0..<4 {
            var s = OnePoleSmoother(value: 0)
            s.prepare(timeConstant: Self.timeConstant, stepRate: stepRate)
            typeWeights.initializeElement(at: i, to: s)
        }
        slope.prepare(timeConstant: Self.timeConstant, stepRate: stepRate)
        noiseColour.prepare(timeConstant: Self.timeConstant, stepRate: stepRate)
        setTargets(patch)
        snap()
    }

    func deallocate() {
        smoothers.deallocate()
        typeWeights.deallocate()
    }

    /// Every target from `patch` (a patch loaded, or a reset).
    mutating func setTargets(_ patch: Patch) {
        for p in Param.allCases { smoothers[p.rawValue].target = Self.target(p, patch[p]) }
        let type = Int(patch[.filterType])
        for i in 0..<4 { typeWeights[i].target = i == type ? 1 : 0 }
        slope.target = patch[.filterSlope]
        noiseColour.target = patch[.noiseType]
        isSettled = false
    }

    /// One parameter's new (validated) value, to glide to.
    mutating func setTarget(_ p: Param, _ value: Double) {
        smoothers[p.rawValue].target = Self.target(p, value)
        isSettled = false
    }

    /// Jumps every smoother to its target (nothing is sounding, so there is nothing to glide).
    mutating func snap() {
        for i in 0..<Param.count { smoothers[i].snap() }
        for i in 0..<4 { typeWeights[i].snap() }
        slope.snap(); noiseColour.snap()
    }

    /// One control block's step of every smoother, unless all of them are settled.
    mutating func step() {
        guard !isSettled else { return }
        var settled = true
        for i in 0..<Param.count {
            smoothers[i].step()
            settled = settled && smoothers[i].isSettled
        }
        for i in 0..<4 {
            typeWeights[i].step()
            settled = settled && typeWeights[i].isSettled
        }
        slope.step(); noiseColour.step()
        isSettled = settled && slope.isSettled && noiseColour.isSettled
    }

    /// The value at the end of this control block.
    @inline(__always)
    func value(_ p: Param) -> Double { smoothers[p.rawValue].value }

    /// The value at the start of this control block (the end of the last one).
    @inline(__always)
    func previous(_ p: Param) -> Double { smoothers[p.rawValue].previous }

    /// The value as set, where the smoother is heading: the patch's value (cutoff: its log2). Choices
    /// are read here, so the render path never copies the patch (an array: retain and release).
    @inline(__always)
    func target(_ p: Param) -> Double { smoothers[p.rawValue].target }

    /// The filter-type mix at the end of this control block.
    var filterWeights: FilterTypeWeights {
        FilterTypeWeights(low: Float(typeWeights[0].value), high: Float(typeWeights[1].value),
                          band: Float(typeWeights[2].value), notch: Float(typeWeights[3].value))
    }

    private static func target(_ p: Param, _ v: Double) -> Double {
        p == .filterCutoff ? log2(v) : v
    }
}
