#if canImport(Glibc)
import Glibc
#endif
import OpusCodec
import Server
import WireProtocol

/// A light WebSocket client for the capacity benchmark: one thread, poll(2), raw sockets, so that a
/// few hundred streams cost it little CPU next to the server on the same machine.
///
/// Every session connects to `/ws`, sends its setup messages (patch, a held note), then reads.
/// For audio frames it records inter-arrival times and checks sequence numbers for gaps (a gap is a
/// dropped frame). A few "probe" sessions also toggle `master.volume` and decode their audio, timing
/// the parameter message against the first packet whose level has changed.
public final class LoadClient {
    public struct Options: Sendable {
        public var port: Int
        public var sessions: Int
        /// Measured seconds (after warm-up).
        public var seconds: Double
        public var warmup: Double
        /// JSON messages each session sends once connected.
        public var setup: [String]
        /// Sessions that also measure parameter-to-packet latency.
        public var probes: Int
        /// The socket paths, session `i` taking `paths[i % count]` (`/ws?class=CODE` spreads sessions
        /// over the instances behind the cluster's nginx site, which hashes on the class).
        public var paths = ["/ws"]

        public init(port: Int, sessions: Int, seconds: Double, warmup: Double, setup: [String], probes: Int) {
            self.port = port
            self.sessions = sessions
            self.seconds = seconds
            self.warmup = warmup
            self.setup = setup
            self.probes = probes
        }
    }

    public struct Report: Sendable {
        public var connected = 0
        public var failed = 0
        /// Connections the server closed during the run.
        public var closed = 0
        public var audioFrames = 0
        /// Media frames missing from the sequence (dropped by the server).
        public var sequenceGaps = 0
        public var interarrivalP50 = 0.0, interarrivalP99 = 0.0, interarrivalMax = 0.0
        public var latencyP50 = 0.0, latencyP99 = 0.0
        public var latencySamples = 0
        /// CPU seconds the client thread used.
        public var clientCPU = 0.0
    }

    private final class Conn {
        let fd: Int32
        var buffer = [UInt8](repeating: 0, count: 1 << 18)
        var start = 0, end = 0
        var open = false
        var expected: [UInt32?] = [nil, nil, nil, nil]
        var lastAudio: UInt64 = 0
        // Latency probe state.
        var decoder: OpusDecoder?
        var pcm = [Float](repeating: 0, count: 5760)
        var lastRMS: Float = 0
        var quiet = false
        var toggledAt: UInt64 = 0
        var waitingForChange = false
        var rmsBefore: Float = 0

        init(fd: Int32) { self.fd = fd }
    }

    private static let histogramStep = 0.1  // ms
    private static let histogramSize = 5_000  // up to 500 ms

