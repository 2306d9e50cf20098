import CQREncode
#if canImport(Glibc)
import Glibc
#endif

/// A QR code made by Debian's libqrencode (a maintained encoder, not one written here): the square of
/// modules, dark or light, that a page draws. The projector view shows one for the class's join link.
public struct QRCode: Sendable, Equatable {
    /// Modules per side (21 for version 1, 4 more per version).
    public let size: Int
    /// `size * size` modules, row by row; true is dark.
    public let modules: [Bool]

    /// How much damage the code survives (about 7, 15, 25, 30% of it).
    public enum Correction: Int32, Sendable { case low = 0, medium, quartile, high }

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case empty
        /// Too long for the largest QR code at this correction.
        case tooLong(Int)
        case encoder(Int32)

        public var description: String {
            switch self {
            case .empty: "nothing to encode"
            case .tooLong(let n): "\(n) bytes do not fit in a QR code"
            case .encoder(let e): "libqrencode failed (errno \(e))"
            }
        }
    }

    /// Version 40 is 177 modules a side: the largest any text can need.
    static let maxSize = 177

    public init(_ text: String, correction: Correction = .medium) throws(Failure) {
        guard !text.isEmpty else { throw .empty }
        var out = [UInt8](repeating: 0, count: Self.maxSize * Self.maxSize)
        var width: Int32 = 0
        let status = out.withUnsafeMutableBufferPointer { buf in
            cqrencode_matrix(text, correction.rawValue, buf.baseAddress, buf.count, &width)
        }
        if status == ERANGE { throw .tooLong(text.utf8.count) }
        guard status == 0 else { throw .encoder(status) }
        size = Int(width)
        modules = out.prefix(size * size).map { $0 == 1 }
    }

    /// Whether the module at (`row`, `column`) is dark.
    public subscript(row: Int, column: Int) -> Bool { modules[row * size + column] }

    /// Each row as a string of "1" (dark) and "0" (light): what the page draws.
    public var rows: [String] {
        (0..<size).map { r in String(modules[(r * size)..<((r + 1) * size)].map { $0 ? "1" : "0" }) }
    }
}
