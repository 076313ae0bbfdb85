import Diary
import Foundation
import Support

/// The site's output folder as the server reads it: a file is served only when its real path,
/// every symbolic link followed, is inside the folder's real path.
struct SiteFolder: Sendable {
    /// The output folder.
    let root: URL
    /// What the folder is read through.
    var fileSystem: FileSystem = .disk

    /// What a site path finds in the folder.
    enum Lookup: Equatable {
        /// A plain file inside the folder, with its bytes.
        case file(Data)
        /// A folder inside the folder (served by its `index.html`, never listed).
        case folder
        /// Nothing there, or nothing that may be read.
        case missing
        /// A path that leads outside the folder (through a symbolic link).
        case outside
    }

    /// What `path` (relative, from `RequestPath`) finds.
    func lookup(_ path: String) -> Lookup {
        // Every symbolic link, `.` and `..` resolved; nothing when it leads nowhere.
        guard let base = try? fileSystem.resolve(root.path),
            let real = try? fileSystem.resolve(root.path + "/" + path)
        else { return .missing }
        guard real == base || real.hasPrefix(base.hasSuffix("/") ? base : base + "/") else { return .outside }
        guard let item = try? fileSystem.item(real) else { return .missing }
        if item.kind == .folder { return .folder }
        guard item.kind == .file, let data = try? fileSystem.read(real) else { return .missing }
        return .file(data)
    }
}
