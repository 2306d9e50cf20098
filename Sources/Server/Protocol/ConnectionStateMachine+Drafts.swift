/// Drafts: the knobs of an open challenge, written at most once every `draftEvery` while they turn and
/// once more when the lesson is left or the socket closes, so a reload or another device finds them.
extension ConnectionStateMachine {
    /// The knobs of an open challenge changed at `now`: its draft is written now if the last write is
    /// `draftEvery` old, or later (`tick`, `closing`).
    mutating func knobsChanged(now: Double) -> [Action] {
        guard lesson?.rules.kind == .challenge else { return [] }
        draftDirty = true
        return tick(now: now)
    }

    /// Writes a draft whose knobs changed more than `draftEvery` ago (the glue calls this a few times a
    /// second), so a reload finds the knobs of a moment ago.
    mutating func tick(now: Double) -> [Action] {
        guard draftDirty, now - draftSavedAt >= Self.draftEvery else { return [] }
        draftSavedAt = now
        return flushDraft()
    }

    /// The socket is closing: the open challenge's knobs are kept.
    mutating func closing() -> [Action] { flushDraft() }

    mutating func flushDraft() -> [Action] {
        // A practice item leaves the lesson's own draft alone.
        guard draftDirty, let student, let lesson, lesson.rules.kind == .challenge, !lesson.practice else { return [] }
        draftDirty = false
        return [.lesson(.saveDraft(student: student, lesson: lesson.id, patch: patch), id: nil)]
    }
}
