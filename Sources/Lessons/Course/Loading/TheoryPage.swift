import Ink

/// A lesson's theory page: Markdown rendered once to HTML that the student page may put into
/// `innerHTML` as it is, plus the reasons it may not.
///
/// Ink passes raw HTML straight through and writes link and image URLs and image descriptions into
/// attributes without escaping them, so a course file could otherwise carry script into every
/// student's browser (`<img onerror=…>`, `[x](javascript:…)`, a quote that ends the attribute).
/// A page is refused (the loader reports each problem with its line) when it has:
/// - raw HTML of any kind: theory pages are Markdown only;
/// - a link or image URL that is not http(s) or relative, or that holds a quote, space, angle
///   bracket or character reference (`&#…;`, which a browser would decode inside the attribute);
/// - an image description with a double quote.
/// As a last line of defence the rendered HTML is scanned as a whole: only the tags and attributes
/// Ink makes from Markdown may appear in it.
struct TheoryPage {
    struct Problem: Equatable, CustomStringConvertible {
        /// 1-based line in the Markdown file, when the problem has one.
        let line: Int?
        let message: String
        var description: String { line.map { "line \($0): \(message)" } ?? message }
    }

    /// `[[example: id]]` on a line of its own: where a sound example's play button goes.
    struct ExampleMarker: Equatable {
        let id: String
        let line: Int
    }

    let html: String
    let problems: [Problem]
    /// The page's example markers in page order. In `html` each is an empty
    /// `<div class="example" data-example="id"></div>` the student page fills with its button.
    let examples: [ExampleMarker]

    init(markdown: String) {
        // Ink's modifiers are plain closures called during `html(from:)`: they gather into this box.
        final class Collector {
            var problems: [Problem] = []
            func add(_ at: Substring, _ message: String) { problems.append(Problem(line: TheoryPage.line(of: at), message: message)) }
        }
        let collector = Collector()
        let parser = MarkdownParser(modifiers: [
            Modifier(target: .html) { input in
                let shown = input.markdown.prefix(40).split(separator: "\n").first ?? ""
                collector.add(input.markdown, "raw HTML (`\(shown)`) is not allowed in a theory page: write Markdown")
                return input.html
            },
            Modifier(target: .links) { input in
                if let problem = Self.attributeProblem(input.html, prefix: "<a href=\"", rest: { $0.hasPrefix(">") }) {
                    collector.add(input.markdown, "link: \(problem)")
                }
                return input.html
            },
            Modifier(target: .images) { input in
                if let problem = Self.attributeProblem(input.html, prefix: "<img src=\"", rest: Self.isImageTail) {
                    collector.add(input.markdown, "image: \(problem)")
                }
                return input.html
            },
        ])
        let html = parser.html(from: markdown)
        var problems = collector.problems
        // Anything the checks above let through but the scan refuses (no line is known here).
        if problems.isEmpty, let leak = Self.disallowedMarkup(in: html) {
            problems.append(Problem(line: nil, message: "the rendered page contains \(leak), which a theory page may not"))
        }
        // Markers are found in the Markdown (with their lines) and swapped into the HTML after the
        // safety scan above; the id is checked to be plain (letters, digits, '-'), so the div it
        // makes cannot carry anything else.
        var markers: [ExampleMarker] = []
        var out = html
        for (i, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let id = Self.exampleMarker(line) else { continue }
            markers.append(ExampleMarker(id: id, line: i + 1))
            out = out.replacingOccurrences(of: "<p>[[example: \(id)]]</p>", with: "<div class=\"example\" data-example=\"\(id)\"></div>")
        }
        self.html = out
        self.problems = problems
        examples = markers
    }

    // MARK: - URLs

