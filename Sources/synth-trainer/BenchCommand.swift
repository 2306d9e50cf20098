import ArgumentParser

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "bench", abstract: "Benchmarks: render speed and server capacity.")

    func run() throws {
        throw ValidationError("'bench' is not built yet")
    }
}
