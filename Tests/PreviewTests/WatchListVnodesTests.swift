import Diary
import Foundation
import Testing

@testable import Preview

@Suite("What the kqueue watcher holds open")
struct WatchListVnodesTests {
    @Test("The diary's folder, the files that exist, every watched folder and file in them; nothing hidden")
    func vnodes() throws {
        let fixture = try WatchFixture()
        try FileManager.default.createSymbolicLink(
            atPath: fixture.path("templates/notes.md"), withDestinationPath: fixture.path("notes.txt"))
        try FileManager.default.createSymbolicLink(
            atPath: fixture.path("templates/elsewhere"), withDestinationPath: fixture.path("media"))
        let found = fixture.list.vnodes(in: .disk)
        let expected: [String: FileSystem.Item.Kind] = [
            "": .folder, "export.json": .file, "templates": .folder, "templates/day.md": .file,
            "templates/week.md": .file, "templates/notes.md": .file, "templates/partials": .folder,
            "templates/partials/pager.md": .file, "media": .folder, "media/soup.jpg": .file,
        ]
        #expect(found == Dictionary(uniqueKeysWithValues: expected.map { (fixture.path($0.key), $0.value) }))
    }

    @Test("A watched folder or file that does not exist is not held, nor a file the list names as a folder")
    func missing() throws {
        let fixture = try WatchFixture()
        let list = WatchList(
            folders: [fixture.path("pictures"), fixture.path("export.json")], files: [fixture.path("templates")])
        #expect(list.vnodes(in: .disk) == [fixture.root: .folder])
    }
}
