import ArgumentParser
import Foundation
import Lessons

/// `synth-trainer teacher ...`: teacher accounts and classes, straight in the store: the data folder's
/// SQLite file, or PostgreSQL with --database (safe while servers run: both serialise the writers).
struct TeacherCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "teacher", abstract: "Manage teacher accounts and classes.",
        subcommands: [Add.self, List.self, Password.self, AddClass.self, ResetSecret.self])

    struct DataOption: ParsableArguments {
        @Option(help: "The data folder holding trainer.sqlite.") var data = "./data"
        @Option(help: "The PostgreSQL store instead: postgres://USER:PASSWORD@HOST:PORT/DATABASE. [default: SYNTH_TRAINER_DATABASE]")
        var database: String?

        func store() throws -> any TrainerStore {
            try StoreChoice.open(database: database, dataDirectory: URL(fileURLWithPath: data, isDirectory: true))
        }

        func classroom() throws -> ClassroomService { ClassroomService(store: try store()) }
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Create a teacher account (asks for the password).")
        @OptionGroup var options: DataOption
        @Argument(help: "The teacher's login name.") var name: String
        @Flag(help: "Read the password from the first line of standard input.") var passwordStdin = false

        func run() throws {
            let password = try readPassword(prompt: "Password for \(name): ", fromStdin: passwordStdin)
            let teacher = try options.classroom().createTeacher(name: name, password: password)
            print("created teacher '\(teacher.name)' (\(teacher.id))")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List teachers and their classes with join codes.")
        @OptionGroup var options: DataOption

        func run() throws {
            let classroom = try options.classroom()
            let teachers = try classroom.teachers()
            if teachers.isEmpty { print("no teachers yet: synth-trainer teacher add NAME") }
            for t in teachers {
                print(t.name)
                for c in try classroom.classes(teacherID: t.id) { print("  \(c.joinCode)  \(c.name)") }
            }
        }
    }

    struct Password: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "passwd", abstract: "Set a teacher's password.")
        @OptionGroup var options: DataOption
        @Argument(help: "The teacher's login name.") var name: String
        @Flag(help: "Read the password from the first line of standard input.") var passwordStdin = false

        func run() throws {
            let password = try readPassword(prompt: "New password for \(name): ", fromStdin: passwordStdin)
            try options.classroom().setPassword(teacherName: name, password: password)
            print("password changed")
        }
    }

    struct AddClass: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "add-class", abstract: "Create a class; prints its join code.")
        @OptionGroup var options: DataOption
        @Argument(help: "The teacher's login name.") var teacher: String
        @Argument(help: "The class name, e.g. \"Year 9 music\".") var name: String

        func run() throws {
            let store = try options.store()
            guard let t = try store.teacher(name: teacher) else { throw ValidationError("no teacher named '\(teacher)'") }
            let c = try ClassroomService(store: store).createClass(teacherID: t.id, name: name)
            print("class '\(c.name)': students join with code \(c.joinCode)")
        }
    }
}

extension TeacherCommand {
    struct ResetSecret: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "reset-secret",
            abstract: "Clear a student's secret: their next sign-in by name in the class picks a new one.")
        @OptionGroup var options: DataOption
        @Option(name: .customLong("class"), help: "The class's join code.") var classCode: String
        @Argument(help: "The student's name as they sign in.") var student: String

        func run() throws {
            let classroom = try options.classroom()
            let s = try classroom.student(named: student, joinCode: classCode)
            guard let c = s.classID, let owner = try classroom.ownerOfClass(c) else { throw ValidationError("no such class") }
            try classroom.resetSecret(studentID: s.id, teacherID: owner)
            print("'\(s.name)' picks a new secret at their next sign-in (class \(classCode.uppercased()))")
        }
    }
}

/// Reads a password without echoing it on a terminal, or one line from standard input.
private func readPassword(prompt: String, fromStdin: Bool) throws -> String {
    let line: String?
    if !fromStdin, isatty(STDIN_FILENO) != 0, let p = getpass(prompt) {
        line = String(cString: p)
    } else {
        line = readLine(strippingNewline: true)
    }
    guard let password = line, !password.isEmpty else { throw ValidationError("no password given") }
    return password
}
