import ArgumentParser

struct CoursesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "courses", abstract: "Tools for course authors (validate).")

    func run() throws {
        throw ValidationError("'courses' is not built yet")
    }
}
