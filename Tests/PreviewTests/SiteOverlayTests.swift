import Foundation
import TestSupport
import Testing

@testable import Preview

@Suite("The pages shown from memory while the site is rebuilt")
struct SiteOverlayTests {
    /// Lets other tasks run until `condition` holds (at most a great many turns): an event
    /// waited for, not a pause.
    static func until(_ condition: () async -> Bool) async {
        for _ in 0..<1_000_000 {
            if await condition() { return }
            await Task.yield()
        }
    }

    @Test("During a rebuild a page shown is sent from memory, any other page waits for the rebuild, other files do not")
    func rebuilding() async throws {
        let folder = try TemporaryFolder()
        let page = { (text: String, path: String) in
            ReloadScript.inject(into: Data(text.utf8), path: path, version: 0)
        }
        for made in ["day", "assets"] {
            try FileManager.default.createDirectory(
                at: folder.url.appendingPathComponent(made), withIntermediateDirectories: true)
        }
        try folder.write("old index", to: "index.html")
        try folder.write("old a", to: "day/a.html")
        try folder.write("body {}", to: "assets/style.css")
        let overlay = SiteOverlay()
        let handler = SiteHandler(folder: SiteFolder(root: folder.url), reload: LiveReload(), overlay: overlay)
        await overlay.show(["day/a.html": Data("new a".utf8)], change: 1)
        #expect(await handler.reply(method: .get, raw: "/day/a.html").body == page("new a", "day/a.html"))
        #expect(await handler.reply(method: .get, raw: "/assets/style.css").body == Data("body {}".utf8))

        let waiting = Task { await handler.reply(method: .get, raw: "/index.html") }
        await Self.until { await overlay.waitingRequests == 1 }
        #expect(await overlay.waitingRequests == 1)
        // A build that started before the change does not cover it.
        await overlay.built(through: 0)
        #expect(await overlay.waitingRequests == 1)
        try folder.write("new index", to: "index.html")
        await overlay.built(through: 1)
        #expect(await waiting.value.body == page("new index", "index.html"))

        // Rebuilt: the files on disk are served again.
        try folder.write("written a", to: "day/a.html")
        #expect(await handler.reply(method: .get, raw: "/day/a.html").body == page("written a", "day/a.html"))
        #expect(await overlay.waitingRequests == 0)
    }

    @Test("A later change's pages replace the earlier ones; stopping lets every waiting request go")
    func laterChangeAndStop() async throws {
        let folder = try TemporaryFolder()
        try folder.write("disk b", to: "b.html")
        let overlay = SiteOverlay()
        let handler = SiteHandler(folder: SiteFolder(root: folder.url), reload: LiveReload(), overlay: overlay)
        await overlay.show(["a.html": Data("a1".utf8), "b.html": Data("b1".utf8)], change: 1)
        await overlay.show(["a.html": Data("a2".utf8)], change: 2)
        #expect(await overlay.current("a.html") == Data("a2".utf8))
        #expect(await overlay.current("b.html") == nil)
        let waiting = Task { await handler.reply(method: .get, raw: "/b.html") }
        await Self.until { await overlay.waitingRequests == 1 }
        // The build of change 1 is done; change 2's is not.
        await overlay.built(through: 1)
        #expect(await overlay.waitingRequests == 1)
        await overlay.clear()
        #expect(await waiting.value.body == ReloadScript.inject(into: Data("disk b".utf8), path: "b.html", version: 0))
        #expect(await overlay.current("a.html") == nil)
    }

    @Test(
        "Before this run's first build is done every file waits, pages and other files alike; then the folder's are sent"
    )
    func firstBuild() async throws {
        let folder = try TemporaryFolder()
        try folder.write("page", to: "index.html")
        try folder.write("body {}", to: "style.css")
        let overlay = SiteOverlay(awaitingFirstBuild: true)
        let handler = SiteHandler(folder: SiteFolder(root: folder.url), reload: LiveReload(), overlay: overlay)
        let page = Task { await handler.reply(method: .get, raw: "/index.html") }
        let style = Task { await handler.reply(method: .get, raw: "/style.css") }
        await Self.until { await overlay.waitingRequests == 2 }
        #expect(await overlay.waitingRequests == 2)
        // What the first build writes is what is sent.
        try folder.write("built page", to: "index.html")
        await overlay.firstBuildDone()
        #expect(
            await page.value.body == ReloadScript.inject(into: Data("built page".utf8), path: "index.html", version: 0))
        #expect(await style.value.body == Data("body {}".utf8))
        #expect(await overlay.waitingRequests == 0)
    }
}
