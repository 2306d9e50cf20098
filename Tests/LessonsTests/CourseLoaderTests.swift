import Foundation
import Testing
@testable import Lessons
import SynthEngine

@Suite("Course loader")
struct CourseLoaderTests {
    static let goodModule = """
        title: One
        lessons:
          - id: intro
            title: Intro
            kind: theory
            theory: intro.md
          - id: dark
            title: Darker
            kind: challenge
            theory: dark.md
            phrase:
              - {start: 0, length: 0.5, note: C3}
              - {start: 0.5, length: 0.5, note: 62, velocity: 0.5}
            controls: {show: [filter.cutoff, amp.*], lock: [amp.release]}
            start: {osc1.wave: square, lfo1.retrigger: on}
            target: {filter.cutoff: 500}
            hints: [one, two]
            weights: {filter.cutoff: 2}
        """

    func load(_ module: String, extra: [String: String] = [:]) -> CourseLoadResult {
        var files = ["course.yaml": Fixtures.minimalCourseYAML, "one/module.yaml": module,
                     "one/intro.md": "# Intro\n\nHello *there*.", "one/dark.md": "# Dark"]
        for (k, v) in extra { files[k] = v }
        return CourseLoader.load(directory: Fixtures.courseFolder(files))
    }

    @Test func loadsAGoodModule() throws {
        let result = load(Self.goodModule)
        #expect(result.issues.isEmpty, "\(result.issues)")
        let course = result.course
        #expect(course.title == "Tiny")
        #expect(course.modules.map(\.id) == ["one"])
        #expect(course.lessons.map(\.id) == ["intro", "dark"])
        let intro = try #require(course.lesson("intro"))
        #expect(intro.kind == .theory)
        #expect(intro.theoryHTML.contains("<h1>Intro</h1>"))
        #expect(intro.theoryHTML.contains("<em>there</em>"))
        let dark = try #require(course.lesson("dark"))
        #expect(dark.startPatch.option(.osc1Wave) == "square")
        #expect(dark.startPatch.option(.lfo1Retrigger) == "on")
        // The target builds on the start.
        #expect(dark.targetPatch.option(.osc1Wave) == "square")
        #expect(dark.targetPatch[.filterCutoff] == 500)
        #expect(dark.controls.shown == [.ampAttack, .ampDecay, .ampSustain, .ampRelease, .filterCutoff])
        #expect(dark.controls.locked == [.ampRelease])
        #expect(dark.taught == [.ampAttack, .ampDecay, .ampSustain, .filterCutoff])
        #expect(dark.phrase.notes.map(\.note) == [48, 62])
        #expect(dark.phrase.notes.map(\.velocity) == [0.9, 0.5])
        #expect(dark.passThreshold == 80)
        #expect(dark.hints == ["one", "two"])
        #expect(dark.weights == [.filterCutoff: 2])
        #expect(dark.comparator == .params)
    }

