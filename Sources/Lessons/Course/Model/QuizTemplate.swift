import Foundation
import SynthEngine

/// A listening quiz as the course file writes it: what the sounds have in common (`base`), what
/// varies between them, and how the question is asked. Values are ranges, so the server draws a new
/// question (`QuizRound`) for every attempt: retrying is a new question, not a remembered answer.
///
/// The five shapes are the questions ear-training courses ask:
/// - `whichIs`: two or three sounds, each a different option of one choice control; "which one is the saw?"
/// - `identify`: one sound; "which LFO destination is this?", answered with the control's options;
/// - `direction`: A then B with one control moved up or down; "is B brighter or darker than A?";
/// - `most`: two or three sounds with one control at different settings; "which has the longest attack?";
/// - `whichChanged`: A then B with one of several controls moved; "which control changed from A to B?";
/// - `estimate`: one sound; "where is its cutoff?", answered on a scale of `count` settings a `gap` apart,
///   the miss said in just-noticeable differences (`QuizRound.explanation(for:)`).
public struct QuizTemplate: Sendable, Equatable {
    public enum Shape: String, Sendable, CaseIterable {
        case whichIs, identify, direction, most, whichChanged, estimate
    }

    public let shape: Shape
    /// The controls that vary: one for every shape but `whichChanged`.
    public let controls: [Param]
    /// `whichIs` and `identify`: the options drawn from (option names of the choice control).
    public let options: [String]
    /// Numeric shapes: the range each control's values are drawn from, per control (units of the table).
    public let ranges: [Param: ClosedRange<Double>]
    /// Numeric shapes: how far apart two sounds' settings are, in knob travel (0...1 of the control's
    /// whole range, on its own scale: octaves for cutoff and times). Drawn in this range.
    public let gap: ClosedRange<Double>
    /// `whichIs` and `most`: how many sounds (2 or 3).
    public let count: Int
    /// `direction`: the words for "moved up" and "moved down" ("brighter", "darker").
    public let words: (up: String, down: String)
    /// The question as the course words it; nil: a default built from the shape and the control.
    public let question: String?
    /// What every sound shares: the lesson's patch before anything varies.
    public let base: Patch
    public let phrase: Phrase

    public init(shape: Shape, controls: [Param], options: [String] = [], ranges: [Param: ClosedRange<Double>] = [:],
                gap: ClosedRange<Double> = 0.2...0.35, count: Int = 2, words: (up: String, down: String) = ("higher", "lower"),
                question: String? = nil, base: Patch = Patch(), phrase: Phrase) {
        self.shape = shape
        self.controls = controls
        self.options = options
        self.ranges = ranges
        self.gap = gap
        self.count = count
        self.words = words
        self.question = question
        self.base = base
        self.phrase = phrase
    }

    public static func == (a: QuizTemplate, b: QuizTemplate) -> Bool {
        a.shape == b.shape && a.controls == b.controls && a.options == b.options && a.ranges == b.ranges && a.gap == b.gap
            && a.count == b.count && a.words == b.words && a.question == b.question && a.base == b.base && a.phrase == b.phrase
    }

    /// Sound names as the page shows them.
    public static let soundNames = ["A", "B", "C"]

    /// A new question. Deterministic for a seeded generator (the validator and the tests use one).
    /// `gap`: for an adaptive quiz, the gap the student's staircase asks for (knob travel) instead of
    /// one drawn from `gap`'s range.
    public func draw<G: RandomNumberGenerator>(using rng: inout G, gap adaptive: Double? = nil) -> QuizRound {
        let gaps = adaptive.map { g in g...g } ?? gap
        switch shape {
        case .whichIs: return drawWhichIs(&rng)
        case .identify: return drawIdentify(&rng)
        case .direction: return drawDirection(&rng, gaps).adapted(control: controls[0], gap: adaptive)
        case .most: return drawMost(&rng, gaps).adapted(control: controls[0], gap: adaptive)
        case .whichChanged: return drawWhichChanged(&rng)
        case .estimate: return drawEstimate(&rng)
        }
    }

    /// Quizzes of one control heard at two or three settings adapt to the student: how far apart the
    /// settings are follows a staircase per student and control (`Staircase`), so the question gets
    /// harder as the ear gets finer, and the answers measure how fine it is.
    public var isAdaptive: Bool { shape == .direction || shape == .most }

    /// The control an adaptive quiz measures.
    public var adaptiveControl: Param? { isAdaptive ? controls.first : nil }

