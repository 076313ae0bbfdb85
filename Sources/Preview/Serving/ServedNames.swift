import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The names `foodstory serve` answers to, whatever address it listens on: the defence against
/// DNS rebinding (a page elsewhere reaching the server through a name it points at this
/// machine) and cross-site WebSocket hijacking (a page elsewhere opening the live-reload
/// socket).
///
/// A request's `Host` must be one of the names, with the port the connection came to or with
/// none (a browser always sends the port unless it is 80). An `Origin`, when a request has one
/// (a browser sends it with every socket and every cross-site request), must be a page of the
/// served address exactly: `http://NAME:PORT` (`http://NAME` on port 80), nothing more. The
/// names:
/// - the address given to `--host`, as given (`0.0.0.0`, `192.168.1.5`, `[::1]`);
/// - on loopback, `localhost` and the loopback address listened on;
/// - on every address (`0.0.0.0`, `::`), `localhost` and every address of the machine's
///   interfaces;
/// - off loopback, the machine's host name, and `NAME.local` when it has no dot.
struct ServedNames: Sendable, Hashable {
    /// The names, lowercased, an IPv6 address in brackets.
    let names: Set<String>

    /// The names of a server listening on `host` (an IPv4 or IPv6 address, or `localhost`).
    init(host: String) {
        let given = Self.bracketed(host.lowercased())
        var names: Set<String> = [given]
        if PreviewServer.isLoopback(host) {
            names.formUnion(["localhost", host == "localhost" ? "127.0.0.1" : given])
        } else {
            if host == "0.0.0.0" || host == "::" {
                names.formUnion(["localhost"] + Self.interfaceAddresses(ipv6: host == "::").map(Self.bracketed))
            }
            if let machine = Self.hostName()?.lowercased(), !machine.isEmpty {
                names.insert(machine)
                if !machine.contains(".") { names.insert(machine + ".local") }
            }
        }
        self.names = names
    }

    /// The names as they are.
    init(names: Set<String>) {
        self.names = names
    }

    /// Whether a request with `host` (its `Host` header's value) and `origin` (its `Origin`
    /// header's value, nil without one) that came to `port` may be answered.
    func admit(host: String, origin: String?, port: Int) -> Bool {
        let host = host.lowercased()
        let name: Substring
        if host.hasPrefix("["), let end = host.firstIndex(of: "]") {
            name = host[...end]
        } else {
            name = host.prefix { $0 != ":" }
        }
        let rest = host[name.endIndex...]
        guard names.contains(String(name)), rest.isEmpty || rest == ":\(port)" else { return false }
        guard let origin else { return true }
        let suffix = port == 80 ? "" : ":\(port)"
        return names.contains { "http://" + $0 + suffix == origin.lowercased() }
    }

    /// `address` with brackets when it is an IPv6 address (`[::1]`), as a URL writes it.
    static func bracketed(_ address: String) -> String {
        address.contains(":") && !address.hasPrefix("[") ? "[\(address)]" : address
    }

    /// The machine's host name.
    private static func hostName() -> String? {
        var name = [CChar](repeating: 0, count: 256)
        guard gethostname(&name, name.count - 1) == 0 else { return nil }
        return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The addresses of the machine's network interfaces: IPv4, and IPv6 too with `ipv6`.
    private static func interfaceAddresses(ipv6: Bool) -> [String] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return [] }
        defer { freeifaddrs(first) }
        var addresses: [String] = []
        var next = first
        while let interface = next {
            next = interface.pointee.ifa_next
            guard let address = interface.pointee.ifa_addr else { continue }
            let family = Int32(address.pointee.sa_family)
            var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
            if family == AF_INET {
                var ip4 = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
                guard inet_ntop(AF_INET, &ip4, &text, socklen_t(text.count)) != nil else { continue }
            } else if family == AF_INET6, ipv6 {
                var ip6 = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_addr }
                guard inet_ntop(AF_INET6, &ip6, &text, socklen_t(text.count)) != nil else { continue }
            } else {
                continue
            }
            addresses.append(String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return addresses
    }
}
