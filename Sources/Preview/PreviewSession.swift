import Foundation
import Site

/// The rebuild loop of `foodstory serve`: builds the site as `foodstory build` does, then
/// after every change to what it is built from shows the open pages again first and builds
/// the whole site behind them.
///
/// After a change, the preview renders only the pages open in a browser (`SiteGenerator.preview`,
/// from the diary and model kept in memory while the diary's inputs are the same), shows them
/// from memory (`SiteOverlay`) and tells the pages to reload; then the full build writes the
/// same bytes to disk, one build after another (a change during a build is previewed at once
/// and built next). A build that fails leaves the last good site in place (the writer only
/// touches the output folder once every file was made and checked); the open pages show the
/// error's line until a build succeeds. A preview that fails tells nothing: the build that
/// follows says why.
public struct PreviewSession: Sendable {
    /// What the next build is asked for: flags and the config file read again for each build
    /// (a config file that cannot be read is that build's error).
    public var request: @Sendable () throws -> BuildRequest
    /// What to watch for the build `request` describes.
    public var watchList: @Sendable (BuildRequest) -> WatchList
    /// The open pages.
    public var reload: LiveReload
    /// The pages shown from memory while the site is rebuilt.
    public var overlay: SiteOverlay
    /// Told what each preview and build did.
    public var report: @Sendable (Outcome) -> Void

    /// What a preview or a build did.
    public enum Outcome: Sendable {
        /// The open pages were rendered from memory, shown and told to reload before the site
        /// is rebuilt: how many pages, and how long it took from the change being noticed.
        case previewed(pages: Int, elapsed: TimeInterval)
        /// A build: its summary and how long it took.
        case built(BuildSummary, elapsed: TimeInterval)
        /// A build failed: its error's one line.
        case failed(String)
    }

    /// A session.
    public init(
        request: @escaping @Sendable () throws -> BuildRequest,
        watchList: @escaping @Sendable (BuildRequest) -> WatchList, reload: LiveReload, overlay: SiteOverlay,
        report: @escaping @Sendable (Outcome) -> Void
    ) {
        self.request = request
        self.watchList = watchList
        self.reload = reload
        self.overlay = overlay
        self.report = report
    }

    /// A build; returns what it was asked for (nil: the request itself failed: the config
    /// file cannot be read). `previewed`: a preview has already dealt with the open pages of
    /// the change, so they are not told to reload again.
    public func build(previewed: Bool = false) async -> BuildRequest? {
        let started = Date()
        let request: BuildRequest
        do {
            request = try self.request()
        } catch {
            await fail(error)
            return nil
        }
        do {
            let summary = try await SiteGenerator.run(request)
            let failedBefore = await reload.error != nil
            report(.built(summary, elapsed: Date().timeIntervalSince(started)))
            if (!summary.upToDate && !previewed) || failedBefore { await reload.reload() }
        } catch {
            // Stopping is not a failure of the files: nothing to show.
            if !Task.isCancelled { await fail(error) }
        }
        return request
    }

    /// The preview of change `change`: the open pages rendered from `memory`'s model with the
    /// inputs as they are now, shown from memory until a build covering the change is done,
    /// and the pages told to reload unless every one of them shows what it showed. Returns
    /// the request (nil: the config file cannot be read) and whether the open pages were dealt
    /// with (false: no page is open, or the preview failed).
    func preview(change: Int, memory: inout PreviewMemory) async -> (request: BuildRequest?, previewed: Bool) {
        let started = Date()
        guard let request = try? self.request() else { return (nil, false) }
        let open = await reload.openPaths
        guard !open.isEmpty else { return (request, false) }
        let pages: [String: Data]
        do {
            pages = try SiteGenerator.preview(request, paths: open, memory: &memory)
        } catch {
            return (request, false)
        }
        let folder = SiteFolder(root: request.out, fileSystem: request.fileSystem)
        var unchanged = await reload.error == nil
        for path in open where unchanged {
            let showing: Data?
            if let shown = await overlay.current(path) {
                showing = shown
            } else if case .file(let data) = folder.lookup(path) {
                showing = data
            } else {
                showing = nil
            }
            unchanged = pages[path] != nil && pages[path] == showing
        }
        await overlay.show(pages, change: change)
        // A page that opened while the preview was made may show an older site.
        let openNow = await reload.openPaths
        if !unchanged || !openNow.isSubset(of: open) {
            await reload.reload()
            report(.previewed(pages: pages.count, elapsed: Date().timeIntervalSince(started)))
        }
        return (request, true)
    }

    /// Watches what the site is built from and, after each change, previews the open pages
    /// and builds the site again, until the task is cancelled (a build under way is finished
    /// first, so the output folder is always a complete site). `memory` holds the model the
    /// first build's inputs give, when it was made beforehand (`PreviewMemory.prepare`).
    public func watch(from first: BuildRequest, memory: PreviewMemory = PreviewMemory()) async {
        // Full builds, one after another, each of the inputs as they are when it starts: the
        // number is the last change it covers (changes noticed during a build are built
        // together next), with whether a preview dealt with its pages.
        let (wanted, want) = AsyncStream<(change: Int, previewed: Bool)>.makeStream(
            bufferingPolicy: .bufferingNewest(1))
        let builds = Task {
            for await next in wanted {
                _ = await build(previewed: next.previewed)
                await overlay.built(through: next.change)
            }
        }
        var memory = memory
        var change = 0
        var list = watchList(first)
        while !Task.isCancelled {
            for await _ in FileWatcher.changes(of: list, fileSystem: first.fileSystem) {
                change += 1
                let (request, previewed) = await preview(change: change, memory: &memory)
                want.yield((change, previewed))
                // A config file that names other folders or files: watch those from now on.
                if let request, watchList(request) != list {
                    list = watchList(request)
                    break
                }
            }
        }
        want.finish()
        builds.cancel()
        await builds.value
        await overlay.clear()
    }

    private func fail(_ error: any Error) async {
        let line = Self.line(for: error)
        report(.failed(line))
        await reload.fail(line)
    }

    /// The one line an error is told in.
    static func line(for error: any Error) -> String {
        let text = String(describing: error)
        return text.split(whereSeparator: \.isNewline).joined(separator: "; ")
    }
}
