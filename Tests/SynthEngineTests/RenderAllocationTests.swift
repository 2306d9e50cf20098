#if os(Linux)
import Foundation
import Glibc
import Testing
@testable import SynthEngine

/// The render path's contract: once the engine exists, rendering allocates nothing (see `SynthEngine`).
/// And the engine's own: released, it has freed every block it allocated (the server makes one per
/// student connection, so a block left behind is memory that grows with every visit).
///
/// How it is measured: glibc's allocation tracer (`mtrace`, in `libc_malloc_debug.so.0` since glibc
/// 2.34) logs every malloc, realloc and aligned allocation, whoever makes it: Swift's arrays, boxes,
/// closures and strings all end in `malloc`. It needs the library preloaded at process start, so the
/// test runs this same test binary again as a child with `LD_PRELOAD`, where a probe (`renderProbe`,
/// `lifetimeProbe`) traces only the measured work. Simpler probes cannot prove "nothing":
/// `mallinfo2()` is process-wide (other tests run in parallel) and blind to memory freed again; glibc dropped `__malloc_hook`; and
/// the Swift runtime's `_swift_allocObject` hook faults on the Swift 6.3 Linux runtime.
struct RenderAllocationTests {
    static let probeVariable = "SYNTH_TRAINER_ALLOCATION_PROBE"
    static let mallocDebug = "/lib/x86_64-linux-gnu/libc_malloc_debug.so.0"
    /// The control allocation the probe makes inside the traced window, so a clean trace is not
    /// mistaken for a tracer that saw nothing.
    static let controlBytes = 50_000

