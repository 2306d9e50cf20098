/// A problem found in a course file, located precisely enough for a teacher to fix it.
public struct CourseIssue: Sendable, Equatable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        /// The lesson or module is unusable (the loader drops it; `courses validate` fails).
        case error
        /// Worth knowing, not fatal (e.g. a comparator that is not installed, with a fallback).
        case warning
    }

    /// Path relative to the courses folder (`basics/module.yaml`).
    public let file: String
    /// Where in the file: `lessons[3].target.filter.cutoff`; empty for the whole file.
    public let field: String
    /// 1-based line, when known.
    public let line: Int?
    public let message: String
    public let severity: Severity

    public init(file: String, field: String, line: Int? = nil, message: String, severity: Severity = .error) {
        self.file = file
        self.field = field
        self.line = line
        self.message = message
        self.severity = severity
    }

    /// `basics/module.yaml:42: lessons[3].target.filter.cutoff: 30000 is out of range 20...20000 Hz`
    public var description: String {
        let place = line.map { "\(file):\($0)" } ?? file
        let prefix = severity == .warning ? "warning: " : ""
        return field.isEmpty ? "\(place): \(prefix)\(message)" : "\(place): \(prefix)\(field): \(message)"
    }
}