    /// The marker and attribute scans the loader runs on every line and attribute (plain scans, not
    /// regex literals: those were most of the server's start-up).
    @Test func theoryPageScansReadMarkersAndAttributesExactly() {
        #expect(TheoryPage.exampleMarker("[[example: saw]]") == "saw")
        #expect(TheoryPage.exampleMarker("  [[example:saw-2]]\t") == "saw-2")
        #expect(TheoryPage.exampleMarker("[[example:   a1  ]]") == "a1")
        for notMarker in ["[[example: Saw]]", "[[example: -x]]", "[[example: ]]", "see [[example: saw]]",
                          "[[example: saw]] here", "[[example: sa w]]", "[[example: saw]", "[[example saw]]", "[[exampl: saw]]"] {
            #expect(TheoryPage.exampleMarker(Substring(notMarker)) == nil, "\(notMarker)")
        }
        let two = TheoryPage.leadingAttribute(#" href="https://x.org/a" class="b""#)
        #expect(two?.name == "href" && two?.value == "https://x.org/a" && two?.rest == #" class="b""#)
        #expect(TheoryPage.leadingAttribute(#" alt="""#)?.value == "")
        for notAttribute in [#"href="x""#, #" HREF="x""#, #" href='x'"#, #" href="a<b""#, #" href="x"#, #" ="x""#, #" on-x="y""#] {
            #expect(TheoryPage.leadingAttribute(Substring(notAttribute)) == nil, "\(notAttribute)")
        }
        // The whole-page scan still refuses what Ink would never write.
        #expect(TheoryPage.disallowedMarkup(in: #"<p><a href="x" onclick="y">z</a></p>"#) == "the attribute onclick on <a>")
        #expect(TheoryPage.disallowedMarkup(in: #"<p><a href="javascript:y">z</a></p>"#) != nil)
        #expect(TheoryPage.disallowedMarkup(in: #"<p><a href="/x">z</a> <img src="a.png" alt="b"/></p>"#) == nil)
        // A quote followed by a combining mark is one Character but still a quote to a browser: the
        // scans read bytes, so it ends the attribute for them too.
        let hidden = "<p><img src=\"a.png\" alt=\"x\"\u{301} onerror=alert(1)// y\"/></p>"
        #expect(TheoryPage.disallowedMarkup(in: hidden) != nil)
        #expect(TheoryPage.leadingAttribute(" alt=\"x\"\u{301} onerror=\"y\"")?.value == "x")
        #expect(TheoryPage.urlProblem("javascript:\u{301}alert(1)") != nil)
        #expect(TheoryPage.urlProblem("a.png\"\u{301}") != nil)
        #expect(TheoryPage.urlProblem("x&#\u{301}58;") != nil)
        #expect(!TheoryPage(markdown: "![x\"\u{301} onerror=alert(1)// y](a.png)\n").problems.isEmpty)
        #expect(!TheoryPage(markdown: "[x](a.png\"\u{301} onclick=alert(1))\n").problems.isEmpty)
    }

    @Test func theoryPagesPlaceTheirSoundExamples() throws {
        let module = """
            title: One
            lessons:
              - id: intro
                title: Intro
                kind: theory
                theory: intro.md
                examples:
                  saw: {label: Saw, patch: {osc1.wave: saw, filter.cutoff: 700}, control: filter.cutoff}
                  sine: {label: Sine, patch: {osc1.wave: sine}, phrase: [{start: 0, length: 0.5, note: C3}]}
            """
        let page = "# Intro\n\n[[example: sine]]\n\nText.\n\n[[example: saw]]\n"
        let result = load(module, extra: ["one/intro.md": page])
        #expect(result.issues.isEmpty, "\(result.issues)")
        let intro = try #require(result.course.lesson("intro"))
        // In page order, each in the HTML as an empty slot the student page fills.
        #expect(intro.examples.map(\.id) == ["sine", "saw"])
        #expect(intro.theoryHTML.contains(#"<div class="example" data-example="saw"></div>"#))
        #expect(!intro.theoryHTML.contains("[[example"))
        let saw = try #require(intro.example("saw"))
        #expect(saw.patch.option(.osc1Wave) == "saw" && saw.patch[.filterCutoff] == 700 && saw.control == .filterCutoff)
        #expect(intro.example("sine")?.phrase.notes.map(\.note) == [48])

        // A marker with no example, an example not placed, a choice as the live control.
        let bad = """
            title: One
            lessons:
              - id: intro
                title: Intro
                kind: theory
                theory: intro.md
                examples:
                  saw: {label: Saw, patch: {osc1.wave: saw}, control: osc1.wave}
                  unused: {label: Unused}
            """
        let broken = load(bad, extra: ["one/intro.md": "# Intro\n\n[[example: saw]]\n\n[[example: missing]]\n"])
        let messages = broken.issues.map(\.description).joined(separator: "\n")
        #expect(messages.contains("one/intro.md:5") && messages.contains("'missing'"), "\(messages)")
        #expect(messages.contains("example 'unused' is not placed"), "\(messages)")
        #expect(messages.contains("is a choice"), "\(messages)")
    }

    @Test func errorsNameFileLineAndField() throws {
        let bad = Self.goodModule.replacingOccurrences(of: "target: {filter.cutoff: 500}", with: "target: {filter.cutoff: 30000}")
        let result = load(bad)
        let issue = try #require(result.errors.first)
        #expect(issue.file == "one/module.yaml")
        #expect(issue.field == "lessons[1].target.filter.cutoff")
        #expect(issue.line == 16)
        #expect(issue.message.contains("out of range 20...20,000 Hz") || issue.message.contains("out of range 20...20000 Hz"))
        #expect(issue.description.hasPrefix("one/module.yaml:16: lessons[1].target.filter.cutoff: "))
        // The bad lesson is left out; the good one stays.
        #expect(result.course.lessons.map(\.id) == ["intro"])
    }

    /// The page's HTML goes into innerHTML: anything that could run script is refused, with its line.
    @Test(arguments: [
        ("Hello\n\n<script>alert(1)</script>", 3, "raw HTML"),
        ("Some text with <img src=x onerror=alert(1)> inline.", 1, "raw HTML"),
        ("# Title\n\nA [link](javascript:alert(1)) here.", 3, "'javascript:'"),
        ("A [link](JavaScript:alert(1)) here.", 1, "'javascript:'"),
        ("![picture](data:image/svg+xml,x)", 1, "'data:'"),
        ("Line\n\n[x][evil]\n\n[evil]: vbscript:msgbox", 3, "'vbscript:'"),
        ("[x](a\"onclick=\"alert(1))", 1, "double quote"),
        ("[x](a b)", 1, "a space"),
        ("![a\" onerror=\"alert(1)](pic.png)", 1, "double quote"),
        ("[x](java&#115;cript:alert(1))", 1, "character reference"),
        ("<!-- a comment -->\n# Title", 1, "raw HTML"),
    ])
    func unsafeTheoryPagesAreRefused(page: String, line: Int, says: String) throws {
        let result = load(Self.goodModule, extra: ["one/intro.md": page])
        let issue = try #require(result.errors.first)
        #expect(issue.file == "one/intro.md")
        #expect(issue.field == "lessons[0].theory")
        #expect(issue.line == line)
        #expect(issue.message.contains(says), "\(issue.message)")
        // The lesson with the unsafe page is left out.
        #expect(result.course.lessons.map(\.id) == ["dark"])
    }

    @Test func safeLinksImagesAndMarkdownPass() throws {
        let page = """
            # Links

            See [the manual](https://example.com/manual?a=1&b=2), [a sibling page](waves.html#saw) and
            [a reference][ref]. ![A saw wave](images/saw.png) ![](https://example.com/x.png)
            Compare: sine < triangle < saw, and `<b>code</b>` stays code.

            ```
            <div>quoted in a code block</div>
            ```

            1. one
            2. two

            | a | b |
            |:--|--:|
            | 1 | 2 |

            [ref]: http://example.org/ref
            """
        let result = load(Self.goodModule, extra: ["one/intro.md": page])
        #expect(result.issues.isEmpty, "\(result.issues)")
        let html = try #require(result.course.lesson("intro")).theoryHTML
        #expect(html.contains(#"<a href="https://example.com/manual?a=1&b=2">the manual</a>"#))
        #expect(html.contains(#"<img src="images/saw.png" alt="A saw wave"/>"#))
        #expect(html.contains("&lt;b&gt;code&lt;/b&gt;") && html.contains("&lt;div&gt;"))
        #expect(TheoryPage.disallowedMarkup(in: html) == nil)
    }

    @Test func theWholePageScanRefusesWhatInkLetsThrough() {
        #expect(TheoryPage.disallowedMarkup(in: "<p>ok <em>fine</em></p><hr><ol start=\"3\"><li>x</li></ol>") == nil)
        #expect(TheoryPage.disallowedMarkup(in: "<p><script>x</script></p>") != nil)
        #expect(TheoryPage.disallowedMarkup(in: #"<a href="x" onclick="y">t</a>"#) != nil)
        #expect(TheoryPage.disallowedMarkup(in: #"<a href="javascript:x">t</a>"#) != nil)
        #expect(TheoryPage.disallowedMarkup(in: #"<code class="language-x" onmouseover="y">"#) != nil)
        #expect(TheoryPage.urlProblem("https://example.com/a:b") == nil)
        #expect(TheoryPage.urlProblem("../pages/a.html?x=1#y") == nil)
        #expect(TheoryPage.urlProblem("java\tscript:alert(1)") != nil)
        #expect(TheoryPage.urlProblem("mailto:someone@example.com") != nil)
    }

    @Test func phrasesKeepTheEnginesLimits() throws {
        let long = Self.goodModule.replacingOccurrences(of: "- {start: 0.5, length: 0.5, note: 62, velocity: 0.5}",
                                                        with: "- {start: 11.5, length: 1, note: 62}")
        let issue = try #require(load(long).errors.first)
        #expect(issue.field == "lessons[1].phrase[1]")
        #expect(issue.message.contains("ends at 12.5 s") && issue.message.contains("within 12 s"), "\(issue.message)")
        let short = Self.goodModule.replacingOccurrences(of: "- {start: 0, length: 0.5, note: C3}",
                                                         with: "- {start: 0, length: 0.001, note: C3}")
        let tooShort = try #require(load(short).errors.first)
        #expect(tooShort.field == "lessons[1].phrase[0].length")
        #expect(tooShort.message.contains("0.01"), "\(tooShort.message)")
        // Right at the limit is fine.
        let edge = Self.goodModule.replacingOccurrences(of: "- {start: 0.5, length: 0.5, note: 62, velocity: 0.5}",
                                                        with: "- {start: 11, length: 1, note: 62}")
        #expect(load(edge).errors.isEmpty)
    }

    @Test func typosGetSuggestions() {
        let bad = Self.goodModule
            .replacingOccurrences(of: "target: {filter.cutoff: 500}", with: "target: {filter.cutof: 500}")
            .replacingOccurrences(of: "hints: [one, two]", with: "hints: [one, two]\n    passTreshold: 70")
        let messages = load(bad).errors.map(\.description)
        #expect(messages.contains { $0.contains("unknown parameter 'filter.cutof' (did you mean 'filter.cutoff'?)") })
        #expect(messages.contains { $0.contains("lessons[1].passTreshold: unknown field (did you mean 'passThreshold'?)") })
    }

    @Test func reportsEveryProblemInOnePass() {
        let bad = """
            title: One
            lessons:
              - id: Bad Id
                title: x
                kind: exam
                theory: missing.md
              - id: dark
                title: Darker
                kind: challenge
                theory: dark.md
                controls: {show: [filter.cutoff, osc9.*]}
                start: {osc1.wave: triangel, osc1.octave: 0.5}
                target: {filter.cutoff: loud}
                phrase: no-such-phrase
            """
        let fields = Set(load(bad).errors.map(\.field))
        for expected in ["lessons[0].id", "lessons[0].kind", "lessons[0].theory", "lessons[1].controls.show[1]",
                         "lessons[1].start.osc1.wave", "lessons[1].start.osc1.octave", "lessons[1].target.filter.cutoff",
                         "lessons[1].phrase", "lessons[1].hints"] {
            #expect(fields.contains(expected), "missing \(expected) in \(fields.sorted())")
        }
    }

    @Test func brokenYAMLIsAnIssueNotACrash() {
        let result = load("title: One\nlessons: [\n  - id: x\n")
        #expect(result.errors.count == 1)
        #expect(result.errors.first?.file == "one/module.yaml")
        #expect(result.errors.first?.message.hasPrefix("not valid YAML") == true)
        #expect(result.course.modules.isEmpty)
    }

    @Test func missingFilesAreIssues() {
        let result = CourseLoader.load(directory: Fixtures.temporaryDirectory())
        #expect(result.errors.map(\.file) == ["course.yaml"])
        let noModule = CourseLoader.load(directory: Fixtures.courseFolder(["course.yaml": Fixtures.minimalCourseYAML]))
        #expect(noModule.errors.map(\.file) == ["one/module.yaml"])
        #expect(noModule.errors.first?.message.contains("cannot read") == true)
    }

    @Test func namedPhrasesAndDefaultsInherit() throws {
        let courseYAML = """
            title: Tiny
            defaults: {passThreshold: 70, phrase: riff, comparator: {blend: {params: 1, sound: 3}}}
            phrases:
              riff:
                - {start: 0, length: 0.25, note: A4}
            modules: [one]
            """
        let module = """
            title: One
            defaults: {passThreshold: 75}
            lessons:
              - id: dark
                title: Darker
                kind: challenge
                theory: dark.md
                controls: {show: [filter]}
                target: {filter.cutoff: 400}
                hints: [h]
            """
        let result = CourseLoader.load(directory: Fixtures.courseFolder(["course.yaml": courseYAML, "one/module.yaml": module,
                                                                          "one/dark.md": "# Dark"]))
        #expect(result.issues.isEmpty, "\(result.issues)")
        let lesson = try #require(result.course.lesson("dark"))
        #expect(lesson.passThreshold == 75)
        #expect(lesson.phrase.notes.map(\.note) == [69])
        #expect(lesson.comparator == ComparatorChoice(weights: [.params: 1, .sound: 3]))
        #expect(lesson.controls.shown == Param.allCases.filter { $0.spec.group == .filter })
    }

    @Test func startFromBuildsOnAnEarlierLesson() throws {
        let module = Self.goodModule + """

              - id: dark-2
                title: Darker still
                kind: challenge
                theory: dark.md
                startFrom: dark
                controls: {show: [filter.resonance]}
                target: {filter.resonance: 5}
                hints: [h]
              - id: broken
                title: From the future
                kind: challenge
                theory: dark.md
                startFrom: later
                controls: {show: [filter.resonance]}
                target: {filter.resonance: 5}
                hints: [h]
            """
        let result = load(module)
        let second = try #require(result.course.lesson("dark-2"))
        #expect(second.startPatch[.filterCutoff] == 500)
        #expect(second.targetPatch[.filterResonance] == 5)
        #expect(result.errors.map(\.field) == ["lessons[3].startFrom"])
    }

    @Test func duplicateLessonIdsAcrossModulesAreRejected() {
        let courseYAML = "title: T\nmodules: [one, two]\n"
        let result = CourseLoader.load(directory: Fixtures.courseFolder([
            "course.yaml": courseYAML, "one/module.yaml": Self.goodModule, "two/module.yaml": Self.goodModule,
            "one/intro.md": "# i", "one/dark.md": "# d", "two/intro.md": "# i", "two/dark.md": "# d",
        ]))
        #expect(result.errors.filter { $0.file == "two/module.yaml" && $0.message.contains("already used") }.count == 2)
        #expect(result.course.lessons.count == 2)
    }

    @Test func aRetiredLessonIdIsRefused() {
        // Its stored rows moved to the lesson's new id (`LessonRenames`); a lesson taking it would start empty.
        let result = load(Self.goodModule.replacingOccurrences(of: "id: dark", with: "id: wave-sine"))
        #expect(result.errors.contains { $0.message.contains("'wave-sine' is a retired lesson id") })
    }

    @Test func theoryLessonsRejectChallengeFields() {
        let module = """
            title: One
            lessons:
              - id: intro
                title: Intro
                kind: theory
                theory: intro.md
                target: {filter.cutoff: 300}
            """
        #expect(load(module).errors.map(\.field) == ["lessons[0].target"])
    }

    @Test func noteNames() {
        #expect(NoteName.midi("C4") == 60)
        #expect(NoteName.midi("A4") == 69)
        #expect(NoteName.midi("F#2") == 42)
        #expect(NoteName.midi("Bb1") == 34)
        #expect(NoteName.midi("C-1") == 0)
        #expect(NoteName.midi("64") == 64)
        #expect(NoteName.midi("H2") == nil)
        #expect(NoteName.midi("C") == nil)
    }

    @Test func controlSelectors() {
        #expect(ControlSelector.resolve("filter.cutoff") == [.filterCutoff])
        #expect(ControlSelector.resolve("amp.*") == [.ampAttack, .ampDecay, .ampSustain, .ampRelease])
        #expect(ControlSelector.resolve("lfo")?.count == 15)
        #expect(ControlSelector.resolve("osc3.*") == nil)
        #expect(ControlSelector.resolve("cutoff") == nil)
    }
}
