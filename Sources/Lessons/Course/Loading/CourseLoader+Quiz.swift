import SynthEngine
import Yams

extension CourseLoader {
    static let quizFields = ["ask", "control", "controls", "options", "range", "gap", "count", "words", "question", "base"]

    /// A lesson's `quiz:` (see Courses/README.md, "Listening quizzes"), or nil with the reasons in `reader`.
    static func parseQuiz(_ node: Node, _ path: String, reader: YAMLReader, phrase: Phrase) -> QuizTemplate? {
        guard let map = reader.map(node, path, allowed: quizFields, required: ["ask"]) else { return nil }
        let errorsBefore = reader.errorCount
        guard let word = map["ask"].flatMap({ reader.string($0, map.path("ask")) }) else { return nil }
        guard let shape = QuizTemplate.Shape(rawValue: word) else {
            reader.fail(map["ask"], map.path("ask"), "'\(word)' is not a quiz; use one of "
                        + QuizTemplate.Shape.allCases.map(\.rawValue).joined(separator: ", "))
            return nil
        }
        let base = map["base"].map { parsePatch($0, map.path("base"), over: Patch(), reader: reader) } ?? Patch()

        func param(_ n: Node, _ field: String) -> Param? {
            guard let id = reader.string(n, field) else { return nil }
            guard let p = ParameterTable.byID[id] else { reader.fail(n, field, unknownControlMessage(id)); return nil }
            return p
        }
        /// `[low, high]` in the control's units, inside its range.
        func range(_ n: Node, _ field: String, for p: Param) -> ClosedRange<Double>? {
            guard let items = reader.list(n, field), items.count == 2 else {
                reader.fail(n, field, "expected [low, high]")
                return nil
            }
            let spec = p.spec
            let unit = spec.unit.isEmpty ? "" : " \(spec.unit)"
            guard let lo = reader.number(items[0], field + "[0]", in: spec.min...spec.max, unit: unit),
                  let hi = reader.number(items[1], field + "[1]", in: spec.min...spec.max, unit: unit) else { return nil }
            guard lo < hi else { reader.fail(n, field, "low must be below high"); return nil }
            return lo...hi
        }

        var controls: [Param] = []
        var ranges: [Param: ClosedRange<Double>] = [:]
        if shape == .whichChanged {
            if map.has("control") { reader.fail(map["control"], map.path("control"), "whichChanged takes 'controls' (several, each with its range)") }
            if let n = map["controls"], let pairs = reader.pairs(n, map.path("controls")) {
                for (id, keyNode, value) in pairs {
                    let field = map.path("controls") + ".\(id)"
                    guard let p = ParameterTable.byID[id] else { reader.fail(keyNode, field, unknownControlMessage(id)); continue }
                    guard p.spec.scale != .choice else { reader.fail(keyNode, field, "'\(id)' is a choice: whichChanged moves knobs"); continue }
                    if let r = range(value, field, for: p) { ranges[p] = r }
                    controls.append(p)
                }
                if controls.count < 2 { reader.fail(n, map.path("controls"), "whichChanged needs at least two controls to choose between") }
            } else {
                reader.fail(map.node, map.path("controls"), "whichChanged needs 'controls': {control: [low, high], ...}")
            }
        } else if let n = map["control"], let p = param(n, map.path("control")) {
            controls = [p]
            let isChoice = p.spec.scale == .choice
            switch shape {
            case .whichIs, .identify:
                guard isChoice else { reader.fail(n, map.path("control"), "\(shape.rawValue) asks about a choice (a wave, a filter type, a destination); '\(p.spec.id)' is a knob"); break }
            default:
                guard !isChoice else { reader.fail(n, map.path("control"), "\(shape.rawValue) moves a knob; '\(p.spec.id)' is a choice"); break }
                if let rn = map["range"], let r = range(rn, map.path("range"), for: p) { ranges[p] = r }
            }
        } else if !map.has("control") {
            reader.fail(map.node, map.path("control"), "\(shape.rawValue) needs 'control'")
        }

        var options: [String] = []
        if shape == .whichIs || shape == .identify, let p = controls.first {
            if let n = map["options"], let words = reader.strings(n, map.path("options")) {
                for w in words where !p.spec.options.contains(w) {
                    reader.fail(n, map.path("options"), "'\(w)' is not an option of \(p.spec.id) (\(p.spec.options.joined(separator: ", ")))")
                }
                if Set(words).count != words.count { reader.fail(n, map.path("options"), "an option is listed twice") }
                if words.count < 2 { reader.fail(n, map.path("options"), "list at least two options") }
                options = words
            } else {
                reader.fail(map.node, map.path("options"), "\(shape.rawValue) needs 'options' (at least two of \(p.spec.options.joined(separator: ", ")))")
            }
        }
        var count = shape == .whichIs ? options.count : shape == .estimate ? 5 : 2
        if let n = map["count"], let c = reader.number(n, map.path("count"), in: shape == .estimate ? 3...7 : 2...3) {
            if shape == .whichIs || shape == .most || shape == .estimate { count = Int(c) } else {
                reader.fail(n, map.path("count"), "only whichIs, most and estimate take a count")
            }
        }
        if shape == .whichIs { count = min(max(2, count), 3) }
        var gap = 0.2...0.35
        if let n = map["gap"] {
            if let items = reader.list(n, map.path("gap")), items.count == 2,
               let a = reader.number(items[0], map.path("gap") + "[0]", in: 0.02...1),
               let b = reader.number(items[1], map.path("gap") + "[1]", in: 0.02...1), a <= b {
                gap = a...b
            } else {
                reader.fail(n, map.path("gap"), "expected [smallest, largest] knob travel between two sounds, each 0.02...1")
            }
        }
        var words = (up: "higher", down: "lower")
        if let n = map["words"] {
            if shape != .direction { reader.fail(n, map.path("words"), "only direction takes words") }
            if let w = reader.strings(n, map.path("words")), w.count == 2 { words = (w[0], w[1]) } else {
                reader.fail(n, map.path("words"), "expected [word for up, word for down], like [brighter, darker]")
            }
        }
        let question = map["question"].flatMap { reader.string($0, map.path("question")) }
        guard reader.errorCount == errorsBefore else { return nil }
        return QuizTemplate(shape: shape, controls: controls, options: options, ranges: ranges, gap: gap, count: count,
                            words: words, question: question, base: base, phrase: phrase)
    }
}
