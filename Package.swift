// swift-tools-version: 6.0
// Synth Trainer: a server that teaches synth sound design by ear.
// Targets are split by job; see README.md "Layout" for the map.
import PackageDescription

// The test targets' own code is compiled without optimization: it is the code under test (the libraries, all
// but Lessons built once at -O for `make run` and `make test` alike) that must be fast, not the ~10,700 lines that
// drive it. Measured on the 2-core machine (2026-11-28, test targets only, libraries already built): at
// -O 295 s of CPU (167 s) to build and 32 s to run the 593 tests; at -Onone 184 s (114 s) and 46 s (for
// today's figures, with each test module emitted by the job that compiles it, see testTargetSettings).
// `make test` builds them beside the browser suites, on the CPU those need.
let unoptimized: [SwiftSetting] = [.unsafeFlags(["-Onone"])]
// The test targets also emit their module in the job that compiles them: by default a whole-module build
// type-checks a module twice, once in a job that only writes its .swiftmodule (so that modules depending on
// it can start early) and once to compile it. Nothing imports a test target, so that first job is pure cost:
// LessonsTests took 35.7 and 35.3 s of CPU with it, 31.2 and 28.7 s without; all eight test targets (the
// libraries built) 100.2 and 101.6 s with it (60.3 and 55.9 s), 88.6 and 76.7 s without (56.5 and 47.8 s),
// interleaved, 2026-11-29. The libraries keep it: their dependents start sooner, which shortens a fresh
// build on two cores.
let testTargetSettings: [SwiftSetting] = [.unsafeFlags(["-Onone", "-no-emit-module-separately-wmo"])]

// Lessons (courses, gating, the services, the course checks) is compiled without optimization too. Its
// code decides and orchestrates; the work it asks for (rendering and analysing sounds, the comparator's
// distances) runs in SynthEngine and AudioAnalysis, which stay at -O (the course checks' own per-hop sums,
// DirectionCheck, are the +3 % below). At -O it was the longest step on a
// fresh build's path to serving: one whole-module job of 70 s (SIL optimization 42.6 s, LLVM 15.6 s,
// type checking 7.4 s; `-Xswiftc -stats-output-dir`), the server, the CLI and the link waiting behind it; at
// -Onone 17.5 s. Measured on the 2-core machine (2026-11-28): `courses validate`, which scores every
// challenge through it, 378 s of CPU against 366 s (+3 %); a server answers /readyz 0.51-0.59 s after
// start against 0.30-0.39 s (the course is loaded through it). -Osize saved 7 s of the 70. A clean release
// build, one run each, same hour: 280.1 s (520 s of CPU) against 319.7 s (592 s) with Lessons at -O. From
// fresh clones, `make run` until /readyz answered, interleaved (2026-11-28): 315.7 and 313.2 s against
// 342.0 and 349.3 s with Lessons at -O.

