/// The engine's control rate: modulation, smoothing and coefficient updates happen once every
/// `size` samples, on an absolute sample clock counted from the engine's start (not from each
/// `render` call), so output is bit-identical whatever block sizes the caller uses.
enum ControlBlock {
    /// Samples per control block: 0.33 ms at 48 kHz, fine enough that stepped modulation is inaudible.
    static let size = 16
}