    /// Why `url` may not be a link or image target, or nil: only http(s) and relative URLs, with no
    /// character that could end the attribute or hide a scheme from this check.
    static func urlProblem(_ url: Substring) -> String? {
        if let bad = url.first(where: { $0.isWhitespace || $0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } == true
                                       || "\"'<>`\\".contains($0) }) {
            let name = bad.isWhitespace || bad.asciiValue.map({ $0 < 0x20 || $0 == 0x7F }) == true ? "a space or control character" : "'\(bad)'"
            return "the URL '\(url)' contains \(name)"
        }
        if url.contains("&#") || url.contains(/&[A-Za-z][A-Za-z0-9]*;/) {
            return "the URL '\(url)' contains a character reference (&…;)"
        }
        // A scheme is whatever comes before a ':' that precedes any '/', '?' or '#'.
        if let end = url.firstIndex(where: { ":/?#".contains($0) }), url[end] == ":" {
            let scheme = url[..<end].lowercased()
            if scheme != "http" && scheme != "https" {
                return "'\(scheme):' URLs are not allowed ('\(url)'): use http(s) or a relative URL"
            }
        }
        return nil
    }

    /// Checks an Ink fragment that starts with `prefix` + URL + `"`: the URL, then what follows it.
    private static func attributeProblem(_ html: String, prefix: String, rest: (Substring) -> Bool) -> String? {
        guard html.hasPrefix(prefix) else { return "unexpected markup \(html.prefix(40))" }
        let afterPrefix = html.dropFirst(prefix.count)
        guard let close = afterPrefix.firstIndex(of: "\"") else { return "the URL is not closed" }
        if let problem = urlProblem(afterPrefix[..<close]) { return problem }
        return rest(afterPrefix[afterPrefix.index(after: close)...]) ? nil : "a double quote in the URL or description would end the HTML attribute"
    }

    /// After an image's URL: `/>` or ` alt="…"/>` with no further quote.
    private static func isImageTail(_ tail: Substring) -> Bool {
        if tail == "/>" { return true }
        guard tail.hasPrefix(" alt=\""), tail.hasSuffix("\"/>") else { return false }
        return !tail.dropFirst(6).dropLast(3).contains("\"")
    }

    // MARK: - The whole page

    /// Tags Ink makes from Markdown, and the attributes it gives them.
    static let allowedTags: [String: Set<String>] = [
        "p": [], "h1": [], "h2": [], "h3": [], "h4": [], "h5": [], "h6": [], "em": [], "strong": [], "s": [],
        "code": ["class"], "pre": [], "blockquote": [], "ul": [], "ol": ["start"], "li": [], "hr": [], "br": [],
        "a": ["href"], "img": ["src", "alt"], "table": [], "thead": [], "tbody": [], "tr": [], "th": ["align"], "td": ["align"],
    ]

    /// The first tag (or attribute) in `html` outside `allowedTags`, or a URL attribute `urlProblem`
    /// refuses, described for a message; nil when the page is clean.
    static func disallowedMarkup(in html: String) -> String? {
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            guard let close = rest.firstIndex(of: ">") else { return "an unclosed '<'" }
            var tag = rest[..<close]
            rest = rest[rest.index(after: close)...]
            let isEnd = tag.hasPrefix("/")
            if isEnd { tag = tag.dropFirst() }
            if tag.hasSuffix("/") { tag = tag.dropLast() }
            let name = String(tag.prefix { $0.isLetter || $0.isNumber }).lowercased()
            guard let attributes = allowedTags[name], !name.isEmpty else { return "<\(tag.prefix(40))>" }
            var attrs = tag.dropFirst(name.count)
            if isEnd && !attrs.isEmpty { return "</\(tag.prefix(40))>" }
            // Each attribute exactly as Ink writes it: ` name="value"`, value without quotes.
            while !attrs.isEmpty {
                guard let (attribute, value, rest) = leadingAttribute(attrs) else { return "<\(tag.prefix(40))>" }
                guard attributes.contains(attribute) else { return "the attribute \(attribute) on <\(name)>" }
                if attribute == "href" || attribute == "src", let problem = urlProblem(value) { return problem }
                attrs = rest
            }
        }
        return nil
    }

    // MARK: - Scanning
    // Plain scans, not regex literals: a literal builds and compiles its Regex each time it is
    // evaluated, and these run on every line and attribute of 317 pages at every start. They were 60 %
    // of the server's start-up (perf, 2026-11-28), which every restart and every test server pays.

    /// The id of a line that is an example marker (`[[example: id]]` alone, spaces allowed around
    /// the line and the id; the id lowercase letters, digits and '-', not starting with '-'), or nil.
    static func exampleMarker(_ line: Substring) -> String? {
        guard line.contains("[[example:") else { return nil }
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("[[example:"), trimmed.hasSuffix("]]") else { return nil }
        let id = trimmed.dropFirst(10).dropLast(2).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let first = id.first, first != "-", id.allSatisfy({ isLowerAlphanumeric($0) || $0 == "-" }) else { return nil }
        return id
    }

    /// ` name="value"` at the start of `s`, exactly as Ink writes an attribute (a lowercase name, a
    /// value without quotes or angle brackets): the name, the value and what follows, or nil.
    static func leadingAttribute(_ s: Substring) -> (name: String, value: Substring, rest: Substring)? {
        guard s.first == " " else { return nil }
        let name = s.dropFirst().prefix { $0.asciiValue.map { (0x61...0x7A).contains($0) } ?? false }
        guard !name.isEmpty else { return nil }
        let afterName = s[name.endIndex...]
        guard afterName.hasPrefix("=\"") else { return nil }
        let valueStart = afterName.dropFirst(2)
        let value = valueStart.prefix { $0 != "\"" && $0 != "<" && $0 != ">" }
        guard valueStart[value.endIndex...].first == "\"" else { return nil }
        return (String(name), value, valueStart[value.endIndex...].dropFirst())
    }

    private static func isLowerAlphanumeric(_ c: Character) -> Bool {
        guard let a = c.asciiValue else { return false }
        return (0x61...0x7A).contains(a) || (0x30...0x39).contains(a)
    }

    /// 1-based line of `part` within the string it was cut from (Ink hands modifiers slices of the page).
    static func line(of part: Substring) -> Int {
        part.base[..<part.startIndex].reduce(1) { $1.isNewline ? $0 + 1 : $0 }
    }
}
