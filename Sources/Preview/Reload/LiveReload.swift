import FlyingFox
import Foundation

/// The channel from the rebuild loop to every open page: each page's socket is told `reload`
/// after a rebuild, or `error <line>` when one failed; a page that connects is told `error
/// <line>` at once while the last rebuild has failed (`ok` otherwise).
public actor LiveReload: WSMessageHandler {
    /// The open pages' sockets, by a number of their own.
    private var pages: [Int: AsyncStream<WSMessage>.Continuation] = [:]
    private var nextPage = 0
    /// The last rebuild's error; nil when it succeeded.
    public private(set) var error: String?

    /// A channel with no page open.
    public init() {}

    /// How many pages are listening.
    public var listening: Int { pages.count }

    /// Tells every open page to reload: the site was rebuilt.
    public func reload() {
        error = nil
        send(.text("reload"))
    }

    /// Tells every open page that the last rebuild failed with `message` (one line).
    public func fail(_ message: String) {
        error = message
        send(.text("error " + message))
    }

    private func send(_ message: WSMessage) {
        for page in pages.values { page.yield(message) }
    }

    /// A new page's socket: what it is told.
    public nonisolated func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (messages, continuation) = AsyncStream<WSMessage>.makeStream()
        await open(continuation)
        return messages
    }

    private func open(_ continuation: AsyncStream<WSMessage>.Continuation) {
        let number = nextPage
        nextPage += 1
        pages[number] = continuation
        continuation.onTermination = { _ in Task { await self.close(number) } }
        continuation.yield(.text(error.map { "error " + $0 } ?? "ok"))
    }

    private func close(_ number: Int) {
        pages[number] = nil
    }
}
