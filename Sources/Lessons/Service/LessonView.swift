import SynthEngine

/// What a student receives when opening a lesson, and the rules the server applies while it is open
/// (taught controls, start patch, kind, phrase). Deliberately has no target patch: the target never
/// leaves the server before the lesson is passed (or revealed).
public struct LessonView: Sendable, Equatable {
    public let id: String
    public let title: String
    /// Module id.
    public let module: String
    public let kind: LessonKind
    public let theoryHTML: String
    /// Which controls are shown, locked and taught.
    public let controls: LessonControls
    /// Loaded into the student's synth when the lesson opens.
    public let startPatch: Patch
    public let passThreshold: Double
    public let hintCount: Int
    /// Hints already seen (kept across reconnects).
    public let hintsUsed: Int
    /// The latest hint seen, shown again when the lesson is reopened (a reload, another device): the
    /// student spent it and should not have to spend another to read it again.
    public let latestHint: String?
    public let phrase: Phrase
    /// The target's scope and spectrum may be drawn before a pass (see `Lesson.showsTarget`).
    public let showsTarget: Bool
    /// The theory page's sound examples (public: they are not the target).
    public let examples: [LessonExample]

    public init(lesson: Lesson, hintsUsed: Int) {
        id = lesson.id
        title = lesson.title
        module = lesson.moduleID
        kind = lesson.kind
        theoryHTML = lesson.theoryHTML
        controls = lesson.controls
        startPatch = lesson.startPatch
        passThreshold = lesson.passThreshold
        hintCount = lesson.hints.count
        self.hintsUsed = hintsUsed
        latestHint = hintsUsed > 0 && !lesson.hints.isEmpty ? lesson.hints[min(hintsUsed, lesson.hints.count) - 1] : nil
        phrase = lesson.phrase
        showsTarget = lesson.showsTarget
        examples = lesson.examples
    }

    /// The student's patch as this lesson sees it (see `LessonControls.attempt(from:start:)`).
    public func attempt(from patch: Patch) -> Patch { controls.attempt(from: patch, start: startPatch) }
}
