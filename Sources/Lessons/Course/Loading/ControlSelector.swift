import SynthEngine

/// Turns the words a course file uses for controls into parameters.
///
/// Accepted: an exact id (`filter.cutoff`), a tab name from the table's groups (`filter`,
/// `envelope`, `lfo`, ...), or a prefix wildcard (`osc1.*`, `amp.*`, `lfo2.*`).
public enum ControlSelector {
    /// The parameters a selector names, in table order, or nil if it names none.
    public static func resolve(_ selector: String) -> [Param]? {
        if let p = ParameterTable.byID[selector] { return [p] }
        if let group = ParameterGroup(rawValue: selector) {
            return Param.allCases.filter { $0.spec.group == group }
        }
        if selector.hasSuffix(".*") {
            let prefix = String(selector.dropLast(1))
            let hits = Param.allCases.filter { $0.spec.id.hasPrefix(prefix) }
            return hits.isEmpty ? nil : hits
        }
        return nil
    }

    /// Every word `resolve` accepts, for "did you mean" suggestions.
    public static var vocabulary: [String] {
        let prefixes = Set(ParameterTable.specs.compactMap { $0.id.split(separator: ".").first.map { "\($0).*" } })
        return ParameterTable.specs.map(\.id) + ParameterGroup.allCases.map(\.rawValue) + prefixes.sorted()
    }
}
