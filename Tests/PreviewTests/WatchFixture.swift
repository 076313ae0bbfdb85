import Diary
import Foundation
import TestSupport

@testable import Preview

/// A folder laid out as `foodstory serve` watches one: a diary export (with a config file
/// beside it that does not exist yet), a templates folder with a subfolder, an editor's swap
/// file, a backup and a hidden `.git`, a media folder with a photo, and a file nobody watches.
struct WatchFixture: Sendable {
    let folder: TemporaryFolder
    /// The folder's path, as the watch list has it.
    let root: String
    let list: WatchList

    init() throws {
        folder = try TemporaryFolder()
        root = URL(fileURLWithPath: folder.url.path).standardizedFileURL.path
        for name in ["templates/partials", "templates/.git", "media"] {
            try FileManager.default.createDirectory(
                atPath: folder.path(name), withIntermediateDirectories: true)
        }
        for (name, text) in [
            ("export.json", "[]"), ("notes.txt", "shopping"), ("templates/day.md", "# {{date}}"),
            ("templates/week.md", "# {{label}}"), ("templates/partials/pager.md", "{{previous}}"),
            ("templates/.day.md.swp", "swap"), ("templates/day.md~", "backup"), ("templates/.git/HEAD", "main"),
            ("media/soup.jpg", "jpeg"),
        ] {
            try folder.write(text, to: name)
        }
        list = WatchList(
            folders: [folder.path("templates"), folder.path("media")],
            files: [folder.path("export.json"), folder.path("foodstory.toml")])
    }

    /// The absolute path of `name` in the folder (the folder's own for "").
    func path(_ name: String) -> String { name.isEmpty ? root : root + "/" + name }

    /// A watcher of the list on a scripted kernel that holds at most `budget` handles.
    func watcher(budget: Int = 100) -> VnodeWatcher<ScriptedKernel> {
        VnodeWatcher(list: list, fileSystem: .disk, kernel: ScriptedKernel(budget: budget, root: root))
    }

    /// Writes `text` to `name`, replacing what is there.
    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
    }
}
