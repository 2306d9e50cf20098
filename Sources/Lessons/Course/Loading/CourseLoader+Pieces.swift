import Foundation
import SynthEngine
import Yams

/// The pieces lessons and modules share: defaults, the comparator choice, phrases, safe ids, text files.
extension CourseLoader {
    // MARK: - Shared pieces

    static func parseDefaults(_ node: Node, _ path: String, reader: YAMLReader, inherited: Defaults,
                                      phrases: [String: Phrase]) -> Defaults {
        var d = inherited
        guard let map = reader.map(node, path, allowed: ["passThreshold", "phrase", "comparator", "teacherPatch"]) else { return d }
        if let n = map["teacherPatch"], let v = reader.bool(n, map.path("teacherPatch")) { d.teacherPatch = v }
        if let n = map["passThreshold"], let v = reader.number(n, map.path("passThreshold"), in: 1...100) { d.passThreshold = v }
        if let n = map["phrase"], let p = parsePhrase(n, map.path("phrase"), reader: reader, named: phrases) { d.phrase = p }
        if let n = map["comparator"], let c = parseComparator(n, map.path("comparator"), reader: reader) { d.comparator = c }
        return d
    }

    /// `params`, `sound`, `{blend: {params: 0.3, sound: 0.7}}` or `{best: [params, sound]}`.
    static func parseComparator(_ node: Node, _ path: String, reader: YAMLReader) -> ComparatorChoice? {
        if case .scalar = node {
            guard let word = reader.string(node, path) else { return nil }
            guard let kind = ComparatorKind(rawValue: word) else {
                reader.fail(node, path, "'\(word)' is not a comparator; use params, sound or {blend: {params: 0.5, sound: 0.5}}")
                return nil
            }
            return ComparatorChoice(weights: [kind: 1])
        }
        guard let map = reader.map(node, path, allowed: ["blend", "best"]) else { return nil }
        switch (map["blend"], map["best"]) {
        case (nil, let best?):
            guard let names = reader.strings(best, map.path("best")) else { return nil }
            var kinds: [ComparatorKind] = []
            for name in names {
                guard let kind = ComparatorKind(rawValue: name) else {
                    reader.fail(best, map.path("best"), "'\(name)' is not a comparator; use params or sound")
                    return nil
                }
                if !kinds.contains(kind) { kinds.append(kind) }
            }
            guard !kinds.isEmpty else {
                reader.fail(best, map.path("best"), "name at least one comparator")
                return nil
            }
            return .best(kinds)
        case (.some, .some), (nil, nil):
            reader.fail(node, path, "name exactly one of blend or best")
            return nil
        case (.some, nil):
            break
        }
        guard let blend = map["blend"], let pairs = reader.pairs(blend, map.path("blend")) else { return nil }
        var weights: [ComparatorKind: Double] = [:]
        for (name, keyNode, value) in pairs {
            guard let kind = ComparatorKind(rawValue: name) else {
                reader.fail(keyNode, map.path("blend") + ".\(name)", "'\(name)' is not a comparator; use params or sound")
                continue
            }
            if let w = reader.number(value, map.path("blend") + ".\(name)", in: 0...1000) {
                if w > 0 { weights[kind] = w } else { reader.fail(value, map.path("blend") + ".\(name)", "a weight must be above 0 (leave the comparator out instead)") }
            }
        }
        guard !weights.isEmpty else {
            reader.fail(blend, map.path("blend"), "name at least one comparator with a weight")
            return nil
        }
        return ComparatorChoice(weights: weights)
    }

    /// A phrase: the name of one from course.yaml `phrases`, or a list of notes
    /// `{start: 0, length: 0.5, note: C3, velocity: 0.9}` (times in seconds; note as a name or MIDI number).
    static func parsePhrase(_ node: Node, _ path: String, reader: YAMLReader, named: [String: Phrase]) -> Phrase? {
        if case .scalar = node {
            guard let name = reader.string(node, path) else { return nil }
            guard let phrase = named[name] else {
                let known = named.keys.sorted().joined(separator: ", ")
                reader.fail(node, path, "no phrase named '\(name)' in course.yaml (known: \(known.isEmpty ? "none" : known))")
                return nil
            }
            return phrase
        }
        guard let items = reader.list(node, path) else { return nil }
        let errorsBefore = reader.errorCount
        var notes: [Phrase.Note] = []
        for (i, item) in items.enumerated() {
            let p = "\(path)[\(i)]"
            guard let m = reader.map(item, p, allowed: ["start", "length", "note", "velocity"],
                                     required: ["start", "length", "note"]) else { continue }
            // The limits are the engine's (`Phrase`), so a phrase that loads is one that plays.
            let start = m["start"].flatMap { reader.number($0, m.path("start"), in: 0...Phrase.maxSeconds, unit: "s") }
            let length = m["length"].flatMap {
                reader.number($0, m.path("length"), in: Phrase.minNoteLength...Phrase.maxSeconds, unit: "s")
            }
            var velocity: Double? = 0.9
            if let n = m["velocity"] { velocity = reader.number(n, m.path("velocity"), in: 0...1) }
            var note: Int?
            if let n = m["note"], let text = reader.string(n, m.path("note")) {
                if let midi = NoteName.midi(text), (0...127).contains(midi) { note = midi } else {
                    reader.fail(n, m.path("note"), "'\(text)' is not a note: use a MIDI number 0...127 or a name like C4 (middle C), F#2, Bb1")
                }
            }
            if let start, let length, let note, let velocity {
                let n = Phrase.Note(start: start, length: length, note: note, velocity: velocity)
                if let problem = n.validationProblem { reader.fail(item, p, problem) } else { notes.append(n) }
            }
        }
        guard reader.errorCount == errorsBefore else { return nil }
        guard !notes.isEmpty else {
            reader.fail(node, path, "a phrase needs at least one note")
            return nil
        }
        return Phrase(notes: notes.sorted { ($0.start, $0.note) < ($1.start, $1.note) })
    }

    static func readText(_ url: URL, file: String, issues: inout [CourseIssue]) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            issues.append(CourseIssue(file: file, field: "", message: "cannot read the file (missing or unreadable)"))
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            issues.append(CourseIssue(file: file, field: "", message: "the file is not UTF-8 text"))
            return nil
        }
        return text
    }

    /// Ids go into URLs, logs and the database: keep them to lowercase letters, digits and '-'.
    static func isSafeID(_ id: String) -> Bool {
        !id.isEmpty && id.count <= 64 && id.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }
    }

    /// The target of an earlier challenge (`targetFrom`), or nil with the reason reported.
    static func earlierTarget(_ node: Node, _ path: String, reader: YAMLReader, context: LessonContext) -> Patch? {
        guard let from = reader.string(node, path) else { return nil }
        guard let earlier = context.loaded[from], earlier.kind == .challenge else {
            reader.fail(node, path, "no earlier challenge '\(from)' (it must come before this one in the course)")
            return nil
        }
        return earlier.targetPatch
    }
}
