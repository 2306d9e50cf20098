/// Parses note names in course files: `C4` is MIDI 60 (middle C), `A4` 69, `F#2` 42, `Bb1` 34.
enum NoteName {
    static func midi(_ text: String) -> Int? {
        if let n = Int(text) { return n }
        var chars = Substring(text)
        guard let letter = chars.first?.uppercased(),
              let base = ["C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11][letter] else { return nil }
        chars = chars.dropFirst()
        var pitch = base
        if chars.first == "#" { pitch += 1; chars = chars.dropFirst() } else if chars.first == "b" { pitch -= 1; chars = chars.dropFirst() }
        guard let octave = Int(chars) else { return nil }
        return (octave + 1) * 12 + pitch
    }
}
