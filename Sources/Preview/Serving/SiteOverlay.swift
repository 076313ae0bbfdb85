import Foundation

/// The pages `foodstory serve` answers from memory while the site on disk is being rebuilt:
/// after a change, the preview renders the open pages (`SiteGenerator.preview`) and shows them
/// here at once, and the full build writes the whole site behind them. Until the build that
/// covers the change is done, a request for any other page waits for it, so no page older
/// than what the open pages were told is ever sent; then the overlay goes, and the files on
/// disk (the same bytes) are served again.
///
/// Before this run's first build is done, nothing of the folder is sent at all: every request
/// waits for it (the folder holds what an earlier run left, perhaps a private build's pages
/// where a public one is asked for).
public actor SiteOverlay {
    /// The pages shown, by path in the site.
    private var pages: [String: Data] = [:]
    /// The change the pages show (`show(_:change:)`); 0 before any.
    private var shown = 0
    /// Whether the site on disk is behind the pages shown: a build is under way.
    private var rebuilding = false
    /// The requests waiting for the build under way.
    private var waiting: [CheckedContinuation<Void, Never>] = []
    /// Whether this run's first build is done.
    private var firstBuilt: Bool

    /// An overlay showing nothing; with `awaitingFirstBuild`, nothing of the folder may be sent
    /// until `firstBuildDone()`.
    public init(awaitingFirstBuild: Bool = false) {
        firstBuilt = !awaitingFirstBuild
    }

    /// This run's first build is done: the folder is the site, and the requests waiting go on.
    public func firstBuildDone() {
        firstBuilt = true
        release()
    }

    /// Returns once the folder may be served: at once, but during this run's first build.
    func siteBuilt() async {
        while !firstBuilt {
            await withCheckedContinuation { waiting.append($0) }
        }
    }

    /// Shows `pages` (by path in the site), rendered after change `change`, in place of the
    /// files on disk until a build covering the change is done (`built(through:)`). The pages
    /// shown for an earlier change go: they may be behind this one.
    public func show(_ pages: [String: Data], change: Int) {
        self.pages = pages
        shown = change
        rebuilding = true
    }

    /// How many requests wait for the build under way.
    public var waitingRequests: Int { waiting.count }

    /// The page at `path` as shown now: from the overlay, or nil (read it from disk).
    public func current(_ path: String) -> Data? {
        pages[path]
    }

    /// A build that started after change `change` is done, written or failed: when it covers
    /// the change the pages show, the site on disk is served again.
    public func built(through change: Int) {
        guard change >= shown else { return }
        clear()
    }

    /// Shows nothing more and lets every waiting request go (the server is stopping).
    public func clear() {
        pages = [:]
        rebuilding = false
        release()
    }

    /// Lets every waiting request look again.
    private func release() {
        let released = waiting
        waiting = []
        for request in released { request.resume() }
    }

    /// The page at `path` from the overlay; nil when it has none, once the site on disk has
    /// caught up (at once when no build is under way): then the file on disk is the one to send.
    public func page(_ path: String) async -> Data? {
        while pages[path] == nil, rebuilding {
            await withCheckedContinuation { waiting.append($0) }
        }
        return pages[path]
    }
}
