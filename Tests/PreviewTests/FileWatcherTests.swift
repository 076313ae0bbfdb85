import Foundation
import TestSupport
import Testing

@testable import Preview

/// Whether `changes` reports a change within `seconds`. The limit only ends a wait for a
/// change that was missed (with the whole suite on two cores a test's turn on the shared
/// threads can be many seconds away; this test takes a quarter of a second alone).
private func seen(_ changes: AsyncStream<Void>, within seconds: Int = 30) async -> Bool {
    await withTaskGroup(of: Bool.self) { group in
        group.addTask {
            var iterator = changes.makeAsyncIterator()
            return await iterator.next() != nil
        }
        group.addTask {
            try? await Task.sleep(for: .seconds(seconds))
            return false
        }
        let first = await group.next() ?? false
        group.cancelAll()
        return first
    }
}

@Suite("Changes to what the site is built from are seen", .timeLimit(.minutes(10)))
struct FileWatcherTests {
    @Test("A watched file written in pieces, a file in a watched folder and one in a folder made later are each seen")
    func changes() async throws {
        let folder = try TemporaryFolder()
        let templates = folder.url.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        let diary = folder.path("export.json")
        let list = WatchList(folders: [templates.path], files: [diary])
        // Each change is watched by a watcher started after the last one was written: what an
        // earlier write set off cannot stand in for it.
        let watch = { FileWatcher.changes(of: list, fileSystem: .disk) }

        // The diary written in three pieces, as an app exporting it would.
        var changes = watch()
        _ = FileManager.default.createFile(atPath: diary, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: diary))
        for piece in ["[", "{}", "]"] { try handle.write(contentsOf: Data(piece.utf8)) }
        try handle.close()
        #expect(await seen(changes), "export.json, written in three pieces")

        changes = watch()
        try Data("# {{date}}".utf8).write(to: templates.appendingPathComponent("day.md"))
        #expect(await seen(changes), "templates/day.md, written")

        changes = watch()
        let partials = templates.appendingPathComponent("partials")
        try FileManager.default.createDirectory(at: partials, withIntermediateDirectories: true)
        #expect(await seen(changes), "templates/partials, made")
        try Data("{{label}}".utf8).write(to: partials.appendingPathComponent("pager.md"))
        #expect(await seen(changes), "templates/partials/pager.md, written in the folder made after the watch began")
    }
}
