import OpusCodec
import Testing

/// Bad settings and bad input become Swift errors that say what was wrong; nothing crashes.
struct OpusErrorTests {
    @Test(arguments: [
        OpusEncoder.Configuration(sampleRate: 44_100),
        OpusEncoder.Configuration(channels: 3),
        OpusEncoder.Configuration(bitrate: 1_000),
        OpusEncoder.Configuration(complexity: 11),
        OpusEncoder.Configuration(frameMilliseconds: 15),
    ])
    func unsupportedConfigurationIsRefused(config: OpusEncoder.Configuration) {
        #expect(throws: OpusError.self) { try OpusEncoder(config) }
        do { _ = try OpusEncoder(config) } catch {
            guard case .invalidConfiguration(let why) = error else { Issue.record("wrong error \(error)"); return }
            #expect(!why.isEmpty)
        }
    }

    @Test func wrongFrameLengthIsRefused() throws {
        let encoder = try OpusEncoder(.init(frameMilliseconds: 20))
        #expect(throws: OpusError.self) { try encoder.encode([Float](repeating: 0, count: 480)) }
    }

    @Test func decoderRefusesBadSetupAndBadPackets() throws {
        #expect(throws: OpusError.self) { try OpusDecoder(sampleRate: 22_050) }
        let decoder = try OpusDecoder()
        #expect(throws: OpusError.self) { try decoder.decode([]) }
        // TOC byte with frame-count code 3 but no count byte: libopus reports OPUS_INVALID_PACKET.
        do {
            _ = try decoder.decode([0xFF])
            Issue.record("a truncated packet decoded")
        } catch {
            guard case let .library(call, code, message) = error else { Issue.record("wrong error \(error)"); return }
            #expect(call == "opus_decode_float" && code < 0 && !message.isEmpty)
        }
    }
}
