/// The pictures a stream can make (waveform and spectrum frames): each is made only while someone in
/// its audience draws it (`StreamFanout.wantedViews`).
package struct MediaViews: OptionSet, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    package static let waveform = MediaViews(rawValue: 1)
    package static let spectrum = MediaViews(rawValue: 2)
    package static let all: MediaViews = [.waveform, .spectrum]
}
