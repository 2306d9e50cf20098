import Foundation

/// Reads RIFF/WAVE files of the formats `WAVWriter` writes, and the same with more channels: 16-bit
/// integer PCM (format 1) or 32-bit float (format 3, or WAVE_FORMAT_EXTENSIBLE with either inside).
/// Returns the first channel as floats (16-bit scaled to ±1) and the sample rate.
public enum WAVReader {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public static func read(_ data: Data) throws -> (samples: [Float], sampleRate: Int) {
        let bytes = [UInt8](data)
        func u16(_ i: Int) -> Int { Int(bytes[i]) | Int(bytes[i + 1]) << 8 }
        func u32(_ i: Int) -> Int { u16(i) | u16(i + 2) << 16 }
        guard bytes.count >= 12, Array(bytes[0..<4]) == Array("RIFF".utf8), Array(bytes[8..<12]) == Array("WAVE".utf8) else {
            throw Failure(description: "not a RIFF/WAVE file")
        }
        var format = 0, channels = 0, rate = 0, bits = 0
        var offset = 12
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self), size = u32(offset + 4)
            let body = offset + 8
            guard body + size <= bytes.count || id == "data" else { throw Failure(description: "chunk '\(id)' runs past the end of the file") }
            if id == "fmt " {
                guard size >= 16 else { throw Failure(description: "format chunk too short") }
                format = u16(body); channels = u16(body + 2); rate = u32(body + 4); bits = u16(body + 14)
                // WAVE_FORMAT_EXTENSIBLE: the real format is the first two bytes of the sub-format GUID.
                if format == 0xFFFE && size >= 26 { format = u16(body + 24) }
            } else if id == "data" {
                guard channels > 0, rate > 0 else { throw Failure(description: "data before a format chunk") }
                let end = min(bytes.count, body + size)
                let frameBytes = channels * bits / 8
                guard frameBytes > 0 else { throw Failure(description: "bad block size") }
                let frames = (end - body) / frameBytes
                switch (format, bits) {
                case (1, 16):
                    return ((0..<frames).map { Float(Int16(bitPattern: UInt16(u16(body + $0 * frameBytes)))) / 32768 }, rate)
                case (3, 32):
                    return ((0..<frames).map { Float(bitPattern: UInt32(u32(body + $0 * frameBytes))) }, rate)
                default:
                    throw Failure(description: "unsupported sample format \(format) with \(bits) bits (16-bit PCM and 32-bit float are read)")
                }
            }
            offset = body + size + (size & 1)
        }
        throw Failure(description: "no data chunk")
    }
}
