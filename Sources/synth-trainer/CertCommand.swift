import ArgumentParser
import Foundation

/// `synth-trainer cert --host 192.168.1.20 --out DIR`: a certificate and key for serving https on a
/// classroom network, and the one-time authority browsers trust it through (ClassroomCertificate) (AudioWorklet and WebCodecs need a secure page, and
/// http://192.168.x.y is not one). README.md "HTTPS on a classroom network" has the steps.
struct CertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cert", abstract: "Make a TLS certificate for serving https on a classroom network.",
        discussion: """
        Writes DIR/ca.pem (the certificate browsers are told to trust: a one-time authority whose key is \
        destroyed once it has signed), DIR/cert.pem (the server's certificate, naming every --host plus \
        localhost and 127.0.0.1, followed by ca.pem) and DIR/key.pem (the server's private key, readable \
        by its owner only: keep it on the server). \
        Then: synth-trainer serve --host 0.0.0.0 --port 8443 --tls-cert DIR/cert.pem --tls-key DIR/key.pem
        """)

    @Option(name: .customLong("host"), help: "An address or name students type to reach this machine (repeatable), e.g. 192.168.1.20 or trainer.local.")
    var hosts: [String] = []
    @Option(help: "Folder to write cert.pem and key.pem into (made if missing).")
    var out: String
    @Option(help: "Days the certificate stays valid (1-\(ClassroomCertificate.maxDays)). [default: \(ClassroomCertificate.maxDays)]")
    var days: Int = ClassroomCertificate.maxDays
    @Flag(help: "Replace cert.pem and key.pem if they exist (browsers that trusted the old certificate must trust the new one).")
    var force = false

    func validate() throws {
        guard !hosts.isEmpty else {
            let seen = Self.networkAddresses()
            throw ValidationError("give --host with the address students will type" +
                (seen.isEmpty ? "" : " (this machine has \(seen.joined(separator: ", ")))"))
        }
        for h in hosts {
            if case .failure(let problem) = ClassroomCertificate.Name.parse(h) { throw ValidationError(problem.description) }
        }
        guard (1...ClassroomCertificate.maxDays).contains(days) else {
            throw ValidationError("--days \(days): use 1 to \(ClassroomCertificate.maxDays)")
        }
    }

    func run() throws {
        let names = hosts.compactMap { try? ClassroomCertificate.Name.parse($0).get() }
        let dir = URL(fileURLWithPath: out, isDirectory: true)
        let certFile = dir.appendingPathComponent("cert.pem"), keyFile = dir.appendingPathComponent("key.pem")
        let caFile = dir.appendingPathComponent("ca.pem")
        let fm = FileManager.default
        if !force {
            for f in [caFile, certFile, keyFile] where fm.fileExists(atPath: f.path) {
                throw ValidationError("\(f.path) exists: pass --force to replace it (browsers that trusted it must then trust the new one)")
            }
        }
        do { try fm.createDirectory(at: dir, withIntermediateDirectories: true) } catch {
            throw ValidationError("cannot make the folder \(dir.path): \(error.localizedDescription)")
        }
        let made = try ClassroomCertificate(names: names, days: days)
        // The key first, created 0600 so it is never readable by others, not even for a moment.
        try Self.writeFile(made.privateKeyPEM, to: keyFile, mode: 0o600)
        try Self.writeFile(made.chainPEM, to: certFile, mode: 0o644)
        try Self.writeFile(made.authorityPEM, to: caFile, mode: 0o644)

        let url = names.first.map { n -> String in
            if case .ip(let text, _) = n, text.contains(":") { return "https://[\(text)]:8443/" }
            return "https://\(n):8443/"
        } ?? "https://localhost:8443/"
        print("""
        wrote \(caFile.path): the certificate for browsers to trust (copy it to students' devices)
              \(certFile.path): the server's certificate, naming \(made.names.map(\.description).joined(separator: ", "))
              \(keyFile.path): its private key (0600: keep it on this machine)
        valid until: \(made.notValidAfter)
        ca.pem SHA-256 fingerprint (browsers show it in their certificate viewer): \(made.fingerprint)
        start the server with it:
          synth-trainer serve --host 0.0.0.0 --port 8443 --tls-cert \(certFile.path) --tls-key \(keyFile.path)
        then open \(url) (README.md "HTTPS on a classroom network": how browsers trust the certificate)
        """)
    }

    /// Writes `text` through a new file made with `mode` beside `file`, then renames it into place:
    /// a reader never sees half a file, and the key is never created with wider permissions.
    static func writeFile(_ text: String, to file: URL, mode: mode_t) throws {
        let temporary = file.path + ".new-\(getpid())"
        unlink(temporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
        guard fd >= 0 else { throw ValidationError("cannot write \(temporary): \(String(cString: strerror(errno)))") }
        // The umask may have narrowed `mode`; set it exactly (0644 for the certificate, 0600 for the key).
        fchmod(fd, mode)
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        let synced = fsync(fd) == 0
        close(fd)
        guard written == bytes.count, synced, rename(temporary, file.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw ValidationError("cannot write \(file.path): \(reason)")
        }
    }

    /// This machine's IPv4 and global IPv6 addresses, loopback and link-local left out: the ones a
    /// student's device might reach it by.
    static func networkAddresses() -> [String] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return [] }
        defer { freeifaddrs(list) }
        var found: [String] = []
        for entry in sequence(first: first, next: { $0.pointee.ifa_next }) {
            guard let address = entry.pointee.ifa_addr else { continue }
            let family = Int32(address.pointee.sa_family)
            guard family == AF_INET || family == AF_INET6 else { continue }
            var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            let length = socklen_t(family == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size)
            guard getnameinfo(address, length, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0 else { continue }
            let text = String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("127.") || text == "::1" || text.lowercased().hasPrefix("fe80") { continue }
            if !found.contains(text) { found.append(text) }
        }
        return found
    }
}
