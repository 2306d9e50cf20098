import Foundation
import SynthEngine
import AudioAnalysis

/// Checks what the loader cannot: that every challenge is fair and solvable.
///
/// - lesson and module ids are unique; every sound example of a page can be heard, and a theory page
///   plays what it names (`TheorySounds`);
/// - every control where the target differs from the start is shown and not locked (reachable);
/// - the target scores 100 against itself and the start scores below the pass threshold;
/// - every change in the target can be heard (rendered against the start's setting, `HeardCheck`), and
///   every taught switch has an option that sounds different; each comparator the lesson asks for is installed, and an
///   attempt just inside every control's "sounds the same" tolerance passes (warnings);
/// - every quiz plays, and in every question it draws the sounds are told apart by ear (`validateQuiz`);
/// - the course teaches a control before it asks for it, one new control a lesson (`CourseOrder`);
/// - along every taught knob the score falls as the knob leaves the target, and the passing settings are
///   one interval around it (`ScoreSweep`).
public struct CourseValidator: Sendable {
    public let scorer: LessonScorer

    public init(scorer: LessonScorer = LessonScorer()) { self.scorer = scorer }

    /// -40 dBFS: an example quieter than this at its loudest is silence to a student.
    static let audiblePeak: Float = 0.01

    /// Loads a courses folder and validates it: loader issues first, then these checks.
    public func validate(directory: URL) -> CourseLoadResult {
        let loaded = CourseLoader.load(directory: directory)
        return CourseLoadResult(course: loaded.course, issues: loaded.issues + validate(loaded.course))
    }

    public func validate(_ course: Course) -> [CourseIssue] {
        var issues: [CourseIssue] = []
        if course.modules.isEmpty {
            issues.append(CourseIssue(file: CourseLoader.courseFileName, field: "modules", message: "the course has no usable module"))
        }
        // Lessons are checked independently (most of the time goes into rendering), shared among the
        // cores; their issues are then reported in course order, as a sequential walk would.
        let pairs = course.modules.flatMap { m in m.lessons.map { (m, $0) } }
        let perLesson = ConcurrentSlots<[CourseIssue]>(count: pairs.count)
        DispatchQueue.concurrentPerform(iterations: pairs.count) { i in perLesson.set(i, validate(pairs[i].1, in: pairs[i].0)) }
        let lessonIssues = perLesson.all
        var moduleIDs: Set<String> = [], lessonIDs: Set<String> = []
        var next = 0
        for module in course.modules {
            if !moduleIDs.insert(module.id).inserted {
                issues.append(CourseIssue(file: module.file, field: "id", message: "module id '\(module.id)' is used twice"))
            }
            for lesson in module.lessons {
                if !lessonIDs.insert(lesson.id).inserted {
                    issues.append(issue(module, lesson, "id", "lesson id '\(lesson.id)' is used twice"))
                }
                issues += lessonIssues[next]
                next += 1
            }
        }
        issues += CourseOrder.problems(course).map { issue($0.module, $0.lesson, $0.field, $0.message) }
        return issues + sweep(course)
    }

    /// The judge agrees with the ear along every taught knob of every challenge (`ScoreSweep`): the score
    /// never rises as a knob moves away from the target and the passing settings are one interval. The
    /// lessons are shared among the cores; about 14,000 settings for the shipped course, most of them
    /// rendered once (the sound comparator caches, and is not asked beyond four pass windows).
    func sweep(_ course: Course) -> [CourseIssue] {
        let pairs = course.modules.flatMap { m in m.lessons.filter { $0.kind == .challenge && $0.changedParameters.allSatisfy($0.controls.isTaught) }.map { (m, $0) } }
        let curves = ScoreSweep(scorer: scorer).curves(for: pairs.map(\.1))
        return zip(pairs, curves).flatMap { pair, curves in
            curves.flatMap { curve in curve.messages.map { issue(pair.0, pair.1, "sweep", $0 + ": the judge must agree with the ear (`synth-trainer courses sweep --verbose`)") } }
        }
    }

