// swift-tools-version: 6.0
// libFuzzer targets for what comes off the network: client messages (the JSON parser and the
// message decoder) and the teacher sign-in body. scripts/fuzz.sh builds them with
// `-sanitize=fuzzer,address` (every Swift target, so libFuzzer sees coverage of the parser itself)
// and runs each for a bounded time over the corpus in Fuzz/Corpus; `make test` calls it.
import PackageDescription

let package = Package(
    name: "synth-trainer-fuzz",
    dependencies: [.package(name: "synth-trainer", path: "..")],
    targets: [
        .executableTarget(name: "FuzzClientRequest", dependencies: [.product(name: "WireProtocol", package: "synth-trainer")]),
        .executableTarget(name: "FuzzLoginBody", dependencies: [.product(name: "WireProtocol", package: "synth-trainer")]),
    ],
    swiftLanguageModes: [.v6]
)
