import CLibWebSockets
import Foundation
import WireProtocol

/// The C tables lws reads for the life of the context: protocols, the mount, per-vhost options,
/// the idle policy, and every C string they point at. lws keeps pointers into them, so they
/// live in manually allocated memory owned by this object, freed only after the context is destroyed.
final class LWSTables {
    /// Index of each protocol in `protocols` (also its `id`).
    static let httpProtocolID: UInt32 = 0
    static let studentProtocolID: UInt32 = 1
    static let teacherProtocolID: UInt32 = 2

    let protocols: UnsafeMutablePointer<lws_protocols>
    let mounts: UnsafeMutablePointer<lws_http_mount>
    let vhostOptions: UnsafeMutablePointer<lws_protocol_vhost_options>
    let retryPolicy: UnsafeMutablePointer<lws_retry_bo_t>
    private let protocolCount = 4, optionCount = 2
    private var strings: [UnsafeMutablePointer<CChar>] = []

    init() {
        protocols = .allocate(capacity: protocolCount)
        protocols.initialize(repeating: lws_protocols(), count: protocolCount)
        mounts = .allocate(capacity: 1)
        mounts.initialize(to: lws_http_mount())
        vhostOptions = .allocate(capacity: optionCount)
        vhostOptions.initialize(repeating: lws_protocol_vhost_options(), count: optionCount)
        retryPolicy = .allocate(capacity: 1)
        retryPolicy.initialize(to: lws_retry_bo_t())

        // protocols[0] serves HTTP (the callback mount binds to it by name); protocols[1] is the
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

        // Every HTTP request reaches the callback: the page's files are served from memory with
        // validators and gzip (StaticFiles), which lws's file mount cannot do in 4.1.
        mounts[0].mountpoint = cString("/")
        mounts[0].mountpoint_len = 1
        mounts[0].origin = cString("http")
        mounts[0].origin_protocol = UInt8(LWSMPRO_CALLBACK.rawValue)
        mounts[0].mount_next = nil

        // Idle policy: ping a connection that has said nothing for 30 s, drop it after 75 s without a pong.
        retryPolicy.pointee.secs_since_valid_ping = 30
        retryPolicy.pointee.secs_since_valid_hangup = 75
    }

    deinit {
        protocols.deallocate()
        mounts.deallocate()
        vhostOptions.deallocate()
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