    func validate(_ lesson: Lesson, in module: CourseModule) -> [CourseIssue] {
        var issues: [CourseIssue] = []
        if lesson.kind == .quiz { return validateQuiz(lesson, in: module) }
        if lesson.theoryHTML.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            issues.append(issue(module, lesson, "theory", "the theory page renders to nothing"))
        }
        // A play button that plays silence teaches nothing: every example must be heard.
        for example in lesson.examples {
            let peak = OfflineRenderer.peak(OfflineRenderer().render(patch: example.patch, phrase: example.phrase))
            if peak < Self.audiblePeak {
                issues.append(issue(module, lesson, "examples.\(example.id)",
                                    String(format: "the example is silent (peak %.1f dBFS): give it a sound source and a level", 20 * log10(max(Double(peak), 1e-9)))))
            }
        }
        if lesson.kind == .theory {
            let missing = TheorySounds.unplayed(in: lesson)
            if !missing.isEmpty {
                issues.append(issue(module, lesson, "examples", "the page talks about \(missing.joined(separator: ", ")) but no example plays it: add one (see Courses/README.md, Sound examples)"))
            }
        }
        guard lesson.kind == .challenge else { return issues }

        let changed = lesson.changedParameters
        if changed.isEmpty {
            issues.append(issue(module, lesson, "target", "the target is the same as the start: there is nothing to find"))
        }
        for p in changed where !lesson.controls.isTaught(p) {
            let why = lesson.controls.shown.contains(p) ? "locked" : "hidden"
            issues.append(issue(module, lesson, "target.\(p.spec.id)",
                                "differs from the start but is \(why): add it to controls.show (and not to lock), or the target cannot be reached"))
        }
        for p in changed where lesson.controls.isTaught(p) && !ParameterRelevance.isAudible(p, in: lesson.targetPatch, phrase: lesson.phrase) {
            issues.append(issue(module, lesson, "target.\(p.spec.id)",
                                "changes a control that cannot be heard in the target (e.g. the wave of a silent oscillator)",
                                severity: .warning))
        }
        for kind in lesson.comparator.kinds where !scorer.isInstalled(kind) {
            issues.append(issue(module, lesson, "comparator",
                                "asks for the \(kind.rawValue) comparator, which is not installed here: the parameter comparator stands in",
                                severity: .warning))
        }
        issues += HeardCheck.problems(lesson).map { issue(module, lesson, "controls", $0) }
        issues += narrowerThanHearing(lesson, module: module)
        guard changed.allSatisfy(lesson.controls.isTaught) else { return issues }

