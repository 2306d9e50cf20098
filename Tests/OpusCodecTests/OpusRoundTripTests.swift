import Foundation
import OpusCodec
import Testing

/// Encodes real signals with libopus and checks what comes back out of the decoder.
struct OpusRoundTripTests {
    static let rate = 48_000

    /// A sine of `hz` at amplitude 0.5, `seconds` long.
    static func sine(_ hz: Double, seconds: Double) -> [Float] {
        (0..<Int(Double(rate) * seconds)).map { Float(0.5 * sin(2 * Double.pi * hz * Double($0) / Double(rate))) }
    }

    /// Pitch by rising zero crossings, interpolated between samples: exact enough for a clean sine.
    static func zeroCrossingPitch(_ x: ArraySlice<Float>) -> Double {
        var crossings: [Double] = []
        var i = x.startIndex + 1
        while i < x.endIndex {
            let a = Double(x[i - 1]), b = Double(x[i])
            if a < 0, b >= 0 { crossings.append(Double(i - 1) + a / (a - b)) }
            i += 1
        }
        guard let first = crossings.first, let last = crossings.last, crossings.count > 2 else { return 0 }
        return Double(crossings.count - 1) * Double(rate) / (last - first)
    }

    static func roundTrip(_ signal: [Float], _ config: OpusEncoder.Configuration) throws -> [Float] {
        let encoder = try OpusEncoder(config)
        let decoder = try OpusDecoder(sampleRate: config.sampleRate)
        var out: [Float] = []
        var start = 0
        while start + encoder.frameSize <= signal.count {
            let packet = try encoder.encode(Array(signal[start..<(start + encoder.frameSize)]))
            #expect(!packet.isEmpty && packet.count <= OpusEncoder.maxPacketSize)
            out += try decoder.decode(packet)
            start += encoder.frameSize
        }
        return out
    }

    @Test(arguments: [(440.0, 20.0), (110.0, 10.0), (1_000.0, 20.0)])
    func sineKeepsItsPitch(hz: Double, frameMs: Double) throws {
        let config = OpusEncoder.Configuration(bitrate: 64_000, complexity: 5, frameMilliseconds: frameMs)
        let decoded = try Self.roundTrip(Self.sine(hz, seconds: 1), config)
        #expect(decoded.count == Self.rate)
        // Skip the encoder's start-up delay and the first frames while it settles.
        let pitch = Self.zeroCrossingPitch(decoded[4_800...])
        #expect(abs(pitch - hz) / hz < 0.002, "decoded pitch \(pitch) Hz, expected \(hz) Hz")
        let rms = sqrt(decoded[4_800...].reduce(0) { $0 + Double($1 * $1) } / Double(decoded.count - 4_800))
        #expect(abs(rms - 0.5 / 2.0.squareRoot()) < 0.05, "level kept: rms \(rms)")
    }

    @Test func bitrateIsApplied() throws {
        let config = OpusEncoder.Configuration(bitrate: 32_000, complexity: 0, frameMilliseconds: 20)
        let encoder = try OpusEncoder(config)
        #expect(try encoder.bitrate() == 32_000)
        #expect(try encoder.lookahead() > 0)
        // One second of a rich signal (a saw) should come out near the requested bitrate.
        let saw = (0..<Self.rate).map { Float(0.4 * (2 * (Double($0) * 220 / Double(Self.rate)).truncatingRemainder(dividingBy: 1) - 1)) }
        var bytes = 0
        for f in stride(from: 0, to: saw.count, by: encoder.frameSize) {
            bytes += try encoder.encode(Array(saw[f..<(f + encoder.frameSize)])).count
        }
        #expect(abs(Double(bytes * 8) - 32_000) / 32_000 < 0.25, "\(bytes * 8) bit/s")
    }

    @Test func resetMakesARestartPoint() throws {
        let config = OpusEncoder.Configuration()
        let signal = Self.sine(330, seconds: 0.1)
        let frame = Array(signal[0..<config.frameSize])
        let fresh = try OpusEncoder(config)
        let expected = try fresh.encode(frame)
        let used = try OpusEncoder(config)
        _ = try used.encode(Array(signal[config.frameSize..<(2 * config.frameSize)]))
        try used.reset()
        #expect(try used.encode(frame) == expected)
    }
}
