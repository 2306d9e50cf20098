import Yams

/// Walks a composed YAML tree of one course file and records every problem with its field path and
/// line, so one pass reports all mistakes in a file instead of stopping at the first.
///
/// Why not `Codable`: decoding errors stop at the first problem and lose line numbers; course files
/// are edited by hand and deserve a full list of "file:line: field: what is wrong".
final class YAMLReader {
    /// A mapping whose keys have been checked against the allowed set.
    struct Map {
        let path: String
        let node: Node
        private let entries: [String: (key: Node, value: Node)]

        init(path: String, node: Node, entries: [String: (key: Node, value: Node)]) {
            self.path = path
            self.node = node
            self.entries = entries
        }

        /// The value for `key`, or nil when absent or written as an empty/`null` value.
        subscript(_ key: String) -> Node? {
            guard let v = entries[key]?.value else { return nil }
            if case .scalar = v, v.null != nil { return nil }
            return v
        }

        func has(_ key: String) -> Bool { self[key] != nil }

        /// Field path of a child.
        func path(_ key: String) -> String { YAMLReader.join(path, key) }
    }

    let file: String
    private(set) var issues: [CourseIssue] = []

    init(file: String) { self.file = file }

    /// Number of errors so far; callers compare before/after to know whether a part loaded cleanly.
    var errorCount: Int { issues.count { $0.severity == .error } }

    func fail(_ node: Node?, _ path: String, _ message: String) {
        issues.append(CourseIssue(file: file, field: path, line: node?.mark?.line, message: message))
    }

    /// Records a problem found in another file this one refers to (a lesson's theory page).
    func report(_ issue: CourseIssue) {
        issues.append(issue)
    }

    /// Parses the whole text; nil (with an issue) on a syntax error or an empty document.
    func parse(_ text: String) -> Node? {
        do {
            guard let root = try Yams.compose(yaml: text) else {
                fail(nil, "", "the file is empty")
                return nil
            }
            return root
        } catch let error as YamlError {
            issues.append(CourseIssue(file: file, field: "", line: Self.line(of: error),
                                      message: "not valid YAML: \(Self.problem(of: error))"))
            return nil
        } catch {
            fail(nil, "", "not valid YAML: \(error)")
            return nil
        }
    }

    /// A mapping with only `allowed` keys (unknown keys are reported: they are usually typos).
    func map(_ node: Node, _ path: String, allowed: [String], required: [String] = []) -> Map? {
        guard case .mapping(let m) = node else {
            fail(node, path, "expected a mapping (key: value lines), found \(Self.kindName(node))")
            return nil
        }
        var entries: [String: (key: Node, value: Node)] = [:]
        for (k, v) in m {
            guard let key = k.scalar?.string else {
                fail(k, path, "keys must be plain words")
                continue
            }
            guard allowed.contains(key) else {
                let guess = Self.closest(key, in: allowed).map { " (did you mean '\($0)'?)" } ?? ""
                fail(k, Self.join(path, key), "unknown field\(guess); allowed here: \(allowed.joined(separator: ", "))")
                continue
            }
            if entries[key] != nil { fail(k, Self.join(path, key), "appears twice") }
            entries[key] = (k, v)
        }
        let result = Map(path: path, node: node, entries: entries)
        for key in required where !result.has(key) {
            fail(node, result.path(key), "is required")
        }
        return result
    }

    /// Any mapping (keys are data, such as parameter ids), in file order.
    func pairs(_ node: Node, _ path: String) -> [(key: String, keyNode: Node, value: Node)]? {
        guard case .mapping(let m) = node else {
            fail(node, path, "expected a mapping (key: value lines), found \(Self.kindName(node))")
            return nil
        }
        var out: [(key: String, keyNode: Node, value: Node)] = []
        for (k, v) in m {
            guard let key = k.scalar?.string else {
                fail(k, path, "keys must be plain words")
                continue
            }
            if out.contains(where: { $0.key == key }) { fail(k, Self.join(path, key), "appears twice") }
            out.append((key, k, v))
        }
        return out
    }

    func list(_ node: Node, _ path: String) -> [Node]? {
        guard case .sequence(let s) = node else {
            fail(node, path, "expected a list (lines starting with '- ' or [a, b]), found \(Self.kindName(node))")
            return nil
        }
        return Array(s)
    }

    /// A non-empty text value (numbers are accepted as text: `title: 808`).
    func string(_ node: Node, _ path: String) -> String? {
        guard case .scalar(let s) = node else {
            fail(node, path, "expected text, found \(Self.kindName(node))")
            return nil
        }
        let text = s.string.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else {
            fail(node, path, "must not be empty")
            return nil
        }
        return text
    }

    func number(_ node: Node, _ path: String) -> Double? {
        guard case .scalar(let s) = node, let d = Double(s.string.trimmingCharacters(in: .whitespaces)), d.isFinite else {
            fail(node, path, "expected a number, found \(Self.describe(node))")
            return nil
        }
        return d
    }

    /// `true` or `false` (YAML's yes/no/on/off are refused: they read as words to a course author).
    func bool(_ node: Node, _ path: String) -> Bool? {
        if case .scalar(let s) = node {
            switch s.string.trimmingCharacters(in: .whitespaces) {
            case "true": return true
            case "false": return false
            default: break
            }
        }
        fail(node, path, "expected true or false, found \(Self.describe(node))")
        return nil
    }

    /// A number within `range`, with the range in the message when it is not.
    func number(_ node: Node, _ path: String, in range: ClosedRange<Double>, unit: String = "") -> Double? {
        guard let d = number(node, path) else { return nil }
        guard range.contains(d) else {
            fail(node, path, "\(d.formatted()) is out of range \(range.lowerBound.formatted())...\(range.upperBound.formatted())\(unit.isEmpty ? "" : " " + unit)")
            return nil
        }
        return d
    }

    /// A list of text values; a single text value counts as a one-element list.
    func strings(_ node: Node, _ path: String) -> [String]? {
        if case .scalar = node { return string(node, path).map { [$0] } }
        guard let items = list(node, path) else { return nil }
        var out: [String] = []
        for (i, item) in items.enumerated() {
            if let s = string(item, "\(path)[\(i)]") { out.append(s) }
        }
        return out
    }

    // MARK: - Helpers

    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    static func kindName(_ node: Node) -> String {
        switch node {
        case .scalar(let s): "the value '\(s.string)'"
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias (*name); anchors and aliases are not supported in course files"
        }
    }

    static func describe(_ node: Node) -> String {
        if case .scalar(let s) = node { return "'\(s.string)'" }
        return kindName(node)
    }

    /// The closest candidate by edit distance, if it is plausibly a typo.
    static func closest(_ word: String, in candidates: some Sequence<String>) -> String? {
        let scored = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, word.count / 3) else { return nil }
        return best.0
    }

    /// Levenshtein distance; course files are small, so the quadratic version is fine.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev = Array(0...b.count)
        var cur = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            for j in 1...b.count {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&prev, &cur)
        }
        return prev[b.count]
    }

    private static func line(of error: YamlError) -> Int? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): mark.line
        default: nil
        }
    }

    private static func problem(of error: YamlError) -> String {
        switch error {
        case .scanner(let context, let problem, _, _), .parser(let context, let problem, _, _),
             .composer(let context, let problem, _, _):
            context.map { "\($0.text), \(problem)" } ?? problem
        default: "\(error)"
        }
    }
}
