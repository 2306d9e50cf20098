import Testing
@testable import AudioAnalysis

@Suite struct FramePayloadTests {
    @Test func waveformPayloadHasTheDocumentedLayout() throws {
        var buffer = [UInt8](repeating: 0xEE, count: 32)
        let written = buffer.withUnsafeMutableBytes {
            WaveformFrame.encodePayload(points: [0, 1, -1, 0.5, 2, -.nan], frequency: 440, into: $0)
        }
        #expect(written == 8 + 6 * 2)
        #expect(WaveformFrame.payloadSize(pointCount: 6) == written)
        let expected: [UInt8] = [
            6, 0, 0, 0,              // u16 pointCount, u16 reserved
            0x00, 0x00, 0xDC, 0x43,  // f32 440.0 little-endian
            0x00, 0x00,              // 0
            0xFF, 0x7F,              // 1 → 32767
            0x01, 0x80,              // -1 → -32767
            0x00, 0x40,              // 0.5 → 16384 (16383.5 rounded)
            0xFF, 0x7F,              // 2 clips to 32767
            0x00, 0x00,              // NaN → 0
        ]
        #expect(Array(buffer[..<written]) == expected)
        #expect(buffer[written] == 0xEE)  // nothing written past the payload

        let decoded = try WaveformFrame.decodePayload(Array(buffer[..<written]))
        #expect(decoded.frequency == 440)
        #expect(decoded.points == [0, 1, -1, 16384 / 32767, 1, 0])
    }

    @Test func unknownFrequencyIsWrittenAsZero() throws {
        var buffer = [UInt8](repeating: 0, count: 8)
        for bad in [0, -5, .nan, .infinity] as [Double] {
            buffer.withUnsafeMutableBytes { _ = WaveformFrame.encodePayload(points: [], frequency: bad, into: $0) }
            #expect(buffer == [0, 0, 0, 0, 0, 0, 0, 0])
        }
    }

    @Test func spectrumPayloadHasTheDocumentedLayout() throws {
        var buffer = [UInt8](repeating: 0xEE, count: 24)
        let written = buffer.withUnsafeMutableBytes {
            SpectrumFrame.encodePayload(magnitudesDB: [0, -100, -50, 10, -200, -60.2], minHz: 20, maxHz: 20_000, into: $0)
        }
        #expect(written == 12 + 6)
        let expected: [UInt8] = [
            6, 0, 0, 0,              // u16 binCount, u16 reserved
            0x00, 0x00, 0xA0, 0x41,  // f32 20.0
            0x00, 0x40, 0x9C, 0x46,  // f32 20000.0
            255, 0, 128, 255, 0,     // 0 dB, floor, -50 dB (127.5 rounds up), clipped high, clipped low
            101,                     // -60.2 dB: 39.8 × 2.55 = 101.49
        ]
        #expect(Array(buffer[..<written]) == expected)
        #expect(buffer[written] == 0xEE)

        let decoded = try SpectrumFrame.decodePayload(Array(buffer[..<written]))
        #expect(decoded.minHz == 20 && decoded.maxHz == 20_000)
        #expect(decoded.magnitudesDB.count == 6)
        #expect(abs(decoded.magnitudesDB[5] - -60.392) < 0.001)  // -100 + 101·100/255
    }

    @Test func levelBytesRoundTripWithinHalfAStep() {
        for tenth in -1000...0 {
            let dB = Float(tenth) / 10
            #expect(abs(SpectrumFrame.dB(forByte: SpectrumFrame.byte(forDB: dB)) - dB) <= 50 / 255 + 1e-4)
        }
    }

    @Test func truncatedPayloadsAreRefused() {
        #expect(throws: FramePayloadError.truncated(needed: 8, got: 3)) { try WaveformFrame.decodePayload([1, 0, 0]) }
        #expect(throws: FramePayloadError.truncated(needed: 12, got: 10)) {
            try WaveformFrame.decodePayload([2, 0, 0, 0, 0, 0, 0, 0, 1, 2])
        }
        #expect(throws: FramePayloadError.truncated(needed: 15, got: 13)) {
            try SpectrumFrame.decodePayload([3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9])
        }
    }
}
