import SynthEngine

/// A sound a theory page plays on the student's request (`[[example: id]]` in its Markdown): a patch
/// on top of the lesson's start, a phrase, and at most one "try it" control the student may turn
/// while it plays. Examples are public: they never hold a challenge's target, so the page gets them
/// whole and their pictures may be drawn.
public struct LessonExample: Sendable, Equatable {
    public let id: String
    /// The button's words ("Saw", "Slow attack").
    public let label: String
    public let patch: Patch
    public let phrase: Phrase
    /// The live control, if the example has one (a continuous parameter, not a choice).
    public let control: Param?

    public init(id: String, label: String, patch: Patch, phrase: Phrase, control: Param?) {
        self.id = id
        self.label = label
        self.patch = patch
        self.phrase = phrase
        self.control = control
    }
}