        let self100 = scorer.compare(lesson.targetPatch, for: lesson).score
        if self100 < 100 - 1e-6 {
            issues.append(issue(module, lesson, "target", "the target scores \(Self.format(self100)) against itself, not 100: the comparator is inconsistent"))
        }
        let near = scorer.compare(Self.nearMiss(lesson), for: lesson).score
        if near < lesson.passThreshold {
            issues.append(issue(module, lesson, "comparator",
                                "an attempt within the \"sounds the same\" tolerance of every control scores only \(Self.format(near)): \(lesson.comparator) is stricter than the ear here",
                                severity: .warning))
        }
        if let sound = scorer.sound as? SoundComparator {
            issues += audibleClosePasses(lesson, sound: sound, module: module)
        }
        let startScore = scorer.compare(lesson.startPatch, for: lesson).score
        if startScore >= lesson.passThreshold {
            issues.append(issue(module, lesson, "start",
                                "the start already scores \(Self.format(startScore)) (pass threshold \(Self.format(lesson.passThreshold))): a student would pass without changing anything; change the target more, show fewer controls or raise the threshold"))
        }
        return issues
    }

    /// No pass window narrower than hearing: each taught control's tolerance as the course gives it
    /// (`calibration.yaml`, else the standard one) must call a setting "close" out to 1.5 JND of the
    /// perception table at least. Narrower, it fails students for differences no ear can hear.
    func narrowerThanHearing(_ lesson: Lesson, module: CourseModule) -> [CourseIssue] {
        lesson.taught.filter {
            $0.spec.scale != .choice && ParameterRelevance.isAudible($0, in: lesson.targetPatch, phrase: lesson.phrase)
                && lesson.storedTolerance(for: $0).isNarrowerThanHearing($0, in: lesson.targetPatch)
        }.map { p in
            let stored = lesson.storedTolerance(for: p)
            let unit = stored.measure == .linear ? p.spec.unit : "oct"
            return issue(module, lesson, "calibration", String(format:
                "%@: the pass window (%.3g %@ from the target) is narrower than hearing (1.5 JND = %.3g %@, PerceptionTable): "
                + "widen it in calibration.yaml (`synth-trainer courses calibrate --write` never stores less)",
                p.spec.id, stored.closeEdge, unit, PerceptionTable.minimumWindow(p, in: lesson.targetPatch), unit))
        }
    }

    /// A setting the parameter comparator still calls "close" must sound like the target: at the far
    /// end of each taught control's close verdict (both ways, where the range allows), the sound
    /// comparator must score the pass line or more. Otherwise an audible difference would pass;
    /// `synth-trainer courses calibrate --write` measures a tolerance that does not.
    ///
    /// Where the window already stays at the hearing floor (1.5 JND) although the sound comparator alone
    /// hears a difference there, what counts is what the student meets: the judgement (the knobs and the
    /// sound blended, and the pass rule) must pass a setting just inside the floor on both sides, or the
    /// judge fails a difference no ear can hear (an error). When it passes, the blend has absorbed the
    /// comparator's finer hearing and there is nothing to report.
    func audibleClosePasses(_ lesson: Lesson, sound: SoundComparator, module: CourseModule) -> [CourseIssue] {
        let calibration = Calibration(sound: sound)
        return lesson.taught.filter {
            $0.spec.scale != .choice && ParameterRelevance.isAudible($0, in: lesson.targetPatch, phrase: lesson.phrase)
                && !calibration.farEndSoundsSame($0, lesson, lesson.tolerance(for: $0))
        }.compactMap { p in
            let tolerance = lesson.tolerance(for: p)
            let unit = tolerance.measure == .linear ? p.spec.unit : "oct"
            if Calibration.closeEdge(tolerance) <= PerceptionTable.minimumWindow(p, in: lesson.targetPatch) * (1 + 1e-4) {
                let sweep = ScoreSweep(scorer: scorer)
                let failing = Self.insideHearingFloor(p, lesson, tolerance).map { sweep.point(p, $0, in: lesson) }.filter { !$0.passed }
                guard let worst = failing.min(by: { $0.score < $1.score }) else { return nil }
                return issue(module, lesson, "calibration", String(format:
                    "%@: %@ (inside 1.5 JND of the target's %@, PerceptionTable) fails the judgement at %.1f: the ear cannot tell it "
                    + "from the target, so it must pass (the sound comparator is finer than hearing here: widen what it allows, or "
                    + "give the lesson's blend less of the sound)", p.spec.id, ScoreSweep.Curve.value(p, worst.value), ScoreSweep.Curve.value(p, lesson.targetPatch[p]),
                    worst.score))
            }
            if Calibration.closeEdge(tolerance) <= Calibration.knobResolution(p, tolerance) {
                return issue(module, lesson, "calibration",
                             "\(p.spec.id): the sound comparator hears a difference within one knob step of the target "
                             + "(its features jump there); only the exact setting reads \"close\"", severity: .warning)
            }
            return issue(module, lesson, "calibration",
                  "\(p.spec.id): a setting the parameter comparator still calls \"close\" (\(String(format: "%.3g", Calibration.closeEdge(tolerance))) "
                  + "\(unit) from the target) sounds different to the sound comparator "
                  + "(under the pass line \(Self.format(lesson.passThreshold))): an audible difference could pass; run `synth-trainer courses calibrate --write`")
        }
    }

    /// Settings of `p` just inside the hearing floor on each side of the target (99% of 1.5 JND, in
    /// `tolerance`'s measure), within the range; a stepped control's nearest step toward the target (a
    /// voice count's floor of 0.9 voices holds no other step: nothing to judge).
    public static func insideHearingFloor(_ p: Param, _ lesson: Lesson, _ tolerance: ParameterTolerance) -> [Double] {
        let target = lesson.targetPatch[p]
        let edge = PerceptionTable.minimumWindow(p, in: lesson.targetPatch)
        return [-0.99 * edge, 0.99 * edge].compactMap { d in
            var v = tolerance.offset(target, by: d)
            if let step = p.spec.step { v = target + ((v - target) / step).rounded(.towardZero) * step }
            guard abs(v - target) > 1e-12, v >= p.spec.min - 1e-12, v <= p.spec.max + 1e-12 else { return nil }
            return min(p.spec.max, max(p.spec.min, v))
        }
    }

    /// The target with every taught numeric control moved by `fraction` of its "sounds the same"
    /// tolerance (`ParameterTolerance.close`), upwards where the range allows. A fair comparator passes it.
    public static func nearMiss(_ lesson: Lesson, fraction: Double = 0.8) -> Patch {
        var patch = lesson.targetPatch
        for p in lesson.taught where p.spec.scale != .choice {
            let tolerance = lesson.tolerance(for: p)
            let v = lesson.targetPatch[p]
            let step = fraction * tolerance.close
            func moved(_ direction: Double) -> Double { tolerance.offset(v, by: direction * step) }
            var candidate = p.spec.quantized(moved(1))
            if candidate > p.spec.max { candidate = p.spec.quantized(moved(-1)) }
            try? patch.set(p, min(p.spec.max, max(p.spec.min, candidate)))
        }
        return patch
    }

    func issue(_ module: CourseModule, _ lesson: Lesson, _ field: String, _ message: String,
                       severity: CourseIssue.Severity = .error) -> CourseIssue {
        let base = lesson.sourceField.isEmpty ? "lesson \(lesson.id)" : lesson.sourceField
        return CourseIssue(file: module.file, field: "\(base).\(field)", line: lesson.sourceLine, message: message, severity: severity)
    }

    static func format(_ score: Double) -> String { (score * 10).rounded() / 10 == score.rounded() ? "\(Int(score.rounded()))" : String(format: "%.1f", score) }
}

