import Foundation
import OpusCodec
import Testing

/// The encoder application: its command-line names, and why restricted low delay is the server's
/// default (4 ms less delay than `audio`, no audible cost for a synth at the same bitrate).
struct OpusApplicationTests {
    @Test func namesRoundTrip() {
        for app in OpusApplication.allCases { #expect(OpusApplication(name: app.name) == app) }
        #expect(OpusApplication(name: "RESTRICTED_LOWDELAY") == .restrictedLowDelay)
        #expect(OpusApplication(name: "lowdelay") == .restrictedLowDelay)
        #expect(OpusApplication(name: "music") == nil)
        #expect(OpusApplication(name: "") == nil)
    }

    @Test func restrictedLowDelayHasTheShortLookahead() throws {
        // libopus: 2.5 ms (CELT's overlap) for restricted low delay, 6.5 ms with the SILK-capable modes.
        let low = try OpusEncoder(.init(application: .restrictedLowDelay))
        let audio = try OpusEncoder(.init(application: .audio))
        #expect(try low.lookahead() == 120)
        #expect(try audio.lookahead() == 312)
    }

    /// Signal-to-noise ratio (dB) of a decoded signal against the original, delay removed.
    static func snr(_ signal: [Float], application: OpusApplication) throws -> Double {
        let config = OpusEncoder.Configuration(application: application, bitrate: 64_000, complexity: 5, frameMilliseconds: 20)
        let encoder = try OpusEncoder(config)
        let decoder = try OpusDecoder(sampleRate: config.sampleRate)
        var out: [Float] = []
        for f in stride(from: 0, to: signal.count - config.frameSize + 1, by: config.frameSize) {
            out += try decoder.decode(try encoder.encode(Array(signal[f..<(f + config.frameSize)])))
        }
        let delay = try encoder.lookahead()
        // Skip the first 100 ms while the encoder settles.
        var s = 0.0, e = 0.0
        for i in 4_800..<(out.count - delay) {
            let ref = Double(signal[i]), got = Double(out[i + delay])
            s += ref * ref
            e += (ref - got) * (ref - got)
        }
        return 10 * log10(s / e)
    }

    @Test func restrictedLowDelayKeepsASynthsQuality() throws {
        // Two seconds of a filtered saw with a vibrato: harmonics up to the top of the band.
        var phase = 0.0, lp = 0.0
        let saw: [Float] = (0..<96_000).map { i in
            phase += (220 + 6 * sin(2 * Double.pi * 5 * Double(i) / 48_000)) / 48_000
            lp += 0.3 * ((2 * phase.truncatingRemainder(dividingBy: 1) - 1) - lp)
            return Float(0.5 * lp)
        }
        let low = try Self.snr(saw, application: .restrictedLowDelay)
        let audio = try Self.snr(saw, application: .audio)
        #expect(low > 20, "restricted low delay: \(low) dB")
        #expect(low > audio - 1.5, "restricted low delay \(low) dB against audio \(audio) dB")
    }
}
