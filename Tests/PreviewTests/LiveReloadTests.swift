import FlyingFox
import Foundation
import Testing

@testable import Preview

@Suite("The live-reload channel")
struct LiveReloadTests {
    /// The messages a page's socket is told, opened for the page `path` sent with `version`.
    static func open(_ channel: LiveReload, path: String?, version: Int?) async throws
        -> AsyncStream<WSMessage>.AsyncIterator
    {
        let (client, _) = AsyncStream<WSMessage>.makeStream()
        return try await channel.socket(path: path, version: version).makeMessages(for: client).makeAsyncIterator()
    }

    @Test("A page is told ok, or reload when it was sent before the last reload, or the last error; its path is known")
    func messages() async throws {
        let channel = LiveReload()
        var first = try await Self.open(channel, path: "day/a.html", version: 0)
        #expect(await first.next() == .text("ok"))
        #expect(await channel.openPaths == ["day/a.html"])

        await channel.reload()
        #expect(await first.next() == .text("reload"))
        #expect(await channel.version == 1)
        // Sent before the reload, connecting after it: told at once.
        var late = try await Self.open(channel, path: "index.html", version: 0)
        #expect(await late.next() == .text("reload"))
        var current = try await Self.open(channel, path: "index.html", version: 1)
        #expect(await current.next() == .text("ok"))
        var unsaid = try await Self.open(channel, path: nil, version: nil)
        #expect(await unsaid.next() == .text("ok"))
        #expect(await channel.openPaths == ["day/a.html", "index.html"])
        #expect(await channel.listening == 4)

        await channel.fail("day.md:1: unclosed section")
        #expect(await first.next() == .text("error day.md:1: unclosed section"))
        var failed = try await Self.open(channel, path: "index.html", version: 1)
        #expect(await failed.next() == .text("error day.md:1: unclosed section"))
        await channel.reload()
        #expect(await failed.next() == .text("reload"))
        #expect(await channel.error == nil)
    }
}
