import Foundation

/// Analysis windows for the FFT, in their periodic ("DFT-even") form, which is the right one for
/// spectral analysis: the window repeats seamlessly, so a bin-centred sine leaks nowhere.
///
/// Hann: the usual choice for displays (-31 dB side lobes, 1.42 dB scalloping).
/// Blackman-Harris: the 4-term minimum-side-lobe window of F. J. Harris, "On the use of windows for
/// harmonic analysis with the discrete Fourier transform" (Proc. IEEE, 1978): -92 dB side lobes,
/// for measuring harmonics far below the fundamental.
public enum WindowFunction: Sendable, Equatable, CaseIterable {
    case rectangular
    case hann
    case blackmanHarris

    /// The window's value at sample `n` of `length`.
    public func value(at n: Int, length: Int) -> Double {
        let x = 2 * Double.pi * Double(n) / Double(length)
        switch self {
        case .rectangular:
            return 1
        case .hann:
            return 0.5 - 0.5 * cos(x)
        case .blackmanHarris:
            return 0.35875 - 0.48829 * cos(x) + 0.14128 * cos(2 * x) - 0.01168 * cos(3 * x)
        }
    }

    /// Fills `buffer` with the window (its count is the window length).
    public func fill(_ buffer: UnsafeMutableBufferPointer<Float>) {
        for n in 0..<buffer.count { buffer[n] = Float(value(at: n, length: buffer.count)) }
    }

    /// The window as a new array (allocates: call at set-up, not per frame).
    public func coefficients(count: Int) -> [Float] {
        (0..<count).map { Float(value(at: $0, length: count)) }
    }

    /// Sum of the window over `length` samples: a sine of amplitude A on a bin reads A·sum/2 after the
    /// FFT, so dividing by sum/2 turns magnitudes into amplitudes (0 dBFS for a full-scale sine).
    public func sum(length: Int) -> Double {
        (0..<length).reduce(0) { $0 + value(at: $1, length: length) }
    }

    /// Sum of the squared window: converts FFT power into signal power (Parseval) for noise and bands.
    public func sumOfSquares(length: Int) -> Double {
        (0..<length).reduce(0) { $0 + value(at: $1, length: length) * value(at: $1, length: length) }
    }
}