    /// The base with one control set.
    private func with(_ p: Param, _ value: Double) -> Patch {
        var out = base
        try? out.set(p, value)
        return out
    }

    private func optionValue(_ p: Param, _ option: String) -> Double { Double(p.spec.options.firstIndex(of: option) ?? 0) }

    private func drawWhichIs<G: RandomNumberGenerator>(_ rng: inout G) -> QuizRound {
        let p = controls[0]
        let picked = Array(options.shuffled(using: &rng).prefix(max(2, min(count, options.count))))
        let asked = Int.random(in: 0..<picked.count, using: &rng)
        let sounds = picked.map { with(p, optionValue(p, $0)) }
        let name = Self.optionLabel(picked[asked])
        return QuizRound(question: question?.replacingOccurrences(of: "{option}", with: name) ?? "Which one is the \(name)?",
                         sounds: sounds, choices: Array(Self.soundNames.prefix(sounds.count)), answer: asked,
                         soundDescriptions: picked.map { "\(p.spec.name): \(Self.optionLabel($0))" },
                         explanation: "\(Self.soundNames[asked]) was the \(name)", phrase: phrase)
    }

    private func drawIdentify<G: RandomNumberGenerator>(_ rng: inout G) -> QuizRound {
        let p = controls[0]
        let answer = Int.random(in: 0..<options.count, using: &rng)
        let label = Self.optionLabel(options[answer])
        var round = QuizRound(question: question ?? "Which \(Self.inSentence(p.spec.name)) is this?",
                              sounds: [with(p, optionValue(p, options[answer]))], choices: options.map(Self.optionLabel),
                              answer: answer, soundDescriptions: ["\(p.spec.name): \(label)"],
                              explanation: "it was \(label)", phrase: phrase)
        round.choiceSounds = options.map { with(p, optionValue(p, $0)) }
        return round
    }

    /// `n` knob positions inside the control's range, neighbours a drawn gap apart (shrunk only when
    /// the range is narrower than the gaps; the validator refuses such a range), in random order.
    private func positions<G: RandomNumberGenerator>(_ p: Param, _ n: Int, _ rng: inout G,
                                                     _ gaps: ClosedRange<Double>? = nil) -> [Double] {
        let spec = p.spec
        let r = ranges[p] ?? spec.min...spec.max
        let lo = spec.normalized(r.lowerBound), hi = spec.normalized(r.upperBound)
        var steps = (0..<(n - 1)).map { _ in Double.random(in: gaps ?? gap, using: &rng) }
        let total = steps.reduce(0, +)
        if total > hi - lo { steps = steps.map { $0 * (hi - lo) / total } }
        // Rounding may leave the scaled steps a hair longer than the range: never an empty range.
        let room = max(lo, hi - steps.reduce(0, +))
        var out = [Double.random(in: lo...room, using: &rng)]
        for s in steps { out.append(min(hi, out.last! + s)) }
        return out.shuffled(using: &rng)
    }

    private func value(_ p: Param, at position: Double) -> Double {
        let v = p.spec.value(fromNormalized: position)
        return (try? p.spec.validate(v)) ?? v
    }

    private func drawDirection<G: RandomNumberGenerator>(_ rng: inout G, _ gaps: ClosedRange<Double>) -> QuizRound {
        let p = controls[0]
        let pos = positions(p, 2, &rng, gaps)
        let a = value(p, at: pos[0]), b = value(p, at: pos[1])
        let up = b > a
        let q = question ?? "Is B \(words.up) or \(words.down) than A?"
        return QuizRound(question: q, sounds: [with(p, a), with(p, b)], choices: [words.up.capitalizedFirst, words.down.capitalizedFirst],
                         answer: up ? 0 : 1,
                         soundDescriptions: [a, b].map { "\(p.spec.name) \(Self.format(p, $0))" },
                         explanation: "B \(Self.verb(up ? words.up : words.down)) \(up ? words.up : words.down): its \(Self.inSentence(p.spec.name)) was \(Self.format(p, b)), A's \(Self.format(p, a))",
                         phrase: phrase)
    }

