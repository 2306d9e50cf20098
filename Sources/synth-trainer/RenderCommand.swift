import ArgumentParser

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render", abstract: "Render a patch playing a phrase to a WAV file.")

    func run() throws {
        throw ValidationError("'render' is not built yet")
    }
}
