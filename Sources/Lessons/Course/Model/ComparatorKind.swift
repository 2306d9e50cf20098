/// The comparators a course file can name.
public enum ComparatorKind: String, Sendable, Codable, CaseIterable, Comparable {
    /// Knob by knob, on perceptual scales (`ParameterComparator`).
    case params
    /// Renders both patches with the lesson phrase and compares the audio (`SoundComparator`).
    case sound

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}
