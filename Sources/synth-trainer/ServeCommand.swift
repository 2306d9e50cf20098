import ArgumentParser

struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "serve", abstract: "Run the Synth Trainer server.")

    func run() throws {
        throw ValidationError("'serve' is not built yet")
    }
}
