import Foundation
import TestSupport
import Testing

@testable import Preview

// A change the watcher missed would leave the test waiting for ever: the limit ends it. It is
// long because with the whole suite on two cores, a test's turn on the shared threads can be
// a minute away (this test takes a quarter of a second alone).
@Suite("Changes to what the site is built from are seen", .timeLimit(.minutes(10)))
struct FileWatcherTests {
    @Test("A watched file written in pieces, a file in a watched folder and one in a folder made later are each seen")
    func changes() async throws {
        let folder = try TemporaryFolder()
        let templates = folder.url.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        let diary = folder.path("export.json")
        let list = WatchList(folders: [templates.path], files: [diary])
        var changes = FileWatcher.changes(of: list, fileSystem: .disk).makeAsyncIterator()

        // The diary written in three pieces, as an app exporting it would.
        _ = FileManager.default.createFile(atPath: diary, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: diary))
        for piece in ["[", "{}", "]"] { try handle.write(contentsOf: Data(piece.utf8)) }
        try handle.close()
        #expect(await changes.next() != nil)

        try Data("# {{date}}".utf8).write(to: templates.appendingPathComponent("day.md"))
        #expect(await changes.next() != nil)

        let partials = templates.appendingPathComponent("partials")
        try FileManager.default.createDirectory(at: partials, withIntermediateDirectories: true)
        #expect(await changes.next() != nil)
        try Data("{{label}}".utf8).write(to: partials.appendingPathComponent("pager.md"))
        #expect(await changes.next() != nil)
    }
}
