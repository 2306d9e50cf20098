import CLibWebSockets
import Foundation
import WireProtocol

/// The C tables lws reads for the life of the context: protocols, mounts, per-vhost options, MIME
/// types, the idle policy, and every C string they point at. lws keeps pointers into them, so they
/// live in manually allocated memory owned by this object, freed only after the context is destroyed.
final class LWSTables {
    /// Index of each protocol in `protocols` (also its `id`).
    static let httpProtocolID: UInt32 = 0
    static let studentProtocolID: UInt32 = 1

    let protocols: UnsafeMutablePointer<lws_protocols>
    let mounts: UnsafeMutablePointer<lws_http_mount>
    let vhostOptions: UnsafeMutablePointer<lws_protocol_vhost_options>
    let mimeTypes: UnsafeMutablePointer<lws_protocol_vhost_options>
    let retryPolicy: UnsafeMutablePointer<lws_retry_bo_t>
    private let protocolCount = 3, mountCount = 3, optionCount = 2
    private let mimeTypeList: [(String, String)]
    private var strings: [UnsafeMutablePointer<CChar>] = []

    /// Extensions lws does not know (it refuses them with 415) or types it labels without a charset.
    /// The user list wins over lws's built-in one.
    static let extraMimeTypes: [(String, String)] = [
        (".html", "text/html; charset=utf-8"),
        (".js", "text/javascript; charset=utf-8"),
        (".mjs", "text/javascript; charset=utf-8"),
        (".css", "text/css; charset=utf-8"),
        (".json", "application/json"),
        (".map", "application/json"),
        (".wasm", "application/wasm"),
        (".webmanifest", "application/manifest+json"),
        (".svg", "image/svg+xml"),
        (".webp", "image/webp"),
        (".md", "text/markdown; charset=utf-8"),
        (".txt", "text/plain; charset=utf-8"),
        (".wav", "audio/wav"),
        (".ogg", "audio/ogg"),
        (".opus", "audio/ogg"),
    ]

    init(publicDirectory: String) {
        mimeTypeList = Self.extraMimeTypes
        protocols = .allocate(capacity: protocolCount)
        protocols.initialize(repeating: lws_protocols(), count: protocolCount)
        mounts = .allocate(capacity: mountCount)
        mounts.initialize(repeating: lws_http_mount(), count: mountCount)
        vhostOptions = .allocate(capacity: optionCount)
        vhostOptions.initialize(repeating: lws_protocol_vhost_options(), count: optionCount)
        mimeTypes = .allocate(capacity: mimeTypeList.count)
        mimeTypes.initialize(repeating: lws_protocol_vhost_options(), count: mimeTypeList.count)
        retryPolicy = .allocate(capacity: 1)
        retryPolicy.initialize(to: lws_retry_bo_t())

        // protocols[0] serves HTTP (the /healthz and /metrics mounts bind to it by name);
        // protocols[1] is the student WebSocket protocol; a zeroed entry ends the list (lws 4.1).
        protocols[0].name = cString("http")
        protocols[0].callback = lwsCallback
        protocols[0].per_session_data_size = 0
        protocols[0].id = Self.httpProtocolID
        protocols[1].name = cString(ProtocolLimits.studentSubprotocol)
        protocols[1].callback = lwsCallback
        // Room for one pointer: the retained `Connection`.
        protocols[1].per_session_data_size = MemoryLayout<UnsafeMutableRawPointer?>.size
        // Receive in chunks of up to 16 KiB; messages are reassembled (and capped at 64 KiB) above lws.
        protocols[1].rx_buffer_size = 16 * 1024
        protocols[1].id = Self.studentProtocolID

        // A client offering no subprotocol is bound to the vhost's default protocol: name ours, or it
        // would land on protocols[0] and silently get nothing (FACTS.md).
        vhostOptions[1].name = cString("default")
        vhostOptions[1].value = cString("")
        vhostOptions[0].name = cString(ProtocolLimits.studentSubprotocol)
        vhostOptions[0].value = cString("")
        vhostOptions[0].options = UnsafePointer(vhostOptions + 1)

        for (i, (ext, type)) in mimeTypeList.enumerated() {
            mimeTypes[i].name = cString(ext)
            mimeTypes[i].value = cString(type)
            mimeTypes[i].next = i + 1 < mimeTypeList.count ? UnsafePointer(mimeTypes + i + 1) : nil
        }

        // Callback mounts are matched before the "/" file mount whatever their order (lws_find_mount).
        for (i, path) in ["/healthz", "/metrics"].enumerated() {
            mounts[i].mountpoint = cString(path)
            mounts[i].mountpoint_len = UInt8(path.utf8.count)
            mounts[i].origin = cString("http")
            mounts[i].origin_protocol = UInt8(LWSMPRO_CALLBACK.rawValue)
            mounts[i].mount_next = UnsafePointer(mounts + i + 1)
        }
        mounts[2].mountpoint = cString("/")
        mounts[2].mountpoint_len = 1
        mounts[2].origin = cString(publicDirectory)
        mounts[2].def = cString("index.html")
        mounts[2].origin_protocol = UInt8(LWSMPRO_FILE.rawValue)
        mounts[2].extra_mimetypes = UnsafePointer(mimeTypes)
        mounts[2].mount_next = nil

        // Idle policy: ping a connection that has said nothing for 30 s, drop it after 75 s without a pong.
        retryPolicy.pointee.secs_since_valid_ping = 30
        retryPolicy.pointee.secs_since_valid_hangup = 75
    }

    deinit {
        protocols.deallocate()
        mounts.deallocate()
        vhostOptions.deallocate()
        mimeTypes.deallocate()
        retryPolicy.deallocate()
        for s in strings { free(s) }
    }

    /// A C string that lives as long as the tables.
    func cString(_ s: String) -> UnsafePointer<CChar> {
        let p = strdup(s)!
        strings.append(p)
        return UnsafePointer(p)
    }
}
