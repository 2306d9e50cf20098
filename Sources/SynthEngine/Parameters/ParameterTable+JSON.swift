import Foundation

/// The table as the page and course authors see it (`synth-trainer params --json`, the `params` message).
public struct ParameterTableDocument: Codable, Sendable {
    public struct Row: Codable, Sendable {
        public let id, name, group, unit, scale, help: String
        public let min, max: Double
        public let `default`: PatchValue
        public let step: Double?
        public let options: [String]
    }
    public struct Group: Codable, Sendable {
        public let id, title: String
    }
    public let parameters: [Row]
    public let groups: [Group]
}

extension ParameterTable {
    /// The whole table in its JSON shape (see PROTOCOL.md).
    public static let document = ParameterTableDocument(
        parameters: specs.map {
            .init(id: $0.id, name: $0.name, group: $0.group.rawValue, unit: $0.unit, scale: $0.scale.rawValue,
                  help: $0.help, min: $0.min, max: $0.max, default: $0.jsonValue($0.defaultValue),
                  step: $0.step, options: $0.options)
        },
        groups: ParameterGroup.allCases.map { .init(id: $0.rawValue, title: $0.title) })

    /// Encoded once: every session's `params` reply reuses these bytes.
    public static let jsonData: Data = {
        let enc = JSONEncoder()
        enc.outputFormatting = [.sortedKeys]
        return (try? enc.encode(document)) ?? Data()
    }()
}
