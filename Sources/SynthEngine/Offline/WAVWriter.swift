import Foundation

/// Writes mono RIFF/WAVE files: 16-bit integer PCM (format 1) or 32-bit float (format 3).
public enum WAVWriter {
    public enum Format: String, Sendable, CaseIterable {
        case pcm16, float32
    }

    /// The complete file bytes. Float samples are clamped to ±1 for 16-bit.
    public static func data(samples: [Float], sampleRate: Int = 48_000, format: Format = .pcm16) -> Data {
        let bytesPerSample = format == .pcm16 ? 2 : 4
        let dataSize = samples.count * bytesPerSample
        var d = Data(capacity: 44 + dataSize)
        func u32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { d.append(contentsOf: $0) } }
        func u16(_ v: UInt16) { withUnsafeBytes(of: v.littleEndian) { d.append(contentsOf: $0) } }
        d.append(contentsOf: Array("RIFF".utf8)); u32(UInt32(36 + dataSize))
        d.append(contentsOf: Array("WAVE".utf8))
        d.append(contentsOf: Array("fmt ".utf8)); u32(16)
        u16(format == .pcm16 ? 1 : 3)                         // PCM or IEEE float
        u16(1)                                                // mono
        u32(UInt32(sampleRate))
        u32(UInt32(sampleRate * bytesPerSample))              // byte rate
        u16(UInt16(bytesPerSample))                           // block align
        u16(UInt16(bytesPerSample * 8))                       // bits per sample
        d.append(contentsOf: Array("data".utf8)); u32(UInt32(dataSize))
        switch format {
        case .pcm16:
            for s in samples {
                let v = s.isNaN ? 0 : max(-1, min(1, s))
                u16(UInt16(bitPattern: Int16((v * 32767).rounded())))
            }
        case .float32:
            for s in samples { u32(s.bitPattern) }
        }
        return d
    }

    /// Writes the file atomically.
    public static func write(_ samples: [Float], to url: URL, sampleRate: Int = 48_000, format: Format = .pcm16) throws {
        try data(samples: samples, sampleRate: sampleRate, format: format).write(to: url, options: .atomic)
    }
}
