import ArgumentParser
import Dispatch
import Foundation
import Preview
import Site

/// `foodstory serve`: builds the site, serves its folder over HTTP and builds it again, and
/// reloads the open pages, whenever what it is built from changes.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the website, serve it, and rebuild and reload it as its files change.",
        discussion: """
            Builds into --out exactly as build does (the same files, byte for byte), serves that \
            folder at http://HOST:PORT/ and prints the address. Until this first build is done, \
            requests wait for it: the folder is never served as an earlier run left it. It \
            watches the diary (and a store's -wal), the templates, the config file, the media \
            folder and the pantry. After each change it first renders the pages open in a browser \
            from the diary and model it keeps in memory and reloads them (with --public, each \
            proven to hold nothing withheld), then rebuilds the site behind them (until that is \
            done, other pages wait for it rather than show the old site). A rebuild that fails \
            keeps the last good site: the error is printed and shown over every open page until \
            a rebuild succeeds. The first build must succeed (its errors end the command as \
            build's do). A port in use exits 73. Ctrl-C or SIGTERM stops it with exit 0, the \
            site in --out complete. The server's limits and the names it answers to are in \
            docs/serve.md.
            """
    )

    @OptionGroup var options: BuildOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Address to listen on (127.0.0.1: this machine only; 0.0.0.0 shows the diary to the network, answering to this machine's addresses and names only).",
            valueName: "address"))
    var host = "127.0.0.1"

    @Option(name: .long, help: ArgumentHelp("Port to listen on; 0 picks a free one.", valueName: "port"))
    var port: UInt16 = 8000

    func run() async throws {
        // Ctrl-C and SIGTERM are read as events, not left to end the process mid-build.
        let (stop, signalSources) = Self.stopSignals()
        let console = options.output.console
        let reload = LiveReload()
        // Nothing of the folder is sent before the first build is done: it holds what an
        // earlier run left.
        let overlay = SiteOverlay(awaitingFirstBuild: true)
        var request: BuildRequest?
        try await reportingErrors { request = try self.options.request(now: Date()) }
        guard let first = request else { return }
        let server: PreviewServer
        do {
            server = try await PreviewServer.start(
                host: host, port: port, folder: first.out, fileSystem: first.fileSystem, reload: reload,
                overlay: overlay)
        } catch {
            Console.error(error.description)
            throw ExitCode(error.exitCode)
        }
        if !PreviewServer.isLoopback(host) {
            Console.alert(
                "listening on \(host), not loopback: anyone on the network can read the diary at \(server.address)")
        }
        console.summaryNow("Listening on \(server.address) (pages are sent once the site is built)")
        try await reportingErrors {
            let started = Date()
            let summary = try await SiteGenerator.run(first)
            summary.problems.forEach(console.warning)
            console.summaryNow(summary.text(elapsed: Date().timeIntervalSince(started)))
        }
        await overlay.firstBuildDone()
        // The diary and model the previews start from, made before the address is printed:
        // the first template edit finds them, and the memory counted after the first build
        // holds them. Should the inputs change meanwhile, the first preview makes them again.
        var memory = PreviewMemory()
        try? memory.prepare(first)
        Console.line("Serving \(first.out.path) at \(server.address) (Ctrl-C stops)")

        let options = self.options
        let session = PreviewSession(
            request: { try options.request(now: Date()) },
            watchList: { Self.watchList(for: $0, config: options.configPath) },
            reload: reload, overlay: overlay,
            report: { outcome in
                switch outcome {
                case .previewed(let pages, let elapsed):
                    console.summaryNow(Self.previewed(pages, elapsed: elapsed))
                case .built(let summary, let elapsed):
                    summary.problems.forEach(console.warning)
                    console.summaryNow(Self.rebuilt(summary, elapsed: elapsed))
                case .failed(let line):
                    Console.error(line)
                }
            })
        let watching = Task { [memory] in await session.watch(from: first, memory: memory) }
        for await _ in stop { break }
        for source in signalSources { source.cancel() }
        watching.cancel()
        await watching.value
        server.stop()
    }

    /// What the site built by `request` depends on: the templates and media folders, the
    /// diary (with a store's `-wal`), the pantry (with its `-wal`) and the config file (or
    /// `foodstory.toml` here, should one be made).
    static func watchList(for request: BuildRequest, config: String?) -> WatchList {
        var files = [config ?? FileManager.default.currentDirectoryPath + "/foodstory.toml"]
        for path in [request.input, request.pantry].compactMap({ $0 }) { files += [path, path + "-wal"] }
        return WatchList(folders: [request.templates, request.media].compactMap { $0?.path }, files: files)
    }

    /// One line for a preview.
    static func previewed(_ pages: Int, elapsed: TimeInterval) -> String {
        "Reloaded \(pages) open \(pages == 1 ? "page" : "pages") from memory in \(String(format: "%.2f", elapsed)) s; rebuilding the site"
    }

    /// One line for a rebuild.
    static func rebuilt(_ summary: BuildSummary, elapsed: TimeInterval) -> String {
        let time = String(format: "%.2f", elapsed)
        if summary.upToDate { return "Up to date: nothing changed (\(time) s)" }
        return
            "Rebuilt in \(time) s: files written \(summary.written), unchanged \(summary.unchanged), removed \(summary.removed)"
    }

    /// SIGINT and SIGTERM, as a stream (the first one stops the server), and the sources
    /// that read them, to be kept until then.
    static func stopSignals() -> (AsyncStream<Int32>, [any DispatchSourceSignal]) {
        let (stream, continuation) = AsyncStream<Int32>.makeStream()
        let sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { continuation.yield(number) }
            source.resume()
            return source
        }
        return (stream, sources)
    }
}
