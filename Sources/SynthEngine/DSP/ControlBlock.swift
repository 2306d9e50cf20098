/// The engine's control rate: modulation, smoothing and coefficient updates happen once every
/// `size` samples, on an absolute sample clock counted from the engine's start (not from each
/// `render` call), so output is bit-identical whatever block sizes the caller uses.
enum ControlBlock {
    /// Samples per control block: 0.33 ms at 48 kHz, fine enough that stepped modulation is inaudible.
    static let size = 16

    /// Zeroes `count` floats with vector stores: for a piece of a block (the usual count), a call to
    /// memset costs more than the stores themselves.
    @inline(__always)
    static func clear(_ p: UnsafeMutablePointer<Float>, count: Int) {
        var i = 0
        let raw = UnsafeMutableRawPointer(p)
        while i + 4 <= count {
            raw.storeBytes(of: SIMD4<Float>(repeating: 0), toByteOffset: 4 * i, as: SIMD4<Float>.self)
            i += 4
        }
        while i < count { p[i] = 0; i += 1 }
    }

    /// Copies `count` floats with vector moves, for the same reason as `clear`.
    @inline(__always)
    static func copy(_ source: UnsafePointer<Float>, to destination: UnsafeMutablePointer<Float>, count: Int) {
        var i = 0
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(destination)
        while i + 4 <= count {
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: 4 * i, as: SIMD4<Float>.self), toByteOffset: 4 * i,
                          as: SIMD4<Float>.self)
            i += 4
        }
        while i < count { destination[i] = source[i]; i += 1 }
    }
}
