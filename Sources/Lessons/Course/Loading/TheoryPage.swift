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

    // Every scan below reads UTF-8 bytes (or Unicode scalars), never Characters: a browser's HTML
    // tokenizer and URL parser read code points, and a Character is a grapheme cluster, so `"` followed
    // by a combining mark (U+0301, a zero-width joiner) is one Character that is not `"` while a browser
    // sees the quote end the attribute: `alt="x"` + U+0301 + ` onerror=…` passed a Character scan.
    private static let quote = UInt8(ascii: "\""), lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), slash = UInt8(ascii: "/")

    /// Why `url` may not be a link or image target, or nil: only http(s) and relative URLs, with no
    /// character that could end the attribute or hide a scheme from this check.
    static func urlProblem(_ url: Substring) -> String? {
        func isBlank(_ u: Unicode.Scalar) -> Bool { u.properties.isWhitespace || u.value < 0x20 || u.value == 0x7F }
        if let bad = url.unicodeScalars.first(where: { isBlank($0) || "\"'<>`\\".unicodeScalars.contains($0) }) {
            let name = isBlank(bad) ? "a space or control character" : "'\(bad)'"
            return "the URL '\(url)' contains \(name)"
        }
        if hasCharacterReference(Array(url.utf8)) {
            return "the URL '\(url)' contains a character reference (&…;)"
        }
        // A scheme is whatever comes before a ':' that precedes any '/', '?' or '#'.
        if let end = url.utf8.firstIndex(where: { ":/?#".utf8.contains($0) }), url.utf8[end] == UInt8(ascii: ":") {
            let scheme = url[..<end].lowercased()
            if scheme != "http" && scheme != "https" {
                return "'\(scheme):' URLs are not allowed ('\(url)'): use http(s) or a relative URL"
            }
        }
        return nil
    }

    /// `&#` anywhere, or `&name;` (a letter, then letters and digits): what a browser would decode
    /// inside the attribute.
    private static func hasCharacterReference(_ b: [UInt8]) -> Bool {
        func isLetter(_ c: UInt8) -> Bool { (0x41...0x5A).contains(c) || (0x61...0x7A).contains(c) }
        for i in b.indices where b[i] == UInt8(ascii: "&") {
            guard i + 1 < b.count else { return false }
            if b[i + 1] == UInt8(ascii: "#") { return true }
            guard isLetter(b[i + 1]) else { continue }
            var j = i + 2
            while j < b.count, isLetter(b[j]) || (0x30...0x39).contains(b[j]) { j += 1 }
            if j < b.count, b[j] == UInt8(ascii: ";") { return true }
        }
        return false
    }

    /// Checks an Ink fragment that starts with `prefix` + URL + `"`: the URL, then what follows it.
    private static func attributeProblem(_ html: String, prefix: String, rest: (Substring) -> Bool) -> String? {
        guard html.utf8.starts(with: prefix.utf8) else { return "unexpected markup \(html.prefix(40))" }
        let afterPrefix = html[html.utf8.index(html.startIndex, offsetBy: prefix.utf8.count)...]
        guard let close = afterPrefix.utf8.firstIndex(of: quote) else { return "the URL is not closed" }
        if let problem = urlProblem(afterPrefix[..<close]) { return problem }
        return rest(afterPrefix[afterPrefix.utf8.index(after: close)...]) ? nil : "a double quote in the URL or description would end the HTML attribute"
    }

    /// After an image's URL: `/>` or ` alt="…"/>` with no further quote.
    private static func isImageTail(_ tail: Substring) -> Bool {
        let u = Array(tail.utf8)
        if u == Array("/>".utf8) { return true }
        guard u.count >= 9, u.starts(with: " alt=\"".utf8), u.suffix(3).elementsEqual("\"/>".utf8) else { return false }
        return !u[6..<(u.count - 3)].contains(quote)
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
        while let open = rest.utf8.firstIndex(of: lt) {
            rest = rest[rest.utf8.index(after: open)...]
            guard let close = rest.utf8.firstIndex(of: gt) else { return "an unclosed '<'" }
            var tag = rest[..<close]
            rest = rest[rest.utf8.index(after: close)...]
            let isEnd = tag.utf8.first == slash
            if isEnd { tag = tag[tag.utf8.index(after: tag.startIndex)...] }
            if tag.utf8.last == slash { tag = tag[..<tag.utf8.index(before: tag.endIndex)] }
            let nameBytes = tag.utf8.prefix { isASCIIAlphanumeric($0) }
            let name = String(decoding: nameBytes, as: UTF8.self).lowercased()
            guard let attributes = allowedTags[name], !name.isEmpty else { return "<\(tag.prefix(40))>" }
            var attrs = tag[nameBytes.endIndex...]
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

    private static func isASCIIAlphanumeric(_ c: UInt8) -> Bool {
        (0x30...0x39).contains(c) || (0x41...0x5A).contains(c) || (0x61...0x7A).contains(c)
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
        let dash = UInt8(ascii: "-")
        guard let first = id.utf8.first, first != dash, id.utf8.allSatisfy({ isLowerASCIIAlphanumeric($0) || $0 == dash }) else { return nil }
        return id
    }

    /// ` name="value"` at the start of `s`, exactly as Ink writes an attribute (a lowercase name, a
    /// value without quotes or angle brackets): the name, the value and what follows, or nil.
    static func leadingAttribute(_ s: Substring) -> (name: String, value: Substring, rest: Substring)? {
        guard s.utf8.first == UInt8(ascii: " ") else { return nil }
        let afterSpace = s[s.utf8.index(after: s.startIndex)...]
        let name = afterSpace.utf8.prefix { (0x61...0x7A).contains($0) }  // lowercase letters only
        guard !name.isEmpty else { return nil }
        let afterName = afterSpace[name.endIndex...]
        guard afterName.utf8.starts(with: "=\"".utf8) else { return nil }
        let valueStart = afterName[afterName.utf8.index(afterName.startIndex, offsetBy: 2)...]
        let value = valueStart.utf8.prefix { $0 != quote && $0 != lt && $0 != gt }
        guard value.endIndex < valueStart.endIndex, valueStart.utf8[value.endIndex] == quote else { return nil }
        return (String(decoding: name, as: UTF8.self), valueStart[..<value.endIndex],
                valueStart[valueStart.utf8.index(after: value.endIndex)...])
    }

    private static func isLowerASCIIAlphanumeric(_ c: UInt8) -> Bool {
        (0x61...0x7A).contains(c) || (0x30...0x39).contains(c)
    }

    /// 1-based line of `part` within the string it was cut from (Ink hands modifiers slices of the page).
    static func line(of part: Substring) -> Int {
        part.base[..<part.startIndex].reduce(1) { $1.isNewline ? $0 + 1 : $0 }
    }
}
