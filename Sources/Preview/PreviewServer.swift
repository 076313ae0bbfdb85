import Diary
import Foundation
import HummingbirdCore
import Logging
import NIOCore
import NIOPosix
import Support

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The HTTP server of `foodstory serve`: the site's folder (`SiteHandler`) on one address,
/// through Hummingbird on SwiftNIO, held to `ServeLimits` (see docs/serve.md).
public struct PreviewServer: Sendable {
    /// The address to open, e.g. `http://127.0.0.1:8000/`.
    public let address: String
    /// The server's task: it runs until cancelled.
    private let running: Task<Void, Never>

    /// Stops listening.
    public func stop() {
        running.cancel()
    }

    /// Listens on `host` (an IPv4 or IPv6 address, or `localhost`) and `port` (0: any free
    /// port) and serves `folder`, read through `fileSystem`, its pages with `reload`'s script
    /// and, while the site is (re)built, from `overlay`; held to `limits`.
    public static func start(
        host: String, port: UInt16, folder: URL, fileSystem: FileSystem, reload: LiveReload, overlay: SiteOverlay,
        limits: ServeLimits = ServeLimits()
    ) async throws(PreviewError) -> PreviewServer {
        let name = host == "localhost" ? "127.0.0.1" : host
        guard isAddress(name) else {
            throw PreviewError(.badHost, "--host \(host) is not an IP address; expected e.g. 127.0.0.1 or ::1")
        }
        let connections = limits.connections(underDescriptorLimit: allowDescriptors(10_240))
        let logger = Logger(label: "foodstory.serve") { _ in SwiftLogNoOpLogHandler() }
        let site = SiteHandler(
            folder: SiteFolder(root: folder, fileSystem: fileSystem), reload: reload, overlay: overlay)
        // Whichever comes first: the server listens (on this port), or `run` fails (a port in
        // use, an address not of this machine); `run` returns only when cancelled or failing.
        let (started, tell) = AsyncStream<Result<Int, any Error>>.makeStream()
        let server = Server(
            childChannelSetup: PreviewChannel(site: site, limits: limits, names: ServedNames(host: host)),
            configuration: ServerConfiguration(
                address: .hostname(name, port: Int(port)),
                availableConnectionsDelegate: MaximumAvailableConnections(connections, logger: logger)),
            onServerRunning: { channel in tell.yield(.success(channel.localAddress?.port ?? Int(port))) },
            eventLoopGroup: MultiThreadedEventLoopGroup.singleton, logger: logger)
        let running = Task {
            do { try await server.run() } catch { tell.yield(.failure(error)) }
        }
        var outcome: Result<Int, any Error> = .failure(CancellationError())
        for await first in started {
            outcome = first
            break
        }
        switch outcome {
        case .success(let bound):
            return PreviewServer(address: "http://\(ServedNames.bracketed(name)):\(bound)/", running: running)
        case .failure(let error):
            running.cancel()
            let code = (error as? IOError)?.errnoCode
            let reason =
                code == EADDRINUSE ? "port \(port) is in use" : code.map { String(cString: strerror($0)).lowercased() }
            throw PreviewError(
                .cannotListen, "cannot listen on \(ServedNames.bracketed(name)):\(port): \(reason ?? "\(error)")")
        }
    }

    /// Whether `host` is this machine's loopback address (nothing else on the network sees it).
    public static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    /// Whether `text` is an IPv4 or IPv6 address.
    private static func isAddress(_ text: String) -> Bool {
        var ip4 = in_addr()
        var ip6 = in6_addr()
        return inet_pton(AF_INET, text, &ip4) == 1 || inet_pton(AF_INET6, text, &ip6) == 1
    }

    /// Raises the number of descriptors the process may hold (its soft limit) to `count`, or
    /// to the hard limit when that is lower, and returns the limit now in force (`Int.max` when
    /// unlimited or unknown). The server asks for 10,240, room for `ServeLimits.connections`
    /// beside the build's files: many systems start processes at 256 or 1,024 (and Darwin
    /// refuses more than 10,240, whatever the hard limit says).
    @discardableResult
    static func allowDescriptors(_ count: Int) -> Int {
        var limit = rlimit()
        guard getrlimit(descriptors, &limit) == 0 else { return .max }
        if limit.rlim_cur < rlim_t(count) {
            var raised = limit
            raised.rlim_cur = min(limit.rlim_max, rlim_t(count))
            if setrlimit(descriptors, &raised) == 0 { limit = raised }
        }
        return Int(clamping: limit.rlim_cur)
    }

    /// The resource `getrlimit` and `setrlimit` name the descriptor limit by.
    #if canImport(Glibc)
        private static let descriptors = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
        private static let descriptors = RLIMIT_NOFILE
    #endif
}
