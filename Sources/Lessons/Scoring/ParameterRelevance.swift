import SynthEngine

/// Which controls can be heard at all in a patch playing a phrase. A control that makes no difference
/// to the target (the wave of a silent oscillator, the rate of an LFO with no depth, the release of an
/// envelope that has already decayed to zero when every key is let go) must not cost marks: the student
/// can leave it anywhere and the sound is the same. The rules are the table's (`Param.perception`);
/// this judges them against a patch and the lesson's phrase.
public enum ParameterRelevance {
    /// Whether turning `p` changes what `patch` sounds like when it plays `phrase`: the table's
    /// `Audibility` row for `p`, judged against this patch and phrase.
    public static func isAudible(_ p: Param, in patch: Patch, phrase: Phrase) -> Bool {
        holds(p.perception.audibleWhen, patch, phrase)
    }

    private static func holds(_ rule: Audibility, _ patch: Patch, _ phrase: Phrase) -> Bool {
        switch rule {
        case .always: return true
        case .whileAnyNonZero(let params): return params.contains { patch[$0] != 0 }
        case let .whileOption(q, option): return patch.option(q) == option
        case let .whileOptionNot(q, option): return patch.option(q) != option
        case let .whileBelow(q, value): return patch[q] < value
        case let .whileAbove(q, value): return patch[q] > value
        case .all(let parts): return parts.allSatisfy { holds($0, patch, phrase) }
        case .any(let parts): return parts.contains { holds($0, patch, phrase) }
        case let .releaseOf(attack, decay, sustain):
            return !releasesFromSilence(attack: patch[attack], decay: patch[decay], sustain: patch[sustain],
                                        patch: patch, phrase: phrase)
        }
    }

    /// Slack for the engine's timing: key presses and releases land on the next 16-sample control
    /// block, and an envelope stage may end a step late through rounding (the mod envelope steps once
    /// per block). 5 ms is many blocks at any sample rate the server uses.
    static let envelopeTimingSlack = 0.005

    /// True when every key-up of `phrase` finds the envelope already at zero (sustain 0, attack and
    /// decay over): its release then starts from silence and ends at once, whatever its time, so two
    /// renders differing only in the release are identical.
    static func releasesFromSilence(attack: Double, decay: Double, sustain: Double, patch: Patch, phrase: Phrase) -> Bool {
        guard sustain == 0, let gate = shortestGate(phrase, poly: patch.option(.voiceMode) == "poly") else { return false }
        return gate >= attack + decay + envelopeTimingSlack
    }

    /// The shortest time an envelope is held open before a key-up releases it, or nil for no notes.
    ///
    /// In poly mode each key has its own voice, retriggered when the same key is struck again: a key-up
    /// ends a gate that began at the latest press of that key. In mono and legato modes one voice plays
    /// every key, so a key-up is measured from the latest press of any key (legato does not even
    /// retrigger on overlapping keys, so this undercounts: it errs towards "audible").
    static func shortestGate(_ phrase: Phrase, poly: Bool) -> Double? {
        let notes = phrase.notes.filter { $0.validationProblem == nil }
        var shortest: Double?
        for n in notes {
            let off = n.start + n.length
            // At the same instant the engine applies releases before presses, so only earlier presses count.
            let latest = notes.filter { $0.start < off && (!poly || $0.note == n.note) }.map(\.start).max() ?? n.start
            let gate = off - latest
            shortest = min(shortest ?? gate, gate)
        }
        return shortest
    }

    /// The same sound from a different setting: a square wave is a pulse wave at 50% width.
    static func sameWave(_ a: String, pulseWidthA: Double, _ b: String, pulseWidthB: Double) -> Bool {
        if a == b { return true }
        let squareWidthSlack = 0.03
        if a == "square", b == "pulse" { return abs(pulseWidthB - 0.5) <= squareWidthSlack }
        if a == "pulse", b == "square" { return abs(pulseWidthA - 0.5) <= squareWidthSlack }
        return false
    }
}