let package = Package(
    name: "synth-trainer",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "synth-trainer", targets: ["synth-trainer"]),
        // For the libFuzzer targets in Fuzz/ (a package of their own: they need sanitizer flags).
        .library(name: "WireProtocol", targets: ["WireProtocol"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // 1.16: `LogHandler.log(event:)`, which JSONLogHandler implements.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/JohnSundell/Ink", from: "0.6.0"),
    ],
    targets: [
        // C shims: only what Swift cannot import (macros, variadic calls). Each is imported by exactly one Swift module.
        // CLibWebSockets also reaches zlib (lws links it already): gzip for the page's static files; and
        // libssl for one setting of lws's own TLS context (`clws_tls_no_session_tickets`).
        // And libev (libev-dev, which libwebsockets-dev pulls in): the service loop on epoll when asked (shim.c).
        .target(name: "CLibWebSockets", linkerSettings: [.linkedLibrary("websockets"), .linkedLibrary("z"), .linkedLibrary("ssl"),
                                                          .linkedLibrary("ev")]),
        .target(name: "COpus", linkerSettings: [.linkedLibrary("opus")]),
        // Debian's OpenSSL 3 libcrypto (libssl-dev, which libwebsockets-dev already pulls in): hashing,
        // random bytes and X.509 without compiling a second crypto library (swift-crypto's BoringSSL).
        .target(name: "COpenSSL", linkerSettings: [.linkedLibrary("crypto")]),
        // PostgreSQL's own C client (Debian's libpq-dev): the PostgreSQL store's connections, TLS and SCRAM.
        .target(name: "CLibPQ", linkerSettings: [.linkedLibrary("pq")]),
        // Debian's libqrencode (libqrencode-dev): the projector view's QR code of the join link.
        .target(name: "CQREncode", linkerSettings: [.linkedLibrary("qrencode")]),
        // Owns libqrencode's calls: a QR code as a square of modules.
        .target(name: "QRCode", dependencies: ["CQREncode"]),

        // The DSP engine and its parameter table. No dependencies: it must stay portable and allocation-free.
        .target(name: "SynthEngine"),
        // Signal analysis: FFT, pitch, waveform and spectrum frames, features for the sound comparator.
        .target(name: "AudioAnalysis", dependencies: ["SynthEngine"]),
        // Owns OpenSSL handles: SHA-256, PBKDF2, RAND_bytes, and the X.509 certificates of `synth-trainer
        // cert` and of the key pair `serve --tls-cert/--tls-key` checks.
        .target(name: "LibCrypto", dependencies: ["COpenSSL"]),
        // Owns libopus encoder/decoder handles.
        .target(name: "OpusCodec", dependencies: ["COpus"]),
        // Pure wire format: JSON control messages and binary media frames (see PROTOCOL.md).
        .target(name: "WireProtocol", dependencies: ["SynthEngine"]),
        // Courses, gating, scoring: pure logic, testable without sockets.
        .target(name: "Lessons", dependencies: [
            "SynthEngine", "AudioAnalysis",
            .product(name: "Yams", package: "Yams"),
            .product(name: "Ink", package: "Ink"),
            "LibCrypto",
        ], swiftSettings: unoptimized),
        // SQLite persistence (progress, classes, teachers) behind the Lessons store protocols.
        .target(name: "Storage", dependencies: [
            "Lessons",
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        // PostgreSQL persistence (libpq, blocking calls on the server's store executor) behind the same
        // protocols: the shared store for several instances. Same schema versions as the SQLite one.
        .target(name: "PostgresStorage", dependencies: [
            "Lessons", "CLibPQ",
            .product(name: "Logging", package: "swift-log"),
        ]),
        // The libwebsockets server: sessions, render/encode workers, fan-out, HTTP. It sees the store
        // only through the `TrainerStore` protocol (Lessons): the executable builds the real one.
        .target(name: "Server", dependencies: [
            "CLibWebSockets", "OpusCodec", "SynthEngine", "AudioAnalysis", "WireProtocol", "Lessons", "QRCode",
            .product(name: "Logging", package: "swift-log"),
        ]),
        // Benchmarks that print figures: engine render speed, per-stream cost, capacity over loopback.
        .target(name: "Benchmarks", dependencies: [
            "SynthEngine", "AudioAnalysis", "OpusCodec", "WireProtocol", "Lessons", "Server",
        ]),
        // Thin command line: parses arguments and calls into the libraries.
        .executableTarget(name: "synth-trainer", dependencies: [
            "SynthEngine", "AudioAnalysis", "OpusCodec", "Lessons", "Storage", "PostgresStorage", "Server", "WireProtocol", "Benchmarks",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
            "LibCrypto",
        ]),

        .testTarget(name: "SynthEngineTests", dependencies: ["SynthEngine", "AudioAnalysis"], swiftSettings: testTargetSettings),
        .testTarget(name: "AudioAnalysisTests", dependencies: ["AudioAnalysis", "SynthEngine"], swiftSettings: testTargetSettings),
        .testTarget(name: "OpusCodecTests", dependencies: ["OpusCodec", "AudioAnalysis"], swiftSettings: testTargetSettings),
        .testTarget(name: "WireProtocolTests", dependencies: ["WireProtocol", "SynthEngine"], swiftSettings: testTargetSettings),
        .testTarget(name: "QRCodeTests", dependencies: ["QRCode"], swiftSettings: testTargetSettings),
        .testTarget(name: "LessonsTests", dependencies: ["Lessons", "SynthEngine", "AudioAnalysis"], swiftSettings: testTargetSettings),
        .testTarget(name: "ServerTests", dependencies: ["Server", "WireProtocol", "SynthEngine", "Lessons"],
                    swiftSettings: testTargetSettings),
        .testTarget(name: "StorageTests", dependencies: [
            "Storage", "PostgresStorage", "Lessons",
            .product(name: "Logging", package: "swift-log"),
        ], swiftSettings: testTargetSettings),
    ],
    swiftLanguageModes: [.v6]
)