    @Test("rendering a busy patch (notes, steals, parameter changes, modulation restarts) allocates nothing")
    func busyRenderAllocatesNothing() throws {
        try #require(FileManager.default.fileExists(atPath: Self.mallocDebug),
                     "the allocation check needs glibc's \(Self.mallocDebug) (Debian: libc6 >= 2.34)")
        let text = try Self.traceInChild(probe: "renderProbe")
        // mtrace lines: "@ caller + address size" for malloc, "@ caller > address size" for realloc.
        let allocations = text.split(separator: "\n").filter { $0.contains(" + 0x") || $0.contains(" > 0x") }
        let control = allocations.filter { line in
            line.split(separator: " ").last.flatMap { Int($0.dropFirst(2), radix: 16) }.map { $0 >= Self.controlBytes } == true
        }
        #expect(control.count == 1, "the tracer did not see the control allocation:\n\(text.prefix(2_000))")
        let rendering = allocations.filter { !control.contains($0) }
        // A count, not the lines themselves, in the expectation: a broken render path logs thousands.
        let renderingCount = rendering.count
        #expect(renderingCount == 0, "\(rendering.count) allocations while rendering:\n\(rendering.prefix(20).joined(separator: "\n"))")
    }

    /// Runs only in the child process started above (it needs the tracer preloaded).
    @Test(.enabled(if: ProcessInfo.processInfo.environment[probeVariable] != nil))
    func renderProbe() throws {
        let (start, stop) = try Self.tracer()
        let engine = SynthEngine(patch: EngineTests.busy)
        let buffer = UnsafeMutablePointer<Float>.allocate(capacity: 480)
        defer { buffer.deallocate() }
        var control: [UInt8] = []
        func play(_ round: Int) {
            engine.restartModulation()
            for k in 0..<10 { engine.play(pitch: 40 + 3 * k + round, velocity: 0.8) }   // 10 keys, 8 voices: steals
            for block in 0..<200 {
                if block == 50 { engine.set(.filterCutoff, 700 + Double(round)) }
                if block == 60 { engine.set(.lfo1Dest, Double(round % 4)) }
                if block == 70 { engine.set(.fxDelayMix, round % 2 == 0 ? 0 : 0.4) }   // the delay goes off and on
                if block == 80 { for k in 0..<10 { engine.stop(pitch: 40 + 3 * k + round) } }
                if block == 120 { engine.allNotesOff() }
                engine.render(into: buffer, count: 480)
            }
        }
        // The same work once untraced, so anything lazy (wavetables, statics) happens before the window.
        play(0)
        start()
        for round in 1...4 { play(round) }
        control = [UInt8](repeating: 1, count: Self.controlBytes)
        stop()
        // Checked after the window: recording a result allocates.
        #expect(control.count == Self.controlBytes)
        #expect(engine.activeVoiceCount >= 0)
    }

    @Test("an engine made, played and released frees every block it allocated")
    func releasedEngineFreesEverything() throws {
        try #require(FileManager.default.fileExists(atPath: Self.mallocDebug),
                     "the allocation check needs glibc's \(Self.mallocDebug) (Debian: libc6 >= 2.34)")
        let text = try Self.traceInChild(probe: "lifetimeProbe")
        // Blocks still allocated at the window's end: malloc "+" and realloc ">" add an address, free "-"
        // and realloc "<" remove one. Zero-byte blocks count: glibc gives each 32 bytes (issue 23: each
        // engine, one per student connection, left 64 of them behind: 2 kB a connection).
        var live: [Substring: Substring] = [:]
        for line in text.split(separator: "\n") {
            let f = line.split(separator: " ")
            guard let i = f.firstIndex(where: { ["+", ">", "-", "<"].contains($0) }), i + 1 < f.count else { continue }
            if f[i] == "+" || f[i] == ">" { live[f[i + 1]] = line } else { live[f[i + 1]] = nil }
        }
        let control = live.filter { entry in
            entry.value.split(separator: " ").last.flatMap { Int($0.dropFirst(2), radix: 16) }.map { $0 >= Self.controlBytes } == true
        }
        #expect(control.count == 1, "the tracer did not see the control allocation:\n\(text.prefix(2_000))")
        let leaked = live.values.filter { line in !control.values.contains(line) }
        let leakedCount = leaked.count
        #expect(leakedCount == 0, "\(leaked.count) blocks not freed:\n\(leaked.prefix(20).joined(separator: "\n"))")
    }

    /// Runs only in the child process started above (it needs the tracer preloaded).
    @Test(.enabled(if: ProcessInfo.processInfo.environment[probeVariable] != nil))
    func lifetimeProbe() throws {
        let (start, stop) = try Self.tracer()
        let buffer = UnsafeMutablePointer<Float>.allocate(capacity: 480)
        defer { buffer.deallocate() }
        func visit() {
            let engine = SynthEngine(patch: EngineTests.busy)
            for k in 0..<10 { engine.play(pitch: 40 + 3 * k, velocity: 0.8) }
            for _ in 0..<20 { engine.render(into: buffer, count: 480) }
        }
        // Once untraced, so what is made once per process (wavetables, statics) is made before the window.
        visit()
        start()
        for _ in 0..<3 { visit() }
        let control = [UInt8](repeating: 1, count: Self.controlBytes)
        stop()
        #expect(control.count == Self.controlBytes)
    }

    /// Runs `probe` of this suite in a child of this test binary with glibc's tracer preloaded, and
    /// returns its trace.
    static func traceInChild(probe: String) throws -> String {
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("mtrace-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: trace) }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        child.arguments = ["--testing-library", "swift-testing", "--filter", "RenderAllocationTests/\(probe)"]
        var environment = ProcessInfo.processInfo.environment
        environment["LD_PRELOAD"] = Self.mallocDebug
        environment["MALLOC_TRACE"] = trace.path
        environment[Self.probeVariable] = trace.path
        child.environment = environment
        let output = Pipe()
        child.standardOutput = output
        child.standardError = output
        try child.run()
        let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        #expect(child.terminationStatus == 0, "the probe failed:\n\(log.suffix(2_000))")
        return try String(contentsOf: trace, encoding: .utf8)
    }

    /// The preloaded debug library's `mtrace` and `muntrace` (in the child).
    static func tracer() throws -> (start: @convention(c) () -> Void, stop: @convention(c) () -> Void) {
        typealias Trace = @convention(c) () -> Void
        typealias VersionedSymbol = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>,
                                                    UnsafePointer<CChar>) -> UnsafeMutableRawPointer?
        // The debug library's mtrace is a non-default symbol version (libc's own is a stub that does
        // nothing), so it is looked up by version; `dlvsym` is a GNU extension Swift does not import.
        let library = try #require(dlopen(Self.mallocDebug, RTLD_NOW | RTLD_NOLOAD), "not preloaded")
        let dlvsym = unsafeBitCast(try #require(dlsym(nil, "dlvsym")), to: VersionedSymbol.self)
        let start = unsafeBitCast(try #require(dlvsym(library, "mtrace", "GLIBC_2.2.5")), to: Trace.self)
        let stop = unsafeBitCast(try #require(dlvsym(library, "muntrace", "GLIBC_2.2.5")), to: Trace.self)
        return (start, stop)
    }
}
#endif
