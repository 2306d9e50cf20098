import SynthEngine

/// One lesson as loaded from a course file. Holds the hidden target: never send a `Lesson` to a
/// student; send `LessonView` (built by `LessonService.openLesson`).
public struct Lesson: Sendable, Identifiable {
    public let id: String
    public let title: String
    /// The id of the module the lesson belongs to.
    public let moduleID: String
    public let kind: LessonKind
    /// Path of the theory page, relative to the courses folder (for messages).
    public let theoryFile: String
    public let theoryMarkdown: String
    /// The theory page rendered once at load time.
    public let theoryHTML: String
    public let controls: LessonControls
    /// What the synth is set to when the lesson opens.
    public let startPatch: Patch
    /// The hidden sound to match. Equal to `startPatch` for theory pages.
    public let targetPatch: Patch
    public let phrase: Phrase
    /// Score (0...100) an attempt needs to pass.
    public let passThreshold: Double
    /// Shown one at a time, each more telling than the last.
    public let hints: [String]
    public let comparator: ComparatorChoice
    /// Per-parameter weight overrides for the parameter comparator (default weights otherwise).
    public let weights: [Param: Double]
    /// Whether a teacher may push their own sound into a student's synth ("load my sound") during
    /// this lesson. Course files say so with `teacherPatch: true|false`; by default theory pages
    /// allow it (there is nothing to give away) and challenges do not (it could be the answer).
    public let allowsTeacherPatch: Bool
    /// Whether the target's waveform and spectrum are drawn before the lesson is passed or revealed.
    /// Off by default: challenges are judged by ear. A lesson whose point is reading the scope
    /// (`showTarget: true`) opts in; the server decides which frames it sends.
    public let showsTarget: Bool
    /// Measured tolerances for this lesson's controls (`Courses/calibration.yaml`, written by
    /// `synth-trainer courses calibrate --write`), where the standard ones would call an audible
    /// difference "close". Controls not listed use `Param.tolerance(in:)`.
    public internal(set) var tolerances: [Param: ParameterTolerance] = [:]
    /// Sounds the theory page plays (`examples:` in the course file), in the order the page shows them.
    public internal(set) var examples: [LessonExample] = []
    /// A quiz's question template (`quiz:` in the course file); nil for other kinds.
    public internal(set) var quiz: QuizTemplate?
    /// A whole-sound challenge that reviews what came before (`review: true`): a recipe's rebuild from
    /// an initialised synth or a module's mixed review. Passing all of a module's reviews tests out of it.
    public internal(set) var isReview = false
    /// Where the lesson sits in its module file (`lessons[3]`) and on which line, for messages.
    public let sourceField: String
    public let sourceLine: Int?

    public init(id: String, title: String, moduleID: String, kind: LessonKind, theoryFile: String,
                theoryMarkdown: String, theoryHTML: String, controls: LessonControls, startPatch: Patch,
                targetPatch: Patch, phrase: Phrase, passThreshold: Double, hints: [String],
                comparator: ComparatorChoice, weights: [Param: Double] = [:], allowsTeacherPatch: Bool? = nil,
                showsTarget: Bool = false, sourceField: String = "",
                sourceLine: Int? = nil) {
        self.id = id
        self.title = title
        self.moduleID = moduleID
        self.kind = kind
        self.theoryFile = theoryFile
        self.theoryMarkdown = theoryMarkdown
        self.theoryHTML = theoryHTML
        self.controls = controls
        self.startPatch = startPatch
        self.targetPatch = targetPatch
        self.phrase = phrase
        self.passThreshold = passThreshold
        self.hints = hints
        self.comparator = comparator
        self.weights = weights
        self.allowsTeacherPatch = allowsTeacherPatch ?? (kind == .theory)
        self.showsTarget = showsTarget
        self.sourceField = sourceField
        self.sourceLine = sourceLine
    }

    public func example(_ id: String) -> LessonExample? { examples.first { $0.id == id } }

    /// The tolerance the parameter comparator applies to `p` in this lesson: the measured or standard
    /// one, widened where its pass window would be narrower than hearing (1.5 JND of the perception
    /// table): no student is asked to find a difference no ear can hear.
    public func tolerance(for p: Param) -> ParameterTolerance { storedTolerance(for: p).atLeastHearing(p, in: targetPatch) }

    /// The tolerance the course gives `p` (`calibration.yaml`, else the standard one), before the
    /// hearing floor: what the validator checks, so the file itself never asks for less than hearing.
    public func storedTolerance(for p: Param) -> ParameterTolerance { tolerances[p] ?? p.tolerance(in: targetPatch) }

    /// The controls the student may turn, which are also the only ones scored.
    public var taught: [Param] { controls.taught }

    /// The student's attempt as the lesson sees it: the start patch with only the taught controls
    /// taken from `patch`. Whatever a client did to hidden or locked controls cannot help or hurt.
    public func attempt(from patch: Patch) -> Patch { controls.attempt(from: patch, start: startPatch) }

    /// The parameters where the target differs from the start: what the student has to find.
    public var changedParameters: [Param] {
        Param.allCases.filter { startPatch[$0] != targetPatch[$0] }
    }
}
