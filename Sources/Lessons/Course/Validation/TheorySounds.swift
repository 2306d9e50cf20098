import Foundation
import SynthEngine

/// "A page that explains a sound plays it": the waveforms, filter types and LFO destinations a theory
/// page names, each of which one of its examples must let the student hear. The word lists live here
/// and nowhere else.
///
/// Words match whole words only ("pulses" is not the pulse wave, "sawtooth" is the saw). A wave counts
/// as heard when an example plays it from an oscillator (the sub is a sine) or as the shape of an LFO
/// that moves something, because a page about the LFO names its shapes. A page naming an envelope
/// stage needs an example at all (every example has an envelope); an LFO destination counts only on a
/// page about the LFO ("pitch" and "cutoff" are everywhere else).
enum TheorySounds {
    /// Page words (lowercased) for each thing an example can be checked to play.
    static let waves: [(words: [String], option: String)] = [
        (["sine", "sines"], "sine"), (["triangle", "triangles"], "triangle"), (["square", "squares"], "square"),
        (["pulse wave", "pulse waves", "pulse width"], "pulse"), (["saw", "saws", "sawtooth"], "saw"),
    ]
    static let filterTypes: [(words: [String], option: String)] = [
        (["low-pass", "lowpass"], "lowpass"), (["high-pass", "highpass"], "highpass"),
        (["band-pass", "bandpass"], "bandpass"), (["notch"], "notch"),
    ]
    static let lfoDestinations: [(words: [String], option: String)] = [
        (["tremolo"], "amplitude"), (["vibrato"], "pitch"), (["filter sweep"], "cutoff"),
    ]
    static let envelopeStages = ["attack", "decay", "sustain", "release"]

    private static let lfos: [(wave: Param, depth: Param, dest: Param)] = [
        (.lfo1Wave, .lfo1Depth, .lfo1Dest), (.lfo2Wave, .lfo2Depth, .lfo2Dest), (.lfo3Wave, .lfo3Depth, .lfo3Dest),
    ]

    /// Lowercased words separated by single spaces, padded, so " saw " finds the word and not "saws".
    static func words(of markdown: String) -> String {
        let kept = markdown.lowercased().unicodeScalars.map { s -> Character in
            CharacterSet.alphanumerics.contains(s) || s == "-" ? Character(s) : " "
        }
        return " " + String(kept).split(separator: " ").joined(separator: " ") + " "
    }

    /// What `lesson`'s page names but none of its examples plays, for the validator's message.
    static func unplayed(in lesson: Lesson) -> [String] {
        let text = words(of: lesson.theoryMarkdown)
        func names(_ list: [String]) -> Bool { list.contains { text.contains(" \($0) ") } }
        let examples = lesson.examples
        var missing: [String] = []
        for (list, option) in waves where names(list) {
            let heard = examples.contains { e in
                (e.patch.option(.osc1Wave) == option && e.patch[.osc1Level] > 0)
                    || (e.patch.option(.osc2Wave) == option && e.patch[.osc2Level] > 0)
                    || (option == "sine" && e.patch[.subLevel] > 0)
                    || lfos.contains { e.patch.option($0.wave) == option && e.patch[$0.depth] > 0 }
            }
            if !heard { missing.append("the \(option) wave") }
        }
        if names(["noise"]), !examples.contains(where: { $0.patch[.noiseLevel] > 0 }) { missing.append("noise") }
        for (list, option) in filterTypes where names(list) {
            if !examples.contains(where: { $0.patch.option(.filterType) == option }) { missing.append("the \(option) filter") }
        }
        if names(["lfo", "lfos"]) {
            for (list, option) in lfoDestinations where names(list) {
                let heard = examples.contains { e in lfos.contains { e.patch.option($0.dest) == option && e.patch[$0.depth] > 0 } }
                if !heard { missing.append("an LFO on \(option) (\(list[0]))") }
            }
        }
        if names(envelopeStages), examples.isEmpty { missing.append("an envelope") }
        return missing
    }
}
