import WireProtocol

/// Any bytes a client may send as a text message: parsing and validating must never crash, hang or
/// read out of bounds; every refusal is a `ProtocolError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzClientRequest(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    if let request = try? ClientRequest.decode(bytes) {
        // A decoded message names its type; encoding a reply to it must work too.
        _ = request.message.type
        _ = ServerMessage.error(ProtocolError(.badMessage, "x", id: request.id)).encoded(id: request.id)
    }
    return 0
}

// SwiftPM links an executable's entry point as `FuzzClientRequest_main` (so tests can link the module); with
// -parse-as-library there is none, so this one hands control to libFuzzer's driver.
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(_ argc: UnsafeMutablePointer<Int32>,
                       _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                       _ body: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32) -> Int32

@_cdecl("FuzzClientRequest_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var args = argv
    return runDriver(&count, &args) { data, size in fuzzClientRequest(data, size) }
}
