import Testing
import WireProtocol

/// A bundle (PROTOCOL.md "Media frames", `bundle`): one tick's frames in one message, read back as they were
/// written, and bad ones refused with the reason.
struct MediaBundleTests {
    func frame(_ kind: MediaHeader.Kind, sequence: UInt32, payload: [UInt8]) -> [UInt8] {
        MediaHeader(kind: kind, source: .target, flags: kind == .audio ? MediaHeader.flagRestart : 0,
                    sequence: sequence, samplePosition: 960).bytes + payload
    }

    func bundle(_ frames: [[UInt8]]) -> [UInt8] {
        var out = [UInt8](repeating: 0xEE, count: MediaBundle.size(frameLengths: frames.map(\.count)))
        let written = out.withUnsafeMutableBytes { buf in
            let views = frames.map { f in f.withUnsafeBytes { UnsafeRawBufferPointer(start: UnsafeRawPointer($0.baseAddress!), count: f.count) } }
            // The arrays outlive the call (frames is a let), so their storage stays put.
            return MediaBundle.write(source: .target, frames: views, into: buf)
        }
        #expect(written == out.count)
        return out
    }

    @Test func framesComeBackWholeAndInOrderBehindABundleHeader() throws {
        let frames = [frame(.audio, sequence: 7, payload: [1, 2, 3]), frame(.waveform, sequence: 8, payload: Array(0..<40)),
                      frame(.spectrum, sequence: 9, payload: [])]
        let b = bundle(frames)
        let outer = try MediaHeader(b)
        #expect(outer == MediaHeader(kind: .bundle, source: .target, sequence: 7, samplePosition: 960))
        #expect(b.count == 16 + frames.reduce(0) { $0 + 2 + $1.count })
        let ranges = try b.withUnsafeBytes { try MediaBundle.frames(in: $0) }
        #expect(ranges.map { Array(b[$0]) } == frames)
        var walked: [Range<Int>] = []
        b.withUnsafeBytes { MediaBundle.forEachFrame(in: $0) { walked.append($0) } }
        #expect(walked == ranges)
    }

    @Test func badBundlesAreRefusedWithTheReason() {
        let good = bundle([frame(.audio, sequence: 1, payload: [5, 5]), frame(.silence, sequence: 2, payload: [])])
        func refused(_ b: [UInt8]) -> MediaBundle.DecodingError? {
            let r = b.withUnsafeBytes { raw in Result { () throws(MediaBundle.DecodingError) in try MediaBundle.frames(in: raw) } }
            if case .failure(let e) = r { return e }
            return nil
        }
        #expect(refused(Array(good.prefix(10))) == .header(.tooShort(10)))
        #expect(refused(frame(.audio, sequence: 1, payload: [1])) == .notABundle(.audio))
        // The last frame runs past the end, or a length is cut in half.
        #expect(refused(Array(good.dropLast())) == .badLength(offset: 16 + 2 + 18))
        #expect(refused(good + [4]) == .badLength(offset: good.count))
        // An inner "frame" shorter than a header.
        var short = good; short[16] = 3; short[17] = 0
        #expect(refused(short) == .badLength(offset: 16))
        // No bundles inside bundles.
        var nested = good; nested[16 + 2 + 1] = MediaHeader.Kind.bundle.rawValue
        #expect(refused(nested) == .nested(offset: 16))
        // The allocation-free walk stops at the first frame that does not fit.
        var walked = 0
        Array(good.dropLast()).withUnsafeBytes { MediaBundle.forEachFrame(in: $0) { _ in walked += 1 } }
        #expect(walked == 1)
    }
}
