import Foundation

/// Writes mono RIFF/WAVE files: 16-bit integer PCM (format 1) or 32-bit float (format 3).
public enum WAVWriter {
    public enum Format: String, Sendable, CaseIterable {
        case pcm16, float32
    }

    /// The complete file bytes. Float samples are clamped to ±1 for 16-bit. Float files carry the
    /// 18-byte format chunk and the `fact` chunk the WAVE spec asks of non-PCM formats.
    public static func data(samples: [Float], sampleRate: Int = 48_000, format: Format = .pcm16) -> Data {
        let isFloat = format == .float32
        let bytesPerSample = isFloat ? 4 : 2
        let dataSize = samples.count * bytesPerSample
        let fmtSize = isFloat ? 18 : 16
        let factSize = isFloat ? 12 : 0
        var d = Data(capacity: 12 + 8 + fmtSize + factSize + 8 + dataSize)
        func u32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { d.append(contentsOf: $0) } }
        func u16(_ v: UInt16) { withUnsafeBytes(of: v.littleEndian) { d.append(contentsOf: $0) } }
        d.append(contentsOf: Array("RIFF".utf8)); u32(UInt32(4 + 8 + fmtSize + factSize + 8 + dataSize))
        d.append(contentsOf: Array("WAVE".utf8))
        d.append(contentsOf: Array("fmt ".utf8)); u32(UInt32(fmtSize))
        u16(isFloat ? 3 : 1)                                  // IEEE float or PCM
        u16(1)                                                // mono
        u32(UInt32(sampleRate))
        u32(UInt32(sampleRate * bytesPerSample))              // byte rate
        u16(UInt16(bytesPerSample))                           // block align
        u16(UInt16(bytesPerSample * 8))                       // bits per sample
        if isFloat {
            u16(0)                                            // no extension bytes
            d.append(contentsOf: Array("fact".utf8)); u32(4); u32(UInt32(samples.count))
        }
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