    private func drawMost<G: RandomNumberGenerator>(_ rng: inout G, _ gaps: ClosedRange<Double>) -> QuizRound {
        let p = controls[0]
        let values = positions(p, max(2, min(count, 3)), &rng, gaps).map { value(p, at: $0) }
        let answer = values.indices.max { values[$0] < values[$1] }!
        return QuizRound(question: question ?? "Which has the highest \(Self.inSentence(p.spec.name))?",
                         sounds: values.map { with(p, $0) }, choices: Array(Self.soundNames.prefix(values.count)), answer: answer,
                         soundDescriptions: values.map { "\(p.spec.name) \(Self.format(p, $0))" },
                         explanation: "\(Self.soundNames[answer])'s \(Self.inSentence(p.spec.name)) was \(Self.format(p, values[answer])), the most of the \(values.count)",
                         phrase: phrase)
    }

    private func drawWhichChanged<G: RandomNumberGenerator>(_ rng: inout G) -> QuizRound {
        // Every candidate gets a drawn setting in A (so the one that moves is not given away by
        // sitting at its default), then one of them moves in B.
        var a = base
        for p in controls {
            let r = ranges[p] ?? p.spec.min...p.spec.max
            try? a.set(p, value(p, at: Double.random(in: p.spec.normalized(r.lowerBound)...p.spec.normalized(r.upperBound), using: &rng)))
        }
        let answer = Int.random(in: 0..<controls.count, using: &rng)
        let p = controls[answer]
        let pos = positions(p, 2, &rng)
        var b = a
        try? a.set(p, value(p, at: pos[0]))
        try? b.set(p, value(p, at: pos[1]))
        let direction = b[p] > a[p] ? "up" : "down"
        return QuizRound(question: question ?? "Which control changed from A to B?",
                         sounds: [a, b], choices: controls.map(\.spec.name), answer: answer,
                         soundDescriptions: [a, b].map { s in "\(p.spec.name) \(Self.format(p, s[p]))" },
                         explanation: "the \(Self.inSentence(p.spec.name)) went \(direction), from \(Self.format(p, a[p])) to \(Self.format(p, b[p]))",
                         phrase: phrase)
    }

    /// A scale of `count` settings `gap` apart (the gap's middle, in knob travel) placed at random in the
    /// range; the sound is one of them. Every mark can be heard after the answer.
    private func drawEstimate<G: RandomNumberGenerator>(_ rng: inout G) -> QuizRound {
        let p = controls[0]
        let spec = p.spec
        let r = ranges[p] ?? spec.min...spec.max
        let lo = spec.normalized(r.lowerBound), hi = spec.normalized(r.upperBound)
        let n = max(3, count)
        let step = min((gap.lowerBound + gap.upperBound) / 2, (hi - lo) / Double(n - 1))
        let first = Double.random(in: lo...max(lo, hi - step * Double(n - 1)), using: &rng)
        let values = (0..<n).map { value(p, at: min(hi, first + step * Double($0))) }
        let answer = Int.random(in: 0..<n, using: &rng)
        var round = QuizRound(question: question ?? "Where is this sound's \(Self.inSentence(spec.name))?",
                              sounds: [with(p, values[answer])], choices: values.map { Self.format(p, $0) }, answer: answer,
                              soundDescriptions: ["\(spec.name) \(Self.format(p, values[answer]))"],
                              explanation: "its \(Self.inSentence(spec.name)) was \(Self.format(p, values[answer]))", phrase: phrase)
        round.choiceSounds = values.map { with(p, $0) }
        round.scale = QuizRound.Scale(control: p, values: values)
        return round
    }

    /// An option name as a person says it ("sampleHold" is "sample & hold").
    public static func optionLabel(_ option: String) -> String {
        switch option {
        case "sampleHold": "sample & hold"
        case "pulseWidth": "pulse width"
        case "lowpass": "low-pass"
        case "highpass": "high-pass"
        case "bandpass": "band-pass"
        default: option
        }
    }

    /// A setting as the knob shows it ("1.6 kHz", "0.25 s", "40%").
    public static func format(_ p: Param, _ v: Double) -> String {
        let spec = p.spec
        if spec.scale == .choice { return optionLabel(spec.option(at: v)) }
        switch spec.unit {
        case "Hz": return v >= 1000 ? String(format: "%.1f kHz", v / 1000) : String(format: v < 10 ? "%.1f Hz" : "%.0f Hz", v)
        case "s": return v < 0.1 ? String(format: "%.0f ms", v * 1000) : String(format: "%.2f s", v)
        case "%": return String(format: "%.0f%%", v * 100)
        // A resonance reads as the knob shows it, a bare number ("1.6 Q" named a unit nothing explains).
        case "Q": return trimmed(v, 2)
        case "dB": return "\(trimmed(v, 1)) dB"
        default:
            // As the knob shows it (ParamTable.js `format`): whole steps whole ("-2 oct", "5" voices, not
            // "-2.0 oct"), a sign on a control that goes both ways ("+24 st"), no trailing zeros.
            let digits = (spec.step ?? 0) >= 1 || abs(v) >= 10 ? 0 : 1
            let sign = spec.min < 0 && v > 0 ? "+" : ""
            return "\(sign)\(trimmed(v, digits))\(spec.unit.isEmpty ? "" : " \(spec.unit)")"
        }
    }

