import SynthEngine

/// What a student receives when opening a lesson. Deliberately has no target patch: the target never
/// leaves the server before the lesson is passed (or revealed).
public struct LessonView: Sendable, Equatable {
    public let id: String
    public let title: String
    /// Module id.
    public let module: String
    public let kind: LessonKind
    public let theoryHTML: String
    /// Parameter ids shown on the page (including locked ones), in table order.
    public let shown: [String]
    /// Parameter ids shown but fixed.
    public let locked: [String]
    /// Loaded into the student's synth when the lesson opens.
    public let startPatch: Patch
    public let passThreshold: Double
    public let hintCount: Int
    /// Hints already seen (kept across reconnects).
    public let hintsUsed: Int
    public let phrase: Phrase

    public init(lesson: Lesson, hintsUsed: Int) {
        id = lesson.id
        title = lesson.title
        module = lesson.moduleID
        kind = lesson.kind
        theoryHTML = lesson.theoryHTML
        shown = lesson.controls.shownIDs
        locked = lesson.controls.lockedIDs
        startPatch = lesson.startPatch
        passThreshold = lesson.passThreshold
        hintCount = lesson.hints.count
        self.hintsUsed = hintsUsed
        phrase = lesson.phrase
    }
}