extension CourseValidator {
    /// Questions drawn per quiz (fixed seeds, so every run checks the same ones).
    static let quizDraws: UInt64 = 6

    /// A quiz is fair when each question it can draw is answerable by ear: every sound plays, the
    /// sounds of one question differ as much as a challenge's pass line asks of a match (the sound
    /// comparator scores each pair under the lesson's threshold), and a numeric range has room for
    /// the gaps between its sounds.
    func validateQuiz(_ lesson: Lesson, in module: CourseModule) -> [CourseIssue] {
        guard let quiz = lesson.quiz else { return [issue(module, lesson, "quiz", "a quiz needs a quiz template")] }
        var issues: [CourseIssue] = []
        // For an estimate, the marks of its scale must fit the range.
        let sounds = quiz.shape == .whichIs || quiz.shape == .most || quiz.shape == .estimate ? quiz.count : quiz.shape == .identify ? 1 : 2
        for p in quiz.controls where p.spec.scale != .choice {
            let r = quiz.ranges[p] ?? p.spec.min...p.spec.max
            let room = p.spec.normalized(r.upperBound) - p.spec.normalized(r.lowerBound)
            if room < quiz.gap.lowerBound * Double(sounds - 1) {
                issues.append(issue(module, lesson, "quiz.range", String(format:
                    "%@: the range spans %.2f of the knob, too little for %d sounds %.2f apart: widen it or lower the gap",
                    p.spec.id, room, sounds, quiz.gap.lowerBound)))
            }
        }
        let comparator = scorer.sound as? SoundComparator ?? SoundComparator()
        var direction: (measure: DirectionCheck.Measure, up: Double, down: Double)?
        if quiz.shape == .direction {
            switch DirectionCheck.plan(quiz) {
            case .success(let plan): direction = plan
            case .failure(let problem): issues.append(issue(module, lesson, "quiz.words", problem.message))
            }
        }
        var unclear = 0
        for seed in 1...Self.quizDraws {
            var rng = SeededGenerator(seed: seed)
            let round = quiz.draw(using: &rng)
            if Set(round.choices).count != round.choices.count || !round.choices.indices.contains(round.answer) {
                issues.append(issue(module, lesson, "quiz", "question \(seed) has repeated choices or no right answer: \(round.choices)"))
            }
            let renderer = OfflineRenderer()
            let renderings = round.sounds.map { renderer.render(patch: $0, phrase: round.phrase) }
            for (i, rendering) in renderings.enumerated() where OfflineRenderer.peak(rendering) < Self.audiblePeak {
                issues.append(issue(module, lesson, "quiz.base", "question \(seed): sound \(round.soundNames[i]) (\(round.soundDescriptions[i])) is silent"))
            }
            // An estimate's sound is one mark of a scale: each mark must sound unlike its neighbours, or
            // the scale asks for a difference no ear can hear.
            let patches = quiz.shape == .estimate ? round.choiceSounds ?? [] : round.sounds
            // The sounds just rendered serve the comparator too (the same samples, cut at its tail),
            // unless its tail is the longer one.
            let reuse = quiz.shape != .estimate && comparator.tailSeconds <= renderer.maxTailSeconds
            let features = reuse ? renderings.map { comparator.features(ofLongerRendering: $0, by: renderer, phrase: round.phrase) }
                : patches.map { comparator.features(of: $0, phrase: round.phrase) }
            if let plan = direction, features.count == 2 {
                // The answer's word says which way B differs from A; the sound must agree.
                let said = round.answer == 0 ? plan.up : plan.down
                let word = round.answer == 0 ? quiz.words.up : quiz.words.down
                if let d = DirectionCheck.difference(plan.measure, a: features[0], b: features[1], phrase: round.phrase, base: quiz.base,
                                                         control: quiz.controls[0]) {
                    if d * said < -plan.measure.deadband {
                        issues.append(issue(module, lesson, "quiz.words", String(format:
                            "question %d: the key says B is %@ (%@ against A's %@), but measured B has %@ %@ (%+.3f%@): the words are the wrong way round for what %@ does; words are [up, down], the word for the control turned up first",
                            Int(seed), word, round.soundDescriptions[1], round.soundDescriptions[0], d > 0 ? "more" : "less",
                            plan.measure.rawValue, d, plan.measure.isRatio ? " oct" : "", quiz.controls[0].spec.id)))
                    } else if abs(d) <= plan.measure.deadband {
                        unclear += 1
                    }
                } else {
                    unclear += 1
                }
            }
            let scale = quiz.shape == .estimate
            let names = scale ? round.choices : round.soundNames, what = scale ? round.choices : round.soundDescriptions
            for i in features.indices {
                for j in features.indices where j > i && (!scale || j == i + 1) {
                    // As a challenge compares them: a chord's pitch is not one pitch (its spans are polyphonic).
                    let similarity = SoundDistance(target: features[i], attempt: features[j], polyphonicSpans:
                        SoundComparator.polyphonicSpans(round.phrase, patches[i], patches[j])).similarity
                    if similarity >= lesson.passThreshold {
                        issues.append(issue(module, lesson, "quiz", String(format:
                            "question %d: %@ (%@) and %@ (%@) sound alike (similarity %.0f, a challenge passes at %.0f): widen the gap or move the range",
                            Int(seed), names[i], what[i], names[j], what[j],
                            similarity, lesson.passThreshold)))
                    }
                }
            }
        }
        if direction != nil && unclear == Int(Self.quizDraws) {
            issues.append(issue(module, lesson, "quiz.words", "no question's \(direction!.measure.rawValue) differed measurably between A and B: the words could not be checked against the sound", severity: .warning))
        }
        return issues
    }
}
