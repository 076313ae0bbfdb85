import Foundation
import Testing

@testable import Preview

@Suite("The live-reload channel")
struct LiveReloadTests {
    /// The messages a page's socket is told, opened for the page `path` sent with `version`.
    static func open(_ channel: LiveReload, path: String?, version: Int?) async -> AsyncStream<String>.AsyncIterator {
        await channel.open(path: path, version: version).makeAsyncIterator()
    }

    @Test("A page is told ok, or reload when it was sent before the last reload, or the last error; its path is known")
    func messages() async throws {
        let channel = LiveReload()
        var first = await Self.open(channel, path: "day/a.html", version: 0)
        #expect(await first.next() == "ok")
        #expect(await channel.openPaths == ["day/a.html"])

        await channel.reload()
        #expect(await first.next() == "reload")
        #expect(await channel.version == 1)
        // Sent before the reload, connecting after it: told at once.
        var late = await Self.open(channel, path: "index.html", version: 0)
        #expect(await late.next() == "reload")
        var current = await Self.open(channel, path: "index.html", version: 1)
        #expect(await current.next() == "ok")
        var unsaid = await Self.open(channel, path: nil, version: nil)
        #expect(await unsaid.next() == "ok")
        #expect(await channel.openPaths == ["day/a.html", "index.html"])
        #expect(await channel.listening == 4)

        await channel.fail("day.md:1: unclosed section")
        #expect(await first.next() == "error day.md:1: unclosed section")
        var failed = await Self.open(channel, path: "index.html", version: 1)
        #expect(await failed.next() == "error day.md:1: unclosed section")
        await channel.reload()
        #expect(await failed.next() == "reload")
        #expect(await channel.error == nil)
    }
}