    /// `v` to `digits` decimals without trailing zeros ("1.6", "2", "-0.5"), as the page's `trimNumber`.
    static func trimmed(_ v: Double, _ digits: Int) -> String {
        var text = String(format: "%.\(digits)f", v)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}

extension QuizTemplate {
    /// A control's name inside a sentence: "its cutoff", "its osc 1 octave", but "its LFO 1 rate" (an
    /// acronym keeps its capitals: "its lfo 1 rate" sat above buttons saying "LFO 1 rate").
    static func inSentence(_ name: String) -> String {
        let first = name.prefix { $0 != " " }
        return first.count > 1 && first.allSatisfy(\.isUppercase) ? name : name.prefix(1).lowercased() + name.dropFirst()
    }

    /// "B was louder", but "B had more" ("B was less" read as broken English).
    static func verb(_ word: String) -> String { ["more", "less", "fewer"].contains(word) ? "had" : "was" }
}

private extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

/// One drawn question: the sounds it plays, the choices, and the answer, which stays on the server
/// until the student answers (the page is sent `question`, the sound names and `choices` only).
public struct QuizRound: Sendable, Equatable {
    public let question: String
    public let sounds: [Patch]
    public let choices: [String]
    public let answer: Int
    /// After the answer: what each sound was ("Cutoff 400 Hz").
    public let soundDescriptions: [String]
    /// After the answer: what the difference was ("B was brighter: its cutoff was 1.6 kHz, A's 400 Hz").
    public let explanation: String
    public let phrase: Phrase
    /// An adaptive question: the control it measures and the gap it was drawn at (knob travel), which
    /// the answer moves the student's staircase from. Never sent before the answer.
    public private(set) var adaptiveControl: Param?
    public private(set) var gap: Double?
    /// A question of one sound named by its choices ("which wave is this?"): the sound each choice
    /// would have been, so after the answer the student can hear what they picked.
    public internal(set) var choiceSounds: [Patch]?
    /// An `estimate` question: its control and the settings its choices stand for, so the answer can
    /// say how far off a pick was in just-noticeable differences.
    public internal(set) var scale: Scale?
    public struct Scale: Sendable, Equatable {
        public let control: Param
        public let values: [Double]
    }

    /// What the answer says after `choice` was picked: the explanation, and for an estimate that missed,
    /// how far off the pick was in the control's just-noticeable differences (PerceptionTable).
    public func explanation(for choice: Int) -> String {
        guard let p = scale?.control, let values = scale?.values, values.indices.contains(choice), values.indices.contains(answer),
              choice != answer else {
            return explanation
        }
        var target = sounds[0]
        try? target.set(p, values[answer])
        let jnd = PerceptionTable.jnd(p, in: target)
        let distance = ParameterTolerance(p.tolerance(in: target).measure, close: 0, wrong: 1).distance(values[choice], values[answer])
        let steps = jnd > 0 ? distance / jnd : 0
        let way = values[choice] > values[answer] ? "high" : "low"
        return explanation + String(format: "; %@ is about %.0f just-noticeable steps too %@ (a trained ear hears one)", choices[choice], steps, way)
    }

    public init(question: String, sounds: [Patch], choices: [String], answer: Int, soundDescriptions: [String],
                explanation: String, phrase: Phrase) {
        self.question = question
        self.sounds = sounds
        self.choices = choices
        self.answer = answer
        self.soundDescriptions = soundDescriptions
        self.explanation = explanation
        self.phrase = phrase
    }

    public var soundNames: [String] { Array(QuizTemplate.soundNames.prefix(sounds.count)) }

    func adapted(control: Param, gap: Double?) -> QuizRound {
        guard let gap else { return self }
        var r = self
        r.adaptiveControl = control
        r.gap = gap
        return r
    }
}

/// A small seeded generator (SplitMix64) so a quiz's draws can be repeated: the validator checks the
/// same questions every run, and tests name the question they expect.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
