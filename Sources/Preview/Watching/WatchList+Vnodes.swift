import Diary
import Foundation

extension WatchList {
    /// Every file and folder the vnode watcher holds open for the list, by path, each a `.file`
    /// or a `.folder`: the folder of each watched file (where it comes and goes), each watched
    /// file that exists, every watched folder with the folders in it at any depth, and every
    /// file in those that concerns the site. Hidden names (editors' swap files, `.git`) are
    /// left out; inside the watched folders, a symbolic link to a file is held as the file, one
    /// to a folder is not entered (as `FileSystem.contents(of:)` does not).
    func vnodes(in fileSystem: FileSystem) -> [String: FileSystem.Item.Kind] {
        var found: [String: FileSystem.Item.Kind] = [:]
        for folder in fileFolders where Self.isFolder(folder, fileSystem) { found[folder] = .folder }
        for file in files {
            guard let item = (try? fileSystem.itemFollowingLinks(file)) ?? nil, item.kind != .folder else {
                continue
            }
            found[file] = .file
        }
        func walk(_ folder: String) {
            found[folder] = .folder
            for name in (try? fileSystem.list(folder)) ?? [] where !name.hasPrefix(".") {
                let path = folder + "/" + name
                guard let item = (try? fileSystem.item(path)) ?? nil else { continue }
                switch item.kind {
                case .folder: walk(path)
                case .file: if concerns(path) { found[path] = .file }
                case .symbolicLink:
                    if concerns(path), (try? fileSystem.itemFollowingLinks(path))??.kind == .file {
                        found[path] = .file
                    }
                case .other: continue
                }
            }
        }
        for folder in folders where Self.isFolder(folder, fileSystem) { walk(folder) }
        return found
    }

    private static func isFolder(_ path: String, _ fileSystem: FileSystem) -> Bool {
        (try? fileSystem.itemFollowingLinks(path))??.kind == .folder
    }
}
