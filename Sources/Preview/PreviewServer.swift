import Diary
import FlyingFox
import FlyingSocks
import Foundation

/// The HTTP server of `foodstory serve`: the site's folder (`SiteHandler`) on one address.
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
    /// and, while the site is rebuilt, from `overlay`.
    public static func start(
        host: String, port: UInt16, folder: URL, fileSystem: FileSystem, reload: LiveReload, overlay: SiteOverlay
    ) async throws(PreviewError) -> PreviewServer {
        let name = host == "localhost" ? "127.0.0.1" : host
        let socket: any SocketAddress
        do {
            if name.contains(":") {
                socket = try sockaddr_in6.inet6(ip6: name, port: port)
            } else {
                socket = try sockaddr_in.inet(ip4: name, port: port)
            }
        } catch {
            throw PreviewError(.badHost, "--host \(host) is not an IP address; expected e.g. 127.0.0.1 or ::1")
        }
        // A page asked for while the site is rebuilt waits for the rebuild (`SiteOverlay`):
        // tens of seconds when every share card is drawn on a busy machine, so the handler's
        // time limit (15 s by default, then a 500) is set well above any rebuild.
        let server = HTTPServer(
            config: .init(address: socket, timeout: 600, logger: .disabled),
            handler: SiteHandler(
                folder: SiteFolder(root: folder, fileSystem: fileSystem), reload: reload, overlay: overlay,
                loopbackOnly: isLoopback(host)))
        // Whichever comes first: the server listens, or `run` fails (a port in use, an address
        // not of this machine); `run` returns only by failing.
        let (started, tell) = AsyncStream<Result<Void, any Error>>.makeStream()
        let running = Task {
            do { try await server.run() } catch { tell.yield(.failure(error)) }
        }
        let listening = Task {
            do {
                try await server.waitUntilListening(timeout: 10)
                tell.yield(.success(()))
            } catch {
                tell.yield(.failure(error))
            }
        }
        var outcome: Result<Void, any Error> = .failure(CancellationError())
        for await first in started {
            outcome = first
            break
        }
        listening.cancel()
        do {
            try outcome.get()
        } catch {
            running.cancel()
            let reason = (error as? SocketError).flatMap { error -> String? in
                if case .failed(_, let code, let message) = error {
                    return code == EADDRINUSE ? "is in use" : message.lowercased()
                }
                return nil
            }
            throw PreviewError(
                .cannotListen, "cannot listen on \(Self.display(name)):\(port): port \(port) \(reason ?? "\(error)")")
        }
        guard case .some(let address) = await server.listeningAddress else {
            throw PreviewError(.cannotListen, "cannot listen on \(Self.display(name)):\(port)")
        }
        let url: String
        switch address {
        case .ip4(let ip, let bound): url = "http://\(ip):\(bound)/"
        case .ip6(let ip, let bound): url = "http://[\(ip)]:\(bound)/"
        case .unix(let path): url = path
        }
        return PreviewServer(address: url, running: running)
    }

    /// Whether `host` is this machine's loopback address (nothing else on the network sees it).
    public static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    private static func display(_ host: String) -> String {
        host.contains(":") ? "[\(host)]" : host
    }
}
