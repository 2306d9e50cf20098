import ArgumentParser
import Server

/// Whether this machine lets the server's audio threads run on SCHED_FIFO (README, deploy/README.md).
struct RealtimeCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "realtime-check",
        abstract: "Say whether the audio threads may run on SCHED_FIFO here, and check that a busy one goes back to normal priority.",
        discussion: "Exit status: 0 allowed and working, 2 refused (the server then runs at normal priority), 1 something else went wrong.")

    @Option(help: "The priority to try (serve --realtime-priority). [default: 10]")
    var priority = 10

    func validate() throws {
        guard (1...99).contains(priority) else { throw ValidationError("--priority \(priority): use 1 to 99") }
    }

    func run() throws {
        let check = RealtimeCheck.run(priority: priority)
        print(check.report(priority: priority))
        if !check.consistent { throw ExitCode(1) }
        if check.refused != nil { throw ExitCode(2) }
    }
}
