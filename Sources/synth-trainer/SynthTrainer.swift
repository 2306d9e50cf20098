import ArgumentParser
import Foundation
import Server
import SynthEngine

/// The command line. Thin on purpose: each subcommand parses arguments and calls a library.
@main
struct SynthTrainer: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "synth-trainer",
        abstract: "Learn synth sound design by ear: the Synth Trainer server and its tools.",
        version: BuildInfo.version,
        subcommands: [ServeCommand.self, ParamsCommand.self, RenderCommand.self, BenchCommand.self,
                      CoursesCommand.self, TeacherCommand.self, BackupCommand.self, StoreCommand.self, CertCommand.self,
                      AnalyzeCommand.self, RealtimeCheckCommand.self])
}

struct ParamsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "params", abstract: "Print the synth parameter table (the single source of truth).")

    @Flag(help: "Print JSON, exactly as the page receives it.") var json = false

    func run() throws {
        if json {
            FileHandle.standardOutput.write(ParameterTable.jsonData)
            print()
            return
        }
        for s in ParameterTable.specs {
            let range = s.scale == .choice ? s.options.joined(separator: "|")
                : "\(s.min.formatted())...\(s.max.formatted()) \(s.unit)"
            print("\(s.id.padding(toLength: 20, withPad: " ", startingAt: 0)) \(s.group.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \(s.scale.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)) \(range)  default \(s.jsonValue(s.defaultValue))")
        }
    }
}
