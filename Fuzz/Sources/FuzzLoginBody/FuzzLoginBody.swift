import WireProtocol

/// The body of `POST /api/login` as the teacher API reads it: a JSON object of strings. Parsing must
/// never crash, however malformed or deep the body.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLoginBody(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: min(count, 4096)))
    guard let root = try? JSONParser.parse(bytes), case .object(let members) = root else { return 0 }
    var fields: [String: String] = [:]
    for m in members { if case .string(let v) = m.value { fields[m.key] = v } }
    _ = fields["user"]?.isEmpty
    return 0
}

// SwiftPM links an executable's entry point as `FuzzLoginBody_main` (so tests can link the module); with
// -parse-as-library there is none, so this one hands control to libFuzzer's driver.
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(_ argc: UnsafeMutablePointer<Int32>,
                       _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                       _ body: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32) -> Int32

@_cdecl("FuzzLoginBody_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var args = argv
    return runDriver(&count, &args) { data, size in fuzzLoginBody(data, size) }
}
