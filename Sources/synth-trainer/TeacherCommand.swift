import ArgumentParser

struct TeacherCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "teacher", abstract: "Manage teacher accounts.")

    func run() throws {
        throw ValidationError("'teacher' is not built yet")
    }
}