    /// Runs the load and returns what it saw.
    public static func run(_ o: Options) -> Report {
        var report = Report()
        let cpu0 = ThreadCPUClock.seconds()
        var conns: [Int32: Conn] = [:]
        var interarrival = [Int](repeating: 0, count: histogramSize + 1)
        var latencies: [Double] = []

        for i in 0..<o.sessions {
            let path = o.paths.isEmpty ? "/ws" : o.paths[i % o.paths.count]
            guard let c = connect(port: o.port, path: path) else { report.failed += 1; continue }
            if i < o.probes { c.decoder = try? OpusDecoder() }
            conns[c.fd] = c
        }

        let begin = MonotonicClock.nanoseconds()
        let measureFrom = begin + UInt64(o.warmup * 1e9)
        let until = measureFrom + UInt64(o.seconds * 1e9)
        var pollfds: [pollfd] = []
        var pollDirty = true
        var nextToggle = measureFrom
        func drop(_ fd: Int32) {
            close(fd)
            conns[fd] = nil
            pollDirty = true
        }

        while true {
            let now = MonotonicClock.nanoseconds()
            if now >= until { break }
            if now >= nextToggle {
                // 300 ms plus a random part of a frame: a fixed multiple of the frame length would
                // land every change at the same point of the session's frame grid (which starts at
                // the note) and measure one phase instead of the spread a player meets.
                nextToggle = now + 300_000_000 + UInt64.random(in: 0..<20_000_000)
                for c in conns.values where c.decoder != nil && c.open && !c.waitingForChange {
                    c.quiet.toggle()
                    c.rmsBefore = c.lastRMS
                    c.waitingForChange = true
                    c.toggledAt = MonotonicClock.nanoseconds()
                    send(c, #"{"type":"set","param":"master.volume","value":\#(c.quiet ? -30 : -6)}"#)
                }
            }
            if pollDirty {
                pollfds = conns.keys.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
                pollDirty = false
            }
            let n = pollfds.withUnsafeMutableBufferPointer { poll($0.baseAddress, nfds_t($0.count), 5) }
            guard n > 0 else { continue }
            for k in pollfds.indices where pollfds[k].revents != 0 {
                let fd = pollfds[k].fd
                pollfds[k].revents = 0
                guard let c = conns[fd] else { continue }
                if !readAll(c) {
                    drop(fd)
                    report.closed += 1
                    continue
                }
                if !c.open {
                    guard let headerEnd = find(c, "\r\n\r\n") else { continue }
                    let status = String(decoding: c.buffer[c.start..<min(c.start + 12, headerEnd)], as: UTF8.self)
                    guard status.hasPrefix("HTTP/1.1 101") else {
                        report.failed += 1
                        drop(fd)
                        continue
                    }
                    c.start = headerEnd + 4
                    c.open = true
                    report.connected += 1
                    for m in o.setup { send(c, m) }
                }
                if !parseFrames(c, measureFrom: measureFrom, report: &report, interarrival: &interarrival,
                                latencies: &latencies) {
                    drop(fd)
                    report.closed += 1
                }
            }
        }
        for c in conns.values { close(c.fd) }

        func percentile(_ q: Double) -> Double {
            let total = interarrival.reduce(0, +)
            guard total > 0 else { return 0 }
            var seen = 0
            for (i, n) in interarrival.enumerated() {
                seen += n
                if Double(seen) >= q * Double(total) { return Double(i) * histogramStep }
            }
            return Double(histogramSize) * histogramStep
        }
        report.interarrivalP50 = percentile(0.5)
        report.interarrivalP99 = percentile(0.99)
        report.interarrivalMax = (interarrival.lastIndex { $0 > 0 }).map { Double($0) * histogramStep } ?? 0
        let sorted = latencies.sorted()
        report.latencySamples = sorted.count
        if !sorted.isEmpty {
            report.latencyP50 = sorted[sorted.count / 2]
            report.latencyP99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
        }
        report.clientCPU = ThreadCPUClock.seconds() - cpu0
        return report
    }

    private static func connect(port: Int, path: String) -> Conn? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = UInt16(port).bigEndian
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let ok = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard ok == 0 else { close(fd); return nil }
        var one: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
            "Sec-WebSocket-Key: c3ludGgtdHJhaW5lci1iZW5jaA==\r\nSec-WebSocket-Version: 13\r\n\r\n"
        let c = Conn(fd: fd)
        guard writeAll(fd, Array(request.utf8)) else { close(fd); return nil }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        return c
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var off = 0
        while off < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + off, bytes.count - off) }
            if n > 0 { off += n } else if n < 0 && (errno == EAGAIN || errno == EINTR) { usleep(100) } else { return false }
        }
        return true
    }

    /// Sends a masked text frame (clients must mask; the key need not be secret here).
    private static func send(_ c: Conn, _ text: String, opcode: UInt8 = 0x1) {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x80 | opcode]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        }
        let mask: [UInt8] = [0x5A, 0x17, 0xC3, 0x3E]
        frame += mask
        for (i, b) in payload.enumerated() { frame.append(b ^ mask[i & 3]) }
        _ = writeAll(c.fd, frame)
    }

    /// Reads what is available; false when the peer closed or the socket failed.
    private static func readAll(_ c: Conn) -> Bool {
        while true {
            if c.end == c.buffer.count {
                // Compact; grow only if a single frame is larger than the buffer.
                if c.start > 0 {
                    c.buffer.withUnsafeMutableBytes { b in
                        _ = memmove(b.baseAddress!, b.baseAddress! + c.start, c.end - c.start)
                    }
                    c.end -= c.start
                    c.start = 0
                } else {
                    c.buffer += [UInt8](repeating: 0, count: c.buffer.count)
                }
            }
            let n = c.buffer.withUnsafeMutableBytes { read(c.fd, $0.baseAddress! + c.end, $0.count - c.end) }
            if n > 0 { c.end += n; continue }
            if n == 0 { return false }
            return errno == EAGAIN || errno == EINTR
        }
    }

    private static func find(_ c: Conn, _ s: String) -> Int? {
        let pattern = Array(s.utf8)
        guard c.end - c.start >= pattern.count else { return nil }
        for i in c.start...(c.end - pattern.count) where c.buffer[i] == pattern[0] {
            if Array(c.buffer[i..<(i + pattern.count)]) == pattern { return i }
        }
        return nil
    }

    /// Handles every complete frame in the buffer; false if the server closed the connection.
    private static func parseFrames(_ c: Conn, measureFrom: UInt64, report: inout Report, interarrival: inout [Int],
                                    latencies: inout [Double]) -> Bool {
        while c.end - c.start >= 2 {
            let b0 = c.buffer[c.start], b1 = c.buffer[c.start + 1]
            var len = Int(b1 & 0x7F), header = 2
            if len == 126 {
                guard c.end - c.start >= 4 else { return true }
                len = Int(c.buffer[c.start + 2]) << 8 | Int(c.buffer[c.start + 3])
                header = 4
            } else if len == 127 {
                guard c.end - c.start >= 10 else { return true }
                len = (0..<8).reduce(0) { $0 << 8 | Int(c.buffer[c.start + 2 + $1]) }
                header = 10
            }
            if b1 & 0x80 != 0 { header += 4 }
            guard c.end - c.start >= header + len else { return true }
            let p = c.start + header
            c.start += header + len
            switch b0 & 0x0F {
            case 0x8:
                return false
            case 0x9:
                send(c, String(decoding: c.buffer[p..<(p + len)], as: UTF8.self), opcode: 0xA)
            case 0x2 where len >= MediaHeader.size:
                let now = MonotonicClock.nanoseconds()
                if c.buffer[p + 1] == MediaHeader.Kind.bundle.rawValue {
                    // One tick's frames in one message (PROTOCOL.md "Media frames", `bundle`): each as if it came alone.
                    c.buffer.withUnsafeBytes { raw in
                        MediaBundle.forEachFrame(in: UnsafeRawBufferPointer(rebasing: raw[p..<(p + len)])) { r in
                            media(c, at: p + r.lowerBound, length: r.count, now: now, measureFrom: measureFrom, report: &report,
                                  interarrival: &interarrival, latencies: &latencies)
                        }
                    }
                } else {
                    media(c, at: p, length: len, now: now, measureFrom: measureFrom, report: &report,
                          interarrival: &interarrival, latencies: &latencies)
                }
            default:
                continue
            }
        }
        if c.start == c.end {
            c.start = 0
            c.end = 0
        }
        return true
    }

    /// One media frame at `p` (`len` bytes) of `c`'s buffer: sequence gaps, audio arrivals and the
    /// latency probe's level change.
    private static func media(_ c: Conn, at p: Int, length len: Int, now: UInt64, measureFrom: UInt64, report: inout Report,
                              interarrival: inout [Int], latencies: inout [Double]) {
        let kind = c.buffer[p + 1], source = Int(c.buffer[p + 2]), flags = c.buffer[p + 3]
        let seq = UInt32(c.buffer[p + 4]) | UInt32(c.buffer[p + 5]) << 8 | UInt32(c.buffer[p + 6]) << 16 |
            UInt32(c.buffer[p + 7]) << 24
        if source < c.expected.count {
            if let e = c.expected[source], e != seq, now >= measureFrom { report.sequenceGaps += Int(seq &- e) }
            c.expected[source] = seq &+ 1
        }
        guard kind == MediaHeader.Kind.audio.rawValue else { return }
        if now >= measureFrom {
            report.audioFrames += 1
            if c.lastAudio >= measureFrom {
                let ms = Double(now - c.lastAudio) / 1e6
                interarrival[min(histogramSize, Int(ms / histogramStep))] += 1
            }
        }
        c.lastAudio = now
        if let dec = c.decoder {
            if flags & MediaHeader.flagRestart != 0 { try? dec.reset() }
            let n = c.buffer.withUnsafeBytes { raw in
                c.pcm.withUnsafeMutableBufferPointer { out in
                    (try? dec.decode(UnsafeRawBufferPointer(rebasing: raw[(p + MediaHeader.size)..<(p + len)]), into: out)) ?? 0
                }
            }
            guard n > 0 else { return }
            var sum: Float = 0
            for i in 0..<n { sum += c.pcm[i] * c.pcm[i] }
            let rms = (sum / Float(n)).squareRoot()
            if c.waitingForChange {
                // -6 dB to -30 dB is a 16x level step; a quarter of it is unmistakable.
                let changed = c.quiet ? rms < c.rmsBefore * 0.75 : rms > c.rmsBefore * 1.33
                if changed {
                    latencies.append(Double(now - c.toggledAt) / 1e6)
                    c.waitingForChange = false
                }
            }
            c.lastRMS = rms
        }
    }
}
