import Foundation

/// The channel from the rebuild loop to every open page: each page's socket is told `reload`
/// when what it shows changed, or `error <line>` when a rebuild failed. A page says which file
/// of the site it shows and the site's version it was sent with (`open(path:version:)`); one
/// that connects is told `error <line>` at once while the last rebuild has failed, `reload`
/// when it was sent before the last reload, and `ok` otherwise.
public actor LiveReload {
    /// An open page: the file of the site it shows (nil: it did not say), and its socket.
    private struct OpenPage {
        var path: String?
        var socket: AsyncStream<String>.Continuation
    }

    /// The open pages, by a number of their own.
    private var pages: [Int: OpenPage] = [:]
    private var nextPage = 0
    /// The last rebuild's error; nil when it succeeded.
    public private(set) var error: String?
    /// The site's version: one more at each reload. A page is sent with the version of the
    /// moment (`ReloadScript`), so one sent before a reload and connecting after it is told to
    /// reload too.
    public private(set) var version = 0

    /// A channel with no page open.
    public init() {}

    /// How many pages are listening.
    public var listening: Int { pages.count }

    /// The files of the site the open pages show (`day/2026-03-08.html`).
    public var openPaths: Set<String> {
        Set(pages.values.compactMap(\.path))
    }

    /// Tells every open page to reload: what it shows changed.
    public func reload() {
        error = nil
        version += 1
        send("reload")
    }

    /// Tells every open page that the last rebuild failed with `message` (one line).
    public func fail(_ message: String) {
        error = message
        send("error " + message)
    }

    private func send(_ message: String) {
        for page in pages.values { page.socket.yield(message) }
    }

    /// Opens the socket of a page showing the file `path` of the site, sent with the site's
    /// version `version` (either nil when the page did not say): the messages it is told, the
    /// first at once. The page is open until the stream is no longer read.
    public func open(path: String?, version: Int?) -> AsyncStream<String> {
        let (messages, socket) = AsyncStream<String>.makeStream()
        let number = nextPage
        nextPage += 1
        pages[number] = OpenPage(path: path, socket: socket)
        socket.onTermination = { _ in Task { await self.close(number) } }
        if let error {
            socket.yield("error " + error)
        } else if let version, version < self.version {
            socket.yield("reload")
        } else {
            socket.yield("ok")
        }
        return messages
    }

    private func close(_ number: Int) {
        pages[number] = nil
    }
}
