import Foundation
import Server
import WireProtocol

/// Parse time of the worst client messages the server accepts (64 KiB, the text-message limit), by
/// shape: an object of thousands of keys (once quadratic), one of thousands of repeated keys, an
/// array of as many numbers, a long string, and a deeply nested message. All run on the lws service
/// thread, so each one's time is added to every other client's round trip.
public enum ParserBenchmark {
    public struct Result: Sendable {
        public let shape: String
        public let bytes: Int
        /// Median microseconds per parse (`ClientRequest.decode`, which parses then validates).
        public let medianMicroseconds: Double
    }

    static func messages(limit: Int) -> [(String, [UInt8])] {
        func fill(_ open: String, _ item: (Int) -> String, _ close: String) -> [UInt8] {
            var s = open, i = 0
            while true {
                let next = (i == 0 ? "" : ",") + item(i)
                if s.utf8.count + next.utf8.count + close.utf8.count > limit { break }
                s += next
                i += 1
            }
            return Array((s + close).utf8)
        }
        let keys = fill(#"{"type":"getPatch","#, { "\"k\($0)\":0" }, "}")
        let repeats = fill(#"{"type":"getPatch","#, { _ in "\"k\":0" }, "}")
        let array = fill(#"{"type":"getPatch","x":["#, { _ in "0" }, "]}")
        let string = Array((#"{"type":"getPatch","x":""# + String(repeating: "a", count: limit - 40) + #""}"#).utf8)
        let nested = Array((String(repeating: "[", count: 60) + String(repeating: "]", count: 60)).utf8)
        return [("object, distinct keys", keys), ("object, one key repeated", repeats), ("array of numbers", array),
                ("one long string", string), ("nesting past the limit", nested)]
    }

    public static func run(runs: Int = 21, limit: Int = ProtocolLimits.maxTextMessageBytes) -> [Result] {
        messages(limit: limit).map { shape, bytes in
            var times: [Double] = []
            for _ in 0..<max(3, runs) {
                let t0 = ThreadCPUClock.seconds()
                _ = try? ClientRequest.decode(bytes)
                times.append((ThreadCPUClock.seconds() - t0) * 1e6)
            }
            times.sort()
            return Result(shape: shape, bytes: bytes.count, medianMicroseconds: times[times.count / 2])
        }
    }
}
