import Testing
import WireProtocol

struct MediaHeaderTests {
    @Test func layoutIsLittleEndianAsPROTOCOLSays() throws {
        let h = MediaHeader(kind: .spectrum, source: .target, flags: MediaHeader.flagRestart,
                            sequence: 0x0403_0201, samplePosition: 0x0C0B_0A09_0807_0605)
        #expect(h.bytes == [1, 3, 1, 1, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0A, 0x0B, 0x0C])
        #expect(try MediaHeader(h.bytes) == h)
        #expect(h.isRestart)
    }

    @Test func everyKindAndSourceRoundTrips() throws {
        for k in MediaHeader.Kind.allCases {
            for s in MediaHeader.Source.allCases {
                let h = MediaHeader(kind: k, source: s, sequence: .max, samplePosition: .max)
                #expect(try MediaHeader(h.bytes + [9, 9]) == h)
            }
        }
    }

    @Test func badHeadersAreRefused() {
        let good = MediaHeader(kind: .audio, source: .own, sequence: 1, samplePosition: 960).bytes
        #expect(throws: MediaHeader.DecodingError.tooShort(15)) { try MediaHeader(Array(good.prefix(15))) }
        var b = good; b[0] = 2
        #expect(throws: MediaHeader.DecodingError.unsupportedVersion(2)) { try MediaHeader(b) }
        b = good; b[1] = 9
        #expect(throws: MediaHeader.DecodingError.unknownKind(9)) { try MediaHeader(b) }
        b = good; b[2] = 7
        #expect(throws: MediaHeader.DecodingError.unknownSource(7)) { try MediaHeader(b) }
    }
}
