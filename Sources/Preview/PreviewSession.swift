import Foundation
import Site

/// The rebuild loop of `foodstory serve`: builds the site as `foodstory build` does, then
/// after every change to what it is built from builds it again and tells the open pages.
///
/// A build that fails leaves the last good site in place (the writer only touches the output
/// folder once every file was made and checked); the open pages show the error's line until a
/// build succeeds.
public struct PreviewSession: Sendable {
    /// What the next build is asked for: flags and the config file read again for each build
    /// (a config file that cannot be read is that build's error).
    public var request: @Sendable () throws -> BuildRequest
    /// What to watch for the build `request` describes.
    public var watchList: @Sendable (BuildRequest) -> WatchList
    /// The open pages.
    public var reload: LiveReload
    /// Told what each build did.
    public var report: @Sendable (Outcome) -> Void

    /// What a build did: its summary and how long it took, or its error's one line.
    public enum Outcome: Sendable {
        case built(BuildSummary, elapsed: TimeInterval)
        case failed(String)
    }

    /// A session.
    public init(
        request: @escaping @Sendable () throws -> BuildRequest,
        watchList: @escaping @Sendable (BuildRequest) -> WatchList, reload: LiveReload,
        report: @escaping @Sendable (Outcome) -> Void
    ) {
        self.request = request
        self.watchList = watchList
        self.reload = reload
        self.report = report
    }

    /// A build; returns what it was asked for (nil: the request itself failed: the config
    /// file cannot be read).
    public func build() async -> BuildRequest? {
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
            if !summary.upToDate || failedBefore { await reload.reload() }
        } catch {
            // Stopping is not a failure of the files: nothing to show.
            if !Task.isCancelled { await fail(error) }
        }
        return request
    }

    /// Watches what the site is built from and builds it again after each change, until the
    /// task is cancelled (a build under way is finished first, so the output folder is
    /// always a complete site).
    public func watch(from first: BuildRequest) async {
        var list = watchList(first)
        while !Task.isCancelled {
            for await _ in FileWatcher.changes(of: list, fileSystem: first.fileSystem) {
                let request = await build()
                // A config file that names other folders or files: watch those from now on.
                if let request, watchList(request) != list {
                    list = watchList(request)
                    break
                }
            }
        }
    }

    private func fail(_ error: any Error) async {
        let line = Self.line(for: error)
        report(.failed(line))
        await reload.fail(line)
    }

    /// The one line an error is told in.
    static func line(for error: any Error) -> String {
        let text = (error as? any CustomStringConvertible)?.description ?? "\(error)"
        return text.split(whereSeparator: \.isNewline).joined(separator: "; ")
    }
}
