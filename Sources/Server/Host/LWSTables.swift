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
    static let teacherProtocolID: UInt32 = 2
    /// Paths answered by the HTTP callback (everything else is a file of the page).
    static let callbackMounts = ["/healthz", "/metrics", "/api"]

    let protocols: UnsafeMutablePointer<lws_protocols>
    let mounts: UnsafeMutablePointer<lws_http_mount>
    let vhostOptions: UnsafeMutablePointer<lws_protocol_vhost_options>
    let mimeTypes: UnsafeMutablePointer<lws_protocol_vhost_options>
    let retryPolicy: UnsafeMutablePointer<lws_retry_bo_t>
    private let protocolCount = 4, mountCount = 4, optionCount = 2
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

        // protocols[0] serves HTTP (the callback mounts bind to it by name); protocols[1] is the
        // student WebSocket protocol, protocols[2] the teacher's; a zeroed entry ends the list (lws 4.1).
        protocols[0].name = cString("http")
        protocols[0].callback = lwsCallback
        // Room for the id of an API request waiting for its answer (a sign-in runs off this thread).
        protocols[0].per_session_data_size = MemoryLayout<Int>.size
        protocols[0].id = Self.httpProtocolID
        for (i, name, id) in [(1, ProtocolLimits.studentSubprotocol, Self.studentProtocolID),
                              (2, ProtocolLimits.teacherSubprotocol, Self.teacherProtocolID)] {
            protocols[i].name = cString(name)
            protocols[i].callback = lwsCallback
            // Room for one pointer: the retained `Connection`.
            protocols[i].per_session_data_size = MemoryLayout<UnsafeMutableRawPointer?>.size
            // Receive in chunks of up to 16 KiB; messages are reassembled (and capped at 64 KiB) above lws.
            protocols[i].rx_buffer_size = 16 * 1024
            protocols[i].id = id
        }

        // A client offering no subprotocol is bound to the vhost's default protocol: name ours, or it
        // would land on protocols[0] and silently get nothing (seen with lws 4.1.6).
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
        for (i, path) in Self.callbackMounts.enumerated() {
            mounts[i].mountpoint = cString(path)
            mounts[i].mountpoint_len = UInt8(path.utf8.count)
            mounts[i].origin = cString("http")
            mounts[i].origin_protocol = UInt8(LWSMPRO_CALLBACK.rawValue)
            mounts[i].mount_next = UnsafePointer(mounts + i + 1)
        }
        let files = Self.callbackMounts.count
        mounts[files].mountpoint = cString("/")
        mounts[files].mountpoint_len = 1
        mounts[files].origin = cString(publicDirectory)
        mounts[files].def = cString("index.html")
        mounts[files].origin_protocol = UInt8(LWSMPRO_FILE.rawValue)
        mounts[files].extra_mimetypes = UnsafePointer(mimeTypes)
        mounts[files].mount_next = nil

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
