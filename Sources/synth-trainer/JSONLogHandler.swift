import Foundation
import Logging

/// `serve --log-format json`: one JSON object per line on standard error, for log shippers
/// (`{"time", "level", "logger", "message", ...metadata}`). Metadata keys never overwrite the four
/// fixed ones; an error attached to the event is written as `error`, over a metadata key of that name.
struct JSONLogHandler: LogHandler {
    let label: String
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]
    private static let lock = NSLock()

    init(label: String) { self.label = label }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var fields: [String: String] = [:]
        for (k, v) in metadata.merging(event.metadata ?? [:], uniquingKeysWith: { _, new in new }) { fields[k] = "\(v)" }
        if let error = event.error { fields["error"] = "\(error)" }
        fields["time"] = Date().formatted(Self.time)
        fields["level"] = event.level.rawValue
        fields["logger"] = label
        fields["message"] = event.message.description
        guard var data = try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys, .withoutEscapingSlashes]) else { return }
        data.append(0x0A)
        Self.lock.lock()
        FileHandle.standardError.write(data)
        Self.lock.unlock()
    }

    /// ISO 8601 with milliseconds; a value type made once, not a formatter per line.
    private static let time = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
}
