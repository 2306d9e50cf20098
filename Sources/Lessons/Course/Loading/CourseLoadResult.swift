/// What `CourseLoader.load` found: the usable part of the course and every problem.
public struct CourseLoadResult: Sendable {
    /// Modules and lessons that loaded cleanly. Bad lessons and unreadable modules are left out.
    public let course: Course
    public let issues: [CourseIssue]

    public var errors: [CourseIssue] { issues.filter { $0.severity == .error } }
    public var warnings: [CourseIssue] { issues.filter { $0.severity == .warning } }
}
