import Foundation
import SynthEngine

/// One control of a class's hearing: the median of its students' thresholds.
public struct ClassHearing: Sendable, Equatable {
    public let control: Param
    /// The median threshold of the students measured, in `measure`.
    public let median: Double
    /// A trained listener's JND, in `measure`.
    public let trained: Double
    /// The median of each student's threshold over the JND: how many times a trained ear.
    public let ratio: Double
    public let measure: String
    /// Students with a staircase on this control.
    public let measured: Int
}

/// What a teacher sees of their students' hearing: one student's profile, and the class's weakest
/// controls. Both only for the teacher of the class the student is in now (`forbidden` otherwise,
/// the same for a student or class that does not exist).
extension ClassroomService {
    public func studentHearing(studentID: String, teacherID: String) throws(LessonError) -> (StudentRecord, [HearingThreshold]) {
        guard try teaches(studentID: studentID, teacherID: teacherID) else { throw .forbidden("not your student") }
        return try storeCall {
            guard let s = try store.student(id: studentID) else { throw LessonError.forbidden("not your student") }
            return (s, Self.profile(try store.staircases(studentID: studentID)))
        }
    }

    /// The class's controls, where it hears least finely first (the highest median ratio to a trained
    /// ear), with the students in the class now.
    public func classHearing(classID: String, teacherID: String) throws(LessonError) -> (ClassRecord, students: Int, [ClassHearing]) {
        let c = try ownedClass(classID: classID, teacherID: teacherID)
        do {
            let students = try store.students(inClass: classID)
            var byControl: [Param: [HearingThreshold]] = [:]
            for s in students {
                // Only measured figures: a staircase still measuring holds where its next question starts
                // (one miss on a 14 dB step reads 28 dB), which would rank a control by one answer.
                for t in Self.profile(try store.staircases(studentID: s.id)) where t.converged { byControl[t.control, default: []].append(t) }
            }
            let rows = byControl.map { p, ts in
                ClassHearing(control: p, median: Self.median(ts.map(\.threshold)), trained: ts[0].trained,
                             ratio: Self.median(ts.map { $0.threshold / max($0.trained, 1e-12) }), measure: ts[0].measure, measured: ts.count)
            }
            return (c, students.count, rows.sorted { ($0.ratio, $1.control.rawValue) > ($1.ratio, $0.control.rawValue) })
        } catch {
            throw .store(error)
        }
    }

    /// The thresholds of stored staircases (JSON by control id), as the student's own profile has them.
    static func profile(_ staircases: [String: String]) -> [HearingThreshold] {
        staircases.compactMap { key, json -> HearingThreshold? in
            guard let p = try? Param(id: key), let s = try? JSONDecoder().decode(Staircase.self, from: Data(json.utf8)) else { return nil }
            return LessonService.threshold(p, s)
        }.sorted { $0.control.rawValue < $1.control.rawValue }
    }

    static func median(_ values: [Double]) -> Double {
        let v = values.sorted()
        guard !v.isEmpty else { return 0 }
        return v.count % 2 == 1 ? v[v.count / 2] : (v[v.count / 2 - 1] + v[v.count / 2]) / 2
    }
}
