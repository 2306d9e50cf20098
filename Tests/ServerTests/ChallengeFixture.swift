import Lessons
import SynthEngine
@testable import Server

/// A small challenge as the connection gets it from the lesson service: lesson "l1", the osc 1 wave
/// taught, the filter at 500 Hz from the start.
enum ChallengeFixture {
    static func opened() throws -> OpenedLesson {
        var start = Patch()
        try start.set(.filterCutoff, 500)
        let lesson = Lesson(id: "l1", title: "L", moduleID: "m", kind: .challenge, theoryFile: "", theoryMarkdown: "",
                            theoryHTML: "", controls: LessonControls(shown: [.osc1Wave], locked: []), startPatch: start,
                            targetPatch: start, phrase: Phrase(notes: [.init(start: 0, length: 1, note: 60, velocity: 0.9)]),
                            passThreshold: 80, hints: ["h"], comparator: .params)
        return LessonGateway.wire(LessonView(lesson: lesson, hintsUsed: 0))
    }
}
