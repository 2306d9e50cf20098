import CLibWebSockets

/// gzip (RFC 1952) through zlib, for the page's static files. Each call owns its `z_stream` from
/// init to `deflateEnd`; nothing is kept between calls.
enum Gzip {
    /// `bytes` gzipped at `level` (zlib's 1...9), or nil if zlib refuses (out of memory).
    static func compress(_ bytes: [UInt8], level: Int32 = 9) -> [UInt8]? {
        var stream = z_stream()
        guard clws_gzip_init(&stream, level) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        // deflateBound covers zlib's own framing; the gzip header and trailer add 18 bytes more.
        var out = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))) + 18)
        let status: Int32 = bytes.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                // zlib never writes through next_in; its C declaration just lacks the const.
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = output.baseAddress
                stream.avail_out = uInt(output.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        // With room for the bound, one Z_FINISH call compresses everything.
        guard status == Z_STREAM_END else { return nil }
        out.removeLast(Int(stream.avail_out))
        return out
    }
}
